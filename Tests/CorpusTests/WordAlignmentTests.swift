import KeyboardEvaluation
import Testing

/// `WordAlignment`: the written words that stand for each meant word, which `keyboard-bench
/// replay` scores by.
@Suite("Word alignment")
struct WordAlignmentTests {
    static func texts(_ written: String, _ meant: String) -> [String] {
        let w = written.split(separator: " ").map(String.init), m = meant.split(separator: " ").map(String.init)
        return WordAlignment.ranges(written: w, meant: m).map { w[$0].joined(separator: " ") }
    }

    @Test("words kept or changed pair by position, whatever their case")
    func byPosition() {
        #expect(Self.texts("I think its fine", "i think it's fine") == ["I", "think", "its", "fine"])
        #expect(Self.texts("a b c", "x y z") == ["a", "b", "c"])
    }

    @Test("a word written as two is one word, and the words after it keep their places")
    func split() {
        #expect(Self.texts("a migratory life form with a tropism", "a migratory lifeform with a tropism")
                == ["a", "migratory", "life form", "with", "a", "tropism"])
        #expect(Self.texts("light bulb", "lightbulb") == ["light bulb"])
        #expect(Self.texts("by the way", "btw") == ["by the way"])
    }

    @Test("two words written as one leave one of them nothing")
    func merged() {
        #expect(Self.texts("into the house", "in to the house") == ["", "into", "the", "house"])
    }

    @Test("words missing or added at either end")
    func ends() {
        #expect(Self.texts("", "one two") == ["", ""])
        #expect(Self.texts("one two", "") == [])
        #expect(Self.texts("oh one two", "one two") == ["oh one", "two"])
        #expect(Self.texts("one two three", "one two") == ["one", "two three"])
        #expect(Self.texts("two", "one two") == ["", "two"])
    }

    @Test("a phrase too long to align pairs its words by position, the rest joining the last word")
    func tooLong() {
        let many = (0..<2_001).map { "w\($0)" }
        #expect((many.count + 1) * (many.count + 1) > WordAlignment.maximumCells)
        let shifted = ["extra"] + many
        let ranges = WordAlignment.ranges(written: shifted, meant: many)
        #expect(ranges.dropLast() == ArraySlice((0..<2_000).map { $0..<($0 + 1) }))
        #expect(ranges.last == 2_000..<2_002)
        let short = WordAlignment.ranges(written: ["a"], meant: (0..<4_000_000).map { _ in "a" })
        #expect(short.first == 0..<1 && short.dropFirst().allSatisfy(\.isEmpty))
    }
}
