import KeyboardText
import Testing

@Suite("Context reconciliation")
struct CursorContextTests {
    struct Case: Sendable, CustomStringConvertible {
        var before: String
        var after: String = ""
        var prefix: String
        var suffix: String = ""
        var previous: [String]
        var sentenceStart: Bool
        var description: String { "\(before.debugDescription)|\(after.debugDescription)" }
    }

    static let table: [Case] = [
        Case(before: "", prefix: "", previous: [], sentenceStart: true),
        Case(before: "   ", prefix: "", previous: [], sentenceStart: true),
        Case(before: "hel", prefix: "hel", previous: [], sentenceStart: true),
        Case(before: "thanks for", prefix: "for", previous: ["thanks"], sentenceStart: false),
        Case(before: "thanks for ", prefix: "", previous: ["thanks", "for"], sentenceStart: false),
        Case(before: "see you at the ", prefix: "", previous: ["at", "the"], sentenceStart: false),
        Case(before: "Great. ", prefix: "", previous: [], sentenceStart: true),
        Case(before: "Great. Th", prefix: "Th", previous: [], sentenceStart: true),
        Case(before: "Really? I ", prefix: "", previous: ["I"], sentenceStart: false),
        Case(before: "the U.S. ", prefix: "", previous: [], sentenceStart: false),
        Case(before: "at 5 p.m. to", prefix: "to", previous: [], sentenceStart: false),
        Case(before: "see nasa.gov. Th", prefix: "Th", previous: [], sentenceStart: true),
        Case(before: "line one\n", prefix: "", previous: [], sentenceStart: true),
        Case(before: "line one\nsec", prefix: "sec", previous: [], sentenceStart: true),
        Case(before: "apples, ", prefix: "", previous: [], sentenceStart: false),
        Case(before: "I don't ", prefix: "", previous: ["I", "don't"], sentenceStart: false),
        Case(before: "I don", prefix: "don", previous: ["I"], sentenceStart: false),
        Case(before: "hel", after: "lo world", prefix: "hel", suffix: "lo", previous: [], sentenceStart: true),
        Case(before: "the ", after: "end", prefix: "", suffix: "end", previous: ["the"], sentenceStart: false),
        Case(before: "call me at 555 ", prefix: "", previous: [], sentenceStart: false),
        Case(before: "love it ❤️ ", prefix: "", previous: [], sentenceStart: false),
        Case(before: "love it 😀 so", prefix: "so", previous: [], sentenceStart: false),
        Case(before: "שלום עו", prefix: "עו", previous: ["שלום"], sentenceStart: false),
        Case(before: "cafe\u{301} au", prefix: "au", previous: ["café"], sentenceStart: false),
    ]

    @Test("composing word, previous words and sentence start", arguments: table)
    func reconcile(_ c: Case) {
        let context = CursorContext(before: c.before, after: c.after)
        #expect(context.composingPrefix == c.prefix)
        #expect(context.composingSuffix == c.suffix)
        #expect(context.previousWords == c.previous) // Swift compares canonically: "cafe\u{301}" == "café"
        #expect(context.isSentenceStart == c.sentenceStart)
    }

    /// A closing quote or bracket after `.`, `?` or `!` stopped the look back before the mark, so
    /// no sentence started after `He said "Hi." ` (no automatic shift), though typed it did. An
    /// opening one straight before the cursor stopped it too: no capital after `She said. "` or
    /// at a field's `(`, where the session, typed, gave one.
    @Test("a sentence ends before the closing quotes and brackets after its mark; a closing mark after a word ends none; an opening mark is passed over",
          arguments: [("He said \"Hi.\" ", true), ("(Really?) ", true), ("It’s done.” ", true), ("Wow!' ", true),
                       ("She left.)] ", true), ("He said \"hi\" ", false), ("(really) ", false), ("She said. \"", true),
                       ("(", true), ("Done. (“", true), ("He said, \"", false), ("I said (", false),
                       ("See e.g. (", false), ("the U.S. \"", false)])
    func sentenceEndBeforeClosingMarks(before: String, sentenceStart: Bool) {
        let context = CursorContext(before: before, after: "")
        #expect(context.isSentenceStart == sentenceStart)
        #expect(context.composingPrefix.isEmpty)
    }

    @Test("only a window next to the cursor is read")
    func longDocument() {
        let long = String(repeating: "lorem ipsum dolor ", count: 6000) + "sit am"
        let context = CursorContext(before: long, after: String(repeating: "x", count: 100_000))
        #expect(context.composingPrefix == "am")
        #expect(context.previousWords == ["dolor", "sit"])
        #expect(!context.isSentenceStart)
        #expect(context.composingSuffix.count <= CursorContext.windowAfter)
    }
}

