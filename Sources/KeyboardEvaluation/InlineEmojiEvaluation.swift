#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyboardText

/// One line of an inline-emoji gold file: a word and the emoji any of which is right beside it
/// (none: the word should get no inline emoji).
public struct InlineEmojiWord: Sendable, Hashable {
    /// The word, as the file gives it.
    public var word: String
    /// The acceptable emoji, U+FE0F removed; empty when the word should get none (`-`).
    public var expected: Set<String>

    /// A word and its acceptable emoji (empty for none).
    public init(word: String, expected: Set<String>) {
        self.word = word
        self.expected = expected
    }

    /// Reads `word<TAB>emoji emoji…[<TAB>…]` lines, `-` for no emoji; `#` starts a comment, blank
    /// lines are skipped, further columns (the gold files' source) are ignored. The emoji query
    /// files' format (`keyboard-bench emoji`), with `-`.
    /// - Throws: ``CorrectionPair/ReadError`` naming the file (and line) when it cannot be read or
    ///   a line is malformed.
    public static func read(path: String) throws(CorrectionPair.ReadError) -> [InlineEmojiWord] {
        guard let data = FileManager.default.contents(atPath: path) else { throw .init(description: "\(path): cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else { throw .init(description: "\(path): not UTF-8") }
        return try parse(text, name: path)
    }

    /// Parses the lines of a gold file, errors naming it `name`. Lines end in LF, CRLF or any other
    /// line break.
    /// - Throws: ``CorrectionPair/ReadError`` naming the file and line of the first malformed line.
    public static func parse(_ text: String, name path: String) throws(CorrectionPair.ReadError) -> [InlineEmojiWord] {
        var words: [InlineEmojiWord] = []
        for record in TabSeparatedRecord.records(in: text) {
            let fields = record.fields
            let emoji = fields.count >= 2 ? TabSeparatedRecord.emoji(in: fields[1]) : []
            guard !fields[0].isEmpty, !emoji.isEmpty else { throw .init(description: "\(path):\(record.line): expected word<TAB>emoji… or word<TAB>-") }
            words.append(InlineEmojiWord(word: String(fields[0]), expected: emoji == ["-"] ? [] : Set(emoji)))
        }
        return words
    }

}

/// The inline-emoji benchmark (`keyboard-bench emoji FILE --inline`, the corpus tests): each word
/// of a gold file is asked for its inline emoji, and the answer is right when it is one of the
/// word's acceptable emoji, or nothing when the file says `-` (none).
///
/// The gold files are Tests/CorpusTests/Corpora/inline-emoji-en*.tsv, written by
/// `Scripts/inline-emoji-gold` (PROVENANCE.md there).
public struct InlineEmojiEvaluation: Sendable, Hashable {
    /// Words asked.
    public var words = 0
    /// Words that expect an emoji and got one of theirs.
    public var rightEmoji = 0
    /// Words that expect none and got none.
    public var rightNone = 0
    /// Words that expect an emoji and got another.
    public var wrong = 0
    /// Words that expect an emoji and got none.
    public var missing = 0
    /// Words that expect none and got one.
    public var extra = 0
    /// The first misses asked for, `word → got (want …)`.
    public var misses: [String] = []

    /// Words that expect an emoji.
    public var withEmoji: Int { rightEmoji + wrong + missing }
    /// Words that expect none.
    public var withoutEmoji: Int { rightNone + extra }
    /// The share of words answered right (their emoji, or none when none is expected).
    public var accuracy: Double { words == 0 ? 0 : Double(rightEmoji + rightNone) / Double(words) }

    /// An empty evaluation.
    public init() {}

    /// Asks `inline` for each word and counts the answers, keeping the first `keepingMisses`
    /// misses.
    public init(_ gold: [InlineEmojiWord], keepingMisses: Int = 0, inline: (String) -> String?) {
        for item in gold {
            let answer = inline(item.word)?.withoutEmojiPresentationSelector
            words += 1
            let right: Bool
            if item.expected.isEmpty {
                right = answer == nil
                if right { rightNone += 1 } else { extra += 1 }
            } else if let answer {
                right = item.expected.contains(answer)
                if right { rightEmoji += 1 } else { wrong += 1 }
            } else {
                right = false
                missing += 1
            }
            if !right, misses.count < keepingMisses {
                let wanted = item.expected.isEmpty ? "none" : item.expected.sorted().joined(separator: " ")
                misses.append("\(item.word) → \(answer ?? "none") (want \(wanted))")
            }
        }
    }
}
