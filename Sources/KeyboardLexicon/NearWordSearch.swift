/// What one near-word walk finds: the words within its bound, and how close the typed letters come
/// to beginning a word at all.
public struct NearWordSearch: Sendable, Hashable {
    /// The best `limit` words within the bound, best first (``Lexicon/nearWords(_:maxCost:limit:)``).
    public var words: [NearWord]
    /// The least cost, in nats, of the typed letters read as the beginning of a word the walk
    /// reached (`accomo`: `accommo…`, a doubled letter dropped), when that is within the walk's
    /// bound; +∞ when it is not, or when the model cannot tell. A heuristic signal: a walk passes
    /// by branches none of whose words could join the best `limit`, so a walk extended key by key
    /// may see a prefix that a fresh walk passed by.
    public var closestPrefixCost: Float

    /// What a walk found; a `closestPrefixCost` of +∞ (the default) says it cannot tell.
    public init(words: [NearWord], closestPrefixCost: Float = .infinity) {
        self.words = words
        self.closestPrefixCost = closestPrefixCost
    }
}
