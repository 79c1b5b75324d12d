/// A value with a best-first order of its own, for ``TopK``.
public protocol BestFirst {
    /// Whether `a` comes before `b`: a strict total order (ties broken by something unique), so
    /// that the best `k` are the same whatever order the values arrive in.
    static func precedes(_ a: Self, _ b: Self) -> Bool
}

/// The best `limit` values offered, best first: what sorting them all and keeping the first
/// `limit` gives, by insertion into a list of at most `limit`. For picking a few out of many
/// (completions from a range of keys, a strip from scored candidates) without sorting the rest.
/// Values in an order of their own (``BestFirst``) are offered with ``insert(_:)``; others, such
/// as indices into a table the caller holds, with ``insert(_:by:)``.
/// Inlinable, so that each module's use is specialised for its element (a generic call per
/// comparison cost the strip's ranking more than the sort it replaces).
public struct TopK<Element> {
    /// The most values kept; 0 for a negative limit given.
    public let limit: Int
    @usableFromInline var items: [Element] = []

    /// An empty selection of at most `limit` values (none when `limit` ≤ 0).
    @inlinable
    public init(limit: Int) {
        self.limit = max(0, limit)
        items.reserveCapacity(self.limit + 1)
    }

    /// Offers `item` in the order `precedes` (a strict total order, the same at every offer);
    /// O(`limit`) at worst, O(1) when it is not among the best so far.
    @inlinable
    public mutating func insert(_ item: Element, by precedes: (Element, Element) -> Bool) {
        // The last item compared in place: `items.last` is a copy (for a candidate, two strings
        // retained and released at every offer).
        if items.count == limit, limit == 0 || !precedes(item, items[limit - 1]) { return }
        var position = items.count
        while position > 0, precedes(item, items[position - 1]) { position -= 1 }
        items.insert(item, at: position)
        if items.count > limit { items.removeLast() }
    }

    /// The values kept, best first.
    @inlinable
    public func sorted() -> [Element] { items }
}

extension TopK where Element: BestFirst {
    /// Offers `item` in its own order (``BestFirst/precedes(_:_:)``).
    @inlinable
    public mutating func insert(_ item: Element) { insert(item, by: Element.precedes) }
}

extension ScoredWord: BestFirst {
    /// Higher probability first; ties by word id, so results are deterministic.
    public static func precedes(_ a: ScoredWord, _ b: ScoredWord) -> Bool {
        a.logProbability != b.logProbability ? a.logProbability > b.logProbability : a.id < b.id
    }
}
