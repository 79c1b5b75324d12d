@testable import KeyboardLexicon
import Testing
import TestSupport

@Suite("Followers of long bigram rows, kept once found")
struct KeptFollowersTests {
    /// What ``Lexicon/followerEntries(after:limit:)`` must give, read from the table itself: the
    /// row's pairs sorted most likely first (ties by word id), as entries with the pair's score.
    static func expected(_ lexicon: Lexicon, _ previous: WordID, limit: Int) -> [WordEntry] {
        let row = Int(lexicon.bigramRows[previous.index])..<Int(lexicon.bigramRows[previous.index + 1])
        let scored = row.map { ScoredWord(id: WordID(rawValue: lexicon.bigramSeconds[$0]), logProbability: lexicon.bigramLogProbabilities[$0]) }
        return scored.sorted(by: ScoredWord.precedes).prefix(limit).map { word in
            var entry = lexicon.entry(word.id)
            entry.logProbability = word.logProbability
            return entry
        }
    }

    @Test("give the row's likeliest words whatever was asked before, kept or not", arguments: [
        [1, 3, 7, 40, 48, 49, 200],   // small requests first: the kept list is found by a request for fewer
        [200, 49, 48, 40, 7, 3, 1],   // big ones first, past what is kept
    ])
    func sameAsTheTable(limits: [Int]) throws {
        let lexicon = try Lexicon(path: ResourceFixtures.path("Lexicon/en.lexicon"))
        let words = ["the", "a", "i", "of", "to", "and", "you", "zebra", "hierarchy", "think", "don't", "it's"]
        let ids = try words.map { try #require(lexicon.previousWord($0).id, "\($0)") }
        let long = ids.filter { lexicon.bigramRowLength($0) >= Lexicon.longBigramRow }
        #expect(long.count >= 6, "common words head long rows")
        #expect(ids.contains { lexicon.bigramRowLength($0) < Lexicon.longBigramRow }, "and a rare word a short one")
        for _ in 0..<2 {   // the second time from what was kept
            for limit in limits {
                for (word, id) in zip(words, ids) {
                    let expected = Self.expected(lexicon, id, limit: limit)
                    let given = lexicon.followerEntries(after: id, limit: limit)
                    #expect(given == expected, "\(word), \(limit)")
                    #expect(given.map(\.logProbability) == expected.map(\.logProbability), "\(word), \(limit): scores")
                    #expect(lexicon.predictions(after: word, limit: limit) == given, "\(word), \(limit): by key")
                }
            }
        }
        #expect(lexicon.keptFollowers.count == Set(long).count, "each long row kept once, no short one")
        #expect(lexicon.followerEntries(after: ids[0], limit: 0).isEmpty)
    }
}
