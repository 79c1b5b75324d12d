import CICUBridge

/// Splits text into words with ICU's word-break rules (UAX #29 with locale tailoring).
///
/// Stateless and thread-safe; the engine uses it to find the composing word and the previous
/// words around the cursor. Text ICU cannot process yields one `.none` segment covering it.
public struct WordSegmenter: Sendable, Hashable, Codable {
    /// The ICU locale whose rules apply, such as `en` or `ja`; empty for the root rules.
    public var locale: String

    /// A segmenter with `locale`'s word-break rules (the root rules for `""`).
    public init(locale: String = "") {
        self.locale = locale
    }

    /// The segments of `text`, in order, covering it without gaps.
    public func segments(of text: String) -> [WordSegment] {
        if text.isEmpty { return [] }
        // A run of ASCII letters is one word by every locale's rules (letters join, UAX #29 WB5):
        // the word each space commits, segmented without a break iterator opened for it (a tenth
        // of a space's work).
        if text.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) {
            return [WordSegment(text: text, kind: .letters, utf8Offset: 0)]
        }
        return icuSegments(of: text)
    }

    /// ``segments(of:)`` by ICU's break iterator, whatever the text.
    func icuSegments(of text: String) -> [WordSegment] {
        if text.isEmpty { return [] }
        var text = text
        let result: [WordSegment]? = text.withUTF8 { source in
            guard let length = try? ICU.cLength(source.count) else { return nil }
            let bytes = Array(source)
            var capacity = min(bytes.count + 1, 256)
            for _ in 0..<2 {
                var offsets = [Int32](repeating: 0, count: capacity)
                var categories = [Int32](repeating: 0, count: capacity)
                var count: Int32 = 0
                let code = locale.withCString { loc in
                    kb_icu_word_boundaries(loc, source.baseAddress, length, &offsets, &categories, Int32(capacity), &count)
                }
                // Errors mapped where every bridge code is (ICUError.check); too small a buffer is
                // no error there, but this call's retry with the count the bridge asked for.
                guard (try? ICUError.check(code)) != nil else { return nil }
                if code == Int32(KB_ICU_BUFFER_TOO_SMALL) {
                    capacity = Int(count)
                    continue
                }
                var segments: [WordSegment] = []
                segments.reserveCapacity(Int(count))
                for i in 1..<Int(count) {
                    let start = Int(offsets[i - 1]), end = Int(offsets[i])
                    segments.append(WordSegment(
                        text: String(decoding: bytes[start..<end], as: UTF8.self),
                        kind: Self.kind(categories[i]),
                        utf8Offset: start
                    ))
                }
                return segments
            }
            return nil
        }
        return result ?? [WordSegment(text: text, kind: .none, utf8Offset: 0)]
    }

    /// The words of `text` (letters, kana, ideographs), in order.
    public func words(of text: String) -> [String] {
        segments(of: text).filter { $0.kind.isWord }.map(\.text)
    }

    private static func kind(_ category: Int32) -> WordSegment.Kind {
        switch Int(category) {
        case Int(KB_ICU_WORD_NUMBER): .number
        case Int(KB_ICU_WORD_LETTER): .letters
        case Int(KB_ICU_WORD_KANA): .kana
        case Int(KB_ICU_WORD_IDEO): .ideographic
        default: .none
        }
    }
}
