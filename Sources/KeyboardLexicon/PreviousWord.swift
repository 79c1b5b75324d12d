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
    /// Whether the word is a contraction (``ContractionContext/isContraction(_:)``), whose
    /// stand-in's row holds followers it cannot take (`am I`'s `I` after `I'm`).
    public let isContraction: Bool

    /// `key` with the id of the word whose bigram row is read (nil for none); whether it is a
    /// contraction is read from `key`. A model makes one with ``WordModel/previousWord(_:)``.
    public init(key: String, id: WordID?) {
        self.key = key
        self.id = id
        self.isContraction = ContractionContext.isContraction(key)
    }
}
