import KeyboardText

/// One line of an emoji query file (`keyboard-bench emoji`, docs/BENCHMARK.md): a query and the
/// emoji any of which counts as a hit.
public struct EmojiQuery: Sendable, Hashable {
    /// The text searched for, as the file gives it.
    public var query: String
    /// The expected emoji, U+FE0F removed.
    public var expected: Set<String>

    /// A query and the emoji that count as hits for it.
    public init(query: String, expected: Set<String>) {
        self.query = query
        self.expected = expected
    }

    /// Parses `query<TAB>emoji emoji…` lines; `#` starts a comment, blank lines are skipped. Lines
    /// end in LF, CRLF or any other line break.
    /// - Throws: ``BenchError`` (failure) naming `name` and the 1-based line of the first
    ///   malformed line.
    public static func parse(_ text: String, name path: String) throws(BenchError) -> [EmojiQuery] {
        var queries: [EmojiQuery] = []
        for record in TabSeparatedRecord.records(in: text) {
            let fields = record.fields
            guard fields.count >= 2, !fields[0].isEmpty else { throw .failure("\(path):\(record.line): expected query<TAB>emoji…") }
            let expected = Set(TabSeparatedRecord.emoji(in: fields[1]))
            guard !expected.isEmpty else { throw .failure("\(path):\(record.line): no expected emoji") }
            queries.append(EmojiQuery(query: String(fields[0]), expected: expected))
        }
        return queries
    }
}
