import KeyboardLayout

/// Writes traces as JSON Lines (contract: ../shared/docs/TRACE-FORMAT.md, version 1), byte for
/// byte the same for the same trace on every platform: numbers are formatted here, never through
/// the locale or libc.
public enum TraceWriter {
    /// The header line (no line break): the format, the version and the layout's keys.
    public static func headerLine(_ header: TraceHeader) -> String {
        let keys = header.layout.keys.map { key in
            "{" + member("key", quote(key.label)) + ", " + member("x", number(key.x)) + ", "
                + member("y", number(key.y)) + ", " + member("width", number(key.width)) + ", "
                + member("height", number(key.height)) + "}"
        }
        let layout = "{" + member("name", quote(header.layout.name)) + ", "
            + member("keys", "[" + keys.joined(separator: ", ") + "]") + "}"
        return "{" + member("format", quote(TraceHeader.format)) + ", "
            + member("version", String(TraceHeader.version)) + ", " + member("layout", layout) + "}"
    }

    /// One phrase line (no line break). `field` is written only when it is not `default`, and
    /// `context` only when there is one; tap coordinates are written to 0.1.
    public static func phraseLine(_ phrase: TracePhrase) -> String {
        var members = [member("id", quote(phrase.id))]
        if phrase.field != TracePhrase.defaultField { members.append(member("field", quote(phrase.field))) }
        if let context = phrase.context { members.append(member("context", quote(context))) }
        members.append(member("target", quote(phrase.target)))
        let words = phrase.words.map { word in
            switch word {
            case let .taps(points):
                return "{" + member("taps", "[" + points.map { "[" + tenths($0.x) + ", " + tenths($0.y) + "]" }
                    .joined(separator: ", ") + "]") + "}"
            case let .swipe(points):
                return "{" + member("swipe", "[" + points.map { point in
                    "[" + tenths(point.x) + ", " + tenths(point.y) + (point.t.map { ", " + number($0) } ?? "") + "]"
                }.joined(separator: ", ") + "]") + "}"
            }
        }
        members.append(member("words", "[" + words.joined(separator: ", ") + "]"))
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// A whole trace, one line each, every line ending in a line break.
    public static func text(_ trace: Trace) -> String {
        ([headerLine(trace.header)] + trace.phrases.map(phraseLine)).map { $0 + "\n" }.joined()
    }

    /// `value` rounded to 0.1 and written with one decimal (`152.3`, `31.0`, `-0.4`), by integer
    /// arithmetic.
    public static func tenths(_ value: Double) -> String {
        let scaled = (value * 10).rounded(.toNearestOrAwayFromZero)
        guard scaled.isFinite, scaled.magnitude < 1e15 else { return number(value) }
        let n = Int64(scaled)
        let magnitude = n.magnitude
        return (n < 0 ? "-" : "") + String(magnitude / 10) + "." + String(magnitude % 10)
    }

    /// `value` exactly: an integer without a decimal point (`135`), otherwise Swift's shortest
    /// round-trip form (`44.5`), which the standard library computes the same way everywhere.
    public static func number(_ value: Double) -> String {
        if value == value.rounded(), value.magnitude < 1e15 { return String(Int64(value)) }
        return value.description
    }

    private static func member(_ name: String, _ value: String) -> String {
        quote(name) + ": " + value
    }

    private static func quote(_ string: String) -> String {
        JSONValue.string(string).text
    }
}
