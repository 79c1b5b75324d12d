/// The costs, in nats, of turning each intended letter into what was typed, prepared for one
/// typed word so that a trie walk reads them from flat arrays.
///
/// Letters are `a`–`z` and `'` (indices 0–26); anything else shares index 27 ("other").
/// Built by the correction module from its error model and, when the taps have touch points,
/// from the touch model.
public struct EditCostTable: Sendable {
    /// The alphabet size, "other" included.
    public static let alphabetSize = 28

    /// The typed word as alphabet indices.
    public let typed: [Int]
    /// `substitution[j * alphabetSize + c]`: intended letter `c` typed as `typed[j]` (0 when equal).
    public let substitution: [Float]
    /// `deletion[c]`: intended letter `c` not typed.
    public let deletion: [Float]
    /// An intended letter equal to the one before it not typed (`ocasion`).
    public let doubledDeletion: Float
    /// `insertion[j]`: `typed[j]` typed though not intended (doubled letters are cheaper).
    public let insertion: [Float]
    /// Two adjacent letters swapped.
    public let transposition: Float
    /// Added to deleting the first intended letter (substitutions and insertions at the first
    /// position carry it in their tables already).
    public let firstLetterExtraCost: Float

    public init(typed: [Int], substitution: [Float], deletion: [Float], doubledDeletion: Float, insertion: [Float], transposition: Float,
                firstLetterExtraCost: Float = 0) {
        precondition(substitution.count == typed.count * Self.alphabetSize && deletion.count == Self.alphabetSize && insertion.count == typed.count)
        self.typed = typed
        self.substitution = substitution
        self.deletion = deletion
        self.doubledDeletion = doubledDeletion
        self.insertion = insertion
        self.transposition = transposition
        self.firstLetterExtraCost = firstLetterExtraCost
    }

    /// The alphabet index of a scalar.
    @inline(__always)
    public static func index(of scalar: UInt32) -> Int {
        if scalar >= 97 && scalar <= 122 { return Int(scalar - 97) }
        if scalar == 39 || scalar == 0x2019 { return 26 }
        return 27
    }
}

/// A word near what was typed, with the edit cost that separates them.
public struct NearWord: Sendable, Hashable {
    public var entry: WordEntry
    /// Σ edit costs (nats), the channel's `−log P(typed | word)`.
    public var cost: Float

    public init(entry: WordEntry, cost: Float) {
        self.entry = entry
        self.cost = cost
    }
}

/// The bounded weighted edit-distance walk shared by every word list: optimal string alignment
/// (substitution, insertion, deletion, adjacent transposition) against each candidate, one DP row
/// per letter, abandoning a branch as soon as every cell of its row exceeds the bound.
struct EditDistanceRows {
    let costs: EditCostTable
    let maxCost: Float
    var n: Int { costs.typed.count }

    /// The first row: the typed letters all inserted.
    func firstRow() -> [Float] {
        var row = [Float](repeating: 0, count: n + 1)
        for j in 0..<n { row[j + 1] = row[j] + costs.insertion[j] }
        return row
    }

    /// The row after the intended letter `c` (previous intended letter `previousLetter`, -1 at the
    /// start), given the two rows before it. Returns the row's minimum.
    @inline(__always)
    func next(_ row: inout [Float], previous: [Float], beforePrevious: [Float]?, letter c: Int, previousLetter: Int) -> Float {
        let a = EditCostTable.alphabetSize
        var delete = c == previousLetter ? min(costs.deletion[c], costs.doubledDeletion) : costs.deletion[c]
        if previousLetter < 0 { delete += costs.firstLetterExtraCost }
        row[0] = previous[0] + delete
        var best = row[0]
        for j in 1...max(1, n) where j <= n {
            var v = previous[j - 1] + costs.substitution[(j - 1) * a + c]
            v = min(v, previous[j] + delete)
            v = min(v, row[j - 1] + costs.insertion[j - 1])
            if j > 1, let beforePrevious, previousLetter >= 0, costs.typed[j - 1] == previousLetter, costs.typed[j - 2] == c, c != previousLetter {
                v = min(v, beforePrevious[j - 2] + costs.transposition)
            }
            row[j] = v
            if v < best { best = v }
        }
        return best
    }
}
