/// The autocorrect decision on a boundary key: replace the typed word only when it is not a
/// valid word anywhere and the best correction beats keeping it by a margin.
///
/// Keeping an unknown word scores as a word of probability ``unknownWordLogProbability`` with no
/// edit; a correction scores `−channel cost + log P(word | context)`. The correction wins when its
/// score is at least ``margin`` above. A word valid anywhere (lexicon, any active dictionary, the
/// user's words) is never corrected; neither are words the caller excludes (acronyms, digits,
/// addresses).
public struct Autocorrector: Sendable, Hashable, Codable {
    /// The log-probability given to the typed word when it is known nowhere.
    public var unknownWordLogProbability: Double = -17
    /// How much better (nats) a correction must score than keeping the typed word.
    public var margin: Double = 0

    public init() {}

    /// Whether a typed word may be autocorrected at all: not an acronym (two or more letters, all
    /// capitals), and nothing with digits or the marks of addresses, handles and tags
    /// (`@`, `#`, `/`, `.`, `:`, `_`).
    public static func mayCorrect(_ typed: String) -> Bool {
        if typed.contains(where: { $0.isNumber || "@#/.:_".contains($0) }) { return false }
        return CasePattern(of: typed) != .upper
    }

    /// The correction to apply, or nil to keep the typed word.
    /// - Parameters:
    ///   - candidates: the ranker's candidates, best first.
    ///   - typedIsValid: whether the typed word is a word somewhere.
    public func correction(among candidates: [Candidate], typedIsValid: Bool) -> Candidate? {
        guard !typedIsValid, let best = candidates.first(where: { $0.kind == .correction }) else { return nil }
        return best.score >= unknownWordLogProbability + margin ? best : nil
    }
}
