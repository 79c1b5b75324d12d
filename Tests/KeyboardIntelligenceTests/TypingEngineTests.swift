import Foundation
import Synchronization
import KeyboardData
import KeyboardIntelligence
import KeyboardSpelling
import Testing

@Suite("Typing engine set-up")
struct TypingEngineTests {
    @Test("the default engine loads the bundled data and reports counts")
    func status() throws {
        let engine = try TypingEngine()
        let status = engine.status
        #expect(status.lexiconWords >= 80_000)
        #expect(status.bigrams >= 240_000)
        #expect(status.emoji >= 3500)
        #expect(status.emojiLocales >= 20)
        #expect(status.installedLanguages.contains("en_US"))
        #expect(status.activeLanguages == ["en_US"])
        #expect(status.layouts == ["azerty-fr", "qwerty-en", "qwertz-de"])
    }

    @Test("dictionaries load on demand and are shared")
    func dictionaries() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en-US", "pl_PL", "xx_XX"]))
        #expect(engine.activeLanguages.map(\.hunspellName) == ["en_US", "pl_PL", "xx_XX"])
        let en = try engine.spellChecker(for: "en_US")
        #expect(en === (try engine.spellChecker(for: "en-US")))
        #expect(en.isCorrect("typing"))
        #expect(engine.preloadDictionaries().map(\.hunspellName) == ["xx_XX"])
        #expect(throws: EngineError.spelling(.dictionaryNotFound(SpellingLanguage("xx_XX")!))) {
            try engine.spellChecker(for: "xx_XX")
        }
    }

    @Test("an engine given its own spell checkers asks them, once a language, and treats a refusal as no dictionary")
    func ownSpellCheckers() throws {
        let asked = Mutex<[String]>([])
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "fr_FR"])) { (language) throws(SpellingError) in
            asked.withLock { $0.append(language.hunspellName) }
            guard language.hunspellName == "en_US" else { throw .dictionaryNotFound(language) }
            return CountingSpellChecker(language: language, counter: CallCounter(), known: ["teh"])
        }
        let checker = try engine.spellChecker(for: "en_US")
        #expect(checker is CountingSpellChecker)
        #expect(checker === (try engine.spellChecker(for: "en-US")))
        #expect(engine.preloadDictionaries().map(\.hunspellName) == ["fr_FR"])
        // `teh` is a word of this checker's, so space keeps it, as it keeps any valid word; the
        // hunspell engine corrects it (the control).
        let engines: [(TypingEngine, kept: Bool)] = [(engine, true), (TestEngines.shared, false)]
        for (engine, kept) in engines {
            let session = engine.makeSession(traits: FieldTraits())
            for letter in "teh" { _ = session.handle(.key(String(letter))) }
            #expect(session.handle(.boundary(.space)).edits.isEmpty == kept)
        }
        // Each language asked once, the refused one too, however often the engine reads them.
        #expect(throws: EngineError.spelling(.dictionaryNotFound(SpellingLanguage("fr_FR")!))) { try engine.spellChecker(for: "fr_FR") }
        #expect(asked.withLock { $0.sorted() } == ["en_US", "fr_FR"])
    }

    @Test("a malformed language name is rejected")
    func invalidLanguage() {
        #expect(throws: EngineError.invalidLanguage("../../etc")) {
            try TypingEngine(configuration: EngineConfiguration(languages: ["../../etc"]))
        }
    }

    @Test("a resource folder without data is a typed error naming the missing file")
    func missingResources() {
        let empty = FileManager.default.temporaryDirectory.path + "/no-resources-\(UUID().uuidString)"
        do {
            _ = try TypingEngine(configuration: EngineConfiguration(resourceDirectory: empty))
            Issue.record("an empty resource folder was accepted")
        } catch let .resource(error) {
            #expect(error.file == empty + "/Lexicon/en.lexicon")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
