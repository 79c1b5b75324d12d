import KeyboardLexicon

/// A word the ranker proposes for the composing word.
public struct Candidate: Sendable, Hashable, Codable {
    /// How the candidate relates to what was typed.
    public enum Kind: Sendable, Hashable, Codable {
        /// The literal taps spell it exactly.
        case exact
        /// The taps, read with nearby keys, spell it exactly: a correction.
        case correction
        /// It starts with a reading of the taps: a completion.
        case completion
    }

    public var entry: WordEntry
    public var kind: Kind
    /// Touch log-likelihood of the reading that produced it.
    public var touchLogLikelihood: Double
    /// Language-model log-probability in context.
    public var contextLogProbability: Double
    /// The combined score the ranking sorts by.
    public var score: Double

    public init(entry: WordEntry, kind: Kind, touchLogLikelihood: Double, contextLogProbability: Double, score: Double) {
        self.entry = entry
        self.kind = kind
        self.touchLogLikelihood = touchLogLikelihood
        self.contextLogProbability = contextLogProbability
        self.score = score
    }
}
