/// The suggestion row: at most three word slots, at most one marked as what the next boundary key
/// applies, and beside them an optional emoji slot. The initialiser enforces all three.
public struct SuggestionStrip: Sendable, Hashable, Codable {
    /// The most word slots a strip has.
    public static let capacity = 3
    /// The slot number of ``emoji`` for ``TypingEvent/pick(slot:)``: picking it inserts the emoji
    /// after the word, which stays as typed.
    public static let emojiSlot = capacity

    /// The word slots, left to right.
    public let slots: [Suggestion]
    /// The emoji for the composing or just-committed word, in its own slot beside the words
    /// (kind ``Suggestion/Kind/emoji``, never marked): only on an exact CLDR keyword or name of a
    /// content word (`pizza` → 🍕; never `the`, `it`, `up`).
    public let emoji: Suggestion?

    /// A strip of the first three of `suggestions` with distinct texts; only the first marked one
    /// stays marked. `emoji` goes in the emoji slot (unmarked) when its kind is `.emoji`.
    public init(_ suggestions: [Suggestion], emoji: Suggestion? = nil) {
        self.emoji = emoji.flatMap { $0.kind == .emoji && !$0.text.isEmpty ? Suggestion(text: $0.text, kind: .emoji) : nil }
        var marked = false
        var slots: [Suggestion] = []
        slots.reserveCapacity(Self.capacity)
        // Compared with the few slots kept, not hashed into a set: a set was made and filled on
        // every keystroke's strip.
        for var suggestion in suggestions where !suggestion.text.isEmpty && !slots.contains(where: { $0.text == suggestion.text }) {
            if suggestion.isDefault {
                if marked { suggestion.isDefault = false }
                marked = true
            }
            slots.append(suggestion)
            if slots.count == Self.capacity { break }
        }
        self.slots = slots
    }

    /// No suggestions.
    public static let empty = SuggestionStrip([])

    /// The slot the next boundary key applies, if any.
    public var defaultSlot: Int? { slots.firstIndex { $0.isDefault } }

    /// The suggestion the strip leads with: the marked one (``defaultSlot``) when there is one,
    /// else the first; nil for no slots. What `keyboard-bench corpus` counts as top-1.
    public var leadingSuggestion: Suggestion? { defaultSlot.map { slots[$0] } ?? slots.first }

    /// No word slot and no emoji.
    public var isEmpty: Bool { slots.isEmpty && emoji == nil }

    /// This strip with `emoji` in the emoji slot.
    func with(emoji: Suggestion?) -> SuggestionStrip {
        SuggestionStrip(slots, emoji: emoji)
    }
}
