import KeyboardCorrection
import KeyboardIntelligence
import KeyboardLayout
import KeyboardLexicon
import Testing

/// The touch decoder's beam: the readings of the taps that some word list has.
@Suite("Touch decoder")
struct TouchDecoderTests {
    let lexicon = TestEngines.data.lexicon
    let touchModel = TouchModel(layout: TestEngines.data.layouts["qwerty-en"]!)

    func decode(_ letters: String, models: [any WordModel]? = nil, beamWidth: Int = 16) -> TouchDecoder {
        var decoder = TouchDecoder(models: models ?? [lexicon], touchModel: touchModel, beamWidth: beamWidth)
        for letter in letters { decoder.append(Tap(character: String(letter))) }
        return decoder
    }

    @Test("readings are distinct, likeliest first, and no more than the beam", arguments: ["thw", "helo", "dont", "qzx"])
    func distinctReadings(_ letters: String) {
        for width in [1, 4, 16] {
            let decoder = decode(letters, beamWidth: width)
            let prefixes = decoder.hypotheses.map(\.prefix)
            #expect(Set(prefixes).count == prefixes.count)
            #expect(prefixes.count <= width)
            #expect(zip(decoder.hypotheses, decoder.hypotheses.dropFirst()).allSatisfy { $0.logLikelihood >= $1.logLikelihood })
            #expect(prefixes.allSatisfy { lexicon.hasWords(withPrefix: $0) })
        }
    }

    @Test("each reading's node is its prefix's node in the lexicon, and answers as the prefix does", arguments: ["thw", "dont", "acomod"])
    func readingNodes(_ letters: String) throws {
        let user = WordList(words: ["thwack", "acomodation"])
        let decoder = decode(letters, models: [lexicon, user])
        let nodes = try #require(decoder.readingNodes(in: lexicon))
        #expect(nodes.count == decoder.hypotheses.count)
        for (node, reading) in zip(nodes, decoder.hypotheses) {
            #expect(node == lexicon.node(ofPrefix: reading.prefix) ?? -1, "\(reading.prefix)")
            #expect(Array(lexicon.completionEntries(ofNode: node, prefix: reading.prefix, limit: 6)) == lexicon.completions(ofPrefix: reading.prefix, limit: 6))
            #expect(lexicon.entry(atNode: node, key: reading.prefix) == lexicon.entry(forKey: reading.prefix))
        }
        // A reading only the user's list has (`acomod`) has no node; another lexicon gets none.
        #expect(letters != "acomod" || nodes.contains(-1))
        #expect(decode(letters, models: [user, lexicon]).readingNodes(in: lexicon) == nil)
    }

    @Test("the lexicon alone is stepped as a lexicon beside a user's list is", arguments: ["thw", "helo", "dont", "acomod", "im", "qzx"])
    func lexiconAlone(_ letters: String) throws {
        // A list none of whose words begins a reading: the decoder steps it too (the general
        // path), and must read exactly what the lexicon alone reads (its own path).
        let user = WordList(words: ["ñandú"])
        let alone = decode(letters), beside = decode(letters, models: [lexicon, user])
        #expect(alone.hypotheses == beside.hypotheses)
        #expect(try #require(alone.readingNodes(in: lexicon)) == beside.readingNodes(in: lexicon))
    }

    @Test("a slipped apostrophe is read where the lexicon has one")
    func apostrophe() {
        #expect(decode("dont").hypotheses.contains { $0.prefix == "don't" })
    }

    @Test("a prefix only another word list has is read, and read on at the next tap")
    func otherListOnly() {
        let user = WordList(words: ["qzxwv"])
        #expect(!lexicon.hasWords(withPrefix: "qzx"))
        #expect(decode("qzx").hypotheses.allSatisfy { $0.prefix != "qzx" })
        let both = decode("qzxw", models: [lexicon, user])
        #expect(both.hypotheses.contains { $0.prefix == "qzxw" })
        #expect(Set(both.hypotheses.map(\.prefix)).count == both.hypotheses.count)
    }

    /// Taps at the centres of the keys of `word`'s letters, so that nearby keys are read too.
    func taps(_ word: String) -> [Tap] {
        word.map { Tap(character: String($0), point: touchModel.layout.key(for: String($0))?.center) }
    }

    @Test("the user's lists stepped down their tries read as the lists asked by prefix",
          arguments: ["qzxwv", "zarkov", "abbevilke", "thw", "dont", "cafete"])
    func listsSteppedAsTries(_ word: String) {
        // Names that the lexicon has and has not, one a prefix of another, and accents.
        let names = WordList(words: (0..<2000).map { lexicon.key(WordID(rawValue: UInt32(5000 + 7 * $0))).capitalized }
            + ["Qzxwv", "Zarkov", "Zarkova", "Abbeville", "Café"])
        let custom = WordList(words: ["qzxwy", "don'tcha", "cafétéria", "thwack"])
        let counter = CallCounter()
        // Not `WordList`s, so the decoder asks them by prefix, as it did every list before.
        let asked = [names, custom].map { CountingWordModel(base: $0, counter: counter) as any WordModel }
        var stepping = TouchDecoder(models: [lexicon, names, custom], touchModel: touchModel)
        var asking = TouchDecoder(models: [lexicon] + asked, touchModel: touchModel)
        for tap in taps(word) {
            stepping.append(tap)
            asking.append(tap)
            #expect(stepping.hypotheses == asking.hypotheses)
        }
        #expect(counter.names["hasWords", default: 0] > 0, "the reference asked the lists")
    }

    @Test("lists set while a word is typed: the new ones' readings are read on, the old ones' die")
    func listsChangedMidWord() {
        var decoder = TouchDecoder(models: [lexicon, WordList(words: ["Zxqa"])], touchModel: touchModel)
        for tap in taps("zxq") { decoder.append(tap) }
        #expect(decoder.hypotheses.contains { $0.prefix == "zxq" })
        // Another list with the same beginning, its nodes numbered otherwise: they are looked up
        // afresh.
        decoder.models = [lexicon, WordList(words: ["Abc", "Zxqb"])]
        for tap in taps("b") { decoder.append(tap) }
        #expect(decoder.hypotheses.contains { $0.prefix == "zxqb" })
        // A list without it: the reading dies at the next tap.
        decoder.models = [lexicon, WordList(words: ["Wwww"])]
        for tap in taps("c") { decoder.append(tap) }
        #expect(!decoder.hypotheses.contains { $0.prefix.hasPrefix("zxq") })
        // Backspace replays the taps against the lists now set.
        decoder.models = [lexicon, WordList(words: ["Abcd", "Zxqbc"])]
        decoder.removeLast()
        decoder.append(taps("c")[0])
        #expect(decoder.hypotheses.contains { $0.prefix == "zxqbc" })
    }
}
