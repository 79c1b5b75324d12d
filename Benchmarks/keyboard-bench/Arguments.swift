#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyboardBenchFormats

/// A hand-written parser for `keyboard-bench` arguments: positional values, `--flag`s and
/// `--option value` pairs, each command declaring which it takes.
struct Arguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var options: [String: String] = [:]

    /// Parses `arguments` against the flags and options a command accepts. An option's value is
    /// the next argument or follows `=` (`--store DIR`, `--store=DIR`); a next argument that
    /// begins with `--` is never taken as a value, so a value that does is written with `=`.
    /// - Throws: ``BenchError`` (usage) for an unknown option, one missing its value, one given
    ///   twice, and a `--languages` list that names no language.
    init(_ arguments: [String], flags allowedFlags: Set<String>, options allowedOptions: Set<String>) throws(BenchError) {
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument.hasPrefix("--") {
                var name = argument
                var inlineValue: String?
                if let eq = argument.firstIndex(of: "=") {
                    name = String(argument[..<eq])
                    inlineValue = String(argument[argument.index(after: eq)...])
                }
                if allowedFlags.contains(name), inlineValue == nil {
                    flags.insert(name)
                } else if allowedOptions.contains(name) {
                    // Refused: keeping the last of two values silently hid a mistake in a command line.
                    guard options[name] == nil else { throw .usage("option \(name) given twice") }
                    if let inlineValue {
                        options[name] = inlineValue
                    } else {
                        guard i + 1 < arguments.count else { throw .usage("option \(name) needs a value") }
                        // `replay T --store --json` took `--json` as the folder and made `./--json`.
                        let next = arguments[i + 1]
                        guard !next.hasPrefix("--") else {
                            throw .usage("option \(name) needs a value, not the option \(next) (write \(name)=VALUE for a value that begins with --)")
                        }
                        i += 1
                        options[name] = next
                    }
                } else {
                    throw .usage("unknown option \(name)")
                }
            } else {
                positionals.append(argument)
            }
            i += 1
        }
        // `--languages ""` or `,` would run with no dictionary at all, not the default.
        if let list = options["--languages"], Self.languages(in: list).isEmpty {
            throw .usage("--languages names no language (give L1,L2, e.g. en_US)")
        }
    }

    /// The single positional argument a command needs.
    func onePositional(_ what: String) throws(BenchError) -> String {
        guard positionals.count == 1 else {
            throw .usage(positionals.isEmpty ? "missing \(what)" : "unexpected argument \(positionals[1])")
        }
        return positionals[0]
    }

    /// The folder an option names, made absolute against the working folder (the learned-word
    /// store takes absolute paths only).
    func folder(_ option: String) -> String? {
        options[option].map(Self.absolute)
    }

    /// `path` made absolute against the working folder.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).path
    }

    /// The lines of the `--user-words FILE` file, trimmed, blank ones left out (nil without the
    /// option): words a command sets as the user's custom words before typing.
    /// - Throws: ``BenchError`` (failure) when the file is missing, a folder, unreadable or not UTF-8.
    func userWords() throws(BenchError) -> [String]? {
        guard let path = options["--user-words"] else { return nil }
        let text = try InputFile.text(atPath: path, kind: "a word list")
        return text.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// `--languages L1,L2`, default `en_US`; never empty (the parser refuses a list naming none).
    var languages: [String] {
        Self.languages(in: options["--languages"] ?? "en_US")
    }

    /// The names of a comma-separated list, trimmed, empty ones left out.
    private static func languages(in list: String) -> [String] {
        list.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
    }
}

extension String {
    /// The string without leading and trailing whitespace (cut at its first and last other
    /// characters: reversing it twice took 94 M instructions for a 2,500-line `--user-words` file).
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
