import Foundation
import KeyboardIntelligence
import KeyboardLearning
import Testing

@Suite("Diagnostics privacy")
struct DiagnosticsPrivacyTests {
    /// Made-up words none of whose 3-letter pieces occurs in English, so no label of the export
    /// can contain one by chance.
    static let canaries = ["zqxjvw", "vjqzkx", "qxzwvj", "kzvqxjw"]

    /// Every substring of three or more letters of every canary.
    static var fragments: Set<String> {
        var result = Set<String>()
        for canary in canaries {
            let letters = Array(canary)
            for start in letters.indices where start + 3 <= letters.count {
                for end in (start + 3)...letters.count { result.insert(String(letters[start..<end])) }
            }
        }
        return result
    }

    @Test("typed text never reaches the diagnostics export, through any path")
    func canaryWords() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: "vjqzkx", phrase: "qxzwvj kzvqxjw")],
                                         contactNames: ["Zqxjvw Vjqzkx"], customWords: ["kzvqxjw"],
                                         applyReplacementsOnSpace: true)
        let session = engine.makeSession()
        _ = session.reconcile(before: "zqxjvw said vjqzkx", after: " qxzwvj")
        _ = session.reconcile(before: "Dear kzvqxjw, ", after: "")
        for canary in Self.canaries {
            type(canary, into: session)
            _ = session.handle(.boundary(.space))     // possibly autocorrected
            _ = session.handle(.backspace)            // undo path
            _ = session.handle(.boundary(.punctuation(".")))
            type(String(canary.prefix(5)), into: session)
            _ = session.handle(.pick(slot: 0))        // pick path
            _ = session.handle(.pick(slot: 1))
            type(canary + "\n", into: session)
        }
        type("vjqzkx ", into: session)            // replacement path
        for traits in [FieldTraits(contentType: .password), FieldTraits(contentType: .emailAddress)] {
            type("zqxjvw vjqzkx ", into: engine.makeSession(traits: traits))
        }
        let export = String(decoding: try engine.diagnostics.exportJSON(), as: UTF8.self).lowercased()
        #expect(export.contains("keystrokes"), "the export is not empty")
        let leaked = Self.fragments.filter { export.contains($0) }
        #expect(!Self.fragments.filter { "{\"x\": \"said vjqzkx\"}".contains($0) }.isEmpty, "the detector finds a leak")
        #expect(leaked.isEmpty, "leaked: \(leaked.sorted().prefix(10))")
    }

    /// `dump(_:)` and debuggers read a value's mirror: a host's debug log of a session showed the
    /// composing word, the previous words and the strip its core held.
    @Test("dump of a session, its engine and the learned-word store shows no typed, learned or user word")
    func dumps() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(contactNames: ["Zqxjvw Vjqzkx"], customWords: ["kzvqxjw"])
        for _ in 0..<3 { type("qxzwvj ", into: engine.makeSession()) }
        #expect(engine.learnedWordCount == 1)
        let session = engine.makeSession()
        _ = session.reconcile(before: "Dear zqxjvw ", after: " kzvqxjw")
        type("vjqzk", into: session)
        let store = LearnedWordStore(directory: nil)
        store.learnNow("qxzwvj")
        store.recordRejection(typed: "vjqzkx", correction: "zqxjvw")
        _ = store.learnedWords()
        _ = store.isRejected(typed: "vjqzkx", correction: "zqxjvw")
        var text = ""
        dump(session, to: &text)
        dump(engine, to: &text)
        dump(store, to: &text)
        #expect(text.contains("TypingSession") && text.contains("LearnedWordStore"), "the dump is not empty")
        var control = ""
        dump(session.strip, to: &control)
        #expect(!Self.fragments.filter { control.lowercased().contains($0) }.isEmpty, "the detector finds the strip's words")
        let leaked = Self.fragments.filter { text.lowercased().contains($0) }
        #expect(leaked.isEmpty, "leaked: \(leaked.sorted().prefix(10))")
    }

    /// The export carried the exact count of the user's contacts' words and replacements
    /// (`"words" : 2475`), nearly a fingerprint of their address book.
    @Test("the user lexicon's size is exported as a bucket, not a count")
    func userLexiconSizeBucketed() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(textReplacements: (0..<37).map { TextReplacement(shortcut: "s\($0)", phrase: "phrase \($0)") },
                                         contactNames: (0..<1237).map { "Person\($0) Surname\($0)" }, customWords: ["kubectl"])
        let export = String(decoding: try engine.diagnostics.exportJSON(), as: UTF8.self)
        let line = try #require(export.split(separator: "\n").first { $0.contains("\"words\"") })
        #expect(line.contains("moreThanThousand"), "\(line)")
        #expect(!export.contains("2475") && !export.contains("37,") && !export.contains(": 37"), "\(export)")
        #expect(export.contains("upToHundred"))
    }

    @Test("the export has counters and stage timings")
    func content() throws {
        let engine = try TypingEngine()
        let session = engine.makeSession()
        type("hello world ", into: session)
        let report = engine.diagnostics.report()
        #expect(report.counters[.keystrokes] == 10)
        #expect(report.counters[.boundaries] == 2)
        #expect(report.stages[.key]?.count == 10)
        #expect((report.stages[.key]?.p99Microseconds ?? -1) >= (report.stages[.key]?.medianMicroseconds ?? 0))
        let decoded = try JSONDecoder().decode(DiagnosticsReport.self, from: engine.diagnostics.exportJSON())
        #expect(decoded == report)
    }
}

@Suite("Suggestion strip invariants")
struct StripInvariantTests {
    /// The strip's shape is its initialiser's to keep (the next test); what typing can break is
    /// the rule that space writes only what the strip marks, and nothing may crash.
    @Test("whatever is typed, space writes the marked slot and the strip keeps its shape", arguments: [1, 2, 3, 4, 5])
    func randomTyping(seed: UInt64) throws {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let engine = try TypingEngine() // its own: random picks teach it words
        let session = engine.makeSession()
        let keys = Array("abcdefghijklmnopqrstuvwxyz'")
        var strip = SuggestionStrip.empty
        var marked = 0
        for _ in 0..<400 {
            let response: TypingResponse
            switch next(10) {
            case 0:
                response = session.handle(.boundary(.space))
                if let slot = strip.slots.first(where: \.isDefault) {
                    marked += 1
                    #expect(response.edits.last == .insert(slot.text + " "), "\(strip.slots) → \(response.edits)")
                }
            case 1: response = session.handle(.backspace)
            case 2: response = session.handle(.pick(slot: next(4)))
            case 4:
                // A word space corrects, so that marked slots come often (after a space: glued to a
                // period it would be an address's piece, never corrected).
                response = type(" " + ["teh", "recieve", "adn", "wierd", "becuase"][next(5)], into: session, layout: nil)
            case 3: response = session.handle(.boundary(.punctuation(".")))
            default: response = session.handle(.key(String(keys[next(keys.count)])))
            }
            #expect(response.strip.slots.count <= SuggestionStrip.capacity)
            #expect(response.strip.slots.filter(\.isDefault).count <= 1)
            #expect(Set(response.strip.slots.map(\.text)).count == response.strip.slots.count)
            strip = response.strip
        }
        #expect(marked > 0, "some space followed a marked slot")
    }

    @Test("the strip initialiser enforces the invariants")
    func initialiser() {
        let strip = SuggestionStrip([
            Suggestion(text: "a", kind: .completion, isDefault: true), Suggestion(text: "a", kind: .completion),
            Suggestion(text: "b", kind: .correction, isDefault: true), Suggestion(text: "", kind: .completion),
            Suggestion(text: "c", kind: .prediction), Suggestion(text: "d", kind: .prediction),
        ])
        #expect(strip.slots.map(\.text) == ["a", "b", "c"])
        #expect(strip.defaultSlot == 0)
        #expect(strip.slots.filter(\.isDefault).count == 1)
    }

    @Test("a strip leads with its marked slot, else its first")
    func leadingSuggestion() {
        let marked = SuggestionStrip([Suggestion(text: "teh", kind: .verbatim), Suggestion(text: "the", kind: .correction, isDefault: true)])
        #expect(marked.leadingSuggestion?.text == "the")
        let unmarked = SuggestionStrip([Suggestion(text: "then", kind: .completion), Suggestion(text: "they", kind: .completion)])
        #expect(unmarked.leadingSuggestion?.text == "then")
        #expect(SuggestionStrip.empty.leadingSuggestion == nil)
    }
}
