import Foundation
import KeyboardEmoji
import KeyboardIntelligence
import KeyboardLearning
import TestSupport
import Testing

/// One engine driven from several threads at once — sessions on different fields, the emoji
/// screen, the settings screen resetting the store — while a second process writes to the same
/// store, as a keyboard extension and its host app do. Run under `Scripts/sanitize thread` too.
@Suite("One engine from several threads and a second process")
struct EngineConcurrencyTests {
    /// What a round of typing in one field gave, to compare across threads.
    struct Round: Equatable, Sendable {
        var responses: [TypingResponse]
    }

    /// Types `words` (each followed by a space) in a new session of `traits`.
    static func type(_ words: [String], in engine: TypingEngine, traits: FieldTraits) -> Round {
        let session = engine.makeSession(traits: traits)
        var responses: [TypingResponse] = []
        for word in words {
            for letter in word { responses.append(session.handle(.key(String(letter)))) }
            responses.append(session.handle(.boundary(.space)))
        }
        return Round(responses: responses)
    }

    /// The responses of `rounds` that differ from `expected`, as `round.event: got ≠ expected`.
    static func differences(_ rounds: [Round], from expected: Round) -> [String] {
        func text(_ response: TypingResponse) -> String {
            "\(response.edits) " + response.strip.slots.map { "\($0.text)/\($0.kind)\($0.isDefault ? "*" : "")" }.joined(separator: ",")
        }
        var found: [String] = []
        for (r, round) in rounds.enumerated() {
            for (i, (got, want)) in zip(round.responses, expected.responses).enumerated() where got != want {
                found.append("\(r).\(i): \(text(got)) ≠ \(text(want))")
            }
            if round.responses.count != expected.responses.count { found.append("\(r): \(round.responses.count) responses") }
        }
        return found
    }

    /// A value several threads append to.
    final class Collected<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Value] = []
        func append(_ value: Value) { lock.withLock { values.append(value) } }
        var all: [Value] { lock.withLock { values } }
    }

    /// Runs each body on its own thread, all released at once, and waits for them.
    static func together(_ bodies: [@Sendable () -> Void]) {
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for body in bodies {
            done.enter()
            let thread = Thread {
                start.wait()
                body()
                done.leave()
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        for _ in bodies { start.signal() }
        done.wait()
    }

    @Test("sessions on three fields, emoji search and store resets at once, with a second process writing")
    func everythingAtOnce() throws {
        let folder = TemporaryDirectory("concurrency")
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"], learnedStoreDirectory: folder.path))
        #expect(engine.isLearningPersistent)
        engine.preloadDictionaries()
        // The compared fields do not learn (three commits of `recieve` would teach it, and change
        // the next round); the learning field below does, racing the resets.
        let plainField = FieldTraits(disablesPersonalizedLearning: true)
        let email = FieldTraits(contentType: .emailAddress, keyboardType: .emailAddress, disablesPersonalizedLearning: true)
        let search = FieldTraits(contentType: .search, keyboardType: .webSearch, disablesPersonalizedLearning: true)
        let plainWords = ["teh", "hello", "recieve"], emailWords = ["john", "smith"], searchWords = ["weather", "tomorow"]
        // What one thread alone gets; every concurrent round must get the same.
        let expectedPlain = Self.type(plainWords, in: engine, traits: plainField)
        let expectedEmail = Self.type(emailWords, in: engine, traits: email)
        let expectedSearch = Self.type(searchWords, in: engine, traits: search)
        #expect(expectedPlain.responses[3].edits == [.delete(3), .insert("the ")])
        let emoji = EmojiSearch(library: engine.data.emoji, locales: ["en", "de"])
        let expectedEmoji = emoji.search("red heart", limit: 5)
        #expect(!expectedEmoji.isEmpty)

        let other = try KeyboardBench.launch(["learn", folder.path, "--repeat", "4"] + (0..<40).map { "zqxother\(Character(UnicodeScalar(UInt8(97 + $0 % 26))))\($0 / 26 == 0 ? "" : "b")" })
        let plain = Collected<Round>(), mail = Collected<Round>(), searched = Collected<Round>(), found = Collected<[EmojiMatch]>()
        let rounds = 12
        Self.together([
            { for _ in 0..<rounds { plain.append(Self.type(plainWords, in: engine, traits: plainField)) } },
            { for _ in 0..<rounds { mail.append(Self.type(emailWords, in: engine, traits: email)) } },
            { for _ in 0..<rounds { searched.append(Self.type(searchWords, in: engine, traits: search)) } },
            { for _ in 0..<(rounds * 4) { found.append(emoji.search("red heart", limit: 5)) } },
            {
                // The settings screen: resets, user-lexicon edits, status and diagnostics; and
                // memory warnings, which change no field's typing.
                for i in 0..<rounds {
                    engine.releaseCaches()
                    engine.forgetAllLearnedWords()
                    engine.userLexicon = UserLexicon(customWords: ["Kubernetes\(i)"])
                    _ = engine.learnedWordCount
                    _ = engine.status
                    _ = try? engine.diagnostics.exportJSON()
                }
            },
            {
                // A field where the user teaches a word (three sightings), racing the resets.
                for _ in 0..<rounds { _ = Self.type(["blorvath", "blorvath", "blorvath", "ok"], in: engine, traits: .default) }
            },
        ])
        other.waitUntilExit()

        #expect(other.terminationStatus == 0)
        #expect(plain.all.count == rounds && mail.all.count == rounds && searched.all.count == rounds)
        #expect(Self.differences(plain.all, from: expectedPlain) == [])
        #expect(Self.differences(mail.all, from: expectedEmail) == [])
        #expect(Self.differences(searched.all, from: expectedSearch) == [])
        #expect(found.all.map { $0.map(\.emoji) } == Array(repeating: expectedEmoji.map(\.emoji), count: rounds * 4))

        // The store is whole afterwards: a reset empties it for both processes, and a word the
        // engine learns next is read by a new process.
        engine.forgetAllLearnedWords()
        #expect(engine.learnedWordCount == 0)
        _ = Self.type(["zqyafter", "zqyafter", "zqyafter", "ok"], in: engine, traits: FieldTraits(autocorrection: .no))
        #expect(LearnedWordStore(directory: folder.path).learnedWords() == ["zqyafter"])
        let output = Pipe()
        let info = try KeyboardBench.launch(["info", "--store", folder.path, "--json"], output: output)
        let json = output.fileHandleForReading.readDataToEndOfFile()
        info.waitUntilExit()
        #expect(info.terminationStatus == 0)
        #expect(String(decoding: json, as: UTF8.self).contains("\"learned_words\": 1"))
    }
}
