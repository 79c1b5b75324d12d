import KeyboardData

/// A trie as a lexicon file stores it (`TNOD`, and `CNOD` for the correction trie): four u32 per
/// node — first child, child count, scalar, word index + 1 (0 where no word ends). Node 0 is the
/// root (the empty prefix); a node's children are contiguous, sorted by scalar, and lie after it.
struct TrieNodes: Sendable {
    let storage: ResourceArray<UInt32>

    /// The number of nodes.
    var count: Int { storage.count / 4 }

    /// The children of `node`, a contiguous range of node indices sorted by scalar.
    @inline(__always)
    func children(of node: Int) -> Range<Int> {
        let first = Int(storage[4 * node]), count = Int(storage[4 * node + 1])
        return first..<(first + count)
    }

    /// The Unicode scalar value leading to `node` (0 for the root).
    @inline(__always)
    func scalar(of node: Int) -> UInt32 { storage[4 * node + 2] }

    /// The index of the word that ends at `node`, if one does.
    @inline(__always)
    func wordIndex(of node: Int) -> Int? {
        let raw = Int(storage[4 * node + 3])
        return raw == 0 ? nil : raw - 1
    }

    /// The child of `node` reached by `scalar`, if a key continues that way. O(log children).
    @inline(__always)
    func child(of node: Int, scalar: UInt32) -> Int? {
        sortedChild(among: children(of: node), scalar: scalar) { storage[4 * $0 + 2] }
    }

    /// The word indices at or below `node`, the keys being sorted: from its first word (its own,
    /// else its first child's first) to its last (its last child's last, down to a leaf's word).
    /// Nil when the walk finds no such word, or the two out of order (a trie not of the sorted keys).
    func wordRange(below node: Int) -> Range<Int>? {
        var first = node
        while wordIndex(of: first) == nil {
            let children = children(of: first)
            guard !children.isEmpty else { return nil }
            first = children.lowerBound
        }
        var last = node
        while case let children = children(of: last), !children.isEmpty { last = children.upperBound - 1 }
        guard let low = wordIndex(of: first), let high = wordIndex(of: last), low <= high else { return nil }
        return low..<(high + 1)
    }

    /// Checks that every node's children lie after it and inside the array, that no node is the
    /// child of two (a damaged file's nodes sharing children would make the walks that follow
    /// them, at load and at every key, take time growing with the paths, not the nodes), and
    /// that its word is one of the lexicon's `words`.
    /// - Throws: ``ResourceError/malformedSection(file:tag:)`` naming `file` and `tag`.
    func validate(words: Int, file: String, tag: String) throws(ResourceError) {
        let nodes = count
        // One bit a node: whether some node's children hold it already.
        var claimed = [UInt64](repeating: 0, count: (nodes + 63) / 64)
        for node in 0..<nodes {
            let first = Int(storage[4 * node]), children = Int(storage[4 * node + 1]), word = Int(storage[4 * node + 3])
            guard (children == 0 || (first > node && first + children <= nodes)), word <= words else {
                throw .malformedSection(file: file, tag: tag)
            }
            for child in first..<(first + children) {
                let bit: UInt64 = 1 << UInt64(child % 64)
                guard claimed[child / 64] & bit == 0 else { throw .malformedSection(file: file, tag: tag) }
                claimed[child / 64] |= bit
            }
        }
    }
}
