import Foundation
@testable import KeyboardBenchFormats
import Testing
import TestSupport

@Suite("Trace JSON reader")
struct JSONNodeTests {
    static func parse(_ text: String) throws -> JSONNode {
        try Array(text.utf8).withUnsafeBytes { try JSONNode.parse($0) }
    }

    /// Foundation's reading of the same text, as a JSONNode (booleans are NSNumbers of type c).
    static func foundation(_ value: Any) -> JSONNode {
        switch value {
        case is NSNull: return .null
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        case let string as String: return .string(string)
        case let array as [Any]: return .array(array.map(foundation))
        case let object as [String: Any]: return .object(object.keys.sorted().map { ($0, foundation(object[$0]!)) })
        default: return .null
        }
    }

    /// `node` with every object's members sorted by name (Foundation's dictionaries have no order).
    static func sorted(_ node: JSONNode) -> JSONNode {
        switch node {
        case let .array(items): .array(items.map(sorted))
        case let .object(members): .object(members.sorted { $0.0 < $1.0 }.map { ($0.0, sorted($0.1)) })
        default: node
        }
    }

    static let traces = ["sample.jsonl", "swipe-sample.jsonl", "sensitive.jsonl", "dev.jsonl"]

    @Test("every line of the bundled traces reads as JSONSerialization reads it", arguments: traces)
    func sameAsFoundation(_ name: String) throws {
        let path = Repository.path("Benchmarks/Traces/" + name)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = 0
        for line in text.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
            let ours = try Self.parse(String(line))
            let theirs = try JSONSerialization.jsonObject(with: Data(line.utf8))
            #expect(Self.sorted(ours) == Self.foundation(theirs), "\(name): \(line.prefix(60))")
            lines += 1
        }
        #expect(lines > 10)
    }

    @Test("values: escapes, surrogate pairs, numbers, nesting, white space")
    func values() throws {
        #expect(try Self.parse(#" {"a": [1, -2.5e3, 0, -0.0, 1E-2, true, false, null], "b": {}} "#)
            == .object([("a", .array([.number(1), .number(-2500), .number(0), .number(-0.0), .number(0.01), .bool(true), .bool(false), .null])), ("b", .object([]))]))
        #expect(try Self.parse(#""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#) == .string("\"\\/\u{8}\u{C}\n\r\t\u{E9}\u{1F600}"))
        #expect(try Self.parse("\"grüße 👍🏽\"") == .string("grüße 👍🏽"))
        #expect(try Self.parse(#"{"a": 1, "a": 2}"#)["a"] == .number(2))
        #expect(try Self.parse("[]") == .array([]))
        // Strings and names compare by code points, as JSON's do: `é` precomposed is not `e` + U+0301.
        #expect(try Self.parse(#""\u00e9""#) != .string("e\u{301}"))
        #expect(try Self.parse(#"{"\u00e9": 1}"#) != .object([("e\u{301}", .number(1))]))
        #expect(try Self.parse(#"{"\u00e9": 1}"#) == .object([("\u{E9}", .number(1))]))
    }

    @Test("malformed text is a syntax error, never a crash", arguments: [
        "", " ", "{", "}", "[1,]", "[1 2]", #"{"a":}"#, #"{"a" 1}"#, #"{a: 1}"#, #"{"a": 1,}"#, "01", "-", "1.", "1e", ".5",
        "+1", "tru", "nul", "\"abc", "\"a\u{1}b\"", #""\x""#, #""\u12""#, #""\ud800""#, #""\udc00""#, #""\ud800\u0041""#,
        "{} {}", "[1] x", "NaN", "Infinity",
        String(repeating: "[", count: 100_000), String(repeating: "{\"a\":", count: 10_000),
    ])
    func malformed(_ text: String) {
        #expect(throws: JSONNode.SyntaxError.self) { try Self.parse(text) }
    }

    @Test("invalid UTF-8 in a string is a syntax error")
    func invalidUTF8() {
        let bytes = Array("\"a".utf8) + [0xC3, 0x28] + Array("\"".utf8)
        #expect(throws: JSONNode.SyntaxError.self) { try bytes.withUnsafeBytes { try JSONNode.parse($0) } }
    }

    @Test("nesting up to the limit reads; one level more is refused")
    func depth() throws {
        let limit = JSONNode.maximumDepth
        _ = try Self.parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
        #expect(throws: JSONNode.SyntaxError.self) {
            try Self.parse(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
        }
    }

    @Test("a trace line that is not JSON names the file, the line and the place")
    func traceError() throws {
        let data = Data("{\"format\": \"keyboard-trace\", \"version\": 1, \"layout\": {\"keys\": []}}\n{\"id\": 1,}\n".utf8)
        #expect(throws: BenchError.self) { try TraceReader.read(data: data, name: "t.jsonl") }
        // A sound header, then a line that is not JSON: the error names line 2.
        let sample = try String(contentsOfFile: Repository.path("Benchmarks/Traces/sample.jsonl"), encoding: .utf8)
        let header = try #require(sample.split(separator: "\n").first)
        do {
            _ = try TraceReader.read(data: Data((header + "\n{\"id\": 1,}\n").utf8), name: "t.jsonl")
            Issue.record("a line that is not JSON was read")
        } catch {
            #expect(error.description.hasPrefix("t.jsonl:2: malformed JSON ("), "\(error)")
        }
        do {
            _ = try TraceReader.read(data: Data("{\"id\": 1,}\n".utf8), name: "t.jsonl")
            Issue.record("a line that is not JSON was read")
        } catch {
            #expect(error.description.hasPrefix("t.jsonl:1: malformed JSON ("), "\(error)")
        }
    }

    @Test("numbers print as Foundation's String(format: \"%.6g\") printed them", arguments: [
        0.0, -0.0, 1, 0.1, 0.955607, 44.4, 1234567, 1e-7, 123456.5, -3.25e12, 0.00012345678,
    ])
    func doubles(_ value: Double) {
        #expect(JSONValue.double(value).text == String(format: "%.6g", value))
    }

    @Test("control characters are escaped as Foundation's String(format: \"\\\\u%04x\") escaped them")
    func controlEscapes() {
        let text = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) }))
        let expected = "\"" + (0..<0x20).map { (value: Int) -> String in
            switch value {
            case 0x0A: return "\\n"
            case 0x09: return "\\t"
            case 0x0D: return "\\r"
            default: return String(format: "\\u%04x", value)
            }
        }.joined() + "\""
        #expect(JSONValue.string(text).text == expected)
    }
}
