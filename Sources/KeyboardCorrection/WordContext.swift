/// What precedes the composing word: the previous words and whether a sentence starts here.
public struct WordContext: Sendable, Hashable, Codable {
    /// Lower-case keys of the previous words, most recent last (at most two are kept).
    public var previousWords: [String]
    /// Whether the cursor is at the start of the field or of a sentence (after `.`, `?`, `!`,
    /// or a new line).
    public var isSentenceStart: Bool

    /// Keeps the last two of `previousWords` (lower-case keys, most recent last); by default no
    /// previous word, at a sentence start.
    public init(previousWords: [String] = [], isSentenceStart: Bool = true) {
        self.previousWords = Array(previousWords.suffix(2))
        self.isSentenceStart = isSentenceStart
    }

    /// The most recent previous word, if any.
    public var previousWord: String? { previousWords.last }
}
