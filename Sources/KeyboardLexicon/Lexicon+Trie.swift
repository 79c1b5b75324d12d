/// The lexicon's trie (`TNOD`), for walks that explore many prefixes at once (correction).
/// Nodes are indices; ``trieRoot`` is the empty prefix.
extension Lexicon {
    /// The root node (the empty prefix).
    public var trieRoot: Int { 0 }

    /// The children of `node`, a contiguous range of node indices sorted by scalar.
    @inline(__always)
    public func children(ofNode node: Int) -> Range<Int> { trie.children(of: node) }

    /// The Unicode scalar value leading to `node` (0 for the root).
    @inline(__always)
    public func scalar(ofNode node: Int) -> UInt32 { trie.scalar(of: node) }

    /// The word that ends at `node`, if one does.
    @inline(__always)
    public func word(atNode node: Int) -> WordID? { trie.wordIndex(of: node).map { WordID(rawValue: UInt32($0)) } }

    /// The child of `node` reached by `scalar`, if a key continues that way. O(log children).
    @inline(__always)
    public func child(of node: Int, scalar: UInt32) -> Int? { trie.child(of: node, scalar: scalar) }

    /// The node of `prefix`, if some key starts with it (the root for the empty prefix): one step
    /// down the trie per scalar, a few cache lines each, however big the lexicon.
    public func node(ofPrefix prefix: String) -> Int? {
        // An ASCII prefix's bytes are its scalars, read in place (asked several times a key
        // press: decoding the scalars one by one was most of the look-up).
        let ascii = prefix.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            var node = trieRoot
            for byte in bytes {
                guard byte < 0x80 else { return Self.notASCII }
                guard let next = trie.child(of: node, scalar: UInt32(byte)) else { return -1 }
                node = next
            }
            return node
        }
        if let ascii, ascii != Self.notASCII { return ascii >= 0 ? ascii : nil }
        var node = trieRoot
        for scalar in prefix.unicodeScalars {
            guard let next = trie.child(of: node, scalar: scalar.value) else { return nil }
            node = next
        }
        return node
    }

    /// What ``node(ofPrefix:)``'s byte loop returns for a prefix that is not ASCII.
    private static let notASCII = -2

    /// The number of trie nodes.
    public var trieNodeCount: Int { trie.count }

    /// The trie alone, for a caller that steps down it many times a key press (the touch
    /// decoder's readings): a ``Lexicon`` reached through an optional or an existential is copied
    /// at each call, a dozen references retained; this holds one.
    public var prefixTrie: PrefixTrie { PrefixTrie(nodes: trie) }
}

/// A lexicon's trie (``Lexicon/prefixTrie``): nodes are indices, the root (the empty prefix) is 0.
public struct PrefixTrie: Sendable {
    let nodes: TrieNodes

    /// The root node (the empty prefix).
    public var root: Int { 0 }

    /// The child of `node` reached by `scalar`, if a key continues that way. O(log children).
    @inline(__always)
    public func child(of node: Int, scalar: UInt32) -> Int? { nodes.child(of: node, scalar: scalar) }
}
