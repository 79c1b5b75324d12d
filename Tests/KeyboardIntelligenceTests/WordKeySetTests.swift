import KeyboardCorrection
import Testing

@Suite("Word key sets")
struct WordKeySetTests {
    @Test("a key set holds exactly its keys: every member found, and no other key, its filter bit set or not")
    func membership() {
        // 1,500 keys set about a third of the filter's 4,096 bits, so many of the 20,000 others
        // share a bit with some member: only the set itself can turn them away.
        let members = (0..<1_500).map { "m\($0)" } + ["", "é", "straße", String(repeating: "long", count: 20)]
        let set = WordKeySet(members)
        #expect(set.count == members.count && !set.isEmpty)
        #expect(members.allSatisfy { set.contains($0) })
        let others = (0..<20_000).map { "o\($0)" } + ["e", "strasse", "m1500", "M1"]
        #expect(!others.contains { set.contains($0) })
    }

    @Test("an empty key set, literal or built, holds nothing")
    func empty() {
        let literal: WordKeySet = []
        #expect(literal.isEmpty && !literal.contains("") && !literal.contains("word"))
        #expect(WordKeySet([String]()).count == 0)
        let one: WordKeySet = ["word"]
        #expect(one.contains("word") && !one.contains("words"))
    }
}
