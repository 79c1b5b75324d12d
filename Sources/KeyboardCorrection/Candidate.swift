import KeyboardLexicon

/// A word the ranker proposes for the composing word.
public struct Candidate: Sendable, Hashable, Codable {
    /// How the candidate relates to what was typed.
    public enum Kind: Sendable, Hashable, Codable {
        /// The literal taps spell it exactly.
        case exact
        /// A word the taps probably meant: nearby keys, or edits the error model allows.
        case correction
        /// It starts with a reading of the taps: a completion.
        case completion
    }

    public var entry: WordEntry
    public var kind: Kind
    /// How far, in nats, the taps are from this word (or, for a completion, from its prefix):
    /// 0 for what was typed, more for each edit or each touch read as another key.
    public var channelCost: Double
    /// Language-model log-probability in context.
    public var contextLogProbability: Double
    /// The combined score the ranking sorts by.
    public var score: Double

    public init(entry: WordEntry, kind: Kind, channelCost: Double, contextLogProbability: Double, score: Double) {
        self.entry = entry
        self.kind = kind
        self.channelCost = channelCost
        self.contextLogProbability = contextLogProbability
        self.score = score
    }
}
