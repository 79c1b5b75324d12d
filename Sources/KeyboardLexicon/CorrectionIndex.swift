import KeyboardData

/// What the correction walk reads of a lexicon's correction trie beside its nodes, derived from
/// them: each node's letter, and the shallowest nodes' descendants' letters as a set.
///
/// About 0.45 MB for the bundled English or German lexicon, derived in about 3 ms (German's: its
/// lexicon's load took 7.8–8.9 ms with it, 5.0–6.4 without, five runs of `keyboard-bench info
/// --languages en_US,de_DE --json`'s `language_lexicon_load_ms`); at load for the lexicon the
/// engine walks from the first key, at the first walk for a lexicon that may never be walked
/// (``Lexicon/init(path:preparingIndexes:)``). A class, so that a walk holds it by one
/// reference. Immutable once made.
final class CorrectionIndex: Sendable {
    /// Each correction-trie node's letter as an alphabet index (``EditCostTable/index(of:)``), a
    /// byte a node (about 0.3 ms and 220 KB for the bundled English lexicon): the walk reads the
    /// letter of every child it tests, and reading it from the 16-byte nodes stalled on memory (a
    /// fifth of the samples of the walk's `expand`; docs/BENCHMARK.md).
    let letters: [UInt8]
    /// The first ``Lexicon/nodesWithLettersBelow`` nodes' descendants' letters as a set
    /// (``EditCostTable/letterBit(_:)``): the walk bounds a branch by the typed letters it cannot
    /// spell (``EditDistanceRows/reach(_:minimum:floor:below:)``). Empty when no pages could be
    /// had for the pass (the walk then reads every letter below every node).
    let below: [UInt32]

    /// Each node's letter, and the first ``Lexicon/nodesWithLettersBelow`` nodes' sets: every
    /// node's set, in one pass from the last node back, as a node's children lie after it
    /// (``TrieNodes/validate(words:file:tag:)``), so theirs are known when it is reached. The
    /// whole trie's sets are written to pages of their own (``ScratchPages``) and the first ones
    /// copied out: the same array from the heap, freed, stayed resident (`info` 40.2 MB against
    /// 39.4).
    init(of nodes: TrieNodes) {
        let count = nodes.count
        let letters = (0..<count).map { UInt8(truncatingIfNeeded: EditCostTable.index(of: nodes.scalar(of: $0))) }
        self.letters = letters
        guard let sets = ScratchPages<UInt32>(count: count) else {
            below = []
            return
        }
        // The set bit of each alphabet index, read from a table rather than computed a child at a time.
        let bits = (0..<EditCostTable.alphabetSize).map { EditCostTable.letterBit($0) }
        letters.withUnsafeBufferPointer { letters in
            bits.withUnsafeBufferPointer { bits in
                let below = sets.base
                var node = count - 1
                while node >= 0 {
                    var set: UInt32 = 0
                    for child in nodes.children(of: node) { set |= below[child] | bits[Int(letters[child])] }
                    below[node] = set
                    node -= 1
                }
            }
        }
        below = Array(UnsafeBufferPointer(start: sets.base, count: min(Lexicon.nodesWithLettersBelow, count)))
    }
}
