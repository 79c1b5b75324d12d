import Foundation
import KeyboardCorrection
import KeyboardEvaluation
@testable import KeyboardIntelligence
import KeyboardLayout
@testable import KeyboardLexicon
import Testing
import TestSupport

/// Corrections from a second language's bundled lexicon (`Lexicon/de.lexicon`, `Lexicon/fr.lexicon`)
/// beside English.
@Suite("Second language")
struct SecondLanguageTests {

    /// A reset made by another process (the containing app's) reached this engine's learned
    /// words at its next session, but not the last words' languages nor the skin tone emoji are
    /// shown in, which it had read once: they stood until the keyboard was started again.
    @Test("another process's reset reaches the last words' languages and the skin tone at the next session")
    func resetElsewhereReread() throws {
        let folder = TemporaryDirectory("engine-store")
        let configuration = EngineConfiguration(languages: ["en_US", "de_DE"], learnedStoreDirectory: folder.path)
        let keyboard = try TypingEngine(configuration: configuration)
        let app = try TypingEngine(configuration: configuration)
        try #require(keyboard.otherLexiconCodes == ["de"])
        keyboard.preferredSkinTone = 3
        keyboard.recordLanguageEvidence([2])
        #expect(keyboard.preferredSkinTone == 3)
        #expect(keyboard.recentLanguages.favours(0))
        _ = keyboard.makeSession()
        #expect(keyboard.preferredSkinTone == 3 && keyboard.recentLanguages.favours(0), "nothing changed elsewhere: both kept")
        #expect(app.forgetAllLearnedWords())
        _ = keyboard.makeSession()
        #expect(keyboard.preferredSkinTone == 0)
        #expect(!keyboard.recentLanguages.favours(0))
        #expect(try TypingEngine(configuration: configuration).preferredSkinTone == 0, "as an engine started now reads it")
    }
    static let bilingual = Result { try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"])) }
    static let english = Result { try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"])) }

    /// The strip after typing `word` (key centres) after `context`, and the word in the field after space,
    /// in a field that does not learn (so the engine's last-words language, shared by the tests, stays as it was).
    func typed(_ word: String, after context: String, on engine: TypingEngine) -> (strip: [String], committed: String) {
        let session = engine.makeSession(traits: FieldTraits(disablesPersonalizedLearning: true))
        if !context.isEmpty { _ = session.reconcile(before: context + " ", after: "") }
        let layout = engine.data.layouts["qwerty-en"]!
        var strip: [String] = []
        for character in word {
            strip = session.handle(.key(String(character), at: layout.key(for: String(character).lowercased())?.center)).strip.slots.map(\.text)
        }
        let edits = session.handle(.boundary(.space)).edits
        var committed = word
        for case let .insert(text) in edits { committed = text.trimmingCharacters(in: .whitespaces) }
        return (strip, committed)
    }

    @Test("after German words, a German misspelling is corrected into German, and not with English alone",
          arguments: [("Strase", "Straße"), ("Strasse", "Straße"), ("wahrscheinlih", "wahrscheinlich"),
                      ("Entschuldigng", "Entschuldigung"), ("Geburtstga", "Geburtstag"), ("Mädchn", "Mädchen")])
    func germanContext(typo: String, expected: String) throws {
        try offeredOnlyWithSecondLanguage(expected, typing: typo, after: "Ich habe heute", on: Self.bilingual.get())
    }

    @Test("a second language's lexicon derives its walk's index and its word ranges only once a word is typed in it")
    func secondLanguageIndexDeferred() throws {
        // An engine of its own: the shared one's German lexicon was walked by the other tests.
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"]))
        let german = try #require(engine.otherLexicons.first as? Lexicon)
        #expect(german.path.hasSuffix("de.lexicon"))
        #expect(!german.correctionIndexIsDerived)
        #expect(!german.wordRangesAreFound)
        #expect(typed("recieve", after: "I think that I will", on: engine).committed == "receive")
        #expect(!german.correctionIndexIsDerived)
        #expect(!german.wordRangesAreFound)
        #expect(typed("wahrscheinlih", after: "Ich habe heute", on: engine).strip.contains("wahrscheinlich"))
        #expect(german.correctionIndexIsDerived)
        #expect(german.wordRangesAreFound)
    }

    @Test("a German word tapped between keys is kept with German active, read as English's word with English alone",
          arguments: [("I live", "in", 1, "m"), ("and then I", "did", 2, "r")])
    func offKeyGermanWord(context: String, meant: String, slip: Int, neighbour: String) throws {
        // `im` and `dir`: the key hit is the neighbour, 60% of the way from the meant key's centre
        // (``SlippedTaps``).
        func committed(on engine: TypingEngine) -> [TextEdit] {
            let session = engine.makeSession(traits: FieldTraits(disablesPersonalizedLearning: true))
            _ = session.reconcile(before: context + " ", after: "")
            for tap in SlippedTaps.typing(meant, slip: slip, toward: neighbour, on: engine.data.layouts["qwerty-en"]!) {
                _ = session.handle(.key(tap.label, at: tap.point))
            }
            return session.handle(.boundary(.space)).edits
        }
        #expect(committed(on: try Self.bilingual.get()).isEmpty)
        #expect(committed(on: try Self.english.get()) == [.delete(meant.count), .insert(meant + " ")])
    }

    /// Types `word` after `context` on `engine` and on English alone, and expects the strip to
    /// offer `expected` with `engine` only; returns what typing on `engine` gave.
    @discardableResult
    func offeredOnlyWithSecondLanguage(_ expected: String, typing word: String, after context: String,
                                       on engine: TypingEngine) throws -> (strip: [String], committed: String) {
        let both = typed(word, after: context, on: engine)
        #expect(both.strip.contains(expected), "\(word): \(both.strip)")
        let alone = typed(word, after: context, on: try Self.english.get())
        #expect(!alone.strip.contains(expected), "\(word) with English alone: \(alone.strip)")
        return both
    }

    static let withFrench = Result { try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "fr_FR"])) }

    @Test("after French words, a French word typed without its accents or with a slip is corrected into French",
          arguments: [("ecole", "école"), ("deja", "déjà"), ("francais", "français"), ("probleme", "problème"),
                      ("beaucoop", "beaucoup"), ("pourqoui", "pourquoi"), ("aujourdhui", "aujourd'hui"),
                      // they begin English `access` and `success`, and spell no English word
                      ("acces", "accès"), ("succes", "succès"),
                      // elided forms typed without the apostrophe; `jai` begins English `jail`
                      ("cest", "c'est"), ("lhomme", "l'homme"), ("dautres", "d'autres"), ("quil", "qu'il"), ("jai", "j'ai")])
    func frenchContext(typo: String, expected: String) throws {
        let both = try offeredOnlyWithSecondLanguage(expected, typing: typo, after: "Je suis allé", on: Self.withFrench.get())
        #expect(both.committed == expected, "\(typo): \(both.committed)")
    }

    @Test("a word only the other language knows, after English words, is the English contraction it spells; alone or after its own language's words it is kept")
    func contractionAfterEnglish() throws {
        let french = try Self.withFrench.get(), german = try Self.bilingual.get()
        #expect(typed("dont", after: "I", on: french).committed == "don't")
        #expect(typed("dont", after: "le livre", on: french).committed == "dont")
        #expect(typed("dont", after: "", on: french).committed == "dont")
        #expect(typed("im", after: "and", on: german).committed == "I'm")
        #expect(typed("im", after: "Er war", on: german).committed == "im")
        #expect(typed("im", after: "", on: german).committed == "im")
    }

    @Test("a word the English lexicon writes with capitals keeps its lower case when an active language with no bundled lexicon writes it so",
          arguments: [("como", "hola"), ("que", "tengo")])
    func lowerCaseWithoutLexicon(word: String, before: String) throws {
        let spanish = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "es_ES"]))
        #expect(typed(word, after: before, on: spanish).committed == word)
        #expect(typed(word, after: before, on: try Self.english.get()).committed == word.prefix(1).uppercased() + word.dropFirst())
        #expect(typed("paris", after: "we went to", on: spanish).committed == "Paris")
    }

    static let withItalian = Result { try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "it_IT"])) }

    /// Italian's dictionary lists `com'è`, and rejected `com’è` as iOS's smart punctuation types
    /// it: space wrote `come` and `case`.
    @Test("a word a dictionary lists with `'`, typed with `’`, is kept", arguments: ["com’è", "cos’è", "dell’anno", "l’acqua"])
    func typographicApostropheKept(word: String) throws {
        let alone = typed(word, after: "", on: try Self.withItalian.get())
        #expect(alone.committed == word, "\(alone)")
        let afterItalian = typed(word, after: "Io sono andato", on: try Self.withItalian.get())
        #expect(afterItalian.committed == word, "\(afterItalian)")
    }

    /// `dell’anno`, which Italian's dictionary rejected with `’`, was a word no dictionary knew,
    /// and so learned as the user's own.
    @Test("a word a dictionary lists with `'`, typed with `’`, is not learned")
    func typographicApostropheNotLearned() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "it_IT"]))
        for _ in 0..<3 { type("Io sono dell’anno ", into: engine.makeSession()) }
        #expect(engine.learnedWordCount == 0)
        // A word no dictionary knows is learned so (the count is real).
        for _ in 0..<3 { type("Io sono qxzwvj ", into: engine.makeSession()) }
        #expect(engine.learnedWordCount == 1)
    }

    /// Italian's and Spanish's dictionaries accept `Milano`, `México`, `Sevilla` only with their
    /// capital; the words were asked as typed and in lower case only, found nowhere, and
    /// corrected into English (`milano` → `Milan`, `méxico` → `Mexico`, `sevilla` → `Seville`).
    @Test("a name a language with no bundled lexicon writes with a capital, typed in lower case, takes the capital and is not corrected into English",
          arguments: [("it_IT", "milano", "Milano"), ("es_ES", "méxico", "México"), ("es_ES", "sevilla", "Sevilla")])
    func capitalisedWithoutLexicon(language: String, word: String, written: String) throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", language]))
        let result = typed(word, after: "", on: engine)
        #expect(result.committed == written)
        #expect(result.strip.contains(written), "the strip shows what space writes: \(result.strip)")
        // English misspellings are corrected as with English alone; a name English's lexicon
        // holds keeps its English capitals.
        for typo in ["recieve", "teh", "becuase"] {
            #expect(typed(typo, after: "", on: engine).committed == typed(typo, after: "", on: try Self.english.get()).committed, "\(typo)")
        }
        #expect(typed("paris", after: "", on: engine).committed == "Paris")
        // A word the language writes in lower case keeps it (hunspell accepts it capitalised too).
        let plain = language == "it_IT" ? "perché" : "también"
        #expect(typed(plain, after: "", on: engine).committed == plain)
    }

    /// The field's text, as Unicode scalars, after `keys` (each sent as a key, with no touch point)
    /// and a space are typed after `before`, each response applied as a front-end applies it.
    func fieldScalars(typing keys: [String], after before: String, on engine: TypingEngine) -> [Unicode.Scalar] {
        let session = engine.makeSession(traits: FieldTraits(disablesPersonalizedLearning: true))
        var field = SimulatedField(text: before)
        _ = session.reconcile(before: before, after: "")
        for key in keys + [" "] {
            let event: TypingEvent = key == " " ? .boundary(.space) : .key(key)
            field.apply(session.handle(event), for: event)
        }
        return Array(field.text.unicodeScalars)
    }

    /// A combining mark typed as a key (a dead key's U+0308 after `o`) was counted as a
    /// character of its own, and the host's echo of it was taken for other text.
    @Test("a combining mark typed as a key adds no character to the count, so its echo is recognised")
    func combiningMarkCounted() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"]))
        let session = engine.makeSession()
        var field = SimulatedField()
        for key in ["I", " ", "s", "c", "h", "o", "\u{308}", "n"] {
            let event: TypingEvent = key == " " ? .boundary(.space) : .key(key)
            field.apply(session.handle(event), for: event)
            let core = try #require(session.core as? ActiveSessionCore)
            #expect(core.charactersBefore == field.text.count, "after \(key.unicodeScalars.map(\.value))")
        }
        #expect(ActiveSessionCore.charactersAdded(by: "\u{308}", after: 4) == 0)
        #expect(ActiveSessionCore.charactersAdded(by: "\u{308}", after: 0) == 1)
        #expect(ActiveSessionCore.charactersAdded(by: "é", after: 4) == 1)
    }

    /// A letter typed decomposed (`o` then U+0308, as a dead key or a host may send it) was never
    /// composed: `schön` was no word any list holds, and space wrote `schon`; `für` became `far`.
    @Test("a word typed decomposed is composed: kept when valid, corrected with deletes that match the host's text",
          arguments: [(["s", "c", "h", "o", "\u{308}", "n"], "Ich bin so ", "scho\u{308}n"),
                      (["f", "u", "\u{308}", "r"], "Vielen Dank ", "fu\u{308}r"),
                      (["m", "u\u{308}", "d", "e"], "Ich bin so ", "mu\u{308}de"),
                      // A misspelling, corrected: the delete removes exactly the decomposed letters.
                      (["M", "a", "\u{308}", "d", "c", "h", "n"], "Ich habe heute ", "Mädchen")])
    func decomposedKeys(keys: [String], before: String, written: String) throws {
        let scalars = fieldScalars(typing: keys, after: before, on: try Self.bilingual.get())
        #expect(scalars == Array((before + written + " ").unicodeScalars), "\(String(String.UnicodeScalarView(scalars)).debugDescription)")
    }

    /// Decomposed text handed over by the host was composed nowhere: `schön` before the cursor
    /// became `schon` on space.
    @Test("a decomposed word before the cursor is composed, and kept when valid")
    func decomposedHostText() throws {
        let engine = try Self.bilingual.get()
        let session = engine.makeSession(traits: FieldTraits(disablesPersonalizedLearning: true))
        let before = "Ich bin so scho\u{308}n"
        var field = SimulatedField(text: before)
        _ = session.reconcile(before: before, after: "")
        field.apply(session.handle(.boundary(.space)), for: .boundary(.space))
        #expect(Array(field.text.unicodeScalars) == Array((before + " ").unicodeScalars))
        // A decomposed misspelling is corrected, its decomposed letters deleted exactly.
        let typo = "Ich habe heute Ma\u{308}dchn"
        var typed = SimulatedField(text: typo)
        _ = session.reconcile(before: typo, after: "")
        typed.apply(session.handle(.boundary(.space)), for: .boundary(.space))
        #expect(Array(typed.text.unicodeScalars) == Array("Ich habe heute Mädchen ".unicodeScalars))
    }

    /// Guards the composing above: a word composed from decomposed keys is sighted as composed
    /// while the host holds it decomposed, and a reconcile that searched the host's text by bytes
    /// only took it for thrown away, so it was never learned.
    @Test("a word no dictionary knows, typed decomposed, is still learned once the host's text holds it")
    func decomposedWordLearned() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"]))
        for _ in 0..<3 {
            let session = engine.makeSession()
            var field = SimulatedField()
            for key in ["q", "x", "z", "o", "\u{308}", "v", " "] {
                let event: TypingEvent = key == " " ? .boundary(.space) : .key(key)
                field.apply(session.handle(event), for: event)
            }
            #expect(Array(field.text.unicodeScalars) == Array("qxzo\u{308}v ".unicodeScalars))
            _ = session.reconcile(before: field.text, after: "")
        }
        #expect(engine.learnedWordCount == 1)
    }

    /// With English alone an accent over an English word's letters was a long press on purpose
    /// (`café` is kept: TypingSessionTests); with French active, a misplaced accent is a typo.
    /// `prophèts` (for French `prophètes`) spells English `prophets` without it.
    @Test("with French active, a word with a misplaced accent is corrected though its plain letters spell an English word")
    func misplacedAccentWithFrench() throws {
        #expect(typed("prophèts", after: "", on: try Self.withFrench.get()).committed == "prophets")
        #expect(typed("prophèts", after: "", on: try Self.english.get()).committed == "prophèts")
    }

    /// The English lexicon writes `Marche` and `Porte` (a region, a court); with English alone
    /// space gives them those capitals, but in French they are words as typed.
    @Test("a word another active language writes in lower case keeps its case on space", arguments: ["marche", "porte"])
    func lowerCaseInSecondLanguage(word: String) throws {
        #expect(typed(word, after: "Je suis allé", on: try Self.withFrench.get()).committed == word)
        #expect(typed(word, after: "", on: try Self.english.get()).committed == word.prefix(1).uppercased() + word.dropFirst())
    }

    @Test("after French words, a French word being typed is completed from French, accents or not; not with English alone",
          arguments: [("beauc", "beaucoup"), ("aujourd", "aujourd'hui"), ("quelqu", "quelque"), ("pourq", "pourquoi"),
                      // typed without accents, as on an English keyboard
                      ("telep", "téléphone"), ("ecol", "école"), ("premie", "première")])
    func frenchCompletion(prefix: String, expected: String) throws {
        try offeredOnlyWithSecondLanguage(expected, typing: prefix, after: "Je suis allé", on: Self.withFrench.get())
    }

    @Test("French words before the cursor typed without their accents are French evidence (`tres` is `très`), for the word typed next",
          arguments: [("aujourdhui", "aujourd'hui", "il fait tres beau"), ("beaucoop", "beaucoup", "la reunion"), ("beaucoop", "beaucoup", "le cinema")])
    func unaccentedContext(typo: String, expected: String, context: String) throws {
        #expect(typed(typo, after: context, on: try Self.withFrench.get()).committed == expected)
    }

    @Test("after French words, a French word being typed with a tap that slipped towards the next key is completed from French",
          arguments: [("beauc", 3, "i", "beaucoup"), ("pourq", 3, "y", "pourquoi")])
    func frenchSlipCompletion(prefix: String, slipped index: Int, towards neighbour: String, expected: String) throws {
        // The tap at `index` lands 60% of the way from the meant key's centre to `neighbour`'s
        // (``SlippedTaps``): the neighbour is the key hit (the letters as typed spell no French
        // word), the meant key nearly as likely.
        func strip(on engine: TypingEngine) -> [String] {
            let session = engine.makeSession(traits: FieldTraits(disablesPersonalizedLearning: true))
            _ = session.reconcile(before: "Je suis allé ", after: "")
            var strip: [String] = []
            for tap in SlippedTaps.typing(prefix, slip: index, toward: neighbour, on: engine.data.layouts["qwerty-en"]!) {
                strip = session.handle(.key(tap.label, at: tap.point)).strip.slots.map(\.text)
            }
            return strip
        }
        #expect(strip(on: try Self.withFrench.get()).contains(expected))
        #expect(!strip(on: try Self.english.get()).contains(expected))
    }

    /// Types `words` in one session of `engine` (key centres), each followed by space, the last by
    /// `last`; returns the session.
    @discardableResult
    func typeWords(_ words: [String], endingWith last: Boundary = .space, on engine: TypingEngine,
                   traits: FieldTraits = .default) -> TypingSession {
        let session = engine.makeSession(traits: traits)
        let layout = engine.data.layouts["qwerty-en"]!
        for (i, word) in words.enumerated() {
            for character in word {
                _ = session.handle(.key(String(character), at: layout.key(for: String(character).lowercased())?.center))
            }
            _ = session.handle(.boundary(i == words.count - 1 ? last : .space))
        }
        return session
    }

    static let frenchWords = ["je", "suis", "allé", "chez", "ma", "mère"]

    @Test("a new field's first word is corrected in the language of the last words typed: after French, French; after English, English")
    func recentLanguage() throws {
        let afterFrench = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "fr_FR"]))
        typeWords(Self.frenchWords, on: afterFrench)
        #expect(typed("jai", after: "", on: afterFrench).committed == "j'ai")
        let afterEnglish = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "fr_FR"]))
        typeWords(["i", "went", "to", "my", "mother's"], on: afterEnglish)
        #expect(typed("jai", after: "", on: afterEnglish).committed != "j'ai")
        #expect(typed("jai", after: "", on: try Self.withFrench.get()).committed != "j'ai", "with no words typed yet, English")
    }

    @Test("a sentence's first word is corrected in the language of the sentence before it")
    func sentenceStart() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "fr_FR"]))
        let session = typeWords(Self.frenchWords, endingWith: .punctuation("."), on: engine)
        _ = session.handle(.boundary(.space))
        let layout = engine.data.layouts["qwerty-en"]!
        for character in "Cest" { _ = session.handle(.key(String(character), at: layout.key(for: String(character).lowercased())?.center)) }
        let edits = session.handle(.boundary(.space)).edits
        #expect(edits.contains(.insert("C'est ")), "\(edits)")
    }

    @Test("a keyboard started again corrects a field's first word in the language of the last words typed before, kept in the store")
    func recentLanguageKept() throws {
        let folder = TemporaryDirectory("recent-language")
        let configuration = EngineConfiguration(languages: ["en_US", "fr_FR"], learnedStoreDirectory: folder.path)
        typeWords(Self.frenchWords, on: try TypingEngine(configuration: configuration))
        #expect(typed("jai", after: "", on: try TypingEngine(configuration: configuration)).committed == "j'ai")
        // English words since: English again, after a restart too.
        typeWords(["i", "went", "to", "my", "mother's"], on: try TypingEngine(configuration: configuration))
        #expect(typed("jai", after: "", on: try TypingEngine(configuration: configuration)).committed != "j'ai")
        // Erased with the learned words.
        let french = try TypingEngine(configuration: configuration)
        typeWords(Self.frenchWords, on: french)
        french.forgetAllLearnedWords()
        #expect(typed("jai", after: "", on: try TypingEngine(configuration: configuration)).committed != "j'ai")
        // Without persistent access, nothing outlives the engine.
        let denied = EngineConfiguration(languages: ["en_US", "fr_FR"], learnedStoreDirectory: folder.path, allowsPersistentStorage: false)
        typeWords(Self.frenchWords, on: try TypingEngine(configuration: denied))
        #expect(typed("jai", after: "", on: try TypingEngine(configuration: denied)).committed != "j'ai")
    }

    @Test("the last words' language is not kept from a field that does not learn, nor after the learned words are erased")
    func recentLanguageForgotten() throws {
        let incognito = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "fr_FR"]))
        typeWords(Self.frenchWords, on: incognito, traits: FieldTraits(disablesPersonalizedLearning: true))
        #expect(typed("jai", after: "", on: incognito).committed != "j'ai")
        let erased = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "fr_FR"]))
        typeWords(Self.frenchWords, on: erased)
        erased.forgetAllLearnedWords()
        #expect(typed("jai", after: "", on: erased).committed != "j'ai")
    }

    @Test("a French word typed right after French words is left alone, even beside an elided form (`quelle`, `qu'elle`)",
          arguments: ["maison", "été", "garçon", "fenêtre", "quelle", "jetais"])
    func frenchKept(word: String) throws {
        #expect(typed(word, after: "Je suis allé", on: try Self.withFrench.get()).committed == word)
    }

    @Test("an accent typed is evidence: a typed é prefers the word with é over the one without")
    func typedAccent() {
        let table = ErrorModel.learned.costTable(typed: Array("revendiqué".unicodeScalars))
        #expect(table.cost(of: "revendiqué") == 0)
        #expect(table.cost(of: "revendique") == ErrorModel.learned.asciiSpellingCost)
        let bare = ErrorModel.learned.costTable(typed: Array("tres".unicodeScalars))
        #expect(bare.cost(of: "très") == ErrorModel.learned.asciiSpellingCost)
        // One accent for another on the same letter costs the same; another letter costs more.
        let accent = ErrorModel.learned.costTable(typed: Array("mé".unicodeScalars))
        #expect(accent.cost(of: "mè") == ErrorModel.learned.asciiSpellingCost)
        #expect(accent.cost(of: "mà") > ErrorModel.learned.asciiSpellingCost)
    }

    @Test("ae, oe, ue typed for ä, ö, ü cost what a, o, u alone do; after German words they are corrected into the umlaut",
          arguments: [("schoen", "schön"), ("fuer", "für"), ("waere", "wäre"), ("gruen", "grün"), ("muede", "müde")])
    func umlautSpelling(typed word: String, meant: String) throws {
        let model = ErrorModel.learned
        let table = model.costTable(typed: Array(word.unicodeScalars))
        #expect(table.cost(of: meant) == model.asciiSpellingCost + model.umlautSpellingCost)
        #expect(typed(word, after: "Ich habe heute", on: try Self.bilingual.get()).committed == meant)
        #expect(typed(word, after: "", on: try Self.english.get()).committed != meant)
    }

    /// `ich weiss` was written `ich Weiss` (an English lexicon name) and `ich heisse` `ich heißes`:
    /// the second `s` of `ss` cost an insertion.
    @Test("oe typed for œ and ss for ß cost what o and s alone do; after French or German words they are corrected into œ or ß",
          arguments: [("coeur", "cœur"), ("soeur", "sœur"), ("boeuf", "bœuf"), ("noeud", "nœud"),
                      ("weiss", "weiß"), ("heisse", "heiße"), ("stosse", "stoße"), ("schliessen", "schließen")])
    func spelledWithoutTheKey(typed word: String, meant: String) throws {
        let model = ErrorModel.learned
        #expect(model.costTable(typed: Array(word.unicodeScalars)).cost(of: meant) == model.asciiSpellingCost + model.umlautSpellingCost)
        let german = meant.contains("ß")
        let engine = try (german ? Self.bilingual : Self.withFrench).get()
        #expect(typed(word, after: german ? "Ich habe heute" : "Je suis allé", on: engine).committed == meant)
    }

    @Test("a word with a letter English lacks is corrected from German with no context")
    func foreignLetter() throws {
        let both = typed("Mädcen", after: "", on: try Self.bilingual.get())
        #expect(both.strip.contains("Mädchen"), "\(both.strip)")
        #expect(!typed("Mädcen", after: "", on: try Self.english.get()).strip.contains("Mädchen"))
    }

    @Test("English typed with German active, with no German context, is corrected exactly as with English alone",
          arguments: ["wierd", "disiplin", "oranisation", "recieve", "buch", "teh", "hrllo"])
    func englishUnchanged(typo: String) throws {
        let both = typed(typo, after: "", on: try Self.bilingual.get())
        let alone = typed(typo, after: "", on: try Self.english.get())
        #expect(both.strip == alone.strip, "\(typo)")
        #expect(both.committed == alone.committed, "\(typo)")
        let inEnglish = typed(typo, after: "I think it is", on: try Self.bilingual.get())
        #expect(inEnglish.strip == typed(typo, after: "I think it is", on: try Self.english.get()).strip, "\(typo) in English context")
    }

    @Test("after German or French words the predictions are that language's commonest words, not English's fallback; after English words, English's")
    func predictionsInContextLanguage() throws {
        func predicted(after context: String, on engine: TypingEngine) -> [String] {
            engine.makeSession(traits: FieldTraits(disablesPersonalizedLearning: true)).reconcile(before: context, after: "").strip.slots.map(\.text)
        }
        let german = try Self.bilingual.get(), french = try Self.withFrench.get()
        for (context, engine, expected) in [("ich habe heute ", german, "und"), ("je suis allé ", french, "de")] {
            let words = predicted(after: context, on: engine)
            #expect(words.count == 3 && words.contains(expected) && !words.contains("the"), "\(context): \(words)")
        }
        // A sentence's start after a German sentence typed (a field that learns, so a fresh engine):
        // German's, with a capital.
        let typedGerman = type("ich habe heute keine zeit. ", into: try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"])).makeSession())
        #expect(typedGerman.strip.slots.map(\.text) == predicted(after: "ich habe heute ", on: german).map { $0.prefix(1).uppercased() + $0.dropFirst() })
        // The word just typed is not offered again.
        #expect(!predicted(after: "ich habe die ", on: german).contains("die"))
        #expect(predicted(after: "ich habe die ", on: german).count == 3)
        // English words with German active: English's bigrams, as with English alone.
        let english = predicted(after: "thank you for the ", on: try Self.english.get())
        #expect(predicted(after: "thank you for the ", on: german) == english)
        #expect(!english.isEmpty)
    }

    @Test("a German word typed right after German words is left alone", arguments: ["Straße", "bittet", "wahrscheinlich", "Mädchen"])
    func germanKept(word: String) throws {
        #expect(typed(word, after: "Ich habe heute", on: try Self.bilingual.get()).committed == word)
    }

    @Test("a German noun typed in lower case after German words gets its capital, not another word (`haus` was `hause`, `buch` `Bauch`)",
          arguments: [("haus", "Haus"), ("buch", "Buch"), ("mädchen", "Mädchen"), ("käse", "Käse"), ("straße", "Straße"),
                      ("kino", "Kino"), ("hand", "Hand"), ("kind", "Kind")])
    func germanNounInLowerCase(typed word: String, written: String) throws {
        let result = typed(word, after: "Ich habe heute", on: try Self.bilingual.get())
        #expect(result.committed == written)
        #expect(result.strip.contains(written), "the strip shows what space writes: \(result.strip)")
    }

    /// `vielen dank fur` kept `fur`, `il etait tres` kept `tres`: English knows the letters.
    @Test("after German or French words, a word English knows that the language writes with accents, typed without them, gets them; a word the language writes as typed, or typed as a lexicon writes it, is kept",
          arguments: [("Vielen Dank", "fur", "für"), ("es ist zu", "spat", "spät"), ("das", "ware", "wäre"), ("ich bin", "uber", "über"),
                      ("il était", "tres", "très"), ("oui", "ca", "ça"), ("c'est mon", "role", "rôle"),
                      // Words the language writes as typed, and words typed with the capital a lexicon writes.
                      ("ich", "mochte", "mochte"), ("ich habe", "Wahlen", "Wahlen"), ("je pense que", "Detroit", "Detroit")])
    func accentsRestoredAfterOtherLanguage(context: String, word: String, written: String) throws {
        let engine = word == "Detroit" || ["tres", "ca", "role"].contains(word) ? try Self.withFrench.get() : try Self.bilingual.get()
        let result = typed(word, after: context, on: engine)
        #expect(result.committed == written)
        if written != word { #expect(result.strip.contains(written), "the strip shows what space writes: \(result.strip)") }
    }

    @Test("after English words, or with English alone, a word English knows keeps its letters", arguments: ["fur", "spat", "role"])
    func accentsNotRestoredAfterEnglish(word: String) throws {
        #expect(typed(word, after: "I think the", on: try Self.bilingual.get()).committed == word)
        #expect(typed(word, after: "Vielen Dank", on: try Self.english.get()).committed == word)
    }

    @Test("after French words, a word whose likeliest French spelling has accents does not take a French name's capitals (`grace` is `grâce`, not `Grace`)")
    func frenchNameNotForAccentedWord() throws {
        // French writes it `grâce`, which space puts its accent on, as on `tres` (above).
        #expect(typed("grace", after: Self.frenchWords.joined(separator: " "), on: try Self.withFrench.get()).committed == "grâce")
    }

    /// English knows `hand`, `kind` and `see` in lower case: after English words they keep it, and
    /// so does a field's first word after German in the last session (German's capitals follow
    /// German words before the cursor only; that evidence is weaker).
    @Test("an English word German writes with a capital keeps its case after English words and at a field's start",
          arguments: ["hand", "kind", "see"])
    func englishHomographOfGermanNoun(word: String) throws {
        #expect(typed(word, after: "I think it is", on: try Self.bilingual.get()).committed == word)
        let afterGerman = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"]))
        typeWords(["ich", "habe", "heute", "keine", "zeit"], on: afterGerman)
        #expect(typed(word, after: "", on: afterGerman).committed == word, "a field's first word after German")
    }

    /// A resource folder with the bundled English data and `de` as given (nil: no German lexicon).
    func resources(german: ((TemporaryDirectory) throws -> String)?) throws -> TemporaryDirectory {
        let folder = try ResourceFixtures.englishFolder("second-language", copying: false)
        if let german {
            let source = try german(folder)
            try FileManager.default.moveItem(atPath: source, toPath: folder.file("Lexicon/de.lexicon"))
        }
        return folder
    }

    @Test("a damaged German lexicon is reported and left out: German words stay valid, nothing crashes",
          arguments: ResourceFixtures.Damage.allCases)
    func damagedLexicon(damage: ResourceFixtures.Damage) throws {
        let scratch = TemporaryDirectory("damaged-de")
        let folder = try resources { _ in try ResourceFixtures.damagedCopy(of: ResourceFixtures.path("Lexicon/de.lexicon"), damage, in: scratch) }
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"], resourceDirectory: folder.path))
        #expect(engine.diagnostics.report().events.contains(.languageLexiconUnusable))
        #expect(typed("Straße", after: "Ich habe heute", on: engine).committed == "Straße")
        #expect(!typed("wahrscheinlih", after: "Ich habe heute", on: engine).strip.contains("wahrscheinlich"))
    }

    @Test("with no German lexicon bundled, German is validity only, and no event is recorded")
    func missingLexicon() throws {
        let folder = try resources(german: nil)
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"], resourceDirectory: folder.path))
        #expect(!engine.diagnostics.report().events.contains(.languageLexiconUnusable))
        #expect(typed("Straße", after: "Ich habe heute", on: engine).committed == "Straße")
        #expect(!typed("wahrscheinlih", after: "Ich habe heute", on: engine).strip.contains("wahrscheinlich"))
    }

    @Test("the intact German lexicon loads from a resource folder, and corrects")
    func intactLexicon() throws {
        let folder = try resources { scratch in
            let copy = scratch.file("de-copy.lexicon")
            try FileManager.default.copyItem(atPath: ResourceFixtures.path("Lexicon/de.lexicon"), toPath: copy)
            return copy
        }
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"], resourceDirectory: folder.path))
        #expect(!engine.diagnostics.report().events.contains(.languageLexiconUnusable))
        #expect(typed("wahrscheinlih", after: "Ich habe heute", on: engine).strip.contains("wahrscheinlich"))
    }
}
