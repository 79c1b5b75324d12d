@testable import KeyboardLexicon
import Testing

@Suite("A branch's bound by the typed letters it cannot spell")
struct BranchBoundTests {
    /// A three-letter table: every substitution 4.5, insertions 4, 5 and 4, deletions 3.
    static func table(_ typed: String) -> EditCostTable {
        NearWordsTests.costs(typed, substitution: 4.5, deletion: 3, doubledDeletion: 2, insertion: { Float([4, 5, 4][$0 % 3]) }, transposition: 2.5)
    }

    static func bit(_ letter: Character) -> UInt32 { EditCostTable.letterBit(EditCostTable.index(of: letter.unicodeScalars.first!.value)) }

    @Test("adds what the typed letters after a cell cost where the branch cannot pair them")
    func bound() {
        var row: [Float] = [5, 1, 3, 6]   // the row of a node against `abc`: cells 0…3
        row.withUnsafeMutableBufferPointer { row in
            Self.table("abc").withRows { dp in
                let cells = row.baseAddress!
                // Every typed letter below: the row's least cell.
                #expect(dp.reach(cells, minimum: 1, floor: .infinity, below: Self.bit("a") | Self.bit("b") | Self.bit("c")) == 1)
                // No `c` below: after cells 0–2 the `c` costs its insertion (4) at the least, so
                // min(6, 3 + 4, 1 + 4, 5 + 4) = 5, less a thousandth for rounding.
                #expect(abs(dp.reach(cells, minimum: 1, floor: .infinity, below: Self.bit("a") | Self.bit("b")) - 4.999) < 1e-4)
                // No `b` nor `c`: cell 1 pays both (5 + 4), cell 2 the `c` (3 + 4): 6 at cell 3.
                #expect(abs(dp.reach(cells, minimum: 1, floor: .infinity, below: Self.bit("a")) - 5.999) < 1e-4)
                // A transposition's floor passes by the row: the bound is never above it.
                #expect(dp.reach(cells, minimum: 1, floor: 2, below: Self.bit("a")) == 2)
            }
        }
    }

    /// The trie's nodes within `depth` letters whose rows, and their ancestors', hold a cell within
    /// `bound`: what a walk enters when it bounds a branch by its row alone (transpositions aside).
    static func nodesWithinReach(_ lexicon: Lexicon, _ table: EditCostTable, bound: Float, depth maxDepth: Int) -> Int {
        let trie = lexicon.correctionTrie
        let width = table.typed.count + 1
        return table.withRows { dp in
            var rows = [Float](repeating: 0, count: width * (maxDepth + 2))
            var letters = [Int](repeating: -1, count: maxDepth + 2)
            return rows.withUnsafeMutableBufferPointer { rows in
                letters.withUnsafeMutableBufferPointer { letters in
                    dp.start(rows)
                    var count = 0
                    func visit(_ node: Int, depth: Int) {
                        for child in trie.children(of: node) {
                            let minimum = dp.fill(rows, depth: depth, letter: Int(lexicon.correctionIndex.letters[child]), letters: letters)
                            guard minimum <= bound else { continue }
                            count += 1
                            if depth + 1 < maxDepth { visit(child, depth: depth + 1) }
                        }
                    }
                    visit(lexicon.trieRoot, depth: 0)
                    return count
                }
            }
        }
    }

    @Test("a walk of letters most branches cannot spell enters fewer nodes than their rows alone admit, and finds the same words")
    func fewerNodes() throws {
        let lexicon = try #require(LexiconTests.lexicon)
        // `contenp`: no word below `cab`, `cyc`, … holds a `p` after the letters they pair. The
        // first letter kept, as the ranker's wider walk keeps it, so that the count is of one branch.
        let table = NearWordCacheTests.costs("contenp").keepingFirstLetter()
        let bound: Float = 9
        let admitted = Self.nodesWithinReach(lexicon, table, bound: bound, depth: table.typed.count + 4)
        let cache = NearWordCache()
        let walked = lexicon.nearWords(table, maxCost: bound, limit: 1_000_000, cache: cache)
        print("contenp within 9: \(cache.lastFilledNodes) nodes entered, \(admitted) by their rows alone, \(walked.count) words")
        #expect(admitted > 0)
        #expect(cache.lastFilledNodes * 2 < admitted)
        let ids = (0..<lexicon.count).map { WordID(rawValue: UInt32($0)) }
            .filter { lexicon.key($0).unicodeScalars.count <= table.typed.count + 4 }
        let costs = ids.map { (id: $0, cost: table.cost(of: lexicon.key($0))) }
        #expect(walked == NearWordCacheTests.bruteForce(lexicon, table, costs: costs, maxCost: bound, limit: 1_000_000))
    }

    @Test("a word list's nodes know their descendants' letters, as the lexicon's do")
    func listLettersBelow() throws {
        let keys = ["cab", "cat", "dog"].map { $0.unicodeScalars.map(\.value) }
        let trie = WordListTrie(keys: keys)
        let walk = trie.walkTrie
        let letters = { (word: String) in word.reduce(UInt32(0)) { $0 | Self.bit($1) } }
        #expect(walk.lettersBelow(0) == letters("cabtdog"))
        let ca = try #require(trie.node(ofPrefix: "ca"))
        #expect(walk.lettersBelow(ca) == letters("bt"))
        #expect(walk.lettersBelow(try #require(trie.node(ofPrefix: "cat"))) == 0)
    }

    @Test("the lexicon's shallowest correction-trie nodes know their descendants' letters")
    func lexiconLettersBelow() throws {
        // Each node's set gathered again depth first, from its children's letters and sets.
        let lexicon = try #require(LexiconTests.lexicon)
        let trie = lexicon.correctionTrie
        var mismatches = 0
        func gather(_ node: Int) -> UInt32 {
            var set: UInt32 = 0
            for child in trie.children(of: node) {
                set |= gather(child) | EditCostTable.letterBit(EditCostTable.index(of: trie.scalar(of: child)))
            }
            // The shallowest nodes keep their sets (``Lexicon/nodesWithLettersBelow``); the walk
            // reads every letter for the others.
            if node < lexicon.correctionIndex.below.count, set != lexicon.correctionIndex.below[node] { mismatches += 1 }
            return set
        }
        let all = gather(lexicon.trieRoot)
        #expect(mismatches == 0)
        #expect(lexicon.correctionIndex.below.count == min(trie.count, Lexicon.nodesWithLettersBelow))
        #expect(all & Self.bit("q") != 0 && all & Self.bit("'") != 0)
    }
}
