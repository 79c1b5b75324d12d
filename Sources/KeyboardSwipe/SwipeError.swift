/// Why a gesture cannot be decoded. A session turns every one of these into an empty result;
/// callers of ``SwipeDecoder`` directly may show or count them.
public enum SwipeError: Error, Sendable, Hashable {
    /// The gesture has no point.
    case empty
    /// The gesture has a single point: a tap, not a swipe.
    case tooFewPoints
    /// Point `index` has a NaN or infinite coordinate or time.
    case nonFinitePoint(index: Int)
    /// No point of the gesture lies on (or within a key of) the keyboard.
    case offKeyboard
}
