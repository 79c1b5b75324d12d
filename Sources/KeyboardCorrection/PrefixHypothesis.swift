/// A reading of the taps so far as a lexicon prefix, with how well the touches fit it.
public struct PrefixHypothesis: Sendable, Hashable, Codable {
    /// Lower-case key prefix (`don'`).
    public var prefix: String
    /// Σ log P(touch | key) over the taps, plus any apostrophe insertions' cost.
    public var logLikelihood: Double

    /// A reading `prefix` (lower case) whose taps fit it with `logLikelihood`.
    public init(prefix: String, logLikelihood: Double) {
        self.prefix = prefix
        self.logLikelihood = logLikelihood
    }
}
