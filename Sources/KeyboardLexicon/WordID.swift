/// A word of a ``Lexicon``: its index in key order. Valid only with the lexicon that gave it.
public struct WordID: Sendable, Hashable, Codable, Comparable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    var index: Int { Int(rawValue) }

    public static func < (lhs: WordID, rhs: WordID) -> Bool { lhs.rawValue < rhs.rawValue }
}
