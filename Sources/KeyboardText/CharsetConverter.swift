/// Converts text between UTF-8 and legacy charsets (ISO-8859-2, KOI8-R, windows-1251, …).
///
/// Used where a C library speaks a dictionary's own charset, as hunspell does for a `.aff` file
/// whose `SET` is not UTF-8. Backed by ICU's converters; stateless and thread-safe.
public struct CharsetConverter: Sendable, Hashable, Codable {
    /// The ICU name or alias of the charset.
    public let charset: String

    /// A converter for `charset`.
    /// - Throws: ``ICUError/unknownCharset(_:)`` when ICU does not know the name.
    public init(charset: String) throws(ICUError) {
        self.charset = charset
        _ = try ICU.convert([], from: charset, to: "UTF-8")
    }

    /// Whether the charset is UTF-8, so that no conversion is needed.
    public var isUTF8: Bool {
        let name = charset.lowercased().filter { $0.isLetter || $0.isNumber }
        return name == "utf8"
    }

    /// `text` encoded in the charset.
    /// - Throws: ``ICUError/unmappable`` when the charset cannot represent a character of `text`.
    public func encode(_ text: String) throws(ICUError) -> [UInt8] {
        if isUTF8 { return Array(text.utf8) }
        return try ICU.convert(Array(text.utf8), from: "UTF-8", to: charset)
    }

    /// `bytes` in the charset decoded as a Swift string.
    /// - Throws: ``ICUError/invalidText`` when the bytes are not valid in the charset.
    public func decode(_ bytes: [UInt8]) throws(ICUError) -> String {
        if isUTF8 {
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidText }
            return text
        }
        return String(decoding: try ICU.convert(bytes, from: charset, to: "UTF-8"), as: UTF8.self)
    }
}
