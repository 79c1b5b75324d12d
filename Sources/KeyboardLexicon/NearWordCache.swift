import Synchronization

/// What one near-word walk leaves for the next walk of the same word: the dynamic programme's rows
/// of every trie node it filled. A row's column `j` depends only on the first `j` typed letters,
/// so when the next keystroke's table shares its first `k` letters (and their costs) with this
/// one, the next walk copies columns `0…k` of each node it meets again and computes only the rest:
/// one column per node for a key added, none for a backspace. The results are exactly the
/// uncached walk's (``Lexicon/nearWords(_:maxCost:limit:cache:)``).
///
/// One per typing session: consecutive walks of one composing word share it. It holds the
/// composing word's letters (as alphabet indices) until the next walk or ``clear()``; its buffers
/// (about half a megabyte for the bundled lexicon) are kept for the next word.
/// Thread-safe (a mutex); concurrent walks on one cache take turns.
public final class NearWordCache: Sendable {
    let state = Mutex(State())

    public init() {}

    /// Forgets the last walk and the word it was for. The buffers are kept for the next word up to
    /// `keptBytes` each (an unusually long word's are let go); 0 lets them all go.
    public func clear(keepingBuffersUpTo keptBytes: Int = NearWordCache.keptBufferBytes) {
        state.withLock { state in
            state.current.reset(keepingUpTo: keptBytes)
            state.spare.reset(keepingUpTo: keptBytes)
            state.reused = 0
        }
    }

    /// What ``clear(keepingBuffersUpTo:)`` keeps by default: a walk of the bundled lexicon fills
    /// about 11,000 nodes of `typed + 1` floats, which fit 1 MiB (the buffer doubles as it grows)
    /// for words up to about 20 letters.
    public static let keptBufferBytes = 1024 * 1024

    /// The number of trie nodes the last walk filled (for tests and measurement).
    public var lastFilledNodes: Int { state.withLock { $0.current.nodes.count } }
    /// The bytes the two walks' row buffers hold (for tests and measurement).
    public var bufferBytes: Int {
        state.withLock { ($0.current.rows.capacity + $0.spare.rows.capacity) * MemoryLayout<Float>.stride }
    }
    /// How many of them had their shared columns copied from the walk before it.
    public var lastReusedNodes: Int { state.withLock { $0.reused } }

    struct State: ~Copyable {
        var current = WalkRecord()
        /// The buffers the next walk writes into (the last but one walk's).
        var spare = WalkRecord()
        var reused = 0
    }
}

/// One walk: the table it walked and each filled node's row, in the walk's (pre-)order.
struct WalkRecord {
    var lexicon = ""
    var typed: [Int] = []
    var substitution: [Float] = []
    var insertion: [Float] = []
    var deletion: [Float] = []
    var doubledDeletion: Float = 0
    var transpositions: [Float] = []
    var firstLetterExtraCost: Float = 0
    var maxCost: Float = 0
    var limit = 0
    /// Filled nodes in walk order and their depths (1 for the root's children).
    var nodes: [Int32] = []
    var depths: [UInt8] = []
    /// Row 0 (the root's), then each filled node's row: `typed.count + 1` columns each.
    var rows = RowStorage()
    var result: [NearWord] = []
    /// Whether `result` and the rows are a finished walk's.
    var isComplete = false

    var width: Int { typed.count + 1 }

    /// Columns `0…k` of this walk's rows hold for `costs` on `lexicon`: returns `k`, or −1 when
    /// nothing carries over (another lexicon, other letter-independent costs, no walk yet).
    func sharedColumns(with costs: EditCostTable, lexicon other: String) -> Int {
        guard isComplete, lexicon == other, deletion == costs.deletion, doubledDeletion == costs.doubledDeletion,
              transpositions == costs.transpositions, firstLetterExtraCost == costs.firstLetterExtraCost else { return -1 }
        let a = EditCostTable.alphabetSize
        var k = 0
        while k < typed.count, k < costs.typed.count, typed[k] == costs.typed[k], insertion[k] == costs.insertion[k],
              substitution[(k * a)..<((k + 1) * a)] == costs.substitution[(k * a)..<((k + 1) * a)] {
            k += 1
        }
        return k
    }

    /// Empties the record for a walk of `costs`, keeping its buffers.
    mutating func begin(_ costs: EditCostTable, lexicon: String, maxCost: Float, limit: Int) {
        reset()
        self.lexicon = lexicon
        typed = costs.typed
        substitution = costs.substitution
        insertion = costs.insertion
        deletion = costs.deletion
        doubledDeletion = costs.doubledDeletion
        transpositions = costs.transpositions
        firstLetterExtraCost = costs.firstLetterExtraCost
        self.maxCost = maxCost
        self.limit = limit
    }

    /// Forgets the walk, keeping the buffers (rows up to `keptBytes`).
    mutating func reset(keepingUpTo keptBytes: Int = .max) {
        lexicon = ""
        typed = []
        substitution = []
        insertion = []
        nodes.removeAll(keepingCapacity: true)
        depths.removeAll(keepingCapacity: true)
        rows.count = 0
        if rows.capacity * MemoryLayout<Float>.stride > keptBytes {
            rows = RowStorage()
            nodes = []
            depths = []
        }
        result = []
        isComplete = false
    }
}

/// A growable buffer of floats that a walk writes rows into in place (no copy per node); it keeps
/// its capacity from walk to walk.
final class RowStorage {
    private(set) var base: UnsafeMutablePointer<Float>
    private(set) var capacity: Int
    /// Floats in use.
    var count = 0

    init(capacity: Int = 4096) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more floats; the base address may change.
    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Float>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
