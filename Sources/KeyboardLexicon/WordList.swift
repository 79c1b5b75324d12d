/// A small in-memory ``WordModel``: the user's contact names and custom words, and (later) the
/// learned words. Sorted keys and a trie of them (``WordListTrie``) for look-ups by key and
/// prefix and for near words; built once per change, read on every keystroke.
///
/// Every word gets the same prior log-probability, since the user's own words carry no corpus
/// frequency; callers give them their preference in ranking.
public struct WordList: WordModel, Sendable, Hashable {
    /// The prior every word gets, about that of a word used once in 20,000.
    public static let defaultLogProbability: Float = -10

    private let entries: [WordEntry]
    /// The keys as a trie (derived from `entries`, so equality and hashing read those only).
    private let trie: WordListTrie

    /// A list of `words` (written forms); keys are the words lower-cased. Empty strings and
    /// repeats are dropped; the first written form of a key wins.
    public init(words: some Sequence<String>, logProbability: Float = WordList.defaultLogProbability) {
        var seen = Set<String>()
        var list: [WordEntry] = []
        for word in words where !word.isEmpty {
            let key = word.lowercased()
            guard seen.insert(key).inserted else { continue }
            list.append(WordEntry(key: key, surface: word, logProbability: logProbability))
        }
        entries = list.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        trie = WordListTrie(keys: entries.map { $0.key.unicodeScalars.map(\.value) })
    }

    /// Lists are equal when their words are (the trie is made from them).
    public static func == (a: WordList, b: WordList) -> Bool { a.entries == b.entries }

    public func hash(into hasher: inout Hasher) { hasher.combine(entries) }

    /// The list's words, each key once.
    public var wordCount: Int { entries.count }

    /// Whether the list has no words.
    public var isEmpty: Bool { entries.isEmpty }

    /// Every word, in key order (the swipe decoder matches them all).
    public var allEntries: [WordEntry] { entries }

    /// The word whose key is `key`, scalar for scalar (found down the trie: a binary search of
    /// the sorted keys compared strings at each probe, 6.6% of a heavy user's typed word).
    public func entry(forKey key: String) -> WordEntry? {
        trie.index(ofKey: key).map { entries[$0] }
    }

    /// Whether any key starts with `prefix`, read down the list's trie: false for an empty list,
    /// even for the empty prefix.
    public func hasWords(withPrefix prefix: String) -> Bool {
        trie.node(ofPrefix: prefix) != nil && !entries.isEmpty
    }

    /// The root of the list's trie of keys: with ``child(ofNode:scalar:)``, a reader steps a
    /// prefix down the list a scalar at a time, as down the lexicon's trie, instead of asking
    /// ``hasWords(withPrefix:)`` of each prefix whole.
    public static let rootNode = 0

    /// The node reached from `node` by `scalar`, nil when no key continues that way (or `node` is
    /// no node of this list's trie).
    public func child(ofNode node: Int, scalar: UInt32) -> Int? { trie.child(of: node, scalar: scalar) }

    /// The word whose key ends at `node` of the list's trie (a node ``child(ofNode:scalar:)``
    /// reached), nil when none does.
    public func entry(atNode node: Int) -> WordEntry? {
        trie.word(at: node).map { entries[$0] }
    }

    /// The node of `prefix` in the list's trie (``rootNode`` for the empty prefix), nil when no
    /// key starts with it.
    public func node(ofPrefix prefix: String) -> Int? { trie.node(ofPrefix: prefix) }

    /// The same for copies of one list, different for lists built apart: nodes read from a list
    /// hold for the lists with its identity.
    public var trieIdentity: ObjectIdentifier { trie.identity }

    /// The first `limit` words, in key order, whose keys begin with `prefix`'s scalars: the run
    /// of keys below the prefix's node.
    public func completions(ofPrefix prefix: String, limit: Int) -> [WordEntry] {
        guard limit > 0 else { return [] }
        return Array(entries[trie.keys(withPrefix: prefix).prefix(limit)])
    }

    /// Always nil: a plain word list has no bigrams.
    public func bigramLogProbability(previous: String, next: String) -> Float? { nil }

    /// Always empty: a plain word list has no bigrams.
    public func predictions(after previous: String, limit: Int) -> [WordEntry] { [] }

    /// The words within `maxCost` of the typed letters, best first, by the lexicon's walk over the
    /// keys' trie (``WordListTrie``): each row is computed once per distinct beginning, and a
    /// beginning out of reach is passed by with every key under it. Walked as the sorted keys,
    /// each stepped over even where its beginning was out of reach, this was 668 M of the 2,162 M
    /// instructions of norvig1's typed words with 2,500 user words (a heavy user's contacts and
    /// learned words; docs/BENCHMARK.md, "The user's lists as tries of their own"); with a cache
    /// the next key's walk continues this one (``nearWords(_:maxCost:limit:cache:)``).
    ///
    /// All of a list's words share one prior, so their order is by cost; equal costs keep key
    /// order.
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int) -> [NearWord] {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: nil, skippingTypedFirstLetter: false).words
    }

    /// ``nearWords(_:maxCost:limit:)``, continuing the walk recorded in `cache` (as the lexicon's
    /// walk does: a key added costs one column per node) and recording this walk there.
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?) -> [NearWord] {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: cache, skippingTypedFirstLetter: false).words
    }

    /// ``nearWords(_:maxCost:limit:cache:)``, and how close the typed letters come to beginning
    /// one of the list's words.
    public func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?) -> NearWordSearch {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: cache, skippingTypedFirstLetter: false)
    }

    /// ``nearWordSearch(_:maxCost:limit:cache:)`` without the words beginning with the typed first
    /// letter, when `skippingTypedFirstLetter` (as the lexicon's walk, for the same reason).
    public func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?,
                               skippingTypedFirstLetter: Bool) -> NearWordSearch {
        NearWordCache.search(trie.walkTrie, root: 0, identity: trie.name, cache: cache, costs: costs, maxCost: maxCost, limit: limit,
                             floor: -.infinity, skippingTypedFirstLetter: skippingTypedFirstLetter,
                             words: ListEntries(entries: entries))
    }
}

/// A word list's entries, by index, as its walk's words.
private struct ListEntries: NearWordSource {
    let entries: [WordEntry]
    func nearWord(_ index: Int, cost: Float) -> NearWord { NearWord(entry: entries[index], cost: cost) }
}
