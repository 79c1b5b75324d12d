import Foundation
import KeyboardLayout

/// Reads a trace file (JSON Lines, UTF-8; contract: ../shared/docs/TRACE-FORMAT.md, version 1).
///
/// Every problem is one ``BenchError`` naming the file and the 1-based line: `TRACE:LINE: what is
/// wrong`. Blank lines are skipped; the first other line is the header. Unknown members are
/// ignored (the contract may grow). Resource use is capped: a line over ``maxLineBytes`` or a trace
/// over ``maxPhrases`` phrases is refused before it is parsed.
public enum TraceReader {
    /// The longest line read (8 MB).
    public static let maxLineBytes = 8 * 1024 * 1024
    /// The most phrases a trace may hold.
    public static let maxPhrases = 1_000_000
    /// The letters every trace layout must have keys for.
    public static let requiredLetters = "abcdefghijklmnopqrstuvwxyz".map { String($0) }

    /// The trace at `path`.
    /// - Throws: ``BenchError`` (failure) for an unreadable file or the first malformed line.
    public static func read(path: String) throws(BenchError) -> Trace {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .failure("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw .failure("\(path): is a directory, not a trace") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw .failure("\(path): cannot read (\(error.localizedDescription))")
        }
        return try read(data: data, name: path)
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
            let object: [String: Any]
            do {
                guard let parsed = try JSONSerialization.jsonObject(with: line) as? [String: Any] else {
                    throw fail("expected one JSON object on the line")
                }
                object = parsed
            } catch let error as BenchError {
                throw error
            } catch {
                let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                throw fail("malformed JSON" + (detail.map { " (\($0))" } ?? ""))
            }
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

    private static func header(_ object: [String: Any], fail: (String) -> BenchError) throws(BenchError) -> TraceHeader {
        guard object["format"] as? String == TraceHeader.format else {
            throw fail(#"not a trace header (expected {"format": "keyboard-trace", "version": 1, "layout": …})"#)
        }
        guard let version = number(object["version"]), version == Double(TraceHeader.version) else {
            let shown = number(object["version"]).map(TraceWriter.number) ?? "missing"
            throw fail("unsupported trace version \(shown) (this reader knows version \(TraceHeader.version))")
        }
        guard let layout = object["layout"] as? [String: Any] else { throw fail("header has no layout object") }
        let name: String
        switch layout["name"] {
        case nil, is NSNull: name = "trace"
        case let value as String: name = value
        default: throw fail("layout name must be a string")
        }
        guard let entries = layout["keys"] as? [Any] else { throw fail("layout has no keys array") }
        var keys: [Key] = []
        keys.reserveCapacity(entries.count)
        for (i, entry) in entries.enumerated() {
            guard let entry = entry as? [String: Any] else { throw fail("layout key \(i + 1) is not an object") }
            guard let label = entry["key"] as? String, !label.isEmpty else {
                throw fail("layout key \(i + 1) has no \"key\" string")
            }
            var rect: [Double] = []
            for member in ["x", "y", "width", "height"] {
                guard let value = number(entry[member]), value.isFinite else {
                    throw fail("layout key '\(label)' needs a finite number \"\(member)\"")
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
            case let .invalidKey(label): throw fail("layout key '\(label)' has a width or height that is not positive")
            case let .duplicateKey(label): throw fail("layout has two keys '\(label)'")
            case let .missingKey(label): throw fail("layout lacks key '\(label)'")
            case let .resource(inner): throw fail("layout: \(inner)")
            }
        }
        return TraceHeader(layout: keyboard)
    }

    // MARK: Phrases

    private static func phrase(
        _ object: [String: Any], line: Int, layout: KeyboardLayout, fail: (String) -> BenchError
    ) throws(BenchError) -> TracePhrase {
        let id: String
        switch object["id"] {
        case nil, is NSNull: id = "line \(line)"
        case let value as String: id = value
        default: throw fail("phrase id must be a string")
        }
        let field: String
        switch object["field"] {
        case nil, is NSNull: field = TracePhrase.defaultField
        case let value as String:
            guard TracePhrase.fields.contains(value) else {
                throw fail("unknown field '\(value)' (allowed: \(TracePhrase.fields.sorted().joined(separator: ", ")))")
            }
            field = value
        default: throw fail("field must be a string")
        }
        let context: String?
        switch object["context"] {
        case nil, is NSNull: context = nil
        case let value as String: context = value
        default: throw fail("context must be a string")
        }
        guard let targetValue = object["target"] else { throw fail("phrase has no target") }
        guard let target = targetValue as? String else { throw fail("target must be a string") }
        guard let wordValues = object["words"] else { throw fail("phrase has no words") }
        guard let wordValues = wordValues as? [Any] else { throw fail("words must be an array") }
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
            guard let word = value as? [String: Any] else { throw fail("word \(n) is not an object") }
            switch (word["taps"], word["swipe"]) {
            case let (taps?, nil):
                guard let taps = taps as? [Any], !taps.isEmpty else { throw fail("word \(n): taps must be a non-empty array") }
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
                guard let swipe = swipe as? [Any], !swipe.isEmpty else { throw fail("word \(n): swipe must be a non-empty array") }
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

    /// A JSON number as a Double; nil for anything else, booleans included.
    private static func number(_ value: Any?) -> Double? {
        guard let value = value as? NSNumber else { return nil }
        // JSONSerialization hands booleans back as NSNumbers of type char.
        guard String(cString: value.objCType) != "c" else { return nil }
        return value.doubleValue
    }

    /// An array of finite numbers (nil if any member is not one).
    private static func coordinates(_ value: Any) -> [Double]? {
        guard let array = value as? [Any], array.count <= 3 else { return nil }
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
