/// Words near a typed word: a walk of the trie with a bounded weighted edit distance (the AOSP
/// keyboard's approach), keeping the words with the best `−cost + log P(word)` — the noisy
/// channel with the unigram prior. A branch is abandoned when every alignment of its prefix costs
/// more than `maxCost`, or when even its most frequent word (`TMAX`) could not enter the best
/// `limit` found so far, or when it holds no word among the ``Lexicon/correctionVocabulary`` most
/// frequent. The DP rows live in one buffer allocated per call, none per node.
extension Lexicon {
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int) -> [NearWord] {
        // The floor only exists for lexicons bigger than the correction vocabulary; the walk is
        // specialised so the bundled lexicon's pays nothing for it.
        correctionFloor > -.infinity
            ? nearWords(costs, maxCost: maxCost, limit: limit, floor: FrequencyFloor(logProbability: correctionFloor))
            : nearWords(costs, maxCost: maxCost, limit: limit, floor: NoFloor())
    }

    private func nearWords<Floor: WalkFloor>(_ costs: EditCostTable, maxCost: Float, limit: Int, floor: Floor) -> [NearWord] {
        let n = costs.typed.count
        guard limit > 0, n > 0, n <= EditCostTable.maximumTypedLength else { return [] }
        let maxDepth = n + 4
        var best = BestWords(limit: limit)
        var rowBuffer = [Float](repeating: 0, count: (n + 1) * (maxDepth + 2))
        var letterBuffer = [Int](repeating: -1, count: maxDepth + 2)
        costs.withRows { dp in
            rowBuffer.withUnsafeMutableBufferPointer { rows in
                letterBuffer.withUnsafeMutableBufferPointer { letters in
                    dp.start(rows)
                    func walk(_ node: Int, depth: Int) {
                        guard depth < maxDepth else { return }
                        for child in children(ofNode: node) {
                            // A branch of rare words only: not worth its row.
                            if Floor.filters, !floor.admits(trieBest[child]) { continue }
                            let letter = EditCostTable.index(of: scalar(ofNode: child))
                            let rowMinimum = dp.fill(rows, depth: depth, letter: letter, letters: letters)
                            guard rowMinimum <= maxCost, trieBest[child] - rowMinimum > best.threshold else { continue }
                            let cost = rows[(depth + 1) * dp.width + n]
                            if cost <= maxCost, let word = word(atNode: child),
                               !Floor.filters || floor.admits(logProbabilities[Int(word.rawValue)]) {
                                best.insert(index: Int(word.rawValue), cost: cost, score: logProbabilities[Int(word.rawValue)] - cost)
                            }
                            walk(child, depth: depth + 1)
                        }
                    }
                    walk(trieRoot, depth: 0)
                }
            }
        }
        return best.sorted().map { NearWord(entry: entry(WordID(rawValue: UInt32($0.index))), cost: $0.cost) }
    }
}

/// Which words a correction walk may reach, by unigram log-probability.
private protocol WalkFloor {
    /// Whether the floor filters anything (a constant, so a specialised walk without one drops
    /// the checks).
    static var filters: Bool { get }
    func admits(_ logProbability: Float) -> Bool
}

/// Every word.
private struct NoFloor: WalkFloor {
    static var filters: Bool { false }
    @inline(__always) func admits(_: Float) -> Bool { true }
}

/// The words at least as likely as the ``Lexicon/correctionVocabulary``-th.
private struct FrequencyFloor: WalkFloor {
    let logProbability: Float
    static var filters: Bool { true }
    @inline(__always) func admits(_ value: Float) -> Bool { value >= logProbability }
}

/// The `limit` best-scored words of a walk, and the score a newcomer must beat.
struct BestWords {
    let limit: Int
    private var items: [(index: Int, cost: Float, score: Float)] = []
    /// −∞ until `limit` words are held, then the lowest score held.
    private(set) var threshold: Float = -.infinity

    init(limit: Int) {
        self.limit = limit
        items.reserveCapacity(limit + 1)
    }

    mutating func insert(index: Int, cost: Float, score: Float) {
        guard score > threshold || items.count < limit else { return }
        var position = items.count
        while position > 0, items[position - 1].score < score { position -= 1 }
        items.insert((index, cost, score), at: position)
        if items.count > limit { items.removeLast() }
        if items.count == limit { threshold = items[limit - 1].score }
    }

    /// Best score first.
    func sorted() -> [(index: Int, cost: Float, score: Float)] { items }
}
