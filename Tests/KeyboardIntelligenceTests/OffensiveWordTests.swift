import Foundation
import KeyboardIntelligence
import KeyboardLayout
import Testing
import TestSupport

/// Potentially offensive words (the lexicon's `OFFN` list) are never proposed while the engine
/// blocks them, and are kept when typed exactly. Each rule is also checked with blocking off, so
/// that the test would fail if the words were never proposed anyway.
@Suite("Offensive words")
struct OffensiveWordTests {
    static let blocking = TestEngines.shared
    static let open = try! TypingEngine(configuration: EngineConfiguration(languages: ["en_US"], blocksOffensiveWords: false))
    static let layout = TestEngines.shared.data.layouts["qwerty-en"]!

    /// The strip after typing `typed` at the key centres (after `context` and a space).
    func strip(_ typed: String, after context: String = "", in engine: TypingEngine) -> (session: TypingSession, words: [String]) {
        let session = engine.makeSession()
        if !context.isEmpty { _ = session.reconcile(before: context + " ", after: "") }
        return (session, type(typed, into: session).strip.slots.map(\.text))
    }

    @Test("blocking is on by default, and a configuration decoded without the setting blocks")
    func defaults() throws {
        #expect(EngineConfiguration().blocksOffensiveWords)
        let json = #"{"languages":["en_US"],"dictionaryDirectories":[],"allowsPersistentStorage":true}"#
        let decoded = try JSONDecoder().decode(EngineConfiguration.self, from: Data(json.utf8))
        #expect(decoded.blocksOffensiveWords && decoded.languages == ["en_US"])
        var off = EngineConfiguration()
        off.blocksOffensiveWords = false
        #expect(try JSONDecoder().decode(EngineConfiguration.self, from: JSONEncoder().encode(off)) == off)
    }

    @Test("never a completion or a correction", arguments: [("fu", "fuck"), ("fuc", "fuck"), ("duck", "fuck"), ("shi", "shit")])
    func notProposed(typed: String, word: String) {
        #expect(strip(typed, in: Self.open).words.contains(word), "proposed with blocking off")
        #expect(!strip(typed, in: Self.blocking).words.contains(word))
    }

    @Test("never written by space in place of a typo")
    func neverAutocorrectedInto() {
        let open = strip("fick", in: Self.open).session.handle(.boundary(.space)).edits
        #expect(open == [.delete(4), .insert("fuck ")], "corrected into it with blocking off")
        let blocked = strip("fick", in: Self.blocking).session.handle(.boundary(.space)).edits
        #expect(!blocked.contains(.insert("fuck ")))
    }

    @Test("never predicted after a word", arguments: ["big", "huge", "holy"])
    func notPredicted(previous: String) {
        let offensive = Set(Self.blocking.data.lexicon.potentiallyOffensiveKeys)
        let open = strip(previous + " ", in: Self.open).words
        #expect(open.contains { offensive.contains($0) }, "predicted with blocking off: \(open)")
        let blocked = strip(previous + " ", in: Self.blocking).words
        #expect(blocked.count == 3)
        #expect(!blocked.contains { offensive.contains($0) }, "\(blocked)")
    }

    @Test("sensitive words are never predicted: no bigram ends in one",
          arguments: [("dog", "sex"), ("hot", "teens"), ("boy", "gay"), ("japanese", "bondage"), ("horse", "zoophilia")])
    func sensitiveNotPredicted(previous: String, word: String) throws {
        for engine in [Self.blocking, Self.open] {
            let predicted = strip(previous + " ", in: engine).words
            #expect(predicted.count == 3 && !predicted.contains(word), "\(predicted)")
        }
        let lexicon = Self.blocking.data.lexicon
        #expect(lexicon.bigramLogProbability(previous: previous, next: word) == nil)
    }

    @Test("sensitive words are completed as any word", arguments: [("bondag", "bondage"), ("zoophili", "zoophilia"), ("lesbia", "lesbian")])
    func sensitiveCompleted(typed: String, word: String) {
        #expect(strip(typed, in: Self.blocking).words.contains(word))
    }

    @Test("each language blocks by its own list: German dick (thick) is offered, German ficken is not")
    func otherLanguage() throws {
        let german = "Ich habe heute"
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"]))
        #expect(strip("dcik", after: german, in: engine).words.contains("dick"))
        #expect(!strip("dcik", in: Self.blocking).words.contains("dick"), "blocked in English")
        #expect(!strip("ficekn", after: german, in: engine).words.contains("ficken"))
        let open = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"], blocksOffensiveWords: false))
        #expect(strip("ficekn", after: german, in: open).words.contains("ficken"), "offered with blocking off")
    }

    @Test("French blocks by its own list: salope is not offered after French words, unless blocking is off")
    func french() throws {
        let french = "Je suis allé"
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "fr_FR"]))
        #expect(!strip("saloep", after: french, in: engine).words.contains("salope"))
        #expect(strip("maisn", after: french, in: engine).words.contains("maison"), "French corrections are on")
        let open = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "fr_FR"], blocksOffensiveWords: false))
        #expect(strip("saloep", after: french, in: open).words.contains("salope"), "offered with blocking off")
    }

    @Test("typed exactly, the word is offered as typed and kept on space")
    func typedExactly() {
        let typed = strip("fuck", in: Self.blocking)
        #expect(typed.words.first == "fuck")
        #expect(typed.session.handle(.boundary(.space)).edits.isEmpty)
    }

    @Test("the user's own words are never blocked")
    func userWords() {
        let engine = try! TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
        #expect(!strip("fu", in: engine).words.contains("fuck"))
        engine.userLexicon = UserLexicon(customWords: ["fuck"])
        #expect(strip("fu", in: engine).words.contains("fuck"))
    }

    @Test("never the word a gesture commits, nor an alternate")
    func notSwiped() {
        func swiped(in engine: TypingEngine) -> TypingResponse {
            let session = engine.makeSession()
            _ = session.reconcile(before: "oh ", after: "")
            return session.handle(.swipe(swipePath("fuck", on: Self.layout)))
        }
        #expect(swiped(in: Self.open).edits == [.insert("fuck")], "swiped with blocking off")
        let blocked = swiped(in: Self.blocking)
        #expect(!blocked.edits.isEmpty && blocked.edits != [.insert("fuck")])
        #expect(blocked.strip.slots.count == 3 && !blocked.strip.slots.contains { $0.text == "fuck" })
    }
}
