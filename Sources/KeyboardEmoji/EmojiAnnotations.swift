import KeyboardData

/// The CLDR emoji annotations of one locale, memory-mapped (`EMOJ` format): each emoji with its
/// name and keywords, and a folded token index for search.
///
/// A regional file (`de_CH`) holds only what CLDR says differently for the region; search falls
/// back to the parent locales. Immutable and thread-safe.
///
/// A class: the inline emoji search reads each locale's annotations at every key press, and a
/// struct's copy retained and released each of its mapped sections.
public final class EmojiAnnotations: Sendable {
    /// What the flags of one emoji say.
    public struct Traits: Sendable, Hashable, Codable {
        let raw: UInt32
        /// The emoji's index in Unicode's `emoji-test.txt` order: a stable id across locales.
        public var orderIndex: Int { Int(raw & 0xFFFF) }
        /// The skin tone the emoji carries: 0 none, 1 (light) … 5 (dark), 6 several.
        public var skinTone: Int { Int((raw >> 16) & 0xF) }
        /// Whether the emoji is a ZWJ sequence.
        public var isZWJSequence: Bool { raw & (1 << 20) != 0 }
        /// Whether the emoji is a flag.
        public var isFlag: Bool { raw & (1 << 21) != 0 }
        /// Whether the annotation came from CLDR's derived annotations.
        public var isDerived: Bool { raw & (1 << 22) != 0 }
    }

    /// One posting of a search token.
    public struct Posting: Sendable, Hashable {
        let raw: UInt32
        /// The emoji's index in this file.
        public var emojiIndex: Int { Int(raw & 0x00FF_FFFF) }
        /// The token is a whole keyword.
        public var isWholeKeyword: Bool { raw & (1 << 24) != 0 }
        /// The token is the whole name.
        public var isWholeName: Bool { raw & (1 << 25) != 0 }
        /// The token is a word inside a keyword.
        public var isKeywordWord: Bool { raw & (1 << 26) != 0 }
        /// The token is a word inside the name.
        public var isNameWord: Bool { raw & (1 << 27) != 0 }
        /// The token is a whole alias: a search word from outside the locale's CLDR annotations
        /// (a flag's ISO code or short name, an EmojiOne keyword in `en`).
        public var isWholeAlias: Bool { raw & (1 << 28) != 0 }
        /// The token is a word inside an alias.
        public var isAliasWord: Bool { raw & (1 << 29) != 0 }
        /// The token comes from the CLDR name or keywords (not only from an alias).
        public var isAnnotation: Bool { raw & (0xF << 24) != 0 }
    }

    /// The locale (`en`, `de_CH`), from the file name.
    public let locale: String
    let emojiStrings: StringTable
    let names: StringTable
    let keywordStrings: StringTable
    let traitBits: ResourceArray<UInt32>
    let tokens: StringTable
    let postingStarts: ResourceArray<UInt32>
    let postings: ResourceArray<UInt32>

    /// The supported `EMOJ` versions.
    public static let versions: ClosedRange<UInt32> = 1...1

    /// Maps and verifies the annotations at `path`.
    /// - Throws: ``ResourceError`` naming the file when it is missing, truncated or corrupt.
    public init(path: String) throws(ResourceError) {
        let file = try ResourceFile(path: path, kind: "EMOJ", versions: Self.versions)
        guard let n = file.sections["EIDX"]?.count, let t = file.sections["TIDX"]?.count else {
            throw .malformedSection(file: path, tag: "EIDX")
        }
        emojiStrings = try file.strings(index: "EIDX", text: "ETXT", count: n)
        names = try file.strings(index: "NIDX", text: "NTXT", count: n)
        keywordStrings = try file.strings(index: "KIDX", text: "KTXT", count: n)
        traitBits = try file.array("EINF", of: UInt32.self, count: n)
        tokens = try file.strings(index: "TIDX", text: "TTXT", count: t)
        postingStarts = try file.array("TPST", of: UInt32.self, count: t + 1)
        postings = try file.array("POST", of: UInt32.self)
        guard postingStarts[0] == 0, Int(postingStarts[t]) == postings.count else {
            throw .malformedSection(file: path, tag: "TPST")
        }
        for i in 0..<t where postingStarts[i] > postingStarts[i + 1] { throw .malformedSection(file: path, tag: "TPST") }
        for i in 0..<postings.count where Int(postings[i] & 0x00FF_FFFF) >= n { throw .malformedSection(file: path, tag: "POST") }
        let base = path.split(separator: "/").last.map(String.init) ?? path
        locale = base.hasSuffix(".emoji") ? String(base.dropLast(6)) : base
    }

    /// The number of emoji annotated.
    public var count: Int { emojiStrings.count }

    /// Emoji `index`, fully qualified.
    public func emoji(at index: Int) -> String { emojiStrings[index] }

    /// The CLDR short name of emoji `index` (empty when the locale has none).
    public func name(at index: Int) -> String { names[index] }

    /// The CLDR keywords of emoji `index`.
    public func keywords(at index: Int) -> [String] {
        keywordStrings[index].split(separator: "|").map(String.init)
    }

    /// The flags of emoji `index`.
    public func traits(at index: Int) -> Traits { Traits(raw: traitBits[index]) }

    /// The number of distinct search tokens.
    public var tokenCount: Int { tokens.count }

    /// Search token `index`, folded, in byte order.
    public func token(at index: Int) -> String { tokens[index] }

    /// The postings of a folded token (see `TextNormalizer.searchKey`), empty when unknown.
    public func postings(forToken token: String) -> [Posting] {
        guard let index = tokenIndex(token) else { return [] }
        return postings(atToken: index)
    }

    /// The index of emoji `emoji` (fully qualified, or with U+FE0F removed) in this file.
    public func index(of emoji: String) -> Int? {
        let wanted = emoji.unicodeScalars.filter { $0.value != 0xFE0F }
        return (0..<count).first { emojiStrings[$0].unicodeScalars.filter { $0.value != 0xFE0F }.elementsEqual(wanted) }
    }

    /// Whether `token` (folded) is one of the file's search tokens.
    public func contains(token: String) -> Bool { tokenIndex(token) != nil }

    /// The indices of the tokens that start with `prefix` (a contiguous range: tokens are sorted).
    public func tokenRange(withPrefix prefix: String) -> Range<Int> {
        tokens.range(withPrefix: prefix)
    }

    /// The indices of the tokens longer than `part` that end with it after at least `minimumHead`
    /// bytes (`airplane` for `plane`), or, when `anywhere`, that contain it anywhere (`猫の顔` for
    /// `猫`). Compares UTF-8 bytes in one pass over the token text; no string is built.
    public func tokens(endingWith part: String, minimumHead: Int = 1, anywhere: Bool = false) -> [Int] {
        var part = part
        return part.withUTF8 { key in
            tokens.indices(containing: UnsafeRawBufferPointer(key), minimumHead: anywhere ? 0 : minimumHead, atEnd: !anywhere)
        }
    }

    /// The postings of token `index`.
    public func postings(atToken index: Int) -> [Posting] {
        (Int(postingStarts[index])..<Int(postingStarts[index + 1])).map { Posting(raw: postings[$0]) }
    }

    private func tokenIndex(_ token: String) -> Int? {
        tokens.index(of: token)
    }
}
