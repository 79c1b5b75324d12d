#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyboardLayout
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// Reads a trace file (JSON Lines, UTF-8; contract: ../shared/docs/TRACE-FORMAT.md, version 1).
///
/// Every problem is one ``BenchError`` naming the file and the 1-based line: `TRACE:LINE: what is
/// wrong`, with values from the file quoted, escaped and cut short so that it stays one line.
/// Blank lines are skipped; the first other line is the header. Unknown members are ignored (the
/// contract may grow). Resource use is capped: a line over ``maxLineBytes`` or a trace over
/// ``maxPhrases`` phrases is refused before it is parsed, and a tap word of more than
/// ``maxTapsPerWord`` taps when it is read.
public enum TraceReader {
    /// The longest line read (8 MB).
    public static let maxLineBytes = 8 * 1024 * 1024
    /// The most phrases a trace may hold.
    public static let maxPhrases = 1_000_000
    /// The most taps a tap word may have. Replaying a word takes time growing with the square of
    /// its taps (65,536 took 10 s, 500,000 about ten minutes), so the bound is set far past any
    /// word a person types, where a word's replay costs milliseconds.
    public static let maxTapsPerWord = 256
    /// The letters every trace layout must have keys for.
    public static let requiredLetters = "abcdefghijklmnopqrstuvwxyz".map { String($0) }

    /// The trace at `path`.
    /// - Throws: ``BenchError`` (failure) for an unreadable file or the first malformed line.
    public static func read(path: String) throws(BenchError) -> Trace {
        try read(data: try InputFile.data(atPath: path, kind: "a trace", mapped: true), name: path)
    }

    /// The trace in `data`, errors naming it `name` (the file's path).
    /// - Throws: ``BenchError`` (failure) for the first malformed line.
    public static func read(data: Data, name path: String) throws(BenchError) -> Trace {
        var lines = LineScanner(data: data)
        var header: TraceHeader?
        var phrases: [TracePhrase] = []
        while let (number, range) = lines.next() {
            func fail(_ message: String) -> BenchError { .failure("\(path):\(number): \(message)") }
            guard range.count <= maxLineBytes else {
                throw fail("line is longer than \(maxLineBytes / (1024 * 1024)) MB (the reader's limit)")
            }
            let line = data.subdata(in: range)
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            let parsed: JSONNode
            do {
                parsed = try line.withUnsafeBytes { (bytes) throws(JSONNode.SyntaxError) in try JSONNode.parse(bytes) }
            } catch {
                throw fail("malformed JSON (\(error))")
            }
            guard case .object = parsed else { throw fail("expected one JSON object on the line") }
            let object = parsed
            if let header {
                guard phrases.count < maxPhrases else {
                    throw fail("more than \(maxPhrases) phrases (the reader's limit)")
                }
                phrases.append(try phrase(object, line: number, layout: header.layout, fail: fail))
            } else {
                header = try self.header(object, fail: fail)
            }
        }
        guard let header else { throw .failure("\(path):1: empty file (expected the keyboard-trace header line)") }
        return Trace(header: header, phrases: phrases)
    }

    // MARK: Header

    private static func header(_ object: JSONNode, fail: (String) -> BenchError) throws(BenchError) -> TraceHeader {
        guard object["format"] == .string(TraceHeader.format) else {
            throw fail(#"not a trace header (expected {"format": "keyboard-trace", "version": 1, "layout": …})"#)
        }
        // A version that is not a number (`"1"`) was reported as "unsupported trace version
        // missing": say what it must be, and what it is.
        switch object["version"] {
        case let .number(version)? where version == Double(TraceHeader.version): break
        case let .number(version)?:
            throw fail("unsupported trace version \(TraceWriter.number(version)) (this reader knows version \(TraceHeader.version))")
        case nil: throw fail("version must be the number \(TraceHeader.version) (the header has none)")
        case let .string(text)?: throw fail("version must be the number \(TraceHeader.version), not the string \(shown(text))")
        case let .bool(value)?: throw fail("version must be the number \(TraceHeader.version), not \(value)")
        case .null?: throw fail("version must be the number \(TraceHeader.version), not null")
        case .array?: throw fail("version must be the number \(TraceHeader.version), not an array")
        case .object?: throw fail("version must be the number \(TraceHeader.version), not an object")
        }
        guard let layout = object["layout"], case .object = layout else { throw fail("header has no layout object") }
        let name: String
        switch layout["name"] {
        case nil, .null?: name = "trace"
        case let .string(value)?: name = value
        default: throw fail("layout name must be a string")
        }
        guard case let .array(entries)? = layout["keys"] else { throw fail("layout has no keys array") }
        var keys: [Key] = []
        keys.reserveCapacity(entries.count)
        for (i, entry) in entries.enumerated() {
            guard case .object = entry else { throw fail("layout key \(i + 1) is not an object") }
            guard case let .string(label)? = entry["key"], !label.isEmpty else {
                throw fail("layout key \(i + 1) has no \"key\" string")
            }
            var rect: [Double] = []
            for member in ["x", "y", "width", "height"] {
                guard let value = number(entry[member]), value.isFinite else {
                    throw fail("layout key \(shown(label)) needs a finite number \"\(member)\"")
                }
                rect.append(value)
            }
            keys.append(Key(label: label.lowercased(), x: rect[0], y: rect[1], width: rect[2], height: rect[3]))
        }
        let keyboard: KeyboardLayout
        do {
            keyboard = try KeyboardLayout(name: name, keys: keys)
            try keyboard.requireKeys(requiredLetters)
        } catch {
            switch error {
            case .empty: throw fail("layout has no keys")
            case let .invalidKey(label): throw fail("layout key \(shown(label)) is empty, over \(Key.maximumLabelBytes) bytes, or has a width or height that is not positive")
            case let .invalidName(name): throw fail("layout name beginning \(shown(name)) is over \(KeyboardLayout.maximumNameBytes) bytes")
            case let .duplicateKey(label): throw fail("layout has two keys \(shown(label))")
            case let .missingKey(label): throw fail("layout lacks key '\(label)'")
            case let .resource(inner): throw fail("layout: \(inner)")
            }
        }
        return TraceHeader(layout: keyboard)
    }

    // MARK: Phrases

    private static func phrase(
        _ object: JSONNode, line: Int, layout: KeyboardLayout, fail: (String) -> BenchError
    ) throws(BenchError) -> TracePhrase {
        let id: String
        switch object["id"] {
        case nil, .null?: id = "line \(line)"
        case let .string(value)?: id = value
        default: throw fail("phrase id must be a string")
        }
        let field: String
        switch object["field"] {
        case nil, .null?: field = TracePhrase.defaultField
        case let .string(value)?:
            guard TracePhrase.fields.contains(value) else {
                throw fail("unknown field \(shown(value)) (allowed: \(TracePhrase.fields.sorted().joined(separator: ", ")))")
            }
            field = value
        default: throw fail("field must be a string")
        }
        let context: String?
        switch object["context"] {
        case nil, .null?: context = nil
        case let .string(value)?: context = value
        default: throw fail("context must be a string")
        }
        guard let targetValue = object["target"] else { throw fail("phrase has no target") }
        guard case let .string(target) = targetValue else { throw fail("target must be a string") }
        guard let wordValues = object["words"] else { throw fail("phrase has no words") }
        guard case let .array(wordValues) = wordValues else { throw fail("words must be an array") }
        let targetWords = target.split(separator: " ", omittingEmptySubsequences: false)
        guard !target.isEmpty, !targetWords.contains(where: \.isEmpty) else {
            throw fail("target has an empty word (words are separated by single spaces)")
        }
        guard wordValues.count == targetWords.count else {
            throw fail("words has \(wordValues.count) \(wordValues.count == 1 ? "entry" : "entries") for a \(targetWords.count)-word target")
        }
        var words: [TraceWord] = []
        words.reserveCapacity(wordValues.count)
        for (w, value) in wordValues.enumerated() {
            let n = w + 1
            guard case .object = value else { throw fail("word \(n) is not an object") }
            let word = value
            switch (word["taps"], word["swipe"]) {
            case let (taps?, nil):
                guard case let .array(taps) = taps, !taps.isEmpty else { throw fail("word \(n): taps must be a non-empty array") }
                guard taps.count <= maxTapsPerWord else {
                    throw fail("word \(n) has more than \(maxTapsPerWord) taps (the reader's limit: replay time grows with the square of a word's taps)")
                }
                var points: [Point] = []
                points.reserveCapacity(taps.count)
                for (i, tap) in taps.enumerated() {
                    guard let xy = coordinates(tap), xy.count == 2 else {
                        throw fail("word \(n), tap \(i + 1): expected [x, y] with two finite numbers")
                    }
                    points.append(Point(x: xy[0], y: xy[1]))
                }
                words.append(.taps(points))
            case let (nil, swipe?):
                guard case let .array(swipe) = swipe, !swipe.isEmpty else { throw fail("word \(n): swipe must be a non-empty array") }
                var points: [SwipePoint] = []
                points.reserveCapacity(swipe.count)
                for (i, point) in swipe.enumerated() {
                    guard let xyt = coordinates(point), xyt.count == 2 || xyt.count == 3 else {
                        throw fail("word \(n), swipe point \(i + 1): expected [x, y] or [x, y, t_ms] with finite numbers")
                    }
                    points.append(SwipePoint(x: xyt[0], y: xyt[1], t: xyt.count == 3 ? xyt[2] : nil))
                }
                words.append(.swipe(points))
            case (nil, nil): throw fail("word \(n) has neither taps nor swipe")
            case (_?, _?): throw fail("word \(n) has both taps and swipe")
            }
        }
        return TracePhrase(id: id, field: field, context: context, target: target, words: words)
    }

    // MARK: Values

    /// The most Unicode scalars of a value from the file that an error message shows.
    static let shownScalars = 64

    /// `value`, taken from the file, as an error message shows it: in single quotes, cut after
    /// ``shownScalars`` scalars with `…`, and with backslashes, quotes, control characters and
    /// line or paragraph separators escaped (`'x\ny'`, `'\u{1B}[2J'`). Errors are one line (the
    /// contract), and a value may hold a line break, a terminal's control sequence or megabytes.
    static func shown(_ value: String) -> String {
        var text = "'"
        for (count, scalar) in value.unicodeScalars.enumerated() {
            guard count < shownScalars else {
                text += "…"
                break
            }
            switch scalar {
            case "\\": text += "\\\\"
            case "'": text += "\\'"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                switch scalar.properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator:
                    text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "'"
    }

    /// A JSON number as a Double; nil for anything else, booleans included.
    private static func number(_ value: JSONNode?) -> Double? {
        guard case let .number(value)? = value else { return nil }
        return value
    }

    /// An array of finite numbers (nil if any member is not one).
    private static func coordinates(_ value: JSONNode) -> [Double]? {
        guard case let .array(array) = value, array.count <= 3 else { return nil }
        var result: [Double] = []
        for member in array {
            guard let v = number(member), v.isFinite else { return nil }
            result.append(v)
        }
        return result
    }
}

/// Splits a file's bytes into lines (LF or CRLF) without copying them, numbering them from 1.
private struct LineScanner {
    let data: Data
    private var offset: Int
    private var number = 0

    init(data: Data) {
        self.data = data
        // A UTF-8 byte-order mark is not part of the first line.
        offset = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The next line's number and byte range (line break excluded).
    mutating func next() -> (Int, Range<Int>)? {
        let count = data.count
        guard offset < count else { return nil }
        let start = offset
        let newline: Int = data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, let hit = memchr(base + start, 0x0A, count - start) else { return count }
            return UnsafeRawPointer(hit) - base
        }
        offset = newline + 1
        number += 1
        var end = newline
        if end > start, data[data.startIndex + end - 1] == 0x0D { end -= 1 }
        return (number, (data.startIndex + start)..<(data.startIndex + end))
    }
}
