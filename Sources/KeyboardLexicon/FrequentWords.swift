import KeyboardSync

/// The most frequent words of the lexicon's big prefix ranges, kept once found, for
/// ``Lexicon/completions(of:limit:)``.
///
/// Every reading of every keystroke asks for its prefix's completions, and a keystroke's readings
/// are mostly short prefixes of the keys near the tap, ranges of hundreds or thousands of words:
/// each request scanned its range, or walked the frequency order until enough of its words had
/// come by (a thousand words and more for a rare letter such as `j`). The answer depends only on
/// the range and which of the two ways found it, so the first ``kept`` words of each range of
/// ``smallestRange`` words or more are kept, and a later request for as many or fewer gets their
/// prefix: the same words, in the same order, as its own scan or walk would find (both give a
/// best-first list whose first `k` are the best `k`).
///
/// A list, words and entries, is about a kilobyte. The bundled English lexicon has 177 ranges
/// that big (each may be kept twice, as scanned and as walked), so a session keeps at most a few
/// hundred kilobytes; past ``capacity`` lists (a much bigger lexicon's), requests scan or walk
/// as before.
/// Thread-safe (a pthread mutex, ``Lock``, which ThreadSanitizer sees: it reported the standard
/// library's `Mutex` as a race); the copies of a lexicon share one.
final class FrequentWords: @unchecked Sendable {
    /// Words kept per range: at least the ranker's and the strip's requests (6, 3).
    static let kept = 16
    /// The smallest range kept: a scan of fewer costs about what the look-up does.
    static let smallestRange = 256
    /// The most lists kept: about a megabyte at most.
    static let capacity = 1024

    /// A range's first words, and the same as entries.
    struct Kept: Sendable {
        var words: [ScoredWord]
        var entries: [WordEntry]
    }

    private let lists = KeptLists<Kept>(capacity: capacity)

    init() {}

    /// The ``kept`` words of `range` that `find` gives (its first ``kept`` most frequent, by a
    /// scan when `scanned`, else by a walk of the frequency order), found the first time and kept.
    func kept(in range: Range<Int>, scanned: Bool, find: () -> Kept) -> Kept {
        lists.value(for: range.lowerBound << 33 | range.upperBound << 1 | (scanned ? 1 : 0), find: find)
    }
}

/// Lists found the first time they are asked for and kept by key, up to ``capacity`` (past it,
/// each request finds its list again): the big prefix ranges' most frequent words
/// (``FrequentWords``) and the long bigram rows' likeliest followers
/// (``Lexicon/followerEntries(after:limit:)``).
/// Thread-safe (``Lock``); `find` runs under the lock.
final class KeptLists<Value: Sendable>: @unchecked Sendable {
    /// The most lists kept.
    let capacity: Int
    private let lock = Lock()
    private var table: [Int: Value] = [:]

    init(capacity: Int) { self.capacity = capacity }

    /// The list kept for `key`, else the one `find` gives, kept while there is room.
    func value(for key: Int, find: () -> Value) -> Value {
        lock.withLock {
            if let kept = table[key] { return kept }
            let found = find()
            if table.count < capacity { table[key] = found }
            return found
        }
    }

    /// The number of lists kept (for tests).
    var count: Int { lock.withLock { table.count } }
}

/// One value made the first time it is asked for and kept: what a lexicon derives only once it
/// is used (``Lexicon/correctionIndex``, ``Lexicon/wordRanges`` of a lexicon loaded without
/// them). A ``KeptLists`` of one, under its pthread lock (ThreadSanitizer does not see the
/// standard library's `Mutex`, and reported its first use here as a race); `make` runs under it.
final class KeptValue<Value: Sendable>: Sendable {
    private let kept = KeptLists<Value>(capacity: 1)

    /// The value kept, else the one `make` gives, kept.
    func value(make: () -> Value) -> Value { kept.value(for: 0, find: make) }

    /// Whether a value is kept (for tests).
    var isKept: Bool { kept.count > 0 }
}
