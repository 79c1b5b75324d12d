/// A rough English sound key, in the spirit of Metaphone and Aspell's "soundslike": words that
/// sound alike share it (`beaurocracy`, `bureaucracy` → `brkrs`; `amature`, `amateur` → `amtr`).
///
/// Letters only (a–z; anything else is dropped), silent initial pairs (`kn`, `wr`, `ps`, …)
/// reduced, doubles collapsed, consonant groups mapped to one sound (`ph` → f, `ck` → k,
/// `c` before e/i/y → s, `g` before e/i/y → j, `th` → 0, …), `w`/`y`/`h` kept only before a vowel,
/// and every vowel after the first letter dropped (a leading vowel is written `a`). The rules run
/// in a fixed order, each over the whole word; docs/ARCHITECTURE.md explains why a sound key.
public enum PhoneticKey {
    /// The key of `word`, or nil when it has no letter a–z.
    public static func of(_ word: String) -> String? {
        bytes(of: word).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The key as ASCII bytes (no string is made: the index hashes these directly).
    static func bytes(of word: String) -> [UInt8]? {
        var w: [UInt8] = []
        w.reserveCapacity(word.utf8.count)
        for byte in word.utf8 {
            let lower = byte >= 65 && byte <= 90 ? byte + 32 : byte
            if lower >= 97 && lower <= 122 { w.append(lower) }
        }
        guard !w.isEmpty else { return nil }
        for (prefix, replacement) in initials where w.starts(with: prefix) {
            w.replaceSubrange(0..<prefix.count, with: replacement)
            break
        }
        let firstIsVowel = isVowel(w[0])
        let original = w[0]
        collapse(&w)
        for rule in rules { rule.apply(to: &w) }
        collapse(&w)
        guard !w.isEmpty else { return [firstIsVowel ? UInt8(ascii: "a") : original] }
        var key: [UInt8] = [firstIsVowel ? UInt8(ascii: "a") : w[0]]
        for letter in w.dropFirst() where !isVowel(letter) && letter != UInt8(ascii: "y") { key.append(letter) }
        return key
    }

    private static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    private static let initials: [([UInt8], [UInt8])] = [
        ("kn", "n"), ("gn", "n"), ("pn", "n"), ("wr", "r"), ("ps", "s"), ("x", "s"), ("wh", "w"),
    ].map { (bytes($0.0), bytes($0.1)) }

    private static func isVowel(_ c: UInt8) -> Bool {
        c == 97 || c == 101 || c == 105 || c == 111 || c == 117
    }

    private static func collapse(_ w: inout [UInt8]) {
        guard zip(w, w.dropFirst()).contains(where: { $0 == $1 }) else { return }
        var out: [UInt8] = []
        out.reserveCapacity(w.count)
        for c in w where out.last != c { out.append(c) }
        w = out
    }

    /// One rewrite: `pattern` → `replacement`, left to right without overlaps, optionally only
    /// when followed by one of `followedBy`, when not followed by a vowel, or when preceded by a
    /// vowel (the look-around letters are not consumed).
    private struct Rule {
        enum Condition { case always, before([UInt8]), notBeforeVowel, afterVowel }
        let pattern: [UInt8]
        let replacement: [UInt8]
        let condition: Condition

        init(_ pattern: String, _ replacement: String, _ condition: Condition = .always) {
            self.pattern = Array(pattern.utf8)
            self.replacement = Array(replacement.utf8)
            self.condition = condition
        }

        func apply(to w: inout [UInt8]) {
            guard w.contains(pattern[0]) else { return }  // most rules meet most words not at all
            var out: [UInt8] = []
            out.reserveCapacity(w.count + 2)
            var i = 0
            while i < w.count {
                if i + pattern.count <= w.count, w[i..<(i + pattern.count)].elementsEqual(pattern), holds(in: w, at: i, previous: out.last) {
                    out.append(contentsOf: replacement)
                    i += pattern.count
                } else {
                    out.append(w[i])
                    i += 1
                }
            }
            w = out
        }

        private func holds(in w: [UInt8], at i: Int, previous: UInt8?) -> Bool {
            let next = i + pattern.count < w.count ? w[i + pattern.count] : nil
            switch condition {
            case .always: return true
            case let .before(letters): return next.map(letters.contains) ?? false
            case .notBeforeVowel: return !(next.map(PhoneticKey.isVowel) ?? false)
            case .afterVowel: return i > 0 && PhoneticKey.isVowel(w[i - 1])
            }
        }
    }

    private static let eiy = Array("eiy".utf8)
    private static let rules: [Rule] = [
        Rule("tch", "x"), Rule("sch", "sk"), Rule("ph", "f"), Rule("ck", "k"), Rule("sh", "x"), Rule("ch", "x"),
        Rule("th", "0"), Rule("gh", "g"), Rule("dg", "j", .before(eiy)), Rule("c", "s", .before(eiy)), Rule("c", "k"),
        Rule("g", "j", .before(eiy)), Rule("q", "k"), Rule("x", "ks"), Rule("z", "s"), Rule("v", "f"),
        Rule("w", "", .notBeforeVowel), Rule("y", "", .notBeforeVowel), Rule("h", "", .notBeforeVowel), Rule("h", "", .afterVowel),
    ]
}
