/// The shift key's state when a swipe gesture began, which decides the swiped word's capitals as
/// a tapped letter's own case does for typed words.
public enum SwipeShift: String, Sendable, Hashable, Codable, CaseIterable {
    /// The session decides, as the field's autocapitalization asks (``TypingResponse/autoShift``
    /// for a word's start): capitalised at a sentence's start, or every word, or in capitals, or
    /// as the lexicon writes it (`none`: e-mail and URL fields). For front-ends that do not track
    /// their shift key.
    case automatic
    /// Shift off, though the session may have asked for a capital: as the lexicon writes the word
    /// (`paris` still `Paris`, `I` still `I`).
    case off
    /// Shift on for one letter: the word capitalised (`New` in `New York`).
    case on
    /// Caps lock: the word in capitals.
    case capsLock
}
