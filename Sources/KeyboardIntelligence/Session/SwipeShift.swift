/// The shift key's state when a swipe gesture began, which decides the swiped word's capitals as
/// a tapped letter's own case does for typed words.
public enum SwipeShift: String, Sendable, Hashable, Codable, CaseIterable {
    /// The session decides: capitalised at a sentence's start (as ``TypingResponse/autoShift``
    /// asked), else as the lexicon writes it. For front-ends that do not track their shift key.
    case automatic
    /// Shift off, though the session may have asked for a capital: as the lexicon writes the word
    /// (`paris` still `Paris`, `I` still `I`).
    case off
    /// Shift on for one letter: the word capitalised (`New` in `New York`).
    case on
    /// Caps lock: the word in capitals.
    case capsLock
}
