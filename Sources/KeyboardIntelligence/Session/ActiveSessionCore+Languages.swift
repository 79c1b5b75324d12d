import KeyboardCorrection
import KeyboardLexicon

/// Which other active languages the words before the cursor favour, and so compete for
/// corrections.
extension ActiveSessionCore {
    /// The first other language ``otherLanguageContext`` favours, by its index in
    /// ``TypingEngine/otherLexicons``; nil while none is.
    var favouredOtherLanguage: Int? { otherLanguageContext.firstIndex(of: true) }

    /// Whether `words` are, together, likelier in `other` than in `primary`.
    static func favours(_ other: any WordModel, over primary: any WordModel, words: some Collection<String>) -> Bool {
        RecentLanguageEvidence.favours(words.map { evidence(of: $0, for: other, over: primary) })
    }

    /// How much likelier `word` is in `other` than in `primary`, in nats (a word a lexicon lacks
    /// counts as ``absentWordLogProbability`` there). In `other`, the likeliest word it spells
    /// without accents, itself included: `tres` typed on a keyboard without them is French `très`.
    static func evidence(of word: String, for other: any WordModel, over primary: any WordModel) -> Float {
        (other.entry(forFoldedKey: word)?.logProbability ?? absentWordLogProbability)
            - (primary.entry(forKey: word)?.logProbability ?? absentWordLogProbability)
    }

    /// Whether `typed` spells a lexicon word whose surface is `surface`: in its case, or with more
    /// capitals (`Haus`, `HAUS` for `Haus`; any case for a lower-case word).
    static func isWritten(_ typed: String, as surface: String) -> Bool {
        typed == surface || surface == surface.lowercased() || typed == typed.uppercased()
    }

    /// The log-probability a word missing from a lexicon is given when weighing languages.
    static let absentWordLogProbability: Float = -20

    /// The other languages whose words compete for the composing word's corrections: those the
    /// context favours, and all of them when the word holds a letter outside English's a–z
    /// (`Straße`, `für`). Without such evidence the primary language corrects alone, so English
    /// typed with German active is corrected exactly as with English alone.
    func competingOtherLanguages() -> [CandidateRanker.OtherLanguage] {
        let foreignLetter = composing.lowercased().unicodeScalars.contains { !(("a"..."z").contains($0) || $0 == "'") && $0.properties.isAlphabetic }
        return engine.otherLexicons.indices.compactMap { i in
            guard foreignLetter || (i < otherLanguageContext.count && otherLanguageContext[i]) else { return nil }
            return CandidateRanker.OtherLanguage(model: engine.otherLexicons[i], nearWordCache: otherNearWordCaches[i],
                                                 blockedWords: engine.otherBlockedWords[i])
        }
    }
}
