import KeyboardCorrection
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
        return Self.accepts(engine.activeSpellCheckers(), word, key: key) || capitalisedWithoutLexicon(word, key: key) != nil
    }

    /// `word`, typed in lower case, with a capital first letter (`milano` → `Milano`, `méxico` →
    /// `México`) when an active language with no bundled lexicon (Italian, Spanish: hunspell is
    /// all the engine knows of them) accepts it only so (no active dictionary as typed), and no bundled lexicon holds its letters
    /// in any case; nil otherwise. Such a word is a name of that language typed without shift,
    /// which was corrected into English (`milano` → `Milan`, `sevilla` → `Seville`). English,
    /// and a language with a lexicon, answer by their lexicons' surfaces instead, so an English
    /// misspelling is asked nothing more.
    func capitalisedWithoutLexicon(_ word: String, key: String) -> String? {
        guard !engine.languagesWithoutLexicon.isEmpty, word == key, engine.lexicon.entry(forKey: key) == nil,
              !engine.otherLexicons.contains(where: { $0.entry(forKey: key) != nil }) else { return nil }
        let capitalised = CasePattern.capitalized.apply(to: word)
        // (hunspell accepts any lower-case word capitalised too: `Com’è`, a sentence's start.)
        guard capitalised != word, engine.spellCheckersWithoutLexicon().contains(where: { $0.isCorrect(capitalised) }),
              !engine.activeSpellCheckers().contains(where: { $0.isCorrect(word) }) else { return nil }
        return capitalised
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
        return Self.accepts(engine.otherLanguageSpellCheckers(), word, key: key) || capitalisedWithoutLexicon(word, key: key) != nil
    }

    /// Whether one of `checkers` accepts `word` as typed, or its lower-case form `key`, which is
    /// asked only when it differs from what was typed.
    static func accepts(_ checkers: [any SpellChecker], _ word: String, key: String) -> Bool {
        checkers.contains { $0.isCorrect(word) || (key != word && $0.isCorrect(key)) }
    }
}
