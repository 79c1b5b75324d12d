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

    /// The word: its key, written form and log-probability.
    public var entry: WordEntry
    /// How it relates to the taps: typed exactly, a correction or a completion.
    public var kind: Kind
    /// How far, in nats, the taps are from this word (or, for a completion, from its prefix):
    /// 0 for what was typed, more for each edit or each touch read as another key.
    public var channelCost: Double
    /// Language-model log-probability in context.
    public var contextLogProbability: Double
    /// The combined score the ranking sorts by.
    public var score: Double
    /// For a completion or exact word that the edit search also found as a whole word, its
    /// channel cost and score as that correction (`overal` → `overall`: a completion, and one
    /// letter short of the word); nil otherwise.
    public var correctionCost: Double?
    /// The score that goes with ``correctionCost``; nil when it is.
    public var correctionScore: Double?

    /// A candidate as the ranker scored it. `correctionCost` and `correctionScore` go together:
    /// ``asCorrection`` reads them only when both are given.
    public init(entry: WordEntry, kind: Kind, channelCost: Double, contextLogProbability: Double, score: Double,
                correctionCost: Double? = nil, correctionScore: Double? = nil) {
        self.entry = entry
        self.kind = kind
        self.channelCost = channelCost
        self.contextLogProbability = contextLogProbability
        self.score = score
        self.correctionCost = correctionCost
        self.correctionScore = correctionScore
    }

    /// This word as a correction of the taps: itself when it is one, the edit search's reading of
    /// it when the search also found it (a completion one letter short, `overal` → `overall`),
    /// else nil. What the autocorrect decision weighs.
    public var asCorrection: Candidate? {
        if kind == .correction { return self }
        guard let correctionCost, let correctionScore else { return nil }
        return Candidate(entry: entry, kind: .correction, channelCost: correctionCost, contextLogProbability: contextLogProbability,
                         score: correctionScore)
    }
}

extension Candidate: BestFirst {
    /// Higher score first; between equal scores, the key's order (keys are unique in a ranking).
    public static func precedes(_ a: Candidate, _ b: Candidate) -> Bool {
        a.score != b.score ? a.score > b.score : a.entry.key < b.entry.key
    }
}
