import KeyboardLexicon

/// The next word, before any letter is typed.
extension CandidateRanker {
    /// The words most likely next, for the strip after a boundary: bigram followers of the previous
    /// word, or sentence starters at the start of a sentence, or the most frequent words. After a
    /// contraction, read from its stand-in's row, only the words that can follow it
    /// (``ContractionContext/admits(_:after:)``: `I'm` is followed as `am`, but not by `am I`'s `I`).
    /// Never the previous word itself: the table lists some words among their own likeliest
    /// followers (`i i`, `etc etc`, `nobody nobody`), and a word typed twice is a stutter far more
    /// often than a wish.
    /// - Parameter fetched: the previous word's followers when the caller holds them already
    ///   (``WordModel/predictions(after:limit:)`` with a limit of at least `limit` + 4), read
    ///   instead of fetched again: the best of a row in a strict order, so their first words are
    ///   the fewer this fetches.
    public func predictions(for context: WordContext, limit: Int, fetched: [WordEntry]? = nil) -> [WordEntry] {
        if !context.isSentenceStart, let previous = context.previousWord {
            // The word itself, blocked words and subjects a contraction cannot take may hold some
            // of the best places: a few more are fetched instead.
            let key = previous.lowercased()
            let contraction = ContractionContext.isContraction(key)
            let count = limit + 4
            let row = fetched.map { Array($0.prefix(count)) } ?? lexicon.predictions(after: previous, limit: count)
            let followers = Array(row
                .lazy.filter { $0.key != key && !self.blockedWords.contains($0.key) && (!contraction || ContractionContext.admits($0.key, after: key)) }
                .prefix(limit))
            if followers.count >= limit { return followers }
            // Closures, not `lexicon.entry(forKey:)` passed as a function value, which captured a
            // copy of the lexicon.
            let extra = Self.fallbackWords.compactMap { lexicon.entry(forKey: $0) }.filter { e in !followers.contains { $0.key == e.key } }
            return Array((followers + extra).prefix(limit))
        }
        let starters = Self.sentenceStarters.compactMap { lexicon.entry(forKey: $0) }
        return Array(starters.sorted { $0.logProbability > $1.logProbability }.prefix(limit))
    }

    /// The predictions of a language with no bigram table (the bundled German and French
    /// lexicons): its `limit` commonest words, less `previous` (the word just typed) and its
    /// blocked words. French dev trace with `--suggest`: keystroke savings 0.345 → 0.363
    /// (docs/BENCHMARK.md).
    public static func commonestWords(in model: any WordModel, except previous: String?, blocked: WordKeySet, limit: Int) -> [WordEntry] {
        Array(model.completions(ofPrefix: "", limit: limit + 1 + blocked.count).lazy
            .filter { $0.key != previous && !blocked.contains($0.key) }.prefix(limit))
    }

    /// Common sentence openers in chat and e-mail (the bigram table has no sentence-start token).
    public static let sentenceStarters = ["i", "the", "thanks", "it", "we", "you", "this", "hi", "so", "what"]
    /// Shown after a word the bigram table does not know.
    public static let fallbackWords = ["the", "and", "to", "a", "of", "in", "i"]
}
