import KeyboardLexicon

/// The decoder's constants. The defaults were tuned on development gestures only
/// (`Benchmarks/Traces/swipe-dev.jsonl`, the Enron phrases); docs/SWIPE.md gives the figures.
public struct SwipeParameters: Sendable, Hashable, Codable {
    /// Points each gesture and each word's ideal path are resampled to.
    public var samples = 40
    /// Weight of the location channel: mean squared distance, in key units, between the gesture
    /// and a word's path at equal arc-length steps.
    public var locationWeight: Float = 8
    /// Weight of the elastic channel: the same distance after dynamic time warping (tolerates a
    /// finger that slows down, speeds up, overshoots or cuts corners).
    public var elasticWeight: Float = 4
    /// Weight of the key channel: mean squared distance from each of the word's keys to the
    /// gesture point it is aligned with, in order.
    public var keyWeight: Float = 8
    /// Weight of the end points: squared distance from where the finger landed and lifted to the
    /// word's first and last keys (no corner is cut there, so they are the most precise points).
    public var endpointWeight: Float = 3
    /// Weight of the language model, `ln P(word | previous word)`.
    public var languageWeight: Float = 1
    /// `ln P(word | previous word)` when the pair is not in the bigram table: the unigram plus
    /// the backoff penalty, or a plural's estimate from its singular's pair (the ranker's rule).
    public var context = ContextModel()
    /// Added to the learned and user words' scores.
    public var personalBonus: Float = 2
    /// Added for each double letter on a key where the finger dwelled (gestures with times only).
    public var dwellBonus: Float = 1.5
    /// Start and end keys considered: every key within this radius (key units) of the gesture's
    /// first or last point, or within ``endSlack`` of the nearest.
    public var endRadius: Float = 1.0
    /// Key units beyond the nearest key's distance within which a key is considered too.
    public var endSlack: Float = 0.6
    /// The most start keys, and end keys, considered, nearest first.
    public var endKeys = 5
    /// Paths kept from the location channel for the elastic and key channels.
    public var shortlist = 96
    /// A word's straight path may be this much shorter (share, then key units) than the gesture …
    public var shorterShare: Float = 0.55
    /// The bound's key units: a path at least `gesture length × shorterShare − shorterSlack` long.
    public var shorterSlack: Float = 1.2
    /// … or this much longer.
    public var longerShare: Float = 1.5
    /// The bound's key units: a path at most `gesture length × longerShare + longerSlack` long.
    public var longerSlack: Float = 1.5
    /// The DTW band, as a share of ``samples``.
    public var bandShare: Float = 0.2

    /// The tuned defaults (``default``).
    public init() {}

    /// The tuned defaults.
    public static let `default` = SwipeParameters()
}
