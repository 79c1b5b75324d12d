/// The bigram table: `ln P(next | previous)` and next-word prediction.
extension Lexicon {
    /// `ln P(next | previous)` from the bigram table, or nil when the pair is not in it
    /// (callers back off to the unigram). O(log row length).
    public func bigramLogProbability(_ previous: WordID, _ next: WordID) -> Float? {
        var low = Int(bigramRows[previous.index]), high = Int(bigramRows[previous.index + 1])
        while low < high {
            let mid = (low + high) / 2
            let second = bigramSeconds[mid]
            if second == next.rawValue { return bigramLogProbabilities[mid] }
            if second < next.rawValue { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The number of words the bigram table knows to follow `previous`.
    public func bigramRowLength(_ previous: WordID) -> Int {
        Int(bigramRows[previous.index + 1]) - Int(bigramRows[previous.index])
    }

    /// The `limit` most likely words after `previous`, most likely first, scored by
    /// `ln P(next | previous)`. Empty when the table knows no follower. O(row length).
    public func predictions(after previous: WordID, limit: Int) -> [ScoredWord] {
        guard limit > 0 else { return [] }
        var best = TopK<ScoredWord>(limit: limit)
        for i in Int(bigramRows[previous.index])..<Int(bigramRows[previous.index + 1]) {
            best.insert(ScoredWord(id: WordID(rawValue: bigramSeconds[i]), logProbability: bigramLogProbabilities[i]))
        }
        return best.sorted()
    }
}
