extension UnsafeMutableBufferPointer {
    /// Keeps the buffer's first `count` elements the best so far, best first by `precedes` (a
    /// strict order): puts `element` in its place, after its equals, and grows `count` up to the
    /// buffer's size, dropping the last when full; does nothing when the buffer is full and
    /// `element` does not precede the last. The one best-`k` of a scan into a buffer on the stack
    /// (the touch model's keys, a lexicon range's words), both asked at every key press.
    @inlinable
    public func insertBest(_ element: Element, count: inout Int, by precedes: (Element, Element) -> Bool) {
        let limit = self.count
        guard limit > 0, count < limit || precedes(element, self[limit - 1]) else { return }
        var position = count
        while position > 0, precedes(element, self[position - 1]) { position -= 1 }
        if count < limit { count += 1 }
        var moved = count - 1
        while moved > position {
            self[moved] = self[moved - 1]
            moved -= 1
        }
        self[position] = element
    }
}
