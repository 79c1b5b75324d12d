import KeyboardLexicon
import Testing

/// `SentenceStarts`: how often sentences begin with a contraction against the word its letters
/// spell, smoothed towards the unigram.
@Suite("Sentence starts")
struct SentenceStartsTests {
    static func entry(_ key: String, _ logProbability: Float) -> WordEntry {
        WordEntry(key: key, surface: key, logProbability: logProbability)
    }

    @Test("a pair no counted sentence begins with reads as its unigram log-ratio")
    func uncountedPairIsTheUnigram() {
        let ratio = SentenceStarts.logRatio(of: Self.entry("zz'q", -9), over: Self.entry("zzq", -11))
        #expect(abs(ratio - 2) < 1e-9)
        // Far-apart log-probabilities neither underflow nor overflow.
        let far = SentenceStarts.logRatio(of: Self.entry("zz'q", -400), over: Self.entry("zzq", -1))
        #expect(abs(far + 399) < 1e-6)
    }

    @Test("sentences begin with it's, I'd, let's and I'll far more than with its, id, lets and ill, whatever the unigram says",
          arguments: [("it's", "its", 2.3), ("i'd", "id", 2.3), ("let's", "lets", 2.3), ("i'll", "ill", 1.5)])
    func contractionsBeginSentences(contraction: String, word: String, least: Double) {
        // The same unigram for both: the counts alone decide (it's 127 to 5, I'd 19 to 0, let's
        // 13 to 0, I'll 10 to 0, each with one sentence added for the pseudo-count).
        #expect(SentenceStarts.logRatio(of: Self.entry(contraction, -8), over: Self.entry(word, -8)) > least)
        // A much commoner word still loses at a sentence's start.
        #expect(SentenceStarts.logRatio(of: Self.entry(contraction, -10), over: Self.entry(word, -7)) > 1)
    }

    /// Only sentences whose first word a space follows count, as the engine weighs a word typed
    /// and spaced: `Well, …`, the interjection, begins 27 of the 33 sentences that begin with
    /// `well`, and no comma follows `we'll` (6 to 5).
    @Test("well then a space begins about as many sentences as we'll: the comma's interjection is not counted")
    func wellBeginsSentences() {
        let ratio = SentenceStarts.logRatio(of: Self.entry("we'll", -8), over: Self.entry("well", -8))
        #expect(ratio > -0.5 && ratio < 0.5, "\(ratio)")
    }

    /// `in`, outside the pairs, is counted from five sentences on (110), so `I'm` (80) is weighed
    /// against it by the counts; a word neither begins any counted sentence with gives nil.
    @Test("a contraction is weighed by the counts against a counted word beside it, and not against an uncounted one")
    func countedLogRatio() throws {
        let (contraction, word) = (Self.entry("i'm", -6.5), Self.entry("in", -4))
        let ratio = try #require(SentenceStarts.countedLogRatio(of: contraction, over: word))
        #expect(ratio == SentenceStarts.logRatio(of: contraction, over: word))
        #expect(ratio > -1 && ratio < 0, "80 to 110, where the unigram says −2.5: \(ratio)")
        #expect(SentenceStarts.countedLogRatio(of: contraction, over: Self.entry("zzq", -4)) == nil)
        #expect(SentenceStarts.countedLogRatio(of: Self.entry("zz'q", -4), over: word) == nil)
    }

    @Test("a curly apostrophe reads as the typewriter one")
    func curlyApostrophe() {
        let straight = SentenceStarts.logRatio(of: Self.entry("it's", -8), over: Self.entry("its", -8))
        #expect(SentenceStarts.logRatio(of: Self.entry("it’s", -8), over: Self.entry("its", -8)) == straight)
    }
}
