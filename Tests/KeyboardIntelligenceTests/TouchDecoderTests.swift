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
}
