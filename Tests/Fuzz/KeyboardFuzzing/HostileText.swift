/// Text a keyboard should survive, built from the fuzzer's bytes: combining marks (in and out of
/// canonical order), emoji and ZWJ sequences, right-to-left scripts and controls, NUL, byte-order
/// marks, invalid UTF-8 (decoded with replacement characters), and long runs up to about 100 kB.
public enum HostileText {
    /// Pieces of hostile text.
    public static let pieces: [String] = [
        "a", "e", "t", "h", "the", "teh", "i", "don't", " ", "  ", ".", ",", "?", "!", "'", "’", "-",
        "\u{301}", "e\u{301}", "\u{0}", "\u{FEFF}", "\u{200B}", "\u{200D}", "\u{FE0F}", "\u{1F3FB}",
        "👨‍👩‍👧‍👦", "🏳️‍🌈", "👍🏽", "🇩🇪", "❤️", "שלום", "مرحبا", "\u{202E}", "\u{200F}", "\u{2067}",
        "\r\n", "\n", "\r", "\t", "İ", "ß", "ﬁ", "ǅ", "Ω", "ﷺ", "𝔘", "日本語", "한국어", "ㄱ", "ไทย",
        "\u{E000}", "\u{FFFD}", "\u{10FFFF}", "1", "@", "#", "/", "_", ":", "Thé", "ŻÓŁW", "Zoë",
        "ḁ̵̧̛̦̗̳̹̜̈́̇̇͑̆", "a\u{0300}\u{0301}\u{0302}\u{0303}\u{0304}", "\u{1100}\u{1161}\u{11A8}",
        // Marks out of canonical order (U+0316 sorts before U+0301): repeated, a run whose
        // normalisation and comparison take time that grows with its square.
        "\u{301}\u{316}",
    ]

    /// A string of up to `maximumPieces` pieces; a piece may be repeated up to `maximumRepeat`
    /// times (100 kB strings come from here).
    public static func string(_ input: inout FuzzInput, maximumPieces: Int = 6, maximumRepeat: Int = 25_000) -> String {
        var text = ""
        let count = Int(input.byte()) % (maximumPieces + 1)
        for _ in 0..<count {
            switch input.byte() % 8 {
            case 0:
                // Raw bytes, invalid UTF-8 included.
                let length = Int(input.byte()) % 24
                text += String(decoding: input.bytes(length), as: UTF8.self)
            case 1:
                let piece = input.pick(pieces)
                let times = min(maximumRepeat, Int(input.uint16()) * 4)
                text += String(repeating: piece, count: times)
            case 2:
                text += String(decoding: [input.byte() & 0x7F], as: UTF8.self)
            default:
                text += input.pick(pieces)
            }
        }
        return text
    }
}
