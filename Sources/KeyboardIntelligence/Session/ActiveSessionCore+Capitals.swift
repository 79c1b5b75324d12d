import KeyboardCorrection
import KeyboardLexicon

/// The capitals space writes for a word typed in lower case, and accents typed on purpose.
extension ActiveSessionCore {
    /// The lexicon's capitals for a word typed all in lower case (`i` → `I`, `paris` → `Paris`;
    /// a word only another active language has, in its lexicon's: `wochenende` → `Wochenende`;
    /// a word only the user has, in theirs: `siobhan` → `Siobhan`; a word only an active language
    /// with no bundled lexicon knows, and only with a capital, in it: `milano` → `Milano`
    /// (``capitalisedWithoutLexicon(_:key:)``); a name the user spells with
    /// accents, in theirs: `jose` → `José`; a possessive in its word's: `iphone's` → `iPhone's`),
    /// when autocorrection may run; nil when the word has no capitals of its own, or when another
    /// active language writes it as typed (`marche` and `porte` are French words, not the
    /// English lexicon's `Marche` and `Porte`). After words of another language
    /// (``otherLanguageContext`` from the previous words, not the last session's) its capitals
    /// come first when they write its likeliest word for these letters: `ins kino` → `ins Kino`,
    /// `meine hand` → `meine Hand`, though English knows `kino` and `hand` in lower case; not
    /// French `Grace` for `grace`, whose likeliest French word is `grâce`; and its accents, when
    /// it does not write the letters as typed (``accentsRestored(_:as:in:user:)``: `fur` →
    /// `für`). Also two initial
    /// capitals made one (``twoInitialCapitalsFixed(_:)``), and a word typed with a capital first
    /// letter only given the capitals it has in lower case (``ownCapitals(ofCapitalized:user:)``:
    /// `Iphone` → `iPhone`), and a plural or a contact's possessive no list holds
    /// (``unlistedPluralOrPossessive(_:user:)``: `pdfs` → `PDFs`, `siobhans` → `Siobhan's`). Only the
    /// case differs from the typed word, but for accents (the user's names', the favoured
    /// language's) and the possessive's apostrophe, which is the user's: its apostrophes are the
    /// user's already (``written(_:_:)`` would change nothing).
    func lexiconCapitalization(of typed: String, user: UserWords) -> String? {
        guard policy.allowsAutocorrection, !insideWord, !gluedToMark else { return nil }
        if let fixed = twoInitialCapitalsFixed(typed) { return fixed }
        guard typed == typed.lowercased() else { return ownCapitals(ofCapitalized: typed, user: user) }
        if !context.previousWords.isEmpty,
           let other = favouredOtherLanguage,
           let entry = engine.otherLexicons[other].entry(forFoldedKey: typed), entry.surface != typed {
            if entry.surface.lowercased() == typed { return entry.surface }
            if let accented = accentsRestored(typed, as: entry, in: other, user: user) { return accented }
        }
        let entry = bundledEntry(forKey: typed)
        if let entry, entry.surface == typed || engine.otherLexicons.contains(where: { $0.entry(forKey: typed)?.surface == typed }) { return nil }
        // Nor when an active language with no bundled lexicon (whose words only its hunspell
        // dictionary knows) writes it in lower case: Spanish `como`, `que`, not the English
        // lexicon's `Como`, `Que`. A language with a lexicon answers above, by its surface
        // (French `paris` is a word, but the French lexicon writes `Paris`).
        if entry != nil, !engine.languagesWithoutLexicon.isEmpty, Self.accepts(engine.spellCheckersWithoutLexicon(), typed, key: typed) { return nil }
        // A name the user spells with accents, a contact's or a custom word, typed without them:
        // theirs over the lexicon's name (`jose` → `José` for a contact José, not the lexicon's
        // `Jose`), never over a word a lexicon writes in lower case (`cafe` stays for a custom `Café`).
        if !user.accented.isEmpty, let accented = user.accented[typed] { return accented }
        if let entry { return acronymPluralOverName(typed, entry) ?? entry.surface }
        // A word no lexicon holds but the user has, a contact's name or a custom word, in the
        // user's capitals (`siobhan` → `Siobhan`, `swiftui` → `SwiftUI`); a contact named `Will`
        // leaves `will`, a lexicon word.
        if let entry = user.words.entry(forKey: typed) { return entry.surface != typed ? entry.surface : nil }
        // A word only an active language with no bundled lexicon knows, and only with a capital:
        // its name typed without shift, in that capital (`milano` → `Milano`, `sevilla` → `Sevilla`).
        if let capitalised = capitalisedWithoutLexicon(typed, key: typed) { return capitalised }
        // A word only the learned words hold, learned with a capital after its first letter, in
        // those capitals (`quixos` → `QuixOS`), unless it was learned as typed too. Not a word
        // learned with a first capital only: a store from before ``learnedForm(_:)`` may hold a
        // sentence start's (`Kubectl`).
        if let entry = user.learned.entry(forKey: typed) {
            return entry.surface != typed && CasePattern.hasLaterCapital(entry.surface) ? entry.surface : nil
        }
        guard typed.utf8.last == UInt8(ascii: "s"), typed.utf8.count > 2 else { return nil }
        // A possessive no list holds, of a word with capitals of its own: the word's, then `'s`
        // as typed (`iphone's` → `iPhone's`, `deshawn's` → `DeShawn's` for a contact).
        if typed.hasSuffix("'s") || typed.hasSuffix("’s") {
            guard typed.utf8.count > 3, let base = lexiconCapitalization(of: String(typed.dropLast(2)), user: user) else { return nil }
            return base + typed.suffix(2)
        }
        guard let written = unlistedPluralOrPossessive(typed, user: user), written != typed, !isKnownBeyondLexicon(typed, key: typed) else { return nil }
        return written
    }

    /// `entry`, the likeliest word of the favoured other language (`other`, after its words) that
    /// the typed letters spell without their accents, when that language does not write the
    /// letters as typed (its lexicon lacks them, or holds a rarer capitalised word: `Ware`, under
    /// `wäre`; its dictionary rejects them), though English may know them: `vielen dank fur` →
    /// `für`, `zu spat` → `spät`, `il etait tres` → `très`. Each accent is a long press, and
    /// often skipped. nil for a word the other language writes as typed (`mochte`, `cote`, `a`),
    /// and for the user's words.
    func accentsRestored(_ typed: String, as entry: WordEntry, in other: Int, user: UserWords) -> String? {
        guard engine.otherLexicons[other].entry(forKey: typed).map({ $0.surface != typed && $0.logProbability < entry.logProbability }) ?? true,
              !user.holds(typed), !Self.accepts(engine.spellCheckers(languageCode: engine.otherLexiconCodes[other]), typed, key: typed) else { return nil }
        return entry.surface
    }

    /// A plural or a possessive no list holds, typed in lower case without an apostrophe: an
    /// acronym's or a brand's plural, in the bundled lexicon's capitals, then `s` (`pdfs` →
    /// `PDFs`, `ceos` → `CEOs`, `ipads` → `iPads`); a contact's name's possessive, in the user's
    /// spelling, then the user's apostrophe and `s` (`siobhans` → `Siobhan's`, `zoes` → `Zoë's`;
    /// after words of another language, with no apostrophe: German `Siobhans Auto`); a custom
    /// word's plural, in the user's spelling (`swiftuis` → `SwiftUIs`; `kubectls` as typed).
    /// Before, such words were corrected as misspellings (`open the pdfs` → `odds`, `two iphones`
    /// → `iPhone`, `siobhans car` → `Siobhan car`, `zoes` → `zones`). nil for any other word, and
    /// for a word whose letters before the `s` end in `s`. The caller knows the typed word is in
    /// no list, and has fetched the user's words.
    func unlistedPluralOrPossessive(_ typed: String, user: UserWords) -> String? {
        guard typed.utf8.count > 2, typed.utf8.last == UInt8(ascii: "s") else { return nil }
        let stem = String(typed.dropLast())
        guard stem.last != "s", stem.last?.isLetter == true else { return nil }
        if !user.names.isEmpty, let name = user.names[stem] {
            // After words of another language, as German writes it, with no apostrophe (`Siobhans Auto`).
            return favouredOtherLanguage == nil ? name + String(apostrophe) + "s" : name + "s"
        }
        // A custom word's plural, in the user's spelling (`swiftuis` → `SwiftUIs`, `kubectls`): the
        // user lists a word once, and its plural is as much theirs. Not a text replacement's shortcut.
        if let entry = user.words.entry(forKey: stem), user.replacements[stem] == nil { return entry.surface + "s" }
        guard bundledEntry(forKey: stem) != nil, let form = lexiconCapitalization(of: stem, user: user), CasePattern.hasLaterCapital(form) else { return nil }
        return form + "s"
    }

    /// An acronym's or a brand's plural for a word the lexicon holds as a rarer name, typed in
    /// lower case (`apis` → `APIs`, not the lexicon's `Apis`, a god's name): the stem's own
    /// capitals then `s` (``unlistedPluralOrPossessive(_:user:)``), when the stem is the likelier
    /// word. nil otherwise (`james`, `paris`, and plurals the lexicon holds as such: `URLs`). Typed
    /// with its capital, the name stays (``ownCapitals(ofCapitalized:user:)``).
    func acronymPluralOverName(_ typed: String, _ entry: WordEntry) -> String? {
        guard typed.utf8.count > 3, typed.utf8.last == UInt8(ascii: "s"), CasePattern(of: entry.surface) == .capitalized,
              let stem = bundledEntry(forKey: String(typed.dropLast())), CasePattern.hasLaterCapital(stem.surface),
              stem.logProbability > entry.logProbability else { return nil }
        return stem.surface + "s"
    }

    /// The place name the last spaced word and the composing word spell (`hong kong` → `Hong
    /// Kong`, `new york` → `New York`, `new zealand` → `New Zealand`), written over both by
    /// ``resegment(_:as:boundary:undoable:)``, when autocorrection may run. Each word alone
    /// keeps or takes its own capitals (`hong` and `york` are words in lower case too, `Kong` and
    /// `Zealand` are not), so without this space wrote `hong Kong`. The composing word must be
    /// typed in lower case (its pending correction's key is read: `kogn` for `kong`), the spaced
    /// word in lower case or with the name's own capital (`New` at a sentence's start); a word
    /// typed in capitals (`NEW YORK`) is kept, and so are two words the user put back after this
    /// offer before. The first word's names are looked up once, at the first key that asks.
    func placeName(after previous: SpacedWord) -> String? {
        guard policy.allowsAutocorrection, !keepTyped, !insideWord, CasePattern(of: composing) == .lower else { return nil }
        let candidates: Range<Int>
        if let kept = previous.places {
            candidates = kept
        } else {
            let typedCase = CasePattern(of: previous.typed)
            candidates = typedCase == .lower || typedCase == .capitalized
                ? engine.lexicon.placeNames(beginningWith: previous.written.lowercased()) : 0..<0
            spacedWord?.places = candidates
        }
        guard !candidates.isEmpty,
              let name = engine.lexicon.placeName(in: candidates, second: pending?.entry.key ?? composing),
              CasePattern(of: previous.typed) == .lower || name.hasPrefix(previous.written + " "),
              !engine.learning.isRejected(typed: composing, correction: name) else { return nil }
        return name
    }

    /// A word typed with a capital first letter only (at a sentence's start, or with shift) whose
    /// own form has more capitals or accents than that: `Iphone` → `iPhone`, `Macos` → `macOS` and
    /// `Deshawn` → `DeShawn` for the user's words, `Zoe` → `Zoë` for a contact, `Nasa` → `NASA`
    /// (what ``lexiconCapitalization(of:user:)`` writes for the word in lower case, capitalised as
    /// ``CasePattern/capitalized`` does). Before, the typed capital stood for the word's whole
    /// case. nil for any other word (`The`, `Paris`, `May`).
    func ownCapitals(ofCapitalized typed: String, user: UserWords) -> String? {
        guard let lower = CasePattern.lowercasedIfOnlyFirstCapital(typed), let form = lexiconCapitalization(of: lower, user: user) else { return nil }
        // A word typed as a bundled lexicon writes it stays, unless the user spells it otherwise
        // (a contact `Zoë` for `Zoe`): in lower case its letters may read as an acronym's plural
        // (`Apis`; `apis` → `APIs`) or as the favoured language's accented word (`Wahlen`, the
        // noun; `wahlen` → `wählen`, the verb; ``accentsRestored(_:as:in:user:)``).
        if let entry = bundledEntry(forKey: lower), entry.surface == typed, !user.holds(lower), user.accented[lower] == nil { return nil }
        let written = CasePattern.capitalized.apply(to: form)
        return written == typed ? nil : written
    }

    /// `THe` → `The`, `HEllo` → `Hello`, `PAris` → `Paris`: shift held down one letter too long.
    /// Three or more letters, the first two capitals and the rest lower case — not a plural
    /// acronym (`IDs`, `PCs`) — when the word is valid in lower case and not as typed; the
    /// lexicon's own capitals win (`NYc` → `NYC`). nil otherwise.
    ///
    /// Asked on most keystrokes (through ``lexiconCapitalization(of:user:)``): a word whose first two
    /// characters are not capitals leaves at once, with nothing allocated.
    func twoInitialCapitalsFixed(_ typed: String) -> String? {
        let rest = typed.dropFirst(2)
        guard let first = typed.first, first.isLetter, first.isUppercase, let second = typed.dropFirst().first,
              second.isLetter, second.isUppercase, !rest.isEmpty, rest != "s",
              rest.allSatisfy({ $0.isLetter && $0.isLowercase }) else { return nil }
        let key = typed.lowercased()
        if let entry = engine.lexicon.entry(forKey: key) {
            return entry.surface == key ? CasePattern.capitalized.apply(to: key) : entry.surface
        }
        // The lexicon lacks it in any case: ask the other dictionaries of the lower-case word and
        // of the typed one.
        return isKnownBeyondLexicon(key, key: key) && !isKnownBeyondLexicon(typed, key: key) ? CasePattern.capitalized.apply(to: key) : nil
    }

    /// The lexicon's entry for a word typed in lower case that it knows only with capitals, and
    /// that nothing else knows as typed (`luke` for `Luke`, `mr` for `Mr`); nil otherwise. Such a
    /// word is often a slip for a common word (`luke` → `like`), so it may be corrected when a
    /// correction outscores the name (``Autocorrector/nameMargin``); else space writes the name.
    /// Not a word with capitals inside it (`WiFi`, `iPad`, `YouTube`, `McDonald`): typed in lower
    /// case it is typed so on purpose, and is kept and written with them (`my wifi` became `my wife`).
    func lowercaseName(_ word: String, user: UserWords) -> WordEntry? {
        guard word == word.lowercased(), let entry = engine.lexicon.entry(forKey: word), entry.surface != word,
              !Self.hasInnerCapital(entry.surface),
              !user.holds(word),
              !isKnownBeyondLexicon(word, key: word) else { return nil }
        return entry
    }

    /// Whether `surface` has a capital after a lower-case letter (`WiFi`, `iPad`, `eBay`), as
    /// brands and some names do; not a capitalised word or an acronym (`Luke`, `UN`).
    static func hasInnerCapital(_ surface: String) -> Bool {
        var afterLowercase = false
        for character in surface {
            if character.isUppercase, afterLowercase { return true }
            afterLowercase = character.isLowercase
        }
        return false
    }

    /// The entry of a competing language's lexicon that writes a word typed all in lower case with
    /// capitals (`haus` → `Haus`, `mädchen` → `Mädchen`): a German noun typed without shift, which
    /// no dictionary accepts as typed. Like a lower-case name it is kept, and space writes its
    /// capitals, unless a correction outscores it by ``Autocorrector/nameMargin`` (`haus` was
    /// corrected to `hause`, `buch` to `Bauch`).
    func capitalisedInOtherLanguage(_ word: String, _ languages: [CandidateRanker.OtherLanguage]) -> WordEntry? {
        guard word == word.lowercased() else { return nil }
        return languages.lazy.compactMap { $0.model.entry(forKey: word) }.first { $0.surface != word && $0.surface.lowercased() == word }
    }

    /// Whether `word` carries accents its letters spell a word without (`café`, `naïve`, `résumé`,
    /// which en_US writes `cafe`, `naive`, `resume`) while English is the only active language:
    /// each accent is a long press on its key, so the accented form is meant, and space keeps it;
    /// the strip still offers the word without. With another language active its accents are
    /// that language's letters, and a misplaced one (`prophèts` for `prophètes`) is a typo like
    /// any other.
    func isAccentedOnPurpose(_ word: String, user: UserWords) -> Bool {
        var bytes = word
        guard bytes.withUTF8({ $0.contains { $0 >= 0x80 } }), engine.activeLanguages.allSatisfy({ $0.languageCode == "en" }) else { return false }
        let plain = TypingEngine.normalizer.unaccented(word)
        return plain != word && isValidWord(plain, user: user)
    }
}
