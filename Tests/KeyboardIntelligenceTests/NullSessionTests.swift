@testable import KeyboardIntelligence
import KeyboardLayout
import Testing

@Suite("Off fields: the null session")
struct NullSessionTests {
    static let offTraits: [FieldTraits] = [
        FieldTraits(isSecureTextEntry: true),
        FieldTraits(contentType: .password),
        FieldTraits(contentType: .newPassword),
        FieldTraits(contentType: .oneTimeCode),
        FieldTraits(contentType: .creditCardNumber),
        FieldTraits(keyboardType: .numberPad),
        FieldTraits(keyboardType: .phonePad),
        FieldTraits(keyboardType: .decimalPad),
        FieldTraits(keyboardType: .asciiCapableNumberPad),
    ]

    /// Every kind of event, including the paths that correct, undo, pick and reconcile.
    static func typeEverything(into session: TypingSession) -> [TypingResponse] {
        var responses: [TypingResponse] = []
        for (i, c) in "teh secret".enumerated() {
            responses.append(c == " " ? session.handle(.boundary(.space)) : session.handle(.key(String(c), at: Point(x: Double(i * 40), y: 30))))
        }
        responses.append(session.handle(.boundary(.space)))
        // A typo at key centres, so that a correction is pending and the dictionaries are asked.
        let layout = TestEngines.data.layouts["qwerty-en"]!
        for c in "hrllo" { responses.append(session.handle(.key(String(c), at: layout.key(for: String(c))!.center))) }
        responses.append(session.handle(.boundary(.space)))
        responses.append(session.handle(.backspace))
        responses.append(session.handle(.pick(slot: 0)))
        responses.append(session.handle(.boundary(.punctuation("."))))
        responses.append(session.handle(.boundary(.newline)))
        responses.append(session.reconcile(before: "my password is hunter", after: "2 ok"))
        responses.append(session.handle(.key("2")))
        responses.append(session.handle(.swipe(swipePath("hello", on: layout))))
        responses.append(session.handle(.pick(slot: 1)))
        responses.append(session.handle(.backspace))
        return responses
    }

    @Test("calls no lexicon, dictionary or learned store, returns no edits and no suggestions", arguments: offTraits)
    func nothingRuns(traits: FieldTraits) throws {
        let (engine, lexicon, spelling, learning) = try TestEngines.counting(knownWords: ["secret"])
        let session = engine.makeSession(traits: traits)
        #expect(session.policy.level == .off)
        let responses = Self.typeEverything(into: session)
        #expect(responses.allSatisfy { $0.edits.isEmpty && $0.strip.isEmpty })
        #expect(session.strip.isEmpty)
        #expect(lexicon.total == 0, "lexicon calls: \(lexicon.names)")
        #expect(spelling.total == 0, "spelling calls: \(spelling.names)")
        #expect(learning.total == 0, "learning calls: \(learning.names)")
        #expect(engine.swipeDecoderCount == 0)
    }

    @Test("holds no state at all: the null core has no stored properties")
    func holdsNothing() throws {
        let (engine, _, _, _) = try TestEngines.counting()
        let session = engine.makeSession(traits: FieldTraits(contentType: .password))
        _ = Self.typeEverything(into: session)
        let coreValue = session.core
        #expect(coreValue is NullSessionCore)
        #expect(Mirror(reflecting: coreValue).children.isEmpty)
    }

    @Test("the same doubles are called in an ordinary field (the counting works)")
    func controlGroup() throws {
        let (engine, lexicon, spelling, learning) = try TestEngines.counting()
        let session = engine.makeSession(traits: .default)
        let responses = Self.typeEverything(into: session)
        #expect(lexicon.total > 0)
        #expect(learning.total > 0) // "secret"/"hrllo" commits and the undo reach the store
        #expect(spelling.total > 0) // "hrllo" is checked against the dictionaries before correcting
        #expect(responses.contains { !$0.strip.isEmpty })
        #expect(engine.swipeDecoderCount == 1)
    }

    @Test("no-learning fields (e-mail, URL, username, incognito) never write to the store", arguments: [
        FieldTraits(contentType: .emailAddress), FieldTraits(contentType: .url), FieldTraits(contentType: .username),
        FieldTraits(disablesPersonalizedLearning: true),
    ])
    func noLearning(traits: FieldTraits) throws {
        let (engine, _, _, learning) = try TestEngines.counting()
        let session = engine.makeSession(traits: traits)
        for _ in 0..<4 { type("zqxjvwk ", into: session) }
        type("zqxj", into: session)
        _ = session.handle(.pick(slot: 0))
        let writes = ["recordCommit", "learnNow", "recordRejection"].reduce(0) { $0 + (learning.names[$1] ?? 0) }
        #expect(writes == 0, "\(learning.names)")
        #expect(engine.learnedWordCount == 0)
    }

    @Test("off sessions count in diagnostics without holding text")
    func diagnostics() throws {
        let (engine, _, _, _) = try TestEngines.counting()
        _ = engine.makeSession(traits: FieldTraits(isSecureTextEntry: true))
        let report = engine.diagnostics.report()
        #expect(report.counters[.sessionsOff] == 1)
        #expect(report.events.contains(.sessionOpened(.off)))
    }
}
