import KeyboardData
import KeyboardLexicon

/// How people mistype and misspell: the cost, in nats (−ln P), of each edit that turns the word
/// they meant into what they typed. Learned from the development corpora by
/// `Scripts/learn-error-model` (``learned``); touch evidence refines substitutions per keystroke.
///
/// The learned costs are conditioned on a word being misspelled at all (every corpus pair is), so
/// their relative sizes rank candidates; the decision to correct adds its own prior.
public struct ErrorModel: Sendable, Hashable {
    /// Letters the tables cover, in index order (`a`–`z`, `'`).
    public var alphabet: [Unicode.Scalar] { tables.alphabet }
    /// `substitution[typed * n + intended]`.
    public var substitution: [Float] { tables.substitution }
    /// Cost of omitting an intended letter.
    public var deletion: [Float] { tables.deletion }
    /// Cost of typing an extra letter.
    public var insertion: [Float] { tables.insertion }
    /// Cost of typing two adjacent letters in swapped order (`teh` for `the`): every pair's when
    /// ``transpositionPairs`` is nil.
    public let transposition: Float
    /// Per intended pair `x y` typed `y x`, `transpositionPairs[x * n + y]` (n = the alphabet's
    /// size); nil for ``transposition`` everywhere.
    public var transpositionPairs: [Float]? { tables.transpositionPairs }
    /// Cost of typing a letter twice.
    public let doubledInsertion: Float
    /// Cost of typing a doubled letter once.
    public let doubledDeletion: Float
    /// Added to an edit at the first letter, which people rarely get wrong.
    public let firstLetterExtraCost: Float
    /// The cost of any edit involving a character outside the alphabet (digits, accents).
    public var otherCost: Float = 9
    /// Cost of the apostrophe not typed: on a phone keyboard it sits on another layer and is
    /// skipped routinely, which handwritten corpora cannot show.
    public var skippedApostropheCost: Float = 0.5
    /// Cost of `ä`, `ö`, `ü` or `ß` typed as `a`, `o`, `u` or `s` (`ß` as `ss` adds a doubled
    /// letter), a French accented letter typed without its accent (`é` as `e`), or the other way
    /// round, or one accent for another on the same letter (`è` for `é`): on a keyboard without
    /// the letter this is how it is spelt, a habit rather than a slip (docs/BENCHMARK.md, "Second
    /// language").
    public var asciiSpellingCost: Float = 1
    /// Cost of the `e` of `ae`, `oe`, `ue` typed for `ä`, `ö`, `ü`, of `oe`, `ae` for `œ`, `æ`, and
    /// of the second `s` of `ss` for `ß` (their spellings without those keys), on top of
    /// ``asciiSpellingCost`` for the letter before it: 0, as much a habit as leaving the dots off
    /// (docs/BENCHMARK.md, "German nouns typed in lower case").
    public var umlautSpellingCost: Float = 0
    /// Added to every learned edit: the learned costs are conditioned on an error having been
    /// made, and this is the price of making one (it also bounds the search).
    /// 1.5 was chosen on the correction corpora (docs/BENCHMARK.md): 1 is as accurate and twice
    /// as slow, 2 loses three points of top-1.
    public var editBaseCost: Float = 1.5
    /// Taken off every transposition: two keys pressed in the wrong order (`teh`, `nto`) is a
    /// slip of fast typing that handwritten errors rarely show (one learned edit in 27). 1.5
    /// nats (a swap pays no ``editBaseCost``) was chosen on the development halves, with the
    /// other corpora unchanged or better (docs/BENCHMARK.md, "Typed transpositions").
    public var typedTranspositionDiscount: Float = 1.5
    /// The shift ``Tables/initialSwaps`` was built with (``editBaseCost`` −
    /// ``typedTranspositionDiscount``, the only costs it depends on beside the learned ones).
    private let initialSwapShift: Float
    /// The learned arrays and those the init derives from them, in one object every copy shares:
    /// the session makes a ranker with the learned model at every key press, and a copy of the
    /// model retained and released each of its eight arrays.
    private let tables: Tables

    /// ``ErrorModel``'s arrays. Equal when their contents are (what the derived arrays hold
    /// follows from the others, so they never make two models differ).
    private final class Tables: Sendable, Hashable {
        let alphabet: [Unicode.Scalar]
        let substitution: [Float]
        let deletion: [Float]
        let insertion: [Float]
        let transpositionPairs: [Float]?
        /// ``ErrorModel/swapTable(transposition:pairs:letters:shift:)`` as built at init.
        let initialSwaps: [Float]
        /// Per typed letter, its row of substitution costs (`EditCostTable.alphabetSize` each, the
        /// first letter's extra cost left out), made with the init's ``ErrorModel/otherCost``,
        /// ``ErrorModel/asciiSpellingCost`` and ``ErrorModel/editBaseCost`` (``initialRowCosts``):
        /// a cost table copies a row per typed letter instead of working out each of its cells
        /// (51 M → 35 M of norvig1's 1,366 M instructions, docs/BENCHMARK.md).
        let initialRows: [Float]
        let initialRowCosts: [Float]

        init(alphabet: [Unicode.Scalar], substitution: [Float], deletion: [Float], insertion: [Float], transpositionPairs: [Float]?,
             initialSwaps: [Float], initialRows: [Float], initialRowCosts: [Float]) {
            self.alphabet = alphabet
            self.substitution = substitution
            self.deletion = deletion
            self.insertion = insertion
            self.transpositionPairs = transpositionPairs
            self.initialSwaps = initialSwaps
            self.initialRows = initialRows
            self.initialRowCosts = initialRowCosts
        }

        static func == (a: Tables, b: Tables) -> Bool {
            a === b || (a.alphabet == b.alphabet && a.substitution == b.substitution && a.deletion == b.deletion && a.insertion == b.insertion
                        && a.transpositionPairs == b.transpositionPairs && a.initialSwaps == b.initialSwaps && a.initialRows == b.initialRows
                        && a.initialRowCosts == b.initialRowCosts)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(alphabet)
            hasher.combine(substitution)
            hasher.combine(deletion)
            hasher.combine(insertion)
            hasher.combine(transpositionPairs)
            hasher.combine(initialSwaps)
            hasher.combine(initialRows)
            hasher.combine(initialRowCosts)
        }
    }

    /// A model over `alphabet`'s n letters, costs in nats: `substitution` (n × n,
    /// `[typed * n + intended]`), `deletion` and `insertion` (n each), `transpositionPairs` (n × n,
    /// or nil). Traps when a table's size does not match the alphabet.
    public init(alphabet: String, substitution: [Float], deletion: [Float], insertion: [Float], transposition: Float,
                transpositionPairs: [Float]? = nil, doubledInsertion: Float, doubledDeletion: Float, firstLetterExtraCost: Float = 0) {
        let scalars = Array(alphabet.unicodeScalars)
        precondition(substitution.count == scalars.count * scalars.count && deletion.count == scalars.count && insertion.count == scalars.count)
        precondition(transpositionPairs.map { $0.count == scalars.count * scalars.count } ?? true)
        self.transposition = transposition
        self.doubledInsertion = doubledInsertion
        self.doubledDeletion = doubledDeletion
        self.firstLetterExtraCost = firstLetterExtraCost
        let shift = editBaseCost - typedTranspositionDiscount
        initialSwapShift = shift
        tables = Tables(alphabet: scalars, substitution: substitution, deletion: deletion, insertion: insertion, transpositionPairs: transpositionPairs,
                        initialSwaps: Self.swapTable(transposition: transposition, pairs: transpositionPairs, letters: scalars.count, shift: shift),
                        initialRows: Self.substitutionRows(substitution: substitution, letters: scalars.count, otherCost: otherCost,
                                                           asciiSpellingCost: asciiSpellingCost, editBaseCost: editBaseCost),
                        initialRowCosts: [otherCost, asciiSpellingCost, editBaseCost])
    }

    /// Each typed letter's row of substitution costs: 0 for itself, the learned cost plus
    /// `editBaseCost` between letters of the alphabet, `asciiSpellingCost` for a letter with the
    /// same base (`é` typed `e`), `otherCost` otherwise.
    private static func substitutionRows(substitution: [Float], letters n: Int, otherCost: Float, asciiSpellingCost: Float,
                                         editBaseCost: Float) -> [Float] {
        let a = EditCostTable.alphabetSize
        let bases = EditCostTable.baseLetters
        var rows = [Float](repeating: otherCost, count: a * a)
        for t in 0..<a {
            for c in 0..<a {
                if c == t {
                    rows[t * a + c] = 0
                } else if t < n, c < n {
                    rows[t * a + c] = substitution[t * n + c] + editBaseCost
                }
                if c != t, bases[c] == bases[t] { rows[t * a + c] = asciiSpellingCost }
            }
        }
        return rows
    }

    /// The cost table for one typed word.
    /// - Parameters:
    ///   - typed: the typed letters, lower case.
    ///   - touchCosts: per typed position, the cost of reading the touch as another letter (from the
    ///     touch model), which replaces the learned substitution cost when lower.
    public func costTable(typed: [Unicode.Scalar], touchCosts: TouchCosts = TouchCosts()) -> EditCostTable {
        let a = EditCostTable.alphabetSize
        let tables = self.tables
        let (insertion, deletion) = (tables.insertion, tables.deletion)
        let n = tables.alphabet.count
        let indices = typed.map { EditCostTable.index(of: $0.value) }
        var ins = [Float](filledWith: otherCost, count: indices.count)
        let initialRowCosts = tables.initialRowCosts
        let rows = initialRowCosts[0] == otherCost && initialRowCosts[1] == asciiSpellingCost && initialRowCosts[2] == editBaseCost
            ? tables.initialRows
            : Self.substitutionRows(substitution: tables.substitution, letters: n, otherCost: otherCost, asciiSpellingCost: asciiSpellingCost,
                                    editBaseCost: editBaseCost)
        // Each typed letter's row of substitutions, lowered to its touch costs: whole rows, in
        // loops the compiler vectorises (this runs at every key press).
        var sub = [Float](filledWith: 0, count: indices.count * a)
        sub.withUnsafeMutableBufferPointer { buffer in
            rows.withUnsafeBufferPointer { rows in
                for (j, t) in indices.enumerated() {
                    let row = buffer.baseAddress! + j * a
                    row.update(from: rows.baseAddress! + t * a, count: a)
                    if j == 0 {
                        // Every letter but the typed one (whose cell keeps its 0) costs the extra.
                        let own = row[t]
                        for c in 0..<a { row[c] += firstLetterExtraCost }
                        row[t] = own
                    }
                    if j < touchCosts.count { touchCosts.withRow(j) { touch in for c in 0..<a { row[c] = min(row[c], touch[c]) } } }
                }
            }
        }
        for (j, t) in indices.enumerated() {
            if t < n { ins[j] = editBaseCost + (j > 0 && indices[j - 1] == t ? min(insertion[t], doubledInsertion) : insertion[t]) }
            if j == 0 { ins[j] += firstLetterExtraCost }
        }
        var del = [Float](filledWith: otherCost, count: a)
        for c in 0..<min(n, a) { del[c] = deletion[c] + editBaseCost }
        del[26] = min(del[26], skippedApostropheCost)
        // The same table every keystroke while the costs it depends on are those of the init: one
        // array, shared (a walk checks it for change in O(1)).
        let shift = editBaseCost - typedTranspositionDiscount
        let swaps = shift == initialSwapShift
            ? tables.initialSwaps
            : Self.swapTable(transposition: transposition, pairs: tables.transpositionPairs, letters: n, shift: shift)
        return EditCostTable(typed: indices, substitution: sub, deletion: del, doubledDeletion: doubledDeletion + editBaseCost,
                             insertion: ins, transposition: max(0, transposition + shift),
                             transpositions: swaps, firstLetterExtraCost: firstLetterExtraCost, umlautSpellingCost: umlautSpellingCost)
    }

    /// The cost of each intended pair typed swapped (``EditCostTable/transpositions``): the learned
    /// cost (`pairs[x * letters + y]`, else `transposition`) plus `shift`, never below 0 (the walk
    /// prunes on costs that only grow).
    private static func swapTable(transposition: Float, pairs: [Float]?, letters n: Int, shift: Float) -> [Float] {
        let a = EditCostTable.alphabetSize
        var swaps = [Float](repeating: max(0, transposition + shift), count: a * a)
        if let pairs {
            for x in 0..<min(n, a) {
                for y in 0..<min(n, a) { swaps[x * a + y] = max(0, pairs[x * n + y] + shift) }
            }
        }
        return swaps
    }
}
