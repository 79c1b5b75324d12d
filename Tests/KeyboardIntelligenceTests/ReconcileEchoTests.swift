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

    /// The field's text and the strip after each step, typed into a session of `engine` (a
    /// fresh one by default), with the field's text reconciled after every event when `echo` is set.
    func run(_ steps: [Step], echo: Bool, engine: TypingEngine? = nil, traits: FieldTraits = FieldTraits()) throws -> [String] {
        let session = try (engine ?? TypingEngine()).makeSession(traits: traits)
        var field = SimulatedField()
        var seen: [String] = []
        func handle(_ event: TypingEvent) {
            let response = session.handle(event)
            field.apply(response, for: event)
            let shown = echo ? session.reconcile(before: field.text, after: "") : response
            seen.append(field.text + " | " + shown.strip.slots.map(\.text).joined(separator: ", ") + " | " + (shown.strip.emoji?.text ?? "")
                        + (shown.autoShift ? " | ⇧" : ""))
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
        [.type("(Really?) "), .swipe("hello"), .type("Done.) "), .swipe("ok")],
        [.type("I love pizza."), .pick(SuggestionStrip.emojiSlot), .swipe("hello")],
        [.type("I love pizza"), .pick(SuggestionStrip.emojiSlot), .swipe("hello")],
    ])
    func echoChangesNothing(steps: [Step]) throws {
        let plain = try run(steps, echo: false)
        let echoed = try run(steps, echo: true)
        for (index, (a, b)) in zip(plain, echoed).enumerated() where a != b {
            Issue.record("event \(index): without echo \"\(a)\", with echo \"\(b)\"")
        }
        #expect(plain.count == echoed.count)
    }

    /// In e-mail, URL and username fields the engine puts in no space of its own: a gesture's
    /// word is followed by none, and its echo is still the session's own text.
    @Test("in an address field gestures and picks are the same with the host's echo", arguments: [
        FieldTraits(contentType: .emailAddress), FieldTraits(contentType: .url), FieldTraits(contentType: .username)])
    func echoInAddressField(traits: FieldTraits) throws {
        let steps: [Step] = [.swipe("john"), .swipe("smith"), .type("1"), .swipe("hello"), .pick(1), .type("."), .swipe("com")]
        let plain = try run(steps, echo: false, traits: traits)
        let echoed = try run(steps, echo: true, traits: traits)
        for (index, (a, b)) in zip(plain, echoed).enumerated() where a != b {
            Issue.record("event \(index): without echo \"\(a)\", with echo \"\(b)\"")
        }
    }

    /// A hashtag's or a handle's word is kept as typed whether or not the host echoes the text:
    /// the session composes `#teh` whole (never corrected), while the echo reads `teh` after the
    /// mark `#`, which wrote `#the ` before `#` joined the marks a word glued to is not corrected
    /// by. The field's text after each event is compared (the strips differ by design: the
    /// session completes the token, the echo the word after the mark).
    /// A gesture's word after `#` or `@` joins it (`#love`), and a backspace right after deletes
    /// the word and gives the mark back, a pick writes the alternate, with the host's echo as
    /// without it: the echo of the joined token is the session's own (with `#` read as a mark
    /// a word glued to is not corrected after, the echo deleted one letter, `#lov`, and a pick
    /// wrote a completion, `#loved `). The field's text is compared: the strip after `#` alone
    /// differs by design (the session composes `#`, the echo reads a mark).
    @Test("a gesture after # or @ is undone and its alternates picked with the host's echo as without it", arguments: [
        [Step.type("#"), .swipe("love"), .backspace, .type("x")],
        [.type("#"), .swipe("love"), .pick(1)],
        [.type("I "), .type("@"), .swipe("love"), .backspace],
        [.type("so #"), .swipe("love"), .swipe("it"), .backspace],
    ])
    func gestureAfterTagMark(steps: [Step]) throws {
        let plain = try run(steps, echo: false).map { $0.components(separatedBy: " | ")[0] }
        let echoed = try run(steps, echo: true).map { $0.components(separatedBy: " | ")[0] }
        #expect(plain == echoed)
    }

    @Test("a hashtag's or a handle's word is kept as typed with the host's echo, as without it",
          arguments: ["#teh ", "@teh ", "I love #recieve ", "see #teh, ok", "#Teh."])
    func tagWordsKeptWithEcho(typed: String) throws {
        let plain = try run([.type(typed)], echo: false).map { $0.components(separatedBy: " | ")[0] }
        let echoed = try run([.type(typed)], echo: true).map { $0.components(separatedBy: " | ")[0] }
        #expect(plain == echoed)
        #expect(echoed.last?.lowercased().contains("teh") == true || echoed.last?.contains("recieve") == true, "\(echoed.last ?? "")")
    }

    /// In an address field the engine puts no space after a gesture's word, so the letters tapped
    /// after it continue the token the text reads: `john` swiped then `sm` completed `sm`
    /// (`small, smith`) while the field read `johnsm`, and the echo saw `johnsm`. So too after a
    /// backspace over a gesture's word that joined letters tapped before it (`john`, `smith`
    /// swiped, a backspace, `s`: `johns`).
    @Test("in an address field letters after a gesture's word, or after a backspace over it, continue the token the text reads",
          arguments: [FieldTraits(contentType: .emailAddress), FieldTraits(contentType: .url), FieldTraits(contentType: .username)])
    func lettersAfterGestureInAddressField(traits: FieldTraits) throws {
        let scripts: [[Step]] = [
            [.swipe("john"), .type("sm")],
            [.swipe("john"), .type("sm"), .backspace, .backspace, .backspace, .type("n")],
            [.type("john"), .swipe("smith"), .backspace, .type("s")],
            [.swipe("john"), .type("s"), .swipe("smith"), .backspace, .type("m")],
            [.swipe("hello"), .type("1"), .pick(0)],
        ]
        for steps in scripts {
            let plain = try run(steps, echo: false, traits: traits)
            let echoed = try run(steps, echo: true, traits: traits)
            for (index, (a, b)) in zip(plain, echoed).enumerated() where a != b {
                Issue.record("\(steps) event \(index): without echo \"\(a)\", with echo \"\(b)\"")
            }
        }
        let session = try TypingEngine().makeSession(traits: traits)
        _ = session.handle(.swipe(swipePath("john", on: layout)))
        for letter in "sm" { _ = session.handle(.key(String(letter), at: layout.key(for: String(letter))?.center)) }
        #expect(!session.strip.slots.contains { $0.text == "small" }, "\(session.strip.slots.map(\.text))")
    }

    /// In an address field a pick puts no space after its word either: the word stays composed,
    /// as the text reads the token, and letters after it continue it (`keyboa`, `keyboard`
    /// picked, `s`: `keyboards`, where the session completed `s` alone while the echo read
    /// `keyboards`).
    @Test("in an address field a word picked stays composed and letters after it continue it",
          arguments: [FieldTraits(contentType: .emailAddress), FieldTraits(contentType: .url), FieldTraits(contentType: .username)])
    func lettersAfterPickInAddressField(traits: FieldTraits) throws {
        let session = try TypingEngine().makeSession(traits: traits)
        var field = SimulatedField()
        for letter in "keyboa" { field.apply(session.handle(.key(String(letter), at: layout.key(for: String(letter))?.center)), orInsert: String(letter)) }
        let slot = try #require(session.strip.slots.firstIndex { $0.text == "keyboard" }, "\(session.strip.slots.map(\.text))")
        let pick = TypingEvent.pick(slot: slot)
        field.apply(session.handle(pick), for: pick)
        #expect(field.text == "keyboard")
        field.apply(session.handle(.key("s", at: layout.key(for: "s")?.center)), orInsert: "s")
        #expect(field.text == "keyboards")
        #expect(session.strip.slots.allSatisfy { $0.text.hasPrefix("keyboard") }, "\(session.strip.slots.map(\.text))")
        for steps: [Step] in [[.type("keyboa"), .pick(0), .type("s")], [.type("keyboa"), .pick(0), .backspace, .type("x")], [.type("john"), .pick(1), .swipe("smith")]] {
            let plain = try run(steps, echo: false, traits: traits)
            let echoed = try run(steps, echo: true, traits: traits)
            for (index, (a, b)) in zip(plain, echoed).enumerated() where a != b {
                Issue.record("\(steps) event \(index): without echo \"\(a)\", with echo \"\(b)\"")
            }
        }
    }

    /// Seeded random scripts of words typed with their space or a mark, gestures, picks of any
    /// slot, opening marks, and backspaces over a word's space or a gesture (a backspace into
    /// other text, a mark or the space after one, leaves the session not knowing the text, which
    /// the echo then tells it: by design not alike, so not generated).
    /// In address fields too (e-mail, URL, username: no space of the engine's, letters and
    /// gestures after a gesture's word or a picked word continue it), fewer scripts.
    @Test("random scripts of taps, gestures, picks and marks see the same with and without the host's echo", arguments: [
        (FieldTraits(), 150), (FieldTraits(contentType: .emailAddress), 40), (FieldTraits(contentType: .url), 40),
        (FieldTraits(contentType: .username), 40)])
    func randomScriptsAgree(traits: FieldTraits, scripts: Int) throws {
        let picks = true
        let words = ["hello", "there", "whats", "thx", "the", "teh", "dont", "im", "pizza", "world", "going", "recieve",
                     "i", "cant", "new", "york", "love", "you", "ok", "u"]
        var state: UInt64 = 84
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        // One engine for the scripts typed plainly, one for those echoed: what each learns from
        // the scripts is alike when the echo changes nothing.
        let (plainEngine, echoedEngine) = (try TypingEngine(), try TypingEngine())
        var differing: [String] = []
        for _ in 0..<scripts {
            var steps: [Step] = []
            for _ in 0..<8 {
                let word = words[next(words.count)]
                switch next(10) {
                case 0, 1, 2: steps.append(.type(word + " "))
                case 3: steps.append(.type(word))
                case 4, 5:
                    steps.append(.swipe(word))
                    if next(4) == 0 { steps.append(.backspace) }
                case 6: steps.append(picks ? .pick(next(SuggestionStrip.emojiSlot + 2)) : .swipe(word))
                case 7: steps += [.type(word + " "), .backspace]
                case 8: steps.append(.type([", ", "! ", "? ", " ", "(", "\"", "!", "?", ") ", "” ", "?) "][next(11)]))
                default: steps.append(.type(word.prefix(1).uppercased() + "a "))
                }
            }
            let plain = try run(steps, echo: false, engine: plainEngine, traits: traits)
            let echoed = try run(steps, echo: true, engine: echoedEngine, traits: traits)
            if let index = plain.indices.first(where: { $0 >= echoed.count || plain[$0] != echoed[$0] }) {
                differing.append("\(steps) at event \(index): \"\(plain[index])\" ≠ echoed \"\(echoed[index])\"")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(scripts) differ; first: \(differing.first ?? "")")
    }

    /// A tap on a slot the strip does not fill ended the gesture's pending space: `Hello`, the
    /// empty emoji slot, then `w` wrote `Hellow`.
    @Test("a tap on an empty slot changes nothing")
    func emptySlotChangesNothing() throws {
        let session = try TypingEngine().makeSession()
        let swiped = session.handle(.swipe(swipePath("going", on: layout)))
        #expect(swiped.edits == [.insert("Going")])
        try #require(swiped.strip.emoji == nil)
        #expect(session.handle(.pick(slot: SuggestionStrip.emojiSlot)).edits.isEmpty)
        #expect(session.handle(.pick(slot: 7)).edits.isEmpty)
        #expect(session.handle(.key("w", at: layout.key(for: "w")?.center)).edits == [.insert(" w")])
    }
}
