/// What the front-end does after an event: apply the edits, show the strip.
///
/// **Edits replace the key's own action.** When `edits` is empty the front-end performs the key
/// as usual — inserts the character, deletes one character, inserts the space or punctuation.
/// When it is not empty, the front-end applies the edits *instead* (they include the boundary
/// character where there is one): an autocorrection on space is `[.delete(3), .insert("the ")]`.
/// A session whose policy is off always answers with no edits and an empty strip.
///
/// **An empty strip while letters are typed** can mean the session does not know the word at the
/// cursor: after a backspace deleted into committed text it could not take up (past a mark and its
/// space, into an earlier word), or where the host's text continues the word (inside a word, after
/// a number). Those letters are neither completed nor corrected until a boundary, or until the
/// front-end reconciles (``TypingSession/reconcile(before:after:)``), which gives the word back.
/// No flag asks for that reconcile: a front-end reconciles after applying every response anyway,
/// and one that echoes the session's own edits loses nothing by it.
public struct TypingResponse: Sendable, Hashable {
    /// The edits to apply instead of the key's own action, in order; empty: perform the key.
    public var edits: [TextEdit]
    /// The suggestion strip to show now (``SuggestionStrip/empty`` clears it).
    public var strip: SuggestionStrip
    /// Whether the keyboard should show shift on for the next letter (and off again after it):
    /// the field wants capitals there (``FieldPolicy/autocapitalization``) — at the start of a
    /// sentence or of the field, at every word start, or always. The user's own shift and caps
    /// lock stay the front-end's; a letter typed in lower case anyway is kept as typed.
    public var autoShift: Bool

    /// A response; the defaults are ``none``'s.
    public init(edits: [TextEdit] = [], strip: SuggestionStrip = .empty, autoShift: Bool = false) {
        self.edits = edits
        self.strip = strip
        self.autoShift = autoShift
    }

    /// No edits, an empty strip.
    public static let none = TypingResponse()
}
