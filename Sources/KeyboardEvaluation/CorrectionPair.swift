#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyboardText

/// One line of a correction corpus: what was written and what was meant.
public struct CorrectionPair: Sendable, Hashable, Codable {
    /// What was written (the first column).
    public var misspelling: String
    /// What was meant (the second column; two words for a missing space, `this is`).
    public var correct: String

    /// A pair of what was written and what was meant.
    public init(misspelling: String, correct: String) {
        self.misspelling = misspelling
        self.correct = correct
    }

    /// Why a corpus file could not be read.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        /// The message: the file, the line when one is malformed, and what is wrong.
        public let description: String
    }

    /// Reads `misspelling<TAB>correct[<TAB>…]` lines; `#` starts a comment, blank lines are
    /// skipped, further columns are ignored.
    /// - Throws: ``ReadError`` naming the file (and line) when it cannot be read or a line is malformed.
    public static func read(path: String) throws(ReadError) -> [CorrectionPair] {
        guard let data = FileManager.default.contents(atPath: path) else { throw ReadError(description: "\(path): cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else { throw ReadError(description: "\(path): not UTF-8") }
        return try parse(text, name: path)
    }

    /// Parses the lines of a corpus file, errors naming it `name`. Lines end in LF, CRLF or any
    /// other line break.
    /// - Throws: ``ReadError`` naming the file and line of the first malformed line.
    public static func parse(_ text: String, name path: String) throws(ReadError) -> [CorrectionPair] {
        var pairs: [CorrectionPair] = []
        for record in TabSeparatedRecord.records(in: text) {
            let fields = record.fields.map { $0.trimming(.whitespaces) }
            guard fields.count >= 2, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw ReadError(description: "\(path):\(record.line): expected misspelling<TAB>correct")
            }
            guard fields[0].count <= 64, fields[1].count <= 64 else {
                throw ReadError(description: "\(path):\(record.line): word longer than 64 characters")
            }
            pairs.append(CorrectionPair(misspelling: fields[0], correct: fields[1]))
        }
        return pairs
    }
}
