import KeyboardText

/// Emoji search over the CLDR annotations of one or more locales, each with its fallback chain
/// (`de_CH` → `de` → `root`), and the aliases indexed beside them (flag codes and short names;
/// in English, Unicode names and EmojiOne keywords: see docs/DATA-FORMATS.md). The names and
/// keywords of the language's other regions (`fr_CA` for `fr`: `merci`, `café`) count as aliases
/// too, whole and word matches only.
///
/// Ranking, highest first (the `Weight` constants):
/// 1. the whole query is the name, a keyword or an alias (`heart`, `thumbs up`, `usa`), or, for
///    one word, its singular or stem is (`cats` → `cat`), an inflection of it is a CLDR name
///    or keyword (`lock` → 🔒 `locked`), or, in English, the noun of an adjective in -y is
///    (`windy` → `wind`);
/// 2. every query word is a word of the name, of a keyword or of an alias (`red heart` → ❤️);
/// 3. a query word ends a compound whose head is a word too (`plane` in `airplane`; not `red`
///    in `puckered`), is part of a token in a script
///    written without spaces (`猫` in `猫の顔`), or shares its stem (`smile`, `smiling`;
///    `pleurer`, `pleure`);
/// 4. some, at least half, of several words match as words (`pouce levé` → 👍 `pouce vers le
///    haut`), in English the last word, the phrase's head, weighing as two (`red car` → 🚗, not
///    🔴), a word of the name before a keyword's before an alias's;
/// then, within a tier: a match in the name before a keyword before an alias, CLDR and an alias
/// agreeing on the whole query, a single emoji before a ZWJ sequence (professions, gendered and
/// family variants), a base before its variants when both match as well (🐈 `cat`, then 🐱
/// `cat face`, then 😺 `SMILING CAT FACE WITH OPEN MOUTH`: ``EmojiPopularity/bases(ofEmoji:)``),
/// and the popularity prior — how often the emoji is used in wordfreq's English
/// (`Emoji/popularity.prior`), worth less than a tier.
/// Skin-tone variants are folded into their base emoji, shown in ``skinTone``. Folding is
/// case-, accent- and kana-insensitive (``TextNormalizer/searchKey(_:)``). Thread-safe after
/// creation.
public struct EmojiSearch: Sendable {
    /// The annotation files searched, primary locale's chain first.
    public let chains: [[EmojiAnnotations]]
    /// For each chain, the other regional files of its language (`fr` → `fr_CA`), whose words
    /// count as aliases: whole and word matches only, below the chain's own annotations.
    public let regionalVariants: [[EmojiAnnotations]]
    private let normalizer: any TextNormalizer
    private let popularity: EmojiPopularity?
    /// The user's preferred skin tone, 0 (none) or 1 (light) … 5 (dark).
    public var skinTone: Int = 0
    /// The words that never get an inline emoji: English's function words and those of every
    /// searched locale's language that has a list.
    private let functionWords: Set<String>
    /// Variants by base emoji and tone, from the English file whatever the locales: it lists every
    /// emoji with its traits (a regional file such as `de_CH` lists only the names it changes).
    private let toneVariants: [String: [Int: String]]

    /// A search over `locales` (each with its fallback chain from `library`).
    public init(library: EmojiLibrary, locales: [String], normalizer: any TextNormalizer = ICUTextNormalizer()) {
        var chains: [[EmojiAnnotations]] = [], regional: [[EmojiAnnotations]] = []
        for locale in locales {
            let chain = library.fallbackChain(for: locale).compactMap { try? library.annotations(for: $0) }
            guard !chain.isEmpty else { continue }
            chains.append(chain)
            regional.append(library.regionalVariants(of: locale).compactMap { try? library.annotations(for: $0) })
        }
        self.chains = chains
        regionalVariants = regional
        self.normalizer = normalizer
        functionWords = chains.reduce(into: FunctionWords.english) { words, chain in
            let language = chain.first.map { String($0.locale.prefix { $0 != "_" }) } ?? ""
            words.formUnion(FunctionWords.byLanguage[language] ?? [])
        }
        popularity = library.popularity
        var variants: [String: [Int: String]] = [:]
        if let english = try? library.annotations(for: "en") {
            for i in 0..<english.count {
                let traits = english.traits(at: i)
                guard (1...5).contains(traits.skinTone) else { continue }
                let emoji = english.emoji(at: i)
                let base = String(String.UnicodeScalarView(emoji.unicodeScalars.filter { !(0x1F3FB...0x1F3FF).contains($0.value) }))
                variants[base.withoutEmojiPresentationSelector, default: [:]][traits.skinTone] = emoji
            }
        }
        toneVariants = variants
    }

    /// The best `limit` emoji for `query`, best first; empty for an empty or unmatched query.
    public func search(_ query: String, limit: Int = 24) -> [EmojiMatch] {
        let query = query.prefix(Self.maximumQueryCharacters).boundingCharacters(toScalars: Character.maximumReadScalars)
        let folded = normalizer.searchKey(query).trimming(.whitespaces)
        guard !folded.isEmpty, limit > 0 else { return [] }
        var seen: Set<String> = []
        // A repeated word adds nothing to match (`face face face` is `face`) but would cost again;
        // past eight distinct words (no emoji is named by more) a query only costs, so the rest go.
        let allWords = Self.words(of: folded)
        let words = allWords.filter { seen.insert($0).inserted }.prefix(Self.maximumWords).map { $0 }
        guard !words.isEmpty else { return [] }
        // The words as typed (accents kept), so a stem never cuts a letter typed with an accent.
        let typed = Self.words(of: normalizer.lowercased(normalizer.nfc(query), locale: ""))
        var typedForm: [String: String] = [:]
        if typed.count == allWords.count {
            for (word, form) in zip(allWords, typed) where typedForm[word] == nil { typedForm[word] = form }
        }
        let stems = words.map { Self.stem($0, typed: typedForm[$0]) }
        let wordForms = words.map(Self.forms(of:))
        let wholeForms = words.count == 1 && folded == words[0] ? wordForms[0] : [Form(text: folded, cost: 0, isInflected: false)]
        var best: [Int: (match: EmojiMatch, tier: Double)] = [:] // by stable emoji id
        var named: Set<Int> = [] // ids with a query word in a name
        let files = chains.joined().map { ($0, false) } + regionalVariants.joined().map { ($0, true) }
        for (annotations, isRegionalVariant) in files {
            for (index, scored) in score(wholeForms: wholeForms, wordForms: wordForms, stems: stems, in: annotations, asAliases: isRegionalVariant) {
                let id = annotations.traits(at: index).orderIndex
                if scored.named { named.insert(id) }
                if let existing = best[id], existing.match.score >= scored.score { continue }
                best[id] = (EmojiMatch(emoji: displayed(annotations.emoji(at: index)), name: annotations.name(at: index), score: scored.score), scored.tier)
            }
        }
        var matches = best.mapValues(\.match)
        // A variant after its base: 😺 (SMILING CAT FACE WITH OPEN MOUTH) and 🐱 (CAT FACE) both
        // have the keyword `cat`, and the base the popularity prior would put second comes first.
        // Not when a query word is a word of the variant's name and not even part of the base's:
        // then the variant's own words are what was asked for (☔ `umbrella with rain drops` for
        // `rain`, not ☂ `umbrella`; but 😺 `grinsende Katze` is still after 🐱 `Katzengesicht`).
        if let popularity {
            let forms = wordForms.joined().map(\.text)
            for (id, entry) in best {
                let bases = popularity.bases(ofEmoji: id).count { base in
                    guard let matched = best[base], Self.band(matched.tier) >= Self.band(entry.tier) else { return false }
                    guard named.contains(id), !named.contains(base) else { return true }
                    let baseName = normalizer.searchKey(matched.match.name)
                    return forms.contains { baseName.contains($0) }
                }
                if bases > 0 { matches[id]!.score -= Weight.variant * Double(bases) }
            }
        }
        return matches.values.sorted { $0.score != $1.score ? $0.score > $1.score : $0.emoji < $1.emoji }.prefix(limit).map { $0 }
    }

    /// The band of a tier, for comparing an emoji's match with its base's: a whole match (name,
    /// keyword, alias, or a form of one), every word matched, a part or prefix, some words.
    static func band(_ tier: Double) -> Int {
        tier > Weight.wholeAlias - Weight.inflected - 0.05 ? 3
            : tier > Weight.aliasWord - Weight.inflected - 0.05 ? 2
            : tier > Weight.prefix - 0.05 ? 1 : 0
    }

    /// Scores of the emoji of one file that match; with `asAliases` (a regional variant of the
    /// searched language) its names and keywords count as aliases, and only whole and word
    /// matches count.
    /// `wholeForms` are the query and, for one word, its other forms; `wordForms` each word and
    /// its other forms (the word itself first).
    private func score(wholeForms: [Form], wordForms: [[Form]], stems: [String], in annotations: EmojiAnnotations, asAliases: Bool = false) -> [Int: (score: Double, tier: Double, named: Bool)] {
        var tiers: [Int: Double] = [:]
        var named: Set<Int> = [] // a query word (or a form of it) is a word of the name
        let english = annotations.locale == "en" || annotations.locale.hasPrefix("en_")
        func raise(_ index: Int, _ value: Double) {
            if value > tiers[index, default: -1] { tiers[index] = value }
        }
        // Tier 3: the whole query (or, for one word, another form of it) is a keyword or the name.
        var byAnnotation: Set<Int> = [], byAlias: Set<Int> = []
        for form in wholeForms where english || !form.isDerived {
            let lowered = form.cost
            for posting in annotations.postings(forToken: form.text) where !form.isInflected || posting.isAnnotation {
                if posting.isWholeName { named.insert(posting.emojiIndex) }
                if asAliases {
                    if posting.isWholeName || posting.isWholeKeyword || posting.isWholeAlias { raise(posting.emojiIndex, Weight.wholeAlias - lowered) }
                    continue
                }
                if posting.isWholeName { raise(posting.emojiIndex, Weight.wholeName - lowered) }
                if posting.isWholeKeyword { raise(posting.emojiIndex, Weight.wholeKeyword - lowered) }
                if posting.isWholeAlias { raise(posting.emojiIndex, Weight.wholeAlias - lowered) }
                if posting.isWholeName || posting.isWholeKeyword { byAnnotation.insert(posting.emojiIndex) }
                if posting.isWholeAlias { byAlias.insert(posting.emojiIndex) }
            }
        }
        // Tiers 2 and 1, word by word: every word must match for the emoji to count.
        var perWord: [[Int: Double]] = []
        for (forms, stem) in zip(wordForms, stems) {
            let word = forms[0].text
            var matches: [Int: Double] = [:]
            func add(_ index: Int, _ value: Double) { if value > matches[index, default: -1] { matches[index] = value } }
            for form in forms where english || !form.isDerived {
                let lowered = form.cost
                for posting in annotations.postings(forToken: form.text) where !form.isInflected || posting.isAnnotation {
                    if posting.isNameWord || posting.isWholeName { named.insert(posting.emojiIndex) }
                    if asAliases {
                        add(posting.emojiIndex, Weight.aliasWord - lowered)
                    } else if posting.isNameWord || posting.isWholeName {
                        add(posting.emojiIndex, Weight.nameWord - lowered)
                    } else if posting.isAnnotation {
                        add(posting.emojiIndex, Weight.keywordWord - lowered)
                    } else {
                        add(posting.emojiIndex, Weight.aliasWord - lowered)
                    }
                }
            }
            guard !asAliases else {
                perWord.append(matches)
                continue
            }
            if stem.count >= 3 {
                for token in annotations.tokenRange(withPrefix: stem) {
                    for posting in annotations.postings(atToken: token) { add(posting.emojiIndex, Weight.prefix) }
                }
            }
            // Compounds (`plane` in `airplane`, `bye` in `goodbye`: a head of three bytes or more,
            // so `happy` is not found in `unhappy`, that is a search token itself, so `red` is not
            // found in `puckered`, `registered` or `scared`, nor `car` in `madagascar`) and, in
            // scripts written without spaces, any part of a token (`猫` in `猫の顔`).
            let unspaced = word.unicodeScalars.contains(where: Self.isUnspacedScript)
            if word.count >= 3 || unspaced {
                for token in annotations.tokens(endingWith: word, minimumHead: 3, anywhere: unspaced) {
                    if !unspaced {
                        let text = annotations.token(at: token)
                        let head = String(text.utf8.dropLast(word.utf8.count)) ?? ""
                        // A head ending in a space or a mark: `word` is a word of the token, matched above.
                        guard head.last.map({ !$0.isLetter && !$0.isNumber }) == true || annotations.contains(token: head) else { continue }
                    }
                    for posting in annotations.postings(atToken: token) { add(posting.emojiIndex, Weight.part) }
                }
            }
            perWord.append(matches)
        }
        // An emoji that matches every word scores its weakest word; one that matches only some of
        // several words (`pouce levé`: 👍 is `pouce vers le haut`) ranks below all of those, by the
        // share it matches.
        var matchedWords: [Int: [(word: Int, value: Double)]] = [:]
        for (word, matches) in perWord.enumerated() {
            for (index, value) in matches { matchedWords[index, default: []].append((word, value)) }
        }
        // In English the last of several words is the head of the phrase (`red car`, `blue
        // heart`): it weighs as two in the share of words matched, so an emoji matching only it
        // passes, and one matching only a word before it does not (no red circle for `red car`).
        let weights = (0..<wordForms.count).map { english && wordForms.count > 1 && $0 == wordForms.count - 1 ? 2.0 : 1.0 }
        let totalWeight = weights.reduce(0, +)
        for (index, matched) in matchedWords {
            if matched.count == wordForms.count {
                raise(index, matched.map(\.value).min()!)
                continue
            }
            // Only words matched as words count here: a part or prefix of one word is too little
            // to go on (`car` in `card`: ♦️ for `red car`).
            let words = matched.filter { $0.value > Weight.part }
            let share = words.reduce(0) { $0 + weights[$1.word] } / totalWeight
            guard 2 * share >= 1 else { continue }
            // Ordered within the tier as the others are: a word of the name before a keyword
            // before an alias.
            let quality = words.reduce(0) { $0 + $1.value } / Double(words.count)
            raise(index, Weight.someWords * share - Weight.someWordsMatch * (Weight.nameWord - quality))
        }
        var scores: [Int: (score: Double, tier: Double, named: Bool)] = [:]
        for (index, tier) in tiers {
            let traits = annotations.traits(at: index)
            // More than the gap between an exact and a partial match: a single emoji that matches
            // partly (✈ for `plane`, via `airplane`) before a profession or gendered ZWJ variant.
            let sequencePenalty = traits.isZWJSequence ? Weight.sequencePenalty : 0
            // Two independent sources (CLDR and an alias list) that both give the whole query
            // agree on the emoji: ❄ for `cold` in both, 😰 only in CLDR (for its cold sweat).
            let agreement = byAnnotation.contains(index) && byAlias.contains(index) ? Weight.agreement : 0
            scores[index] = (tier + agreement - sequencePenalty + prior(traits.orderIndex), tier, named.contains(index))
        }
        return scores
    }

    /// The most distinct words of a query that are matched.
    static let maximumWords = 8

    /// The ranking weights: a tier each, and the adjustments within one (all less than a tier).
    enum Weight {
        static let wholeName = 3.3, wholeKeyword = 3.0, wholeAlias = 2.7
        static let nameWord = 2.2, keywordWord = 2.0, aliasWord = 1.8
        static let part = 1.5, prefix = 1.2
        /// Matching some of several words, times the share matched.
        static let someWords = 1.0
        /// What each unit a matched word falls below a word of the name (``nameWord``) costs in
        /// that tier: 0.06 for a keyword's word, 0.12 for an alias's (less than the step between
        /// two shares of up to three words).
        static let someWordsMatch = 0.3
        /// What a singular or stem costs against the word as typed (`cats` → `cat`).
        static let inflected = 0.1
        /// What an inflection of a plural's singular costs (`boxes` → `box` → `boxing`): more
        /// than the singular itself.
        static let reinflected = 0.2
        /// What the base of a derived adjective costs (`windy` → `wind`): more than an inflection.
        static let derived = 0.2
        static let sequencePenalty = 2.0
        /// For each base of an emoji (`EmojiPopularity.bases`) that matches the query as well: at
        /// 0.08 of prior per nat, a variant comes first only when it is used more than
        /// e^(0.1/0.08) ≈ 3.5 times as often as each such base (🙂 is 4 times ☺ `smiling face`;
        /// 😻, 2.7 times 🐱, is below both 🐱 and 🐈).
        static let variant = 0.1
        /// CLDR and an alias both name the whole query.
        static let agreement = 0.3
    }

    /// Whether `scalar` belongs to a script written without spaces between words (Han, kana,
    /// Thai, Lao, Khmer, Myanmar), where a query word may be any part of a token.
    static func isUnspacedScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF,
             0x0E00...0x0EFF, 0x1780...0x17FF, 0x1000...0x109F: true
        default: false
        }
    }

    /// A form of a query word that is looked up in the index.
    struct Form: Sendable {
        var text: String
        /// What a match of this form costs against the word as typed: 0 for the word itself,
        /// ``Weight/inflected`` for a singular, stem or inflection, ``Weight/derived`` for the
        /// base of a derived adjective.
        var cost: Double
        /// An inflection of the typed word (`locked` for `lock`), matched in the CLDR name and
        /// keywords only: the alias lists inflect freely (EmojiOne's `parties` on 💯, ❤, 😜).
        var isInflected: Bool
        /// The base of an English derived adjective (`wind` for `windy`), looked up in English
        /// files only (German `Handy` is no hand).
        var isDerived = false
    }

    /// `word`, its singular or stem forms, the inflections of both (`locks` → `lock`, `locked`),
    /// and the bases of a derived adjective in -y (`windy` → `wind`). An inflection of a plural's
    /// singular costs more than the singular itself (``Weight/reinflected``): it is another word,
    /// an activity rather than the things (`boxes` → `box` → `boxing` put 🥊 before 📦). A stem's
    /// inflections are the same verb's, and cost as the stem (`raised` → `raise` → `raising`:
    /// 🙌 `raising hands` for `raised hands`).
    static func forms(of word: String) -> [Form] {
        let variants = inflectionVariants(word)
        var seen: Set<String> = [word]
        seen.formUnion(variants)
        let inflected = inflectedForms(word).filter { seen.insert($0).inserted }
        let reinflected = variants.flatMap(inflectedForms).filter { seen.insert($0).inserted }
        let reinflectedCost = word.hasSuffix("s") ? Weight.reinflected : Weight.inflected
        let derived = derivationBases(word).filter { seen.insert($0).inserted }
        return [Form(text: word, cost: 0, isInflected: false)]
            + variants.map { Form(text: $0, cost: Weight.inflected, isInflected: false) }
            + inflected.map { Form(text: $0, cost: Weight.inflected, isInflected: true) }
            + reinflected.map { Form(text: $0, cost: reinflectedCost, isInflected: true) }
            + derived.map { Form(text: $0, cost: Weight.derived, isInflected: false, isDerived: true) }
    }

    /// The nouns and verbs an English adjective in -y is derived from, so it finds what CLDR
    /// names by the noun: `windy` → `wind`, `sunny` → `sun`, `smoky` → `smoke`, `angry` →
    /// `anger`. Latin letters only, words of four or more.
    static func derivationBases(_ word: String) -> [String] {
        guard word.count >= 4, word.hasSuffix("y"), word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else { return [] }
        let stem = Array(word.dropLast())
        var bases = [String(stem), String(stem) + "e"]
        if stem.count >= 3, stem[stem.count - 1] == stem[stem.count - 2], !"aeiou".contains(stem[stem.count - 1]) {
            bases.append(String(stem.dropLast()))                     // sunny → sun
        }
        if stem.last == "r", stem.count >= 3, !"aeiou".contains(stem[stem.count - 2]) {
            bases.append(String(stem.dropLast()) + "er")              // hungry → hunger
        }
        return bases.filter { $0.count >= 3 }
    }

    /// Other forms of `word` that are whole words in the index when `word` is an inflection:
    /// the singular (`cats` → `cat`, `parties` → `party`, `boxes` → `box`, `knives` → `knife`,
    /// `wolves` → `wolf`) and the stem of -ing and -ed (`laughing` → `laugh`, `smiling` →
    /// `smile`). Longest first; none shorter than 3.
    static func inflectionVariants(_ word: String) -> [String] {
        var variants: [String] = []
        func add(_ cut: Int, _ ending: String = "") {
            let base = String(word.dropLast(cut)) + ending
            if base.count >= 3, base != word, !variants.contains(base) { variants.append(base) }
        }
        if word.hasSuffix("ies") { add(3, "y") }
        if word.hasSuffix("ves") { add(3, "fe"); add(3, "f") }
        if word.hasSuffix("es") { add(2) }
        if word.hasSuffix("s"), !word.hasSuffix("ss") { add(1) }
        if word.hasSuffix("ing") { add(3); add(3, "e") }
        if word.hasSuffix("ed") { add(2); add(1) }
        return variants
    }

    /// The inflected forms of a word typed in its base form, so it finds a name or keyword that
    /// inflects it (`lock` → `locked`: 🔒's name; `cry` → `crying`; `smile` → `smiling`): -s,
    /// -es, -ed, -ing, with the final `e` dropped, a `y` made `ie`, or the last consonant doubled
    /// after one vowel (`stop` → `stopped`). Latin letters only, words of three or more.
    static func inflectedForms(_ word: String) -> [String] {
        guard word.count >= 3, word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else { return [] }
        let vowels = Set("aeiou")
        let letters = Array(word)
        let last = letters[letters.count - 1], beforeLast = letters[letters.count - 2]
        var forms = [word + "s", word + "es"]
        if last == "e" {
            forms += [word + "d", String(letters.dropLast()) + "ing"]
        } else if last == "y", !vowels.contains(beforeLast) {
            let stem = String(letters.dropLast())
            forms += [stem + "ies", stem + "ied", word + "ing"]
        } else {
            forms += [word + "ed", word + "ing"]
            if !vowels.contains(last), !"wxy".contains(last), vowels.contains(beforeLast), letters.count < 3 || !vowels.contains(letters[letters.count - 3]) {
                forms += [word + String(last) + "ed", word + String(last) + "ing"]
            }
        }
        return forms.filter { $0 != word }
    }

    /// The most characters of a query searched, each read to ``Character/maximumReadScalars``
    /// (normalising a character under thousands of marks out of order takes seconds); the rest
    /// is left out.
    static let maximumQueryCharacters = 100

    /// The emoji to offer beside a typed or just-committed `word`: only on an exact CLDR keyword
    /// or name match of a content word, never for a function word of English or of a searched
    /// language (`the`, `it`, `up`; German `du`), never from an alias alone, never more than one.
    /// Nil when nothing fits.
    ///
    /// Of the emoji that match, first the one whose name is the word (not a flag's territory), a
    /// ZWJ sequence too (🧜‍♀ `mermaid`; a sequence the word does not name is never offered: no 🧑‍✈
    /// `pilot` for `plane`); then CLDR and an alias agreeing on the word (``Weight/agreement``, 🚗
    /// for `car`); then the popularity prior. A plural in -s (ASCII, four letters or more) that
    /// matches nothing takes its singular's emoji when the singular names it or CLDR and an alias agree (`cars` → 🚗; `calls` not 🤙). Measured by `keyboard-bench emoji
    /// FILE --inline` on Tests/CorpusTests/Corpora/inline-emoji-en*.tsv (docs/BENCHMARK.md).
    public func inlineEmoji(for word: String) -> String? {
        // Asked at every key press: an ASCII word's letters are read as bytes (a Unicode
        // property look-up per `Character` was most of the call), and a word of at most 40 bytes
        // is its own first 40 characters.
        let folded = normalizer.searchKey(word.utf8.count <= 40 ? word : word.prefix(40).boundingCharacters(toScalars: Character.maximumReadScalars))
        let isASCII = folded.utf8.allSatisfy { $0 < 0x80 }
        let lettersOnly = isASCII
            ? folded.utf8.allSatisfy { (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) || $0 == 0x27 }
            : folded.allSatisfy { $0.isLetter || $0 == "'" }
        guard (isASCII ? folded.utf8.count : folded.count) >= 2, lettersOnly, !functionWords.contains(folded) else { return nil }
        var best: (score: Double, emoji: String)?
        func pick(_ token: String, namedOrAgreed: Bool = false) {
            for chain in chains {
                for annotations in chain {
                    for posting in annotations.postings(forToken: token) where posting.isWholeKeyword || posting.isWholeName {
                        let traits = annotations.traits(at: posting.emojiIndex)
                        // A flag's whole name may be its territory alone (`turkey`): the bird first.
                        let named = posting.isWholeName && !traits.isFlag
                        // An emoji named by the word is its emoji, a ZWJ sequence too (🧜‍♀ `mermaid`,
                        // 🧑‍🔬 `scientist`); a sequence the word only describes (a profession, a
                        // gendered or family variant: 🧑‍✈ `pilot` for `plane`) is never offered.
                        if traits.isZWJSequence && !named { continue }
                        // CLDR and an alias list (EmojiOne's, Unicode's names) both give the word to
                        // this emoji, as in search (``Weight/agreement``): 🚗 for `car`, not 🚨
                        // `police car light`; 😴 for `sleep`, not 😪 `sleepy face`.
                        let agreement = posting.isWholeAlias ? Weight.agreement : 0
                        // (A singular for a plural: only an emoji it names or CLDR and an alias
                        // agree on; a keyword alone is often a verb's, `calls` 🤙, `stops` 🚏.)
                        if namedOrAgreed, !named, agreement == 0 { continue }
                        let score = (named ? 1.0 : 0) + agreement + prior(traits.orderIndex)
                        if score > best?.score ?? -.infinity { best = (score, displayed(annotations.emoji(at: posting.emojiIndex))) }
                    }
                }
            }
        }
        pick(folded)
        // A plural with no emoji of its own takes its singular's (`cars` → 🚗, `dogs` → 🐕,
        // `parties` → 🎉): the -s, -es, then -ies → -y form that has one. Only for a word that found
        // nothing; a form of up to 15 bytes is a small string, built without the heap. Not -ing and
        // -ed forms: their stems found a gesture for verbs that want none (`called` → 🤙 `call`,
        // `coming` → 🫴 `come`; docs/BENCHMARK.md, "Inline emoji").
        // Byte compares: this is reached at most key presses (a prefix typed matches nothing).
        func ends(with ending: String) -> Bool { folded.utf8.suffix(ending.utf8.count).elementsEqual(ending.utf8) }
        guard best == nil, isASCII, folded.utf8.count >= 4, folded.utf8.last == 0x73, !ends(with: "ss") else { return best?.emoji }
        func base(_ cut: Int, _ ending: String = "") {
            guard best == nil, folded.utf8.count - cut >= 3 else { return }
            let form = String(folded.dropLast(cut)) + ending
            if !functionWords.contains(form) { pick(form, namedOrAgreed: true) }
        }
        base(1)
        if ends(with: "es") { base(2) }
        if ends(with: "ies") { base(3, "y") }
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
    /// `smiling` → `smil`, `smile` → `smil`), or a long word without its last two letters. Never
    /// cuts a letter that `typed` (the word as typed, accents kept) has with an accent: `café`
    /// stays `cafe`, so it does not reach `cafard`.
    static func stem(_ word: String, typed: String? = nil) -> String {
        let typed = typed ?? word
        for suffix in ["ing", "ies", "es", "ed", "s", "e"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
            guard typed.hasSuffix(suffix) else { break }
            return String(word.dropLast(suffix.count))
        }
        // Other languages' endings, without a stemmer per language: a word of seven letters or
        // more loses two (`pleurer` → `pleur` finds `pleure`; `applaudir` → `applaudissements`).
        return word.count >= 7 && typed.suffix(2) == word.suffix(2) ? String(word.dropLast(2)) : word
    }

    /// The words of a folded query: split at white space and the separators of the index.
    static func words(of text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace || "-:,.“”\"()".contains($0) }).map(String.init)
    }

    private func displayed(_ emoji: String) -> String {
        guard skinTone > 0, let variant = toneVariants[emoji.withoutEmojiPresentationSelector]?[skinTone] else { return emoji }
        return variant
    }
}
