/// The words a field ends with, aligned to the words meant: which written words stand for each
/// meant word, when the engine may have written two for one (`lifeform` → `life form`) or one
/// for two, so that one such word does not shift every word after it.
///
/// A word-level edit distance (each substitution, insertion or deletion costs 1, an equal pair
/// nothing, case ignored), read back from the end. A written word with no meant word of its own
/// joins the meant word before it (the first one at the start): `life form` both stand for
/// `lifeform`. Beyond ``maximumCells`` (a phrase of thousands of words, which no typing trace
/// holds), the words pair by position instead, so a hostile trace costs no more than that.
public enum WordAlignment {
    /// The largest table of the edit distance (meant words + 1 by written words + 1) aligned; 16 MB.
    public static let maximumCells = 4_000_000

    /// For each of `meant`, the range of `written` that stands for it: one word for a word kept
    /// or changed into another, several for a word split, none for a word the engine joined to
    /// another or removed. The ranges are in order and cover `written` when `meant` is not empty.
    public static func ranges(written: [String], meant: [String]) -> [Range<Int>] {
        guard !meant.isEmpty else { return [] }
        let cells = (meant.count + 1).multipliedReportingOverflow(by: written.count + 1)
        guard !cells.overflow, cells.partialValue <= maximumCells else {
            // By position, the written words past the last meant word joining it.
            return meant.indices.map { i in
                let lower = min(i, written.count)
                let upper = i == meant.count - 1 ? written.count : min(i + 1, written.count)
                return lower..<max(lower, upper)
            }
        }
        let w = written.map { $0.lowercased() }, m = meant.map { $0.lowercased() }
        let columns = w.count + 1
        // cost[i * columns + j]: aligning the first i meant words with the first j written ones.
        var cost = [Int32](repeating: 0, count: (m.count + 1) * columns)
        for j in 0...w.count { cost[j] = Int32(j) }
        for i in 1...m.count {
            cost[i * columns] = Int32(i)
            if w.isEmpty { continue }
            for j in 1...w.count {
                let diagonal = cost[(i - 1) * columns + j - 1] + (m[i - 1] == w[j - 1] ? 0 : 1)
                cost[i * columns + j] = min(diagonal, cost[(i - 1) * columns + j] + 1, cost[i * columns + j - 1] + 1)
            }
        }
        // Back from the end: an equal pair first, then a written word of its own (so that a split
        // word's last part joins the meant word its first part stands for), then a substitution,
        // then a meant word with no written word.
        var owner = [Int](repeating: -1, count: w.count)   // the meant word each written word joins
        var i = m.count, j = w.count
        while i > 0 || j > 0 {
            let here = cost[i * columns + j]
            let equal = i > 0 && j > 0 && m[i - 1] == w[j - 1]
            if equal, here == cost[(i - 1) * columns + j - 1] {
                owner[j - 1] = i - 1
                i -= 1
                j -= 1
            } else if j > 0, here == cost[i * columns + j - 1] + 1 {
                owner[j - 1] = -1   // inserted: joins the meant word before it, below
                j -= 1
            } else if i > 0, j > 0, here == cost[(i - 1) * columns + j - 1] + 1 {
                owner[j - 1] = i - 1
                i -= 1
                j -= 1
            } else {
                i -= 1              // a meant word with no written word
            }
        }
        var previous = -1
        for k in owner.indices {
            if owner[k] < 0 { owner[k] = max(previous, 0) } else { previous = owner[k] }
        }
        var ranges = [Range<Int>]()
        ranges.reserveCapacity(m.count)
        var start = 0
        for target in m.indices {
            var end = start
            while end < owner.count, owner[end] == target { end += 1 }
            ranges.append(start..<end)
            start = end
        }
        return ranges
    }
}
