import KeyboardLexicon
import Testing

@Suite("Near words across keystrokes (the walk cache)")
struct NearWordCacheTests {
    /// Costs that differ by typed position and letter, as touch evidence makes them: a cached
    /// walk must copy exactly the columns whose costs it saw. `touch` varies the costs of one
    /// position, as a second tap on the same letter at another point would.
    static func costs(_ typed: String, touch: [Int: Float] = [:]) -> EditCostTable {
        let a = EditCostTable.alphabetSize
        let indices = typed.unicodeScalars.map { EditCostTable.index(of: $0.value) }
        var substitution = [Float](repeating: 0, count: indices.count * a)
        for (j, t) in indices.enumerated() {
            for c in 0..<a where c != t {
                substitution[j * a + c] = 2 + Float((c * 7 + t * 3 + j) % 5) * 0.5 + (touch[j] ?? 0)
            }
        }
        let insertion = indices.enumerated().map { j, t in 2.5 + Float((t + j) % 3) * 0.5 }
        return EditCostTable(typed: indices, substitution: substitution, deletion: (0..<a).map { 2 + Float($0 % 4) * 0.5 },
                             doubledDeletion: 1.5, insertion: insertion, transposition: 2.5, firstLetterExtraCost: 1)
    }

    /// Each step: what the composing word became, and the costs to walk.
    static let steps: [EditCostTable] = [
        costs("re"), costs("rec"), costs("reci"), costs("recie"), costs("reciev"), costs("recieve"),
        costs("recieve"),                                // the boundary asks again
        costs("reciev"), costs("recie"),                 // two backspaces
        costs("recir"), costs("recirv"),                 // another letter where one was deleted
        costs("recirv", touch: [3: 0.7]),                // the same letters, another touch at position 3
        costs("th"), costs("thw"), costs("thwy"),         // another word
        costs("tjeu"), costs("a"), costs("acomodate"), costs("acommodate"),
    ]

    @Test("gives exactly the uncached walk's words and costs, keystroke by keystroke")
    func exact() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        for (maxCost, limit) in [(Float(9), 24), (Float(6), 5)] {
            let cache = NearWordCache()
            for (step, table) in Self.steps.enumerated() {
                let cached = lexicon.nearWords(table, maxCost: maxCost, limit: limit, cache: cache)
                let fresh = lexicon.nearWords(table, maxCost: maxCost, limit: limit)
                #expect(cached == fresh, "step \(step), max \(maxCost), limit \(limit)")
            }
        }
    }

    @Test("a cache walked with one bound gives exact results under another, smaller or bigger")
    func boundsAlternate() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let cache = NearWordCache()
        for (step, table) in Self.steps.enumerated() {
            for (maxCost, limit) in [(Float(9), 24), (Float(6), 5), (Float(7.5), 12)] {
                let cached = lexicon.nearWords(table, maxCost: maxCost, limit: limit, cache: cache)
                let fresh = lexicon.nearWords(table, maxCost: maxCost, limit: limit)
                #expect(cached == fresh, "step \(step), max \(maxCost), limit \(limit)")
            }
        }
    }

    /// Every word of the lexicon scored alone with ``EditCostTable/cost(of:)`` — the same
    /// programme with no walk, no bound and no cache — then the walk's rules applied: within
    /// `maxCost`, at most four letters longer than the typed word, the best `limit` by
    /// `log P − cost`, equal scores by word index.
    static func bruteForce(_ lexicon: Lexicon, _ table: EditCostTable, costs: [(id: WordID, cost: Float)],
                           maxCost: Float, limit: Int) -> [NearWord] {
        costs.filter { $0.cost <= maxCost }
            .map { (id: $0.id, cost: $0.cost, score: lexicon.logProbability($0.id) - $0.cost) }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.id.rawValue < $1.id.rawValue }
            .prefix(limit)
            .map { NearWord(entry: WordEntry(key: lexicon.key($0.id), surface: lexicon.word($0.id), logProbability: lexicon.logProbability($0.id)),
                            cost: $0.cost) }
    }

    @Test("the walk, cached or not, finds exactly the words that scoring every word alone finds")
    func bruteForce() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let cache = NearWordCache()
        let ids = (0..<lexicon.count).map { WordID(rawValue: UInt32($0)) }
        for word in ["reci", "recie", "thw"] {
            let table = Self.costs(word)
            let costs = ids.filter { lexicon.key($0).unicodeScalars.count <= table.typed.count + 4 }
                .map { (id: $0, cost: table.cost(of: lexicon.key($0))) }
            for (maxCost, limit) in [(Float(9), 24), (Float(6), 5)] {
                let expected = Self.bruteForce(lexicon, table, costs: costs, maxCost: maxCost, limit: limit)
                #expect(!expected.isEmpty)
                #expect(lexicon.nearWords(table, maxCost: maxCost, limit: limit) == expected, "\(word), max \(maxCost)")
                #expect(lexicon.nearWords(table, maxCost: maxCost, limit: limit, cache: cache) == expected, "\(word), max \(maxCost), cached")
            }
        }
    }

    @Test("the closest prefix is the least cost of the typed letters against any word's beginning within the bound")
    func closestPrefixAgainstEveryBeginning() throws {
        // `acomm` is `accomm…` with a doubled letter dropped (1.5). Every beginning the walk may
        // reach (up to four letters longer than the typed word), each scored alone with the same
        // programme; once, as the scoring is slow in the sanitizers' debug builds.
        let lexicon = try #require(LexiconTests.lexicon)
        let table = Self.costs("acomm")
        let n = table.typed.count, maxCost: Float = 6
        var beginnings = Set<String>()
        for id in 0..<lexicon.count {
            let scalars = Array(lexicon.key(WordID(rawValue: UInt32(id))).unicodeScalars)
            for length in 1...min(scalars.count, n + 4) {
                var prefix = String.UnicodeScalarView()
                prefix.append(contentsOf: scalars[..<length])
                beginnings.insert(String(prefix))
            }
        }
        let least = beginnings.map { table.cost(of: $0) }.min() ?? .infinity
        #expect(least == 1.5)
        // A limit no walk reaches, so no branch is passed by for its words' scores.
        #expect(lexicon.nearWordSearch(table, maxCost: maxCost, limit: 1_000_000, cache: nil).closestPrefixCost == least)
        #expect(lexicon.nearWordSearch(table, maxCost: 1, limit: 1_000_000, cache: nil).closestPrefixCost == .infinity, "beyond the bound")
    }

    @Test("the closest prefix is the same uncached, cached, and typed key by key",
          arguments: [("acomm", Float(1.5)), ("recei", Float(0)), ("qzxjqv", Float.infinity)])
    func closestPrefixCached(typed: String, expected: Float) throws {
        // `recei` begins `receive`; nothing begins within 6 nats of `qzxjqv`.
        let lexicon = try #require(LexiconTests.lexicon)
        let table = Self.costs(typed)
        let maxCost: Float = 6, limit = 1_000_000
        let typing = NearWordCache()
        for end in typed.indices.dropFirst() {
            _ = lexicon.nearWordSearch(Self.costs(String(typed[..<end])), maxCost: maxCost, limit: limit, cache: typing)
        }
        for (name, cache) in [("uncached", nil), ("cached", NearWordCache()), ("typed", typing)] {
            let search = lexicon.nearWordSearch(table, maxCost: maxCost, limit: limit, cache: cache)
            #expect(search.closestPrefixCost == expected, "\(typed), \(name)")
            #expect(search.words == lexicon.nearWords(table, maxCost: maxCost, limit: limit), "\(typed), \(name)")
        }
    }

    @Test("a walk with a floor finds the unfloored walk's words that clear it, cached or not; a cache walked with a higher floor is not carried into a lower one")
    func floored() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let typed = "recieve", maxCost: Float = 9, limit = 1_000_000, floor: Float = -14
        let table = Self.costs(typed)
        let all = lexicon.nearWords(table, maxCost: maxCost, limit: limit)
        let kept = all.filter { $0.entry.logProbability >= floor }
        #expect(!kept.isEmpty && kept.count < all.count, "the floor leaves some words out: the check can fail")
        let typing = NearWordCache()
        for end in typed.indices.dropFirst() {
            _ = lexicon.nearWords(Self.costs(String(typed[..<end])), maxCost: maxCost, limit: limit, cache: typing, minimumLogProbability: floor)
        }
        for (name, cache) in [("uncached", nil), ("cached", NearWordCache()), ("typed", typing)] {
            #expect(lexicon.nearWords(table, maxCost: maxCost, limit: limit, cache: cache, minimumLogProbability: floor) == kept, "\(name)")
        }
        // The cache holds only the branches of words that clear the floor: a walk with a lower
        // one, of the same letters or one more, starts afresh.
        #expect(lexicon.nearWords(table, maxCost: maxCost, limit: limit, cache: typing) == all)
        let prefix = NearWordCache()
        _ = lexicon.nearWords(Self.costs("reciev"), maxCost: maxCost, limit: limit, cache: prefix, minimumLogProbability: floor)
        #expect(lexicon.nearWords(table, maxCost: maxCost, limit: limit, cache: prefix) == all)
        // A higher floor carries a lower one's rows over.
        let raised = NearWordCache()
        _ = lexicon.nearWords(Self.costs("reciev"), maxCost: maxCost, limit: limit, cache: raised, minimumLogProbability: floor)
        #expect(lexicon.nearWords(table, maxCost: maxCost, limit: limit, cache: raised, minimumLogProbability: -12)
            == all.filter { $0.entry.logProbability >= -12 })
        #expect(raised.lastReusedNodes > 0)
    }

    @Test("a node whose row is sure to be beyond the bound is not computed, but a doubled letter's deletion and a transposition are counted",
          arguments: [
              // `call` for `ca`: the first l deleted (3.5), the second a doubled letter's deletion
              // (1.5), 5.0 in all; after `cal` (3.5) the bound leaves 1.7, under any other edit of an l.
              ("ca", Float(5.2), "call", Float(5)),
              // `the` for `hte`: the swap (2.5) is the only way within the bound; the h of `th`
              // comes within it only from the root's row, by the transposition.
              ("hte", Float(2.6), "the", Float(2.5)),
          ])
    func prunedByCheapestEdit(typed: String, maxCost: Float, word: String, cost: Float) throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let table = Self.costs(typed)
        #expect(table.cost(of: word) == cost)
        let ids = (0..<lexicon.count).map { WordID(rawValue: UInt32($0)) }
        let costs = ids.filter { lexicon.key($0).unicodeScalars.count <= table.typed.count + 4 }
            .map { (id: $0, cost: table.cost(of: lexicon.key($0))) }
        let expected = Self.bruteForce(lexicon, table, costs: costs, maxCost: maxCost, limit: 5_000)
        #expect(expected.contains { $0.entry.key == word })
        // Uncached, a cache's first walk, and a cache that saw the word typed key by key.
        let typing = NearWordCache()
        for end in typed.indices.dropFirst() { _ = lexicon.nearWords(Self.costs(String(typed[..<end])), maxCost: maxCost, limit: 5_000, cache: typing) }
        for (name, cache) in [("uncached", nil), ("cached", NearWordCache()), ("typed", typing)] {
            let walked = lexicon.nearWords(table, maxCost: maxCost, limit: 5_000, cache: cache)
            let same = walked == expected
            #expect(same, "missing \(Set(expected.map(\.entry.key)).subtracting(walked.map(\.entry.key)).sorted()), \(name)")
        }
        // A word list's search (the user's words) finds it too.
        #expect(WordList(words: [word]).nearWords(table, maxCost: maxCost, limit: 1).map(\.cost) == [cost])
    }

    @Test("a key added reuses the rows of the walk before it; another word or other costs do not")
    func reuse() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let cache = NearWordCache()
        _ = lexicon.nearWords(Self.costs("reci"), maxCost: 9, limit: 24, cache: cache)
        #expect(cache.lastReusedNodes == 0)
        _ = lexicon.nearWords(Self.costs("recie"), maxCost: 9, limit: 24, cache: cache)
        #expect(cache.lastFilledNodes > 1_000)
        #expect(cache.lastReusedNodes > cache.lastFilledNodes / 2, "\(cache.lastReusedNodes) of \(cache.lastFilledNodes)")

        _ = lexicon.nearWords(Self.costs("qwer"), maxCost: 9, limit: 24, cache: cache)   // shares column 0 only

        var other = Self.costs("qwert")
        other = EditCostTable(typed: other.typed, substitution: other.substitution, deletion: other.deletion.map { $0 + 0.25 },
                              doubledDeletion: other.doubledDeletion, insertion: other.insertion, transposition: 2.5,   // as costs(_:) builds it
                              firstLetterExtraCost: other.firstLetterExtraCost)
        _ = lexicon.nearWords(other, maxCost: 9, limit: 24, cache: cache)
        #expect(cache.lastReusedNodes == 0, "other deletion costs change every column")

        cache.clear()
        _ = lexicon.nearWords(Self.costs("recie"), maxCost: 9, limit: 24, cache: cache)
        #expect(cache.lastReusedNodes == 0, "a cleared cache holds no walk")
    }

    /// A long word typed key by key, past the slack its rows were laid out with, then taken back
    /// and typed on: walks that skip their frozen entries, rows moved apart, and walks after a
    /// backspace that visit everything again.
    static let longWord: [EditCostTable] = {
        let word = Array("acommodashun")
        var steps = (1...word.count).map { costs(String(word[..<$0])) }
        steps += [costs("acommodash"), costs("acommodashin"), costs("acommodashinz")]
        return steps
    }()

    @Test("a key added passes by the frozen entries, with the uncached walk's words and costs")
    func frozenEntriesSkipped() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        for (maxCost, limit) in [(Float(9), 24), (Float(6), 5)] {
            let cache = NearWordCache()
            var skipped = 0
            for (step, table) in Self.longWord.enumerated() {
                let cached = lexicon.nearWords(table, maxCost: maxCost, limit: limit, cache: cache)
                #expect(cached == lexicon.nearWords(table, maxCost: maxCost, limit: limit), "step \(step), max \(maxCost)")
                #expect(cache.lastVisitedNodes <= cache.lastFilledNodes + 1)
                if cache.lastVisitedNodes < cache.lastFilledNodes / 2 { skipped += 1 }
            }
            // From a few letters on, most of what a walk reached is out of reach for good.
            #expect(skipped >= 6, "\(skipped) walks visited under half their entries, max \(maxCost)")
        }
    }

    @Test("a walk of every letter continued as one passing by the typed first letter gives the fresh walk's words, key by key, after a backspace too")
    func branchPassedBy() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        for (maxCost, limit) in [(Float(7), 24), (Float(9), 1_000)] {
            let cache = NearWordCache()
            cache.keysFollow = true
            // Every letter while the letters begin words, as the session's near search does…
            for typed in ["co", "con", "cont", "conte", "conten"] {
                #expect(lexicon.nearWords(Self.costs(typed), maxCost: maxCost, limit: limit, cache: cache)
                        == lexicon.nearWords(Self.costs(typed), maxCost: maxCost, limit: limit))
            }
            // …then the typed first letter passed by, where the letters stop beginning a word.
            var continued = 0
            for typed in ["contenp", "contenpt", "contenpte", "contenpt", "contenpted"] {
                let filled = cache.lastFilledNodes
                let walked = lexicon.nearWordSearch(Self.costs(typed), maxCost: maxCost, limit: limit, cache: cache, skippingTypedFirstLetter: true)
                let fresh = lexicon.nearWordSearch(Self.costs(typed), maxCost: maxCost, limit: limit, cache: nil, skippingTypedFirstLetter: true)
                #expect(walked.words == fresh.words, "\(typed), max \(maxCost)")
                #expect(walked.closestPrefixCost == fresh.closestPrefixCost, "\(typed), max \(maxCost)")
                #expect(!walked.words.contains { $0.entry.key.hasPrefix("c") })
                if cache.lastReusedNodes > 0, cache.lastReusedNodes == filled { continued += 1 }
            }
            // `contenp` and `contenpt` continue the walk before them; the backspace walks afresh.
            #expect(continued >= 2, "\(continued) walks continued, max \(maxCost)")
        }
    }

    @Test("a walk started afresh as keys are added, its bound grown, lists its live entries for the next key; a word's first walk does not")
    func listedWhileTyping() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let typing = NearWordCache()
        _ = lexicon.nearWords(Self.costs("acom"), maxCost: 6, limit: 24, cache: typing)   // the word's beginning, narrower
        _ = lexicon.nearWords(Self.costs("acomm"), maxCost: 9, limit: 24, cache: typing)
        #expect(typing.lastReusedNodes == 0, "a bigger bound walks afresh")
        let next = lexicon.nearWords(Self.costs("acommo"), maxCost: 9, limit: 24, cache: typing)
        #expect(next == lexicon.nearWords(Self.costs("acommo"), maxCost: 9, limit: 24))
        #expect(typing.lastVisitedNodes < typing.lastFilledNodes, "the frozen entries passed by: \(typing.lastVisitedNodes) of \(typing.lastFilledNodes) visited")

        let given = NearWordCache()
        _ = lexicon.nearWords(Self.costs("acomm"), maxCost: 9, limit: 24, cache: given)   // no walk before it: no list kept
        _ = lexicon.nearWords(Self.costs("acommo"), maxCost: 9, limit: 24, cache: given)
        #expect(given.lastVisitedNodes == given.lastFilledNodes + 1, "every entry and the root visited")
    }

    @Test("a word list's walk, cached, gives the uncached walk's words and costs keystroke by keystroke; another list in its place is walked afresh")
    func listCached() throws {
        let words = ["receive", "recipe", "deceive", "believe", "receiver", "relieve", "recieved", "acommodate", "accommodate", "the", "they"]
        let list = WordList(words: words)
        let cache = NearWordCache()
        cache.keysFollow = true
        for (step, table) in Self.steps.enumerated() {
            let cached = list.nearWords(table, maxCost: 9, limit: 24, cache: cache)
            #expect(cached == list.nearWords(table, maxCost: 9, limit: 24), "step \(step)")
        }
        #expect(!list.nearWords(Self.costs("recieve"), maxCost: 9, limit: 24, cache: cache).isEmpty)
        // The same words' list built again: a trie of its own, which the cache must not take for the first's.
        let other = WordList(words: ["recital", "receipt"])
        let walked = other.nearWords(Self.costs("recieve"), maxCost: 9, limit: 24, cache: cache)
        #expect(walked == other.nearWords(Self.costs("recieve"), maxCost: 9, limit: 24))
        #expect(walked.allSatisfy { ["recital", "receipt"].contains($0.entry.key) })
    }

    @Test("told that keys follow, a word's first walk lists its live entries, and the next key's visits only those, with the same words")
    func keysFollow() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let typing = NearWordCache()
        typing.keysFollow = true
        _ = lexicon.nearWords(Self.costs("acomm"), maxCost: 9, limit: 24, cache: typing)   // the word's first walk
        let next = lexicon.nearWords(Self.costs("acommo"), maxCost: 9, limit: 24, cache: typing)
        #expect(next == lexicon.nearWords(Self.costs("acommo"), maxCost: 9, limit: 24))
        #expect(typing.lastVisitedNodes < typing.lastFilledNodes, "the frozen entries passed by: \(typing.lastVisitedNodes) of \(typing.lastFilledNodes) visited")
        typing.clear()
        #expect(typing.keysFollow, "clearing forgets the walk, not what the cache was told")
        typing.keysFollow = false
        _ = lexicon.nearWords(Self.costs("acomm"), maxCost: 9, limit: 24, cache: typing)
        _ = lexicon.nearWords(Self.costs("acommo"), maxCost: 9, limit: 24, cache: typing)
        #expect(typing.lastVisitedNodes == typing.lastFilledNodes + 1, "told otherwise, every entry and the root visited")
    }

    @Test("a walk keeps only the nodes within reach, and keys added continue it, entering those that come within reach")
    func withinReachOnly() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let cache = NearWordCache()
        for (step, word) in ["acomodate", "acomodates", "acomodatess", "acomodates", "acomodatex"].enumerated() {
            let table = Self.costs(word)
            #expect(lexicon.nearWords(table, maxCost: 9, limit: 24, cache: cache) == lexicon.nearWords(table, maxCost: 9, limit: 24),
                    "step \(step)")
            if step == 0 || step == 2 { #expect(cache.lastNodesOutOfReach == 0, "step \(step): \(cache.lastFilledNodes) nodes") }
            if step > 0 { #expect(cache.lastReusedNodes > cache.lastFilledNodes / 2, "step \(step): a word given whole, then keys added, continue it") }
        }
        #expect(cache.lastFilledNodes > 500)
    }

    @Test("clearing keeps a walk's buffers up to the limit and lets bigger ones go")
    func buffersKeptOrLetGo() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let cache = NearWordCache()
        for word in ["re", "rec", "reci", "recie"] { _ = lexicon.nearWords(Self.costs(word), maxCost: 9, limit: 24, cache: cache) }
        let grown = cache.bufferBytes
        #expect(grown > 100_000, "\(grown)")
        cache.clear()
        #expect(cache.bufferBytes == grown, "kept for the next word")
        cache.clear(keepingBuffersUpTo: grown / 4)
        #expect(cache.bufferBytes < grown / 4, "over the limit: let go")
        #expect(lexicon.nearWords(Self.costs("recie"), maxCost: 9, limit: 24, cache: cache) == lexicon.nearWords(Self.costs("recie"), maxCost: 9, limit: 24))
    }
}
