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

    @Test("a key and a prefix are found by their bytes as by a scan of every word")
    func lookUpsAgreeWithAScan() {
        // Keys that begin one another, differ in their last byte, or hold bytes above 0x7F
        // (which sort after every ASCII letter), and one-letter keys.
        let words = ["re", "rec", "receive", "recieve", "reciever", "the", "teh", "tea", "don't", "dont", "donut",
                     "café", "cafe", "cafés", "caff", "naïve", "naive", "zoë", "zoe", "t", "a", "i", "Ångström", "ab", "abc", "abd"]
        let list = WordList(words: words)
        #expect(list.allEntries.map(\.key) == list.allEntries.map(\.key).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let asked = list.allEntries.map(\.key) + ["", "r", "reci", "recz", "caf", "café", "cafe\u{301}", "na", "naï", "zo", "å",
                                                   "ångström", "abca", "b", "zzz", "\u{10FFFF}", "'", "don", "don'"]
        for key in asked {
            // By scalars (so by bytes): `cafe` and a combining accent is not the key `café`.
            #expect(list.entry(forKey: key)?.key == list.allEntries.first { $0.key.utf8.elementsEqual(key.utf8) }?.key, "\(key)")
            for limit in [1, 3, 100] {
                let scanned = list.allEntries.filter { $0.key.utf8.starts(with: key.utf8) }.prefix(limit).map(\.key)
                #expect(list.completions(ofPrefix: key, limit: limit).map(\.key) == Array(scanned), "\(key) \(limit)")
            }
        }
    }
}
