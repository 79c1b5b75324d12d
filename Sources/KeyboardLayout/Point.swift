/// A point on the keyboard, in the layout's own units (y grows downward).
public struct Point: Sendable, Hashable, Codable {
    /// Across, from the layout's left.
    public var x: Double
    /// Down, from the layout's top.
    public var y: Double

    /// A point; any numbers are accepted (a point that is not finite is read as no point: the
    /// key's own label is typed).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Whether both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
