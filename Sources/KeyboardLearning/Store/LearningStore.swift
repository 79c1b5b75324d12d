/// What the typing engine asks of the learned-word store: the seam tests substitute counting
/// doubles behind, to prove which fields reach it. ``LearnedWordStore`` is the real one.
public protocol LearningStore: AnyObject, Sendable {
    /// Whether the store lives in a file.
    var isPersistent: Bool { get }
    /// The number of learned words.
    var count: Int { get }
    /// Counts a word committed without an undo; the third such commit learns it.
    func recordCommit(_ word: String)
    /// Learns a word at once (the user picked it from the strip).
    func learnNow(_ word: String)
    /// Refreshes the recency of a learned word written by a gesture or an autocorrection (a word
    /// typed is refreshed by ``recordCommit(_:)``): no sighting, nothing learned; a word not
    /// learned is left alone.
    func recordUse(_ word: String)
    /// Remembers that the user undid `correction` of `typed` (not a sighting of `typed`:
    /// ``recordCommit(_:)`` counts that).
    func recordRejection(typed: String, correction: String)
    /// Whether the user undid `correction` of `typed` before.
    func isRejected(typed: String, correction: String) -> Bool
    /// Forgets one word, and the undone corrections it is either side of.
    func forget(_ word: String)
    /// Forgets everything the user taught, all or nothing; what the store keeps in memory is
    /// dropped in any case. Returns whether it was forgotten (false: the file was busy or could
    /// not be written, and still holds it).
    @discardableResult
    func forgetAll() -> Bool
    /// The learned words, for completion and correction (never shown as a list).
    func learnedWords() -> [String]
    /// Changes whenever the learned words change.
    var wordsGeneration: Int { get }
    /// Notices a change another connection to the same file committed (another process: the
    /// containing app's reset), dropping what the store keeps in memory and bumping
    /// ``wordsGeneration`` if there was one. Cheap: asked when a session opens and at each word
    /// boundary. Returns whether there was one (the caller reads again what it keeps of the
    /// store: the skin tone, the last words' languages).
    @discardableResult
    func reloadIfChangedElsewhere() -> Bool
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

extension LearningStore {
    /// A store of the front-end's own that keeps no recency: nothing to refresh.
    public func recordUse(_ word: String) {}
}

extension LearnedWordStore: LearningStore {}
