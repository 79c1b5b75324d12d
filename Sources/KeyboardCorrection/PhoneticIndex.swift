import KeyboardLexicon

/// The lexicon's words by ``PhoneticKey``: the sound-alike channel of correction, for misspellings
/// too far from their word in letters for the edit walk (`beaurocracy` → `bureaucracy`).
///
/// A sorted array of (key hash, word) pairs, 12 bytes a pair (a word English may spell another way
/// by ear has two, ``PhoneticKey/alternativeKey(of:)``; 1.1 MB for the bundled lexicon), built
/// from the mapped lexicon's key bytes in about 25 ms (`keyboard-bench info`: `phonetic_index_ms`;
/// docs/PERFORMANCE.md); immutable and thread-safe.
public struct PhoneticIndex: Sendable {
    private let lexicon: Lexicon
    private let hashes: [UInt64]
    private let words: [UInt32]

    /// Indexes every lexicon word with a letter a–z among the ``Lexicon/correctionVocabulary``
    /// most frequent (all of the bundled lexicon's): rarer words are never corrections.
    public init(lexicon: Lexicon) {
        self.lexicon = lexicon
        let ids = lexicon.count <= Lexicon.correctionVocabulary
            ? (0..<lexicon.count).map { WordID(rawValue: UInt32($0)) }
            : lexicon.mostFrequent(limit: Lexicon.correctionVocabulary).map(\.id)
        var pairs: [(UInt64, UInt32)] = []
        pairs.reserveCapacity(ids.count)
        let scratch = PhoneticKey.Scratch()
        for id in ids where lexicon.withKeyBytes(id, { PhoneticKey.compute($0, into: scratch) }) {
            let key = Self.hash(scratch.key)
            pairs.append((key, id.rawValue))
            // The second key, read the other way, when the word has one.
            if lexicon.withKeyBytes(id, { PhoneticKey.hasAlternative($0) && PhoneticKey.compute($0, into: scratch, alternative: true) }) {
                let alternative = Self.hash(scratch.key)
                if alternative != key { pairs.append((alternative, id.rawValue)) }
            }
        }
        pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        hashes = pairs.map(\.0)
        words = pairs.map(\.1)
    }

    /// The words whose key is `key` (in theory also a word whose key's 64-bit hash collides with
    /// it; among 90,000 keys the chance that any two collide is below one in a billion).
    public func words(withKey key: String) -> ArraySlice<UInt32> {
        let h = Self.hash(key.utf8)
        var low = 0, high = hashes.count
        while low < high {
            let mid = (low + high) / 2
            if hashes[mid] < h { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < hashes.count, hashes[end] == h { end += 1 }
        return words[low..<end]
    }

    /// The `limit` most frequent words that sound like `typed` (a ``PhoneticKey`` in common, the
    /// alternative keys included), most frequent first.
    public func entries(soundingLike typed: String, limit: Int) -> [WordEntry] {
        guard limit > 0, let key = PhoneticKey.of(typed) else { return [] }
        var raws = Array(words(withKey: key))
        if let alternative = PhoneticKey.alternativeKey(of: typed, besides: key) {
            raws += words(withKey: alternative).filter { !raws.contains($0) }
        }
        // Ordered by the words' log-probabilities, read in place (keys only to break a tie), and
        // written out only for the `limit` kept: every key press from four letters asks this,
        // and writing every word with the key first was most of the call.
        let lexicon = self.lexicon
        var ranked = raws.map { (raw: $0, logProbability: lexicon.logProbability(WordID(rawValue: $0))) }
        ranked.sort { a, b in
            a.logProbability != b.logProbability ? a.logProbability > b.logProbability
                : lexicon.key(WordID(rawValue: a.raw)) < lexicon.key(WordID(rawValue: b.raw))
        }
        return ranked.prefix(limit).map { lexicon.entry(WordID(rawValue: $0.raw)) }
    }

    /// Words indexed.
    public var count: Int { words.count }

    /// A sound key's hash (``FNV1a``).
    static func hash(_ key: some Sequence<UInt8>) -> UInt64 { FNV1a.hash(key) }
}
