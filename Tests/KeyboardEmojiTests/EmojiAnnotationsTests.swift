import KeyboardData
import KeyboardEmoji
import KeyboardText
import Testing
import TestSupport

@Suite("Emoji annotations")
struct EmojiAnnotationsTests {
    static let library = EmojiLibrary(directory: ResourceFixtures.path("Emoji"))

    @Test("at least 20 locales are bundled, each its own file")
    func locales() {
        #expect(Self.library.locales.count >= 20)
        for locale in ["en", "de", "fr", "es", "ja", "de_CH", "en_GB"] { #expect(Self.library.locales.contains(locale)) }
    }

    @Test("English covers at least 3,500 emoji, with names and keywords")
    func english() throws {
        let en = try Self.library.annotations(for: "en")
        #expect(en.count >= 3500)
        let grinning = try #require(en.index(of: "😀"))
        #expect(en.name(at: grinning) == "grinning face")
        #expect(en.keywords(at: grinning).contains("grin"))
        let thumbs = try #require(en.index(of: "👍"))
        #expect(en.keywords(at: thumbs).contains("thumbs up") || en.name(at: thumbs) == "thumbs up")
    }

    @Test("skin tones, ZWJ sequences and flags are present and flagged")
    func derived() throws {
        let en = try Self.library.annotations(for: "en")
        let dark = try #require(en.index(of: "👍🏿"))
        #expect(en.traits(at: dark).skinTone == 5)
        #expect(en.traits(at: dark).isDerived)
        let family = try #require(en.index(of: "👨‍👩‍👧"))
        #expect(en.traits(at: family).isZWJSequence)
        let france = try #require(en.index(of: "🇫🇷"))
        #expect(en.traits(at: france).isFlag)
        #expect(en.name(at: france).lowercased().contains("france"))
        #expect(en.index(of: "{") == nil) // CLDR's non-emoji symbols are dropped
    }

    @Test("the token index finds whole keywords and words in names")
    func tokens() throws {
        let en = try Self.library.annotations(for: "en")
        let heart = en.postings(forToken: "heart")
        #expect(!heart.isEmpty)
        #expect(heart.contains { $0.isWholeKeyword })
        let red = try #require(en.index(of: "❤️"))
        #expect(heart.contains { $0.emojiIndex == red })
        #expect(en.postings(forToken: "Heart").isEmpty) // tokens are folded; callers fold the query
        #expect(en.postings(forToken: "qqqzzz").isEmpty)
        #expect(en.postings(forToken: "").isEmpty)
    }

    @Test("every bundled locale loads and answers", arguments: ["de", "fr", "es", "ja", "it", "pt", "ru", "zh", "ko", "ar",
                                                             "hi", "nl", "sv", "pl", "tr", "uk", "el", "he", "fi", "da"])
    func twentyLocales(locale: String) throws {
        let annotations = try Self.library.annotations(for: locale)
        #expect(annotations.count > 1000)
        #expect(annotations.tokenCount > 1000)
    }

    /// Regional files hold only what differs from their language's (`en_GB`: a few hundred
    /// emoji), so this asks for some of each, where the test above asks the big ones for many.
    @Test("every locale file of the library loads, with emoji and tokens")
    func everyLocale() throws {
        #expect(Self.library.locales.count >= 100, "\(Self.library.locales.count) locale files")
        for locale in Self.library.locales {
            let annotations = try Self.library.annotations(for: locale)
            #expect(annotations.count > 0, "\(locale)")
            #expect(annotations.tokenCount > 0, "\(locale)")
        }
    }

    @Test("the build script's folding agrees with the runtime's on every token of every locale")
    func foldingAgrees() throws {
        for locale in Self.library.locales { try foldingAgrees(locale: locale) }
    }

    private func foldingAgrees(locale: String) throws {
        let annotations = try Self.library.annotations(for: locale)
        let text = ICUTextNormalizer()
        var disagreements: [String] = []
        for i in 0..<annotations.tokenCount {
            let token = annotations.token(at: i)
            if text.searchKey(token) != token { disagreements.append(token) }
        }
        #expect(disagreements.isEmpty, "\(locale): \(disagreements.prefix(10))")
    }

    @Test("locale fallback goes region → language (→ root, which the bundled data leaves out)")
    func fallback() {
        #expect(Self.library.fallbackChain(for: "de-CH") == ["de_CH", "de"])
        #expect(Self.library.fallbackChain(for: "en_GB") == ["en_GB", "en"])
        #expect(Self.library.fallbackChain(for: "xx_YY").isEmpty, "no bundled locale, no chain")
    }

    @Test("a language's other regional files, not its script variants nor its own chain")
    func regionalVariants() {
        #expect(Self.library.regionalVariants(of: "fr") == ["fr_CA"])
        #expect(Self.library.regionalVariants(of: "es-ES") == ["es_419", "es_MX", "es_US"])
        #expect(Self.library.regionalVariants(of: "de_CH").isEmpty)
        #expect(Self.library.regionalVariants(of: "en").contains("en_GB"))
        #expect(!Self.library.regionalVariants(of: "zh").contains("zh_Hant"))
        #expect(Self.library.regionalVariants(of: "xx").isEmpty)
    }

    @Test("the prior's bases: an emoji whose English name a variant's name extends, word for word")
    func bases() throws {
        let english = try Self.library.annotations(for: "en")
        let prior = try #require(Self.library.popularity)
        func id(_ emoji: String) throws -> Int { english.traits(at: try #require(english.index(of: emoji))).orderIndex }
        // 😺 SMILING CAT FACE WITH OPEN MOUTH (Unicode) extends 🐱 CAT FACE, which extends 🐈 CAT.
        #expect(try Set(prior.bases(ofEmoji: id("😺"))).isSuperset(of: [id("🐱"), id("🐈")]))
        #expect(try prior.bases(ofEmoji: id("🐱")) == [id("🐈")])
        #expect(try prior.bases(ofEmoji: id("🔐")).contains(id("🔒")))    // locked with key: locked
        #expect(try prior.bases(ofEmoji: id("🐈‍⬛")).contains(id("🐈")))  // black cat (CLDR name)
        // BLACK and HEAVY describe Unicode's glyphs: ❤ HEAVY BLACK HEART is no 🖤 BLACK HEART.
        #expect(try !prior.bases(ofEmoji: id("❤️")).contains(id("🖤")))
        #expect(try prior.bases(ofEmoji: id("🐈")).isEmpty)
        #expect(prior.bases(ofEmoji: -1).isEmpty && prior.bases(ofEmoji: 1 << 20).isEmpty)
    }

    @Test("a version 1 prior has no bases; a version 2 prior with bases out of range is refused")
    func priorVersions() throws {
        let dir = TemporaryDirectory()
        var old = ContainerBuilder(kind: "EPOP")
        old.add("EPOP", f32: [-3, -4, -5])
        try old.write(to: dir.file("v1.prior"))
        let v1 = try EmojiPopularity(path: dir.file("v1.prior"))
        #expect(v1.logFrequency(ofEmoji: 1) == -4 && v1.bases(ofEmoji: 1).isEmpty)

        var current = ContainerBuilder(kind: "EPOP")
        current.version = 2
        current.add("EPOP", f32: [-3, -4, -5])
        current.add("BSTA", u32: [0, 0, 1, 1])
        current.add("BASE", u32: [0])
        try current.write(to: dir.file("v2.prior"))
        #expect(try EmojiPopularity(path: dir.file("v2.prior")).bases(ofEmoji: 1) == [0])

        for (starts, ids) in [([0, 0, 1, 1], [3]), ([0, 2, 1, 1], [0]), ([0, 0, 1, 2], [0]), ([0, 0, 1], [0])] as [([UInt32], [UInt32])] {
            var broken = ContainerBuilder(kind: "EPOP")
            broken.version = 2
            broken.add("EPOP", f32: [-3, -4, -5])
            broken.add("BSTA", u32: starts)
            broken.add("BASE", u32: ids)
            try broken.write(to: dir.file("broken.prior"))
            #expect(throws: ResourceError.self, "\(starts) \(ids)") { try EmojiPopularity(path: dir.file("broken.prior")) }
        }
    }

    @Test("a name that names no locale resolves to nothing, never compared with the library's names", .timeLimit(.minutes(1)))
    func hostileLocaleNames() throws {
        // Compared or hashed, a string is normalised first, in time growing with the square of a
        // run of marks out of canonical order: one comparison of such a name took seconds (5.8 s
        // for 80,000 pairs in a release build; found by fuzz-emoji, whose 14-second timeout one
        // hit), and the look-ups below made hundreds: with this one, days.
        let unordered = "de" + String(repeating: "\u{301}\u{316}", count: 1_000_000)
        let names = [unordered, "../../etc/passwd", "de\0", String(repeating: "a", count: 10_000), "日本", "", "en us", "en/US"]
        for name in names {
            #expect(!EmojiLibrary.isLocaleName(name), "\(name.prefix(20))")
            #expect(throws: ResourceError.self) { try Self.library.annotations(for: name) }
            #expect(Self.library.fallbackChain(for: name).allSatisfy { $0 == "root" })
            #expect(Self.library.regionalVariants(of: name).isEmpty)
        }
        // Names of locales pass, whichever separator.
        for name in ["en", "de_CH", "de-CH", "sr_Cyrl_BA", "es_419"] { #expect(EmojiLibrary.isLocaleName(name)) }
        #expect(Self.library.fallbackChain(for: "de-CH") == Self.library.fallbackChain(for: "de_CH"))
        #expect(Self.library.fallbackChain(for: "de_CH").contains("de"))
    }

    @Test("a missing locale and a damaged file are typed errors", arguments: ResourceFixtures.Damage.allCases)
    func damaged(_ damage: ResourceFixtures.Damage) throws {
        #expect(throws: ResourceError.self) { try Self.library.annotations(for: "xx") }
        let dir = TemporaryDirectory()
        let path = try ResourceFixtures.damagedCopy(of: ResourceFixtures.path("Emoji/fr.emoji"), damage, in: dir)
        #expect(throws: ResourceError.self) { try EmojiAnnotations(path: path) }
    }
}
