import KeyboardLexicon
import KeyboardSpelling

/// Whether a word is known: to the lexicons and the active hunspell dictionaries.
extension ActiveSessionCore {
    /// The bundled lexicons' entry for `key` (lower case): the English lexicon's, else the first
    /// other active language's that holds it; nil when none does.
    func bundledEntry(forKey key: String) -> WordEntry? {
        engine.lexicon.entry(forKey: key) ?? engine.otherLexicons.lazy.compactMap({ $0.entry(forKey: key) }).first
    }

    /// Whether the lexicon or an active dictionary knows `word` (the user's own words aside).
    func isKnownToDictionaries(_ word: String) -> Bool {
        let key = word.lowercased()
        return engine.lexicon.entry(forKey: key) != nil || isKnownBeyondLexicon(word, key: key)
    }

    /// Whether another language's lexicon or an active hunspell dictionary knows `word` (whose
    /// lower-case form is `key`): the dictionaries other than the English lexicon, whose keys know
    /// no case.
    func isKnownBeyondLexicon(_ word: String, key: String) -> Bool {
        // Another language's lexicon knows the word in its case: a German noun typed in lower case
        // (`buch`) is not `Buch` (its hunspell dictionary, asked below, says the same).
        if engine.otherLexicons.contains(where: { $0.entry(forKey: key).map { Self.isWritten(word, as: $0.surface) } ?? false }) { return true }
        return Self.accepts(engine.activeSpellCheckers(), word, key: key)
    }

    /// Whether English knows `word` (lower case `key`): the English lexicon, or an active English
    /// hunspell dictionary.
    func isKnownInEnglish(_ word: String, key: String) -> Bool {
        engine.lexicon.entry(forKey: key) != nil || Self.accepts(engine.spellCheckers(languageCode: "en"), word, key: key)
    }

    /// Whether a language other than English knows `word` (lower case `key`): another language's
    /// lexicon, or an active hunspell dictionary of another language.
    func isKnownToOtherLanguages(_ word: String, key: String) -> Bool {
        if engine.otherLexicons.contains(where: { $0.entry(forKey: key) != nil }) { return true }
        return Self.accepts(engine.otherLanguageSpellCheckers(), word, key: key)
    }

    /// Whether one of `checkers` accepts `word` as typed, or its lower-case form `key`, which is
    /// asked only when it differs from what was typed.
    static func accepts(_ checkers: [any SpellChecker], _ word: String, key: String) -> Bool {
        checkers.contains { $0.isCorrect(word) || (key != word && $0.isCorrect(key)) }
    }
}
