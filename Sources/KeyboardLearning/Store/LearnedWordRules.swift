/// Which words may be learned at all.
public enum LearnedWordRules {
    /// The most learned words kept; the least recently used goes first.
    public static let capacity = 2000
    /// The most pending sightings kept (words seen fewer than ``sightingsToLearn`` times).
    public static let pendingCapacity = 1000
    /// The most undone corrections kept (typed word and correction); the least recently undone
    /// goes first.
    public static let rejectionCapacity = 2000
    /// Commits without an undo that make a word learned.
    public static let sightingsToLearn = 3
    /// The longest word learned, in characters.
    public static let maximumLength = 32
    /// The most Unicode scalars a learned word holds: a character may hold any number of
    /// combining marks, and every later look-up of the word would pay for them.
    public static let maximumScalars = 64

    /// Whether `word` may be learned: not empty, at most 32 characters and 64 scalars, no digits,
    /// no white space, no control character (NUL), nothing that looks like an e-mail address, URL,
    /// handle or tag.
    public static func isLearnable(_ word: String) -> Bool {
        guard !word.isEmpty, word.unicodeScalars.count <= maximumScalars, word.count <= maximumLength,
              !word.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return false }
        if word.contains(where: { $0.isNumber || $0.isWhitespace || "@#/:.\\_".contains($0) }) { return false }
        return word.contains(where: \.isLetter)
    }
}
