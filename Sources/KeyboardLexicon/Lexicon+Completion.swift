/// Prefix completion.
extension Lexicon {
    /// The range of word indices whose keys start with `prefix`.
    public func range(ofPrefix prefix: String) -> Range<Int> {
        keys.range(withPrefix: prefix)
    }

    /// The `limit` most frequent words whose keys start with `prefix` (the prefix itself included
    /// when it is a word), most frequent first.
    ///
    /// Cost: O(log n) to find the range, then a scan of the range when it is small or a walk of
    /// the frequency order when it is large, so a one-letter prefix is as cheap as a long one.
    public func completions(of prefix: String, limit: Int) -> [ScoredWord] {
        guard limit > 0 else { return [] }
        let range = range(ofPrefix: prefix)
        if range.isEmpty { return [] }
        var best = TopK(limit: limit)
        // A walk of the global frequency order meets a word of the range every count/range.count
        // steps on average; scanning the range is cheaper when it is smaller than that walk.
        if range.count * range.count < count * limit * 4 {
            for index in range {
                best.insert(ScoredWord(id: WordID(rawValue: UInt32(index)), logProbability: logProbabilities[index]))
            }
            return best.sorted()
        }
        var found: [ScoredWord] = []
        for rank in 0..<count {
            let index = Int(rankOrder[rank])
            if range.contains(index) {
                found.append(ScoredWord(id: WordID(rawValue: UInt32(index)), logProbability: logProbabilities[index]))
                if found.count == limit { break }
            }
        }
        return found
    }
}

/// A small bounded selection of the best-scored words, for top-k over a range.
struct TopK {
    let limit: Int
    private(set) var items: [ScoredWord] = []

    init(limit: Int) {
        self.limit = limit
        items.reserveCapacity(limit + 1)
    }

    mutating func insert(_ item: ScoredWord) {
        if items.count == limit, let last = items.last, !Self.before(item, last) { return }
        var position = items.count
        while position > 0, Self.before(item, items[position - 1]) { position -= 1 }
        items.insert(item, at: position)
        if items.count > limit { items.removeLast() }
    }

    func sorted() -> [ScoredWord] { items }

    /// Higher probability first; ties by key order, so results are deterministic.
    static func before(_ a: ScoredWord, _ b: ScoredWord) -> Bool {
        a.logProbability != b.logProbability ? a.logProbability > b.logProbability : a.id < b.id
    }
}
