/// A lexicon word with a log-probability score, as returned by completion and prediction.
public struct ScoredWord: Sendable, Hashable, Codable {
    /// The word, in the lexicon that scored it.
    public var id: WordID
    /// Natural-log probability: the unigram probability for completions, `ln P(word | previous)`
    /// for predictions.
    public var logProbability: Float

    /// A word `id` with its score.
    public init(id: WordID, logProbability: Float) {
        self.id = id
        self.logProbability = logProbability
    }
}
