import KeyboardLexicon
import Testing

/// `TopK`: the best few of many, as sorting them all would give.
@Suite("Top k")
struct TopKTests {
    /// Scores with many ties, so the tie-break (the word id) decides often.
    static let words = (0..<200).map { ScoredWord(id: WordID(rawValue: UInt32($0)), logProbability: Float(($0 * 37) % 11) * -0.5) }

    @Test("the best k in order, whatever order they arrive in", arguments: [0, 1, 3, 7, 200, 250])
    func sameAsSorting(_ limit: Int) {
        let expected = Array(Self.words.sorted(by: ScoredWord.precedes).prefix(limit))
        // As listed, reversed, and scattered (73 is prime to 200, so every word comes once).
        let orders = [Self.words, Self.words.reversed(), (0..<200).map { Self.words[($0 * 73) % 200] }]
        for order in orders {
            var top = TopK<ScoredWord>(limit: limit)
            for word in order { top.insert(word) }
            #expect(top.sorted() == expected)
        }
    }

    @Test("indices ordered by the caller's comparator keep the same best k", arguments: [0, 1, 3, 7, 200, 250])
    func byComparator(_ limit: Int) {
        let expected = Array(Self.words.sorted(by: ScoredWord.precedes).prefix(limit)).map { Int($0.id.rawValue) }
        var top = TopK<Int>(limit: limit)
        for index in (0..<200).map({ ($0 * 73) % 200 }) {
            top.insert(index) { ScoredWord.precedes(Self.words[$0], Self.words[$1]) }
        }
        #expect(top.sorted() == expected)
    }
}
