import KeyboardLayout

/// A typing trace (docs/BENCHMARK.md, "Traces"; contract: ../shared/docs/TRACE-FORMAT.md,
/// version 1): the keyboard the touches were made on, then one phrase a line.
public struct Trace: Sendable {
    /// Line 1: the keyboard's geometry.
    public var header: TraceHeader
    /// The phrases, in the file's order.
    public var phrases: [TracePhrase]

    /// A trace on `header`'s keyboard of `phrases`.
    public init(header: TraceHeader, phrases: [TracePhrase]) {
        self.header = header
        self.phrases = phrases
    }
}

/// Line 1 of a trace: the keyboard's geometry.
public struct TraceHeader: Sendable {
    /// The trace's own layout: one key per `{"key", "x", "y", "width", "height"}` rectangle, the
    /// label being `key`. It holds at least the letters a–z.
    public var layout: KeyboardLayout

    /// A header for `layout`.
    public init(layout: KeyboardLayout) {
        self.layout = layout
    }

    /// The format name and version a header declares.
    public static let format = "keyboard-trace"
    /// The format version this reader and writer follow.
    public static let version = 1
}

/// One phrase: what the user meant (`target`) and the touches of each of its words.
public struct TracePhrase: Sendable {
    /// The phrase's name, by which its misses are reported (`p0001`).
    public var id: String
    /// The text field's kind, one of ``TracePhrase/fields`` (the sensitive-field policy applies).
    public var field: String = TracePhrase.defaultField
    /// Text already in the field before the phrase, handed to the session as document context.
    public var context: String?
    /// Words separated by single spaces, lower case, apostrophes kept.
    public var target: String
    /// One entry per target word, in order.
    public var words: [TraceWord]

    /// A phrase `id` typed into a `field` holding `context`, meaning `target`, with each word's
    /// touches.
    public init(id: String, field: String = TracePhrase.defaultField, context: String? = nil, target: String, words: [TraceWord]) {
        self.id = id
        self.field = field
        self.context = context
        self.target = target
        self.words = words
    }

    /// `target` split on single spaces: `targetWords.count == words.count`.
    public var targetWords: [String] {
        target.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    }

    /// The field a phrase without `field` is typed into: an ordinary text field.
    public static let defaultField = "default"
    /// The `field` values the contract allows.
    public static let fields: Set<String> = [
        "default", "email", "url", "search", "name", "password", "new-password", "one-time-code",
        "card-number", "number-pad",
    ]
}

/// How one word was entered.
public enum TraceWord: Sendable, Hashable {
    /// One touch per key press (a user may skip the apostrophe: `dont` for `don't`).
    case taps([Point])
    /// One gesture: the finger's path.
    case swipe([SwipePoint])
}
