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
}
