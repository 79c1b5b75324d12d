import Foundation
import KeyboardData
import KeyboardLexicon
import Testing
import TestSupport

@Suite("Bundled lexicon")
struct LexiconTests {
    static let lexicon = try? Lexicon(path: ResourceFixtures.path("Lexicon/en.lexicon"))

    func english() throws -> Lexicon { try #require(Self.lexicon) }

    @Test("holds at least 80,000 words and 240,000 bigrams")
    func size() throws {
        let lexicon = try english()
        #expect(lexicon.count >= 80_000)
        #expect(lexicon.bigramCount >= 240_000)
    }

    @Test("has what people type on phones that the book list lacks, and not the typos among it")
    func phoneWords() throws {
        let lexicon = try english()
        for word in ["favorite", "color", "mom", "math", "lol", "haha", "idk", "y'all", "ma'am"] {
            #expect(lexicon.id(forKey: word) != nil, "\(word) is missing")
        }
        #expect(lexicon.word(try #require(lexicon.id(forKey: "nasa"))) == "NASA")
        #expect(lexicon.word(try #require(lexicon.id(forKey: "english"))) == "English")
        // Chat words are written as listed, not in hunspell's capitals (`OK`, `BC`, `MSG`, `DA`).
        for word in ["ok", "bc", "msg", "btw", "fyi", "imo", "da"] {
            #expect(lexicon.word(try #require(lexicon.id(forKey: word))) == word)
        }
        for typo in ["dont", "im", "thats", "didnt", "alot", "atleast", "goin", "ge", "ot"] {
            #expect(lexicon.id(forKey: typo) == nil, "\(typo) must stay correctable")
        }
    }

    @Test("has the contractions the book list lacks (there'll, would've), not misspelt ones (the're, u'll)")
    func addedContractions() throws {
        let lexicon = try english()
        for word in ["there'll", "there'd", "would've", "that'll", "where'd", "what'd", "who've"] {
            #expect(lexicon.id(forKey: word) != nil, "\(word) is missing")
        }
        for typo in ["the're", "u'll", "your're", "id'd", "this's"] {
            #expect(lexicon.id(forKey: typo) == nil, "\(typo) must stay correctable")
        }
    }

    @Test("has the possessives people write (today's, women's, Obama's in its capital), not ones hunspell rejects (get's)")
    func possessives() throws {
        let lexicon = try english()
        for word in ["today's", "women's", "children's", "mother's"] {
            #expect(lexicon.id(forKey: word) != nil, "\(word) is missing")
        }
        #expect(lexicon.word(try #require(lexicon.id(forKey: "obama's"))) == "Obama's")
        #expect(lexicon.id(forKey: "get's") == nil)
    }

    @Test("looks words up by key, with their written form")
    func lookup() throws {
        let lexicon = try english()
        let the = try #require(lexicon.id(forKey: "the"))
        #expect(lexicon.word(the) == "the")
        #expect(lexicon.mostFrequent(limit: 1).first?.id == the)
        #expect(lexicon.word(try #require(lexicon.id(forKey: "i"))) == "I")
        #expect(lexicon.word(try #require(lexicon.id(forKey: "i'm"))) == "I'm")
        #expect(lexicon.word(try #require(lexicon.id(forKey: "paris"))) == "Paris")
        #expect(lexicon.word(try #require(lexicon.id(forKey: "don't"))) == "don't")
        #expect(lexicon.id(forKey: "qqqzzzx") == nil)
        #expect(lexicon.id(forKey: "") == nil)
        #expect(lexicon.id(forKey: "The") == nil) // keys are lower case
        // Entries: the surface is the key's string where they are spelt alike, its own otherwise.
        for (key, surface) in [("the", "the"), ("paris", "Paris"), ("i", "I"), ("don't", "don't"), ("über", nil)] {
            #expect(lexicon.entry(forKey: key).map { [$0.key, $0.surface] } == surface.map { [key, $0] })
        }
        #expect(lexicon.completions(ofPrefix: "pari", limit: 50).contains { $0.key == "paris" && $0.surface == "Paris" })
        // Every word's entry, whether or not its surface is spelt as its key (found at load).
        var respelt = 0
        for index in 0..<lexicon.count {
            let id = WordID(rawValue: UInt32(index))
            let entry = lexicon.entry(forKey: lexicon.key(id))
            if entry?.surface != lexicon.word(id) { Issue.record("\(lexicon.key(id)): \(entry?.surface ?? "none")") }
            if lexicon.word(id) != lexicon.key(id) { respelt += 1 }
        }
        #expect(respelt > 1_000 && respelt < lexicon.count / 2)
        // A prefix typed with letters beyond ASCII walks the trie by its scalars (English's keys
        // are ASCII: German's `straß`).
        let german = try Lexicon(path: ResourceFixtures.path("Lexicon/de.lexicon"))
        let stra = try #require(german.node(ofPrefix: "stra"))
        let strass = try #require(german.node(ofPrefix: "straß"))
        #expect(german.child(of: stra, scalar: 0xDF) == strass)
        #expect(lexicon.node(ofPrefix: "café") == nil)
        #expect(lexicon.node(ofPrefix: "qqqzzzx") == nil)
        #expect(lexicon.node(ofPrefix: "") == lexicon.trieRoot)
    }

    @Test("completions are the most frequent words with the prefix, best first")
    func completions() throws {
        let lexicon = try english()
        let th = lexicon.completions(of: "th", limit: 3).map { lexicon.word($0.id) }
        #expect(th == ["the", "that", "this"])
        let scores = lexicon.completions(of: "k", limit: 10).map(\.logProbability)
        #expect(scores == scores.sorted(by: >))
        #expect(lexicon.completions(of: "keyboa", limit: 3).map { lexicon.word($0.id) }.first == "keyboard")
        #expect(lexicon.completions(of: "zzzzq", limit: 3).isEmpty)
        #expect(lexicon.completions(of: "the", limit: 0).isEmpty)
    }

    @Test("folded completions: letters typed without accents also match the accented ones, best first")
    func foldedCompletions() throws {
        let french = try Lexicon(path: ResourceFixtures.path("Lexicon/fr.lexicon"))
        // The letters as typed, accents or not: no touch costs, no apostrophe slipped in.
        let folded = { (lexicon: Lexicon, typed: String, limit: Int) in
            lexicon.completions(ofFolded: typed, touchCosts: TouchCosts(), beam: Lexicon.foldedPrefixLimit, apostropheCost: nil, limit: limit).map(\.word)
        }
        let words = { (typed: String) in folded(french, typed, 5).map { french.word($0.id) } }
        #expect(words("ecol").contains("école"))
        #expect(words("deja").first == "déjà")
        #expect(words("écol").contains("école"), "an accent typed matches itself")
        let scores = folded(french, "e", 10).map(\.logProbability)
        #expect(scores == scores.sorted(by: >))
        #expect(words("zzzzq").isEmpty)
        #expect(words("").isEmpty)
        // English has no accents: the same as plain completions.
        let english = try english()
        #expect(folded(english, "th", 3) == english.completions(of: "th", limit: 3))
        // A typed accent does not match its base letter (`é` typed is not `e`).
        #expect(!words("té").contains("tel"))
    }

    @Test("completions of touch readings: a nearby key at its cost, accents folded, an apostrophe slipped in")
    func touchReadingCompletions() throws {
        let french = try Lexicon(path: ResourceFixtures.path("Lexicon/fr.lexicon"))
        let u = EditCostTable.index(of: "u".unicodeScalars.first!.value), i = EditCostTable.index(of: "i".unicodeScalars.first!.value)
        let words = { (typed: String, costs: [[Int: Float]]) in
            french.completions(ofFolded: typed, touchCosts: TouchCosts(costs), beam: 8, apostropheCost: 0.5, limit: 6).map { (french.word($0.word.id), $0.cost) }
        }
        // `beaic`, its `i` tapped where `u` costs 1 nat more: `beaucoup` at that cost.
        let slipped = words("beaic", [[:], [:], [:], [i: 0, u: 1], [:]])
        #expect(slipped.contains { $0.0 == "beaucoup" && $0.1 == 1 }, "\(slipped)")
        // Without touch points the letters are read as typed, accents folded.
        #expect(!words("beaic", []).contains { $0.0 == "beaucoup" })
        #expect(words("ecol", []).contains { $0.0 == "école" && $0.1 == 0 })
        #expect(words("jai", []).contains { $0.0 == "j'ai" && $0.1 == 0.5 })
        #expect(words("", []).isEmpty)
        #expect(french.completions(ofFolded: "beau", touchCosts: TouchCosts(), beam: 0, apostropheCost: 0.5, limit: 6).isEmpty)
    }

    @Test("a word spelt without accents: the likeliest word it spells, the exact key included")
    func foldedWord() throws {
        let french = try Lexicon(path: ResourceFixtures.path("Lexicon/fr.lexicon"))
        let word = { (typed: String) in french.word(forFolded: typed).map { french.word($0.id) } }
        #expect(word("tres") == "très")
        #expect(word("ecole") == "école")
        #expect(word("maison") == "maison")
        #expect(word("tre") != "très", "a whole word, not a prefix")
        #expect(word("zzzzq") == nil)
        #expect(word("") == nil)
    }

    @Test("both completion strategies agree", arguments: ["a", "s", "co", "pre", "inter", "x"])
    func strategiesAgree(prefix: String) throws {
        let lexicon = try english()
        let range = lexicon.range(ofPrefix: prefix)
        let brute = range.sorted { a, b in
            let pa = lexicon.logProbability(WordID(rawValue: UInt32(a))), pb = lexicon.logProbability(WordID(rawValue: UInt32(b)))
            return pa != pb ? pa > pb : a < b
        }.prefix(5).map { WordID(rawValue: UInt32($0)) }
        #expect(lexicon.completions(of: prefix, limit: 5).map(\.id) == Array(brute))
        for index in range { #expect(lexicon.key(WordID(rawValue: UInt32(index))).hasPrefix(prefix)) }
    }

    @Test("the trie spells every key and ends at its word")
    func trie() throws {
        let lexicon = try english()
        for key in ["the", "don't", "keyboard", "zebra", "i"] {
            var node = lexicon.trieRoot
            for scalar in key.unicodeScalars {
                let next = lexicon.children(ofNode: node).first { lexicon.scalar(ofNode: $0) == scalar.value }
                node = try #require(next, "\(key): no child \(scalar)")
            }
            #expect(lexicon.word(atNode: node) == lexicon.id(forKey: key))
        }
        #expect(lexicon.trieNodeCount > lexicon.count)
        // The trie on its own steps as the lexicon does, misses included.
        let trie = lexicon.prefixTrie
        for prefix in ["the", "don't", "qwx", "zebr", "é"] {
            var node: Int? = trie.root
            for scalar in prefix.unicodeScalars { node = node.flatMap { trie.child(of: $0, scalar: scalar.value) } }
            #expect(node == lexicon.node(ofPrefix: prefix), "\(prefix)")
        }
    }

    @Test("prefixes, their ranges of words and words found down the trie are exactly those the sorted keys hold")
    func prefixByTrie() throws {
        let lexicon = try english()
        // Every prefix of a sample of keys, and each with a letter changed or added.
        var prefixes: Set<String> = ["", "'", "é", "zz", "don'", "don't", "qwxz"]
        for index in stride(from: 0, to: lexicon.count, by: 97) {
            let key = Array(lexicon.key(WordID(rawValue: UInt32(index))))
            for end in 0...key.count {
                let prefix = String(key[..<end])
                prefixes.insert(prefix)
                prefixes.insert(prefix + "q")
                prefixes.insert(prefix + "'")
                if end > 0 { prefixes.insert(String(key[..<(end - 1)]) + "x") }
            }
        }
        // The sorted keys' own range of a prefix, by binary search on their bytes.
        func keysRange(_ prefix: String) -> Range<Int> {
            let wanted = Array(prefix.utf8)
            func bound(_ below: ([UInt8]) -> Bool) -> Int {
                var low = 0, high = lexicon.count
                while low < high {
                    let mid = (low + high) / 2
                    if below(Array(lexicon.key(WordID(rawValue: UInt32(mid))).utf8)) { low = mid + 1 } else { high = mid }
                }
                return low
            }
            let low = bound { $0.lexicographicallyPrecedes(wanted) }
            let high = bound { $0.lexicographicallyPrecedes(wanted) || $0.starts(with: wanted) }
            return low..<high
        }
        var found = 0, words = 0
        for prefix in prefixes {
            let range = lexicon.range(ofPrefix: prefix)
            let expected = keysRange(prefix)
            #expect(range == expected || (range.isEmpty && expected.isEmpty), "\(prefix)")
            let byKeys = !range.isEmpty
            #expect(lexicon.hasWords(withPrefix: prefix) == byKeys, "\(prefix)")
            if byKeys { found += 1 }
            // A word is the first key of its own range.
            let word = range.first.map { WordID(rawValue: UInt32($0)) }.flatMap { lexicon.key($0) == prefix ? $0 : nil }
            #expect(lexicon.id(forKey: prefix) == word, "\(prefix)")
            if word != nil { words += 1 }
        }
        #expect(found > 1_000 && found < prefixes.count && words > 500)
        for index in 0..<lexicon.count {
            let id = WordID(rawValue: UInt32(index))
            if lexicon.id(forKey: lexicon.key(id)) != id { Issue.record("\(lexicon.key(id)) is not found as word \(index)") }
        }
    }

    @Test("an entry the lexicon made is known again by its index, any other by its key")
    func entriesKnownAgain() throws {
        let english = try english()
        let german = try Lexicon(path: ResourceFixtures.path("Lexicon/de.lexicon"))
        let again = try Lexicon(path: ResourceFixtures.path("Lexicon/en.lexicon"))
        // Another language's entries are English words only by their keys (`die`, `also`), never
        // by the index they have in German.
        var shared = 0
        for index in stride(from: 0, to: german.count, by: 53) {
            let entry = german.entry(WordID(rawValue: UInt32(index)))
            #expect(english.id(of: entry) == english.id(forKey: entry.key), "\(entry.key)")
            if english.id(forKey: entry.key) != nil { shared += 1 }
        }
        #expect(shared > 50)
        let previous = english.previousWord("the")
        var pairs = 0
        for index in stride(from: 0, to: english.count, by: 37) {
            let id = WordID(rawValue: UInt32(index))
            let entry = english.entry(id)
            #expect(english.id(of: entry) == id)
            // A lexicon loaded again is another: it looks the entry up by its key.
            #expect(again.id(of: entry) == again.id(forKey: entry.key))
            let bigram = english.bigramLogProbability(after: previous, entry: entry)
            #expect(bigram == english.bigramLogProbability(after: previous, next: entry.key), "\(entry.key)")
            if bigram != nil { pairs += 1 }
            // The same value as the entry a caller makes, which no lexicon knows.
            let made = WordEntry(key: entry.key, surface: entry.surface, logProbability: entry.logProbability)
            #expect(made == entry && made.hashValue == entry.hashValue)
            #expect(english.id(of: made) == english.id(forKey: made.key))
        }
        #expect(pairs > 20)
        // An entry given another key is that key's word, if any.
        var renamed = try #require(english.entry(forKey: "the"))
        renamed.key = "paris"
        #expect(english.id(of: renamed) == english.id(forKey: "paris"))
        renamed.key = "qqqzzzx"
        #expect(english.id(of: renamed) == nil)
        // Coded, an entry keeps its value, not its origin.
        let entry = try #require(english.entry(forKey: "paris"))
        let decoded = try JSONDecoder().decode(WordEntry.self, from: JSONEncoder().encode(entry))
        #expect(decoded == entry && decoded.surface == "Paris")
        #expect(String(decoding: try JSONEncoder().encode(entry), as: UTF8.self).contains("lexicon") == false)
    }

    @Test("bigrams give conditional probabilities and predictions")
    func bigrams() throws {
        let lexicon = try english()
        let of = try #require(lexicon.id(forKey: "of"))
        let the = try #require(lexicon.id(forKey: "the"))
        let p = try #require(lexicon.bigramLogProbability(of, the))
        #expect(p < 0 && p > -3)
        let predictions = lexicon.predictions(after: of, limit: 3)
        #expect(predictions.count == 3)
        #expect(predictions.first?.id == the)
        let scores = predictions.map(\.logProbability)
        #expect(scores == scores.sorted(by: >))
        let zebra = try #require(lexicon.id(forKey: "zebra"))
        #expect(lexicon.bigramLogProbability(zebra, zebra) == nil)
    }

    /// `not`, the stand-in of every `n't`, has `not to` among its commonest pairs, but a negated
    /// modal or `do` takes a bare verb.
    @Test("no to after a negated modal or do; after a negated be, and after other contractions, it may follow",
          arguments: [("won't", false), ("don't", false), ("didn't", false), ("doesn't", false), ("can't", false), ("couldn’t", false),
                      ("shouldn't", false), ("wouldn't", false), ("mustn't", false), ("shan't", false), ("needn't", false),
                      ("isn't", true), ("wasn't", true), ("aren't", true), ("haven't", true), ("ain't", true), ("i'm", true), ("it's", true),
                      ("dog's", true)])
    func toAfterANegation(word: String, admitted: Bool) {
        #expect(ContractionContext.admits("to", after: word) == admitted)
        #expect(ContractionContext.admits("go", after: word), "a bare verb follows each")
    }

    @Test("a contraction or possessive, which heads no bigram row, is followed as the word standing for it",
          arguments: [("don't", "not"), ("can't", "not"), ("i'm", "am"), ("you're", "are"), ("we'll", "will"), ("i've", "have"),
                      ("i'd", "would"), ("it's", "is"), ("there's", "is"), ("let's", "lets"), ("dog's", "his"), ("today's", "his")])
    func contractionFollowers(word: String, standIn: String) throws {
        let lexicon = try english()
        let id = try #require(lexicon.id(forKey: word))
        #expect(lexicon.bigramRowLength(id) == 0, "the table has no row of its own")
        #expect(ContractionContext.standIn(for: word) == standIn)
        #expect(ContractionContext.standIn(for: word.replacingOccurrences(of: "'", with: "’")) == standIn)
        #expect(ContractionContext.isContraction(word) == (standIn != "his"), "a possessive is no contraction")
        let predicted = lexicon.predictions(after: word, limit: 5).map(\.key)
        #expect(predicted.count == 5)
        #expect(predicted == lexicon.predictions(after: standIn, limit: 5).map(\.key))
        let previous = lexicon.previousWord(word)
        #expect(previous.key == word)
        #expect(lexicon.bigramLogProbability(after: previous, next: predicted[0]) == lexicon.bigramLogProbability(previous: standIn, next: predicted[0]))
    }

    @Test("a contraction the bigram source wrote without its apostrophe takes its share of the pairs; a word meant itself keeps them",
          arguments: [("i", "can't", "cant"), ("you", "won't", "wont")])
    func twinPairs(previous: String, contraction: String, bare: String) throws {
        let lexicon = try english()
        let shared = try #require(lexicon.bigramLogProbability(previous: previous, next: contraction))
        let kept = try #require(lexicon.bigramLogProbability(previous: previous, next: bare))
        #expect(shared > kept)
        // `it's` is not ten times likelier than `its`, nor `I'll` than `ill`: `of its`, `mentally ill` stay theirs.
        #expect(lexicon.bigramLogProbability(previous: "of", next: "it's") == nil)
        #expect(lexicon.bigramLogProbability(previous: "mentally", next: "i'll") == nil)
    }

    @Test("a contraction whose letters spell no word takes a share of its host's pairs: you're after think, as a subject; after for, as an object, far less")
    func hostPairs() throws {
        let lexicon = try english()
        let afterThink = try #require(lexicon.bigramLogProbability(previous: "think", next: "you're"))
        let yourAfterThink = try #require(lexicon.bigramLogProbability(previous: "think", next: "your"))
        #expect(afterThink > yourAfterThink)
        #expect(lexicon.bigramLogProbability(previous: "hope", next: "i'm") != nil)
        #expect(lexicon.bigramLogProbability(previous: "when", next: "they're") != nil)
        let afterFor = lexicon.bigramLogProbability(previous: "for", next: "you're") ?? -.infinity
        let yourAfterFor = try #require(lexicon.bigramLogProbability(previous: "for", next: "your"))
        #expect(afterFor < yourAfterFor - 4)
    }

    @Test("a negation follows a word as its positive does, at their unigram ratio: don't after you, can't after I, isn't after it, won't after you, didn't after he",
          arguments: [("you", "don't", "do"), ("i", "can't", "can"), ("it", "isn't", "is"), ("you", "won't", "will"), ("he", "didn't", "did")])
    func negationPairs(previous: String, negation: String, positive: String) throws {
        let lexicon = try english()
        let negated = try #require(lexicon.bigramLogProbability(previous: previous, next: negation))
        let positiveAfter = try #require(lexicon.bigramLogProbability(previous: previous, next: positive))
        let unigrams = try [negation, positive].map { try #require(lexicon.entry(forKey: $0)).logProbability }
        #expect(negated > unigrams[0] + 2)
        // The source's own pairs (`i cant`, through the twins) may raise it above its positive's share, never below.
        #expect(negated - positiveAfter >= unigrams[0] - unigrams[1] - 0.05)
    }

    @Test("no negation after to, not or an auxiliary, where its positive is an infinitive or participle, nor where the pair makes the positive less likely than its unigram (the can)",
          arguments: [("to", "don't", "do"), ("will", "don't", "do"), ("not", "don't", "do"), ("would", "haven't", "have"), ("the", "can't", "can")])
    func noNegationPairs(previous: String, negation: String, positive: String) throws {
        let lexicon = try english()
        let positiveAfter = try #require(lexicon.bigramLogProbability(previous: previous, next: positive))
        #expect((lexicon.bigramLogProbability(previous: previous, next: negation) ?? -.infinity) < positiveAfter - 5)
    }

    @Test("a word with a row of its own keeps it; a word without a clitic has no stand-in",
          arguments: ["its", "cant", "well", "o'clock", "rock'n'roll", "dogs'", "n't", "'s", "zebra"])
    func noStandIn(word: String) throws {
        let lexicon = try english()
        if let id = lexicon.id(forKey: word), lexicon.bigramRowLength(id) > 0 {
            #expect(lexicon.previousWord(word).id == id)
        } else {
            #expect(ContractionContext.standIn(for: word) == nil)
        }
        #expect(!ContractionContext.isContraction(word))
    }

    @Test("a damaged lexicon is a typed error naming the file", arguments: ResourceFixtures.Damage.allCases)
    func damaged(_ damage: ResourceFixtures.Damage) throws {
        let dir = TemporaryDirectory()
        let path = try ResourceFixtures.damagedCopy(of: ResourceFixtures.path("Lexicon/en.lexicon"), damage, in: dir)
        #expect(throws: ResourceError.self) { try Lexicon(path: path) }
        do { _ = try Lexicon(path: path) } catch { #expect(error.file == path) }
    }

    @Test("a lexicon whose bigram row points past its words is rejected")
    func inconsistentSections() throws {
        let dir = TemporaryDirectory()
        let path = try Self.twoWords(bigrams: (rows: [0, 1, 1], seconds: [7], logProbabilities: [-0.5]), in: dir)
        #expect(throws: ResourceError.malformedSection(file: path, tag: "BW2 ")) { try Lexicon(path: path) }
    }
}

extension LexiconTests {
    /// A two-word lexicon (`a`, `b`) with `bigrams` (none by default) and, when given, a
    /// correction trie of `correctionTrie` (u32 quadruples).
    static func twoWords(correctionTrie: [UInt32]? = nil,
                         bigrams: (rows: [UInt32], seconds: [UInt32], logProbabilities: [Float]) = ([0, 0, 0], [], []),
                         offensive: [UInt32]? = nil,
                         places: (keys: [String], names: [String])? = nil,
                         in dir: TemporaryDirectory) throws -> String {
        var builder = ContainerBuilder(kind: "LEXN")
        builder.version = 3
        builder.addStrings(index: "KIDX", text: "KTXT", ["a", "b"])
        builder.addStrings(index: "WIDX", text: "WTXT", ["a", "b"])
        builder.add("LOGP", f32: [-1, -2])
        builder.add("RANK", u32: [0, 1])
        builder.add("BROW", u32: bigrams.rows)
        builder.add("BW2 ", u32: bigrams.seconds)
        builder.add("BLGP", f32: bigrams.logProbabilities)
        let bytes = { (nodes: [UInt32]) in nodes.flatMap { v in withUnsafeBytes(of: v.littleEndian, Array.init) } }
        builder.add("TNOD", count: 3, bytes: bytes([1, 2, 0, 0, 0, 0, 97, 1, 0, 0, 98, 2]))
        builder.add("TMAX", f32: [-1, -1, -2])
        if let correctionTrie {
            builder.add("CNOD", count: UInt32(correctionTrie.count / 4), bytes: bytes(correctionTrie))
            builder.add("CMAX", f32: [Float](repeating: -2, count: correctionTrie.count / 4))
        }
        if let offensive { builder.add("OFFN", u32: offensive) }
        if let places {
            builder.addStrings(index: "PIDX", text: "PTXT", places.keys)
            builder.addStrings(index: "QIDX", text: "QTXT", places.names)
        }
        let path = dir.file("two.lexicon")
        try builder.write(to: path)
        return path
    }

    @Test("a correction trie (CNOD) is what the edit walk reads; the keys' trie still answers prefixes")
    func correctionTrie() throws {
        let dir = TemporaryDirectory()
        let onlyB = try Lexicon(path: Self.twoWords(correctionTrie: [1, 1, 0, 0, 0, 0, 98, 2], in: dir))
        let near = onlyB.nearWords(NearWordsTests.unitCosts("a"), maxCost: 2, limit: 10).map(\.entry.key)
        #expect(near == ["b"])
        #expect(onlyB.hasWords(withPrefix: "a") && onlyB.contains(key: "a"))

        let dir2 = TemporaryDirectory()
        let whole = try Lexicon(path: Self.twoWords(correctionTrie: nil, in: dir2))
        #expect(Set(whole.nearWords(NearWordsTests.unitCosts("a"), maxCost: 2, limit: 10).map(\.entry.key)) == ["a", "b"])
    }

    @Test("a trie whose nodes share a child is rejected")
    func sharedChild() throws {
        // Nodes 1 and 2 both claim node 3: walks that follow the children would reach it twice,
        // and a file of such nodes would take time growing with its paths.
        let dir = TemporaryDirectory()
        let path = try Self.twoWords(correctionTrie: [1, 2, 0, 0, 3, 1, 97, 0, 3, 1, 98, 0, 0, 0, 99, 1], in: dir)
        #expect(throws: ResourceError.malformedSection(file: path, tag: "CNOD")) { try Lexicon(path: path) }
        let dir2 = TemporaryDirectory()
        let tree = try Self.twoWords(correctionTrie: [1, 2, 0, 0, 3, 1, 97, 0, 0, 0, 98, 2, 0, 0, 99, 1], in: dir2)
        #expect(throws: Never.self) { try Lexicon(path: tree) }
    }

    @Test("the potentially offensive words (OFFN) are the listed ones; a file without the list has none")
    func offensiveList() throws {
        let dir = TemporaryDirectory()
        let listed = try Lexicon(path: Self.twoWords(offensive: [1], in: dir))
        #expect(!listed.isPotentiallyOffensive(WordID(rawValue: 0)) && listed.isPotentiallyOffensive(WordID(rawValue: 1)))
        #expect(listed.potentiallyOffensiveKeys == ["b"])
        let dir2 = TemporaryDirectory()
        let unlisted = try Lexicon(path: Self.twoWords(in: dir2))
        #expect(unlisted.potentiallyOffensiveKeys.isEmpty && !unlisted.isPotentiallyOffensive(WordID(rawValue: 1)))
    }

    @Test("an OFFN list out of order or past the words is rejected", arguments: [[1, 0], [0, 0], [2]] as [[UInt32]])
    func damagedOffensiveList(offensive: [UInt32]) throws {
        let dir = TemporaryDirectory()
        let path = try Self.twoWords(offensive: offensive, in: dir)
        #expect(throws: ResourceError.malformedSection(file: path, tag: "OFFN")) { try Lexicon(path: path) }
    }

    @Test("the bundled list holds profanity, sexual slang and slurs, not clinical, identity or everyday words")
    func bundledOffensiveList() throws {
        let english = try english()
        let keys = Set(english.potentiallyOffensiveKeys)
        #expect(keys.count >= 100)
        for word in ["fuck", "shit", "cunt", "nigger", "faggot", "dildo"] { #expect(keys.contains(word), "\(word)") }
        for word in ["duck", "gay", "lesbians", "queer", "penis", "vagina", "god", "kill", "hell", "damn", "drunk", "homo", "niggle"] {
            #expect(!keys.contains(word), "\(word)")
        }
        let fuck = try #require(english.id(forKey: "fuck"))
        #expect(english.isPotentiallyOffensive(fuck))
        #expect(!english.isPotentiallyOffensive(try #require(english.id(forKey: "duck"))))
    }

    @Test("two-word place names: CLDR's territories, time zones' cities and English-speaking subdivisions, not two everyday words")
    func bundledPlaceNames() throws {
        let english = try english()
        #expect(english.placeNameCount >= 150)
        func name(_ first: String, _ second: String) -> String? {
            english.placeName(in: english.placeNames(beginningWith: first), second: second)
        }
        let expected = [("hong", "kong", "Hong Kong"), ("new", "york", "New York"), ("new", "zealand", "New Zealand"),
                        ("los", "angeles", "Los Angeles"), ("united", "states", "United States"), ("sao", "paulo", "São Paulo"),
                        ("north", "carolina", "North Carolina"), ("east", "sussex", "East Sussex")]
        for (first, second, place) in expected { #expect(name(first, second) == place) }
        // Both words everyday lower-case words and no country: left out.
        for (first, second) in [("west", "bank"), ("new", "jersey"), ("broken", "hill"), ("thunder", "bay"), ("unknown", "city")] {
            #expect(name(first, second) == nil, "\(first) \(second)")
        }
        #expect(name("new", "yor") == nil && name("ne", "york") == nil && name("new york", "city") == nil)
        // By the whole key, as a split's two words are asked.
        #expect(english.placeName(ofKey: "hong kong") == "Hong Kong" && english.placeName(ofKey: "sao paulo") == "São Paulo")
        for key in ["hong kon", "hong kongs", "hongkong", "hong  kong", "west bank", "Hong Kong", "", " ", "hong "] {
            #expect(english.placeName(ofKey: key) == nil, "\(key)")
        }
        #expect(english.placeNames(beginningWith: "").isEmpty)
    }

    @Test("place names are looked up by both words; a lexicon without them has none; keys out of order are rejected")
    func placeNameSections() throws {
        let dir = TemporaryDirectory()
        let lexicon = try Lexicon(path: Self.twoWords(places: (["a b", "a c", "b a"], ["A B", "A C", "B A"]), in: dir))
        #expect(lexicon.placeNameCount == 3)
        #expect(lexicon.placeNames(beginningWith: "a") == 0..<2)
        #expect(lexicon.placeName(in: lexicon.placeNames(beginningWith: "a"), second: "c") == "A C")
        #expect(lexicon.placeName(in: lexicon.placeNames(beginningWith: "b"), second: "b") == nil)
        #expect(lexicon.placeName(in: 0..<9, second: "b") == nil, "a range past the names")
        #expect(lexicon.placeName(ofKey: "b a") == "B A" && lexicon.placeName(ofKey: "b c") == nil)
        let dir2 = TemporaryDirectory()
        let none = try Lexicon(path: Self.twoWords(in: dir2))
        #expect(none.placeNameCount == 0 && none.placeNames(beginningWith: "a").isEmpty)
        let dir3 = TemporaryDirectory()
        let unordered = try Self.twoWords(places: (["b a", "a b"], ["B A", "A B"]), in: dir3)
        #expect(throws: ResourceError.malformedSection(file: unordered, tag: "PIDX")) { try Lexicon(path: unordered) }
        let dir4 = TemporaryDirectory()
        let uneven = try Self.twoWords(places: (["a b", "b a"], ["A B"]), in: dir4)
        #expect(throws: ResourceError.self) { try Lexicon(path: uneven) }
    }

    @Test("a correction trie pointing past its nodes is rejected")
    func damagedCorrectionTrie() throws {
        let dir = TemporaryDirectory()
        let path = try Self.twoWords(correctionTrie: [1, 2, 0, 0, 0, 0, 98, 2], in: dir)
        #expect(throws: ResourceError.malformedSection(file: path, tag: "CNOD")) { try Lexicon(path: path) }
    }
}

@Suite("Near words (bounded weighted edit distance)")
struct NearWordsTests {
    /// Unit costs over the alphabet: plain optimal-string-alignment distance.
    static func unitCosts(_ typed: String) -> EditCostTable {
        costs(typed, substitution: 1, deletion: 1, doubledDeletion: 1, insertion: { _ in 1 }, transposition: 1)
    }

    /// One cost for every substitution, deletion and transposition, and `insertion(j)` at typed
    /// position `j`.
    static func costs(_ typed: String, substitution cost: Float, deletion: Float, doubledDeletion: Float,
                      insertion: (Int) -> Float, transposition: Float) -> EditCostTable {
        let a = EditCostTable.alphabetSize
        let indices = typed.unicodeScalars.map { EditCostTable.index(of: $0.value) }
        var substitution = [Float](repeating: cost, count: indices.count * a)
        for (j, t) in indices.enumerated() { substitution[j * a + t] = 0 }
        return EditCostTable(typed: indices, substitution: substitution, deletion: [Float](repeating: deletion, count: a),
                             doubledDeletion: doubledDeletion, insertion: indices.indices.map(insertion), transposition: transposition)
    }

    @Test("finds words within the bound with their edit distance", arguments: [
        ("recieve", "receive", Float(1)), ("teh", "the", 1), ("acomodate", "accommodate", 2), ("helo", "hello", 1), ("dont", "don't", 1),
    ])
    func lexicon(typed: String, expected: String, distance: Float) throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let near = lexicon.nearWords(Self.unitCosts(typed), maxCost: 2, limit: 5000)
        #expect(near.first { $0.entry.key == expected }?.cost == distance)
        #expect(near.allSatisfy { $0.cost <= 2 })
        let scores = near.map { $0.entry.logProbability - $0.cost }
        #expect(scores == scores.sorted(by: >))
    }

    @Test("keeping the first letter reaches only words that begin with it, at their usual cost")
    func firstLetterKept() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let costs = Self.unitCosts("recieve")
        let kept = lexicon.nearWords(costs.keepingFirstLetter(), maxCost: 3, limit: 1_000)
        let all = lexicon.nearWords(costs, maxCost: 3, limit: 1_000)
        #expect(!kept.isEmpty && kept.allSatisfy { $0.entry.key.hasPrefix("r") })
        #expect(all.contains { !$0.entry.key.hasPrefix("r") }, "without it, other first letters are reached")
        #expect(kept.first { $0.entry.key == "receive" }?.cost == 1)
    }

    @Test("a walk skipping the typed first letter reaches the other words, and with the kept-letter walk every word at its cost",
          arguments: ["recieve", "teh", "wierd", "acomodate"])
    func typedFirstLetterSkipped(typed: String) throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let costs = Self.unitCosts(typed)
        let first = typed.prefix(1)
        let all = lexicon.nearWords(costs, maxCost: 2, limit: 1_000_000)
        let cache = NearWordCache()
        // Twice on one cache: the second walk is the first's, read back.
        for _ in 0..<2 {
            let skipped = lexicon.nearWordSearch(costs, maxCost: 2, limit: 1_000_000, cache: cache, skippingTypedFirstLetter: true).words
            #expect(skipped.allSatisfy { !$0.entry.key.hasPrefix(first) })
            #expect(skipped.map(\.entry.key) == all.filter { !$0.entry.key.hasPrefix(first) }.map(\.entry.key))
        }
        #expect(all.contains { $0.entry.key.hasPrefix(first) }, "the skipped branch holds words: the check can fail")
        // The kept-letter walk has them all at their costs (and the words a swap of the first two
        // letters reaches: `teh`, `etc`).
        let kept = Dictionary(uniqueKeysWithValues: lexicon.nearWords(costs.keepingFirstLetter(), maxCost: 2, limit: 1_000_000).map { ($0.entry.key, $0.cost) })
        for word in all where word.entry.key.hasPrefix(first) {
            #expect(kept[word.entry.key] == word.cost, "\(word.entry.key)")
        }
        // The same cache walked without skipping reaches them again (walked afresh, not carried over).
        let whole = lexicon.nearWordSearch(costs, maxCost: 2, limit: 1_000_000, cache: cache).words
        #expect(whole.map(\.entry.key) == all.map(\.entry.key))
    }

    @Test("a word list's walk skipping the typed first letter reaches its other words")
    func listTypedFirstLetterSkipped() {
        let list = WordList(words: ["receive", "recipe", "deceive", "believe", "receiver", "relieve"])
        let costs = Self.unitCosts("recieve")
        let all = list.nearWords(costs, maxCost: 2, limit: 100)
        let skipped = list.nearWordSearch(costs, maxCost: 2, limit: 100, cache: nil, skippingTypedFirstLetter: true).words
        #expect(all.contains { $0.entry.key.hasPrefix("r") } && all.contains { !$0.entry.key.hasPrefix("r") }, "\(all.map(\.entry.key))")
        #expect(skipped.map(\.entry.key) == all.filter { !$0.entry.key.hasPrefix("r") }.map(\.entry.key))
        #expect(skipped.map(\.cost) == all.filter { !$0.entry.key.hasPrefix("r") }.map(\.cost))
    }

    @Test("pruning by the most frequent word below a node keeps the exact top words", arguments: ["recieve", "teh", "acomodate", "wierd"])
    func pruningIsExact(typed: String) throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let costs = Self.unitCosts(typed)
        let everything = lexicon.nearWords(costs, maxCost: 2, limit: 1_000_000)
        let top = lexicon.nearWords(costs, maxCost: 2, limit: 8)
        #expect(top.map(\.entry.key) == everything.prefix(8).map(\.entry.key))
    }

    @Test("the word list's search gives the lexicon's costs")
    func listAgreesWithLexicon() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let words = ["receive", "recipe", "relieve", "deceive", "believe", "receiver", "recieve"]
        let list = WordList(words: words)
        for typed in ["recieve", "beleive"] {
            let costs = Self.unitCosts(typed)
            let fromList = Dictionary(uniqueKeysWithValues: list.nearWords(costs, maxCost: 2, limit: 100).map { ($0.entry.key, $0.cost) })
            let fromLexicon = Dictionary(uniqueKeysWithValues: lexicon.nearWords(costs, maxCost: 2, limit: 100_000)
                .filter { words.contains($0.entry.key) }.map { ($0.entry.key, $0.cost) })
            // Both ways, over the list's words the lexicon holds (`recieve` it does not).
            #expect(fromLexicon.count >= 2, "\(typed): \(fromLexicon)")
            #expect(fromLexicon == fromList.filter { lexicon.entry(forKey: $0.key) != nil }, "\(typed)")
        }
    }

    @Test("empty input and a zero limit give nothing")
    func edges() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        #expect(lexicon.nearWords(Self.unitCosts(""), maxCost: 2, limit: 10).isEmpty)
        #expect(lexicon.nearWords(Self.unitCosts("the"), maxCost: 2, limit: 0).isEmpty)
        #expect(lexicon.nearWords(Self.unitCosts(String(repeating: "q", count: 60)), maxCost: 2, limit: 10).isEmpty)
    }

    @Test("a typed word over the length cap searches nothing (its rows would take (n + 1)(n + 6) floats)")
    func lengthCap() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        let atCap = "the" + String(repeating: "\u{301}", count: EditCostTable.maximumTypedLength - 3)
        #expect(!lexicon.nearWords(Self.unitCosts(atCap), maxCost: 200, limit: 3).isEmpty)
        let huge = "the" + String(repeating: "\u{301}", count: 100_000)
        #expect(lexicon.nearWords(Self.unitCosts(huge), maxCost: 200, limit: 3).isEmpty)
        #expect(WordList(words: ["the"]).nearWords(Self.unitCosts(huge), maxCost: 200, limit: 3).isEmpty)
    }
}

#if os(Linux)
@Suite("Lexicon memory")
struct LexiconMemoryTests {
    @Test("loading verifies every byte yet leaves none of the file resident; look-ups map only what they read")
    func residentAfterLoad() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("en.lexicon")
        try FileManager.default.copyItem(atPath: ResourceFixtures.path("Lexicon/en.lexicon"), toPath: path)
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let lexicon = try Lexicon(path: path)
        #expect(ProcessMappings.residentBytes(ofFile: path) == 0)
        #expect(lexicon.word(try #require(lexicon.id(forKey: "keyboard"))) == "keyboard")
        let touched = try #require(ProcessMappings.residentBytes(ofFile: path))
        #expect(touched > 0 && touched < size / 2, "\(touched) of \(size) bytes resident after one look-up")
    }
}
#endif
