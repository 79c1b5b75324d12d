/// Converts text between UTF-8 and legacy charsets (ISO-8859-2, KOI8-R, windows-1251, …).
///
/// Used where a C library speaks a dictionary's own charset, as hunspell does for a `.aff` file
/// whose `SET` is not UTF-8. Backed by ICU's converters; stateless and thread-safe.
public struct CharsetConverter: Sendable, Hashable, Codable {
    /// The ICU name or alias of the charset.
    public let charset: String
    /// Whether the charset is UTF-8, so that no conversion is needed.
    public let isUTF8: Bool
    /// Whether the charset writes ASCII as ASCII, one byte a character (UTF-8, the ISO-8859
    /// family, KOI8-R, windows-1251: every charset hunspell's dictionaries name): ASCII text then
    /// passes unconverted, where the spell check a key press makes went through ICU every time
    /// (docs/BENCHMARK.md, "A keystroke's fixed costs, third round").
    let keepsASCII: Bool

    /// A converter for `charset`.
    /// - Throws: ``ICUError/unknownCharset(_:)`` when ICU does not know the name;
    ///   ``ICUError/outOfMemory`` or ``ICUError/failure`` when ICU itself fails.
    public init(charset: String) throws(ICUError) {
        self.charset = charset
        _ = try ICU.convert([], from: charset, to: "UTF-8")
        isUTF8 = charset.lowercased().filter { $0.isLetter || $0.isNumber } == "utf8"
        // A charset that cannot write some ASCII character converts it, or refuses it, as ICU says.
        let ascii = Array(UInt8(1)...UInt8(0x7F))
        keepsASCII = isUTF8 || (try? ICU.convert(ascii, from: "UTF-8", to: charset)) == ascii
    }

    private enum CodingKeys: String, CodingKey { case charset }

    public init(from decoder: any Decoder) throws {
        try self.init(charset: decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .charset))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(charset, forKey: .charset)
    }

    /// `text` encoded in the charset.
    /// - Throws: ``ICUError/unmappable`` when the charset cannot represent a character of `text`;
    ///   ``ICUError/tooLong`` for 2 GiB of text or more; ``ICUError/outOfMemory`` or
    ///   ``ICUError/failure`` when ICU itself fails.
    public func encode(_ text: String) throws(ICUError) -> [UInt8] {
        if writesAsIs(text) { return Array(text.utf8) }
        return try ICU.convert(Array(text.utf8), from: "UTF-8", to: charset)
    }

    /// Calls `body` with `text` encoded in the charset as a NUL-terminated C string: the text's
    /// own bytes, with no copy, where the charset writes them as they are (UTF-8, or ASCII text in
    /// a charset that keeps ASCII). A NUL in `text` ends the string early: callers refuse such text.
    /// - Throws: ``ICUError/unmappable`` when the charset cannot represent a character of `text`;
    ///   ``ICUError/tooLong`` for 2 GiB of text or more; ``ICUError/outOfMemory`` or
    ///   ``ICUError/failure`` when ICU itself fails.
    public func withCString<Result>(encoding text: String, _ body: (UnsafePointer<CChar>) -> Result) throws(ICUError) -> Result {
        if writesAsIs(text) { return text.withCString(body) }
        var bytes = try ICU.convert(Array(text.utf8), from: "UTF-8", to: charset)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }

    /// Whether the charset writes `text`'s UTF-8 bytes as they are.
    private func writesAsIs(_ text: String) -> Bool { isUTF8 || keepsASCII && text.utf8.isASCII }

    /// `bytes` in the charset decoded as a Swift string.
    /// - Throws: ``ICUError/invalidText`` when the bytes are not valid in the charset;
    ///   ``ICUError/tooLong`` for 2 GiB of bytes or more; ``ICUError/outOfMemory`` or
    ///   ``ICUError/failure`` when ICU itself fails.
    public func decode(_ bytes: [UInt8]) throws(ICUError) -> String {
        if isUTF8 {
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidText }
            return text
        }
        if keepsASCII, bytes.isASCII { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: try ICU.convert(bytes, from: charset, to: "UTF-8"), as: UTF8.self)
    }
}
