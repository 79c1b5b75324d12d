/// `log P(word | previous word)` from a ``WordModel``'s bigram table: the one rule of context that
/// correction, completion and swipe share.
///
/// The bigram when the table has the pair; otherwise the word's unigram plus ``backoffPenalty``,
/// or, for a plural missing from a short row of followers, its singular's pair
/// (``pluralLogProbability(of:after:in:)``) when that is higher. With no previous word, the
/// unigram. The bundled table is sparse (docs/BENCHMARK.md, "Plurals share their singular's
/// context"). After a contraction, whose row is its stand-in's, a word it cannot take
/// (``ContractionContext/admits(_:after:)``: `I` after `I'm`, though `am I` is common) is scored
/// as one the row lacks.
public struct ContextModel: Sendable, Hashable, Codable {
    /// Added to a unigram log-probability when the previous word is known but the pair is not in
    /// the table (backoff).
    public var backoffPenalty: Double = -2.0
    /// A plural missing from the previous word's bigrams may share its singular's while that word
    /// has fewer followers than this. 400, chosen on the development traces: with no limit,
    /// verbs' `-s` forms took strip slots (`is run` → `runs`, `will get` → `gets`) and keystroke
    /// savings fell. `coalition` has 9 followers, `is` and `the` thousands.
    public var sharedContextFollowers: Int = 400
    /// Added to a plural's estimate from its singular's bigram: a plural follows its singular's
    /// contexts, not all of them. −0.5 to −2 read the same on the traces; 0 lost a held-out word.
    public var pluralContextPenalty: Double = -1

    /// A model with the tuned defaults.
    public init() {}

    /// `log P(entry | previous)` over `model`'s table (the unigram when `previous` is nil).
    public func logProbability(of entry: WordEntry, after previous: String?, in model: any WordModel) -> Double {
        // A closure, not `previous.map(model.previousWord)`: a method passed as a function value
        // captures a copy of the model (the lexicon's tables, each retained and released).
        logProbability(of: entry, after: previous.map { model.previousWord($0) }, in: model)
    }

    /// `log P(entry | contraction)`, a contraction's followers read as those of the word its clitic
    /// stands for, the likelier of its ``ContractionContext/standIns(for:)`` (`it's been` is `it
    /// has been`); nil when `contraction` (a lexicon key) has no clitic, or when `entry` cannot
    /// follow it (``ContractionContext/admits(_:after:)``: `I'll you`, though `will you` is common).
    public func logProbability(of entry: WordEntry, afterContraction contraction: String, in model: any WordModel) -> Double? {
        guard ContractionContext.admits(entry.key, after: contraction) else { return nil }
        return ContractionContext.standIns(for: contraction).map { logProbability(of: entry, after: $0, in: model) }.max()
    }

    /// ``logProbability(of:after:in:)`` after a word `model` has looked up already: for scoring
    /// many words after one (each then looks up only itself).
    public func logProbability(of entry: WordEntry, after previous: PreviousWord?, in model: any WordModel) -> Double {
        guard let previous else { return Double(entry.logProbability) }
        // A word a contraction cannot take is scored as one its row lacks, not by the stand-in's
        // pair (`I` after `I'm` is not `am I`).
        if previous.isContraction, !ContractionContext.admits(entry.key, after: previous.key) {
            return backedOffLogProbability(of: entry, after: previous, in: model)
        }
        if let bigram = model.bigramLogProbability(after: previous, entry: entry) { return Double(bigram) }
        return backedOffLogProbability(of: entry, after: previous, in: model)
    }

    /// `log P(entry | previous)` for a pair the table lacks (the caller has looked it up, perhaps
    /// by word ids): the unigram plus ``backoffPenalty``, or the plural's shared estimate when
    /// higher.
    public func backedOffLogProbability(of entry: WordEntry, after previous: PreviousWord, in model: any WordModel) -> Double {
        let backedOff = Double(entry.logProbability) + backoffPenalty
        return pluralLogProbability(of: entry, after: previous, in: model).map { max($0, backedOff) } ?? backedOff
    }

    /// `log P(plural | previous)` read from the singular's bigram when the table lacks the
    /// plural's: `log P(singular | previous) + log P(plural) − log P(singular)` plus
    /// ``pluralContextPenalty``. Only after a word whose row of followers is shorter than
    /// ``sharedContextFollowers``: a long row that lacks the plural is evidence that it is rare
    /// there (`will gets`), a short one is not (`coalition governments`). nil when the word (four
    /// letters or more) is not a word of `model` plus `s`, or the singular's pair is unknown too,
    /// or when the word is a contraction written without its apostrophe rather than a plural
    /// (`shes`, `whats`, `heres`: `she's`, whose pairs `think she` holds, not more than one `she`).
    public func pluralLogProbability(of entry: WordEntry, after previous: String, in model: any WordModel) -> Double? {
        pluralLogProbability(of: entry, after: model.previousWord(previous), in: model)
    }

    /// ``pluralLogProbability(of:after:in:)`` after a word `model` has looked up already.
    public func pluralLogProbability(of entry: WordEntry, after previous: PreviousWord, in model: any WordModel) -> Double? {
        // The row's length first: after a common word (most contexts) that one look-up ends it.
        guard entry.key.count > 3, entry.key.hasSuffix("s"),
              model.bigramFollowerCount(after: previous) < sharedContextFollowers,
              let singular = model.entry(forKey: String(entry.key.dropLast())),
              !ContractionContext.copulaBases.contains(singular.key),
              let bigram = model.bigramLogProbability(after: previous, entry: singular) else { return nil }
        return Double(bigram + entry.logProbability - singular.logProbability) + pluralContextPenalty
    }
}
