import KeyboardData

/// The costs, in nats, of turning each intended letter into what was typed, prepared for one
/// typed word so that a trie walk reads them from flat arrays.
///
/// Letters are `a`–`z` and `'` (indices 0–26), then `ä`, `ö`, `ü`, `ß` (28–31), which German
/// typists on a keyboard without them spell `a`, `o`, `u`, `ss` (or `ae`, `oe`, `ue`:
/// ``umlautSpellingCost``), then French `à`, `â`, `ç`, `è`,
/// `é`, `ê`, `ë`, `î`, `ï`, `ô`, `ù`, `û`, `ÿ`, `œ`, `æ` (32–46), spelt without their accent;
/// anything else shares index 27 ("other").
/// Built by the correction module from its error model and, when the taps have touch points,
/// from the touch model.
public struct EditCostTable: Sendable {
    /// The alphabet size, "other" included.
    public static let alphabetSize = 48
    /// The longest typed word, in scalars, a near-word search takes (its rows cost memory in the
    /// square of the length); longer words have no near words.
    public static let maximumTypedLength = 64

    /// The typed word as alphabet indices.
    public var typed: [Int] { storage.typed }
    /// `substitution[j * alphabetSize + c]`: intended letter `c` typed as `typed[j]` (0 when equal).
    public var substitution: [Float] { storage.substitution }
    /// `deletion[c]`: intended letter `c` not typed.
    public var deletion: [Float] { storage.deletion }
    /// An intended letter equal to the one before it not typed (`ocasion`).
    public let doubledDeletion: Float
    /// `insertion[j]`: `typed[j]` typed though not intended (doubled letters are cheaper).
    public var insertion: [Float] { storage.insertion }
    /// `transpositions[x * alphabetSize + y]`: the intended pair `x y` typed `y x` (`ie` typed
    /// `ei` is far commoner than most swaps).
    public var transpositions: [Float] { storage.transpositions }
    /// Added to deleting the first intended letter (substitutions and insertions at the first
    /// position carry it in their tables already).
    public private(set) var firstLetterExtraCost: Float
    /// The `e` of `ae`, `oe`, `ue` typed for `ä`, `ö`, `ü`, of `oe`, `ae` for `œ`, `æ`, and the
    /// second `s` of `ss` for `ß` (the usual spellings without those keys), beside what the `a`,
    /// `o`, `u`, `s` costs for the letter; +∞ for none.
    public let umlautSpellingCost: Float
    /// `cheapestEdit[c]`: the least an intended letter `c` adds to an alignment where it is not
    /// the letter typed — its deletion, or its substitution for another typed letter (a doubled
    /// letter's cheaper deletion aside); `typedPositions[c]`: the positions (bits) where it is
    /// typed, which cost nothing. A trie walk reads them to pass over a node whose row would be
    /// beyond its bound in every cell, without computing the row
    /// (``EditDistanceRows/mayReach(_:letter:previous:minimum:before:depth:previousLetter:)``).
    /// After the `alphabetSize` letters' costs, one a typed position: `cheapestEdit[alphabetSize + j]`
    /// is the least typed letter `j` adds to an alignment where no intended letter equal to it is
    /// paired with it — its insertion, its substitution for another letter, or the second letter of
    /// an umlaut's spelling (``EditDistanceRows/reach(_:minimum:floor:below:)``). In the same
    /// array: one allocation for both kinds of cost.
    var cheapestEdit: [Float] { storage.cheapestEdit }
    var typedPositions: [UInt64] { storage.typedPositions }
    /// The arrays, in one object every copy shares: a table is recorded by each walk and copied
    /// where a key press passes it on, and a copy retained and released each of seven arrays.
    private var storage: Storage

    /// ``EditCostTable``'s arrays.
    private final class Storage: Sendable {
        let typed: [Int]
        let substitution: [Float]
        let deletion: [Float]
        let insertion: [Float]
        let transpositions: [Float]
        let cheapestEdit: [Float]
        let typedPositions: [UInt64]

        init(typed: [Int], substitution: [Float], deletion: [Float], insertion: [Float], transpositions: [Float], umlautSpellingCost: Float) {
            self.typed = typed
            self.substitution = substitution
            self.deletion = deletion
            self.insertion = insertion
            self.transpositions = transpositions
            (cheapestEdit, typedPositions) = EditCostTable.cheapestEdits(typed: typed, substitution: substitution, deletion: deletion,
                                                                         insertion: insertion, umlautSpellingCost: umlautSpellingCost)
        }
    }

    /// - Parameters:
    ///   - transposition: the cost of two adjacent letters swapped, for every pair without its own.
    ///   - transpositions: per intended pair (`alphabetSize`² costs); nil for `transposition` for
    ///     every pair.
    public init(typed: [Int], substitution: [Float], deletion: [Float], doubledDeletion: Float, insertion: [Float], transposition: Float,
                transpositions: [Float]? = nil, firstLetterExtraCost: Float = 0, umlautSpellingCost: Float = .infinity) {
        precondition(substitution.count == typed.count * Self.alphabetSize && deletion.count == Self.alphabetSize && insertion.count == typed.count)
        precondition(transpositions.map { $0.count == Self.alphabetSize * Self.alphabetSize } ?? true)
        self.doubledDeletion = doubledDeletion
        self.firstLetterExtraCost = firstLetterExtraCost
        self.umlautSpellingCost = umlautSpellingCost
        storage = Storage(typed: typed, substitution: substitution, deletion: deletion, insertion: insertion,
                          transpositions: transpositions ?? [Float](repeating: transposition, count: Self.alphabetSize * Self.alphabetSize),
                          umlautSpellingCost: umlautSpellingCost)
    }

    /// This table with every edit at the first letter made `penalty` dearer: a walk with it reaches
    /// only words that begin with the typed first letter (people rarely get it wrong), a small
    /// share of the trie, so it can afford a much bigger budget.
    public func keepingFirstLetter(penalty: Float = 100) -> EditCostTable {
        let typed = storage.typed
        guard !typed.isEmpty else { return self }
        var substitution = storage.substitution, insertion = storage.insertion
        for c in 0..<Self.alphabetSize where c != typed[0] { substitution[c] += penalty }
        insertion[0] += penalty
        var table = self
        table.firstLetterExtraCost += penalty
        table.storage = Storage(typed: typed, substitution: substitution, deletion: storage.deletion, insertion: insertion,
                                transpositions: storage.transpositions, umlautSpellingCost: umlautSpellingCost)
        return table
    }

    /// The letter a keyboard without the letter at `index` (`ä`, `ö`, `ü`, `ß`, the French
    /// accented letters) spells it with (`a`, `o`, `u`, `s`, `é` → `e`, `œ` → `o`…), by alphabet
    /// index; nil for the other letters.
    public static func asciiSpelling(of index: Int) -> Int? {
        index >= 28 && index < 28 + asciiSpellings.count ? asciiSpellings[index - 28] : nil
    }

    /// The letter a keyboard without the letter at `index` types after its ``asciiSpelling(of:)``
    /// when it spells it with two (`ä` → `ae`, `œ` → `oe`, `ß` → `ss`), by alphabet index; nil
    /// for the letters spelt with one. Read by the walk for each of these letters' nodes, priced
    /// at ``umlautSpellingCost``.
    @inline(__always)
    static func secondSpellingLetter(of index: Int) -> Int? {
        switch index {
        case 28, 29, 30, 45, 46: return 4   // ä ö ü œ æ: the e of ae, oe, ue, oe, ae
        case 31: return 18                  // ß: the second s of ss
        default: return nil
        }
    }

    /// The letters ``secondSpellingLetter(of:)`` spells with two, as bits by alphabet index.
    static let lettersSpeltWithTwo: UInt64 = (0..<alphabetSize).reduce(0) { bits, c in
        secondSpellingLetter(of: c) == nil ? bits : bits | 1 << UInt64(c)
    }

    /// ``cheapestEdit`` (the letters', then the typed positions') and ``typedPositions`` for these
    /// costs (at most ``maximumTypedLength`` letters, one bit each).
    fileprivate static func cheapestEdits(typed: [Int], substitution: [Float], deletion: [Float], insertion: [Float],
                                      umlautSpellingCost: Float) -> (cheapest: [Float], positions: [UInt64]) {
        let a = alphabetSize
        var cheapest = deletion
        cheapest.reserveCapacity(a + typed.count)
        for j in typed.indices {
            // The `e` of `ae`, `oe`, `ue` and the second `s` of `ss` may spell an umlaut's or
            // `ß`'s second letter (``umlautSpellingCost``).
            let spellsSecond = j > 0 && umlautSpellings.contains { $0.base == typed[j - 1] && $0.second == typed[j] }
            cheapest.append(spellsSecond ? min(insertion[j], umlautSpellingCost) : insertion[j])
        }
        var positions = [UInt64](filledWith: 0, count: alphabetSize)
        cheapest.withUnsafeMutableBufferPointer { cheapest in
            substitution.withUnsafeBufferPointer { substitution in
                for (j, t) in typed.enumerated() where j < maximumTypedLength {
                    positions[t] |= 1 << UInt64(j)
                    // Every letter's row in one pass the compiler can vectorise, the typed letter's
                    // own (free) substitution put back: a test per letter kept it scalar, and this
                    // ran twice a key press.
                    let kept = cheapest[t]
                    let row = substitution.baseAddress! + j * a
                    for c in 0..<a { cheapest[c] = min(cheapest[c], row[c]) }
                    cheapest[t] = kept
                    // The typed letter paired with any other intended letter: the row but its own
                    // cell, in two passes the compiler can vectorise.
                    var other = cheapest[a + j]
                    for c in 0..<t { other = min(other, row[c]) }
                    for c in (t + 1)..<a { other = min(other, row[c]) }
                    cheapest[a + j] = other
                }
            }
        }
        return (cheapest, positions)
    }

    /// The bit of letter `index` (an alphabet index) in a set of letters: its own for `a`–`z` and
    /// `'`, one of five shared bits for the letters beyond (a set holding one of them may then
    /// seem to hold another: a walk reading the set only prunes less).
    @inline(__always)
    static func letterBit(_ index: Int) -> UInt32 {
        index < 27 ? 1 << UInt32(index) : 1 << UInt32(27 + (index - 27) % 5)
    }

    /// The two letters a keyboard without them spells a letter with (``secondSpellingLetter(of:)``
    /// after the letter's base: `a e` for `ä`, `s s` for `ß`), as alphabet indices, each pair once.
    private static let umlautSpellings: [(base: Int, second: Int)] = {
        var pairs: [(base: Int, second: Int)] = []
        for c in 0..<alphabetSize {
            guard let second = secondSpellingLetter(of: c), !pairs.contains(where: { $0 == (baseLetters[c], second) }) else { continue }
            pairs.append((baseLetters[c], second))
        }
        return pairs
    }()

    /// Each index's letter without its accent or umlaut: ``asciiSpelling(of:)``, else the index
    /// itself. Two letters with the same base are the same letter spelt another way.
    public static let baseLetters = (0..<alphabetSize).map { asciiSpelling(of: $0) ?? $0 }

    /// ``asciiSpelling(of:)`` of indices 28 onwards.
    private static let asciiSpellings = [0, 14, 20, 18,                 // ä ö ü ß
                                         0, 0, 2, 4, 4, 4, 4, 8, 8, 14, // à â ç è é ê ë î ï ô
                                         20, 20, 24, 14, 0]             // ù û ÿ œ æ

    /// The alphabet index of a scalar.
    @inline(__always)
    public static func index(of scalar: UInt32) -> Int {
        if scalar >= 97 && scalar <= 122 { return Int(scalar - 97) }
        if scalar == 39 || scalar == 0x2019 { return 26 }
        return index(ofLetterBeyondASCII: scalar)
    }

    /// ``index(of:)`` of the letters beyond `a`–`z` (kept out of line: the walk inlines the rest).
    @inline(never)
    private static func index(ofLetterBeyondASCII scalar: UInt32) -> Int {
        switch scalar {
        case 0xE4: return 28   // ä
        case 0xF6: return 29   // ö
        case 0xFC: return 30   // ü
        case 0xDF: return 31   // ß
        case 0xE0: return 32   // à
        case 0xE2: return 33   // â
        case 0xE7: return 34   // ç
        case 0xE8: return 35   // è
        case 0xE9: return 36   // é
        case 0xEA: return 37   // ê
        case 0xEB: return 38   // ë
        case 0xEE: return 39   // î
        case 0xEF: return 40   // ï
        case 0xF4: return 41   // ô
        case 0xF9: return 42   // ù
        case 0xFB: return 43   // û
        case 0xFF: return 44   // ÿ
        case 0x153: return 45  // œ
        case 0xE6: return 46   // æ
        default: return 27
        }
    }
}

/// A word near what was typed, with the edit cost that separates them.
public struct NearWord: Sendable, Hashable {
    /// The word found.
    public var entry: WordEntry
    /// Σ edit costs (nats), the channel's `−log P(typed | word)`.
    public var cost: Float

    /// A word `cost` nats of edits from the typed word.
    public init(entry: WordEntry, cost: Float) {
        self.entry = entry
        self.cost = cost
    }
}

extension NearWord: BestFirst {
    /// The noisy channel's order, a walk's: higher `log P(word) − cost` first; ties by key, so the
    /// best `k` of several walks' words do not depend on the order they are offered in.
    public static func precedes(_ a: NearWord, _ b: NearWord) -> Bool {
        let (x, y) = (a.entry.logProbability - a.cost, b.entry.logProbability - b.cost)
        return x != y ? x > y : a.entry.key < b.entry.key
    }
}

/// The dynamic programme every word list's near-word search shares: optimal string alignment
/// (substitution, insertion, deletion, adjacent transposition) of the typed word against a
/// candidate spelled one letter at a time. Row `d` (letters 0..<d of the candidate) lives at
/// `rows[d * width ..< (d + 1) * width]` of one flat buffer, so a walk allocates nothing per letter.
/// The cost tables are read through pointers valid only inside ``EditCostTable/withRows(_:)``.
struct EditDistanceRows {
    let typed: UnsafeBufferPointer<Int>
    let substitution: UnsafeBufferPointer<Float>
    let deletion: UnsafeBufferPointer<Float>
    let insertion: UnsafeBufferPointer<Float>
    let doubledDeletion: Float
    let transpositions: UnsafeBufferPointer<Float>
    let firstLetterExtraCost: Float
    let umlautSpellingCost: Float
    let cheapestEdit: UnsafeBufferPointer<Float>
    let typedPositions: UnsafeBufferPointer<UInt64>
    /// The typed letters as a set (``EditCostTable/letterBit(_:)``), and the positions (bits) of
    /// each, by bit.
    let typedLetters: UInt32
    /// The letters spelt with two (``EditCostTable/secondSpellingLetter(of:)``) as bits, by
    /// alphabet index; none when ``umlautSpellingCost`` is +∞. One test a row, where the letter
    /// was looked up for every row a walk computed.
    let umlautLetters: UInt64
    let letterPositions: UnsafePointer<UInt64>
    let width: Int

    /// Writes row 0: the typed letters all inserted.
    func start(_ rows: UnsafeMutableBufferPointer<Float>) { start(rows.baseAddress!) }

    /// Writes row 0 at `rows`.
    func start(_ rows: UnsafeMutablePointer<Float>) {
        rows[0] = 0
        for j in 0..<typed.count { rows[j + 1] = rows[j] + insertion[j] }
    }

    /// Fills row `depth + 1` for candidate letter `c` (`letters[depth]` is the letter before it,
    /// for doubled deletions and transpositions) and returns the row's minimum, so a caller can
    /// abandon a candidate whose every alignment already costs too much. The row's last cell is
    /// the cost of the candidate so far against the whole typed word.
    @inline(__always)
    func fill(_ rows: UnsafeMutableBufferPointer<Float>, depth: Int, letter c: Int, letters: UnsafeMutableBufferPointer<Int>) -> Float {
        let base = rows.baseAddress!
        let minimum = fill(base + (depth + 1) * width, previous: base + depth * width, before: base + max(0, depth - 1) * width,
                           depth: depth, letter: c, previousLetter: depth > 0 ? letters[depth] : -1, from: 0)
        letters[depth + 1] = c
        return minimum
    }

    /// Computes columns `start…typed.count` of one candidate's row at `row`, from the row of its
    /// letters but the last (`previous`) and the one before that (`before`, read for
    /// transpositions only, so any pointer at depth 0). `depth` is the number of letters before
    /// `c`; `previousLetter` the last of them (−1 at depth 0). Returns the least of the columns
    /// computed (+∞ when none is).
    @inline(__always)
    func fill(_ row: UnsafeMutablePointer<Float>, previous: UnsafeMutablePointer<Float>, before: UnsafeMutablePointer<Float>,
              depth: Int, letter c: Int, previousLetter: Int, from start: Int) -> Float {
        let n = typed.count
        let a = EditCostTable.alphabetSize
        let delete = deletionCost(of: c, depth: depth, previousLetter: previousLetter)
        var best = Float.infinity
        if start == 0 {
            row[0] = previous[0] + delete
            best = row[0]
        }
        var j = max(start, 1)
        // The cell before, carried in a register: read back from `row`, each cell would wait for
        // the store of the one before it (the rows may alias, so the compiler cannot keep it).
        var left = j <= n ? row[j - 1] : 0
        // Whether a transposition may reach some cell (`previousLetter` typed at `j − 1`, `c` at
        // `j − 2`), from the typed positions' bits: seldom, so most rows test one flag a cell
        // instead of the letters (a word of 63 letters or more, beyond the bits, tests them).
        let swaps = depth > 0 && c != previousLetter
            && (n >= 63 || (typedPositions[previousLetter] << 1) & (typedPositions[c] << 2) != 0)
        // The cells from `j` on, with `swapping` a constant in each of the two calls below: most
        // rows, which no transposition reaches, then test no letters at any cell (the test was
        // about a fifth of a cell's instructions).
        @inline(__always) func cells(swapping: Bool) {
            // Letter `c`'s cell in typed position `j − 1`'s row of substitutions, a row on each cell.
            var substituted = substitution.baseAddress.unsafelyUnwrapped + ((j &- 1) &* a &+ c)
            while j <= n {
                let v = cell(j, letter: c, substitution: substituted.pointee, delete: delete, left: left, previous: previous, before: before,
                             swaps: swapping, previousLetter: previousLetter)
                substituted += a
                row[j] = v
                left = v
                best = min(best, v)
                j += 1
            }
        }
        if j <= n {
            if swaps { cells(swapping: true) } else { cells(swapping: false) }
        }
        if umlautLetters &>> UInt64(truncatingIfNeeded: c) & 1 != 0, let second = EditCostTable.secondSpellingLetter(of: c) {
            best = min(best, Self.spellUmlaut(row, letter: c, second: second, from: start, typed: typed, insertion: insertion,
                                              cost: umlautSpellingCost))
        }
        return best
    }

    /// ``fill(_:previous:before:depth:letter:previousLetter:from:)`` of the last column alone
    /// (`from` the typed word's length, at least 1), for a letter not spelt with two
    /// (``umlautLetters``): the same cell, by the same sums in the same order. Returns it.
    @inline(__always)
    func fillLast(_ row: UnsafeMutablePointer<Float>, previous: UnsafeMutablePointer<Float>, before: UnsafeMutablePointer<Float>,
                  depth: Int, letter c: Int, previousLetter: Int) -> Float {
        let n = typed.count
        let v = cell(n, letter: c, substitution: substitution[(n &- 1) &* EditCostTable.alphabetSize &+ c],
                     delete: deletionCost(of: c, depth: depth, previousLetter: previousLetter), left: row[n &- 1],
                     previous: previous, before: before, swaps: depth > 0 && c != previousLetter, previousLetter: previousLetter)
        row[n] = v
        return v
    }

    /// What leaving out letter `c` of a word costs at `depth` (letters before it), after
    /// `previousLetter`: its deletion, a doubled letter's where that is cheaper, plus the first
    /// letter's extra cost at depth 0.
    @inline(__always)
    private func deletionCost(of c: Int, depth: Int, previousLetter: Int) -> Float {
        var delete = c == previousLetter ? min(deletion[c], doubledDeletion) : deletion[c]
        if depth == 0 { delete += firstLetterExtraCost }
        return delete
    }

    /// Cell `j` (1…typed.count) of letter `c`'s row, the row before it `previous` and the one
    /// before that `before`: the least of `c` paired with typed letter `j − 1` (`previous[j − 1]`
    /// plus `substitution`, the pair's cost), `c` left out (`previous[j]` plus `delete`), typed
    /// letter `j − 1` inserted after `left` (cell `j − 1` of this row), and, where `swaps` allows
    /// one, `c` and `previousLetter` typed swapped. The one cell of ``fill(_:previous:before:depth:letter:previousLetter:from:)``
    /// and ``fillLast(_:previous:before:depth:letter:previousLetter:)``, the same sums in the same order.
    @inline(__always)
    private func cell(_ j: Int, letter c: Int, substitution: Float, delete: Float, left: Float, previous: UnsafeMutablePointer<Float>,
                      before: UnsafeMutablePointer<Float>, swaps: Bool, previousLetter: Int) -> Float {
        var v = previous[j - 1] + substitution
        let d = previous[j] + delete
        if d < v { v = d }
        let i = left + insertion[j - 1]
        if i < v { v = i }
        if swaps, j > 1, typed[j - 1] == previousLetter, typed[j - 2] == c {
            let t = before[j - 2] + transpositions[previousLetter * EditCostTable.alphabetSize + c]
            if t < v { v = t }
        }
        return v
    }

    /// Whether the row's least cell (`minimum`, or any bound below it), plus the cheapest edit of
    /// letter `c` (or a doubled letter's deletion, after `previousLetter`) is within `bound`: the
    /// first test of ``mayReach(_:letter:previous:minimum:before:depth:previousLetter:)``, and
    /// all of it for a letter typed nowhere (``EditCostTable/typedPositions`` empty), which pairs
    /// with no typed letter and swaps with none.
    @inline(__always)
    func mayReachUntyped(_ bound: Float, letter c: Int, minimum: Float, previousLetter: Int) -> Bool {
        var elsewhere = cheapestEdit[c]
        if c == previousLetter { elsewhere = min(elsewhere, doubledDeletion) }
        return minimum + elsewhere <= bound
    }

    /// Whether the row of letter `c` after the row `previous` (whose least cell is at least
    /// `minimum`; `before`, the row before that, read for transpositions; `depth` and
    /// `previousLetter` as for ``fill(_:previous:before:depth:letter:previousLetter:from:)``) may
    /// hold a cell at or below `bound`. False only when every cell is sure to cost more: each comes from a cell of
    /// `previous` plus an edit of `c`, free only where `c` is typed (``EditCostTable/typedPositions``),
    /// from a transposition there, or from the cell before it plus more.
    @inline(__always)
    func mayReach(_ bound: Float, letter c: Int, previous: UnsafeMutablePointer<Float>, minimum: Float,
                  before: UnsafeMutablePointer<Float>, depth: Int, previousLetter: Int) -> Bool {
        if mayReachUntyped(bound, letter: c, minimum: minimum, previousLetter: previousLetter) { return true }
        var positions = typedPositions[c]
        while positions != 0 {
            let p = positions.trailingZeroBitCount
            positions &= positions - 1
            if previous[p] <= bound { return true }
            if depth > 0, p + 1 < typed.count, typed[p + 1] == previousLetter, before[p] <= bound { return true }
        }
        return false
    }

    /// A lower bound on the cost of every word below a node whose row is `row`, whose descendants
    /// spell only the letters of `below` (``EditCostTable/letterBit(_:)``): the least, over the
    /// row's cells, of the cell plus what the typed letters after it cost where none of the
    /// descendants' letters can be paired with them free (``EditCostTable/cheapestEdit``'s typed
    /// positions' share). `minimum` is the row's least cell, which bounds them too, and `floor`
    /// what a transposition brings the node's children from its parent's row, a path that passes
    /// by the node's own row (``transpositionFloor(letter:parentRow:from:)``).
    /// A lexicon walk of a word typed with letters its branches do not hold (`contenp`: no word
    /// below `cab` has a `p`) enters fewer nodes by it; the words it finds are the same.
    @inline(__always)
    func reach(_ row: UnsafeMutablePointer<Float>, minimum: Float, floor: Float, below: UInt32) -> Float {
        var missing = typedLetters & ~below
        guard missing != 0 else { return min(minimum, floor) }
        var positions: UInt64 = 0
        while missing != 0 {
            positions |= letterPositions[missing.trailingZeroBitCount]
            missing &= missing - 1
        }
        let unpaired = cheapestEdit.baseAddress! + EditCostTable.alphabetSize
        var j = width - 1
        var suffix: Float = 0
        var least = row[j]
        while j > 0 {
            j -= 1
            if positions &>> UInt64(j) & 1 != 0 { suffix += unpaired[j] }
            least = min(least, row[j] + suffix)
        }
        // The bound is summed in another order than a word's cost, so it may exceed it by a
        // rounding: a thousandth of a nat below it keeps a word at exactly the walk's bound.
        return min(floor, max(minimum, least - 1e-3))
    }

    /// The least cost a transposition carries from `parentRow`, the row of a node's parent, to
    /// the node's children: for each position `q` but the first where the node's letter `c` is
    /// typed, the parent's cell before it plus the swap of `c` and the letter typed there (+∞
    /// when there is none). A child's cell can be less than every cell of its parent's row by
    /// that path (`hte` → `the` through `t`), so a node this makes cheap is entered even when
    /// its own row is out of reach.
    /// Only positions from `first` on are read (a walk adding a key asks for the new one).
    @inline(__always)
    func transpositionFloor(letter c: Int, parentRow: UnsafeMutablePointer<Float>, from first: Int = 1) -> Float {
        var floor = Float.infinity
        var positions = (typedPositions[c] >> max(first, 1)) << max(first, 1)
        while positions != 0 {
            let q = positions.trailingZeroBitCount
            positions &= positions - 1
            let swapped = typed[q - 1]
            if swapped != c { floor = min(floor, parentRow[q - 1] + transpositions[c * EditCostTable.alphabetSize + swapped]) }
        }
        return floor
    }

    /// For a letter spelt with two (`c`: `ä`, `ö`, `ü`, `œ`, `æ`, `ß`): lowers the cells where the
    /// typed letters end in its spelling (`ae`, `oe`, `ue`, `ss`), the `second` letter
    /// (``EditCostTable/secondSpellingLetter(of:)``) costing ``EditCostTable/umlautSpellingCost``
    /// after the letter aligned with `c`, and carries the lowered cells on through insertions.
    /// Returns the least cell it wrote (+∞ when none). Out of line: only these letters' nodes, a
    /// few in a German or French walk, come here. Static, given just the tables it reads: a method
    /// out of line needs the rows' tables in memory, and `fill` then copied them (136 bytes, a
    /// `memcpy` call) for every row it computed, umlaut or not.
    @inline(never)
    static func spellUmlaut(_ row: UnsafeMutablePointer<Float>, letter c: Int, second: Int, from start: Int,
                            typed: UnsafeBufferPointer<Int>, insertion: UnsafeBufferPointer<Float>, cost umlautSpellingCost: Float) -> Float {
        let n = typed.count
        let base = EditCostTable.baseLetters[c]
        var best = Float.infinity
        var lowered = false
        var j = max(start, 2)
        while j <= n {
            var v = row[j]
            if typed[j - 1] == second, typed[j - 2] == base { v = min(v, row[j - 1] + umlautSpellingCost) }
            if lowered { v = min(v, row[j - 1] + insertion[j - 1]) }
            if v < row[j] {
                row[j] = v
                lowered = true
                best = min(best, v)
            }
            j += 1
        }
        return best
    }
}

extension EditCostTable {
    /// The cost of typing this table's word when `key` was meant: the same weighted edit
    /// distance the trie walk computes, for one word, with no bound. O(letters × typed).
    public func cost(of key: String) -> Float {
        withRows { dp in Self.cost(of: key, in: dp) }
    }

    /// ``cost(of:)`` over `dp`, the rows and letters in temporary (stack) buffers (the ranker asks
    /// this of up to thirty sound-alike words a keystroke, and three arrays each were half of its
    /// time). The key's letters are read once, into the buffer of their alphabet indices (sized
    /// by its UTF-8 length, which bounds them), where counting them first walked them twice.
    private static func cost(of key: String, in dp: EditDistanceRows) -> Float {
        let capacity = key.utf8.count
        let width = dp.width
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity + 2) { previous in
            previous.initialize(repeating: -1)
            var count = 0
            for scalar in key.unicodeScalars {
                previous[count + 1] = EditCostTable.index(of: scalar.value)
                count += 1
            }
            return withUnsafeTemporaryAllocation(of: Float.self, capacity: width * (count + 2)) { rows in
                dp.start(rows)
                // `fill` reads the letter before from `previous[depth]` and writes the letter at
                // `depth + 1`, where it already is.
                for depth in 0..<count {
                    _ = dp.fill(rows, depth: depth, letter: previous[depth + 1], letters: previous)
                }
                return rows[count * width + width - 1]
            }
        }
    }

    /// Calls `body` with the dynamic programme over this table; it must not escape.
    func withRows<R>(_ body: (EditDistanceRows) -> R) -> R {
        let storage = self.storage
        return storage.typed.withUnsafeBufferPointer { typed in
            storage.substitution.withUnsafeBufferPointer { substitution in
                storage.deletion.withUnsafeBufferPointer { deletion in
                    storage.insertion.withUnsafeBufferPointer { insertion in
                        storage.transpositions.withUnsafeBufferPointer { transpositions in
                            storage.cheapestEdit.withUnsafeBufferPointer { cheapestEdit in
                                storage.typedPositions.withUnsafeBufferPointer { typedPositions in
                                    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 32) { bitPositions in
                                        bitPositions.initialize(repeating: 0)
                                        var letters: UInt32 = 0
                                        for (j, t) in typed.enumerated() where j < EditCostTable.maximumTypedLength {
                                            let bit = EditCostTable.letterBit(t)
                                            letters |= bit
                                            bitPositions[bit.trailingZeroBitCount] |= 1 << UInt64(j)
                                        }
                                        return body(EditDistanceRows(typed: typed, substitution: substitution, deletion: deletion, insertion: insertion,
                                                                     doubledDeletion: doubledDeletion, transpositions: transpositions,
                                                                     firstLetterExtraCost: firstLetterExtraCost, umlautSpellingCost: umlautSpellingCost,
                                                                     cheapestEdit: cheapestEdit, typedPositions: typedPositions, typedLetters: letters,
                                                                     umlautLetters: umlautSpellingCost < .infinity ? EditCostTable.lettersSpeltWithTwo : 0,
                                                                     letterPositions: UnsafePointer(bitPositions.baseAddress!), width: typed.count + 1))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
