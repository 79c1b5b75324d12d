/// The characters a locale or language name may hold, checked the same way by the spelling
/// languages and the emoji library.
///
/// A name is 1 to ``maximumBytes`` ASCII letters, digits, `_` and `-` (`en_US`, `en-US`,
/// `sr_Cyrl_BA`, `es_419`). The check reads bytes only, so a hostile string is refused before
/// anything compares or hashes it: Swift normalises a string it compares or hashes, in time
/// growing with the square of a run of marks out of canonical order.
public enum LocaleName {
    /// The longest name accepted, in UTF-8 bytes (`de_DE_frami` has 11, CLDR's longest locale file
    /// name, `sr_Cyrl_BA`, 10; BCP-47 tags are at most 35 in practice).
    public static let maximumBytes = 64

    /// Whether `name` has the characters and length of a locale name (it need not name a
    /// locale that exists).
    public static func isWellFormed(_ name: String) -> Bool {
        let bytes = name.utf8
        return !bytes.isEmpty && bytes.count <= maximumBytes && bytes.allSatisfy { byte in
            (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x30 && byte <= 0x39 || byte == 0x5F || byte == 0x2D
        }
    }
}
