import KeyboardIntelligence

/// A text field with the cursor at its end, changed as a front-end changes it: a response's edits
/// when it has any, else the key's own action. Shared by `keyboard-bench replay`, the session
/// fuzzer and the running-text tests.
public struct SimulatedField: Sendable, Hashable {
    /// The field's text; the cursor is at its end.
    public private(set) var text: String

    /// A field holding `text`, empty by default.
    public init(text: String = "") { self.text = text }

    /// Applies a response: its edits when it has any, else the key's own action (inserting
    /// `ownText`).
    public mutating func apply(_ response: TypingResponse, orInsert ownText: String) {
        if response.edits.isEmpty {
            text += ownText
            return
        }
        for edit in response.edits {
            switch edit {
            case let .delete(count): text.removeLast(min(count, text.count))
            case let .insert(inserted): text += inserted
            }
        }
    }

    /// Applies the response to `event`: its edits when it has any, else the event's own action
    /// (a key's text, a boundary's, a backspace; a pick or a swipe has none of its own).
    public mutating func apply(_ response: TypingResponse, for event: TypingEvent) {
        guard response.edits.isEmpty else { return apply(response, orInsert: "") }
        switch event {
        case let .key(character, _): text += character
        case .backspace: deleteBackward()
        case let .boundary(boundary): text += boundary.text
        case .pick, .swipe: break
        }
    }

    /// Types `inserted` at the cursor.
    public mutating func insert(_ inserted: String) { text += inserted }

    /// Deletes the character (grapheme cluster) before the cursor; nothing in an empty field.
    public mutating func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}
