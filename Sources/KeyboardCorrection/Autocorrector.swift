/// The baseline autocorrect decision on a boundary key: replace the typed word only when it is
/// not a valid word and a correction read from the same taps is close enough in touch terms.
///
/// A word valid anywhere (lexicon, any active dictionary, the user's words) is never corrected.
/// Correction quality proper (edits beyond nearby keys, a learned error model) is its own issue;
/// this keeps replay meaningful for noisy taps.
public struct Autocorrector: Sendable, Hashable, Codable {
    /// How many nats of touch likelihood a correction may give up against the literal taps.
    public var maximumTouchCost: Double = 9.0
    /// Minimum language-model log-probability of a correction (no obscure words).
    public var minimumContextLogProbability: Double = -16.0

    public init() {}

    /// The correction to apply, or nil to keep the typed word.
    /// - Parameters:
    ///   - candidates: the ranker's candidates, best first.
    ///   - literalLogLikelihood: the touch log-likelihood of the literal taps.
    ///   - typedIsValid: whether the typed word is a word somewhere.
    public func correction(among candidates: [Candidate], literalLogLikelihood: Double, typedIsValid: Bool) -> Candidate? {
        guard !typedIsValid else { return nil }
        return candidates.first { candidate in
            candidate.kind == .correction
                && literalLogLikelihood - candidate.touchLogLikelihood <= maximumTouchCost
                && candidate.contextLogProbability >= minimumContextLogProbability
        }
    }
}
