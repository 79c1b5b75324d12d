import KeyboardSpelling

/// `fuzz-hunspell`: words handed to hunspell through ``HunspellDictionary`` — UTF-8 English,
/// ISO-8859-2 Polish, German, French — checked, stemmed, suggested for, added and removed.
///
/// Byte 0 picks the dictionary and the calls (suggestions, the slow one, on one input in four);
/// the rest is the word. Words over ``SpellCheckerLimits/maximumWordBytes`` must never reach
/// hunspell: they are not correct and have no suggestions or stems.
public enum HunspellFuzzer: FuzzHarness {
    public static let name = "fuzz-hunspell"

    static let dictionaries: [HunspellDictionary] = {
        let catalog = DictionaryCatalog()
        return ["en_US", "pl_PL", "de_DE", "fr_FR"].compactMap { name in
            SpellingLanguage(name).flatMap { try? catalog.load($0) }
        }
    }()

    /// Endings whose forms are checked to survive an add and a remove of the word before them.
    static let formSuffixes = ["s", "es", "ed", "ing", "'s", "er", "en", "e", "n"]
    /// Compound heads checked the same way (`Hausärzte` holds de_DE's `ärzte`, listed for compounds).
    static let formPrefixes = ["Haus", "Land"]

    public static func prepare() {
        _ = dictionaries
    }

    public static func fuzz(_ data: UnsafeRawBufferPointer) {
        var input = FuzzInput(data)
        let selector = input.byte()
        let dictionaries = Self.dictionaries
        guard !dictionaries.isEmpty else { return }
        let dictionary = dictionaries[Int(selector) % dictionaries.count]
        let word = selector & 0x80 != 0 ? HostileText.string(&input, maximumPieces: 4, maximumRepeat: 200)
                                        : String(decoding: input.remainder(), as: UTF8.self)
        let tooLong = word.utf8.count > SpellCheckerLimits.maximumWordBytes
        let correct = dictionary.isCorrect(word)
        let stems = dictionary.stems(of: word)
        precondition(!tooLong || (!correct && stems.isEmpty), "a word over the cap reached hunspell")
        if selector & 0x30 == 0x30 {
            let suggestions = dictionary.suggestions(for: word, limit: 3)
            precondition(suggestions.count <= 3, "more suggestions than asked for")
            precondition(!tooLong || suggestions.isEmpty, "a word over the cap reached hunspell")
        }
        if selector & 0x40 != 0, !correct {
            // Forms the dictionary accepts before: a word it lists only with an affix (NEEDAFFIX,
            // common in de_DE) is not correct alone, and adding and removing it must leave its
            // forms correct (hunspell's own remove would forbid the stem, forms and all).
            let forms = tooLong ? [] : (formSuffixes.map { word + $0 } + formPrefixes.map { $0 + word }).filter(dictionary.isCorrect)
            let added = (try? dictionary.add(word)) != nil
            precondition(!tooLong || !added, "a word over the cap was added")
            // Removed again, added or refused: hunspell then forbids an added word for the process
            // (a word of the fuzzer's own that no dictionary lists); a refused one must not reach it.
            dictionary.remove(word)
            for form in forms { precondition(dictionary.isCorrect(form), "adding and removing a word forbade a form of it") }
        }
        // A word the dictionary accepts is not added, so removing it must leave it correct
        // (hunspell's own remove would forbid it, with its forms).
        if selector & 0x40 != 0, correct, !tooLong {
            try? dictionary.add(word)
            dictionary.remove(word)
            precondition(dictionary.isCorrect(word), "removing a word never added forbade it")
        }
    }
}
