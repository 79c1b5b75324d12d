import KeyboardText

/// Emoji search over the CLDR annotations of one or more locales, each with its fallback chain
/// (`de_CH` → `de` → `root`).
///
/// Ranking, highest first:
/// 1. the whole query is a keyword or the name (`heart`, `thumbs up`);
/// 2. every query word is a word of the name or of a keyword (`red heart` → ❤️);
/// 3. a query word ends a longer word (`plane` in `airplane`) or shares its stem (`smile`,
///    `smiling`; `hearts` → `heart`: plural and -ing endings are stripped before a prefix match);
/// then, within a tier: a match in the name before a keyword, a single emoji before a ZWJ
/// sequence (professions, gendered and family variants), and the popularity prior — how often the
/// emoji is used in wordfreq's English (`Emoji/popularity.prior`), worth less than a tier.
/// Skin-tone variants are folded into their base emoji, shown in ``skinTone``. Folding is
/// case- and accent-insensitive (``TextNormalizer/searchKey(_:)``). Thread-safe after creation.
public struct EmojiSearch: Sendable {
    /// The annotation files searched, primary locale's chain first.
    public let chains: [[EmojiAnnotations]]
    private let normalizer: any TextNormalizer
    private let popularity: EmojiPopularity?
    /// The user's preferred skin tone, 0 (none) or 1 (light) … 5 (dark).
    public var skinTone: Int = 0
    /// Variants by base emoji and tone, from the first file of the primary chain.
    private let toneVariants: [String: [Int: String]]

    /// A search over `locales` (each with its fallback chain from `library`).
    public init(library: EmojiLibrary, locales: [String], normalizer: any TextNormalizer = ICUTextNormalizer()) {
        var chains: [[EmojiAnnotations]] = []
        for locale in locales {
            let chain = library.fallbackChain(for: locale).compactMap { try? library.annotations(for: $0) }
            if !chain.isEmpty { chains.append(chain) }
        }
        self.chains = chains
        self.normalizer = normalizer
        popularity = library.popularity
        var variants: [String: [Int: String]] = [:]
        if let english = try? library.annotations(for: "en") {
            for i in 0..<english.count {
                let traits = english.traits(at: i)
                guard (1...5).contains(traits.skinTone) else { continue }
                let emoji = english.emoji(at: i)
                let base = String(String.UnicodeScalarView(emoji.unicodeScalars.filter { !(0x1F3FB...0x1F3FF).contains($0.value) }))
                variants[Self.stripped(base), default: [:]][traits.skinTone] = emoji
            }
        }
        toneVariants = variants
    }

    /// The best `limit` emoji for `query`, best first; empty for an empty or unmatched query.
    public func search(_ query: String, limit: Int = 24) -> [EmojiMatch] {
        let folded = normalizer.searchKey(String(query.prefix(100))).trimmingCharacters(in: .whitespaces)
        guard !folded.isEmpty, limit > 0 else { return [] }
        let words = folded.split(whereSeparator: { $0.isWhitespace || "-:,.“”\"()".contains($0) }).map(String.init)
        guard !words.isEmpty else { return [] }
        var best: [Int: EmojiMatch] = [:] // by stable emoji id
        for chain in chains {
            for annotations in chain {
                for (index, score) in score(folded, words: words, in: annotations) {
                    let id = annotations.traits(at: index).orderIndex
                    if let existing = best[id], existing.score >= score { continue }
                    best[id] = EmojiMatch(emoji: displayed(annotations.emoji(at: index)), name: annotations.name(at: index), score: score)
                }
            }
        }
        return best.values.sorted { $0.score != $1.score ? $0.score > $1.score : $0.emoji < $1.emoji }.prefix(limit).map { $0 }
    }

    /// Scores of the emoji of one file that match.
    private func score(_ query: String, words: [String], in annotations: EmojiAnnotations) -> [Int: Double] {
        var tiers: [Int: Double] = [:]
        func raise(_ index: Int, _ value: Double) {
            if value > tiers[index, default: -1] { tiers[index] = value }
        }
        // Tier 3: the whole query is a keyword or the name.
        for posting in annotations.postings(forToken: query) where posting.isWholeKeyword || posting.isWholeName {
            raise(posting.emojiIndex, posting.isWholeName ? 3.3 : 3)
        }
        // Tiers 2 and 1, word by word: every word must match for the emoji to count.
        var perWord: [[Int: Double]] = []
        for word in words {
            var matches: [Int: Double] = [:]
            func add(_ index: Int, _ value: Double) { if value > matches[index, default: -1] { matches[index] = value } }
            for posting in annotations.postings(forToken: word) {
                add(posting.emojiIndex, posting.isNameWord || posting.isWholeName ? 2.2 : 2)
            }
            let stem = Self.stem(word)
            if stem.count >= 3 {
                for token in annotations.tokenRange(withPrefix: stem) {
                    for posting in annotations.postings(atToken: token) { add(posting.emojiIndex, 1.2) }
                }
            }
            if word.count >= 4 {
                for token in 0..<annotations.tokenCount where annotations.token(at: token).hasSuffix(word) {
                    for posting in annotations.postings(atToken: token) { add(posting.emojiIndex, 1.5) }
                }
            }
            perWord.append(matches)
        }
        if let first = perWord.first {
            for (index, value) in first {
                let all = perWord.dropFirst().map { $0[index] }
                guard all.allSatisfy({ $0 != nil }) else { continue }
                raise(index, ([value] + all.compactMap { $0 }).min()!)
            }
        }
        var scores: [Int: Double] = [:]
        for (index, tier) in tiers {
            let traits = annotations.traits(at: index)
            // More than the gap between an exact and a partial match: a single emoji that matches
            // partly (✈ for `plane`, via `airplane`) before a profession or gendered ZWJ variant.
            let sequencePenalty = traits.isZWJSequence ? 2.0 : 0
            scores[index] = tier - sequencePenalty + prior(traits.orderIndex)
        }
        return scores
    }

    /// The emoji to offer beside a typed or just-committed `word`: only on an exact keyword or
    /// name match of a content word, never for a function word (`the`, `it`, `up`), never more than
    /// one. Nil when nothing fits.
    public func inlineEmoji(for word: String) -> String? {
        let folded = normalizer.searchKey(String(word.prefix(40)))
        guard folded.count >= 2, !FunctionWords.english.contains(folded), folded.allSatisfy({ $0.isLetter || $0 == "'" }) else { return nil }
        var best: (score: Double, emoji: String)?
        for chain in chains {
            for annotations in chain {
                for posting in annotations.postings(forToken: folded) where posting.isWholeKeyword || posting.isWholeName {
                    let traits = annotations.traits(at: posting.emojiIndex)
                    let score = (posting.isWholeName ? 1.0 : 0) - (traits.isZWJSequence ? 2 : 0) + prior(traits.orderIndex)
                    if score > best?.score ?? -.infinity { best = (score, displayed(annotations.emoji(at: posting.emojiIndex))) }
                }
            }
        }
        return best?.emoji
    }

    /// The popularity prior of an emoji: 0.08 per nat of log frequency above the floor (at most
    /// about 0.8, less than a tier), or, without the prior file, a small bonus for coming early in
    /// `emoji-test.txt` order.
    private func prior(_ orderIndex: Int) -> Double {
        guard let popularity else { return -Double(orderIndex) / 10_000 }
        return 0.08 * Double(popularity.logFrequency(ofEmoji: orderIndex) - EmojiPopularity.floor) - Double(orderIndex) / 1_000_000
    }

    /// `word` without a plural or -ing/-ed ending, for prefix matching (`hearts` → `heart`,
    /// `smiling` → `smil`, `smile` → `smil`).
    static func stem(_ word: String) -> String {
        for suffix in ["ing", "ies", "es", "ed", "s", "e"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
            return String(word.dropLast(suffix.count))
        }
        return word
    }

    private func displayed(_ emoji: String) -> String {
        guard skinTone > 0, let variant = toneVariants[Self.stripped(emoji)]?[skinTone] else { return emoji }
        return variant
    }

    private static func stripped(_ emoji: String) -> String {
        String(String.UnicodeScalarView(emoji.unicodeScalars.filter { $0.value != 0xFE0F }))
    }
}
