/// One key of a layout: its label and its rectangle.
public struct Key: Sendable, Hashable, Codable {
    /// What the key types, lower case (`q`, `ü`, `'`).
    public var label: String
    /// Left edge.
    public var x: Double
    /// Top edge (y grows downward).
    public var y: Double
    /// Width, in the layout's units.
    public var width: Double
    /// Height, in the layout's units.
    public var height: Double

    /// The longest label a layout takes, in UTF-8 bytes: a key types a letter, a mark or a short
    /// text (`.com`), never a paragraph.
    public static let maximumLabelBytes = 64

    /// A key; ``KeyboardLayout``'s initialiser checks the rectangles (finite, positive sizes) and
    /// the label (not empty, at most ``maximumLabelBytes``).
    public init(label: String, x: Double, y: Double, width: Double, height: Double) {
        self.label = label
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The centre of the key.
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// Whether `point` lies inside the key's rectangle (left and top edges included).
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
    }
}
