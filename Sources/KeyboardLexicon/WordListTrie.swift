/// The keys of a ``WordList`` as a trie of alphabet indices (``EditCostTable/index(of:)``), for
/// its near-word walk: a branch out of reach is passed by whole, where a walk of the sorted keys
/// still stepped over each of its keys (most of a heavy user's 2,500 words, at every key with
/// corrections). Built once per list.
///
/// Keys whose letters map to the same indices (two letters outside the alphabet) end at the same
/// node, so a node holds a run of words.
struct WordListTrie: Sendable, Hashable {
    struct Node: Sendable, Hashable {
        /// The node's children are `firstChild ..< firstChild + childCount`.
        var firstChild: Int32
        var childCount: Int32
        /// The letter leading to the node (0 for the root).
        var letter: UInt8
        /// The words ending here are `words[firstWord ..< firstWord + wordCount]`.
        var firstWord: Int32
        var wordCount: Int32
    }

    /// Node 0 is the root; a node's children are contiguous and lie after it.
    private let nodes: [Node]
    /// Indices into the list's entries, grouped by the node they end at.
    private let words: [Int32]

    /// A trie of `keys`, each a key's letters as alphabet indices; word `i` is `keys[i]`.
    init(keys: [[UInt8]]) {
        let order = keys.indices.sorted { a, b in
            keys[a].lexicographicallyPrecedes(keys[b]) || (keys[a] == keys[b] && a < b)
        }
        var nodes = [Node(firstChild: 0, childCount: 0, letter: 0, firstWord: 0, wordCount: 0)]
        var words: [Int32] = []
        words.reserveCapacity(keys.count)
        // Breadth first, so that each node's children are written one after another: a node, the
        // run of `order` beginning with its letters, and its depth.
        var queue: [(node: Int, range: Range<Int>, depth: Int)] = [(0, 0..<order.count, 0)]
        var next = 0
        while next < queue.count {
            let (node, range, depth) = queue[next]
            next += 1
            // The keys that end here sort first in the run.
            var i = range.lowerBound
            nodes[node].firstWord = Int32(truncatingIfNeeded: words.count)
            while i < range.upperBound, keys[order[i]].count == depth {
                words.append(Int32(truncatingIfNeeded: order[i]))
                i += 1
            }
            nodes[node].wordCount = Int32(truncatingIfNeeded: words.count) - nodes[node].firstWord
            nodes[node].firstChild = Int32(truncatingIfNeeded: nodes.count)
            while i < range.upperBound {
                let letter = keys[order[i]][depth]
                var end = i + 1
                while end < range.upperBound, keys[order[end]][depth] == letter { end += 1 }
                queue.append((nodes.count, i..<end, depth + 1))
                nodes.append(Node(firstChild: 0, childCount: 0, letter: letter, firstWord: 0, wordCount: 0))
                i = end
            }
            nodes[node].childCount = Int32(truncatingIfNeeded: nodes.count) - nodes[node].firstChild
        }
        self.nodes = nodes
        self.words = words
    }

    /// The words within `maxCost` of the typed letters of `costs` and at most four letters longer,
    /// each as (index into the list's entries, cost), in no particular order. Depth first, one row
    /// per depth: a node whose row is out of reach, with no transposition bringing the letters
    /// after it within reach from its parent's row, is passed by with everything under it, and a
    /// row sure to be out of reach (``EditDistanceRows/mayReach(_:letter:previous:minimum:before:depth:previousLetter:)``)
    /// is not computed.
    func nearWords(_ costs: EditCostTable, maxCost: Float) -> [(index: Int, cost: Float)] {
        let n = costs.typed.count, longest = n + 4
        guard n > 0, n <= EditCostTable.maximumTypedLength, nodes.count > 1 else { return [] }
        var found: [(index: Int, cost: Float)] = []
        var rowBuffer = [Float](repeating: 0, count: (n + 1) * (longest + 1))
        var pathBuffer = [Int](repeating: -1, count: longest + 1)
        // Per depth: the least cell of its row, and the children of the node above it still to
        // visit (`next[d] ..< end[d]`).
        var minima = [Float](repeating: 0, count: longest + 1)
        var next = [Int](repeating: 0, count: longest + 1), end = next
        costs.withRows { dp in
            rowBuffer.withUnsafeMutableBufferPointer { rows in
                pathBuffer.withUnsafeMutableBufferPointer { path in
                    dp.start(rows)
                    let base = rows.baseAddress!, width = dp.width
                    minima[0] = 0   // row 0, the typed letters inserted, begins at 0
                    (next[1], end[1]) = (Int(nodes[0].firstChild), Int(nodes[0].firstChild + nodes[0].childCount))
                    var depth = 1
                    while depth > 0 {
                        guard next[depth] < end[depth] else {
                            depth -= 1
                            continue
                        }
                        let node = nodes[next[depth]]
                        next[depth] += 1
                        let letter = Int(node.letter)
                        let parentRow = base + (depth - 1) * width, before = base + max(0, depth - 2) * width
                        let previousLetter = depth > 1 ? path[depth - 1] : -1
                        // Row `depth` from row `depth − 1`, unless it is sure to be out of reach.
                        let minimum: Float
                        if dp.mayReach(maxCost, letter: letter, previous: parentRow, minimum: minima[depth - 1], before: before,
                                       depth: depth - 1, previousLetter: previousLetter) {
                            minimum = dp.fill(rows, depth: depth - 1, letter: letter, letters: path)
                        } else {
                            minimum = .infinity
                        }
                        // Out of reach, and so is what a transposition brings the letters after it
                        // from the row before (read only then).
                        if minimum > maxCost, dp.transpositionFloor(letter: letter, parentRow: parentRow) > maxCost { continue }
                        if minimum == .infinity {
                            // Not computed: every cell beyond the bound, which +∞ stands for.
                            for j in 0...n { base[depth * width + j] = .infinity }
                            path[depth] = letter
                        }
                        minima[depth] = minimum
                        let cost = base[depth * width + n]
                        if node.wordCount > 0, cost <= maxCost {
                            for w in Int(node.firstWord)..<Int(node.firstWord + node.wordCount) { found.append((Int(words[w]), cost)) }
                        }
                        if depth < longest, node.childCount > 0 {
                            depth += 1
                            (next[depth], end[depth]) = (Int(node.firstChild), Int(node.firstChild + node.childCount))
                        }
                    }
                }
            }
        }
        return found
    }
}
