import KeyboardEmoji
import Testing
import TestSupport

@Suite("Emoji search")
struct EmojiSearchTests {
    static let library = EmojiLibrary(directory: ResourceFixtures.path("Emoji"))
    static let english = EmojiSearch(library: library, locales: ["en"])

    func top(_ query: String, _ n: Int = 3, search: EmojiSearch = english) -> [String] {
        search.search(query, limit: n).map { String(String.UnicodeScalarView($0.emoji.unicodeScalars.filter { $0.value != 0xFE0F })) }
    }

    @Test("exact keywords and names come first", arguments: [("thumbs up", "👍"), ("pizza", "🍕"), ("red heart", "❤"), ("rocket", "🚀"), ("ghost", "👻")])
    func exact(query: String, emoji: String) {
        #expect(top(query, 1) == [emoji])
    }

    @Test("case and accents do not matter")
    func folding() {
        #expect(top("THUMBS UP", 1) == ["👍"])
        let french = EmojiSearch(library: Self.library, locales: ["fr"])
        #expect(!top("coeur", 3, search: french).isEmpty)
        #expect(top("coeur", 3, search: french) == top("cœur", 3, search: french))
    }

    @Test("plurals and -ing forms find their emoji", arguments: [("hearts", "❤"), ("dogs", "🐶"), ("smiling", "😊")])
    func inflections(query: String, emoji: String) {
        #expect(top(query, 24).contains(emoji))
    }

    /// `knives`, `wolves`, `elves`, `loaves` found nothing: no rule made `ves` a singular's `f` or `fe`.
    @Test("plurals in -ves find their singular in -f or -fe", arguments: [("knives", "🔪"), ("wolves", "🐺"), ("elves", "🧝"), ("loaves", "🍞")])
    func pluralsInVes(query: String, emoji: String) {
        #expect(top(query, 3).contains(emoji), "\(top(query, 3))")
    }

    /// `boxes` put 🥊 first: `boxing`, an inflection of the singular `box`, cost what `box` did.
    @Test("an inflection of a plural's singular ranks below the singular: `boxes` → 📦 and ☑ `box`, before 🥊 `boxing`")
    func singularBeforeItsInflections() {
        let found = top("boxes", 5)
        let boxing = found.firstIndex(of: "🥊")
        #expect(found.first != "🥊", "\(found)")
        #expect(boxing == nil || found.firstIndex(of: "☑").map { $0 < boxing! } == true, "\(found)")
        // A stem's inflections are the same verb's: `raised hands` still finds 🙌 `raising hands` first.
        #expect(top("raised hands", 1) == ["🙌"])
    }

    @Test("a word in its base form finds the name that inflects it: `lock` → 🔒 `locked`, before 🔐 🔏 🔓")
    func inflectedNames() {
        #expect(top("lock", 1) == ["🔒"])
        #expect(top("locks", 1) == ["🔒"])
        // Only CLDR's names and keywords are inflected: EmojiOne tags 💯 and ❤ with `parties`.
        #expect(!top("party", 5).contains("💯"))
    }

    @Test("the plain animal before its variants: 🐈 and 🐱 before the cat faces, in every language",
          arguments: [("en", "cat"), ("en", "cats"), ("es", "gato"), ("ja", "猫"), ("de", "katze")])
    func baseBeforeVariants(locale: String, query: String) {
        let search = EmojiSearch(library: Self.library, locales: [locale])
        let found = top(query, 5, search: search)
        let cat = found.firstIndex(of: "🐱") ?? 99, faces = found.firstIndex { "😺😸😹😻😼😽🙀😿😾".contains($0) } ?? 99
        let plain = found.firstIndex(of: "🐈") ?? 99
        #expect(plain < 5 && plain < faces && cat < faces, "\(found)")
    }

    @Test("a variant named by the query keeps its place: ☔ umbrella with rain drops for `rain`, before ☂")
    func variantNamedByQuery() {
        let found = top("rain", 5)
        #expect((found.firstIndex(of: "☔") ?? 99) < (found.firstIndex(of: "☂") ?? 99), "\(found)")
    }

    @Test("an English adjective in -y finds its noun: windy → wind, stormy → storm, snowy → snow",
          arguments: [("windy", "🌬"), ("stormy", "🌀"), ("snowy", "❄"), ("sweaty", "💦")])
    func derivedAdjectives(query: String, emoji: String) {
        #expect(top(query, 3).contains(emoji), "\(top(query, 3))")
    }

    @Test("derivation is English only: German `Handy` is a phone, not a hand")
    func derivationEnglishOnly() {
        let german = EmojiSearch(library: Self.library, locales: ["de"])
        #expect(top("handy", 1, search: german) == ["📱"])
    }

    @Test("a single emoji before its ZWJ professions and gendered variants", arguments: [("plane", "✈"), ("facepalm", "🤦")])
    func baseFirst(query: String, emoji: String) {
        #expect(top(query, 1) == [emoji])
    }

    @Test("flags by ISO code and short name, and by the territory alone", arguments: [("usa", "🇺🇸"), ("uk", "🇬🇧"), ("gbr", "🇬🇧"), ("japan", "🇯🇵"), ("france", "🇫🇷")])
    func flags(query: String, emoji: String) {
        #expect(top(query, 1) == [emoji])
    }

    @Test("everyday words CLDR lacks come from the alias lists", arguments: [("lol", "😆"), ("strong", "💪"), ("cheers", "🍻"), ("storm", "⛈")])
    func aliases(query: String, emoji: String) {
        #expect(top(query, 3).contains(emoji), "\(top(query, 3))")
    }

    @Test("a word is found at the end of a compound, not after a two-letter prefix")
    func compounds() {
        #expect(top("bye", 3).contains("👋"))      // goodbye
        #expect(!top("happy", 24).contains("😒"))  // unhappy
        #expect(top("plane", 3).contains("✈"))     // airplane: `air` is a word too
    }

    /// `red` ends `puckered` (an alias of 😚 and 😽, which have `heart` too), `registered` (®)
    /// and `scared`: none of them holds the word.
    @Test("a compound's head is a word itself: `red` is not found in `puckered` or `registered`")
    func compoundHeads() {
        let hearts = top("red heart", 8)
        for emoji in ["😚", "😽", "®"] { #expect(!hearts.contains(emoji), "\(hearts)") }
    }

    @Test("kana of either script, words inside Japanese tokens, typographic apostrophes")
    func foldingAcrossScripts() {
        let japanese = EmojiSearch(library: Self.library, locales: ["ja"])
        #expect(top("ねこ", 1, search: japanese) == ["🐈"])   // ネコ
        #expect(top("寿司", 1, search: japanese) == ["🍣"])   // お寿司
        let french = EmojiSearch(library: Self.library, locales: ["fr"])
        #expect(top("clin d'oeil", 1, search: french) == ["😉"])
        #expect(top("clin d’œil", 1, search: french) == ["😉"])
    }

    @Test("a stem never cuts a letter typed with an accent: `café` does not reach `cafard`")
    func accentedEndings() {
        let french = EmojiSearch(library: Self.library, locales: ["fr"])
        #expect(!top("café", 24, search: french).contains("🪳"))   // cafard
        #expect(top("Café", 1, search: french) == ["☕"])
        #expect(top("cafe", 3, search: french).contains("🪳"))      // typed without it, the stem may
        #expect(top("smiles", 24).contains("😊"))                     // smil… finds smiling
    }

    @Test("kana find the Japanese words written in kanji, by their Unihan readings",
          arguments: [("おばけ", "👻"), ("ゆうれい", "👻"), ("じどうしゃ", "🚗"), ("ねむい", "😴")])
    func kanjiReadings(query: String, emoji: String) {
        let japanese = EmojiSearch(library: Self.library, locales: ["ja"])
        #expect(top(query, 3, search: japanese).contains(emoji), "\(top(query, 3, search: japanese))")
    }

    @Test("a multi-word query matching only some words still answers, below full matches")
    func someWords() {
        let french = EmojiSearch(library: Self.library, locales: ["fr"])
        #expect(top("pouce levé", 1, search: french) == ["👍"])
        // No emoji is both purple and pizza: the one matching a word answers.
        #expect(top("purple pizza", 3) == ["🍕"])
        // `yellow heart` matches 💛 whole and ❤ by `heart` only: the full match first.
        let hearts = top("yellow heart", 8)
        #expect(hearts.first == "💛" && hearts.contains("❤"), "\(hearts)")
    }

    @Test("of several English words the last is the head: an emoji matching only it comes first, one matching only another does not",
          arguments: [("red car", "🚗", "🔴"), ("red heart", "💕", "🔴"), ("blue heart", "❤", "🔵"), ("happy cat", "🐈", "😀")])
    func headWord(query: String, head: String, modifier: String) {
        let found = top(query, 8)
        #expect(found.contains(head), "\(found)")
        #expect(!found.contains(modifier), "\(found)")
    }

    @Test("skin-tone variants collapse to the base, shown in the preferred tone")
    func skinTone() {
        var search = Self.english
        #expect(!top("thumbs up", 24).contains("👍🏿"))
        search.skinTone = 5
        #expect(search.search("thumbs up", limit: 1).first?.emoji == "👍🏿")
        search.skinTone = 0
        #expect(search.search("thumbs up", limit: 1).first?.emoji == "👍")
    }

    /// `herz` was searched, which de_CH.emoji holds itself: the test passed with no fallback.
    @Test("locale fallback: a regional locale finds its language's names")
    func fallback() throws {
        // A name only German's file has: de_CH's own file lacks it.
        #expect(try Self.library.annotations(for: "de_CH").postings(forToken: "katze").isEmpty)
        #expect(try !Self.library.annotations(for: "de").postings(forToken: "katze").isEmpty)
        let swiss = EmojiSearch(library: Self.library, locales: ["de_CH"])
        #expect(top("katze", 3, search: swiss).contains("🐈"), "\(top("katze", 3, search: swiss))")
        let both = EmojiSearch(library: Self.library, locales: ["de", "en"])
        #expect(!both.search("herz", limit: 1).isEmpty && !both.search("heart", limit: 1).isEmpty)
    }

    @Test("words the locale lacks come from its language's other regions (`fr` ← `fr_CA`, `es` ← `es_419`)",
          arguments: [("fr", "merci", "🙏"), ("fr", "café", "☕"), ("fr", "cafe", "☕"), ("es", "carro", "🚗"), ("es", "gracias", "🙏")])
    func regionalWords(locale: String, query: String, emoji: String) {
        let search = EmojiSearch(library: Self.library, locales: [locale])
        #expect(top(query, 3, search: search).contains(emoji), "\(top(query, 3, search: search))")
    }

    @Test("a regional word counts as an alias: after the locale's own keyword, before nothing at all",
          arguments: [("taureau", "♉", "🐂"), ("tennis", "🎾", "🏓"), ("cancer", "♋", "🦀")])
    func regionalWordsRankBelow(query: String, own: String, regional: String) {
        // `fr` lists the word for `own` only, `fr_CA` also for `regional`.
        let french = EmojiSearch(library: Self.library, locales: ["fr"])
        #expect(top(query, 2, search: french) == [own, regional])
    }

    @Test("search answers in twenty locales", arguments: ["en", "de", "fr", "es", "it", "pt", "nl", "sv", "pl", "ru", "uk", "el", "tr", "ja",
                                                          "ko", "zh", "ar", "he", "hi", "fi"])
    func locales(locale: String) throws {
        let annotations = try Self.library.annotations(for: locale)
        let grinning = try #require(annotations.index(of: "😀"))
        let name = annotations.name(at: grinning)
        let search = EmojiSearch(library: Self.library, locales: [locale])
        #expect(search.search(name, limit: 3).map(\.emoji).contains("😀"), "\(locale): \(name)")
    }

    @Test("empty, blank, punctuation-only and enormous queries give nothing, quickly", .timeLimit(.minutes(1)))
    func hostile() {
        #expect(Self.english.search("").isEmpty)
        #expect(Self.english.search("   ").isEmpty)
        #expect(Self.english.search("---").isEmpty)
        #expect(Self.english.search(String(repeating: "x", count: 100_000)).isEmpty)
        #expect(Self.english.search("heart", limit: 0).isEmpty)
        // repeated words count once; words past the eighth distinct one are not searched
        #expect(top("face face face face", 5) == top("face face", 5))
        #expect(top("red heart " + String(repeating: "zq ", count: 40), 3) == top("red heart zq", 3))
    }
}

@Suite("Inline emoji")
struct InlineEmojiTests {
    /// At least 150 English function words: determiners, pronouns, prepositions, conjunctions,
    /// auxiliaries — written here independently of the engine's own list.
    static let functionWords = """
        a an the this that these those my your his her its our their some any no every each either neither all both
        few many much more most several such what which whose another other i me mine myself you yours yourself he
        him himself she hers herself it itself we us ours ourselves they them theirs themselves who whom someone
        something anyone anything everyone everything nobody nothing none one about above across after against along
        among around as at before behind below beneath beside between beyond by despite down during except for from
        in inside into like near of off on onto out outside over past per since than through till to toward towards
        under until up upon via with within without and but or nor so yet because although though if unless whether
        while whereas when where why how once then am is are was were be been being do does did done have has had
        will would shall should can could may might must not there here just also too very only
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    @Test("the test's list is at least 150 words")
    func listSize() {
        #expect(Set(Self.functionWords).count >= 150)
    }

    @Test("no function word ever gets an inline emoji")
    func functionWordsGetNone() {
        let search = EmojiSearchTests.english
        let offered = Self.functionWords.filter { search.inlineEmoji(for: $0) != nil || search.inlineEmoji(for: $0.capitalized) != nil }
        #expect(offered.isEmpty, "\(offered)")
    }

    @Test("content words with an exact keyword get one", arguments: [("pizza", "🍕"), ("rocket", "🚀"), ("Ghost", "👻")])
    func contentWords(word: String, emoji: String) {
        #expect(EmojiSearchTests.english.inlineEmoji(for: word) == emoji)
    }

    /// `car` gave 🚨 (`police car light`, more used, has the keyword too; 🚗 `automobile` has it
    /// and EmojiOne's alias), `sleep` 😪 (`sleepy face`), `sick` 🤮, `mermaid` 🧜 (🧜‍♀ is named
    /// `mermaid`, but lost as a ZWJ sequence), and plurals nothing.
    @Test("common words get the emoji people mean: the one they name, the one CLDR and an alias agree on, a plural's singular's",
          arguments: [("car", "🚗"), ("cars", "🚗"), ("dogs", "🐕"), ("mermaid", "🧜‍♀"), ("scientist", "🧑‍🔬"), ("sleep", "😴"), ("sick", "😷"),
                      ("pizza", "🍕"), ("dog", "🐕")])
    func commonWords(word: String, emoji: String) {
        let offered = EmojiSearchTests.english.inlineEmoji(for: word).map { String(String.UnicodeScalarView($0.unicodeScalars.filter { $0.value != 0xFE0F })) }
        #expect(offered == emoji, "\(word) → \(offered ?? "none")")
    }

    /// `plane` gave 🧑‍✈ (`pilot`, whose keyword it is): the sequence penalty put it after any single
    /// emoji, but there was none.
    @Test("a ZWJ sequence the word does not name is never offered: no 🧑‍✈ pilot for plane")
    func unnamedSequences() {
        #expect(EmojiSearchTests.english.inlineEmoji(for: "plane") == nil)
    }

    /// The plural rule gave a verb in -s its stem's keyword emoji: `calls` 🤙, `comes` 🫴,
    /// `signs` ➖, which the rule for -ing and -ed forms had been dropped for.
    @Test("a verb in -s takes no emoji its stem is only a keyword of", arguments: ["calls", "comes", "signs"])
    func verbsInS(word: String) {
        #expect(EmojiSearchTests.english.inlineEmoji(for: word) == nil)
    }

    @Test("function words of the searched languages get none, their content words do")
    func otherLanguages() {
        let german = EmojiSearch(library: EmojiSearchTests.library, locales: ["de", "en"])
        for word in ["du", "Du", "und", "nicht", "the", "it"] { #expect(german.inlineEmoji(for: word) == nil, "\(word)") }
        #expect(german.inlineEmoji(for: "Pizza") == "🍕")
        let spanish = EmojiSearch(library: EmojiSearchTests.library, locales: ["es"])
        #expect(spanish.inlineEmoji(for: "no") == nil)
        #expect(spanish.inlineEmoji(for: "pizza") == "🍕")
    }

    @Test("alias words and territory codes never give an inline emoji", arguments: ["lol", "usa", "gbr", "strong"])
    func noAliases(word: String) {
        #expect(EmojiSearchTests.english.inlineEmoji(for: word) == nil)
    }

    @Test("partial words, numbers and junk get none", arguments: ["piz", "42", "qqqq", "", "pizza!"])
    func none(word: String) {
        #expect(EmojiSearchTests.english.inlineEmoji(for: word) == nil)
    }
}
