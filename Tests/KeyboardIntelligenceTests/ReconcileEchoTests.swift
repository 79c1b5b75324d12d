@testable import KeyboardIntelligence
import KeyboardEvaluation
import KeyboardLayout
import Testing
import TestSupport

/// A front-end that hands the host's text back after applying each response (iOS's
/// `textDidChange`, Android's `onUpdateSelection`) must see what one that never does sees.
@Suite("Reconcile echoes")
struct ReconcileEchoTests {
    let layout = TestEngines.data.layouts["qwerty-en"]!

    /// One step of a script: typed text (letters, space and `.,?!` as ``type(_:into:layout:)``
    /// types them), a gesture through a word's keys, a pick, or a backspace.
    enum Step {
        case type(String)
        case swipe(String)
        case pick(Int)
        case backspace
    }

    /// The field's text and the strip after each step, typed into a fresh engine's session,
    /// with the field's text reconciled after every event when `echo` is set.
    func run(_ steps: [Step], echo: Bool) throws -> [String] {
        let session = try TypingEngine().makeSession()
        var field = SimulatedField()
        var seen: [String] = []
        func handle(_ event: TypingEvent) {
            let response = session.handle(event)
            field.apply(response, for: event)
            var strip = response.strip
            if echo { strip = session.reconcile(before: field.text, after: "").strip }
            seen.append(field.text + " | " + strip.slots.map(\.text).joined(separator: ", ") + " | " + (strip.emoji?.text ?? ""))
        }
        for step in steps {
            switch step {
            case let .type(text):
                for character in text {
                    switch character {
                    case " ": handle(.boundary(.space))
                    case ".", ",", "?", "!": handle(.boundary(.punctuation(character)))
                    default: handle(.key(String(character), at: layout.key(for: String(character).lowercased())?.center))
                    }
                }
            case let .swipe(word): handle(.swipe(swipePath(word, on: layout)))
            case let .pick(slot): handle(.pick(slot: slot))
            case .backspace: handle(.backspace)
            }
        }
        return seen
    }

    @Test("gestures, their alternates and the words after them are the same with the host's text handed back after each edit", arguments: [
        [Step.swipe("hello"), .swipe("world"), .type("and"), .swipe("more")],
        [.swipe("hello"), .pick(1), .swipe("there")],
        [.swipe("hello"), .backspace, .swipe("good")],
        [.swipe("hello"), .type(", "), .swipe("there"), .type(".")],
        [.type("I "), .swipe("think"), .type("i"), .swipe("can")],
        [.type("I need hel"), .pick(0), .type("now")],
        [.type("I like teh "), .backspace, .type(" cake, ok")],
        [.type("pizza"), .pick(SuggestionStrip.emojiSlot), .type("yum")],
        [.swipe("pizza"), .pick(SuggestionStrip.emojiSlot), .swipe("tonight")],
        [.type("hello ,"), .swipe("there"), .type("!")],
    ])
    func echoChangesNothing(steps: [Step]) throws {
        let plain = try run(steps, echo: false)
        let echoed = try run(steps, echo: true)
        for (index, (a, b)) in zip(plain, echoed).enumerated() where a != b {
            Issue.record("event \(index): without echo \"\(a)\", with echo \"\(b)\"")
        }
        #expect(plain.count == echoed.count)
    }
}
