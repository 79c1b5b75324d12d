extension Array where Element: BitwiseCopyable {
    /// `count` copies of `value`, the buffer reserved first. `Array(repeating:count:)` and
    /// `Array(unsafeUninitializedCapacity:initializingWith:)` allocate through the standard
    /// library's generic entry point, which looks the storage's type up at run time (a lock and a
    /// hash-map probe, about 140 instructions an array); a key press makes a dozen arrays.
    @inlinable
    public init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }
}
