import KeyboardLexicon

/// Ranks words for the composing word: touch likelihood of a reading of the taps plus the
/// language model's log-probability in context (bigram on the previous word, backing off to the
/// unigram), with a preference for the user's own words.
///
/// `score = log P(touches | prefix) + lmWeight · log P(word | previous)`. Stateless.
public struct CandidateRanker: Sendable {
    /// The bundled lexicon (bigrams come from it).
    public var lexicon: any WordModel
    /// The user's words (contacts, custom words, learned words), preferred by ``userWordBonus``.
    public var userWords: [any WordModel]
    /// Weight of the language model against the touch model.
    public var lmWeight: Double = 1.0
    /// `log P(word | previous)`: the bigram, else the backoff (shared with the swipe decoder).
    public var contextModel = ContextModel()
    /// Added to a user word's score.
    public var userWordBonus: Double = 2.0
    /// Readings considered per keystroke, best first (each with its completions, its own word and
    /// the previous word's followers it begins). 6: against 8, every corpus, trace and noisy
    /// seed read the same but one (seed 12 of the noisy traces, a word more right), for 2% less
    /// time a typed word; 5 and 4 lost keystroke savings on both tap traces (docs/BENCHMARK.md).
    public var readings: Int = 6
    /// Completions fetched per reading and word list.
    public var completionsPerReading: Int = 6
    /// The error model behind edit corrections; nil for touch readings only.
    public var errorModel: ErrorModel? = .learned
    /// The largest edit cost (nats) a correction may have (about three letter edits). 11 since the
    /// wider walk (``widenedEditCost``) catches what it misses: against 13, a quarter less time per
    /// word and top-1 within a pair everywhere (docs/BENCHMARK.md, "What was tuned").
    public var maximumEditCost: Double = 11
    /// Weight of the error model's costs against the language model.
    public var channelWeight: Double = 1
    /// Edit corrections fetched per word list.
    public var editCandidates: Int = 24
    /// A prefix whose most frequent word is below this log-probability counts as rare, and from
    /// ``rarePrefixMinimumLength`` letters the edit search runs for it too (chosen on 1,500
    /// Birkbeck training pairs: −∞ 0.394, −15 0.401, −12 0.413 top-1; keystroke savings on the
    /// development trace unchanged within 0.001). From three letters, not four, so that `teh`
    /// (a prefix of only `Tehran`) and `nad` offer `the` and `and` while typed; the corpora and
    /// traces are unchanged or better (docs/BENCHMARK.md, "Rare prefixes from three letters").
    public var rarePrefixLogProbability: Double = -12
    /// The fewest letters of a rare prefix the edit search runs for (``rarePrefixLogProbability``).
    public var rarePrefixMinimumLength: Int = 3
    /// While the letters still spell a prefix, the edit search runs too when the readings give
    /// fewer words than this (`humaniti` begins only `humanities`): the strip's empty slots get
    /// corrections, and it shows what space would write. 3, the strip's slots: Birkbeck training
    /// top-3 0.559 → 0.565, aspell top-1 0.650 → 0.652, the traces and keystroke savings
    /// unchanged (docs/BENCHMARK.md, "Few completions"); 4 gives the same.
    public var fewCompletions: Int = 3
    /// From this many taps, letters that still begin words get a near search too, within
    /// ``prefixEditCost`` and with neither the sound-alike channel nor splits; only while no other
    /// language competes. When they spell no word (`polic`, `controll`, `examin`) the strip shows
    /// the correction space writes; when they spell one (`advice`, `forth`), its near words
    /// (`advise`, `fourth`) beside it, which space never writes. 5, chosen on the 1,500 Birkbeck
    /// training pairs and the development traces (docs/BENCHMARK.md, "Prefixes that spell no
    /// word", "Near words of a valid word"): from 4, the same pairs right and less keystroke
    /// savings; from 6, a pair fewer. The session lowers it to 2 while space may correct the
    /// letters (they spell no word anywhere), so that the strip marks what space writes.
    public var prefixEditMinimumLength: Int = 5
    /// The bound (nats, about two letter edits) of the near search for a prefix that spells no
    /// word: ``maximumEditCost`` got no more training pairs right for 14% more CPU over the
    /// wikipedia corpus; 5 to 8 score within a pair of each other.
    public var prefixEditCost: Double = 7
    /// Words never proposed unless typed exactly (the potentially offensive words, when the
    /// engine blocks them): no completion, correction or prediction is one of them, so neither is
    /// an autocorrection. A word typed exactly is still offered as typed, and the user's own
    /// words are never blocked. Keys of ``lexicon``: another language's words are blocked by its
    /// own list (``OtherLanguage/blockedWords``: German `dick`, thick, is not blocked). Empty
    /// blocks nothing.
    public var blockedWords: WordKeySet = []
    /// The sound-alike channel: lexicon words with the typed word's ``PhoneticKey``, nil for none.
    public var phonetic: PhoneticIndex?
    /// A sound-alike word costs `phoneticBase + phoneticShare × its edit cost` when that is less
    /// than the edit cost: sounding right makes letter errors cheaper (nats). 0 and 0.6 (60% of
    /// the edit cost) were chosen, once typed transpositions were cheaper, on the 1,500 Birkbeck
    /// training pairs and wikipedia's even lines with the development tap traces unchanged
    /// (docs/BENCHMARK.md, "Sound-alike costs"); 1 and 0.5 before.
    public var phoneticBase: Double = 0
    /// The share of its edit cost a sound-alike word pays (``phoneticBase``).
    public var phoneticShare: Double = 0.6
    /// Sound-alike words considered (the most frequent), and the shortest typed word they are
    /// looked for (short words sound like too much).
    public var phoneticCandidates: Int = 30
    /// The fewest typed letters sound-alike words are looked for (``phoneticCandidates``).
    public var phoneticMinimumLength: Int = 4
    /// Shared by the walks of one composing word, so each keystroke's edit search extends the
    /// last one's instead of starting again (the same results; nil walks afresh).
    public var nearWordCache: NearWordCache?
    /// The same for the widened walk (``widenedEditCost``), which extends its own walks.
    public var wideNearWordCache: NearWordCache?
    /// The same for the walk that keeps the typed first letter (``firstLetterChangeCost``).
    public var firstLetterNearWordCache: NearWordCache?
    /// The same for the user's lists' walks: two a list, in ``userWords``' order (the walk of
    /// any first letter, or of every word, then the walk keeping the typed first letter). A list
    /// without its two walks afresh. A cache follows the walks of one list: another list in its
    /// place is walked afresh.
    public var userNearWordCaches: [NearWordCache] = []
    /// The most a correction that changes the typed first letter (or adds or drops a letter
    /// before it) may cost, in nats, below ``maximumEditCost``: the edit search is then two walks,
    /// one keeping the first letter within ``maximumEditCost`` and one within this. Where the
    /// first letter may change, almost any two-letter beginning is within 11 nats: for `accomo`
    /// one walk enters 1,844 nodes, 1,340 of them two or three letters deep; keeping the first
    /// letter, 596. 7, the bound of the near search of letters that
    /// begin words (``prefixEditCost``), so that walk is extended rather than walked afresh where
    /// the letters stop beginning words. Chosen on the six development corpora (docs/BENCHMARK.md,
    /// "The first letter kept, and wider walks for finished words"); 11 or more: one walk, as before.
    public var firstLetterChangeCost: Double = 7
    /// The widened walk (``widenedEditCost``) does not run while the typed letters are within this
    /// many nats of beginning a word (``NearWordSearch/closestPrefixCost``): the word is most
    /// likely unfinished (`accomo`). 5 left the six development corpora unchanged
    /// (docs/BENCHMARK.md, "The first letter kept, and wider walks for finished words").
    public var widenedPrefixGate: Double = 5
    /// The same for the sparse strip's wider walk (``sparseEditCost``), where the one word near
    /// counts as a beginning too: within 3 nats of it (`ocurred`: `occurred`, a doubled letter
    /// dropped) the correction is near-certain and a third word adds little. 3, where 5 lost five
    /// Birkbeck top-3 pairs (docs/BENCHMARK.md, as above).
    public var sparsePrefixGate: Double = 3
    /// When the edit walk finds no word within ``maximumEditCost``, a second walk with this
    /// budget among the words beginning with the typed first letter (nats; 0 for none). Chosen
    /// on 1,500 Birkbeck training pairs (top-1 0.395 without; 19 → 0.428, 22 → 0.436,
    /// 25 → 0.443, 28 → 0.450, 32 → 0.449); it costs nothing while the first walk finds words
    /// (the sample trace's figures are unchanged).
    public var widenedEditCost: Double = 28
    /// When the edit walk finds fewer words than this, but some, the strip would have empty
    /// slots: 2, the strip's three less the typed word beside a correction.
    public var fewNearWords: Int = 2
    /// The wider walk's budget (nats) when the edit walk found some words, fewer than
    /// ``fewNearWords``: it fills the strip's last slot (`critising`: `criticising`, then
    /// `criticizing`). Chosen on the 1,500 Birkbeck training pairs against its cost
    /// (docs/BENCHMARK.md, "A third word for a sparse strip"): top-3 0.5520 without, 0.5620 at
    /// 14, 0.5647 at 20 or 28, for 10%, 17% and 24% more time per wikipedia word.
    public var sparseEditCost: Double = 14
    /// The wider walks (``widenedEditCost``, ``sparseEditCost``) pass by the words less likely
    /// than this log-probability (the bundled lexicon's 27,681 rarest): a correction four or five
    /// letter edits away is seldom meant as a rare word, and those branches were a quarter of the
    /// widened walk's nodes. −16 left the six development corpora within a pair of each other
    /// (Birkbeck top-1 up one on two slices), −15 lost five top-3 pairs; −∞ for none
    /// (docs/BENCHMARK.md, "Rare words out of the wider walks").
    public var widerWalkMinimumLogProbability: Double = -16
    /// The words a wider walk (``widenedEditCost``, ``sparseEditCost``) keeps, best first: it runs
    /// when the edit walk found fewer than ``fewNearWords``, so its first two fill the strip, and
    /// the context ranks a few more. 8, where ``editCandidates``' 24 took 2% more instructions a
    /// typed word and read the same on every corpus and trace (docs/BENCHMARK.md, "Fewer words
    /// from the wider walks").
    public var widerEditCandidates: Int = 8

    /// How many corrections a ranking always holds when the searches found them, beyond `limit`
    /// if completions filled it (0: none). The session asks for them while space may correct
    /// the letters (they spell no word), so that the decision sees the likeliest corrections
    /// however many completions the letters begin: `ment` → `meant`, `rela` → `real`.
    public var keptCorrections: Int = 0

    /// ``maximumEditCost`` for the other languages' walks, which have no wider walk behind them
    /// (German development typos after German words, top-1 0.850 at 11, 0.890 at 13).
    public var otherLanguageEditCost: Double = 13

    /// The word lists of the other active languages (German beside English): their completions
    /// and corrections compete with the lexicon's, each word's log-probability plus
    /// ``otherLanguagePrior``; the context stays the lexicon's (bigrams of the primary language).
    public var otherLanguages: [OtherLanguage] = []
    /// Added to the log-probability of a word of another language once it competes (the session
    /// lets it when the context or the typed letters favour that language): 0 weighs the two
    /// languages' unigram models alike. Chosen on development data (docs/BENCHMARK.md, "Second
    /// language"): German dev typos after German words, top-1 0.878 / 0.863 / 0.846 at 0 / −1 / −2;
    /// the English development trace with German active, word accuracy 0.948 at each.
    public var otherLanguagePrior: Double = 0

    /// How many times a touch reading's cost counts in another language's completion (`beaic`
    /// tapped near `beauc` → `beaucoup`): more than in English's, whose readings the context also
    /// weighs. Chosen on development data (docs/BENCHMARK.md, "Second language"): French dev
    /// trace keystroke savings 0.351 / 0.352 / 0.353 / 0.351 at 1 / 2 / 3 / 4; French and German
    /// dev typos top-3 0.953 / 0.940 at 1, 0.957 / 0.951 (as before) from 2.
    public var otherLanguageTouchWeight: Double = 3

    /// Two words run together (`thisis` → `this is`, `alot` → `a lot`): the cost, in nats, of the
    /// missing space, against the taps' letters split into two lexicon words. Offered with the
    /// edit search's corrections, so never for a word typed as a prefix of common words, and
    /// never applied to a word valid anywhere (the autocorrector's rule). The three split
    /// constants were chosen on word pairs of the Enron development phrases, against 1,500
    /// Birkbeck training pairs (docs/BENCHMARK.md, "Missing spaces").
    public var missingSpaceCost: Double = 4
    /// The space bar hit as a letter above it (``KeyboardLayout/spaceBarNeighbours``:
    /// `thisbis` → `this is`): the cost of reading that letter as the space.
    public var spaceAsLetterCost: Double = 5
    /// Each word of a split must be at least this likely on its own, so that rare tokens do not
    /// split words.
    public var splitWordMinimumLogProbability: Double = -14
    /// The space typed one letter early or late (`thi sis` → `this is`): the cost, in nats, of
    /// reading the two typed words' letters with the space moved (``resegmentations(of:_:capitalized:context:)``).
    public var misplacedSpaceCost: Double = 4
    /// A letter typed two places early or late (`kwno` → `know`, `hvea` → `have`, `tath` →
    /// `that`): the cost, in nats, of reading three adjacent typed letters rotated by one. The
    /// edit search prices it as two edits (a deletion and an insertion, 10 nats or more), yet the
    /// letters are all there, one key pressed out of turn. 7: the learned swap (4.6) plus 2.7,
    /// as moves are 15 times rarer than swaps among wikipedia's even lines; the development
    /// halves score within two pairs from 5 to 8 (docs/BENCHMARK.md, "Letters moved two places").
    public var movedLetterCost: Double = 7

    /// Another active language's word list, with its own edit-search caches (a cache follows the
    /// walks of one lexicon).
    public struct OtherLanguage: Sendable {
        /// The language's word list.
        public var model: any WordModel
        /// Shared by the walks of one composing word in ``model`` (as
        /// ``CandidateRanker/nearWordCache``); nil walks afresh.
        public var nearWordCache: NearWordCache?
        /// The language's own blocked words (as ``CandidateRanker/blockedWords``, keys of `model`).
        public var blockedWords: WordKeySet

        /// A language's word list with its cache and blocked words (none by default).
        public init(model: any WordModel, nearWordCache: NearWordCache? = nil, blockedWords: WordKeySet = []) {
            self.model = model
            self.nearWordCache = nearWordCache
            self.blockedWords = blockedWords
        }
    }

    /// A ranker over `lexicon` and the user's word lists (none by default), every other setting at
    /// its tuned default.
    public init(lexicon: any WordModel, userWords: [any WordModel] = []) {
        self.lexicon = lexicon
        self.userWords = userWords
    }

    /// `log P(word | context)` by ``contextModel`` over the lexicon's bigrams: the bigram when
    /// the table has the pair, else the unigram plus the backoff penalty, or a plural's estimate
    /// from its singular's bigram when that is higher.
    public func contextLogProbability(of entry: WordEntry, in context: WordContext) -> Double {
        contextModel.logProbability(of: entry, after: context.previousWord, in: lexicon)
    }

    /// What `log P(word | context)` adds to a word's unigram when the previous word's bigrams
    /// lack it, as they lack a word known nowhere: ``ContextModel/backoffPenalty`` after a word,
    /// 0 with none.
    public func backoff(in context: WordContext) -> Double {
        context.previousWord == nil ? 0 : contextModel.backoffPenalty
    }

    /// The best `limit` candidates for the taps so far, best first, one per key: completions and
    /// corrections of the decoder's readings, the words the error model finds within
    /// ``maximumEditCost`` of the literal taps, and the literal taps split into two words
    /// (``missingSpaceCost``; the candidate's key and surface then hold a space). With
    /// ``otherLanguages``, their completions of readings of the taps too (``otherLanguageTouchWeight``),
    /// and as many more candidates as they offered (up to `limit` + ``completionsPerReading`` per
    /// language).
    /// - Parameter followers: words likely after the previous word (from ``predictions(for:limit:)``),
    ///   so completions that the context favours are considered even when rare on their own.
    /// - Parameter edits: whether to search the error model's corrections (the costly part); by
    ///   default only once the literal taps no longer spell a prefix of any word, and a narrower
    ///   search from ``prefixEditMinimumLength`` taps that spell a prefix but no word.
    public func rank(_ decoder: TouchDecoder, context: WordContext, followers: [WordEntry] = [], limit: Int, edits: Bool? = nil) -> [Candidate] {
        // Each word considered once, in a slot: its best reading as a candidate, and its best
        // whole-word correction score kept beside it — a word the edit search finds may rank as
        // a completion (`overal` → `overall`), and the autocorrect decision weighs it as the
        // correction (``Candidate/asCorrection``). A word's slot is found with one hash, and
        // candidates are made only for the words ranked: a table of candidates copied and hashed
        // each twice per word considered.
        var considered = RankingTable()
        // The previous word looked up once for every candidate's bigram, not once per candidate.
        let previous = context.previousWord.map { lexicon.previousWord($0) }
        // `other`: the index in ``otherLanguages`` of the language the word comes from (−1: the
        // primary), whose own blocked words apply (German `dick`, thick, is not English's). An
        // index, not the language: an optional language passed at every call cost its copy.
        func consider(_ entry: WordEntry, cost: Double, isPrefix: Bool, isUser: Bool, other: Int = -1, lm given: Double? = nil,
                      into considered: inout RankingTable) {
            let kind: Candidate.Kind = isPrefix ? .completion : (entry.key == decoder.literal ? .exact : .correction)
            // The key hashed once, for the blocked words and for its slot.
            let hash = FNV1a.hash(utf8Of: entry.key)
            if kind != .exact, !isUser, isBlocked(entry.key, fnv1a: hash, other: other) { return }
            // Another language has no bigrams here: its unigram, with no backoff penalty (the
            // primary language's table cannot know the pair), plus its prior.
            let lm = given ?? (other >= 0 ? Double(entry.logProbability) + otherLanguagePrior
                : contextModel.logProbability(of: entry, after: previous, in: lexicon))
            let score = -cost + lmWeight * lm + (isUser ? userWordBonus : 0)
            considered.offer(entry, fnv1a: hash, kind: kind, cost: cost, lm: lm, score: score)
        }
        // Each reading's node in the lexicon's trie, where the decoder stepped down it: its
        // completions and word are read there instead of looking the reading up again.
        let bundled = lexicon as? Lexicon
        let readingNodes = bundled.flatMap { decoder.readingNodes(in: $0) }
        for (index, reading) in decoder.hypotheses.prefix(readings).enumerated() where !reading.prefix.isEmpty {
            let cost = max(0, decoder.literalLogLikelihood - reading.logLikelihood)
            let node = readingNodes?[index]
            let completions = if let bundled, let node { bundled.completionEntries(ofNode: node, prefix: reading.prefix, limit: completionsPerReading) }
                else { lexicon.completions(ofPrefix: reading.prefix, limit: completionsPerReading)[...] }
            for entry in completions {
                consider(entry, cost: cost, isPrefix: entry.key != reading.prefix, isUser: false, into: &considered)
            }
            let exact = if let bundled, let node { bundled.entry(atNode: node, key: reading.prefix) } else { lexicon.entry(forKey: reading.prefix) }
            if let exact { consider(exact, cost: cost, isPrefix: false, isUser: false, into: &considered) }
            for model in userWords {
                for entry in model.completions(ofPrefix: reading.prefix, limit: completionsPerReading) {
                    consider(entry, cost: cost, isPrefix: entry.key != reading.prefix, isUser: true, into: &considered)
                }
            }
            // The previous word's followers that begin with the reading. Most begin with another
            // letter, told by one byte where both first bytes are ASCII (a letter of its own, whatever
            // follows it); the strings are compared only for the rest (`hasPrefix` on each of forty
            // followers for each of eight readings, as there were, was 4% of a typed word's time
            // after a previous word).
            let initial = reading.prefix.utf8.first ?? 0
            for entry in followers where Self.mayBegin(entry.key, with: initial) && entry.key.hasPrefix(reading.prefix) {
                consider(entry, cost: cost, isPrefix: entry.key != reading.prefix, isUser: false, into: &considered)
            }
        }
        let literalIsPrefix = decoder.hypotheses.contains { $0.prefix == decoder.literal }
        let primaryEdits = searchesEdits(in: lexicon, literalIsPrefix: literalIsPrefix, decoder: decoder, edits: edits)
            || (edits == nil && considered.slots.count < fewCompletions)
        // Letters that begin words: only words near them, cheaply (`polic` → `police`; or a
        // real-word slip, `advice` for `advise`, which the strip offers and space never writes,
        // the typed word being valid). Not while another language competes: there they are
        // likelier its word without accents (`acces`, `succes` after French words: `accès`).
        let prefixEdits = !primaryEdits && edits == nil && otherLanguages.isEmpty && decoder.taps.count >= prefixEditMinimumLength
        // Each competing other language completes readings of the taps down its own trie (the
        // decoder's step down English's), accents or not: `aujourd` → `aujourd'hui`, `ecol` →
        // `école`, `beaic` tapped near `beauc` → `beaucoup` after French words. They lengthen
        // the list instead of taking places from corrections, which the autocorrect decision
        // reads from it (else `fu` → `fut` pushed `tu` out). French dev trace: keystroke savings
        // 0.082 → 0.322 (letters as typed) → 0.353 (touch readings), word accuracy the same
        // (docs/BENCHMARK.md).
        var otherCompletions = 0
        for (index, other) in otherLanguages.enumerated() where !decoder.literal.isEmpty {
            // As many readings as the primary's are read, and an apostrophe slipped in costs what it
            // costs the touch decoder.
            for (entry, cost) in other.model.completions(ofFoldedReadings: decoder.literal, touchCosts: decoder.touchCosts, beam: readings,
                                                         apostropheCost: Float(decoder.apostropheCost), limit: completionsPerReading)
            where entry.key != decoder.literal {
                consider(entry, cost: otherLanguageTouchWeight * Double(cost), isPrefix: true, isUser: false, other: index, into: &considered)
                otherCompletions += 1
            }
        }
        // Each other language's edit walk, by the same rule for its own words, whether or not
        // the primary's runs (`jai`, a prefix of English `jail`, is French `j'ai`). A word typed
        // right in either language never pays for it. No widened walk: that is the primary
        // language's last resort. The rule is asked only when an edit search can run.
        // (Asked by pattern: `errorModel != nil` compared two optional error models, copying one.)
        let hasErrorModel = if case .some = errorModel { true } else { false }
        let searchable = hasErrorModel && decoder.taps.count >= 2
        let otherEdits = searchable ? otherLanguages.indices.filter { index in
            let model = otherLanguages[index].model
            return searchesEdits(in: model, literalIsPrefix: model.hasWords(withPrefix: decoder.literal), decoder: decoder, edits: edits)
        } : []
        if let errorModel, searchable, primaryEdits || prefixEdits || !otherEdits.isEmpty {
            let table = errorModel.costTable(typed: Array(decoder.literal.unicodeScalars), touchCosts: decoder.touchCosts)
            if primaryEdits || prefixEdits {
                let budget = Float(primaryEdits ? maximumEditCost : prefixEditCost)
                let search = primaryEdits ? primaryNearWords(table, budget: budget)
                    : (near: lexicon.nearWordSearch(table, maxCost: budget, limit: editCandidates, cache: nearWordCache), firstLetterTable: nil)
                var near = search.near.words
                // Nothing within the budget (`envireminakl`), or too little for the strip (`critising`:
                // `criticising`, not `criticizing`): look further, among the words that begin with
                // the typed first letter only, which keeps the wider walk small. Not while the
                // letters read as the beginning of a word (`accomo`, of `accommodate`): the word is
                // likely unfinished, and the far words of its letters so far would be noise.
                let wider = near.isEmpty ? widenedEditCost : sparseEditCost
                let unfinished = search.near.closestPrefixCost <= Float(near.isEmpty ? widenedPrefixGate : sparsePrefixGate)
                if primaryEdits, near.count < fewNearWords, wider > maximumEditCost, !unfinished {
                    near += lexicon.nearWords(search.firstLetterTable ?? table.keepingFirstLetter(), maxCost: Float(wider), limit: widerEditCandidates,
                                              cache: wideNearWordCache, minimumLogProbability: Float(widerWalkMinimumLogProbability))
                }
                for near in near {
                    consider(near.entry, cost: channelWeight * Double(near.cost), isPrefix: false, isUser: false, into: &considered)
                }
                for (index, model) in userWords.enumerated() {
                    let caches = 2 * index + 1 < userNearWordCaches.count ? (userNearWordCaches[2 * index], userNearWordCaches[2 * index + 1]) : nil
                    let words = primaryEdits ? splitNearWords(in: model, table, firstLetterTable: search.firstLetterTable, budget: budget, caches: caches)
                        : model.nearWords(table, maxCost: budget, limit: editCandidates, cache: caches?.0)
                    for near in words {
                        consider(near.entry, cost: channelWeight * Double(near.cost), isPrefix: false, isUser: true, into: &considered)
                    }
                }
                if let phonetic, primaryEdits, decoder.taps.count >= phoneticMinimumLength {
                    for entry in phonetic.entries(soundingLike: decoder.literal, limit: phoneticCandidates) where entry.key != decoder.literal {
                        let edit = Double(table.cost(of: entry.key))
                        let cost = min(edit, phoneticBase + phoneticShare * edit)
                        consider(entry, cost: channelWeight * cost, isPrefix: false, isUser: false, into: &considered)
                    }
                }
                for (model, isUser) in primaryEdits ? [(lexicon, false)] + userWords.map({ ($0, true) }) : [] {
                    for moved in movedLetterWords(of: decoder.literal, in: model) {
                        consider(moved, cost: channelWeight * movedLetterCost, isPrefix: false, isUser: isUser, into: &considered)
                    }
                }
                for split in primaryEdits ? splits(of: decoder, context: context) : [] {
                    consider(split.entry, cost: channelWeight * split.cost, isPrefix: false, isUser: false, lm: split.logProbability, into: &considered)
                }
            }
            for index in otherEdits {
                let other = otherLanguages[index]
                for near in other.model.nearWords(table, maxCost: Float(otherLanguageEditCost), limit: editCandidates, cache: other.nearWordCache) {
                    consider(near.entry, cost: channelWeight * Double(near.cost), isPrefix: false, isUser: false, other: index, into: &considered)
                }
                for moved in movedLetterWords(of: decoder.literal, in: other.model) {
                    consider(moved, cost: channelWeight * movedLetterCost, isPrefix: false, isUser: false, other: index, into: &considered)
                }
            }
        }
        // The best `limit` slots by the candidates' order (score, then key), as a candidate each.
        // Read from a constant: closures reading a variable check exclusive access at every read.
        let ranking = considered.slots
        func precedes(_ a: Int, _ b: Int) -> Bool {
            ranking[a].score != ranking[b].score ? ranking[a].score > ranking[b].score : ranking[a].entry.key < ranking[b].entry.key
        }
        let top = Self.best(limit + otherCompletions, of: ranking.indices, by: precedes)
        var ranked = top.map { ranking[$0].candidate }
        // Completions may fill every place (`ment`: `mental`, `mentioned`, …): the best
        // corrections follow them, for the autocorrect decision to weigh (`meant`).
        // Picked by their scores as corrections, listed as they rank.
        let missing = keptCorrections - ranked.count { $0.asCorrection != nil }
        if missing > 0 {
            let listed = Set(top)
            let likeliest = Self.best(missing, of: ranking.indices.filter { ranking[$0].correction != nil && !listed.contains($0) }) { a, b in
                let (x, y) = (ranking[a].correction!.score, ranking[b].correction!.score)
                return x != y ? x > y : ranking[a].entry.key < ranking[b].entry.key
            }
            ranked += likeliest.map { ranking[$0].candidate }.sorted(by: Candidate.precedes)
        }
        return ranked
    }

    /// Whether `key` may begin with a prefix whose first UTF-8 byte is `initial`: not when both
    /// first bytes are ASCII and differ.
    @inline(__always)
    private static func mayBegin(_ key: String, with initial: UInt8) -> Bool {
        guard let first = key.utf8.first else { return true }
        return first == initial || first >= 0x80 || initial >= 0x80
    }

    /// The best `limit` of `indices`, best first by `precedes` (a strict total order), without
    /// sorting the rest.
    private static func best<Indices: Sequence<Int>>(_ limit: Int, of indices: Indices, by precedes: (Int, Int) -> Bool) -> [Int] {
        var top = TopK<Int>(limit: limit)
        for index in indices { top.insert(index, by: precedes) }
        return top.sorted()
    }

    /// Whether `key` is blocked for the primary language (`other` −1) or the other language at
    /// that index of ``otherLanguages``.
    private func isBlocked(_ key: String, fnv1a hash: UInt64, other: Int) -> Bool {
        if other < 0 { return !blockedWords.isEmpty && blockedWords.contains(key, fnv1a: hash) }
        let blocked = otherLanguages[other].blockedWords
        return !blocked.isEmpty && blocked.contains(key, fnv1a: hash)
    }

    /// The primary language's edit search within `budget`: one walk, or, with a
    /// ``firstLetterChangeCost`` below the budget, a walk keeping the typed first letter within
    /// the budget and one for the other words within that lower cost, their best ``editCandidates`` by
    /// `log P(word) − cost`. Returns the search (its closest prefix the nearer of the two walks')
    /// and the first-letter table when it made one.
    private func primaryNearWords(_ table: EditCostTable, budget: Float) -> (near: NearWordSearch, firstLetterTable: EditCostTable?) {
        let changed = Float(firstLetterChangeCost)
        guard changed < budget, !table.typed.isEmpty else {
            return (lexicon.nearWordSearch(table, maxCost: budget, limit: editCandidates, cache: nearWordCache), nil)
        }
        let kept = table.keepingFirstLetter()
        // The words keeping the typed first letter are the second walk's, at the same cost.
        let any = lexicon.nearWordSearch(table, maxCost: changed, limit: editCandidates, cache: nearWordCache, skippingTypedFirstLetter: true)
        let first = lexicon.nearWordSearch(kept, maxCost: budget, limit: editCandidates, cache: firstLetterNearWordCache)
        return (NearWordSearch(words: bestOf(any.words, first.words), closestPrefixCost: min(any.closestPrefixCost, first.closestPrefixCost)), kept)
    }

    /// The edit search of one of the user's word lists within `budget`, by the primary
    /// language's rule: where the lexicon's search split by the first letter (it made
    /// `firstLetterTable`: ``firstLetterChangeCost`` is below the budget), the words keeping the
    /// typed first letter within the budget and any word within that lower cost; otherwise one
    /// walk. Walked over every first letter instead, 2,500 words cost a heavy user's typed word
    /// about 7% more (docs/BENCHMARK.md, "The user's words walked as a trie").
    private func splitNearWords(in model: any WordModel, _ table: EditCostTable, firstLetterTable: EditCostTable?, budget: Float,
                                caches: (NearWordCache, NearWordCache)?) -> [NearWord] {
        guard let firstLetterTable else { return model.nearWords(table, maxCost: budget, limit: editCandidates, cache: caches?.0) }
        return bestOf(model.nearWordSearch(table, maxCost: Float(firstLetterChangeCost), limit: editCandidates, cache: caches?.0,
                                           skippingTypedFirstLetter: true).words,
                      model.nearWords(firstLetterTable, maxCost: budget, limit: editCandidates, cache: caches?.1))
    }

    /// The best ``editCandidates`` of two walks' words by `log P(word) − cost`. The lexicon's first
    /// walk passes by the typed first letter's words, which the second reaches at the same cost,
    /// and so does a user list's (a swap of the first two letters reaches other letters' words in
    /// the second): a word both walks reach has the same cost in each unless its cheapest
    /// spelling edits the first letter, and the lower is its cost.
    private func bestOf(_ any: [NearWord], _ first: [NearWord]) -> [NearWord] {
        // Each word found by its key with one hash: the first walk's copy kept unless the other's
        // is cheaper. A walk's words are distinct (each is one node of the trie, entered once).
        var words = any
        words.reserveCapacity(any.count + first.count)
        var slots = KeySlots(capacity: any.count + first.count)
        for (index, word) in any.enumerated() { _ = slots.slot(of: word.entry.key, next: index) { any[$0].entry.key } }
        for word in first {
            let count = words.count
            let index = slots.slot(of: word.entry.key, next: count) { words[$0].entry.key }
            if index == count {
                words.append(word)
            } else if word.cost < words[index].cost {
                words[index] = word
            }
        }
        let found = words
        return Self.best(editCandidates, of: found.indices) { NearWord.precedes(found[$0], found[$1]) }.map { found[$0] }
    }

    /// Whether `model`'s edit search runs: when the caller says (`edits`), else once the taps spell
    /// no prefix of its words, or from ``rarePrefixMinimumLength`` taps a prefix of only its rare
    /// ones (`comming`, a prefix of `commingle`: a typo of a common word is likelier).
    private func searchesEdits(in model: any WordModel, literalIsPrefix: Bool, decoder: TouchDecoder, edits: Bool?) -> Bool {
        if let edits { return edits }
        guard literalIsPrefix else { return true }
        return decoder.taps.count >= rarePrefixMinimumLength
            && (model.completions(ofPrefix: decoder.literal, limit: 1).first?.logProbability ?? -.infinity) < Float(rarePrefixLogProbability)
    }

}

/// A word a ranking considered: its best reading as a candidate so far, and its best score as a
/// whole-word correction when the edit search found it.
private struct RankingSlot {
    var entry: WordEntry
    var kind: Candidate.Kind
    var cost: Double
    var lm: Double
    var score: Double
    var correction: (cost: Double, score: Double)?

    /// The candidate, with its correction's cost and score when it is not itself the correction.
    var candidate: Candidate {
        let correction = kind == .correction ? nil : correction
        return Candidate(entry: entry, kind: kind, channelCost: cost, contextLogProbability: lm, score: score,
                         correctionCost: correction?.cost, correctionScore: correction?.score)
    }
}

/// The words a ranking considered, each in one slot found with one hash.
private struct RankingTable {
    private(set) var slots: [RankingSlot] = []
    private var slotOfKey = KeySlots(capacity: 128)   // a keystroke's candidates, without regrowing

    init() {
        slots.reserveCapacity(128)
    }

    /// Keeps `entry` read as `kind` at `score` when its slot holds none better, and its score as
    /// a correction beside it when it is the best correction of the word so far.
    mutating func offer(_ entry: WordEntry, fnv1a hash: UInt64, kind: Candidate.Kind, cost: Double, lm: Double, score: Double) {
        let count = slots.count
        let index = slotOfKey.slot(of: entry.key, fnv1a: hash, next: count) { slots[$0].entry.key }
        if index == count {
            slots.append(RankingSlot(entry: entry, kind: kind, cost: cost, lm: lm, score: score,
                                     correction: kind == .correction ? (cost, score) : nil))
            return
        }
        if kind == .correction, slots[index].correction.map({ $0.score < score }) ?? true { slots[index].correction = (cost, score) }
        if slots[index].score < score {
            slots[index].entry = entry
            slots[index].kind = kind
            slots[index].cost = cost
            slots[index].lm = lm
            slots[index].score = score
        }
    }
}
