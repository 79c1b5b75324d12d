import KeyboardCorrection
import KeyboardEmoji
import KeyboardLexicon
import KeyboardSync

/// Emoji search, recents and the preferred skin tone, through the engine.
///
/// Search covers the active languages' CLDR locales, then English (`de_DE` → `de`, then `en`).
/// Recents and the skin tone live in the learned-word store, so they persist exactly when learned
/// words do (in memory otherwise) and ``forgetAllLearnedWords()`` erases them too.
///
/// ```swift
/// let matches = engine.searchEmoji("thumbs up")          // 👍🏽 when the preferred tone is 3
/// engine.recordEmojiUse(matches[0].emoji, policy: session.policy)
/// engine.recentEmoji                                      // ["👍🏽", …]
/// ```
extension TypingEngine {
    /// The best `limit` emoji for `query`, best first, shown in the preferred skin tone.
    /// A query that matches nothing is searched again with its misspelt words corrected from the
    /// active languages' bundled lexicons (`hapy` → `happy`, `smiel` → `smile`). Empty for an
    /// empty or unmatched query. Thread-safe; well under a millisecond, more when a query is
    /// corrected (a lexicon walk for each misspelt word, and a search for each near word tried).
    public func searchEmoji(_ query: String, limit: Int = 24) -> [EmojiMatch] {
        let search = emojiSearches.search(for: self)
        let matches = search.search(query, limit: limit)
        guard matches.isEmpty, let corrected = correctedEmojiQuery(query, search: search) else { return matches }
        return search.search(corrected, limit: limit)
    }

    /// `query` with each word the active languages' bundled lexicons lack replaced by the likeliest
    /// of its near words that finds an emoji by itself, as the keyboard ranks a word typed alone
    /// (the learned error model over each lexicon, `−cost + log P(word)`; no offensive word): nil
    /// when no word changes. Words of three to 24 letters, at most four of them; others are kept
    /// as typed.
    func correctedEmojiQuery(_ query: String, search: EmojiSearch) -> String? {
        let words = query.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty, words.count <= Self.correctedQueryWords else { return nil }
        let lexicons = [lexicon] + otherLexicons
        var changed = false
        let corrected = words.map { word -> String in
            let key = word.lowercased()
            // Letters, scalar by scalar (a character may carry any number of marks, each a row
            // of the cost table).
            guard (3...24).contains(key.count), key.unicodeScalars.count <= EditCostTable.maximumTypedLength, key.allSatisfy(\.isLetter),
                  lexicons.allSatisfy({ $0.entry(forKey: key) == nil }) else { return String(word) }
            let costs = ErrorModel.learned.costTable(typed: Array(key.unicodeScalars))
            let near = lexicons.flatMap { $0.nearWords(costs, maxCost: Self.queryCorrectionCost, limit: Self.queryCorrectionCandidates) }
                .filter { !blockedWords.contains($0.entry.key) }
                .sorted(by: NearWord.precedes)
            guard let best = near.prefix(Self.queryCorrectionCandidates).first(where: { !search.search($0.entry.key, limit: 1).isEmpty }) else {
                return String(word)
            }
            changed = true
            return best.entry.key
        }
        return changed ? corrected.joined(separator: " ") : nil
    }

    /// The most words of a query corrected (a query is a few words; a pasted sentence is not
    /// searched word by word).
    static let correctedQueryWords = 4
    /// The edit cost (nats) within which a query word's correction is looked for: the bound
    /// within which a keystroke's walks change a word's first letter
    /// (``CandidateRanker/firstLetterChangeCost``), one walk over any letter here.
    static let queryCorrectionCost: Float = 7
    /// The near words of a query word tried, likeliest first, for one that finds an emoji.
    static let queryCorrectionCandidates = 4

    /// Records that the user inserted `emoji` (from search, the recents or the strip): it moves to
    /// the front of ``recentEmoji``. Nothing is recorded when `policy` does not allow learning
    /// (an e-mail, URL or incognito field, or a field whose policy is off), nor for text that is
    /// not one emoji (a front-end passing typed text by mistake must not put it in the store).
    public func recordEmojiUse(_ emoji: String, policy: FieldPolicy) {
        guard policy.allowsLearning, Self.isSingleEmoji(emoji) else { return }
        learning.recordEmojiUse(emoji)
    }

    /// Whether `text` is one emoji: a single character whose scalars are emoji, their modifiers
    /// and joiners (ZWJ, variation selectors, keycap, tags), with at least one emoji that is not
    /// ASCII, or a keycap — so `👍🏽`, `🏳️‍🌈`, `🇩🇪` and `1️⃣` are, and `abc`, `123` are not.
    static func isSingleEmoji(_ text: String) -> Bool {
        guard text.count == 1 else { return false }
        var pictographic = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let properties = scalar.properties
            // Emoji beyond the ASCII ones (digits, `#`, `*` are emoji only as keycap bases).
            if (properties.isEmoji && (value >= 0x203C || value == 0xA9 || value == 0xAE)) || value == 0x20E3 {
                pictographic = true
            } else if !(properties.isEmoji || value == 0x200D || value == 0xFE0F || value == 0xFE0E || (0xE0020...0xE007F).contains(value)) {
                return false
            }
        }
        return pictographic
    }

    /// The emoji the user used last, most recent first, at most
    /// `LearnedWordStore.emojiRecentsCapacity` (40), each as it was used.
    public var recentEmoji: [String] { learning.recentEmoji() }

    /// The skin tone emoji with tone variants are shown in: 0 (none, the yellow default) or
    /// 1 (light) … 5 (dark); other values are clamped. Kept in the learned-word store.
    public var preferredSkinTone: Int {
        get { emojiSearches.search(for: self).skinTone }
        set {
            learning.preferredSkinTone = newValue
            emojiSearches.setSkinTone(learning.preferredSkinTone)
        }
    }

    /// The emoji to offer beside `word` in the strip (see `EmojiSearch.inlineEmoji(for:)`): an
    /// exact CLDR keyword or name of a content word, in the preferred tone; nil otherwise.
    func inlineEmoji(for word: String) -> Suggestion? {
        guard !word.isEmpty, let emoji = emojiSearches.search(for: self).inlineEmoji(for: word) else { return nil }
        return Suggestion(text: emoji, kind: .emoji)
    }
}

/// The engine's emoji search, made on first use (it reads the store's skin tone once, and the
/// active languages' annotation files). Thread-safe.
final class EmojiSearchCache: @unchecked Sendable {
    private let lock = Lock()
    private var cached: EmojiSearch?

    /// Whether a search was made (a session in an off field never makes one).
    var isBuilt: Bool { lock.withLock { cached != nil } }

    func search(for engine: TypingEngine) -> EmojiSearch {
        if let search = lock.withLock({ cached }) { return search }
        var locales = engine.activeLanguages.map(\.hunspellName)
        if !locales.contains(where: { engine.data.emoji.fallbackChain(for: $0).contains("en") }) { locales.append("en") }
        var search = EmojiSearch(library: engine.data.emoji, locales: locales)
        search.skinTone = engine.learning.preferredSkinTone
        return lock.withLock {
            if let existing = cached { return existing }
            cached = search
            return search
        }
    }

    func setSkinTone(_ tone: Int) {
        lock.withLock { cached?.skinTone = tone }
    }
}
