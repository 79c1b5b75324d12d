/// Prefix completion.
extension Lexicon {
    /// The range of word indices whose keys start with `prefix` (empty when none): down the trie to the prefix's
    /// node, then to the first and the last word below it (the keys are sorted, so a node's words
    /// are those between): a few nodes read, where a binary search of the keys compared strings
    /// all over the table (every reading of every keystroke asks for its completions).
    public func range(ofPrefix prefix: String) -> Range<Int> {
        guard let node = node(ofPrefix: prefix) else { return 0..<0 }
        return range(ofNode: node, prefix: prefix)
    }

    /// ``range(ofPrefix:)`` of the prefix whose trie node is `node` (``node(ofPrefix:)``): a
    /// shallow node's as kept (``wordRanges``), a deeper one's down the trie
    /// (``TrieNodes/wordRange(below:)``). A trie not of the sorted keys (a malformed file that
    /// passed the checks) falls back to the keys' own search.
    func range(ofNode node: Int, prefix: String) -> Range<Int> {
        // The shallow nodes' ranges found at load are read in place (English's, at every key
        // press); another language's through the lock that found them at its first completion.
        if node < preparedWordRanges.count / 2 { return range(ofNode: node, in: preparedWordRanges, prefix: prefix) }
        if preparedWordRanges.isEmpty, node < Self.nodesWithWordRanges, case let wordRanges = wordRanges, node < wordRanges.count / 2 {
            return range(ofNode: node, in: wordRanges, prefix: prefix)
        }
        return trie.wordRange(below: node) ?? keys.range(withPrefix: prefix)
    }

    /// Node `node`'s kept range in `ranges` (``wordRanges``).
    @inline(__always)
    private func range(ofNode node: Int, in ranges: [UInt32], prefix: String) -> Range<Int> {
        let first = ranges[2 * node], end = ranges[2 * node + 1]
        return first == .max ? keys.range(withPrefix: prefix) : Int(first)..<Int(end)
    }

    /// The `limit` most frequent words whose keys start with `prefix` (the prefix itself included
    /// when it is a word), most frequent first.
    ///
    /// Cost: O(log n) to find the range, then a scan of the range when it is small or a walk of
    /// the frequency order when it is large, so a one-letter prefix is as cheap as a long one; a
    /// range of ``FrequentWords/smallestRange`` words or more is scanned or walked once, and
    /// its first words kept (``FrequentWords``).
    public func completions(of prefix: String, limit: Int) -> [ScoredWord] {
        guard limit > 0 else { return [] }
        let range = range(ofPrefix: prefix)
        if range.isEmpty { return [] }
        if let kept = keptCompletions(of: range, limit: limit) { return Array(kept.words.prefix(limit)) }
        return mostFrequent(limit, in: range, scanning: scans(range, limit: limit))
    }

    /// ``completions(of:limit:)`` as entries (what ``WordModel/completions(ofPrefix:limit:)``
    /// answers): a big range's are kept written out with its words, not written again for each
    /// request.
    func completionEntries(of prefix: String, limit: Int) -> [WordEntry] {
        guard limit > 0, let node = node(ofPrefix: prefix) else { return [] }
        return Array(completionEntries(ofNode: node, prefix: prefix, limit: limit))
    }

    /// ``WordModel/completions(ofPrefix:limit:)`` of the prefix whose trie node is `node`, for a
    /// caller that stepped down the trie to it already (the touch decoder's readings, each asked
    /// for its completions at every key press): the prefix is not looked up again.
    /// A slice: a big range's kept entries are handed out in place, not copied for each request.
    public func completionEntries(ofNode node: Int, prefix: String, limit: Int) -> ArraySlice<WordEntry> {
        guard limit > 0, node >= 0, node < trie.count else { return [] }
        let range = range(ofNode: node, prefix: prefix)
        if range.isEmpty { return [] }
        if let kept = keptCompletions(of: range, limit: limit) { return kept.entries.prefix(limit) }
        guard scans(range, limit: limit) else { return mostFrequent(limit, walking: range).map { entry($0.id) }[...] }
        // The scan's best words written out once: the ranker asks this for every reading of every
        // key press, and most ranges are scanned.
        return withBest(limit, scanning: range) { best in
            var entries: [WordEntry] = []
            entries.reserveCapacity(best.count)
            for word in best { entries.append(entry(word.id)) }
            return entries[...]
        }
    }

    /// The words kept for `range` when it is big enough and `limit` small enough, found the first
    /// time as a request for `limit` would find them (a scan or a walk); nil otherwise.
    private func keptCompletions(of range: Range<Int>, limit: Int) -> FrequentWords.Kept? {
        guard limit <= FrequentWords.kept, range.count >= FrequentWords.smallestRange else { return nil }
        let scanned = scans(range, limit: limit)
        return frequentWords.kept(in: range, scanned: scanned) {
            let words = mostFrequent(FrequentWords.kept, in: range, scanning: scanned)
            return FrequentWords.Kept(words: words, entries: words.map { entry($0.id) })
        }
    }

    /// The `limit` most frequent words of `range`, by a scan of it when `scanning` (what
    /// ``scans(_:limit:)`` chooses for the request's own limit), else by a walk of the frequency
    /// order.
    private func mostFrequent(_ limit: Int, in range: Range<Int>, scanning: Bool) -> [ScoredWord] {
        scanning ? mostFrequent(limit, scanning: range) : mostFrequent(limit, walking: range)
    }

    /// Whether `range` is small enough for `limit` to scan: a walk of the global frequency order
    /// meets a word of the range every count/range.count steps on average, and scanning the range
    /// is cheaper when it is smaller than that walk.
    private func scans(_ range: Range<Int>, limit: Int) -> Bool {
        range.count * range.count < count * limit * 4
    }

    /// The `limit` most frequent words of `range`, by a scan of it (ties by word index).
    private func mostFrequent(_ limit: Int, scanning range: Range<Int>) -> [ScoredWord] {
        withBest(limit, scanning: range) { Array($0) }
    }

    /// Calls `body` with the `limit` most frequent words of `range`, best first (ties by word
    /// index, as ``TopK`` orders them), found by a scan into a buffer on the stack: no array is
    /// made but what `body` makes.
    @inline(__always)
    private func withBest<Result>(_ limit: Int, scanning range: Range<Int>, _ body: (UnsafeMutableBufferPointer<ScoredWord>.SubSequence) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: ScoredWord.self, capacity: limit) { best in
            var count = 0
            for index in range {
                best.insertBest(ScoredWord(id: WordID(rawValue: UInt32(index)), logProbability: logProbabilities[index]), count: &count,
                                by: ScoredWord.precedes)
            }
            return body(best[..<count])
        }
    }

    /// The first `limit` words of `range` in the frequency order (``rankOrder``), by a walk of
    /// that order.
    private func mostFrequent(_ limit: Int, walking range: Range<Int>) -> [ScoredWord] {
        var found: [ScoredWord] = []
        found.reserveCapacity(limit)
        for rank in 0..<count {
            let index = Int(rankOrder[rank])
            if range.contains(index) {
                found.append(ScoredWord(id: WordID(rawValue: UInt32(index)), logProbability: logProbabilities[index]))
                if found.count == limit { break }
            }
        }
        return found
    }

    /// The most frequent word whose key is `typed` as spelt without accents (`tres` → `très`,
    /// `fur` → `für`; `typed` itself when it is the likeliest); nil when none is.
    public func word(forFolded typed: String) -> ScoredWord? {
        var best = TopK<ScoredWord>(limit: 1)
        for reading in readings(of: typed, touchCosts: TouchCosts(), beam: Self.foldedPrefixLimit, apostropheCost: nil) {
            if let id = word(atNode: reading.node) { best.insert(ScoredWord(id: id, logProbability: logProbability(id))) }
        }
        return best.sorted().first
    }

    /// Completions of the readings of taps: each tap read as the letter typed or, at its touch
    /// cost, a nearby one (``TouchCosts``: tap `j`'s costs, nats by alphabet index as
    /// ``EditCostTable`` numbers letters, +∞ for every letter of a tap without a touch point),
    /// spelt as on a keyboard without accents — each a–z letter also matches the letters it
    /// spells there (``EditCostTable/baseLetters``), so `ecol` finds `école` and `ecole` — and an apostrophe slipped in at `apostropheCost`
    /// (`jai` → `j'ai`; nil for none). The `beam` cheapest readings survive each tap, each is
    /// completed as ``completions(of:limit:)`` does, and the `limit` words with the best
    /// `log P − cost` come back, each with its reading's cost. With no touch costs, no apostrophe
    /// and a beam of ``foldedPrefixLimit``, these are the words the letters begin as typed, accents
    /// or not.
    public func completions(ofFolded typed: String, touchCosts: TouchCosts, beam: Int, apostropheCost: Float?,
                            limit: Int) -> [(word: ScoredWord, cost: Float)] {
        guard limit > 0 else { return [] }
        var best: [WordID: (word: ScoredWord, cost: Float)] = [:]
        for reading in readings(of: typed, touchCosts: touchCosts, beam: beam, apostropheCost: apostropheCost) {
            for word in completions(of: String(reading.path), limit: limit) where best[word.id].map({ $0.cost > reading.cost }) ?? true {
                best[word.id] = (word, reading.cost)
            }
        }
        return best.values.sorted { a, b in
            let (x, y) = (a.word.logProbability - a.cost, b.word.logProbability - b.cost)
            return x != y ? x > y : a.word.id < b.word.id
        }.prefix(limit).map { $0 }
    }

    /// The keys' prefixes `typed` may be read as, down the trie, with their nodes and costs: the
    /// `beam` cheapest after each letter (cost, then trie order), as
    /// ``completions(ofFolded:touchCosts:beam:apostropheCost:limit:)`` describes.
    private func readings(of typed: String, touchCosts: TouchCosts, beam: Int,
                          apostropheCost: Float?) -> [(node: Int, cost: Float, path: String.UnicodeScalarView)] {
        let letters = Array(typed.unicodeScalars)
        guard beam > 0, !letters.isEmpty, letters.count <= EditCostTable.maximumTypedLength else { return [] }
        var readings: [(node: Int, cost: Float, path: String.UnicodeScalarView)] = [(trieRoot, 0, String.UnicodeScalarView())]
        for (j, letter) in letters.enumerated() {
            let touched = j < touchCosts.count
            let typedLetter = EditCostTable.index(of: letter.value)
            var next: [(node: Int, cost: Float, path: String.UnicodeScalarView)] = []
            func step(from node: Int, cost: Float, path: String.UnicodeScalarView) {
                for child in children(ofNode: node) {
                    let scalar = scalar(ofNode: child)
                    let base = EditCostTable.baseLetters[EditCostTable.index(of: scalar)]
                    let read: Float
                    if scalar == letter.value || (typedLetter < 26 && base == typedLetter) {
                        read = 0
                    } else if touched, case let touch = touchCosts[j, base], touch < .infinity {
                        read = touch
                    } else {
                        continue
                    }
                    guard let value = Unicode.Scalar(scalar) else { continue }
                    var extended = path
                    extended.append(value)
                    next.append((child, cost + read, extended))
                }
            }
            for reading in readings {
                step(from: reading.node, cost: reading.cost, path: reading.path)
                if let apostropheCost, !reading.path.isEmpty, typedLetter != 26, let apostrophe = child(of: reading.node, scalar: 39) {
                    var path = reading.path
                    path.append("'")
                    step(from: apostrophe, cost: reading.cost + apostropheCost, path: path)
                }
            }
            next.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.node < $1.node }
            readings = Array(next.prefix(beam))
            if readings.isEmpty { return [] }
        }
        return readings
    }

    /// The most accented spellings of typed letters ``word(forFolded:)`` reads.
    public static let foldedPrefixLimit = 16
}
