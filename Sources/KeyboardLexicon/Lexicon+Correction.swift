import KeyboardData

/// Words near a typed word: a walk of the trie with a bounded weighted edit distance (the AOSP
/// keyboard's approach), keeping the words with the best `−cost + log P(word)` — the noisy
/// channel with the unigram prior. A node is entered when some alignment of its parent's prefix
/// costs at most `maxCost`; a word is kept when it is within `maxCost` and among the best `limit`.
/// In a lexicon bigger than the ``Lexicon/correctionVocabulary`` the walk reads the trie of just
/// those words (`CNOD`), or, in a file without one, skips branches holding none of them.
///
/// The walk keeps every node it entered with its row in a ``NearWordCache``, in place: the next
/// keystroke's walk computes the columns of the letters that changed for those nodes, enters the
/// nodes that have come within reach, and rereads the words; nothing is allocated per node.
extension Lexicon {
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int) -> [NearWord] {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: nil).words
    }

    /// ``nearWords(_:maxCost:limit:)``, continuing the walk recorded in `cache` (keeping the columns
    /// its typed word shares with this one) and recording this walk there.
    /// Same results as the uncached walk; a key added costs one column per node instead of a row.
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?) -> [NearWord] {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: cache).words
    }

    /// ``nearWords(_:maxCost:limit:cache:)`` among the words at least `minimumLogProbability`
    /// likely: the walk passes by every branch holding none, so a low floor saves most of a wide
    /// walk's nodes (the same words as the unfloored walk's best of those that clear it).
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?,
                          minimumLogProbability: Float) -> [NearWord] {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: cache, minimumLogProbability: minimumLogProbability).words
    }

    /// ``nearWords(_:maxCost:limit:cache:minimumLogProbability:)``, and the cost of the typed
    /// letters against the closest beginning of a word the walk reached (read from the rows it
    /// computes anyway).
    public func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?) -> NearWordSearch {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: cache, minimumLogProbability: -.infinity)
    }

    /// ``nearWordSearch(_:maxCost:limit:cache:)`` without the words beginning with the typed first
    /// letter: the walk passes by the root's branch of that letter (by alphabet index), which a
    /// walk with ``EditCostTable/keepingFirstLetter(penalty:)``'s table reaches with the same costs
    /// (a word beginning with the typed letter costs the same by both tables unless its cheapest
    /// alignment does not pair the first letters).
    public func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?,
                               skippingTypedFirstLetter: Bool) -> NearWordSearch {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: cache, minimumLogProbability: -.infinity,
                       skippedLetter: skippingTypedFirstLetter ? costs.typed.first ?? -1 : -1)
    }

    /// ``nearWordSearch(_:maxCost:limit:cache:)`` among the words at least `minimumLogProbability`
    /// likely (and, in a lexicon bigger than the ``correctionVocabulary``, among those words).
    /// A cache walked with a higher floor than this walk's is walked afresh.
    public func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?,
                               minimumLogProbability: Float) -> NearWordSearch {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: cache, minimumLogProbability: minimumLogProbability, skippedLetter: -1)
    }

    /// The walk among the words at least `minimumLogProbability` likely, passing by the root's
    /// children of alphabet index `skippedLetter` (−1: none). A cache walked with another skipped
    /// letter is walked afresh.
    private func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?,
                                minimumLogProbability: Float, skippedLetter: Int) -> NearWordSearch {
        let floor = max(correctionFloor, minimumLogProbability)
        guard let cache else {
            var record = WalkRecord()
            record.skippedLetter = skippedLetter
            let walked = nearWords(costs, maxCost: maxCost, limit: limit, floor: floor, shared: -1, record: &record)
            return NearWordSearch(words: walked.result, closestPrefixCost: record.closestPrefixCost)
        }
        return cache.state.withLock { state in
            var shared = state.record.sharedColumns(with: costs, lexicon: path, maxCost: maxCost, floor: floor)
            if state.record.skippedLetter != skippedLetter {
                shared = -1
                state.record.skippedLetter = skippedLetter
            }
            if shared == costs.typed.count, shared == state.record.typedCount,
               state.record.maxCost == maxCost, state.record.limit == limit, state.record.floor == floor {
                state.reused = state.record.entries.count - 1
                state.record.visited = 0
                return NearWordSearch(words: state.record.result, closestPrefixCost: state.record.closestPrefixCost)
            }
            let walked = nearWords(costs, maxCost: maxCost, limit: limit, floor: floor, shared: shared, record: &state.record)
            state.reused = max(0, walked.kept - 1)   // the root is not a node filled
            return NearWordSearch(words: walked.result, closestPrefixCost: state.record.closestPrefixCost)
        }
    }

    /// Room left in each row for letters typed after a fresh walk, before the rows are moved apart.
    static let rowSlack = 4

    /// The walk among the words at least `floor` likely, continuing `record`, whose rows' columns
    /// `0…shared` hold for `costs` (−1: none).
    private func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int, floor: Float, shared: Int,
                           record: inout WalkRecord) -> (result: [NearWord], kept: Int) {
        let n = costs.typed.count
        guard limit > 0, n > 0, n <= EditCostTable.maximumTypedLength else {
            record.reset()
            return ([], 0)
        }
        // A floor is asked for by the far walks, or set by a lexicon bigger than the correction
        // vocabulary; the walk is specialised so that a walk without one pays nothing for it.
        return floor > -.infinity
            ? nearWords(costs, maxCost: maxCost, limit: limit, floor: FrequencyFloor(logProbability: floor), shared: shared, record: &record)
            : nearWords(costs, maxCost: maxCost, limit: limit, floor: NoFloor(), shared: shared, record: &record)
    }

    private func nearWords<Floor: WalkFloor>(_ costs: EditCostTable, maxCost: Float, limit: Int, floor: Floor, shared: Int,
                                             record: inout WalkRecord) -> (result: [NearWord], kept: Int) {
        let n = costs.typed.count, width = n + 1
        let previousWidth = record.typedCount + 1
        var shared = shared
        if record.entries.count == 0 { shared = -1 }
        if shared >= 0, width > record.stride { record.widen(to: width + Self.rowSlack) }
        let kept = shared >= 0 ? record.entries.count : 0
        // A word typed key by key: the walk lists its live entries (``WalkEntry/frozen``) for the
        // next key's, from the word's first walk when the cache says keys follow
        // (``NearWordCache/keysFollow``). Not otherwise a word's first walk (given whole, as a
        // cursor moved into it): the list's upkeep would lengthen a walk that may well be the only one.
        let tracksLive = kept > 0 || record.keysFollow || record.walkedBeginning(of: costs, lexicon: path)
        record.begin(costs, lexicon: path, maxCost: maxCost, limit: limit, floor: floor.logProbability)
        record.exactBelow = shared < 0 ? maxCost : min(record.exactBelow, maxCost)
        let best = costs.withRows { dp in
            if shared < 0 {
                // A fresh walk: just the root, its row the typed letters all inserted.
                record.stride = width + Self.rowSlack
                record.entries.count = 0
                record.rows.count = 0
                record.rows.reserve(record.stride)
                record.rows.count = record.stride
                dp.start(record.rows.base)
                record.entries.reserve(1)
                record.entries.base[0] = WalkEntry(node: Int32(truncatingIfNeeded: trieRoot), parent: -1, word: -1, minimum: 0,
                                                   letter: 0, depth: 0, expanded: false)
                record.entries.count = 1
            } else if shared < n {
                dp.start(record.rows.base)
            }
            // The columns an entry kept: the whole previous row when a key was added (its minimum
            // is the entry's), fewer after a backspace or a changed letter (scanned again).
            let keptColumns = shared + 1
            let extending = keptColumns == previousWidth
            var walk = EntryWalk(logProbabilities: logProbabilities, trie: correctionTrie, letters: correctionLetters, bestBelow: correctionBest,
                                 dp: dp, floor: floor, maxCost: maxCost, maxDepth: n + 4, stride: record.stride, entries: record.entries, rows: record.rows,
                                 live: record.live, readsLive: kept > 0 && record.liveListed, tracksLive: tracksLive,
                                 skippedLetter: record.skippedLetter, best: BestWords(limit: limit))
            (record.visited, record.liveListed) = walk.run(kept: kept, keptColumns: keptColumns, extending: extending)
            record.closestPrefixCost = walk.closestPrefix <= maxCost ? walk.closestPrefix : .infinity
            return walk.best
        }
        let result = best.sorted().map { NearWord(entry: entry(WordID(rawValue: UInt32($0.index))), cost: $0.cost) }
        record.result = result
        record.isComplete = true
        return (result, kept)
    }
}

/// One walk over a ``WalkRecord``'s entries, in order (a parent's before its children's): each
/// kept entry gets the columns of the letters that changed, each entry within reach whose
/// children were never entered has them entered with whole rows (appended, so the same pass
/// reaches them), and each word within the bound is offered to ``best``.
private struct EntryWalk<Floor: WalkFloor> {
    /// The lexicon's unigram log-probabilities (only these: the walk is copied where Swift needs a
    /// copy, and a whole `Lexicon` in it made each copy hundreds of bytes and a dozen retains).
    let logProbabilities: ResourceArray<Float32>
    /// The correction trie (`CNOD`, else `TNOD`) and the best log-probability below each node.
    let trie: TrieNodes
    /// The nodes' letters as alphabet indices (``Lexicon/correctionLetters``).
    let letters: [UInt8]
    let bestBelow: ResourceArray<Float32>
    let dp: EditDistanceRows
    let floor: Floor
    let maxCost: Float
    let maxDepth: Int
    let stride: Int
    let entries: GrowableBuffer<WalkEntry>
    let rows: GrowableBuffer<Float>
    /// The entries left live by the walk before (read when a key was added), rewritten in place
    /// with those this walk leaves live.
    let live: GrowableBuffer<Int32>
    /// Whether `live` lists the walk before's live entries, and whether this walk may list its
    /// own (a word typed key by key, past its first walk).
    let readsLive: Bool, tracksLive: Bool
    /// The root's children of this alphabet index are passed by (−1: none).
    let skippedLetter: Int
    var best: BestWords
    /// The least last column of the rows visited: the typed letters against a node's letters.
    var closestPrefix = Float.infinity

    /// Returns the number of entries visited, and whether `live` now lists the live ones.
    mutating func run(kept: Int, keptColumns: Int, extending: Bool) -> (visited: Int, listed: Bool) {
        let n = dp.width - 1
        let update = kept > 1 && (keptColumns < dp.width || !extending)
        // Nothing freezes while the root's newest cells are within reach (the typed letters all
        // inserted): such a walk, like a first walk, visits every entry, from the root (whose row
        // the caller wrote), and lists none.
        guard tracksLive, n >= 1, rows.base[n] > maxCost, rows.base[n - 1] > maxCost else {
            var e = 0
            while e < entries.count {
                if update, e > 0, e < kept { self.update(e, from: keptColumns, extending: extending) }
                visit(e, n: n)
                e += 1
            }
            return (entries.count, false)
        }
        // With a key added, the kept entries visited are the live ones (a frozen entry has no word
        // within reach and nothing to enter, and stays so), then the entries this walk adds;
        // otherwise every entry.
        let skipsFrozen = extending && readsLive
        let listed = skipsFrozen ? live.count : 0
        var position = 0, next = skipsFrozen ? kept : 0, visited = 0
        live.count = 0
        while true {
            let e: Int
            if position < listed {
                e = Int(live.base[position])
                position += 1
            } else if next < entries.count {
                e = next
                next += 1
            } else {
                return (visited, true)
            }
            visited += 1
            if update, e > 0, e < kept { self.update(e, from: keptColumns, extending: extending) }
            let entered = visit(e, n: n)
            if freezes(e, n: n, entered: entered) {
                entries.base[e].frozen = true
                let row = rows.base + e * stride
                for j in (n + 1)..<stride { row[j] = .infinity }
            } else {
                entries.base[e].frozen = false
                live.reserve(1)
                live.base[live.count] = Int32(truncatingIfNeeded: e)
                live.count += 1
            }
        }
    }

    /// Offers entry `e`'s word to ``best`` when it is within the bound, and enters its children
    /// when they may matter.
    /// Returns whether it entered children (so each child left out is out of reach of the row as
    /// it is now).
    @inline(__always)
    @discardableResult
    mutating func visit(_ e: Int, n: Int) -> Bool {
        let entry = entries.base[e]
        guard entry.minimum <= maxCost else { return false }
        let last = rows.base[e * stride + n]
        if last < closestPrefix { closestPrefix = last }
        if entry.word >= 0, Int(entry.depth) <= maxDepth {
            if last <= maxCost {
                let p = logProbabilities[Int(entry.word)]
                if !Floor.filters || floor.admits(p) { best.insert(index: Int(entry.word), cost: last, score: p - last) }
            }
        }
        // Entered unless even its most frequent word could not join the best `limit`
        // (a node passed by now is entered by a later walk if it comes to matter).
        guard !entry.expanded, Int(entry.depth) < maxDepth, bestBelow[Int(entry.node)] - entry.minimum >= best.threshold else { return false }
        expand(e)
        return true
    }

    /// Whether entry `e`, just visited, is frozen: its last two columns are out of reach, so
    /// are its ancestors' (they are frozen), and it has no children left to enter — none, or
    /// only children that its visit (`entered`) found out of reach of its row as it is now, which
    /// keys added then keep out of reach as they keep the entry. Asked only by a walk whose root
    /// froze, so `n` is at least 1.
    @inline(__always)
    func freezes(_ e: Int, n: Int, entered: Bool) -> Bool {
        let entry = entries.base[e]
        let row = rows.base + e * stride
        guard row[n] > maxCost, row[n - 1] > maxCost, entry.expanded || entered || entry.minimum > maxCost else { return false }
        return e == 0 || entries.base[Int(entry.parent)].frozen
    }

    /// Computes columns `start…n` of entry `e`'s row and its ``WalkEntry/minimum`` (`extending`:
    /// the columns before `start` are the whole previous row, whose minimum the entry holds;
    /// otherwise they are scanned).
    /// (`mutating` though it writes only through the buffers: a call then passes the walk in
    /// place, where a non-mutating call from `run` copied all of it first.)
    @inline(__always)
    mutating func update(_ e: Int, from start: Int, extending: Bool) {
        let entries = self.entries.base, rows = self.rows.base
        let entry = entries[e]
        let parent = Int(entry.parent)
        let grandparent = entry.depth > 1 ? Int(entries[parent].parent) : 0
        let row = rows + e * stride
        let n = dp.width - 1
        let parentRow = rows + parent * stride
        // What a transposition brings its children from its parent's row (``WalkEntry/minimum``):
        // with a key added, the old positions' share is in the entry's minimum already, and the
        // new one has a share only when it typed the entry's letter (seldom: one compare).
        let floor = !extending ? dp.transpositionFloor(letter: Int(entry.letter), parentRow: parentRow)
            : dp.typed[n - 1] == Int(entry.letter) ? dp.transpositionFloor(letter: Int(entry.letter), parentRow: parentRow, from: n - 1)
            : .infinity
        if extending, entry.minimum > maxCost {
            // Out of reach, and its new columns can only come within reach from its parent's
            // cells `start − 1…n` or its grandparent's `start − 2…n − 2` (a transposition): when
            // those are all out of reach too, so are they (+∞ stands for any cost above the bound).
            let grandparentRow = rows + grandparent * stride
            var reachable = false
            for j in (start - 1)...n where parentRow[j] <= maxCost { reachable = true }
            if entry.depth > 1, start >= 2 {
                for j in (start - 2)...(n - 2) where grandparentRow[j] <= maxCost { reachable = true }
            }
            if !reachable {
                for j in start...n { row[j] = .infinity }
                if floor < entry.minimum { entries[e].minimum = floor }
                return
            }
        }
        var minimum = dp.fill(row, previous: parentRow, before: rows + grandparent * stride,
                              depth: Int(entry.depth) - 1, letter: Int(entry.letter),
                              previousLetter: entry.depth > 1 ? Int(entries[parent].letter) : -1, from: start)
        if extending {
            minimum = min(minimum, entry.minimum)
        } else {
            for j in 0..<min(start, dp.width) where row[j] < minimum { minimum = row[j] }
        }
        entries[e].minimum = min(minimum, floor)
    }

    /// Enters the children of entry `e` that are within reach, each with its whole row; a child
    /// out of reach (every cell beyond the bound) is left out and its bit set in the entry's
    /// ``WalkEntry/skipped``, to be tested again by the walks that visit the entry, against its
    /// row then (a node's children past its 32nd are entered all the same, their cells out of
    /// reach reading +∞). A child whose row is sure to be beyond the bound in
    /// every cell (``EditDistanceRows/mayReach(_:letter:previous:minimum:before:depth:previousLetter:)``)
    /// is not computed.
    mutating func expand(_ e: Int) {
        let parent = entries.base[e]
        // A first expansion tests every child; a later one, those left out.
        let retesting = parent.skipped != 0
        var skipped: UInt32 = 0
        let grandparent = parent.depth > 0 ? Int(parent.parent) : 0
        let children = trie.children(of: Int(parent.node))
        rows.reserve(children.count * stride)
        entries.reserve(children.count)
        let base = rows.base
        let previous = base + e * stride, before = base + grandparent * stride
        let previousLetter = parent.depth > 0 ? Int(parent.letter) : -1
        let skippedLetter = parent.depth == 0 ? self.skippedLetter : -1
        // The row's own least cell, for `mayReach` (the entry's minimum may be less, for a
        // transposition to one child, which `mayReach` reads from `before` itself).
        var rowMinimum = Float.infinity
        for j in 0..<dp.width { rowMinimum = min(rowMinimum, previous[j]) }
        for child in children {
            let position = child - children.lowerBound
            if retesting, position >= 32 || parent.skipped & (1 << UInt32(position)) == 0 { continue }
            // A branch of rare words only: not worth its row.
            if Floor.filters, !floor.admits(bestBelow[child]) { continue }
            let letter = Int(letters[child])
            if letter == skippedLetter { continue }
            let index = entries.count
            let row = base + index * stride
            // What a transposition brings its children from this entry's row counts as its own.
            let floor = dp.transpositionFloor(letter: letter, parentRow: previous)
            let reaches = dp.mayReach(maxCost, letter: letter, previous: previous, minimum: rowMinimum, before: before,
                                      depth: Int(parent.depth), previousLetter: previousLetter)
            let minimum = !reaches ? floor
                : min(floor, dp.fill(row, previous: previous, before: before, depth: Int(parent.depth),
                                     letter: letter, previousLetter: previousLetter, from: 0))
            if minimum > maxCost, position < 32 {
                skipped |= 1 << UInt32(position)
                continue
            }
            if !reaches { for j in 0..<dp.width { row[j] = .infinity } }
            entries.base[index] = WalkEntry(node: Int32(truncatingIfNeeded: child), parent: Int32(truncatingIfNeeded: e),
                                            word: Int32(truncatingIfNeeded: trie.wordIndex(of: child) ?? -1), minimum: minimum,
                                            letter: UInt8(truncatingIfNeeded: letter), depth: parent.depth &+ 1, expanded: false)
            entries.count += 1
            rows.count += stride
        }
        entries.base[e].skipped = skipped
        entries.base[e].expanded = skipped == 0
    }
}

/// Which words a correction walk may reach, by unigram log-probability.
private protocol WalkFloor {
    /// Whether the floor filters anything (a constant, so a specialised walk without one drops
    /// the checks).
    static var filters: Bool { get }
    /// The least log-probability admitted (−∞ for every word).
    var logProbability: Float { get }
    func admits(_ logProbability: Float) -> Bool
}

/// Every word.
private struct NoFloor: WalkFloor {
    static var filters: Bool { false }
    var logProbability: Float { -.infinity }
    @inline(__always) func admits(_: Float) -> Bool { true }
}

/// The words at least as likely as the ``Lexicon/correctionVocabulary``-th, or as a far walk asks
/// (``Lexicon/nearWordSearch(_:maxCost:limit:cache:minimumLogProbability:)``).
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
        guard score >= threshold || items.count < limit else { return }
        var position = items.count
        while position > 0, Self.precedes((index, score), items[position - 1]) { position -= 1 }
        guard position < limit else { return }
        items.insert((index, cost, score), at: position)
        if items.count > limit { items.removeLast() }
        if items.count == limit { threshold = items[limit - 1].score }
    }

    /// Higher score first; between equal scores, the lower word index (so the order does not
    /// depend on the order words were found in).
    private static func precedes(_ a: (index: Int, score: Float), _ b: (index: Int, cost: Float, score: Float)) -> Bool {
        a.score != b.score ? a.score > b.score : a.index < b.index
    }

    /// Best score first.
    func sorted() -> [(index: Int, cost: Float, score: Float)] { items }
}
