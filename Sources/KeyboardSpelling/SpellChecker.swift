/// Spelling for one language: the platform seam behind which hunspell (Linux, Android) or
/// `UITextChecker` (an Apple build) answers.
///
/// Implementations are thread-safe. Words longer than ``SpellCheckerLimits/maximumWordBytes``
/// are never handed to the underlying checker: they are reported as not correct, with no
/// suggestions, because hunspell has slow paths on long inputs.
public protocol SpellChecker: AnyObject, Sendable {
    /// The language the checker spells.
    var language: SpellingLanguage { get }
    /// Whether `word` is spelled correctly in this language (case rules of the dictionary apply:
    /// `paris` is wrong where only `Paris` is listed).
    func isCorrect(_ word: String) -> Bool
    /// Spelling suggestions for `word`, best first, at most `limit`. Slow (milliseconds to tens of
    /// milliseconds with hunspell): never call it on the keystroke path.
    func suggestions(for word: String, limit: Int) -> [String]
    /// The stems (dictionary forms) of `word`: `walked` → `walk`.
    func stems(of word: String) -> [String]
    /// Adds `word` for this checker's lifetime (not written to any file).
    func add(_ word: String) throws(SpellingError)
    /// Removes a word added with ``add(_:)``; a word never added, or one the checker cannot hold,
    /// is no error (nothing to remove).
    func remove(_ word: String)
}

/// Bounds shared by every ``SpellChecker``.
public enum SpellCheckerLimits {
    /// The longest word, in UTF-8 bytes, handed to a checker (hunspell's own limit is 100).
    public static let maximumWordBytes = 64
}
