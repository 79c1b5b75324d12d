/// The user's text replacements: what the strip offers for a shortcut, and when space writes it.
extension ActiveSessionCore {
    /// Whether space writes the composing shortcut's phrase, and the strip marks it: the user
    /// asked for it (``UserLexicon/applyReplacementsOnSpace``), the field lets a boundary replace
    /// the typed word (``FieldPolicy/allowsAutocorrection``: not in e-mail, URL, username and name
    /// fields, nor where the host turned autocorrection off, where `omw` is the user's text as a
    /// correction would be), and the word was not just put back by an undo. The strip still
    /// offers the phrase there, unmarked, as it offers corrections.
    func spaceWritesReplacement(_ user: UserWords) -> Bool {
        user.lexicon.applyReplacementsOnSpace && policy.allowsAutocorrection && !keepTyped
    }
}
