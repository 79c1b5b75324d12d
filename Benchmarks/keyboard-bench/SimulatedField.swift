import KeyboardIntelligence

/// The text field of a replay: text with the cursor at its end, changed as a front-end would.
struct SimulatedField {
    private(set) var text = ""

    /// Applies a response: its edits when it has any, else the key's own action (inserting
    /// `ownText`).
    mutating func apply(_ response: TypingResponse, orInsert ownText: String) {
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

    mutating func insert(_ inserted: String) { text += inserted }

    mutating func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}
