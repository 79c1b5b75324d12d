import KeyboardLayout

/// A typing trace (docs/BENCHMARK.md, "Traces"; contract: ../shared/docs/TRACE-FORMAT.md,
/// version 1): the keyboard the touches were made on, then one phrase a line.
struct Trace: Sendable {
    var header: TraceHeader
    var phrases: [TracePhrase]
}

/// Line 1 of a trace: the keyboard's geometry.
struct TraceHeader: Sendable {
    /// The trace's own layout: one key per `{"key", "x", "y", "width", "height"}` rectangle, the
    /// label being `key`. It holds at least the letters a–z.
    var layout: KeyboardLayout

    /// The format name and version a header declares.
    static let format = "keyboard-trace"
    static let version = 1
}

/// One phrase: what the user meant (`target`) and the touches of each of its words.
struct TracePhrase: Sendable {
    var id: String
    /// The text field's kind, one of ``TracePhrase/fields`` (the sensitive-field policy applies).
    var field: String = TracePhrase.defaultField
    /// Text already in the field before the phrase, handed to the session as document context.
    var context: String?
    /// Words separated by single spaces, lower case, apostrophes kept.
    var target: String
    /// One entry per target word, in order.
    var words: [TraceWord]

    /// `target` split on single spaces: `targetWords.count == words.count`.
    var targetWords: [String] {
        target.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    }

    static let defaultField = "default"
    /// The `field` values the contract allows.
    static let fields: Set<String> = [
        "default", "email", "url", "search", "name", "password", "new-password", "one-time-code",
        "card-number", "number-pad",
    ]
}

/// How one word was entered.
enum TraceWord: Sendable, Hashable {
    /// One touch per key press (a user may skip the apostrophe: `dont` for `don't`).
    case taps([Point])
    /// One gesture: the finger's path.
    case swipe([SwipePoint])
}
