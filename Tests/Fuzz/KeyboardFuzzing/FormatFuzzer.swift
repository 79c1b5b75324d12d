import Foundation
import KeyboardBenchFormats
import KeyboardEvaluation

/// `fuzz-formats`: keyboard-bench's input files through the readers keyboard-bench uses.
///
/// Byte 0 chooses the format (0: a trace, JSON Lines; 1: a correction corpus,
/// `misspelling<TAB>correct`; 2: an emoji query file, `query<TAB>emoji…`); the rest is the file.
/// A reader must return a value or throw its one-line error naming the file and line. A trace
/// that reads is written back (`TraceWriter`) and must read again with the same shape.
public enum FormatFuzzer: FuzzHarness {
    public static let name = "fuzz-formats"

    public static func fuzz(_ data: UnsafeRawBufferPointer) {
        guard let selector = data.first else { return }
        let body = Data(data.dropFirst())
        switch selector % 3 {
        case 0:
            guard let trace = try? TraceReader.read(data: body, name: "fuzz.jsonl") else { return }
            let written = Data(TraceWriter.text(trace).utf8)
            let again: Trace
            do {
                again = try TraceReader.read(data: written, name: "rewritten.jsonl")
            } catch {
                preconditionFailure("a trace that read does not read after writing: \(error)")
            }
            precondition(again.phrases.count == trace.phrases.count, "phrases lost in a rewrite")
            precondition(again.header.layout.keys.count == trace.header.layout.keys.count, "keys lost in a rewrite")
            for (a, b) in zip(trace.phrases, again.phrases) {
                precondition(a.target == b.target && a.field == b.field && a.words.count == b.words.count, "phrase changed in a rewrite")
            }
        case 1:
            _ = try? CorrectionPair.parse(String(decoding: body, as: UTF8.self), name: "fuzz.tsv")
        default:
            _ = try? EmojiQuery.parse(String(decoding: body, as: UTF8.self), name: "fuzz.tsv")
        }
    }
}
