/// A word as language models hand it out: its key, how it is written, and a log-probability.
public struct WordEntry: Sendable, Hashable, Codable {
    /// Lower-case key (`i'm`).
    public var key: String
    /// Written form (`I'm`).
    public var surface: String
    /// Natural-log probability: unigram for look-ups and completions, `ln P(word | previous)`
    /// for predictions.
    public var logProbability: Float

    public init(key: String, surface: String, logProbability: Float) {
        self.key = key
        self.surface = surface
        self.logProbability = logProbability
    }
}
