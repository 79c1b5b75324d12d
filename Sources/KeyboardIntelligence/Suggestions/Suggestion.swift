/// One slot of the suggestion strip.
public struct Suggestion: Sendable, Hashable, Codable {
    /// Where a suggestion comes from.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Exactly what was typed (tap it to keep it).
        case verbatim
        /// A longer word starting with what was typed.
        case completion
        /// A word the taps probably meant.
        case correction
        /// The next word, before any letter is typed.
        case prediction
        /// The phrase of one of the user's text replacements.
        case replacement
        /// An emoji for the word.
        case emoji
        /// A word the last swipe gesture may have meant; picking it replaces the swiped word.
        case alternate
    }

    /// The text the slot shows and inserts.
    public var text: String
    /// Where the suggestion comes from; the front-end may style each kind its own way.
    public var kind: Kind
    /// Whether the next boundary key applies this suggestion.
    ///
    /// Space changes the composing word only into the marked slot's text: with no slot
    /// marked it writes the word as typed. That includes the lexicon's capitals of a lower-case
    /// word (`paris` → `Paris*`, `dan` → `Dan*`), marked like any correction.
    public var isDefault: Bool

    /// A suggestion showing `text`.
    public init(text: String, kind: Kind, isDefault: Bool = false) {
        self.text = text
        self.kind = kind
        self.isDefault = isDefault
    }
}
