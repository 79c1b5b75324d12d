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

    /// The `limit` likeliest words after `previous` as entries, most likely first, each with its
    /// `ln P(next | previous)` as its log-probability: ``predictions(after:limit:)`` written out.
    /// A row of ``longBigramRow`` followers or more is scanned once and its first
    /// ``keptFollowerCount`` entries kept (``keptFollowers``), each later request for as many or
    /// fewer answered with their prefix, the same words in the same order: every space after a
    /// common word (`the`, `a`, `I`, rows of thousands of followers) scanned its row again and
    /// wrote forty entries.
    public func followerEntries(after previous: WordID, limit: Int) -> [WordEntry] {
        guard limit > 0 else { return [] }
        guard limit <= Self.keptFollowerCount, bigramRowLength(previous) >= Self.longBigramRow else {
            return entries(of: predictions(after: previous, limit: limit))
        }
        let kept = keptFollowers.value(for: previous.index) { entries(of: predictions(after: previous, limit: Self.keptFollowerCount)) }
        return limit >= kept.count ? kept : Array(kept.prefix(limit))
    }

    /// Followers kept per long row: at least the session's request (40) and the strip's (3 + 4).
    public static let keptFollowerCount = 48
    /// The shortest row whose followers are kept: a scan of fewer costs little.
    public static let longBigramRow = 256
    /// The most rows kept, 2.3 KB each (48 entries of 48 bytes, and the heap bytes of words over
    /// fifteen): the bundled English table has 95 rows that long, 0.2 MB if every one is kept.
    static let keptFollowerRows = 512

    /// Scored words as entries, each with its score as its log-probability.
    private func entries(of scored: [ScoredWord]) -> [WordEntry] {
        scored.map { scored in
            var entry = entry(scored.id)
            entry.logProbability = scored.logProbability
            return entry
        }
    }
}
