import KeyboardData
import Synchronization

/// The bundled word list and bigram table of one language, memory-mapped (`LEXN` format).
///
/// Loading maps the file, verifies it (its checksum and every section's bounds) and derives what
/// look-ups read beside it (``init(path:preparingIndexes:)``): the bundled English lexicon (9.8
/// MB) is most of `keyboard-bench info`'s `bundled_load_ms`, 12–14 ms here with the layouts and
/// the English emoji; deriving the indexes takes about 5 of them (nine loads each way in a test
/// not kept: 13.3 against 8.1 ms). Look-ups read the mapping in place and allocate nothing but
/// their results. Immutable and thread-safe.
///
/// A class: every key press hands the lexicon to a ranker and its walks, and a copy is then one
/// reference, where a struct's copy retained and released each of its mapped sections.
///
/// Keys are lower-case words (`don't`, `paris`); callers fold what was typed to that form
/// (``TextNormalizer`` in `KeyboardText`) before asking.
///
/// ```swift
/// let lexicon = try Lexicon(path: url.path)
/// let top = lexicon.completions(of: "th", limit: 3).map { lexicon.word($0.id) }   // the, that, this
/// ```
public final class Lexicon: Sendable {
    let keys: StringTable
    let surfaces: StringTable
    let logProbabilities: ResourceArray<Float32>
    let rankOrder: ResourceArray<UInt32>
    let bigramRows: ResourceArray<UInt32>
    let bigramSeconds: ResourceArray<UInt32>
    let bigramLogProbabilities: ResourceArray<Float32>
    /// The keys' trie (`TNOD`): 4 × u32 per node.
    let trie: TrieNodes
    /// Per trie node, the best unigram log-probability at or below it (`TMAX`).
    let trieBest: ResourceArray<Float32>
    /// The trie the correction walk reads (`CNOD`, `CMAX`): in a lexicon bigger than the
    /// ``correctionVocabulary``, the trie of just the most frequent words of the bundled vocabulary
    /// (`Scripts/build-resources` leaves out the words a bigger list adds), whose size does not
    /// grow with the lexicon; otherwise the keys' trie itself.
    let correctionTrie: TrieNodes
    let correctionBest: ResourceArray<Float32>
    /// The correction walk's letters and letter sets (``CorrectionIndex``) when derived at load
    /// (`preparingIndexes`); nil when they are derived at the first walk, into ``derivedCorrection``.
    private let preparedCorrection: CorrectionIndex?
    /// The letters and letter sets of a lexicon loaded without them, once its first walk derived
    /// them.
    private let derivedCorrection = KeptValue<CorrectionIndex>()

    /// How many of the correction trie's nodes keep their descendants' letters
    /// (``CorrectionIndex/below``, 256 KB a language): the trie is laid out level by level, so
    /// these are its shallowest (of English's 219,240), where a branch left out passes by the
    /// most. Every node's, 877 KB for English and 748 KB for German, put `info --languages
    /// en_US,de_DE --store DIR` at 40.3 MB, above its 40 MB; these kept it at 39.4 when German's
    /// were derived at load too, for 2.4% more instructions over norvig1's typed words than every
    /// node's (docs/BENCHMARK.md, "A branch bounded by the letters it cannot spell").
    static let nodesWithLettersBelow = 65_536
    /// The keys' trie's first ``nodesWithWordRanges`` nodes' ranges of word indices when found at
    /// load (`preparingIndexes`); empty when they are found at the first completion that needs
    /// them, into ``foundWordRanges`` (``wordRanges``). Read in place by English's completions
    /// at every key press (``range(ofNode:prefix:)``).
    let preparedWordRanges: [UInt32]
    /// The ranges of a lexicon loaded without them, once a completion found them.
    private let foundWordRanges = KeptValue<[UInt32]>()
    /// How many of the keys' trie's nodes keep their range of words (128 KB a language): the
    /// shallowest, as the trie is laid out level by level. Found when asked (each reading's
    /// completions, at every key), a range took a walk down to the node's first word and its last
    /// leaf, a node a level, each read likely to miss the cache: 3.4% of a median norvig2 word's
    /// time samples, a third of its completions'. These 16,384 spare 70% of those steps over
    /// `corpus norvig2.tsv`, and the ranges' share falls to 2.1% (docs/BENCHMARK.md); every
    /// node's, 1.75 MB for English, would put `info --languages en_US,de_DE` above its 40 MB.
    static let nodesWithWordRanges = 16_384
    /// The log-probability of the ``correctionVocabulary``-th most frequent word, when the walk
    /// must filter rarer words itself (a big lexicon without a correction trie, from an older
    /// build): rarer words are valid and completed, but never a correction
    /// (``nearWords(_:maxCost:limit:)``); −∞ when the correction trie holds only the vocabulary.
    let correctionFloor: Float
    /// The potentially offensive words (`OFFN`, optional): ascending word indices.
    let offensive: [UInt32]
    /// The two-word place names (`PIDX`/`PTXT` keys, `QIDX`/`QTXT` names, optional): nil in a
    /// lexicon without them (``placeNames(beginningWith:)``).
    let places: PlaceNames?
    /// A bit a word, set where its surface form has its key's bytes (most words: `the`, not `I`
    /// or `Paris`), found at load: a word's entry is then written without reading its surface
    /// from the file (``entry(_:key:)``), whose bytes lie far from the key's and missed the cache.
    let surfaceIsKey: [UInt64]
    /// The first words of the big prefix ranges in frequency order, kept once walked.
    let frequentWords = FrequentWords()
    /// The likeliest followers of the words with long bigram rows, as entries, kept once scanned
    /// (``followerEntries(after:limit:)``).
    let keptFollowers = KeptLists<[WordEntry]>(capacity: Lexicon.keptFollowerRows)

    /// The file the lexicon was loaded from.
    public let path: String
    /// This lexicon's number among those loaded (from 1): the entries it makes carry it with the
    /// word's index (``WordEntry``), so that it knows them again, and no other lexicon does.
    let tag: UInt32
    private static let loaded = Atomic<UInt32>(0)

    /// The supported `LEXN` versions.
    public static let versions: ClosedRange<UInt32> = 3...3

    /// Maps and verifies the lexicon at `path`.
    /// - Parameter preparingIndexes: whether to derive now what look-ups read beside the file: the
    ///   correction walk's letters and letter sets (``CorrectionIndex``, about 0.45 MB for English
    ///   or German) and the shallowest trie nodes' word ranges (``wordRanges``, 128 KB). Else the
    ///   index is derived at the lexicon's first correction walk (about 3 ms for German, once, on
    ///   that key press) and the ranges at its first completion of a short prefix (under a
    ///   millisecond). False for a lexicon that may never be typed in, such as a second
    ///   language's: its memory is then taken only once the user types in it.
    /// - Throws: ``ResourceError`` naming the file when it is missing, truncated or corrupt.
    public init(path: String, preparingIndexes: Bool = true) throws(ResourceError) {
        let file = try ResourceFile(path: path, kind: "LEXN", versions: Self.versions)
        guard let n = file.sections["KIDX"].map({ $0.count }) else {
            throw .malformedSection(file: path, tag: "KIDX")
        }
        keys = try file.strings(index: "KIDX", text: "KTXT", count: n)
        surfaces = try file.strings(index: "WIDX", text: "WTXT", count: n)
        logProbabilities = try file.array("LOGP", of: Float32.self, count: n)
        rankOrder = try file.array("RANK", of: UInt32.self, count: n)
        bigramRows = try file.array("BROW", of: UInt32.self, count: n + 1)
        bigramSeconds = try file.array("BW2 ", of: UInt32.self)
        bigramLogProbabilities = try file.array("BLGP", of: Float32.self, count: bigramSeconds.count)
        let m = bigramSeconds.count
        guard bigramRows[0] == 0, Int(bigramRows[n]) == m else { throw .malformedSection(file: path, tag: "BROW") }
        for i in 0..<n where bigramRows[i] > bigramRows[i + 1] { throw .malformedSection(file: path, tag: "BROW") }
        for i in 0..<m where Int(bigramSeconds[i]) >= n { throw .malformedSection(file: path, tag: "BW2 ") }
        for i in 0..<n where Int(rankOrder[i]) >= n { throw .malformedSection(file: path, tag: "RANK") }
        let nodeCount = file.sections["TNOD"]?.count ?? 0
        trie = TrieNodes(storage: try file.array("TNOD", of: UInt32.self, count: 4 * nodeCount))
        guard nodeCount > 0 else { throw .malformedSection(file: path, tag: "TNOD") }
        trieBest = try file.array("TMAX", of: Float32.self, count: nodeCount)
        try trie.validate(words: n, file: path, tag: "TNOD")
        if let correctionCount = file.sections["CNOD"]?.count {
            correctionTrie = TrieNodes(storage: try file.array("CNOD", of: UInt32.self, count: 4 * correctionCount))
            guard correctionCount > 0 else { throw .malformedSection(file: path, tag: "CNOD") }
            correctionBest = try file.array("CMAX", of: Float32.self, count: correctionCount)
            try correctionTrie.validate(words: n, file: path, tag: "CNOD")
            correctionFloor = -.infinity
        } else {
            correctionTrie = trie
            correctionBest = trieBest
            correctionFloor = n <= Self.correctionVocabulary ? -.infinity : logProbabilities[Int(rankOrder[Self.correctionVocabulary - 1])]
        }
        preparedCorrection = preparingIndexes ? CorrectionIndex(of: correctionTrie) : nil
        preparedWordRanges = preparingIndexes ? Self.wordRanges(of: trie, kept: Self.nodesWithWordRanges) : []
        offensive = try Self.wordList("OFFN", in: file, words: n)
        places = try PlaceNames(in: file)
        surfaceIsKey = Self.sameBytes(surfaces, keys, count: n)
        self.path = path
        tag = Self.loaded.add(1, ordering: .relaxed).newValue
        file.releaseResidentPages() // the checks above read every section: keep only what look-ups touch
    }

    /// Whether ``correctionIndex`` is in memory: derived at load, or since by a walk.
    var correctionIndexIsDerived: Bool { preparedCorrection != nil || derivedCorrection.isKept }

    /// The correction walk's letters and letter sets: derived at load, or by the first walk of a
    /// lexicon loaded without them (which then takes the file's pages that pass read back out of
    /// the process, as the load does after its checks).
    var correctionIndex: CorrectionIndex {
        if let preparedCorrection { return preparedCorrection }
        return derivedCorrection.value {
            let index = CorrectionIndex(of: correctionTrie)
            correctionTrie.storage.releaseFileResidentPages()
            return index
        }
    }

    /// Whether ``wordRanges`` are in memory: found at load, or since by a completion.
    var wordRangesAreFound: Bool { !preparedWordRanges.isEmpty || foundWordRanges.isKept }

    /// The keys' trie's first ``nodesWithWordRanges`` nodes' ranges of word indices, two `u32` a
    /// node: the first word at or below the node and one past the last, or `UInt32.max` twice
    /// where the trie is not of the sorted keys (``range(ofNode:prefix:)``). Found at load, or by
    /// the first completion of a lexicon loaded without them.
    var wordRanges: [UInt32] {
        if !preparedWordRanges.isEmpty { return preparedWordRanges }
        return foundWordRanges.value { Self.wordRanges(of: trie, kept: Self.nodesWithWordRanges) }
    }

    /// The first `kept` nodes' ranges of word indices (``wordRanges``), each found down the trie
    /// as a deeper node's is when asked (113,077 node reads for English's 16,384, half a millisecond).
    private static func wordRanges(of nodes: TrieNodes, kept: Int) -> [UInt32] {
        var ranges: [UInt32] = []
        ranges.reserveCapacity(2 * min(kept, nodes.count))
        for node in 0..<min(kept, nodes.count) {
            let range = nodes.wordRange(below: node)
            ranges.append(range.map { UInt32(truncatingIfNeeded: $0.lowerBound) } ?? .max)
            ranges.append(range.map { UInt32(truncatingIfNeeded: $0.upperBound) } ?? .max)
        }
        return ranges
    }

    /// A bit for each of the `count` strings of `a`, set where it has the bytes of `b`'s string
    /// of the same index.
    private static func sameBytes(_ a: StringTable, _ b: StringTable, count: Int) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: (count + 63) / 64)
        for i in 0..<count where a.hasSameBytes(i, as: i, of: b) { bits[i / 64] |= 1 << UInt64(i % 64) }
        return bits
    }

    /// The word indices of the optional list section `tag`, checked strictly ascending and below
    /// `words`; empty when the file has no such section.
    private static func wordList(_ tag: String, in file: ResourceFile, words: Int) throws(ResourceError) -> [UInt32] {
        guard file.sections[tag] != nil else { return [] }
        let listed = try file.array(tag, of: UInt32.self)
        for i in listed.indices where Int(listed[i]) >= words || (i > 0 && listed[i - 1] >= listed[i]) {
            throw .malformedSection(file: file.path, tag: tag)
        }
        return Array(listed)
    }

    /// How many of the most frequent words corrections are drawn from. A bigger lexicon adds rare
    /// words that make good completions and valid spellings, but a correction into them is rarely
    /// what was meant, and searching them would make the edit walk grow with the lexicon
    /// (docs/PERFORMANCE.md). The bundled lexicon (89,653 words) is whole below it; a bigger one
    /// built with a correction trie draws them from the bundled vocabulary only. 90,000 since the
    /// bundled list took in rarer dictionary words (docs/BENCHMARK.md, "Rarer dictionary words").
    public static let correctionVocabulary = 90_000

    /// The number of words.
    public var count: Int { keys.count }

    /// The number of bigram pairs.
    public var bigramCount: Int { bigramSeconds.count }

    /// The lower-case key of a word (`don't`).
    public func key(_ id: WordID) -> String { keys[id.index] }

    /// Calls `body` with the UTF-8 bytes of word `id`'s key, read from the mapped file (no string
    /// is made); the buffer must not escape.
    public func withKeyBytes<R>(_ id: WordID, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try keys.withBytes(id.index, body)
    }

    /// The word as it is written (`I'm`, `Paris`, `don't`).
    public func word(_ id: WordID) -> String { surfaces[id.index] }

    /// The natural log of the word's unigram probability.
    public func logProbability(_ id: WordID) -> Float { logProbabilities[id.index] }

    /// The word whose key is exactly `key`, if the lexicon has it: down the trie, one step a
    /// scalar (every candidate's bigram asks this; a binary search of the keys, with string
    /// compares, held 8% of the samples of the sample trace's keystrokes, the trie 6%).
    public func id(forKey key: String) -> WordID? {
        guard let node = node(ofPrefix: key) else { return nil }
        return word(atNode: node)
    }

    /// Whether `key` is a word of the lexicon.
    public func contains(key: String) -> Bool { id(forKey: key) != nil }

    /// Whether the word is on the file's list of potentially offensive words (`OFFN`: profanity,
    /// sexual slang, slurs). Such a word is valid and is never changed when typed, but a session
    /// that blocks offensive words never proposes it (`EngineConfiguration.blocksOffensiveWords`).
    /// O(log k) in the list's length; false for every word of a file without the list.
    public func isPotentiallyOffensive(_ id: WordID) -> Bool {
        var low = 0, high = offensive.count
        while low < high {
            let middle = (low + high) / 2
            if offensive[middle] < id.rawValue { low = middle + 1 } else { high = middle }
        }
        return low < offensive.count && offensive[low] == id.rawValue
    }

    /// The keys of the potentially offensive words (``isPotentiallyOffensive(_:)``), in key order.
    public var potentiallyOffensiveKeys: [String] {
        offensive.map { key(WordID(rawValue: $0)) }
    }

    /// The words in descending frequency, `limit` of them.
    public func mostFrequent(limit: Int) -> [ScoredWord] {
        (0..<min(max(0, limit), count)).map { rank in
            let id = WordID(rawValue: rankOrder[rank])
            return ScoredWord(id: id, logProbability: logProbability(id))
        }
    }
}
