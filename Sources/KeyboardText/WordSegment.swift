/// A run of text between two word boundaries, as ICU's word-break rules find them.
public struct WordSegment: Sendable, Hashable, Codable {
    /// What the segment holds.
    public enum Kind: Sendable, Hashable, Codable {
        /// Spaces, punctuation, symbols, emoji: not a word.
        case none
        /// Digits and numbers (`42`, `3.14`).
        case number
        /// Letters, including apostrophes inside words (`don't`).
        case letters
        /// Kana.
        case kana
        /// Ideographs.
        case ideographic

        /// Whether the segment is a word a keyboard completes or corrects.
        public var isWord: Bool { self == .letters || self == .kana || self == .ideographic }
    }

    /// The segment's text.
    public var text: String
    /// What the segment holds.
    public var kind: Kind
    /// Where the segment starts, in UTF-8 bytes from the start of the segmented text.
    public var utf8Offset: Int

    /// A segment as given.
    public init(text: String, kind: Kind, utf8Offset: Int) {
        self.text = text
        self.kind = kind
        self.utf8Offset = utf8Offset
    }
}
