@testable import KeyboardLexicon
import TestSupport
import Testing

@Suite("The correction walk's index and the word ranges derived at load or at first use")
struct CorrectionIndexTests {
    /// Misspellings of German and English words, typed as a key press would give them to the walk.
    static let typed = ["strasse", "wohnug", "schulle", "kinderr", "recieve", "teh", "acomodate", "zuamen", "b", "xq"]

    static func walks(_ lexicon: Lexicon) -> [[String]] {
        typed.map { word in
            lexicon.nearWords(NearWordCacheTests.costs(word), maxCost: 9, limit: 24).map { "\($0.entry.key) \($0.cost)" }
        }
    }

    @Test("a lexicon loaded without it derives it at its first walk, the same as one loaded with it")
    func derivedAtFirstWalk() throws {
        let path = ResourceFixtures.path("Lexicon/de.lexicon")
        let prepared = try Lexicon(path: path)
        let deferred = try Lexicon(path: path, preparingIndexes: false)
        #expect(prepared.correctionIndexIsDerived)
        #expect(!deferred.correctionIndexIsDerived)
        // Looking words up, completing them or reading their pairs needs none of it.
        _ = deferred.entry(forKey: "strasse")
        _ = deferred.completions(ofPrefix: "stra", limit: 5)
        #expect(!deferred.correctionIndexIsDerived)
        let walked = Self.walks(deferred)
        #expect(deferred.correctionIndexIsDerived)
        #expect(walked == Self.walks(prepared))
        #expect(walked.contains { !$0.isEmpty })
        #expect(deferred.correctionIndex.letters == prepared.correctionIndex.letters)
        #expect(deferred.correctionIndex.below == prepared.correctionIndex.below)
        #expect(deferred.correctionIndex.letters.count == deferred.correctionTrie.count)
        #expect(deferred.correctionIndex.below.count == min(deferred.correctionTrie.count, Lexicon.nodesWithLettersBelow))
        // Derived once: later walks read the same index.
        #expect(deferred.correctionIndex === deferred.correctionIndex)
    }

    @Test("a lexicon loaded without its word ranges finds them at its first completion, the same as at load")
    func wordRangesAtFirstCompletion() throws {
        let path = ResourceFixtures.path("Lexicon/de.lexicon")
        let prepared = try Lexicon(path: path)
        let deferred = try Lexicon(path: path, preparingIndexes: false)
        #expect(prepared.wordRangesAreFound)
        #expect(!deferred.wordRangesAreFound)
        // Looking words up or walking needs none of them.
        _ = deferred.entry(forKey: "strasse")
        _ = Self.walks(deferred)
        #expect(!deferred.wordRangesAreFound)
        let prefixes = ["s", "st", "stra", "w", "woh", "ü", "q", "xq", "schule"]
        let completed = prefixes.map { deferred.completions(ofPrefix: $0, limit: 5).map(\.key) }
        #expect(deferred.wordRangesAreFound)
        #expect(completed == prefixes.map { prepared.completions(ofPrefix: $0, limit: 5).map(\.key) })
        #expect(completed[2].contains("straße"))
        #expect(deferred.wordRanges == prepared.wordRanges)
        #expect(deferred.wordRanges.count == 2 * min(deferred.trie.count, Lexicon.nodesWithWordRanges))
    }

    @Test("first walks on several threads at once all read one index and find the same words")
    func concurrentFirstWalks() async throws {
        let path = ResourceFixtures.path("Lexicon/en.lexicon")
        let expected = Self.walks(try Lexicon(path: path))
        let deferred = try Lexicon(path: path, preparingIndexes: false)
        let results = await withTaskGroup(of: [[String]].self) { group in
            for _ in 0..<8 { group.addTask { Self.walks(deferred) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
    }
}
