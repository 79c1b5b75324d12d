/// What the front-end does after an event: apply the edits, show the strip.
///
/// **Edits replace the key's own action.** When `edits` is empty the front-end performs the key
/// as usual — inserts the character, deletes one character, inserts the space or punctuation.
/// When it is not empty, the front-end applies the edits *instead* (they include the boundary
/// character where there is one): an autocorrection on space is `[.delete(3), .insert("the ")]`.
/// A session whose policy is off always answers with no edits and an empty strip.
public struct TypingResponse: Sendable, Hashable {
    public var edits: [TextEdit]
    public var strip: SuggestionStrip

    public init(edits: [TextEdit] = [], strip: SuggestionStrip = .empty) {
        self.edits = edits
        self.strip = strip
    }

    /// No edits, an empty strip.
    public static let none = TypingResponse()
}
