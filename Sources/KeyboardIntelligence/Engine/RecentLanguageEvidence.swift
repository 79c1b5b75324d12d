import Synchronization

/// Which of the other active languages the user has been writing in lately, across sessions: per
/// language, the evidence of the last ``remembered`` words committed in fields that learn (each
/// word's log-probability in that language's lexicon less its log-probability in English's).
///
/// A session's own context decides while it has words before the cursor; at the start of a field
/// or of a sentence it has none, and this decides instead, so that `jai` opening a new message
/// after French ones is French `j'ai`, and opening one after English ones stays English. Holds a
/// few numbers per language and no text, in memory; which languages they favour (codes only) is
/// kept in the learned-word store, so a keyboard started again begins there. ``clear()`` empties
/// it (with the learned words). Thread-safe.
final class RecentLanguageEvidence: Sendable {
    /// Words remembered per language (as many as a session's own context weighs).
    static let remembered = 2

    /// Per language, the evidence of the last words, oldest first.
    private let state: Mutex<[[Float]]>

    /// - Parameter favoured: per language, whether the last words were likelier in it when the
    ///   keyboard last ran (``LearningStore/recentLanguages``): it starts favoured, until words
    ///   typed now say otherwise.
    init(languages: Int, favoured: [Bool] = []) {
        state = Mutex((0..<languages).map { i in i < favoured.count && favoured[i] ? [1] : [] })
    }

    /// Records one committed word's evidence, one number per language; when that changes which
    /// languages the last words favour, calls `changed` with them (under the lock, so that what
    /// it keeps follows the order of the words).
    func record(_ evidence: [Float], changed: ([Bool]) -> Void = { _ in }) {
        state.withLock { state in
            let before = state.indices.map { Self.favours(state[$0]) }
            for (i, value) in evidence.enumerated() where i < state.count {
                state[i].append(value)
                if state[i].count > Self.remembered { state[i].removeFirst(state[i].count - Self.remembered) }
            }
            let after = state.indices.map { Self.favours(state[$0]) }
            if after != before { changed(after) }
        }
    }

    /// Whether the last words, together, were likelier in `language` (an index of
    /// ``TypingEngine/otherLexicons``) than in English; false before any word.
    func favours(_ language: Int) -> Bool {
        state.withLock { state in language < state.count && Self.favours(state[language]) }
    }

    /// Whether words of this evidence (one number per word) are, together, likelier in the other
    /// language than in English; false for none.
    static func favours(_ evidence: some Collection<Float>) -> Bool {
        !evidence.isEmpty && evidence.reduce(0, +) > 0
    }

    /// Takes which languages the last words favoured as the store holds them after another
    /// process changed its file (``TypingEngine/reloadLearningIfChangedElsewhere()``): where the
    /// store favours what this evidence favours, and some language, this engine's own last words
    /// stand; otherwise each language starts over from the store, as an engine started now
    /// would (after a reset there, which favours none, no evidence is left).
    func adopt(favoured: [Bool]) {
        state.withLock { state in
            let current = state.indices.map { Self.favours(state[$0]) }
            if current == favoured, favoured.contains(true) { return }
            for i in state.indices { state[i] = i < favoured.count && favoured[i] ? [1] : [] }
        }
    }

    /// Forgets every word's evidence.
    func clear() {
        state.withLock { state in
            for i in state.indices { state[i] = [] }
        }
    }
}
