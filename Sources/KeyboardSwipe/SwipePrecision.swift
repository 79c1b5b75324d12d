/// How precisely one user swipes, learned from the words they keep: a running mean of the
/// committed words' ``SwipeCandidate/fit``, turned into the `precision` that scales the
/// decoder's channel weights.
///
/// A user whose gestures stray twice as far as the typical user's gets half the weight on the
/// gesture and relies more on the language model, and the other way round — the channels are
/// Gaussian log-likelihoods, whose weight is 1/(2σ²). Holds one number; no word, no point.
public struct SwipePrecision: Sendable, Hashable, Codable {
    /// The fit of the typical user the weights were tuned for: the realistic gesture model's
    /// mean committed-word fit (each capped at 1) on the development trace.
    public static let typicalFit: Float = 0.15
    /// The precision never leaves this range.
    public static let range: ClosedRange<Float> = 0.35...2.5
    /// Gestures needed before the estimate moves far from 1.
    public static let priorWeight: Float = 5

    /// The running mean fit and how many gestures it holds.
    public private(set) var meanFit: Float = SwipePrecision.typicalFit
    /// How many fits ``record(fit:)`` has counted (a non-finite or negative one is not).
    public private(set) var count: Int = 0

    /// No gestures yet: the typical fit, a precision of 1.
    public init() {}

    /// The weight scale for the next gesture.
    public var precision: Float {
        min(max(Self.typicalFit / max(meanFit, 1e-4), Self.range.lowerBound), Self.range.upperBound)
    }

    /// Counts a word the user kept (not undone, not replaced), with its fit. The mean starts at
    /// the typical fit as `priorWeight` gestures' worth of evidence and, after 50 gestures,
    /// follows the last 50.
    public mutating func record(fit: Float) {
        guard fit.isFinite, fit >= 0 else { return }
        count += 1
        let weight = 1 / (min(Float(count), 50) + Self.priorWeight)
        meanFit += (min(fit, 1) - meanFit) * weight
    }
}
