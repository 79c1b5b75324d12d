/// The suggestion row: at most three slots, at most one marked as what the next boundary key
/// applies. The initialiser enforces both.
public struct SuggestionStrip: Sendable, Hashable, Codable {
    /// The most slots a strip has.
    public static let capacity = 3

    /// The slots, left to right.
    public let slots: [Suggestion]

    /// A strip of the first three of `suggestions` with distinct texts; only the first marked one
    /// stays marked.
    public init(_ suggestions: [Suggestion]) {
        var seen = Set<String>()
        var marked = false
        var slots: [Suggestion] = []
        for var suggestion in suggestions where !suggestion.text.isEmpty && seen.insert(suggestion.text).inserted {
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

    public var isEmpty: Bool { slots.isEmpty }
}
