/// The word before the one being scored, looked up once in a ``WordModel`` for the many bigram
/// look-ups after it that scoring a keystroke's candidates makes (``ContextModel``): each then
/// looks up only its own word. Use it with the model that made it (``WordModel/previousWord(_:)``).
public struct PreviousWord: Sendable, Hashable {
    /// The word's key.
    public let key: String
    /// The id of the word whose bigram row is read: its own, or for a contraction or possessive
    /// the table has no row for, its stand-in's (``ContractionContext``); nil when the model has
    /// no bigram table or lacks the word.
    public let id: WordID?

    public init(key: String, id: WordID?) {
        self.key = key
        self.id = id
    }
}
