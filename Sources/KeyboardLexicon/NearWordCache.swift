import KeyboardData
import Synchronization

/// What one near-word walk leaves for the next walk of the same word: every trie node it entered
/// (those within reach), with the dynamic programme's row of each, and for each the children it
/// left out. A row's column `j` depends only on the first `j` typed letters, so when the next
/// keystroke's table shares its first `k` letters (and their costs) with this one, the next walk
/// keeps columns `0…k` of every node in place, computes the rest, and enters only the nodes that
/// have newly come within reach: one column per node for a key added, none for a backspace. The
/// results are exactly the uncached walk's (``Lexicon/nearWords(_:maxCost:limit:cache:)``).
///
/// One per typing session: consecutive walks of one composing word share it. It holds the
/// composing word's letters (as alphabet indices) until the next walk or ``clear()``; its buffers
/// (about a megabyte for the bundled lexicon) are kept for the next word.
/// Thread-safe (a mutex); concurrent walks on one cache take turns.
public final class NearWordCache: Sendable {
    let state = Mutex(State())

    /// An empty cache: the first walk recorded in it starts afresh.
    public init() {}

    /// Forgets the last walk and the word it was for. The buffers are kept for the next word up to
    /// `keptBytes` (an unusually long word's are let go); 0 lets them all go.
    public func clear(keepingBuffersUpTo keptBytes: Int = NearWordCache.keptBufferBytes) {
        state.withLock { state in
            state.record.reset(keepingUpTo: keptBytes)
            state.reused = 0
        }
    }

    /// What ``clear(keepingBuffersUpTo:)`` keeps by default: a walk of the bundled lexicon enters
    /// about 2,000 nodes (the widened walk, up to about 10,000), each a row of the typed letters + 5
    /// floats and 24 bytes more, which fit 1 MiB per buffer for words up to about 15 letters (the
    /// buffers double as they grow).
    public static let keptBufferBytes = 1024 * 1024

    /// Whether the walks are of a word typed key by key, more keys likely to follow: a word's first
    /// walk then lists its live entries (``WalkEntry/frozen``), so that the next key's walk visits
    /// those only instead of every entry (7% fewer instructions for norvig1's typed words). False,
    /// the default, for a word given whole (a cursor moved into it), whose first walk may well be
    /// its only one: the list's upkeep lengthens that walk by about 7% (docs/BENCHMARK.md, "A
    /// word's first walk lists its live nodes"). Kept by ``clear(keepingBuffersUpTo:)``; results
    /// are the same either way.
    public var keysFollow: Bool {
        get { state.withLock { $0.record.keysFollow } }
        set { state.withLock { $0.record.keysFollow = newValue } }
    }

    /// The number of trie nodes the last walk holds rows for (for tests and measurement).
    public var lastFilledNodes: Int { state.withLock { max(0, $0.record.entries.count - 1) } }
    /// How many of those nodes are out of reach, every cell of their rows beyond the last walk's
    /// bound and no transposition bringing their children within it (for tests: a node is
    /// entered only within reach, but for a node's children past its 32nd).
    public var lastNodesOutOfReach: Int {
        state.withLock { state in
            let record = state.record
            return (0..<record.entries.count).count { record.entries.base[$0].minimum > record.maxCost }
        }
    }
    /// The bytes the walk's buffers hold (for tests and measurement).
    public var bufferBytes: Int { state.withLock { $0.record.rows.bytes + $0.record.entries.bytes } }
    /// How many of them kept their shared columns from the walk before it.
    public var lastReusedNodes: Int { state.withLock { $0.reused } }
    /// How many entries (the root included) the last walk visited: all it holds, except when a
    /// key was added after a walk that listed its live entries, which passes by the nodes frozen
    /// out of reach.
    public var lastVisitedNodes: Int { state.withLock { $0.record.visited } }

    struct State: ~Copyable {
        var record = WalkRecord()
        var reused = 0
    }
}

/// One trie node a walk has reached.
struct WalkEntry {
    /// The node in the walk's trie.
    var node: Int32
    /// The entry of its parent (−1 for the root); always an earlier entry.
    var parent: Int32
    /// The word ending at the node (−1 for none).
    var word: Int32
    /// A lower bound on every cell of the node's row and of its descendants' rows: its row's
    /// least cell, or less where a transposition brings its children a cell of its parent's row
    /// and the swap's cost (``EditDistanceRows/transpositionFloor(letter:parentRow:)``).
    var minimum: Float
    /// A lower bound on the cost of every word at or below the node, at least ``minimum``: the
    /// typed letters no descendant can pair free add what they cost at the least
    /// (``EditDistanceRows/reach(_:minimum:floor:below:)``). The walk enters and expands the node
    /// by it. A walk that adds a key keeps it, lowered to the new cells and transposition
    /// (a key added only raises the bound of the cells before it).
    var reach: Float
    /// The node's letter as an alphabet index, and its depth (1 for the root's children).
    var letter: UInt8
    var depth: UInt8
    /// Whether the node's children have been entered: false too while some are left out
    /// (``skipped``).
    var expanded: Bool
    /// Whether the entry is frozen: its last two columns, and every ancestor's, are out of
    /// reach, and it has nothing left to enter. Keys added can then never bring it back within
    /// reach (each new cell comes from those cells and its ancestors'), so walks that add a key
    /// pass it by; its columns after the walk that froze it read +∞.
    var frozen: Bool = false
    /// The children left out when the entry was expanded, by position among the node's children
    /// (bit `i`: the `i`-th; only the first 32 can be): every cell of their rows was out of reach
    /// then. While any is left out, ``expanded`` stays false, so each walk that visits the entry
    /// tests them again against its row and enters those that have come within reach.
    var skipped: UInt32 = 0
}

/// A walk: the table it walked, and each node it reached with its row. Entry 0 is the root.
struct WalkRecord {
    var lexicon = ""
    /// The root's branch the walk passed by, by alphabet index (−1: none).
    var skippedLetter = -1
    /// ``NearWordCache/keysFollow`` (not a walk's: ``reset(keepingUpTo:)`` keeps it).
    var keysFollow = false
    /// The table the walk was for; nil before the first walk and after a reset.
    var costs: EditCostTable?
    var maxCost: Float = 0
    var limit = 0
    /// The rows are exact for every cell at or below this cost: a walk may write +∞ for a cell
    /// above its bound that cannot matter to it, so a walk with a bigger bound starts afresh.
    var exactBelow: Float = .infinity
    /// The least log-probability of the words the walk reached (−∞: every word): the entries are
    /// those of the branches holding a word at least this likely, so only a walk with the same
    /// floor or a higher one carries them over.
    var floor: Float = -.infinity
    var entries = GrowableBuffer<WalkEntry>()
    /// Entry `i`'s row at `i * stride`, columns `0…typed.count`.
    var rows = GrowableBuffer<Float>(capacity: 16 * 1024)
    /// The entries not frozen, in order: what the next walk that adds a key visits (with the
    /// entries it adds).
    var live = GrowableBuffer<Int32>()
    /// Whether `live` lists the last walk's live entries (a first walk leaves it empty).
    var liveListed = false
    /// Whether a branch was passed by in place (``passBy(letter:)``): its entries stay in the
    /// record, so only walks that add keys continue it.
    var passedByBranch = false
    var stride = 0
    /// The entries the last walk visited.
    var visited = 0
    /// The words the walk found, best first.
    var result: [NearWord] = []
    /// ``NearWordSearch/closestPrefixCost`` of the walk.
    var closestPrefixCost = Float.infinity
    /// Whether `result` and the rows are a finished walk's.
    var isComplete = false

    /// Columns `0…k` of this walk's rows hold for `costs` on `lexicon` under `maxCost`, among the
    /// words at least `floor` likely: returns `k`, or −1 when nothing carries over (another
    /// lexicon, other letter-independent costs, a bound above ``exactBelow``, a floor below
    /// ``floor``, no walk yet).
    func sharedColumns(with costs: EditCostTable, lexicon other: String, maxCost bound: Float, floor: Float) -> Int {
        guard isComplete, lexicon == other, bound <= exactBelow, floor >= self.floor, let old = self.costs,
              old.doubledDeletion == costs.doubledDeletion, old.firstLetterExtraCost == costs.firstLetterExtraCost,
              Self.sameBits(old.deletion, costs.deletion), Self.sameBits(old.transpositions, costs.transpositions) else { return -1 }
        let a = EditCostTable.alphabetSize
        let (oldTyped, typed) = (old.typed, costs.typed)
        let (oldInsertion, insertion) = (old.insertion, costs.insertion)
        return old.substitution.withUnsafeBufferPointer { oldSubstitution in
            costs.substitution.withUnsafeBufferPointer { substitution in
                var k = 0
                while k < oldTyped.count, k < typed.count, oldTyped[k] == typed[k], oldInsertion[k] == insertion[k],
                      Self.sameBits(UnsafeBufferPointer(rebasing: oldSubstitution[(k * a)..<((k + 1) * a)]),
                                    UnsafeBufferPointer(rebasing: substitution[(k * a)..<((k + 1) * a)])) {
                    k += 1
                }
                return k
            }
        }
    }

    /// Whether two tables' costs hold the same bits: every walk compares its table with the one
    /// recorded, and `==` compared them a float at a time; this is one pass the compiler
    /// vectorises. (Stricter than `==` only for `-0` against `0`, which then walks afresh.)
    private static func sameBits(_ a: [Float], _ b: [Float]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in sameBits(a, b) } }
    }

    @inline(__always)
    private static func sameBits(_ a: UnsafeBufferPointer<Float>, _ b: UnsafeBufferPointer<Float>) -> Bool {
        guard a.count == b.count else { return false }
        if a.baseAddress == b.baseAddress { return true }
        var difference: UInt32 = 0
        for i in 0..<a.count { difference |= a[i].bitPattern ^ b[i].bitPattern }
        return difference == 0
    }

    /// Whether the last walk, finished, was on `lexicon` for fewer letters that begin those of
    /// `costs`: keys have been added to the word it walked (its rows may still not carry over,
    /// when the new walk's bound is bigger).
    func walkedBeginning(of costs: EditCostTable, lexicon other: String) -> Bool {
        guard isComplete, lexicon == other, let old = self.costs else { return false }
        return old.typed.count < costs.typed.count && costs.typed.starts(with: old.typed)
    }

    /// The number of letters typed for the walk (0 before any).
    var typedCount: Int { costs?.typed.count ?? 0 }

    /// Records the table of the walk about to run (the entries and rows are the walk's to keep or
    /// drop).
    mutating func begin(_ costs: EditCostTable, lexicon: String, maxCost: Float, limit: Int, floor: Float) {
        self.lexicon = lexicon
        self.costs = costs
        self.maxCost = maxCost
        self.limit = limit
        self.floor = floor
        result = []
        closestPrefixCost = .infinity
        isComplete = false
    }

    /// Passes by the root's branch of alphabet index `letter` in a finished walk of every letter,
    /// as a walk that skipped it from the start would have: the branch's entries are frozen and
    /// left off the live list, so that the next walk, which adds a key and visits the live
    /// entries only, neither offers their words nor enters below them. Only where that next walk
    /// does read the list: it was kept (`liveListed`) and the root's last two cells are beyond the
    /// bound (a key added keeps them so, and a walk whose root is within reach visits every entry).
    /// Returns whether it passed the branch by; false leaves the record as it was.
    mutating func passBy(letter: Int) -> Bool {
        let n = typedCount
        guard isComplete, liveListed, letter >= 0, n >= 1, entries.count > 1,
              rows.base[n] > maxCost, rows.base[n - 1] > maxCost else { return false }
        // Entries come after their parents: one pass marks the branch.
        var inBranch = [Bool](filledWith: false, count: entries.count)
        for e in 1..<entries.count {
            let entry = entries.base[e]
            inBranch[e] = entry.depth == 1 ? Int(entry.letter) == letter : inBranch[Int(entry.parent)]
            if inBranch[e] { entries.base[e].frozen = true }
        }
        var kept = 0
        for position in 0..<live.count where !inBranch[Int(live.base[position])] {
            live.base[kept] = live.base[position]
            kept += 1
        }
        live.count = kept
        passedByBranch = true
        return true
    }

    /// Moves the rows apart to `newStride` floats each, so that longer rows fit in place; the new
    /// columns read +∞ (a frozen entry is not visited again while keys are added). In the same
    /// buffer, grown by doubling when the rows do not fit: a buffer of just the rows, as this
    /// once made, was outgrown by the next node entered, and each was fresh pages to fault in.
    mutating func widen(to newStride: Int) {
        let count = entries.count
        rows.reserve(count * newStride - rows.count)
        let base = rows.base
        // From the last row down: each moves to a higher address, onto rows already moved or its own.
        var e = count - 1
        while e >= 0 {
            let source = base + e * stride, target = base + e * newStride
            var j = stride - 1
            while j >= 0 {
                target[j] = source[j]
                j -= 1
            }
            for j in stride..<newStride { target[j] = .infinity }
            e -= 1
        }
        rows.count = count * newStride
        stride = newStride
    }

    /// Forgets the walk, keeping the buffers (rows up to `keptBytes`).
    mutating func reset(keepingUpTo keptBytes: Int = .max) {
        lexicon = ""
        costs = nil
        entries.count = 0
        rows.count = 0
        live.count = 0
        liveListed = false
        passedByBranch = false
        if rows.bytes > keptBytes || entries.bytes > keptBytes {
            rows = GrowableBuffer(capacity: 16 * 1024)
            entries = GrowableBuffer()
            live = GrowableBuffer()
        }
        result = []
        closestPrefixCost = .infinity
        isComplete = false
    }
}

/// A growable buffer of plain values that a walk writes into in place (no copy per node); it
/// keeps its capacity from walk to walk.
final class GrowableBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    /// Elements in use.
    var count = 0

    init(capacity: Int = 1024) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more elements; the base address may change.
    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The bytes allocated.
    var bytes: Int { capacity * MemoryLayout<Element>.stride }
}
