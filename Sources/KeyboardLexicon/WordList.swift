/// A small in-memory ``WordModel``: the user's contact names and custom words, and (later) the
/// learned words. Sorted keys, binary-searched; built once per change, read on every keystroke.
///
/// Every word gets the same prior log-probability, since the user's own words carry no corpus
/// frequency; callers give them their preference in ranking.
public struct WordList: WordModel, Sendable, Hashable {
    /// The prior every word gets, about that of a word used once in 20,000.
    public static let defaultLogProbability: Float = -10

    private let entries: [WordEntry]
    /// Each key's letters as alphabet indices (``EditCostTable/index(of:)``), key after key;
    /// key `i`'s are `letters[starts[i]..<starts[i + 1]]`.
    private let letters: [UInt8]
    private let starts: [Int32]

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
        var letters: [UInt8] = [], starts: [Int32] = [0]
        for entry in entries {
            letters += entry.key.unicodeScalars.map { UInt8(truncatingIfNeeded: EditCostTable.index(of: $0.value)) }
            starts.append(Int32(truncatingIfNeeded: letters.count))
        }
        self.letters = letters
        self.starts = starts
    }

    public var wordCount: Int { entries.count }

    public var isEmpty: Bool { entries.isEmpty }

    /// Every word, in key order (the swipe decoder matches them all).
    public var allEntries: [WordEntry] { entries }

    public func entry(forKey key: String) -> WordEntry? {
        let i = lowerBound(key)
        return i < entries.count && entries[i].key == key ? entries[i] : nil
    }

    public func hasWords(withPrefix prefix: String) -> Bool {
        let i = lowerBound(prefix)
        return i < entries.count && entries[i].key.hasPrefix(prefix)
    }

    public func completions(ofPrefix prefix: String, limit: Int) -> [WordEntry] {
        guard limit > 0 else { return [] }
        var result: [WordEntry] = []
        var i = lowerBound(prefix)
        while i < entries.count, entries[i].key.hasPrefix(prefix), result.count < limit {
            result.append(entries[i])
            i += 1
        }
        return result
    }

    public func bigramLogProbability(previous: String, next: String) -> Float? { nil }

    public func predictions(after previous: String, limit: Int) -> [WordEntry] { [] }

    /// The keys walked in order as a trie's branches: a key's rows carry over from the key before
    /// for the letters they share, so each row is computed once per distinct beginning, and once a
    /// row is out of reach, and no transposition brings the letters after it within reach from the
    /// row before, every key with that beginning is passed by. One row buffer a walk; the letters
    /// were mapped when the list was built. Checked one by one, each key with rows of its own,
    /// 2,500 words (a heavy user's contacts and learned words) made a typed word about seven
    /// times slower, against one and a half now (docs/BENCHMARK.md, "The user's words walked as
    /// a trie").
    ///
    /// All of a list's words share one prior, so their order by cost is the order by
    /// `−cost + log P(word)`; equal costs keep key order.
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int) -> [NearWord] {
        guard limit > 0, !costs.typed.isEmpty, costs.typed.count <= EditCostTable.maximumTypedLength else { return [] }
        let n = costs.typed.count, longest = n + 4
        var found: [NearWord] = []
        var rowBuffer = [Float](repeating: 0, count: (n + 1) * (longest + 1))
        var pathBuffer = [Int](repeating: -1, count: longest + 1)
        costs.withRows { dp in
            rowBuffer.withUnsafeMutableBufferPointer { rows in
                pathBuffer.withUnsafeMutableBufferPointer { path in
                    dp.start(rows)
                    // Rows 0…`computed` hold for the letters `path[1…computed]`; when the last
                    // key was given up at `cut` letters, every key beginning with those is too.
                    var computed = 0, cut = Int.max
                    for i in entries.indices {
                        let start = Int(starts[i]), count = Int(starts[i + 1]) - start
                        guard count <= longest else { continue }
                        var shared = 0
                        while shared < min(count, computed), Int(letters[start + shared]) == path[shared + 1] { shared += 1 }
                        if shared >= cut { continue }
                        cut = .max
                        computed = shared
                        var depth = shared
                        while depth < count {
                            let letter = Int(letters[start + depth])
                            let minimum = dp.fill(rows, depth: depth, letter: letter, letters: path)
                            let parentRow = rows.baseAddress! + depth * dp.width
                            depth += 1
                            computed = depth
                            // Out of reach, and so is what a transposition brings the letters after
                            // it from the row before (read only then).
                            if minimum > maxCost, dp.transpositionFloor(letter: letter, parentRow: parentRow) > maxCost {
                                cut = depth
                                break
                            }
                        }
                        guard cut == .max else { continue }
                        let cost = rows[count * dp.width + n]
                        if cost <= maxCost { found.append(NearWord(entry: entries[i], cost: cost)) }
                    }
                }
            }
        }
        return Array(found.sorted { $0.cost < $1.cost }.prefix(limit))
    }

    private func lowerBound(_ key: String) -> Int {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].key.utf8.lexicographicallyPrecedes(key.utf8) { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
