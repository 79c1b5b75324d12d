/// A change the front-end applies at the cursor, in order.
public enum TextEdit: Sendable, Hashable, Codable {
    /// Delete this many characters (grapheme clusters) before the cursor.
    case delete(Int)
    /// Insert this text at the cursor.
    case insert(String)
}
