import KeyboardLexicon
import Testing

@Suite("The user's words (a word list)")
struct WordListTests {
    @Test("near words walked as a trie are those each key's own edit distance finds, best first",
          arguments: [("recieve", Float(9)), ("teh", 9), ("accomodate", 9), ("qzx", 9), ("th", 9),
                      // `the` for `hte` only by the swap (2.5): its `t` row is out of reach, and
                      // the keys before it that begin with `t` are cut short there.
                      ("hte", 2.6),
                      // Keys whose letters share indices (`∆` and `∇` are both "other"), an
                      // apostrophe, accents, and keys of one letter.
                      ("x∆", 9), ("dont", 9), ("cafe", 9), ("t", 9)])
    func nearWordsAsEachKeyAlone(typed: String, maxCost: Float) throws {
        let lexicon = try #require(LexiconTests.lexicon)
        // Three thousand keys that share beginnings, as sorted words do, and a few the walk cuts
        // short and others it must not (`re`, `rec`, `receive`, `recieve`'s neighbours).
        let keys = (0..<3000).map { lexicon.key(WordID(rawValue: UInt32(1000 + 3 * $0))) }
            + ["re", "rec", "receive", "recieve", "reciever", "the", "teh", "tea", "tgx", "tgy", "thx", "accommodate", "accomodation",
               "x∆", "x∇", "x∆y", "don't", "dont", "donut", "café", "cafe", "cafés", "naïve", "t", "a", "i"]
        let list = WordList(words: keys)
        let table = NearWordCacheTests.costs(typed)
        let longest = typed.unicodeScalars.count + 4
        let expected = list.allEntries
            .filter { $0.key.unicodeScalars.count <= longest }
            .map { NearWord(entry: $0, cost: table.cost(of: $0.key)) }
            .filter { $0.cost <= maxCost }
            .sorted { $0.cost < $1.cost }
        #expect(expected.count < list.wordCount)
        if typed != "qzx" { #expect(!expected.isEmpty, "the check can fail: \(typed) has near words") }
        #expect(list.nearWords(table, maxCost: maxCost, limit: 10_000) == expected)
        #expect(list.nearWords(table, maxCost: maxCost, limit: 3) == Array(expected.prefix(3)))
    }
}
