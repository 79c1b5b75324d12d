/// A JSON value as the trace reader reads it (RFC 8259), parsed here rather than by Foundation's
/// `JSONSerialization`: keyboard-bench links no Foundation, so that the memory it measures is the
/// engine's (docs/PERFORMANCE.md, "Memory").
enum JSONNode: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    /// Members in the order given; a repeated name keeps its last value (``member(_:)``).
    case object([(String, JSONNode)])

    /// Equal values: strings and member names compare by their code points, as JSON's do (RFC
    /// 8259, 8.3), not by Swift's canonical equivalence, which normalises first (in time growing
    /// with the square of a run of marks out of canonical order).
    static func == (a: JSONNode, b: JSONNode) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.number(x), .number(y)): x == y
        case let (.string(x), .string(y)): x.utf8.elementsEqual(y.utf8)
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.0.utf8.elementsEqual($1.0.utf8) && $0.1 == $1.1 }
        default: false
        }
    }

    /// The value of member `name` of an object (the last one given); nil when absent or not an object.
    subscript(name: String) -> JSONNode? {
        guard case let .object(members) = self else { return nil }
        // Names compared by their bytes: `==` normalises first, and a hostile name under many marks
        // out of canonical order took time growing with the square of their number.
        return members.last { $0.0.utf8.elementsEqual(name.utf8) }?.1
    }

    /// Why a text is not JSON: what was wrong and the byte offset where it was found.
    struct SyntaxError: Error, CustomStringConvertible {
        var message: String
        var offset: Int
        var description: String { "\(message) at byte \(offset + 1)" }
    }

    /// Nesting deeper than this is refused (a hostile line must not exhaust the stack).
    static let maximumDepth = 512

    /// Parses `bytes` as one JSON value, with white space around it and nothing else.
    /// - Throws: ``SyntaxError``.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(SyntaxError) -> JSONNode {
        var parser = Parser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.offset == bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    private struct Parser {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        func error(_ message: String) -> SyntaxError { SyntaxError(message: message, offset: offset) }

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> JSONNode {
            guard depth < JSONNode.maximumDepth else { throw error("nested deeper than \(JSONNode.maximumDepth) levels") }
            guard let byte = current else { throw error("unexpected end of text") }
            switch byte {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("unexpected character")
            }
        }

        mutating func literal(_ word: String) throws(SyntaxError) {
            let expected = Array(word.utf8)
            guard offset + expected.count <= bytes.count,
                  expected.indices.allSatisfy({ bytes[offset + $0] == expected[$0] })
            else { throw error("unexpected character") }
            offset += expected.count
        }

        mutating func object(depth: Int) throws(SyntaxError) -> JSONNode {
            offset += 1 // {
            var members: [(String, JSONNode)] = []
            skipSpace()
            if current == UInt8(ascii: "}") { offset += 1; return .object(members) }
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
                let name = try string()
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after a member name") }
                offset += 1
                skipSpace()
                members.append((name, try value(depth: depth + 1)))
                skipSpace()
                switch current {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "}"): offset += 1; return .object(members)
                default: throw error("expected ',' or '}' in an object")
                }
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> JSONNode {
            offset += 1 // [
            var items: [JSONNode] = []
            skipSpace()
            if current == UInt8(ascii: "]") { offset += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                switch current {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "]"): offset += 1; return .array(items)
                default: throw error("expected ',' or ']' in an array")
                }
            }
        }

        /// A number as the grammar has it (`-`? int frac? exp?), read by the standard library's
        /// correctly rounded conversion.
        mutating func number() throws(SyntaxError) -> Double {
            let start = offset
            if current == UInt8(ascii: "-") { offset += 1 }
            func digits(_ parser: inout Parser) -> Int {
                let from = parser.offset
                while let byte = parser.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { parser.offset += 1 }
                return parser.offset - from
            }
            let leadingZero = current == UInt8(ascii: "0")
            let integerDigits = digits(&self)
            guard integerDigits > 0 else { throw error("a number needs digits") }
            guard !(leadingZero && integerDigits > 1) else { throw error("a number cannot start with 0") }
            if current == UInt8(ascii: ".") {
                offset += 1
                guard digits(&self) > 0 else { throw error("a number needs digits after '.'") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                offset += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
                guard digits(&self) > 0 else { throw error("a number needs digits in its exponent") }
            }
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            guard let value = Double(text) else { throw SyntaxError(message: "number out of range", offset: start) }
            return value
        }

        /// A string: escapes decoded (surrogate pairs joined), UTF-8 checked; control characters
        /// and lone surrogates refused.
        mutating func string() throws(SyntaxError) -> String {
            offset += 1 // "
            var out: [UInt8] = []
            while true {
                guard let byte = current else { throw error("unterminated string") }
                switch byte {
                case UInt8(ascii: "\""):
                    offset += 1
                    guard let text = String(validating: out, as: UTF8.self) else { throw error("a string is not UTF-8") }
                    return text
                case UInt8(ascii: "\\"):
                    offset += 1
                    guard let escape = current else { throw error("unterminated string") }
                    offset += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        var unit = try hex4()
                        if (0xD800...0xDBFF).contains(unit) {
                            guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                                throw error("a lone surrogate in a \\u escape")
                            }
                            offset += 2
                            let low = try hex4()
                            guard (0xDC00...0xDFFF).contains(low) else { throw error("a lone surrogate in a \\u escape") }
                            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        } else if (0xDC00...0xDFFF).contains(unit) {
                            throw error("a lone surrogate in a \\u escape")
                        }
                        guard let scalar = Unicode.Scalar(unit) else { throw error("an invalid \\u escape") }
                        out.append(contentsOf: String(Character(scalar)).utf8)
                    default:
                        throw error("an invalid escape")
                    }
                case 0x00..<0x20:
                    throw error("a control character in a string")
                default:
                    out.append(byte)
                    offset += 1
                }
            }
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            guard offset + 4 <= bytes.count else { throw error("a \\u escape needs four hex digits") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[offset]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw error("a \\u escape needs four hex digits")
                }
                value = value << 4 | UInt32(digit)
                offset += 1
            }
            return value
        }
    }
}
