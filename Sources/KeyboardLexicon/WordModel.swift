/// What the typing engine asks of a language's word list: the seam between the session and the
/// bundled ``Lexicon`` (tests substitute counting doubles to prove what is, and is not, called).
///
/// Keys are lower case with apostrophes (`don't`). Implementations are immutable and thread-safe.
public protocol WordModel: Sendable {
    /// The number of words.
    var wordCount: Int { get }
    /// The word whose key is exactly `key`.
    func entry(forKey key: String) -> WordEntry?
    /// Whether any word's key starts with `prefix`.
    func hasWords(withPrefix prefix: String) -> Bool
    /// The `limit` most frequent words whose keys start with `prefix`, best first.
    func completions(ofPrefix prefix: String, limit: Int) -> [WordEntry]
    /// Completions of the taps' readings, accents or not (`beaic` tapped near `beauc` → `beaucoup`),
    /// with each reading's touch cost: ``Lexicon/completions(ofFolded:touchCosts:beam:apostropheCost:limit:)``
    /// (the `beam` cheapest readings kept after each tap, an apostrophe slipped in at
    /// `apostropheCost`). A model without accents or a trie may answer as
    /// ``completions(ofPrefix:limit:)`` of the letters as typed, at no cost (the default does).
    func completions(ofFoldedReadings typed: String, touchCosts: TouchCosts, beam: Int, apostropheCost: Float,
                     limit: Int) -> [(entry: WordEntry, cost: Float)]
    /// The likeliest word whose key is `typed` as spelt without accents (`tres` → `très`); a model
    /// without accents may answer as ``entry(forKey:)`` (the default does).
    func entry(forFoldedKey typed: String) -> WordEntry?
    /// `ln P(next | previous)` when the pair is known.
    func bigramLogProbability(previous: String, next: String) -> Float?
    /// How many words the bigram table knows to follow `previous`: how far a missing pair is
    /// evidence that the pair is rare. A model without bigrams answers 0 (the default does).
    func bigramFollowerCount(previous: String) -> Int
    /// `previous` looked up once, for ``bigramLogProbability(after:next:)`` and
    /// ``bigramFollowerCount(after:)``; a model without bigrams keeps just the key (the default).
    func previousWord(_ key: String) -> PreviousWord
    /// ``bigramLogProbability(previous:next:)`` after a word already looked up.
    func bigramLogProbability(after previous: PreviousWord, next: String) -> Float?
    /// ``bigramLogProbability(after:next:)`` of an entry: a model that made the entry may know
    /// the word without looking its key up (the default looks up ``WordEntry/key``).
    func bigramLogProbability(after previous: PreviousWord, entry next: WordEntry) -> Float?
    /// ``bigramFollowerCount(previous:)`` of a word already looked up.
    func bigramFollowerCount(after previous: PreviousWord) -> Int
    /// The `limit` most likely words after `previous`, scored by `ln P(word | previous)`.
    func predictions(after previous: String, limit: Int) -> [WordEntry]
    /// The `limit` words within `maxCost` nats of edits of the typed word with the best
    /// `−cost + log P(word)`, best first.
    func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int) -> [NearWord]
    /// ``nearWords(_:maxCost:limit:)`` with a cache that consecutive walks of one composing word
    /// share; a model may ignore it (the default does), and must return the uncached results.
    func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?) -> [NearWord]
    /// ``nearWords(_:maxCost:limit:cache:)`` with how close the typed letters come to beginning a
    /// word (``NearWordSearch/closestPrefixCost``); a model that cannot tell answers +∞ (the
    /// default does).
    func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?) -> NearWordSearch
    /// ``nearWordSearch(_:maxCost:limit:cache:)`` that may leave out the words beginning with the
    /// typed first letter (by alphabet index), for a caller that walks those with a table keeping
    /// it (``EditCostTable/keepingFirstLetter(penalty:)``) and a bigger budget; the default keeps
    /// them. The closest prefix then reads the other letters' beginnings only.
    func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?, skippingTypedFirstLetter: Bool) -> NearWordSearch
    /// ``nearWords(_:maxCost:limit:cache:)`` among the words at least `minimumLogProbability`
    /// likely. The default filters the unfloored walk's `limit` words, so may return fewer than a
    /// model that walks with the floor (the lexicon does).
    func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?, minimumLogProbability: Float) -> [NearWord]
    /// The two-word place names whose first word is `first` (lower case, no accents), for
    /// ``placeName(in:second:)``; a model without place names answers an empty range (the default does).
    func placeNames(beginningWith first: String) -> Range<Int>
    /// The place name among `candidates` whose second word is `second` (`hong`, `kong`: `Hong
    /// Kong`); nil when none is (the default).
    func placeName(in candidates: Range<Int>, second: String) -> String?
    /// The place name whose key is `key` (`hong kong`: `Hong Kong`); nil when none is (the default).
    func placeName(ofKey key: String) -> String?
}

extension WordModel {
    /// No place names: always the empty range.
    public func placeNames(beginningWith first: String) -> Range<Int> { 0..<0 }

    /// Always nil: no place names.
    public func placeName(in candidates: Range<Int>, second: String) -> String? { nil }

    /// Always nil: no place names.
    public func placeName(ofKey key: String) -> String? { nil }

    /// ``entry(forKey:)`` of `typed` as it is, for a model without accents.
    public func entry(forFoldedKey typed: String) -> WordEntry? {
        entry(forKey: typed)
    }

    /// ``completions(ofPrefix:limit:)`` of the letters as typed, each at cost 0: `touchCosts`,
    /// `beam` and `apostropheCost` are not used.
    public func completions(ofFoldedReadings typed: String, touchCosts: TouchCosts, beam: Int, apostropheCost: Float,
                            limit: Int) -> [(entry: WordEntry, cost: Float)] {
        completions(ofPrefix: typed, limit: limit).map { ($0, 0) }
    }

    /// Ignores `cache`: ``nearWords(_:maxCost:limit:)``.
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?) -> [NearWord] {
        nearWords(costs, maxCost: maxCost, limit: limit)
    }

    /// ``nearWords(_:maxCost:limit:cache:)``'s words, with a
    /// ``NearWordSearch/closestPrefixCost`` of +∞ (cannot tell).
    public func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?) -> NearWordSearch {
        NearWordSearch(words: nearWords(costs, maxCost: maxCost, limit: limit, cache: cache))
    }

    /// Ignores `skippingTypedFirstLetter`: ``nearWordSearch(_:maxCost:limit:cache:)``, the words
    /// beginning with the typed first letter kept.
    public func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?,
                               skippingTypedFirstLetter: Bool) -> NearWordSearch {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: cache)
    }

    /// The unfloored walk's `limit` words less those below `minimumLogProbability`: possibly fewer
    /// than a walk with the floor would find.
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?,
                          minimumLogProbability: Float) -> [NearWord] {
        nearWords(costs, maxCost: maxCost, limit: limit, cache: cache).filter { $0.entry.logProbability >= minimumLogProbability }
    }

    /// Always 0, as for a model without bigrams.
    public func bigramFollowerCount(previous: String) -> Int { 0 }

    /// Just the key, with no id, as for a model without bigrams.
    public func previousWord(_ key: String) -> PreviousWord { PreviousWord(key: key, id: nil) }

    /// ``bigramLogProbability(previous:next:)`` of the previous word's key.
    public func bigramLogProbability(after previous: PreviousWord, next: String) -> Float? {
        bigramLogProbability(previous: previous.key, next: next)
    }

    /// ``bigramFollowerCount(previous:)`` of the previous word's key.
    public func bigramFollowerCount(after previous: PreviousWord) -> Int {
        bigramFollowerCount(previous: previous.key)
    }

    /// ``bigramLogProbability(after:next:)`` of the entry's key.
    public func bigramLogProbability(after previous: PreviousWord, entry next: WordEntry) -> Float? {
        bigramLogProbability(after: previous, next: next.key)
    }
}

extension Lexicon: WordModel {
    /// The lexicon's keys (``Lexicon/count``).
    public var wordCount: Int { count }

    /// The word whose key is `key`, found down the trie; nil when the lexicon has none.
    public func entry(forKey key: String) -> WordEntry? {
        // Not `.map(entry)`: a method passed as a function value captures a copy of the lexicon
        // (a retain and a release of each of its tables), and every candidate asks this.
        guard let id = id(forKey: key) else { return nil }
        return entry(id, key: key)
    }

    /// ``entry(forKey:)`` of the key whose trie node is `node` (``node(ofPrefix:)``), for a caller
    /// that stepped down the trie to it already.
    public func entry(atNode node: Int, key: String) -> WordEntry? {
        guard node >= 0, node < trie.count, let id = word(atNode: node) else { return nil }
        return entry(id, key: key)
    }

    /// Down the trie rather than a binary search of the keys: the decoder asks this for every
    /// reading of every tap, and a search of the keys grows with the lexicon.
    public func hasWords(withPrefix prefix: String) -> Bool {
        node(ofPrefix: prefix) != nil
    }

    /// ``Lexicon/completions(of:limit:)`` as entries: the likeliest `limit` words beginning with
    /// `prefix`, best first.
    public func completions(ofPrefix prefix: String, limit: Int) -> [WordEntry] {
        completionEntries(of: prefix, limit: limit)
    }

    /// ``Lexicon/word(forFolded:)`` as an entry: the likeliest word spelt `typed` without its
    /// accents (`tres` → `très`); nil for none.
    public func entry(forFoldedKey typed: String) -> WordEntry? {
        word(forFolded: typed).map { entry($0.id) }
    }

    /// ``Lexicon/completions(ofFolded:touchCosts:beam:apostropheCost:limit:)`` as entries, an
    /// apostrophe slipped in at `apostropheCost`.
    public func completions(ofFoldedReadings typed: String, touchCosts: TouchCosts, beam: Int, apostropheCost: Float,
                            limit: Int) -> [(entry: WordEntry, cost: Float)] {
        completions(ofFolded: typed, touchCosts: touchCosts, beam: beam, apostropheCost: apostropheCost, limit: limit)
            .map { (entry($0.word.id), $0.cost) }
    }

    /// `ln P(next | previous)` from ``previousWord(_:)``'s row: for a contraction or possessive the
    /// table has no row for, its stand-in's (`don't` → `not`); nil when the pair is not known.
    public func bigramLogProbability(previous: String, next: String) -> Float? {
        bigramLogProbability(after: previousWord(previous), next: next)
    }

    /// How many followers ``previousWord(_:)``'s row holds: for a contraction or possessive the
    /// table has no row for, its stand-in's.
    public func bigramFollowerCount(previous: String) -> Int {
        bigramFollowerCount(after: previousWord(previous))
    }

    /// The word's id, whose bigram row is read; for a contraction or possessive the table has no
    /// row for, the id of the word that stands for it (``ContractionContext``: `don't` → `not`).
    public func previousWord(_ key: String) -> PreviousWord { PreviousWord(key: key, id: contextID(forKey: key)) }

    private func contextID(forKey key: String) -> WordID? {
        let own = id(forKey: key)
        if let own, bigramRowLength(own) > 0 { return own }
        return ContractionContext.standIn(for: key).flatMap { id(forKey: $0) } ?? own
    }

    /// `ln P(next | previous)` from the row of `previous`'s id; nil when it has none or the pair
    /// is not in the table.
    public func bigramLogProbability(after previous: PreviousWord, next: String) -> Float? {
        guard let p = previous.id, let n = id(forKey: next) else { return nil }
        return bigramLogProbability(p, n)
    }

    /// An entry this lexicon made is read by its index (its key looked up down the trie held a
    /// tenth of a typed word's time after a previous word); any other by its key.
    public func bigramLogProbability(after previous: PreviousWord, entry next: WordEntry) -> Float? {
        guard let p = previous.id else { return nil }
        guard let n = id(of: next) else { return nil }
        return bigramLogProbability(p, n)
    }

    /// The word `entry` is: read from the entry when this lexicon made it, else its key looked up.
    public func id(of entry: WordEntry) -> WordID? {
        let index = UInt32(truncatingIfNeeded: entry.lexiconWord)
        if entry.lexiconWord != 0, entry.lexiconWord >> 32 == UInt64(tag), Int(index) < count { return WordID(rawValue: index) }
        return id(forKey: entry.key)
    }

    /// The length of the row of `previous`'s id; 0 without one.
    public func bigramFollowerCount(after previous: PreviousWord) -> Int {
        guard let id = previous.id else { return 0 }
        return bigramRowLength(id)
    }

    /// The likeliest words in ``previousWord(_:)``'s row (for a contraction or possessive without
    /// one of its own, its stand-in's), best first; empty when there is no row.
    public func predictions(after previous: String, limit: Int) -> [WordEntry] {
        guard let p = previousWord(previous).id else { return [] }
        return followerEntries(after: p, limit: limit)
    }

    /// Word `id`'s entry.
    public func entry(_ id: WordID) -> WordEntry { entry(id, key: self.key(id)) }

    /// Word `id`'s entry, given its key (the string a look-up by key was given holds the same
    /// bytes). Most words are written as their keys: their surface is then that string, not a
    /// second one made from the file (strings made were about 4% of a typed word's instructions),
    /// as a bit kept for each word tells (``surfaceIsKey``).
    func entry(_ id: WordID, key: String) -> WordEntry {
        let i = id.index
        let same = surfaceIsKey[i &>> 6] &>> UInt64(i & 63) & 1 != 0
        return WordEntry(key: key, surface: same ? key : word(id), logProbability: logProbability(id),
                         lexiconWord: UInt64(tag) << 32 | UInt64(id.rawValue))
    }
}
