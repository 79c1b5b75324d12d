/// One sample of a swipe gesture: a position in the layout's units and, when the front-end
/// records it, the time in milliseconds (from any origin; only differences are used).
public struct SwipePoint: Sendable, Hashable, Codable {
    /// Across, from the layout's left.
    public var x: Double
    /// Down, from the layout's top.
    public var y: Double
    /// Milliseconds, or nil when the front-end records no time.
    public var t: Double?

    /// A sample; any numbers are accepted here (the swipe decoder refuses a gesture holding one
    /// that is not finite, and a session then commits nothing).
    public init(x: Double, y: Double, t: Double? = nil) {
        self.x = x
        self.y = y
        self.t = t
    }

    /// The position without the time.
    public var point: Point { Point(x: x, y: y) }

    /// Whether the coordinates (and the time, when present) are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite && (t?.isFinite ?? true) }
}
