import KeyboardData

// The near-word walk every trie shares (the lexicon's correction trie, a word list's): a bounded
// weighted edit distance over the trie, keeping the words with the best `−cost + log P(word)`,
// every node it entered recorded with its row (`WalkRecord`) so that the next keystroke's walk
// continues it (`NearWordCache`).

/// The trie a near-word walk reads.
protocol WalkTrie: Sendable {
    /// The children of `node`: contiguous, and after it.
    func children(of node: Int) -> Range<Int>
    /// The word ending at `node` (−1 for none).
    func word(at node: Int) -> Int
    /// The letter leading to `node`, as an alphabet index (``EditCostTable/index(of:)``).
    func letter(of node: Int) -> Int
    /// The best log-probability of a word at or below `node`.
    func bestBelow(_ node: Int) -> Float
    /// The letters of `node`'s descendants as a set (``EditCostTable/letterBit(_:)``; a set with
    /// more letters than they hold only prunes less).
    func lettersBelow(_ node: Int) -> UInt32
    /// The log-probability of word `word`.
    func logProbability(ofWord word: Int) -> Float
}

/// What makes a walk's words of their indices and costs: the lexicon, a word list's entries.
protocol NearWordSource: Sendable {
    func nearWord(_ index: Int, cost: Float) -> NearWord
}

/// The lexicon's correction trie (`CNOD`, else `TNOD`), its letters (``CorrectionIndex/letters``),
/// the best log-probability below each node and the words' own, read through pointers valid only
/// inside ``Lexicon/withWalkTrie(_:)``. Unchecked: the lexicon's load checked that every node's
/// children lie within the trie and its word within the words (``TrieNodes/validate(words:file:tag:)``),
/// and each per-node array holds every node, so a walk from the root reads only what is there; a
/// bounds check at each read was a tenth of a node's expansion. Sendable as the memory it points
/// to is never written (the mapped file's sections, arrays the lexicon holds as constants).
struct LexiconWalkTrie: WalkTrie, @unchecked Sendable {
    /// Four `UInt32` a node, as ``TrieNodes`` stores them.
    let nodes: UnsafePointer<UInt32>
    let letters: UnsafePointer<UInt8>
    /// ``CorrectionIndex/below``: the shallowest `belowCount` nodes' sets; a deeper node's reads every letter.
    let below: UnsafePointer<UInt32>
    let belowCount: Int
    let best: UnsafePointer<Float32>
    let logProbabilities: UnsafePointer<Float32>

    @inline(__always) func children(of node: Int) -> Range<Int> {
        let first = Int(nodes[4 &* node]), count = Int(nodes[4 &* node &+ 1])
        return Range(uncheckedBounds: (first, first &+ count))
    }
    @inline(__always) func word(at node: Int) -> Int { Int(nodes[4 &* node &+ 3]) &- 1 }
    @inline(__always) func letter(of node: Int) -> Int { Int(letters[node]) }
    @inline(__always) func bestBelow(_ node: Int) -> Float { best[node] }
    @inline(__always) func lettersBelow(_ node: Int) -> UInt32 { node < belowCount ? below[node] : .max }
    @inline(__always) func logProbability(ofWord word: Int) -> Float { logProbabilities[word] }
}

extension NearWordCache {
    /// The walk of `trie` (named `identity`: a cache walked on another trie is walked afresh)
    /// among the words at least `floor` likely, passing by the root's children of the typed first
    /// letter's alphabet index when `skippingTypedFirstLetter`, continuing the walk recorded in
    /// `cache` when there is one; `source` makes the words of their indices. A cache walked with
    /// another skipped letter is walked afresh.
    static func search<Trie: WalkTrie, Source: NearWordSource>(_ trie: Trie, root: Int, identity: String, cache: NearWordCache?,
                                                               costs: EditCostTable, maxCost: Float, limit: Int, floor: Float,
                                                               skippingTypedFirstLetter: Bool, words source: Source) -> NearWordSearch {
        let skippedLetter = skippingTypedFirstLetter ? costs.typed.first ?? -1 : -1
        guard let cache else {
            var record = WalkRecord()
            record.skippedLetter = skippedLetter
            let walked = record.walk(trie, root: root, identity: identity, costs: costs, maxCost: maxCost, limit: limit, floor: floor,
                                     shared: -1, source: source)
            return NearWordSearch(words: walked.result, closestPrefixCost: record.closestPrefixCost)
        }
        return cache.state.withLock { state in
            var shared = state.record.sharedColumns(with: costs, lexicon: identity, maxCost: maxCost, floor: floor)
            // Every column of the record holds: this walk adds keys to it, or asks it again.
            let continuesRecord = shared >= 0 && shared == state.record.typedCount
            if state.record.skippedLetter != skippedLetter {
                // A walk of every letter continued as one passing by the typed first letter (the
                // near search of letters that begin words, then the any-letter walk where they stop
                // beginning one): its branch is passed by in place, else the walk starts afresh.
                let continues = continuesRecord && costs.typed.count > shared && state.record.skippedLetter < 0
                    && state.record.passBy(letter: skippedLetter)
                if !continues { shared = -1 }
                state.record.skippedLetter = skippedLetter
            } else if state.record.passedByBranch, !continuesRecord {
                // The passed-by branch's entries are still in the record: only walks that add
                // keys (visiting the live entries) pass them by, so any other starts afresh.
                shared = -1
            }
            if shared == costs.typed.count, shared == state.record.typedCount,
               state.record.maxCost == maxCost, state.record.limit == limit, state.record.floor == floor {
                state.reused = state.record.entries.count - 1
                state.record.visited = 0
                return NearWordSearch(words: state.record.result, closestPrefixCost: state.record.closestPrefixCost)
            }
            let walked = state.record.walk(trie, root: root, identity: identity, costs: costs, maxCost: maxCost, limit: limit, floor: floor,
                                           shared: shared, source: source)
            state.reused = max(0, walked.kept - 1)   // the root is not a node filled
            return NearWordSearch(words: walked.result, closestPrefixCost: state.record.closestPrefixCost)
        }
    }
}

extension WalkRecord {
    /// Room left in each row for letters typed after a fresh walk, before the rows are moved apart.
    static let rowSlack = 4

    /// The walk of `trie` among the words at least `floor` likely, continuing this record, whose
    /// rows' columns `0…shared` hold for `costs` (−1: none), and recording it.
    mutating func walk<Trie: WalkTrie, Source: NearWordSource>(_ trie: Trie, root: Int, identity: String, costs: EditCostTable, maxCost: Float,
                                                               limit: Int, floor: Float, shared: Int, source: Source) -> (result: [NearWord], kept: Int) {
        let n = costs.typed.count
        guard limit > 0, n > 0, n <= EditCostTable.maximumTypedLength else {
            reset()
            return ([], 0)
        }
        // A floor is asked for by the far walks, or set by a lexicon bigger than the correction
        // vocabulary; the walk is specialised so that a walk without one pays nothing for it.
        return floor > -.infinity
            ? walk(trie, root: root, identity: identity, costs: costs, maxCost: maxCost, limit: limit,
                   floor: FrequencyFloor(logProbability: floor), shared: shared, source: source)
            : walk(trie, root: root, identity: identity, costs: costs, maxCost: maxCost, limit: limit, floor: NoFloor(), shared: shared, source: source)
    }

    private mutating func walk<Trie: WalkTrie, Floor: WalkFloor, Source: NearWordSource>(
        _ trie: Trie, root: Int, identity: String, costs: EditCostTable, maxCost: Float, limit: Int, floor: Floor, shared: Int, source: Source
    ) -> (result: [NearWord], kept: Int) {
        let n = costs.typed.count, width = n + 1
        let previousWidth = typedCount + 1
        var shared = shared
        if entries.count == 0 { shared = -1 }
        if shared >= 0, width > stride { widen(to: width + Self.rowSlack) }
        let kept = shared >= 0 ? entries.count : 0
        // A word typed key by key: the walk lists its live entries (``WalkEntry/frozen``) for the
        // next key's, from the word's first walk when the cache says keys follow
        // (``NearWordCache/keysFollow``). Not otherwise a word's first walk (given whole, as a
        // cursor moved into it): the list's upkeep would lengthen a walk that may well be the only one.
        let tracksLive = kept > 0 || keysFollow || walkedBeginning(of: costs, lexicon: identity)
        begin(costs, lexicon: identity, maxCost: maxCost, limit: limit, floor: floor.logProbability)
        exactBelow = shared < 0 ? maxCost : min(exactBelow, maxCost)
        let best = costs.withRows { dp in
            if shared < 0 {
                // A fresh walk: just the root, its row the typed letters all inserted.
                passedByBranch = false
                stride = width + Self.rowSlack
                entries.count = 0
                rows.count = 0
                rows.reserve(stride)
                rows.count = stride
                dp.start(rows.base)
                entries.reserve(1)
                entries.base[0] = WalkEntry(node: Int32(truncatingIfNeeded: root), parent: -1, word: -1, minimum: 0, reach: 0,
                                            letter: 0, depth: 0, expanded: false)
                entries.count = 1
            } else if shared < n {
                dp.start(rows.base)
            }
            // The columns an entry kept: the whole previous row when a key was added (its minimum
            // is the entry's), fewer after a backspace or a changed letter (scanned again).
            let keptColumns = shared + 1
            let extending = keptColumns == previousWidth
            return withUnsafeTemporaryAllocation(of: Float.self, capacity: EditCostTable.alphabetSize) { untypedEdit in
                for c in 0..<EditCostTable.alphabetSize { untypedEdit[c] = dp.typedPositions[c] == 0 ? dp.cheapestEdit[c] : -.infinity }
                var walk = EntryWalk(trie: trie, dp: dp, floor: floor, maxCost: maxCost, maxDepth: n + 4, stride: stride, entries: entries, rows: rows,
                                     live: live, readsLive: kept > 0 && liveListed, tracksLive: tracksLive,
                                     skippedLetter: skippedLetter, untypedEdit: UnsafePointer(untypedEdit.baseAddress!), best: BestWords(limit: limit))
                (visited, liveListed) = walk.run(kept: kept, keptColumns: keptColumns, extending: extending)
                closestPrefixCost = walk.closestPrefix <= maxCost ? walk.closestPrefix : .infinity
                return walk.best
            }
        }
        let result = best.sorted().map { source.nearWord($0.index, cost: $0.cost) }
        self.result = result
        isComplete = true
        return (result, kept)
    }
}

/// One walk over a ``WalkRecord``'s entries, in order (a parent's before its children's): each
/// kept entry gets the columns of the letters that changed, each entry within reach whose
/// children were never entered has them entered with whole rows (appended, so the same pass
/// reaches them), and each word within the bound is offered to ``best``.
private struct EntryWalk<Trie: WalkTrie, Floor: WalkFloor> {
    /// The trie walked: its nodes, their letters, the best log-probability below each and the
    /// words' (only these: the walk is copied where Swift needs a copy, and a whole `Lexicon` in
    /// it made each copy hundreds of bytes and a dozen retains).
    let trie: Trie
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
    /// Per letter, ``EditDistanceRows/cheapestEdit`` where the letter is typed nowhere, −∞ where
    /// it is typed: one load tells a child of an untyped letter out of reach.
    let untypedEdit: UnsafePointer<Float>
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
        guard entry.reach <= maxCost else { return false }
        let last = rows.base[e * stride + n]
        if last < closestPrefix { closestPrefix = last }
        if entry.word >= 0, Int(entry.depth) <= maxDepth {
            if last <= maxCost {
                let p = trie.logProbability(ofWord: Int(entry.word))
                if !Floor.filters || floor.admits(p) { best.insert(index: Int(entry.word), cost: last, score: p - last) }
            }
        }
        // Entered unless even its most frequent word could not join the best `limit`
        // (a node passed by now is entered by a later walk if it comes to matter).
        guard !entry.expanded, Int(entry.depth) < maxDepth, trie.bestBelow(Int(entry.node)) - entry.reach >= best.threshold else { return false }
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
                if floor < entry.reach { entries[e].reach = floor }
                return
            }
        }
        let letter = Int(entry.letter), previousLetter = entry.depth > 1 ? Int(entries[parent].letter) : -1
        // A key added: most often the one new cell, computed on its own (the row's set-up was
        // most of such an update).
        var minimum = start == n && dp.umlautLetters &>> UInt64(truncatingIfNeeded: letter) & 1 == 0
            ? dp.fillLast(row, previous: parentRow, before: rows + grandparent * stride, depth: Int(entry.depth) - 1, letter: letter,
                          previousLetter: previousLetter)
            : dp.fill(row, previous: parentRow, before: rows + grandparent * stride, depth: Int(entry.depth) - 1, letter: letter,
                      previousLetter: previousLetter, from: start)
        if extending {
            // The bound of the cells before the new one holds: the key added only raises it.
            entries[e].reach = min(entry.reach, minimum, floor)
            minimum = min(minimum, entry.minimum)
        } else {
            for j in 0..<min(start, dp.width) where row[j] < minimum { minimum = row[j] }
            entries[e].reach = dp.reach(row, minimum: minimum, floor: floor, below: trie.lettersBelow(Int(entry.node)))
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
        let children = trie.children(of: Int(parent.node))
        // A node without children (a word's last letter; one expansion in twelve): nothing to set up.
        guard !children.isEmpty else {
            entries.base[e].expanded = true
            return
        }
        // A first expansion tests every child; a later one, those left out.
        let retesting = parent.skipped != 0
        var skipped: UInt32 = 0
        let grandparent = parent.depth > 0 ? Int(parent.parent) : 0
        rows.reserve(children.count * stride)
        entries.reserve(children.count)
        let base = rows.base
        let previous = base + e * stride, before = base + grandparent * stride
        let previousLetter = parent.depth > 0 ? Int(parent.letter) : -1
        let skippedLetter = parent.depth == 0 ? self.skippedLetter : -1
        // A bound on the row's least cell, for `mayReach`: the entry's minimum, less than the
        // cell only where a transposition brings a child a cheaper one (seldom: a few more rows
        // are computed to be found out of reach). Scanning the row for its least cell cost every
        // expansion a pass over it.
        let rowBound = parent.minimum
        for child in children {
            let position = child - children.lowerBound
            if retesting, position >= 32 || parent.skipped & (1 << UInt32(position)) == 0 { continue }
            // A branch of rare words only: not worth its row.
            if Floor.filters, !floor.admits(trie.bestBelow(child)) { continue }
            let letter = trie.letter(of: child)
            if letter == skippedLetter { continue }
            // A letter typed nowhere pairs with no typed letter and swaps with none: its row is
            // within reach only if the parent's least cell plus its cheapest edit is (as `mayReach`
            // finds). Most children are such letters out of reach: left out here, before the
            // tests below load what a typed letter needs, by one load of ``untypedEdit`` (but the
            // letter before, whose doubling costs its own).
            if position < 32, letter != previousLetter ? rowBound + untypedEdit[letter] > maxCost
                : dp.typedPositions[letter] == 0 && !dp.mayReachUntyped(maxCost, letter: letter, minimum: rowBound, previousLetter: previousLetter) {
                skipped |= 1 << UInt32(position)
                continue
            }
            let index = entries.count
            let row = base + index * stride
            // What a transposition brings its children from this entry's row counts as its own.
            let floor = dp.transpositionFloor(letter: letter, parentRow: previous)
            let reaches = dp.mayReach(maxCost, letter: letter, previous: previous, minimum: rowBound, before: before,
                                      depth: Int(parent.depth), previousLetter: previousLetter)
            let cells = !reaches ? Float.infinity
                : dp.fill(row, previous: previous, before: before, depth: Int(parent.depth), letter: letter, previousLetter: previousLetter, from: 0)
            let minimum = min(floor, cells)
            let reach = cells > maxCost ? minimum : dp.reach(row, minimum: cells, floor: floor, below: trie.lettersBelow(child))
            if reach > maxCost, position < 32 {
                skipped |= 1 << UInt32(position)
                continue
            }
            if !reaches { for j in 0..<dp.width { row[j] = .infinity } }
            entries.base[index] = WalkEntry(node: Int32(truncatingIfNeeded: child), parent: Int32(truncatingIfNeeded: e),
                                            word: Int32(truncatingIfNeeded: trie.word(at: child)), minimum: minimum, reach: reach,
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
