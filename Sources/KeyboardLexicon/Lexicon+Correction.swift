/// Words near a typed word: a walk of the trie with a bounded weighted edit distance (the AOSP
/// keyboard's approach). Cost: the nodes whose prefix stays within `maxCost` of some prefix of the
/// typed word; the DP rows live in one buffer allocated per call, none per node.
extension Lexicon {
    /// Every word within `maxCost` of the typed word, cheapest first, at most `limit`.
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int) -> [NearWord] {
        let n = costs.typed.count
        guard limit > 0, n > 0 else { return [] }
        let width = n + 1
        let maxDepth = n + 4
        var found: [(Int, Float)] = []
        var rowBuffer = [Float](repeating: 0, count: width * (maxDepth + 2))
        var letters = [Int](repeating: -1, count: maxDepth + 2)
        let a = EditCostTable.alphabetSize
        costs.substitution.withUnsafeBufferPointer { sub in
        costs.insertion.withUnsafeBufferPointer { ins in
        costs.deletion.withUnsafeBufferPointer { del in
        costs.typed.withUnsafeBufferPointer { typed in
        rowBuffer.withUnsafeMutableBufferPointer { rows in
            for j in 0..<n { rows[j + 1] = rows[j] + ins[j] }

            /// Fills the row at `depth + 1` for letter `c`; returns its minimum.
            func fill(depth: Int, letter c: Int) -> Float {
                let previous = depth * width, current = (depth + 1) * width, before = (depth - 1) * width
                let previousLetter = depth > 0 ? letters[depth] : -1
                var delete = c == previousLetter ? min(del[c], costs.doubledDeletion) : del[c]
                if depth == 0 { delete += costs.firstLetterExtraCost }
                rows[current] = rows[previous] + delete
                var best = rows[current]
                for j in 1...n {
                    var v = rows[previous + j - 1] + sub[(j - 1) * a + c]
                    let d = rows[previous + j] + delete
                    if d < v { v = d }
                    let i = rows[current + j - 1] + ins[j - 1]
                    if i < v { v = i }
                    if j > 1, depth > 0, typed[j - 1] == previousLetter, typed[j - 2] == c, c != previousLetter {
                        let t = rows[before + j - 2] + costs.transposition
                        if t < v { v = t }
                    }
                    rows[current + j] = v
                    if v < best { best = v }
                }
                return best
            }

            func walk(_ node: Int, depth: Int) {
                guard depth < maxDepth else { return }
                for child in children(ofNode: node) {
                    let letter = EditCostTable.index(of: scalar(ofNode: child))
                    guard fill(depth: depth, letter: letter) <= maxCost else { continue }
                    letters[depth + 1] = letter
                    let cost = rows[(depth + 1) * width + n]
                    if cost <= maxCost, let word = word(atNode: child) { found.append((Int(word.rawValue), cost)) }
                    walk(child, depth: depth + 1)
                }
            }
            walk(trieRoot, depth: 0)
        }
        }
        }
        }
        }
        found.sort { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        return found.prefix(limit).map { NearWord(entry: entry(WordID(rawValue: UInt32($0.0))), cost: $0.1) }
    }
}
