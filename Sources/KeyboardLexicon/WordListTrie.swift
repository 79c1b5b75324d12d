import Synchronization

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
        /// The letters of the node's descendants as a set (``EditCostTable/letterBit(_:)``), for
        /// the walk's bound (``WalkTrie/lettersBelow(_:)``).
        var below: UInt32 = 0
        /// The keys that begin with the node's scalars are `firstKey ..< firstKey + keyCount` (the
        /// keys are sorted, so they are one run).
        var firstKey: Int32 = 0
        var keyCount: Int32 = 0
    }

    /// The nodes (node 0 is the root; a node's children are contiguous and lie after it), in a
    /// class so that copies of a list share them and a decoder can tell its list is the same.
    private final class Storage: Sendable {
        let nodes: [Node]
        /// The name a walk cache knows the trie by, different for every trie built.
        let name: String
        init(nodes: [Node]) {
            self.nodes = nodes
            name = "word list \(Self.built.add(1, ordering: .relaxed).newValue)"
        }
        private static let built = Atomic<Int>(0)
    }
    private let storage: Storage

    /// The same for every copy of one trie, different for tries built apart.
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// The trie's name for a walk cache: the same for every copy, never another trie's (a count,
    /// where an address may be reused once a trie is gone).
    var name: String { storage.name }

    /// The trie as the near-word walk reads it: every word one prior, 0, so the walk's order is by
    /// cost alone, then by index (key order).
    var walkTrie: ListWalkTrie { ListWalkTrie(nodes: storage.nodes) }

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
            nodes[node].firstKey = Int32(truncatingIfNeeded: range.lowerBound)
            nodes[node].keyCount = Int32(truncatingIfNeeded: range.count)
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
        // From the last node back: a node's children lie after it.
        for node in nodes.indices.reversed() {
            let first = Int(nodes[node].firstChild)
            var below: UInt32 = 0
            for child in first..<(first + Int(nodes[node].childCount)) {
                below |= nodes[child].below | EditCostTable.letterBit(Int(nodes[child].letter))
            }
            nodes[node].below = below
        }
        storage = Storage(nodes: nodes)
    }

    /// The child of `node` reached by `scalar`, nil when no key continues that way (or `node` is
    /// not a node of this trie).
    func child(of node: Int, scalar: UInt32) -> Int? {
        let nodes = storage.nodes
        guard node >= 0, node < nodes.count else { return nil }
        return Self.child(of: node, scalar: scalar, in: nodes)
    }

    /// The child of `node`, a node of `nodes`, reached by `scalar` (nil: none): the one step
    /// ``child(of:scalar:)`` and ``node(ofPrefix:)`` take, over the array or a buffer of it.
    @inline(__always)
    private static func child<Nodes: RandomAccessCollection<Node>>(of node: Int, scalar: UInt32, in nodes: Nodes) -> Int? where Nodes.Index == Int {
        let first = Int(nodes[node].firstChild)
        return sortedChild(among: first..<(first + Int(nodes[node].childCount)), scalar: scalar) { nodes[$0].scalar }
    }

    /// The node of `prefix`'s scalars (the root for the empty prefix), nil when no key starts
    /// with them. The nodes read in place, a step a scalar.
    func node(ofPrefix prefix: String) -> Int? {
        storage.nodes.withUnsafeBufferPointer { nodes in
            var node = 0
            for scalar in prefix.unicodeScalars {
                guard let next = Self.child(of: node, scalar: scalar.value, in: nodes) else { return nil }
                node = next
            }
            return node
        }
    }

    /// The index among the keys of the key that is `key`'s scalars, nil when none is.
    func index(ofKey key: String) -> Int? {
        node(ofPrefix: key).flatMap(word(at:))
    }

    /// The key that ends at `node` (its index among the keys), nil when none does or `node` is
    /// not a node of this trie.
    func word(at node: Int) -> Int? {
        let nodes = storage.nodes
        guard node >= 0, node < nodes.count else { return nil }
        let word = Int(nodes[node].word)
        return word >= 0 ? word : nil
    }

    /// The keys that begin with `prefix`'s scalars, by index (all of them for the empty prefix,
    /// none when no key does).
    func keys(withPrefix prefix: String) -> Range<Int> {
        guard let node = node(ofPrefix: prefix) else { return 0..<0 }
        let first = Int(storage.nodes[node].firstKey)
        return first..<(first + Int(storage.nodes[node].keyCount))
    }
}

/// A word list's trie as the near-word walk reads it (``WalkTrie``).
struct ListWalkTrie: WalkTrie {
    let nodes: [WordListTrie.Node]

    @inline(__always) func children(of node: Int) -> Range<Int> {
        let first = Int(nodes[node].firstChild)
        return first..<(first + Int(nodes[node].childCount))
    }
    @inline(__always) func word(at node: Int) -> Int { Int(nodes[node].word) }
    @inline(__always) func letter(of node: Int) -> Int { Int(nodes[node].letter) }
    @inline(__always) func bestBelow(_ node: Int) -> Float { 0 }
    @inline(__always) func lettersBelow(_ node: Int) -> UInt32 { nodes[node].below }
    @inline(__always) func logProbability(ofWord word: Int) -> Float { 0 }
}
