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
        // Any line break, not "\n" alone: CRLF is one Character, so a CRLF file split on "\n" was
        // one line. Empty lines are kept so that numbers count every line.
        for (number, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimming(.whitespacesAndNewlines)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2, !fields[0].isEmpty else { throw .failure("\(path):\(number + 1): expected query<TAB>emoji…") }
            let expected = Set(fields[1].split(separator: " ").map { String($0).withoutEmojiPresentationSelector }.filter { !$0.isEmpty })
            guard !expected.isEmpty else { throw .failure("\(path):\(number + 1): no expected emoji") }
            queries.append(EmojiQuery(query: String(fields[0]), expected: expected))
        }
        return queries
    }
}
