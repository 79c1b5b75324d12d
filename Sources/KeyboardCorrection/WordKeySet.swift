/// A set of word keys that every key press asks about many times (the blocked words, against
/// each candidate considered): a 4,096-bit filter of FNV-1a hashes answers most keys that are not
/// in it, where `Set<String>` hashed each with SipHash (about 2% of a typed word's instructions).
public struct WordKeySet: Sendable, ExpressibleByArrayLiteral {
    /// The keys.
    public let keys: Set<String>
    /// Bit `h % 4096` set for the FNV-1a hash `h` of each key's UTF-8 bytes.
    private let filter: [UInt64]

    /// A set of `keys`, taken as given (no case folding); a repeat counts once.
    public init(_ keys: some Sequence<String>) {
        self.keys = Set(keys)
        var filter = [UInt64](repeating: 0, count: self.keys.isEmpty ? 0 : Self.words)
        for key in self.keys {
            let bit = Self.bit(of: key)
            filter[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        self.filter = filter
    }

    /// A set of the literal's keys (`[]` for none).
    public init(arrayLiteral keys: String...) { self.init(keys) }

    /// Whether there are no keys.
    public var isEmpty: Bool { keys.isEmpty }
    /// The number of distinct keys.
    public var count: Int { keys.count }

    /// Whether `key` is one of the keys.
    public func contains(_ key: String) -> Bool {
        contains(key, fnv1a: FNV1a.hash(utf8Of: key))
    }

    /// Whether `key`, whose bytes' ``FNV1a`` hash is `hash`, is one of the keys (the ranking
    /// hashes each candidate's key once, for this and for its slot).
    func contains(_ key: String, fnv1a hash: UInt64) -> Bool {
        guard !filter.isEmpty else { return false }
        let bit = Self.bit(of: hash)
        guard filter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return false }
        return keys.contains(key)
    }

    private static let words = 64

    @inline(__always)
    private static func bit(of key: String) -> Int { bit(of: FNV1a.hash(utf8Of: key)) }

    @inline(__always)
    private static func bit(of hash: UInt64) -> Int { Int(truncatingIfNeeded: hash % UInt64(words * 64)) }
}
