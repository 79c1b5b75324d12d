import KeyboardText

/// A spelling language, named the hunspell way (`en_US`) and the BCP-47 way (`en-US`).
public struct SpellingLanguage: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The dictionary's file name without extension, as hunspell names it (`en_US`, `de_DE_frami`).
    public let hunspellName: String

    /// A language from a hunspell dictionary name (`en_US`) or a BCP-47 tag (`en-US`, `pt-BR`).
    /// Returns nil for an empty name, one longer than ``maximumNameLength``, one with characters
    /// other than ASCII letters, digits, `_`, `-` (KeyboardText's `LocaleName`, which the emoji
    /// library checks too), more than four parts, an empty part (`_en`, `en_`, `en__US`), or a
    /// first part that is not letters.
    public init?(_ name: String) {
        guard LocaleName.isWellFormed(name) else { return nil }
        let parts = name.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count <= 4, parts.allSatisfy({ !$0.isEmpty }), parts[0].allSatisfy(\.isLetter) else { return nil }
        hunspellName = name.contains("-") && !name.contains("_")
            ? Self.joinHunspell(parts)
            : name
    }

    private enum CodingKeys: String, CodingKey { case hunspellName }

    /// Decodes the hunspell name and checks it as ``init(_:)`` does: a decoded name is a path
    /// component of the dictionary files, so `../x` or a hostile string must not get through.
    /// - Throws: `DecodingError.dataCorrupted` for a name ``init(_:)`` refuses.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .hunspellName)
        guard let language = SpellingLanguage(name) else {
            throw DecodingError.dataCorruptedError(forKey: .hunspellName, in: container, debugDescription: "not a language name")
        }
        self = language
    }

    /// The longest name accepted, in bytes (`de_DE_frami` is 11; BCP-47 tags are at most 35 in
    /// practice).
    public static let maximumNameLength = LocaleName.maximumBytes

    /// The BCP-47 tag (`en-US`): language lower case, a two-letter region upper case, `-` between.
    public var bcp47: String {
        let parts = hunspellName.split(whereSeparator: { $0 == "_" || $0 == "-" })
        return parts.enumerated().map { i, part in
            if i == 0 { return part.lowercased() }
            if part.count == 2, part.allSatisfy(\.isLetter) { return part.uppercased() }
            return String(part)
        }.joined(separator: "-")
    }

    /// The language subtag alone (`en`).
    public var languageCode: String {
        String(hunspellName.prefix { $0 != "_" && $0 != "-" }).lowercased()
    }

    /// The hunspell name (`en_US`).
    public var description: String { hunspellName }

    public static func < (lhs: SpellingLanguage, rhs: SpellingLanguage) -> Bool {
        lhs.hunspellName < rhs.hunspellName
    }

    private static func joinHunspell(_ parts: [Substring]) -> String {
        parts.enumerated().map { i, part in
            if i == 0 { return part.lowercased() }
            if part.count == 2, part.allSatisfy(\.isLetter) { return part.uppercased() }
            return String(part)
        }.joined(separator: "_")
    }
}
