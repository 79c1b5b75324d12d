/// A small in-memory ``WordModel``: the user's contact names and custom words, and (later) the
/// learned words. Sorted keys, binary-searched; built once per change, read on every keystroke.
///
/// Every word gets the same prior log-probability, since the user's own words carry no corpus
/// frequency; callers give them their preference in ranking.
public struct WordList: WordModel, Sendable, Hashable {
    /// The prior every word gets, about that of a word used once in 20,000.
    public static let defaultLogProbability: Float = -10

    private let entries: [WordEntry]

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

    /// Checks each word in turn: the list is small (hundreds to a few thousand words).
    public func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int) -> [NearWord] {
        guard limit > 0, !costs.typed.isEmpty, costs.typed.count <= EditCostTable.maximumTypedLength else { return [] }
        var found: [NearWord] = []
        costs.withRows { dp in
        for entry in entries {
            let letters = entry.key.unicodeScalars.map { EditCostTable.index(of: $0.value) }
            guard letters.count <= costs.typed.count + 4 else { continue }
            var rowBuffer = [Float](repeating: 0, count: dp.width * (letters.count + 1))
            var letterBuffer = [Int](repeating: -1, count: letters.count + 1)
            let cost: Float? = rowBuffer.withUnsafeMutableBufferPointer { rows in
                letterBuffer.withUnsafeMutableBufferPointer { previous in
                    dp.start(rows)
                    // Given up once two rows running are out of reach: a row's cells come from the
                    // two before it (a transposition reads the second).
                    var before: Float = 0
                    for (depth, letter) in letters.enumerated() {
                        let minimum = dp.fill(rows, depth: depth, letter: letter, letters: previous)
                        if minimum > maxCost, before > maxCost { return nil }
                        before = minimum
                    }
                    return rows[letters.count * dp.width + costs.typed.count]
                }
            }
            if let cost, cost <= maxCost { found.append(NearWord(entry: entry, cost: cost)) }
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
