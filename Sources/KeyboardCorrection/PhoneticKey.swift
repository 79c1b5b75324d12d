/// A rough English sound key, in the spirit of Metaphone and Aspell's "soundslike": words that
/// sound alike share it (`beaurocracy`, `bureaucracy` → `brkrs`; `amature`, `amateur` → `amtr`).
///
/// Letters only (a–z; anything else is dropped), silent initial pairs (`kn`, `wr`, `ps`, …)
/// reduced, doubles collapsed, consonant groups mapped to one sound (`ph` → f, `ck` → k,
/// `c` before e/i/y → s, `g` before e/i/y → j, `th` → 0, `gh` → g, …), `w`/`y`/`h` kept only
/// before a vowel, and every vowel after the first letter dropped (a leading vowel is written `a`).
/// The rules run in a fixed order, each over the whole word; docs/ARCHITECTURE.md explains why a
/// sound key.
///
/// A word English may spell another way by ear has a second key (``alternativeKey(of:)``): `gh`
/// before a consonant or at the end silent (`night` → `nt` beside `ngt`, for `nite` and
/// `neigbour` alike), and `ti`, `ci`, `si` before `a` or `o` read as `sh` (Metaphone's rule:
/// `nation` → `nksn` beside `ntn`, for `nashun`). ``PhoneticIndex`` files and looks words up under
/// both.
public enum PhoneticKey {
    /// The key of `word`, or nil when it has no letter a–z.
    public static func of(_ word: String) -> String? {
        key(of: word, alternative: false)
    }

    /// The key of `word` read the other way (`gh` before a consonant or at the end silent; `ti`,
    /// `ci`, `si` before `a` or `o` as `sh`: `night` → `nt`, `nation` → `nksn`), or nil when the
    /// word has no such letters, when that is ``of(_:)``'s key, or when there is none.
    public static func alternativeKey(of word: String) -> String? {
        of(word).flatMap { alternativeKey(of: word, besides: $0) }
    }

    /// ``alternativeKey(of:)`` for a word whose ``of(_:)`` key the caller has already worked out.
    static func alternativeKey(of word: String, besides key: String) -> String? {
        var text = word
        guard text.withUTF8({ hasAlternative(UnsafeRawBufferPointer($0)) }),
              let alternative = self.key(of: word, alternative: true), alternative != key else { return nil }
        return alternative
    }

    private static func key(of word: String, alternative: Bool) -> String? {
        let scratch = Scratch()
        var word = word
        let found = word.withUTF8 { compute(UnsafeRawBufferPointer($0), into: scratch, alternative: alternative) }
        return found ? String(decoding: scratch.key, as: UTF8.self) : nil
    }

    /// Whether the UTF-8 text `utf8` (either case) holds `gh` before a consonant or at its end, or
    /// `ti`, `ci`, `si` before `a` or `o`: where ``compute(_:into:alternative:)`` may give a
    /// second key. It restates ``alternativeOnlyRules`` as one scan of the bytes: running those
    /// rules' matchers over the letters instead made the index's build 5–9% slower. Change both
    /// together.
    static func hasAlternative(_ utf8: UnsafeRawBufferPointer) -> Bool {
        let n = utf8.count
        guard n >= 2 else { return false }
        for i in 0..<(n - 1) {
            let a = utf8[i] | 0x20, b = utf8[i + 1] | 0x20
            let next: UInt8? = i + 2 < n ? utf8[i + 2] | 0x20 : nil
            if a == 103, b == 104, !(next.map(isVowel) ?? false) { return true }
            if a == 116 || a == 99 || a == 115, b == 105, next == 97 || next == 111 { return true }
        }
        return false
    }

    /// The buffers a key is worked out in, kept from word to word so that indexing a whole
    /// lexicon allocates nothing per word. ``compute(_:into:alternative:)`` leaves the key in
    /// ``key``, valid until the next computation. Not for sharing between threads.
    final class Scratch {
        private var capacity = 0
        /// Three buffers of `capacity` bytes: the word being rewritten, the rewrite, the key.
        fileprivate private(set) var word: UnsafeMutablePointer<UInt8>
        fileprivate private(set) var spare: UnsafeMutablePointer<UInt8>
        fileprivate private(set) var keyBytes: UnsafeMutablePointer<UInt8>
        fileprivate var keyCount = 0

        init() {
            word = .allocate(capacity: 0)
            spare = .allocate(capacity: 0)
            keyBytes = .allocate(capacity: 0)
        }

        deinit {
            word.deallocate()
            spare.deallocate()
            keyBytes.deallocate()
        }

        /// The key of the last word computed.
        var key: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: keyBytes, count: keyCount) }

        /// Room for `count` bytes in each buffer (contents not kept).
        fileprivate func reserve(_ count: Int) {
            guard count > capacity else { return }
            capacity = max(count, 2 * capacity, 64)
            for buffer in [word, spare, keyBytes] { buffer.deallocate() }
            word = .allocate(capacity: capacity)
            spare = .allocate(capacity: capacity)
            keyBytes = .allocate(capacity: capacity)
        }

        /// Makes the rewrite the word (and the word the next rewrite's room).
        fileprivate func swapBuffers() { swap(&word, &spare) }
    }

    /// Works out the key of the UTF-8 text `utf8` into `scratch`'s ``Scratch/key``, read the other
    /// way when `alternative` (``alternativeKey(of:)``); false when it has no letter a–z (no key).
    /// No string or array is made: the index hashes the key's bytes.
    static func compute(_ utf8: UnsafeRawBufferPointer, into scratch: Scratch, alternative: Bool = false) -> Bool {
        // The letters at most double (`x` → `ks` is the only rule that lengthens a word).
        scratch.reserve(2 * utf8.count + 2)
        var n = 0
        var w = scratch.word
        for byte in utf8 {
            let lower = byte >= 65 && byte <= 90 ? byte + 32 : byte
            if lower >= 97 && lower <= 122 {
                w[n] = lower
                n += 1
            }
        }
        guard n > 0 else { return false }
        for initial in initials where initial.pattern.matches(w, count: n, at: 0) {
            // A shorter replacement: the rest moves left.
            let shift = initial.pattern.count - initial.replacement.count
            initial.replacement.write(to: w)
            for i in initial.replacement.count..<(n - shift) { w[i] = w[i + shift] }
            n -= shift
            break
        }
        let firstIsVowel = isVowel(w[0])
        let original = w[0]
        n = collapse(scratch, count: n)
        // Which letters the word holds, so that a rule whose first letter it lacks (most rules,
        // for most words) is passed without a look at the word.
        var letters = letterSet(scratch.word, count: n)
        for rule in alternative ? alternativeRules : rules where letters & rule.pattern.firstBit != 0 {
            n = rule.apply(scratch.word, count: n, into: scratch.spare)
            scratch.swapBuffers()
            letters = letterSet(scratch.word, count: n)
        }
        n = collapse(scratch, count: n)
        w = scratch.word
        let key = scratch.keyBytes
        guard n > 0 else {
            key[0] = firstIsVowel ? UInt8(ascii: "a") : original
            scratch.keyCount = 1
            return true
        }
        key[0] = firstIsVowel ? UInt8(ascii: "a") : w[0]
        var k = 1
        for i in 1..<n where !isVowel(w[i]) && w[i] != UInt8(ascii: "y") {
            key[k] = w[i]
            k += 1
        }
        scratch.keyCount = k
        return true
    }

    private static let initials: [(pattern: Letters, replacement: Letters)] = [
        ("kn", "n"), ("gn", "n"), ("pn", "n"), ("wr", "r"), ("ps", "s"), ("x", "s"), ("wh", "w"),
    ].map { (Letters($0.0), Letters($0.1)) }

    /// A bit for each letter a–z in the `n` letters at `w` (`0`, which `th` becomes, has none).
    private static func letterSet(_ w: UnsafeMutablePointer<UInt8>, count n: Int) -> UInt32 {
        var set: UInt32 = 0
        for i in 0..<n where w[i] >= 97 && w[i] <= 122 { set |= 1 << UInt32(w[i] - 97) }
        return set
    }

    private static func isVowel(_ c: UInt8) -> Bool {
        c == 97 || c == 101 || c == 105 || c == 111 || c == 117
    }

    /// Collapses runs of a letter in the scratch word to one; returns the new length.
    private static func collapse(_ scratch: Scratch, count n: Int) -> Int {
        let w = scratch.word
        guard n > 1, (1..<n).contains(where: { w[$0] == w[$0 - 1] }) else { return n }
        let out = scratch.spare
        var o = 0
        for i in 0..<n where o == 0 || out[o - 1] != w[i] {
            out[o] = w[i]
            o += 1
        }
        scratch.swapBuffers()
        return o
    }

    /// Up to three letters, held inline (a rule is plain data: reading one retains nothing).
    private struct Letters {
        let count: Int
        private let a: UInt8, b: UInt8, c: UInt8

        init(_ text: String) {
            let bytes = Array(text.utf8)
            precondition(bytes.count <= 3)
            count = bytes.count
            a = bytes.count > 0 ? bytes[0] : 0
            b = bytes.count > 1 ? bytes[1] : 0
            c = bytes.count > 2 ? bytes[2] : 0
        }

        /// The first letter's bit in a ``PhoneticKey/letterSet(_:count:)``.
        var firstBit: UInt32 { 1 << UInt32(a &- 97) }

        /// Whether `w[i...]` (of `n` letters) starts with these letters.
        @inline(__always)
        func matches(_ w: UnsafeMutablePointer<UInt8>, count n: Int, at i: Int) -> Bool {
            i + count <= n && w[i] == a && (count < 2 || w[i + 1] == b) && (count < 3 || w[i + 2] == c)
        }

        /// Writes the letters at `out`; returns how many.
        @inline(__always) @discardableResult
        func write(to out: UnsafeMutablePointer<UInt8>) -> Int {
            if count > 0 { out[0] = a }
            if count > 1 { out[1] = b }
            if count > 2 { out[2] = c }
            return count
        }
    }

    /// One rewrite: `pattern` → `replacement`, left to right without overlaps, optionally only
    /// when followed by `e`, `i` or `y`, when followed by `a` or `o`, when not followed by a vowel,
    /// or when preceded by a vowel (the look-around letters are not consumed).
    private struct Rule {
        enum Condition { case always, beforeEIY, beforeAO, notBeforeVowel, afterVowel }
        let pattern: Letters
        let replacement: Letters
        let condition: Condition

        init(_ pattern: String, _ replacement: String, _ condition: Condition = .always) {
            self.pattern = Letters(pattern)
            self.replacement = Letters(replacement)
            self.condition = condition
        }

        /// Writes the `n` letters at `w` rewritten to `out` and returns their new count.
        func apply(_ w: UnsafeMutablePointer<UInt8>, count n: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
            var o = 0, i = 0
            while i < n {
                if pattern.matches(w, count: n, at: i), holds(in: w, count: n, at: i) {
                    o += replacement.write(to: out + o)
                    i += pattern.count
                } else {
                    out[o] = w[i]
                    o += 1
                    i += 1
                }
            }
            return o
        }

        private func holds(in w: UnsafeMutablePointer<UInt8>, count n: Int, at i: Int) -> Bool {
            let next: UInt8? = i + pattern.count < n ? w[i + pattern.count] : nil
            switch condition {
            case .always: return true
            case .beforeEIY: return next.map { $0 == 101 || $0 == 105 || $0 == 121 } ?? false
            case .beforeAO: return next.map { $0 == 97 || $0 == 111 } ?? false
            case .notBeforeVowel: return !(next.map(PhoneticKey.isVowel) ?? false)
            case .afterVowel: return i > 0 && PhoneticKey.isVowel(w[i - 1])
            }
        }
    }

    private static let rules = makeRules(alternative: false)
    /// ``rules`` reading the other way (``alternativeKey(of:)``): ``alternativeOnlyRules`` ahead of
    /// `gh` → g and the `c` rules.
    private static let alternativeRules = makeRules(alternative: true)
    /// What only the other reading rewrites: `gh` silent before a consonant or at the end; `ti`,
    /// `ci`, `si` before `a` or `o` as `sh` (written `x`, as `sh` is). ``hasAlternative(_:)``
    /// finds where they apply.
    private static let alternativeOnlyRules = [
        Rule("gh", "", .notBeforeVowel), Rule("ti", "x", .beforeAO), Rule("ci", "x", .beforeAO), Rule("si", "x", .beforeAO),
    ]

    private static func makeRules(alternative: Bool) -> [Rule] {
        [
            Rule("tch", "x"), Rule("sch", "sk"), Rule("ph", "f"), Rule("ck", "k"), Rule("sh", "x"), Rule("ch", "x"),
            Rule("th", "0"),
        ] + (alternative ? alternativeOnlyRules : []) + [
            Rule("gh", "g"), Rule("dg", "j", .beforeEIY), Rule("c", "s", .beforeEIY), Rule("c", "k"),
            Rule("g", "j", .beforeEIY), Rule("q", "k"), Rule("x", "ks"), Rule("z", "s"), Rule("v", "f"),
            Rule("w", "", .notBeforeVowel), Rule("y", "", .notBeforeVowel), Rule("h", "", .notBeforeVowel),
            Rule("h", "", .afterVowel),
        ]
    }
}
