/// An emoji found by search.
public struct EmojiMatch: Sendable, Hashable, Codable {
    /// The emoji, in the preferred skin tone when it has tone variants.
    public var emoji: String
    /// Its CLDR name in the locale that matched.
    public var name: String
    /// The ranking score (higher first); meaningful only within one search.
    public var score: Double

    /// A match of `emoji`, named `name`, scored `score` (higher first).
    public init(emoji: String, name: String, score: Double) {
        self.emoji = emoji
        self.name = name
        self.score = score
    }
}
