@testable import KeyboardCorrection
import KeyboardIntelligence
import KeyboardLayout
import KeyboardLexicon
import Testing

/// The ranker's paths that step down the lexicon's trie itself, against the same questions
/// asked of the lexicon by key through a forwarding word model.
@Suite("Lexicon paths")
struct LexiconPathTests {
    let lexicon = TestEngines.data.lexicon
    var byKey: CountingWordModel { CountingWordModel(base: lexicon, counter: CallCounter()) }
    let touchModel = TouchModel(layout: TestEngines.data.layouts["qwerty-en"]!)

    // Rotations that are words early and late (`kwno`, `teh`), none, letters that stop beginning
    // any key at once or late, an apostrophe, a letter beyond ASCII.
    static let literals = ["kwno", "teh", "becuase", "wierd", "thsi", "qzxv", "xq", "abcdefghij", "dno't", "cafeé", "recieve",
                           "thisis", "ofthe", "inthe", "iwas", "itsa", "goodmorning", "Thisis", "nowa"]
    // The moved-letter search lower-cases its letters, and takes letters beyond ASCII by key on
    // both paths: there `Thisis` repeats `thisis` and `cafeé` would compare a path with itself.
    static let movedLiterals = literals.filter { $0 == $0.lowercased() && $0.allSatisfy(\.isASCII) }

    @Test("letters moved two places: the trie's steps find what the look-ups by key find", arguments: movedLiterals)
    func movedLetters(_ literal: String) {
        let ranker = CandidateRanker(lexicon: lexicon)
        let key = literal.lowercased()
        #expect(ranker.movedLetterWords(of: key, in: lexicon) == ranker.movedLetterWords(of: key, in: byKey))
    }

    @Test("letters moved two places in a word list: its trie's steps find what its look-ups by key find", arguments: movedLiterals)
    func movedLettersInWordList(_ literal: String) {
        // The lexicon's keys around each literal's rotations, and the words they make.
        let words = (0..<4000).map { lexicon.key(WordID(rawValue: UInt32(7 * $0))) }
            + ["know", "the", "because", "weird", "this", "thsi", "don't", "cafée", "receive", "kown", "nkow"]
        let list = WordList(words: words)
        let forwarded = CountingWordModel(base: list, counter: CallCounter())
        let ranker = CandidateRanker(lexicon: lexicon)
        let key = literal.lowercased()
        #expect(ranker.movedLetterWords(of: key, in: list) == ranker.movedLetterWords(of: key, in: forwarded))
        if key == "kwno" { #expect(Set(ranker.movedLetterWords(of: key, in: list).map(\.key)) == ["know", "kown"]) }
    }

    @Test("missing spaces: the letters' path down the trie finds the splits the look-ups by key find", arguments: literals)
    func splits(_ literal: String) {
        var decoder = TouchDecoder(models: [lexicon], touchModel: touchModel)
        for letter in literal { decoder.append(Tap(character: String(letter))) }
        let context = WordContext(previousWords: ["and"], isSentenceStart: false)
        let stepped = CandidateRanker(lexicon: lexicon).splits(of: decoder, context: context)
        let looked = CandidateRanker(lexicon: byKey).splits(of: decoder, context: context)
        #expect(stepped.map(\.entry) == looked.map(\.entry))
        #expect(stepped.map(\.cost) == looked.map(\.cost) && stepped.map(\.logProbability) == looked.map(\.logProbability))
    }

    @Test("the checks can fail: a split and a moved letter are found")
    func found() {
        let ranker = CandidateRanker(lexicon: lexicon)
        #expect(ranker.movedLetterWords(of: "kwno", in: lexicon).contains { $0.key == "know" })
        var decoder = TouchDecoder(models: [lexicon], touchModel: touchModel)
        for letter in "thisis" { decoder.append(Tap(character: String(letter))) }
        #expect(ranker.splits(of: decoder, context: WordContext()).contains { $0.entry.key == "this is" })
    }
}
