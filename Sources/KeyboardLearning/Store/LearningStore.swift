/// What the typing engine asks of the learned-word store: the seam tests substitute counting
/// doubles behind, to prove which fields reach it. ``LearnedWordStore`` is the real one.
public protocol LearningStore: AnyObject, Sendable {
    /// Whether the store lives in a file.
    var isPersistent: Bool { get }
    /// The number of learned words.
    var count: Int { get }
    func recordCommit(_ word: String)
    func learnNow(_ word: String)
    func recordRejection(typed: String, correction: String)
    func isRejected(typed: String, correction: String) -> Bool
    func forget(_ word: String)
    func forgetAll()
    /// The learned words, for completion and correction (never shown as a list).
    func learnedWords() -> [String]
    /// Changes whenever the learned words change.
    var wordsGeneration: Int { get }
    /// Records that `emoji` was used: it moves to the front of the recents.
    func recordEmojiUse(_ emoji: String)
    /// The recent emoji, most recent first.
    func recentEmoji() -> [String]
    /// The user's preferred skin tone, 0 (none) or 1 (light) … 5 (dark).
    var preferredSkinTone: Int { get set }
    /// The other languages (codes: `fr`, `de`) the last words committed in fields that learn were
    /// likelier in, kept so that a keyboard started again corrects a field's first word in them.
    /// Language codes only, never text; emptied by ``forgetAll()``.
    var recentLanguages: [String] { get set }
}

extension LearnedWordStore: LearningStore {}
