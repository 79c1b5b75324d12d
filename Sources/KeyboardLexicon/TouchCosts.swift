/// Per tap of a word, what reading its touch as each letter costs (nats) rather than the letter
/// its nearest key gives, by ``EditCostTable`` alphabet index.
///
/// +∞ stands for a letter the touch model did not offer for the tap, and for every letter of a
/// tap without a touch point. One flat array, a row of ``EditCostTable/alphabetSize`` costs a tap:
/// a cost table takes a row with one `min` the compiler vectorises, where a dictionary a tap was
/// made, hashed and iterated at every key press.
public struct TouchCosts: Sendable, Hashable {
    /// The rows, tap after tap.
    public private(set) var rows: [Float] = []

    /// No taps.
    public init() {}

    /// Taps whose costs are listed by alphabet index (letters not listed cost +∞; an index outside
    /// the alphabet is left out, as the cost tables left it out of a dictionary a tap).
    public init(_ taps: [[Int: Float]]) {
        for costs in taps {
            appendTap()
            for (letter, cost) in costs where letter >= 0 && letter < EditCostTable.alphabetSize { self[count - 1, letter] = cost }
        }
    }

    /// The number of taps.
    public var count: Int { rows.count / EditCostTable.alphabetSize }

    /// Whether there are no taps.
    public var isEmpty: Bool { rows.isEmpty }

    /// What reading tap `tap` as letter `letter` costs (+∞: not a reading of the tap).
    /// `letter` must be an alphabet index, below ``EditCostTable/alphabetSize``.
    public subscript(tap: Int, letter: Int) -> Float {
        get {
            precondition(letter >= 0 && letter < EditCostTable.alphabetSize, "TouchCosts letter out of range")
            return rows[tap * EditCostTable.alphabetSize + letter]
        }
        set {
            precondition(letter >= 0 && letter < EditCostTable.alphabetSize, "TouchCosts letter out of range")
            rows[tap * EditCostTable.alphabetSize + letter] = newValue
        }
    }

    /// Adds a tap that reads as no other letter (every cost +∞); set its costs with the subscript.
    public mutating func appendTap() {
        rows.append(contentsOf: repeatElement(Float.infinity, count: EditCostTable.alphabetSize))
    }

    /// Calls `body` with tap `tap`'s row (``EditCostTable/alphabetSize`` costs); it must not escape.
    @inlinable
    public func withRow<R>(_ tap: Int, _ body: (UnsafeBufferPointer<Float>) throws -> R) rethrows -> R {
        let a = EditCostTable.alphabetSize
        precondition(tap >= 0 && (tap + 1) * a <= rows.count, "TouchCosts tap out of range")
        return try rows.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[(tap * a)..<((tap + 1) * a)])) }
    }
}
