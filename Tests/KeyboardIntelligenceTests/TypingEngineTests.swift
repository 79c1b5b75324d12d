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

    /// A `.dic` cut short loaded "successfully": diagnostics said `dictionaryLoaded`, and every
    /// Spanish word was then misspelt (`pero` → `pro`, `hola` → `hole`).
    @Test("a damaged dictionary counts as missing: named by preloadDictionaries, a typed error, recorded as missing")
    func damagedDictionary() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/damaged-es-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: "/usr/share/hunspell/es_ES.aff", toPath: folder + "/es_ES.aff")
        try Data(contentsOf: URL(fileURLWithPath: "/usr/share/hunspell/es_ES.dic")).prefix(3).write(to: URL(fileURLWithPath: folder + "/es_ES.dic"))
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "es_ES"], dictionaryDirectories: [folder]))
        #expect(engine.preloadDictionaries().map(\.hunspellName) == ["es_ES"])
        #expect(throws: EngineError.spelling(.dictionaryUnloadable(path: folder + "/es_ES.dic"))) { try engine.spellChecker(for: "es_ES") }
        let events = engine.diagnostics.report().events
        #expect(events.filter { $0 == .dictionaryLoaded }.count == 1, "en_US only: \(events)")
        #expect(events.contains(.dictionaryMissing))
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
