/// Words near a typed word: a walk of the trie with a bounded weighted edit distance (the AOSP
/// keyboard's approach). Cost: the nodes whose prefix stays within `maxCost` of some prefix of the
/// typed word; the DP rows live in one buffer allocated per call, none per node.
extension Lexicon {
    /// Every word within `maxCost` of the typed word, cheapest first, at most `limit`.
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int) -> [NearWord] {
        let n = costs.typed.count
        guard limit > 0, n > 0 else { return [] }
        let maxDepth = n + 4
        var found: [(Int, Float)] = []
        var rowBuffer = [Float](repeating: 0, count: (n + 1) * (maxDepth + 2))
        var letterBuffer = [Int](repeating: -1, count: maxDepth + 2)
        costs.withRows { dp in
        rowBuffer.withUnsafeMutableBufferPointer { rows in
            letterBuffer.withUnsafeMutableBufferPointer { letters in
                dp.start(rows)
                func walk(_ node: Int, depth: Int) {
                    guard depth < maxDepth else { return }
                    for child in children(ofNode: node) {
                        let letter = EditCostTable.index(of: scalar(ofNode: child))
                        guard dp.fill(rows, depth: depth, letter: letter, letters: letters) <= maxCost else { continue }
                        let cost = rows[(depth + 1) * dp.width + n]
                        if cost <= maxCost, let word = word(atNode: child) { found.append((Int(word.rawValue), cost)) }
                        walk(child, depth: depth + 1)
                    }
                }
                walk(trieRoot, depth: 0)
            }
        }
        }
        found.sort { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        return found.prefix(limit).map { NearWord(entry: entry(WordID(rawValue: UInt32($0.0))), cost: $0.1) }
    }
}
