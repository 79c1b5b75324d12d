import KeyboardData

/// Words near a typed word: a walk of the trie with a bounded weighted edit distance (the AOSP
/// keyboard's approach), keeping the words with the best `−cost + log P(word)` — the noisy
/// channel with the unigram prior. A branch is abandoned when every alignment of its prefix costs
/// more than `maxCost`, or when even its most frequent word (`TMAX`) could not enter the best
/// `limit` found so far. In a lexicon bigger than the ``Lexicon/correctionVocabulary`` the walk
/// reads the trie of just those words (`CNOD`), or, in a file without one, skips branches holding
/// none of them. The DP rows are written in place into one growing buffer, none allocated per
/// node; with a ``NearWordCache`` the buffer is kept, and the next keystroke's walk extends its rows.
extension Lexicon {
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int) -> [NearWord] {
        var record = WalkRecord()
        return nearWords(costs, maxCost: maxCost, limit: limit, old: WalkRecord(), shared: -1, into: &record).result
    }

    /// ``nearWords(_:maxCost:limit:)``, reusing what the previous walk recorded in `cache` (the
    /// rows of the columns its typed word shares with this one) and recording this walk there.
    /// Same results as the uncached walk; a key added costs one column per node instead of a row.
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?) -> [NearWord] {
        guard let cache else { return nearWords(costs, maxCost: maxCost, limit: limit) }
        return cache.state.withLock { state in
            let shared = state.current.sharedColumns(with: costs, lexicon: path)
            if shared == costs.typed.count, shared == state.current.typed.count,
               state.current.maxCost == maxCost, state.current.limit == limit {
                state.reused = state.current.nodes.count
                return state.current.result
            }
            // This walk is written into the spare record's buffers and becomes the current one.
            let walked = nearWords(costs, maxCost: maxCost, limit: limit, old: state.current, shared: shared, into: &state.spare)
            swap(&state.current, &state.spare)
            state.reused = walked.reused
            return walked.result
        }
    }

    private func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int, old: WalkRecord, shared: Int,
                           into record: inout WalkRecord) -> (result: [NearWord], reused: Int) {
        // The floor only exists for lexicons bigger than the correction vocabulary; the walk is
        // specialised so the bundled lexicon's pays nothing for it.
        correctionFloor > -.infinity
            ? nearWords(costs, maxCost: maxCost, limit: limit, floor: FrequencyFloor(logProbability: correctionFloor),
                        old: old, shared: shared, into: &record)
            : nearWords(costs, maxCost: maxCost, limit: limit, floor: NoFloor(), old: old, shared: shared, into: &record)
    }

    /// The walk, recorded into `record`. `old` is the previous walk's record, whose rows' columns
    /// `0…shared` hold for `costs` (−1: none).
    private func nearWords<Floor: WalkFloor>(_ costs: EditCostTable, maxCost: Float, limit: Int, floor: Floor,
                                             old: WalkRecord, shared: Int, into record: inout WalkRecord) -> (result: [NearWord], reused: Int) {
        let n = costs.typed.count
        record.begin(costs, lexicon: path, maxCost: maxCost, limit: limit)
        guard limit > 0, n > 0, n <= EditCostTable.maximumTypedLength else { return ([], 0) }
        var letterBuffer = [Int](repeating: -1, count: n + 6)
        let (best, reused) = costs.withRows { dp in
            letterBuffer.withUnsafeMutableBufferPointer { letters in
                old.nodes.withUnsafeBufferPointer { oldNodes in
                    old.depths.withUnsafeBufferPointer { oldDepths in
                        record.rows.reserve(dp.width)
                        dp.start(record.rows.base)
                        record.rows.count = dp.width
                        var walker = TrieWalk(lexicon: self, trie: correctionTrie, bestBelow: correctionBest, dp: dp, floor: floor, maxCost: maxCost, maxDepth: n + 4,
                                              letters: letters, best: BestWords(limit: limit),
                                              oldNodes: shared >= 0 ? oldNodes : UnsafeBufferPointer(start: nil, count: 0),
                                              oldDepths: oldDepths, oldRows: UnsafePointer(old.rows.base), oldWidth: old.width,
                                              copied: shared + 1, rows: record.rows, nodes: record.nodes, depths: record.depths)
                        record.nodes = []   // the walker's arrays are then unique: appends copy nothing
                        record.depths = []
                        walker.walk(trieRoot, depth: 0, row: 0, parentRow: 0)
                        record.nodes = walker.nodes
                        record.depths = walker.depths
                        return (walker.best, walker.reused)
                    }
                }
            }
        }
        let result = best.sorted().map { NearWord(entry: entry(WordID(rawValue: UInt32($0.index))), cost: $0.cost) }
        record.result = result
        record.isComplete = true
        return (result, reused)
    }
}

/// One correction walk's state. A walk and the one before it visit nodes in the same order
/// (children by scalar, depth first), so the old record is read with one cursor: a node the old
/// walk filled has its shared columns copied and the rest computed; one it did not is filled
/// whole; old entries this walk passes by are skipped with their descendants. Rows are written
/// in place into the record's storage.
private struct TrieWalk<Floor: WalkFloor> {
    let lexicon: Lexicon
    /// The correction trie (`CNOD`, else `TNOD`) and the best log-probability below each node.
    let trie: TrieNodes
    let bestBelow: ResourceArray<Float32>
    let dp: EditDistanceRows
    let floor: Floor
    let maxCost: Float
    let maxDepth: Int
    let letters: UnsafeMutableBufferPointer<Int>
    var best: BestWords
    let oldNodes: UnsafeBufferPointer<Int32>
    let oldDepths: UnsafeBufferPointer<UInt8>
    let oldRows: UnsafePointer<Float>
    let oldWidth: Int
    /// Columns `0..<copied` of an old row hold for this walk.
    let copied: Int
    let rows: RowStorage
    var nodes: [Int32]
    var depths: [UInt8]
    var cursor = 0
    var reused = 0

    /// Moves the cursor past old entries deeper than `depth` (the descendants of the node just left).
    @inline(__always)
    mutating func skip(below depth: Int) {
        while cursor < oldNodes.count, Int(oldDepths[cursor]) > depth { cursor += 1 }
    }

    /// Walks the children of `node` (at `depth`, its row at `row`, its parent's at `parentRow`).
    mutating func walk(_ node: Int, depth: Int, row: Int, parentRow: Int) {
        guard depth < maxDepth else { return }
        let n = dp.typed.count, width = dp.width
        for child in trie.children(of: node) {
            let seen = cursor < oldNodes.count && oldNodes[cursor] == Int32(truncatingIfNeeded: child)
            if seen { cursor += 1 }
            // A branch of rare words only: not worth its row.
            if Floor.filters, !floor.admits(bestBelow[child]) {
                if seen { skip(below: depth + 1) }
                continue
            }
            let letter = EditCostTable.index(of: trie.scalar(of: child))
            // The child's row, recorded even when abandoned: the next keystroke's walk meets it again.
            rows.reserve(width)
            let base = rows.base, current = rows.count
            rows.count += width
            nodes.append(Int32(truncatingIfNeeded: child))
            depths.append(UInt8(truncatingIfNeeded: depth + 1))
            let rowMinimum: Float
            if seen {
                (base + current).update(from: oldRows + cursor * oldWidth, count: copied)   // old row `cursor - 1`, after row 0
                rowMinimum = dp.fill(base, previous: row, current: current, before: parentRow, depth: depth, letter: letter,
                                     letters: letters, from: copied)
                reused += 1
            } else {
                rowMinimum = dp.fill(base, previous: row, current: current, before: parentRow, depth: depth, letter: letter,
                                     letters: letters, from: 0)
            }
            guard rowMinimum <= maxCost, bestBelow[child] - rowMinimum > best.threshold else {
                if seen { skip(below: depth + 1) }
                continue
            }
            let cost = base[current + n]
            if cost <= maxCost, let word = trie.wordIndex(of: child) {
                let p = lexicon.logProbabilities[word]
                if !Floor.filters || floor.admits(p) { best.insert(index: word, cost: cost, score: p - cost) }
            }
            walk(child, depth: depth + 1, row: current, parentRow: row)
            if seen { skip(below: depth + 1) }
        }
    }
}

/// Which words a correction walk may reach, by unigram log-probability.
private protocol WalkFloor {
    /// Whether the floor filters anything (a constant, so a specialised walk without one drops
    /// the checks).
    static var filters: Bool { get }
    func admits(_ logProbability: Float) -> Bool
}

/// Every word.
private struct NoFloor: WalkFloor {
    static var filters: Bool { false }
    @inline(__always) func admits(_: Float) -> Bool { true }
}

/// The words at least as likely as the ``Lexicon/correctionVocabulary``-th.
private struct FrequencyFloor: WalkFloor {
    let logProbability: Float
    static var filters: Bool { true }
    @inline(__always) func admits(_ value: Float) -> Bool { value >= logProbability }
}

/// The `limit` best-scored words of a walk, and the score a newcomer must beat.
struct BestWords {
    let limit: Int
    private var items: [(index: Int, cost: Float, score: Float)] = []
    /// −∞ until `limit` words are held, then the lowest score held.
    private(set) var threshold: Float = -.infinity

    init(limit: Int) {
        self.limit = limit
        items.reserveCapacity(limit + 1)
    }

    mutating func insert(index: Int, cost: Float, score: Float) {
        guard score > threshold || items.count < limit else { return }
        var position = items.count
        while position > 0, items[position - 1].score < score { position -= 1 }
        items.insert((index, cost, score), at: position)
        if items.count > limit { items.removeLast() }
        if items.count == limit { threshold = items[limit - 1].score }
    }

    /// Best score first.
    func sorted() -> [(index: Int, cost: Float, score: Float)] { items }
}
