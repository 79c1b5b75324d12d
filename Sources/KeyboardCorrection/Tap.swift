import KeyboardLayout

/// One key press of the composing word: what the front-end says was typed, and where, if it knows.
public struct Tap: Sendable, Hashable, Codable {
    /// The character typed, as the front-end reports it (its case is the user's).
    public var character: String
    /// The touch point in the layout's units, when the front-end has one.
    public var point: Point?

    /// A tap of `character`, at `point` (layout units) when the front-end knows where.
    public init(character: String, point: Point? = nil) {
        self.character = character
        self.point = point
    }
}
