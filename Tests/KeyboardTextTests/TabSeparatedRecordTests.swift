import KeyboardText
import Testing

@Suite("Tab-separated records")
struct TabSeparatedRecordTests {
    @Test("blank and comment lines are skipped but counted, under any line break")
    func linesCounted() {
        let text = "# header\r\nteh\tthe\r\n\r\n   \n  # indented comment\nrecieve\treceive\u{2028}wierd\tweird\tsource"
        let records = TabSeparatedRecord.records(in: text)
        #expect(records.map(\.line) == [2, 6, 7])
        #expect(records.map { $0.fields.map(String.init) } == [["teh", "the"], ["recieve", "receive"], ["wierd", "weird", "source"]])
    }

    @Test("fields are split at every tab, empty ones kept and nothing trimmed")
    func emptyFieldsKept() {
        let records = TabSeparatedRecord.records(in: "\tx\t \ny")
        #expect(records.map { $0.fields.map(String.init) } == [["", "x", " "], ["y"]])
        #expect(TabSeparatedRecord.records(in: "").isEmpty)
    }

    @Test("an emoji field: apart by spaces, U+FE0F removed, empty entries dropped")
    func emojiField() {
        #expect(TabSeparatedRecord.emoji(in: "❤\u{FE0F}  😀 ") == ["❤", "😀"])
        #expect(TabSeparatedRecord.emoji(in: "").isEmpty)
        #expect(TabSeparatedRecord.emoji(in: "-") == ["-"])
    }
}
