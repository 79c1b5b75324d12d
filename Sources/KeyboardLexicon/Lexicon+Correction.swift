import KeyboardData

/// Words near a typed word: a walk of the trie with a bounded weighted edit distance (the AOSP
/// keyboard's approach), keeping the words with the best `−cost + log P(word)` — the noisy
/// channel with the unigram prior. A node is entered when some alignment of its parent's prefix
/// costs at most `maxCost`; a word is kept when it is within `maxCost` and among the best `limit`.
/// In a lexicon bigger than the ``Lexicon/correctionVocabulary`` the walk reads the trie of just
/// those words (`CNOD`), or, in a file without one, skips branches holding none of them.
///
/// The walk keeps every node it entered with its row in a ``NearWordCache``, in place: the next
/// keystroke's walk computes the columns of the letters that changed for those nodes, enters the
/// nodes that have come within reach, and rereads the words; nothing is allocated per node.
extension Lexicon {
    /// The uncached walk (``nearWords(_:maxCost:limit:cache:)`` with no cache): the best `limit`
    /// words within `maxCost` nats, best first.
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int) -> [NearWord] {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: nil).words
    }

    /// ``nearWords(_:maxCost:limit:)``, continuing the walk recorded in `cache` (keeping the columns
    /// its typed word shares with this one) and recording this walk there.
    /// Same results as the uncached walk; a key added costs one column per node instead of a row.
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?) -> [NearWord] {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: cache).words
    }

    /// ``nearWords(_:maxCost:limit:cache:)`` among the words at least `minimumLogProbability`
    /// likely: the walk passes by every branch holding none, so a low floor saves most of a wide
    /// walk's nodes (the same words as the unfloored walk's best of those that clear it).
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?,
                          minimumLogProbability: Float) -> [NearWord] {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: cache, minimumLogProbability: minimumLogProbability).words
    }

    /// ``nearWords(_:maxCost:limit:cache:minimumLogProbability:)``, and the cost of the typed
    /// letters against the closest beginning of a word the walk reached (read from the rows it
    /// computes anyway).
    public func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?) -> NearWordSearch {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: cache, minimumLogProbability: -.infinity)
    }

    /// ``nearWordSearch(_:maxCost:limit:cache:)`` without the words beginning with the typed first
    /// letter: the walk passes by the root's branch of that letter (by alphabet index), which a
    /// walk with ``EditCostTable/keepingFirstLetter(penalty:)``'s table reaches with the same costs
    /// (a word beginning with the typed letter costs the same by both tables unless its cheapest
    /// alignment does not pair the first letters).
    public func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?,
                               skippingTypedFirstLetter: Bool) -> NearWordSearch {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: cache, minimumLogProbability: -.infinity,
                       skippingTypedFirstLetter: skippingTypedFirstLetter)
    }

    /// ``nearWordSearch(_:maxCost:limit:cache:)`` among the words at least `minimumLogProbability`
    /// likely (and, in a lexicon bigger than the ``correctionVocabulary``, among those words).
    /// A cache walked with a higher floor than this walk's is walked afresh.
    public func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?,
                               minimumLogProbability: Float) -> NearWordSearch {
        nearWordSearch(costs, maxCost: maxCost, limit: limit, cache: cache, minimumLogProbability: minimumLogProbability, skippingTypedFirstLetter: false)
    }

    /// The walk among the words at least `minimumLogProbability` likely, passing by the root's
    /// children of the typed first letter when `skippingTypedFirstLetter`.
    private func nearWordSearch(_ costs: EditCostTable, maxCost: Float, limit: Int, cache: NearWordCache?,
                                minimumLogProbability: Float, skippingTypedFirstLetter: Bool) -> NearWordSearch {
        withWalkTrie { trie in
            NearWordCache.search(trie, root: trieRoot, identity: path, cache: cache, costs: costs, maxCost: maxCost, limit: limit,
                                 floor: max(correctionFloor, minimumLogProbability), skippingTypedFirstLetter: skippingTypedFirstLetter, words: self)
        }
    }

    /// Calls `body` with the correction trie as the walk reads it; it must not escape.
    private func withWalkTrie<R>(_ body: (LexiconWalkTrie) -> R) -> R {
        let index = correctionIndex
        return correctionTrie.storage.withUnsafeBufferPointer { nodes in
            index.letters.withUnsafeBufferPointer { letters in
                index.below.withUnsafeBufferPointer { below in
                    correctionBest.withUnsafeBufferPointer { best in
                        logProbabilities.withUnsafeBufferPointer { logProbabilities in
                            // The load made sure of a node at least (so of its letter and best); an
                            // empty array (no sets kept, no words) stands in as another, never read.
                            body(LexiconWalkTrie(nodes: nodes.baseAddress!, letters: letters.baseAddress!, below: below.baseAddress ?? nodes.baseAddress!,
                                                 belowCount: below.count, best: best.baseAddress!,
                                                 logProbabilities: logProbabilities.baseAddress ?? best.baseAddress!))
                        }
                    }
                }
            }
        }
    }
}

extension Lexicon: NearWordSource {
    func nearWord(_ index: Int, cost: Float) -> NearWord {
        NearWord(entry: entry(WordID(rawValue: UInt32(index))), cost: cost)
    }
}
