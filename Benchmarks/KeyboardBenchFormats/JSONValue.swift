#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// A JSON value whose objects keep their keys in the order given, for stable, readable output.
public enum JSONValue {
    /// A whole number.
    case int(Int)
    /// A number with a fraction.
    case double(Double)
    /// A string, escaped when written.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// An array, in order.
    case array([JSONValue])
    /// An object, its keys written in the order given.
    case object([(String, JSONValue)])

    /// The value as compact JSON text.
    public var text: String {
        switch self {
        case let .int(v): return String(v)
        case let .double(v):
            guard v.isFinite else { return "null" }
            return Self.format("%.6g", v)
        case let .string(v): return Self.quote(v)
        case let .bool(v): return v ? "true" : "false"
        case let .array(items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
        case let .object(pairs): return "{" + pairs.map { Self.quote($0.0) + ": " + $0.1.text }.joined(separator: ", ") + "}"
        }
    }

    /// `value` through C's `printf` format `format` (what Foundation's `String(format:)` does for
    /// these, without Foundation).
    private static func format(_ format: String, _ value: any CVarArg) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        guard count >= 0, count < buffer.count else { return "" }
        return String(decoding: buffer[..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 { out += Self.format("\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
