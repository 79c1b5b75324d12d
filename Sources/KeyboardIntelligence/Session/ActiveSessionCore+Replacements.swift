import KeyboardCorrection

/// The user's text replacements: what the strip offers for a shortcut, and when space writes it.
extension ActiveSessionCore {
    /// The user's phrase for the composing word, in the case its shortcut was typed in
    /// (``phrase(_:typedAs:)``); nil when the word is no shortcut. The word is read without its
    /// ``closingMark`` (`omw.` is `omw`), as the strip reads it: the strip marked `On my way!`
    /// for `omw.` while space looked up `omw.` and left it. Space and a pick write the mark
    /// after the phrase (``withClosingMark(_:)``), as after a correction.
    func replacement(_ user: UserWords) -> String? {
        guard !user.replacements.isEmpty else { return nil }   // (most users: no string made at each key)
        let word = composingWord
        return user.replacements[word.lowercased()].map { Self.phrase($0, typedAs: CasePattern(of: word)) }
    }

    /// `phrase` in the case its shortcut was typed in, as iOS writes it: a shortcut typed with a
    /// capital first letter (at a sentence's start, by the field's automatic shift or the user's)
    /// or in capitals gives the phrase a capital first letter and nothing more (`Omw`, `OMW` →
    /// `On my way` for `on my way`). Capitals typed for a shortcut are a shift held or caps lock,
    /// not a wish to shout the phrase the user wrote in their own case. In lower case, the
    /// phrase is written as the user wrote it (`omw` → `On my way!` stays). A phrase whose first
    /// word has its own capitals keeps them (`Ip` → `iPhone 15`, not `IPhone 15`), as a word does.
    static func phrase(_ phrase: String, typedAs casing: CasePattern) -> String {
        guard casing != .lower, let first = phrase.first, first.isLowercase,
              !CasePattern.hasLaterCapital(String(phrase.prefix { !$0.isWhitespace })) else { return phrase }
        return first.uppercased() + phrase.dropFirst()
    }

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
