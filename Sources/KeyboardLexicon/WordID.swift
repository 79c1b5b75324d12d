/// A word of a ``Lexicon``: its index in key order. Valid only with the lexicon that gave it.
public struct WordID: Sendable, Hashable, Codable, Comparable {
    /// The word's index in its lexicon's key order.
    public let rawValue: UInt32

    /// The word at index `rawValue` of a lexicon's keys; it must be below that lexicon's
    /// ``Lexicon/count``.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    var index: Int { Int(rawValue) }

    public static func < (lhs: WordID, rhs: WordID) -> Bool { lhs.rawValue < rhs.rawValue }
}
