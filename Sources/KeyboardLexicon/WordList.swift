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
        guard limit > 0, !costs.typed.isEmpty else { return [] }
        let dp = EditDistanceRows(costs: costs, maxCost: maxCost)
        var found: [NearWord] = []
        for entry in entries {
            var previous = dp.firstRow(), beforePrevious: [Float]? = nil
            var row = previous
            var previousLetter = -1
            var alive = true
            for scalar in entry.key.unicodeScalars {
                let letter = EditCostTable.index(of: scalar.value)
                if dp.next(&row, previous: previous, beforePrevious: beforePrevious, letter: letter, previousLetter: previousLetter) > maxCost {
                    alive = false
                    break
                }
                beforePrevious = previous
                previous = row
                previousLetter = letter
            }
            if alive, let cost = previous.last, cost <= maxCost { found.append(NearWord(entry: entry, cost: cost)) }
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
