import Foundation
@testable import KeyboardSpelling
import Testing
import TestSupport

/// The fixture dictionaries shipped with the tests: tiny_PL (ISO-8859-2) and tiny_UT (UTF-8).
enum Fixture {
    static var directory: String { Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path }
    static var catalog: DictionaryCatalog {
        DictionaryCatalog(extraDirectories: [directory], environment: [:], includeStandardDirectories: false)
    }
}

@Suite("Language names")
struct SpellingLanguageTests {
    @Test("hunspell names and BCP-47 tags map both ways", arguments: [
        ("en_US", "en_US", "en-US"), ("en-US", "en_US", "en-US"), ("pl_PL", "pl_PL", "pl-PL"),
        ("de", "de", "de"), ("pt-br", "pt_BR", "pt-BR"), ("de_DE_frami", "de_DE_frami", "de-DE-frami"),
    ])
    func names(input: String, hunspell: String, bcp47: String) throws {
        let language = try #require(SpellingLanguage(input))
        #expect(language.hunspellName == hunspell)
        #expect(language.bcp47 == bcp47)
    }

    @Test("malformed names are rejected", arguments: ["", "../etc/passwd", "en US", "12_US", "en_US.dic", "en_US\u{0}",
                                                      "fr_Fé", "ｅｎ", "en\u{301}", "_en", "en_", "en__US", "-", "a_b_c_d_e",
                                                      String(repeating: "e", count: SpellingLanguage.maximumNameLength + 1)])
    func invalid(name: String) {
        #expect(SpellingLanguage(name) == nil)
    }

    /// Decoding went round the initialiser's checks: any string became a language, and its name a
    /// path component of the dictionary files.
    @Test("decoding checks the name as the initialiser does")
    func decoding() throws {
        let language = try #require(SpellingLanguage("de_DE_frami"))
        let data = try JSONEncoder().encode(language)
        #expect(try JSONDecoder().decode(SpellingLanguage.self, from: data) == language)
        for name in ["../etc/passwd", "", "_en"] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(SpellingLanguage.self, from: Data("{\"hunspellName\": \"\(name)\"}".utf8))
            }
        }
    }
}

@Suite("Dictionary discovery")
struct DictionaryCatalogTests {
    @Test("finds the installed en_US and pl_PL dictionaries")
    func system() {
        let catalog = DictionaryCatalog()
        let names = catalog.languages.map(\.hunspellName)
        #expect(names.contains("en_US"))
        #expect(names.contains("pl_PL"))
    }

    @Test("DICPATH and front-end folders are searched, front-end first")
    func searchOrder() throws {
        let viaEnvironment = DictionaryCatalog(environment: ["DICPATH": "/nonexistent:" + Fixture.directory], includeStandardDirectories: false)
        #expect(viaEnvironment.languages.map(\.hunspellName) == ["tiny_PL", "tiny_UT"])
        let catalog = Fixture.catalog
        #expect(catalog.directories.first == Fixture.directory)
        let location = try #require(catalog.locations[SpellingLanguage("tiny_PL")!])
        #expect(location.dictionaryPath.hasSuffix("tiny_PL.dic"))
    }

    /// hunspell loads any `.dic` without complaint: a truncated or binary one loaded
    /// "successfully", and every word of its language was then wrong.
    @Test("a truncated, binary or empty .dic is a typed error, not a dictionary that rejects every word",
          arguments: ["cut", "binary", "countOnly", "garbageCount"])
    func damagedDictionary(damage: String) throws {
        let folder = TemporaryDirectory("damaged-dic")
        try FileManager.default.copyItem(atPath: "/usr/share/hunspell/es_ES.aff", toPath: folder.file("es_ES.aff"))
        let dic = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/hunspell/es_ES.dic"))
        let damaged: Data = switch damage {
        case "cut": dic.prefix(3)                                   // a partial download, its count cut
        case "binary": Data([0xFF, 0xFE, 0, 1, 2, 3, 0x89, 0x50, 0x4E, 0x47])
        case "countOnly": Data("70158\n".utf8)
        default: Data("word\nhola\n".utf8)
        }
        try damaged.write(to: URL(fileURLWithPath: folder.file("es_ES.dic")))
        let location = DictionaryLocation(language: SpellingLanguage("es_ES")!, affixPath: folder.file("es_ES.aff"),
                                          dictionaryPath: folder.file("es_ES.dic"))
        #expect(throws: SpellingError.dictionaryUnloadable(path: folder.file("es_ES.dic"))) { try HunspellDictionary(location: location) }
        // The same files whole load, and know their words.
        try dic.write(to: URL(fileURLWithPath: folder.file("es_ES.dic")))
        #expect(try HunspellDictionary(location: location).isCorrect("hola"))
    }

    /// The first check of a `.dic` read its whole first line as the count, and refused Danish's
    /// (`160502 # Produced By …`) and Arabic's (`170812\t1`), which hunspell loads.
    @Test("a .dic whose count is followed by a comment or a second number loads", arguments: ["70158 # a comment", "70158\t1"])
    func countLineWithMore(line: String) throws {
        let folder = TemporaryDirectory("count-line")
        try FileManager.default.copyItem(atPath: "/usr/share/hunspell/es_ES.aff", toPath: folder.file("es_ES.aff"))
        let dic = try String(contentsOfFile: "/usr/share/hunspell/es_ES.dic", encoding: .utf8)
        let rest = try #require(dic.firstIndex(of: "\n"))
        try (line + dic[rest...]).write(toFile: folder.file("es_ES.dic"), atomically: true, encoding: .utf8)
        let location = DictionaryLocation(language: SpellingLanguage("es_ES")!, affixPath: folder.file("es_ES.aff"),
                                          dictionaryPath: folder.file("es_ES.dic"))
        #expect(try HunspellDictionary(location: location).isCorrect("hola"))
    }

    @Test("a language that is not installed is a typed error")
    func missing() {
        #expect(throws: SpellingError.dictionaryNotFound(SpellingLanguage("xx_XX")!)) {
            try DictionaryCatalog().load(SpellingLanguage("xx_XX")!)
        }
    }

    @Test("missing files are a typed error, not a hunspell crash")
    func unloadable() {
        let location = DictionaryLocation(language: SpellingLanguage("zz")!, affixPath: "/nonexistent/zz.aff", dictionaryPath: "/nonexistent/zz.dic")
        #expect(throws: SpellingError.dictionaryUnloadable(path: "/nonexistent/zz.aff")) { try HunspellDictionary(location: location) }
    }
}

@Suite("hunspell", .serialized)
struct HunspellDictionaryTests {
    static let english = try? DictionaryCatalog().load(SpellingLanguage("en_US")!)

    @Test("spell, suggest and stem in en_US")
    func english() throws {
        let en = try #require(Self.english)
        #expect(en.encoding == "UTF-8")
        #expect(en.isCorrect("keyboard"))
        #expect(en.isCorrect("Paris"))
        #expect(!en.isCorrect("teh"))
        #expect(en.suggestions(for: "teh", limit: 5).contains("the"))
        #expect(en.suggestions(for: "teh", limit: 1).count == 1)
        #expect(en.stems(of: "walked").contains("walk"))
    }

    @Test("runtime words are added and removed")
    func runtimeWords() throws {
        let en = try #require(Self.english)
        #expect(!en.isCorrect("zorblaxian"))
        try en.add("zorblaxian")
        #expect(en.isCorrect("zorblaxian"))
        en.remove("zorblaxian")
        #expect(!en.isCorrect("zorblaxian"))
    }

    @Test("removing a word never added leaves the dictionary's words and their forms correct")
    func removeOnlyWhatWasAdded() throws {
        let en = try #require(Self.english)
        // Listed, and added again: the add changes nothing, so the remove takes nothing away.
        try en.add("walk")
        en.remove("walk")
        // Never added.
        en.remove("house")
        en.remove("Paris")
        for word in ["walk", "walked", "walking", "house", "houses", "Paris"] {
            #expect(en.isCorrect(word), "\(word)")
        }
    }

    @Test("a listed word hunspell accepts only with an affix is not added, so its remove leaves the entry")
    func removeLeavesNeedAffixEntry() throws {
        // `walk` is listed with NEEDAFFIX: only `walks` is a word. hunspell's add of `walk`
        // answers 0 and adds nothing (the spelling is listed); its remove would forbid the entry,
        // and `walks` with it.
        let folder = TemporaryDirectory("needaffix")
        try "SET UTF-8\nNEEDAFFIX X\nSFX S Y 1\nSFX S 0 s .\n".write(toFile: folder.file("na_NA.aff"), atomically: true, encoding: .utf8)
        try "1\nwalk/XS\n".write(toFile: folder.file("na_NA.dic"), atomically: true, encoding: .utf8)
        let dictionary = try HunspellDictionary(location: DictionaryLocation(
            language: SpellingLanguage("na_NA")!, affixPath: folder.file("na_NA.aff"), dictionaryPath: folder.file("na_NA.dic")))
        #expect(!dictionary.isCorrect("walk") && dictionary.isCorrect("walks"))
        #expect(throws: SpellingError.wordRejected(code: 0)) { try dictionary.add("walk") }
        #expect(!dictionary.isCorrect("walk"))
        dictionary.remove("walk")
        #expect(dictionary.isCorrect("walks"))
    }

    /// Words no checker should be handed as they are, named so test logs stay short.
    enum HostileWord: String, CaseIterable, CustomTestStringConvertible {
        case empty, tenThousandLetters, embeddedNUL, fortyDiacritics
        var word: String {
            switch self {
            case .empty: ""
            case .tenThousandLetters: String(repeating: "a", count: 10_000)
            case .embeddedNUL: "ab\u{0}cd"
            case .fortyDiacritics: String(repeating: "ż", count: 40)
            }
        }
        var testDescription: String { rawValue }
    }

    @Test("empty, huge and NUL-holding words are safely not correct", arguments: HostileWord.allCases)
    func hostileWords(hostile: HostileWord) throws {
        let word = hostile.word
        let en = try #require(Self.english)
        #expect(!en.isCorrect(word))
        // None of them is handed to hunspell at all: no suggestions.
        #expect(en.suggestions(for: word, limit: 3).isEmpty)
    }

    @Test("Debian's ISO-8859-2 Polish dictionary works with diacritics both ways")
    func polish() throws {
        let pl = try DictionaryCatalog().load(SpellingLanguage("pl_PL")!)
        #expect(pl.encoding.uppercased().contains("8859-2"))
        #expect(pl.isCorrect("żółw"))
        #expect(pl.isCorrect("zażółć"))
        #expect(!pl.isCorrect("zolw"))
        #expect(pl.suggestions(for: "zolw", limit: 10).contains("żółw"))
        #expect(pl.stems(of: "żółwie").contains("żółw"))
        #expect(!pl.isCorrect("日本")) // not representable in ISO-8859-2
    }

    /// it_IT's `.aff` has no `ICONV ’ '`: hunspell rejected `dell’anno`, `l’acqua`, `com’è` as
    /// iOS's smart punctuation types them, though it lists `dell'anno`.
    @Test("a word with a typographic apostrophe is asked again with a straight one")
    func typographicApostrophe() throws {
        let it = try DictionaryCatalog().load(SpellingLanguage("it_IT")!)
        for word in ["dell’anno", "l’acqua", "com’è", "cos’è", "un’altra", "dellʼanno", "dell'anno"] {
            #expect(it.isCorrect(word), "\(word)")
        }
        #expect(!it.isCorrect("dell’annx"))
        #expect(!it.isCorrect("’"))
        #expect(HunspellDictionary.straightApostrophes("l’acqua") == "l'acqua")
        #expect(HunspellDictionary.straightApostrophes("città") == nil)
    }

    @Test("the fixture ISO-8859-2 dictionary: affixes and suggestions decoded to UTF-8")
    func fixture() throws {
        let tiny = try Fixture.catalog.load(SpellingLanguage("tiny_PL")!)
        #expect(tiny.encoding == "ISO8859-2")
        #expect(tiny.isCorrect("żółw"))
        #expect(tiny.isCorrect("żółwy")) // SFX A
        #expect(tiny.isCorrect("Łódź"))
        #expect(!tiny.isCorrect("zolw"))
        #expect(tiny.suggestions(for: "żólw", limit: 3).contains("żółw"))
        #expect(tiny.stems(of: "żółwy") == ["żółw"])
    }

    @Test("one dictionary is safe to use from several threads")
    func concurrent() async throws {
        let en = try #require(Self.english)
        let results = await withTaskGroup(of: Bool.self) { group in
            for i in 0..<8 {
                group.addTask { (0..<50).allSatisfy { _ in en.isCorrect(i % 2 == 0 ? "house" : "keyboard") } }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 8))
    }
}

/// The cap on what reaches hunspell (its slow paths on long input): measured in UTF-8 bytes.
@Suite("hunspell input cap", .serialized)
struct HunspellCapTests {
    static let english = try? DictionaryCatalog().load(SpellingLanguage("en_US")!)

    @Test("a word of exactly the cap reaches hunspell; one byte more never does",
          arguments: [("a", 1), ("ż", 2)])
    func cap(letter: String, bytes: Int) throws {
        let en = try #require(Self.english)
        let limit = SpellCheckerLimits.maximumWordBytes
        let atCap = String(repeating: letter, count: limit / bytes)
        let overCap = atCap + letter
        #expect(atCap.utf8.count == limit && overCap.utf8.count > limit)
        try en.add(atCap)
        #expect(en.isCorrect(atCap))
        #expect(throws: SpellingError.wordRejected(code: -1)) { try en.add(overCap) }
        #expect(!en.isCorrect(overCap))
        #expect(en.suggestions(for: overCap, limit: 3).isEmpty)
        #expect(en.stems(of: overCap).isEmpty)
    }
}

/// hunspell 1.7.1 (Debian's) keeps one table for every UTF-8 dictionary, counted up by each
/// dictionary created and down by each destroyed, with no lock: created and destroyed on several
/// threads at once, it can be freed twice or while in use (the likely cause of the suite's rare
/// heap-corruption abort). Without ``HunspellDictionary``'s lifecycle lock this test crashed 2 runs
/// of 6: a lost count down keeps the table alive for the rest of the process, so a run either
/// crashes early or not at all.
@Suite("hunspell dictionaries created and destroyed on several threads")
struct HunspellLifecycleTests {
    @Test("four threads each create, use and destroy a UTF-8 dictionary 10,000 times")
    func createAndDestroy() async throws {
        let location = try #require(Fixture.catalog.locations[SpellingLanguage("tiny_UT")!])
        let answers = await withTaskGroup(of: [Bool].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    (0..<10_000).map { i in
                        guard let dictionary = try? HunspellDictionary(location: location) else { return false }
                        return dictionary.isCorrect(i % 2 == 0 ? "keyboard" : "Ärger") && !dictionary.isCorrect("keybord")
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0 += $1 }
        }
        #expect(answers.count == 40_000)
        #expect(answers.allSatisfy { $0 })
    }
}
