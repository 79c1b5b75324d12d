/// A word a gesture may mean, with its score.
public struct SwipeCandidate: Sendable, Hashable, Codable {
    /// Where a candidate comes from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The bundled lexicon.
        case lexicon
        /// The learned words or the user's own words.
        case personal
    }

    /// The lower-case key (`don't`).
    public var key: String
    /// The word as written (`I'm`, `Paris`).
    public var surface: String
    /// `ln P(word | previous)` weighted, minus the weighted channel costs; higher is better.
    public var score: Float
    /// Where the word comes from: the lexicon or the user's words.
    public var source: Source
    /// The mean squared distance, in key units, between the gesture and the word's ideal path
    /// (the location channel): how far this user's finger strayed, if the word is right.
    public var fit: Float

    /// A candidate with its score and, when known, its ``fit`` (0 by default).
    public init(key: String, surface: String, score: Float, source: Source, fit: Float = 0) {
        self.key = key
        self.surface = surface
        self.score = score
        self.source = source
        self.fit = fit
    }
}
