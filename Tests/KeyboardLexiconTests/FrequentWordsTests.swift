@testable import KeyboardLexicon
import Testing
import TestSupport

@Suite("Completions of big prefix ranges, kept once found")
struct FrequentWordsTests {
    /// What ``Lexicon/completions(of:limit:)`` must find, whichever way it looks: the range's
    /// words sorted best first, ties by index. The range's first words in the frequency order
    /// (``Lexicon/rankOrder``, each word's place in it given by `places`), which a walk reads, must
    /// be the same (checked here), so the test does not depend on which of the two the lexicon
    /// chooses.
    static func expected(_ lexicon: Lexicon, _ prefix: String, limit: Int, places: [Int]) -> [ScoredWord] {
        let range = lexicon.range(ofPrefix: prefix)
        func scored(_ index: Int) -> ScoredWord { ScoredWord(id: WordID(rawValue: UInt32(index)), logProbability: lexicon.logProbabilities[index]) }
        let sorted = Array(range.map(scored).sorted(by: ScoredWord.precedes).prefix(limit))
        let walked = range.sorted { places[$0] < places[$1] }.prefix(limit).map(scored)
        #expect(walked == sorted, "the frequency order of \(prefix)")
        return sorted
    }

    /// Each word's place in the lexicon's frequency order.
    static func places(in lexicon: Lexicon) -> [Int] {
        var places = [Int](repeating: 0, count: lexicon.count)
        for place in 0..<lexicon.count { places[Int(lexicon.rankOrder[place])] = place }
        return places
    }

    /// Every one- and two-letter prefix of the bundled lexicon's keys, and a few common longer
    /// ones: ranges of every size around the kept ones' bounds, and nested ranges that begin at
    /// the same word (`q` and `qu` when no word is just `q`).
    static func prefixes(of lexicon: Lexicon) -> [String] {
        let letters = "abcdefghijklmnopqrstuvwxyz'".map(String.init)
        let two = letters.flatMap { a in letters.map { a + $0 } }
        return (letters + two + ["con", "pro", "int", "dis", "res", "com", "ther", "inte", "qu", "str"])
            .filter { !lexicon.range(ofPrefix: $0).isEmpty }
    }

    @Test("give what a scan or a walk of the frequency order gives, whatever was asked before", arguments: [
        [1, 3, 6, 16, 17],   // small requests first: the kept words are found by a request for fewer
        [17, 16, 6, 3, 1],   // big ones first
    ])
    func sameAsUnkept(limits: [Int]) throws {
        let lexicon = try Lexicon(path: ResourceFixtures.path("Lexicon/en.lexicon"))
        let prefixes = Self.prefixes(of: lexicon)
        let places = Self.places(in: lexicon)
        #expect(prefixes.count > 300)
        #expect(prefixes.contains { lexicon.range(ofPrefix: $0).count >= FrequentWords.smallestRange })
        var kept = 0
        for limit in limits {
            for prefix in prefixes {
                let expected = Self.expected(lexicon, prefix, limit: limit, places: places)
                #expect(lexicon.completions(of: prefix, limit: limit) == expected, "\(prefix), \(limit)")
                // The same as entries, written out once for a big range.
                #expect(lexicon.completions(ofPrefix: prefix, limit: limit) == expected.map { lexicon.entry($0.id) }, "\(prefix), \(limit)")
                if lexicon.range(ofPrefix: prefix).count >= FrequentWords.smallestRange { kept += 1 }
            }
        }
        // Asked again, from what was kept.
        for prefix in prefixes.prefix(60) {
            #expect(lexicon.completions(of: prefix, limit: 6) == Self.expected(lexicon, prefix, limit: 6, places: places), "\(prefix) again")
        }
        #expect(kept > 0)
    }
}
