/// One record of a tab-separated data file (a correction corpus, an emoji query or gold file): a
/// line that is neither blank nor a `#` comment, split at its tabs.
///
/// The files' readers share this, so that each reads lines the same way: LF, CRLF or any other
/// line break ends a line, and numbers count every line, blank and comment lines too, for the
/// errors that name them.
public struct TabSeparatedRecord: Sendable, Hashable {
    /// The record's 1-based line number in its file.
    public var line: Int
    /// The line's fields, split at each tab (empty fields kept), untrimmed.
    public var fields: [Substring]

    /// A record of `fields` on line `line`.
    public init(line: Int, fields: [Substring]) {
        self.line = line
        self.fields = fields
    }

    /// The records of `text`, in order: its lines that hold more than white space and do not
    /// begin (after white space) with `#`.
    public static func records(in text: String) -> [TabSeparatedRecord] {
        // Any line break, not "\n" alone: CRLF is one Character, which a split on "\n" never meets,
        // so a CRLF file read as a single line. Empty lines are kept so that numbers count them.
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().compactMap { number, line in
            let trimmed = line.trimming(.whitespacesAndNewlines)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
            return TabSeparatedRecord(line: number + 1, fields: line.split(separator: "\t", omittingEmptySubsequences: false))
        }
    }

    /// The emoji of a field that lists them apart by spaces, each without U+FE0F
    /// (`String.withoutEmojiPresentationSelector`), empty entries dropped.
    public static func emoji(in field: Substring) -> [String] {
        field.split(separator: " ").map { String($0).withoutEmojiPresentationSelector }.filter { !$0.isEmpty }
    }
}
