import KeyboardCorrection
import KeyboardLexicon
import Testing
import TestSupport

@Suite("Sound-alike channel")
struct PhoneticKeyTests {
    /// Keys from the reference implementation of the rules (the Python prototype the channel was
    /// designed with, docs/ARCHITECTURE.md): the Swift port must agree letter for letter.
    @Test("keys agree with the reference rules", arguments: [
        ("anonymous", "annms"), ("anynomous", "anms"), ("bureaucracy", "brkrs"), ("beaurocracy", "brkrs"),
        ("appreciate", "aprst"), ("amateur", "amtr"), ("knight", "ngt"), ("thought", "0gt"), ("wrist", "rst"),
        ("xylophone", "slfn"), ("psychology", "skslj"), ("whistle", "wstl"), ("church", "ksrks"), ("school", "skl"),
        ("judge", "jj"), ("ceiling", "slng"), ("giraffe", "jrf"), ("quick", "kk"), ("fox", "fks"), ("zebra", "sbr"),
        ("love", "lf"), ("yellow", "yl"), ("rhythm", "r0m"), ("ghost", "gst"), ("phone", "fn"), ("don't", "dnt"),
        ("aaa", "a"), ("h", "h"), ("why", "w"), ("hello", "hl"), ("edge", "aj"), ("badge", "bj"), ("cello", "sl"),
        ("laugh", "lg"), ("awhile", "al"), ("yacht", "ykst"),
    ])
    func reference(word: String, key: String) {
        #expect(PhoneticKey.of(word) == key)
    }

    /// The second key, added after the port (docs/BENCHMARK.md, "Second sound keys").
    @Test("a silent gh, or ti, ci, si before a or o, gives a second key", arguments: [
        ("knight", "nt"), ("thought", "0t"), ("laugh", "l"), ("tonight", "tnt"), ("NEIGHBOUR", "nbr"),
        ("enough", "an"), ("nation", "nksn"), ("special", "spksl"), ("mansion", "mnksn"), ("appreciate", "aprkst"),
        ("straight", "strt"),
    ])
    func alternative(word: String, key: String) {
        #expect(PhoneticKey.alternativeKey(of: word) == key)
    }

    @Test("no second key without such letters", arguments: ["ghost", "tonite", "spaghetti", "", "gh1", "tie", "city", "consortium", "nashun"])
    func noAlternative(word: String) {
        #expect(PhoneticKey.alternativeKey(of: word) == nil)
    }

    @Test("case and non-letters do not matter; no letter, no key")
    func normalisation() {
        #expect(PhoneticKey.of("Beau-rocracy!") == PhoneticKey.of("beaurocracy"))
        #expect(PhoneticKey.of("") == nil)
        #expect(PhoneticKey.of("1234 ü") == nil)
        #expect(PhoneticKey.of(String(repeating: "ab", count: 50_000))?.isEmpty == false)
    }

    @Test("the index files every word of the bundled lexicon under the word's own keys")
    func indexAgreesWithKeys() throws {
        // The index computes keys from the mapped bytes in buffers reused from word to word
        // (long words grow them, short ones follow); `of` computes each word afresh.
        let lexicon = try Lexicon(path: ResourceFixtures.path("Lexicon/en.lexicon"))
        let index = PhoneticIndex(lexicon: lexicon)
        var unfound: [String] = []
        var alternatives = 0
        for raw in 0..<UInt32(lexicon.count) {
            let word = lexicon.key(WordID(rawValue: raw))
            guard let key = PhoneticKey.of(word) else { continue }
            if !index.words(withKey: key).contains(raw) { unfound.append(word) }
            if let alternative = PhoneticKey.alternativeKey(of: word) {
                alternatives += 1
                if !index.words(withKey: alternative).contains(raw) { unfound.append(word) }
            }
        }
        #expect(alternatives > 2_000)
        #expect(index.count > 80_000)
        #expect(unfound.isEmpty, "\(unfound.prefix(10))")
    }

    @Test("misspellings too far for the edit walk reach their word by sound", arguments: [
        ("beaurocracy", "bureaucracy"), ("fisical", "physical"), ("nolege", "knowledge"), ("rythem", "rhythm"),
        ("tonite", "tonight"), ("alrite", "alright"), ("naybor", "neighbor"), ("nashun", "nation"), ("menshun", "mention"),
        ("stashun", "station"), ("exepshanly", "exceptionally"),
    ])
    func farMisspellings(typed: String, meant: String) {
        let session = TestEngines.shared.makeSession()
        let strip = type(typed, into: session).strip
        #expect(strip.slots.contains { $0.text == meant }, "\(strip.slots.map(\.text))")
    }

    @Test("a word that sounds like the misspelling is preferred to a likelier one that does not",
          arguments: [("devide", "divide"), ("diety", "deity"), ("harases", "harasses"), ("acquited", "acquitted")])
    func soundAlikeFirst(typed: String, meant: String) {
        let session = TestEngines.shared.makeSession()
        let strip = type(typed, into: session).strip
        #expect(strip.leadingSuggestion?.text == meant, "\(strip.slots.map(\.text))")
    }
}
