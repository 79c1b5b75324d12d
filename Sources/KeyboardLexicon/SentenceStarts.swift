#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// How often a sentence begins with a contraction against the word its letters spell without the
/// apostrophe (`it's` against `its`, `I'd` against `id`), or against a word a correction put in
/// its place (`I'm` against `in`): the bundled bigram table has no sentence start, and the unigram
/// misjudges these pairs there — `its` is commoner than `it's` in running text, yet a sentence
/// seldom begins with it.
///
/// The counts come from sentences of Debian's fortunes (`Scripts/sentence-starts`), smoothed
/// towards the lexicon's unigram ratio, so a pair the sentences never began with reads as before.
public enum SentenceStarts {
    /// The pseudo-count that draws a pair's counts towards its unigram ratio: two sentences shared
    /// between the pair's words by their unigram probabilities (add-one smoothing for two
    /// outcomes). Not tuned.
    public static let pseudoCount = 2.0

    /// `log(P(contraction | sentence start) / P(word | sentence start))`, from the two words'
    /// sentence-start counts plus ``pseudoCount`` sentences shared between them by their unigram
    /// probabilities: the unigram log-ratio when neither begins a counted sentence.
    public static func logRatio(of contraction: WordEntry, over word: WordEntry) -> Double {
        let (p, q) = (Double(contraction.logProbability), Double(word.logProbability))
        // The two words' shares of their pair, by the unigram (computed from the larger, so
        // neither underflows).
        let top = max(p, q)
        let (a, b) = (exp(p - top), exp(q - top))
        let contractionShare = a / (a + b), wordShare = b / (a + b)
        let forContraction = Double(count(of: contraction.key)) + pseudoCount * contractionShare
        let forWord = Double(count(of: word.key)) + pseudoCount * wordShare
        return log(forContraction) - log(forWord)
    }

    /// ``logRatio(of:over:)`` when the counted sentences begin with both words (`I'm` 80 times,
    /// `in` 110: −0.3 nats, where the unigram says −2.5), nil when either begins none or is not
    /// counted (a word outside the pairs is listed from five sentences on): a count of 0 there
    /// says little.
    public static func countedLogRatio(of word: WordEntry, over other: WordEntry) -> Double? {
        guard count(of: word.key) > 0, count(of: other.key) > 0 else { return nil }
        return logRatio(of: word, over: other)
    }

    /// How many of the counted sentences begin with `key` (a lexicon key, lower case, `'`), 0 for
    /// a word that begins none or was not counted.
    static func count(of key: String) -> Int {
        // Lexicon keys spell the apostrophe `'`: copied only for a `’`.
        guard key.contains("’") else { return counts[key] ?? 0 }
        return counts[String(key.map { $0.isApostrophe ? "'" : $0 })] ?? 0
    }
}
