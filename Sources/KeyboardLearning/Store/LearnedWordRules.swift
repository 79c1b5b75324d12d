/// Which words may be learned at all.
public enum LearnedWordRules {
    /// The most learned words kept; the least recently used goes first.
    public static let capacity = 2000
    /// The most pending sightings kept (words seen fewer than ``sightingsToLearn`` times).
    public static let pendingCapacity = 1000
    /// Commits without an undo that make a word learned.
    public static let sightingsToLearn = 3
    /// The longest word learned, in characters.
    public static let maximumLength = 32

    /// Whether `word` may be learned: not empty, at most 32 characters, no digits, no white space,
    /// nothing that looks like an e-mail address, URL, handle or tag.
    public static func isLearnable(_ word: String) -> Bool {
        guard !word.isEmpty, word.count <= maximumLength else { return false }
        if word.contains(where: { $0.isNumber || $0.isWhitespace || "@#/:.\\_".contains($0) }) { return false }
        return word.contains(where: \.isLetter)
    }
}
