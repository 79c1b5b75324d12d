/// The keys of a ``WordList`` as a trie of their scalars, each node with its letter as an
/// alphabet index (``EditCostTable/index(of:)``), for the list's near-word walk and prefix
/// look-ups: a branch out of reach is passed by whole, where a walk of the sorted keys still
/// stepped over each of its keys (most of a heavy user's 2,500 words, at every key with
/// corrections), and a touch decoder steps its readings down it as down the lexicon's trie.
/// Built once per list; copies share it (``identity``).
struct WordListTrie: Sendable {
    struct Node {
        /// The node's children, sorted by scalar, are `firstChild ..< firstChild + childCount`.
        var firstChild: Int32
        var childCount: Int32
        /// The scalar leading to the node (0 for the root), and its alphabet index.
        var scalar: UInt32
        var letter: UInt8
        /// The word ending here, −1 for none.
        var word: Int32
    }

    /// The nodes (node 0 is the root; a node's children are contiguous and lie after it), in a
    /// class so that copies of a list share them and a decoder can tell its list is the same.
    private final class Storage: Sendable {
        let nodes: [Node]
        init(nodes: [Node]) { self.nodes = nodes }
    }
    private let storage: Storage

    /// The same for every copy of one trie, different for tries built apart.
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// A trie of `keys`, each a key's scalars, sorted and distinct (a ``WordList``'s keys); word
    /// `i` is `keys[i]`.
    init(keys: [[UInt32]]) {
        var nodes = [Node(firstChild: 0, childCount: 0, scalar: 0, letter: 0, word: -1)]
        // Breadth first, so that each node's children are written one after another: a node, the
        // run of keys beginning with its scalars, and its depth.
        var queue: [(node: Int, range: Range<Int>, depth: Int)] = [(0, 0..<keys.count, 0)]
        var next = 0
        while next < queue.count {
            let (node, range, depth) = queue[next]
            next += 1
            // The key that ends here sorts first in the run.
            var i = range.lowerBound
            if i < range.upperBound, keys[i].count == depth {
                nodes[node].word = Int32(truncatingIfNeeded: i)
                i += 1
            }
            nodes[node].firstChild = Int32(truncatingIfNeeded: nodes.count)
            while i < range.upperBound {
                let scalar = keys[i][depth]
                var end = i + 1
                while end < range.upperBound, keys[end][depth] == scalar { end += 1 }
                queue.append((nodes.count, i..<end, depth + 1))
                nodes.append(Node(firstChild: 0, childCount: 0, scalar: scalar,
                                  letter: UInt8(truncatingIfNeeded: EditCostTable.index(of: scalar)), word: -1))
                i = end
            }
            nodes[node].childCount = Int32(truncatingIfNeeded: nodes.count) - nodes[node].firstChild
        }
        storage = Storage(nodes: nodes)
    }

    /// The child of `node` reached by `scalar`, nil when no key continues that way (or `node` is
    /// not a node of this trie).
    func child(of node: Int, scalar: UInt32) -> Int? {
        let nodes = storage.nodes
        guard node >= 0, node < nodes.count else { return nil }
        var low = Int(nodes[node].firstChild), high = low + Int(nodes[node].childCount)
        while low < high {
            let mid = (low + high) / 2
            let value = nodes[mid].scalar
            if value == scalar { return mid }
            if value < scalar { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The node of `prefix`'s scalars (the root for the empty prefix), nil when no key starts
    /// with them.
    func node(ofPrefix prefix: String) -> Int? {
        var node = 0
        for scalar in prefix.unicodeScalars {
            guard let next = child(of: node, scalar: scalar.value) else { return nil }
            node = next
        }
        return node
    }

    /// The words within `maxCost` of the typed letters of `costs` and at most four letters longer,
    /// each as (index into the list's entries, cost), in no particular order. Depth first, one row
    /// per depth: a node whose row is out of reach, with no transposition bringing the letters
    /// after it within reach from its parent's row, is passed by with everything under it, and a
    /// row sure to be out of reach (``EditDistanceRows/mayReach(_:letter:previous:minimum:before:depth:previousLetter:)``)
    /// is not computed.
    /// `skippedLetter`: the root's children of this alphabet index are passed by (−1: none).
    func nearWords(_ costs: EditCostTable, maxCost: Float, skippedLetter: Int = -1) -> [(index: Int, cost: Float)] {
        let n = costs.typed.count, longest = n + 4
        let nodes = storage.nodes
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
                        if depth == 1, letter == skippedLetter { continue }
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
                        if node.word >= 0, cost <= maxCost { found.append((Int(node.word), cost)) }
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
