import CICUBridge

/// Thin Swift calls over the C bridge: buffer management and error mapping, nothing else.
enum ICU {
    typealias Writer = (UnsafePointer<UInt8>?, Int32, UnsafeMutablePointer<UInt8>, Int32, UnsafeMutablePointer<Int32>) -> Int32

    /// Calls a bridge function that reads `input` and writes bytes, growing the output buffer once
    /// if the bridge asks for more.
    static func transform(_ input: [UInt8], sizeHint: Int, charset: String = "", _ body: Writer) throws(ICUError) -> [UInt8] {
        let inputLength = try cLength(input.count)
        var capacity = min(max(16, sizeHint), Int(Int32.max))
        for _ in 0..<2 {
            var length: Int32 = 0
            var output = [UInt8](repeating: 0, count: capacity)
            let code = input.withUnsafeBufferPointer { source in
                output.withUnsafeMutableBufferPointer { body(source.baseAddress, inputLength, $0.baseAddress!, Int32(capacity), &length) }
            }
            try ICUError.check(code, charset: charset)
            if code == Int32(KB_ICU_OK) {
                output.removeSubrange(Int(length)...)
                return output
            }
            capacity = min(Int(length) + 1, Int(Int32.max))
        }
        throw .failure
    }

    /// A length as the bridge's C functions take it: a byte count beyond `Int32` (2 GiB of text in
    /// one call) is ``ICUError/tooLong``, where a conversion would trap.
    static func cLength(_ count: Int) throws(ICUError) -> Int32 {
        guard let length = Int32(exactly: count) else { throw .tooLong }
        return length
    }

    static func normalize(_ text: String, form: Int32) throws(ICUError) -> String {
        let input = Array(text.utf8)
        let output = try transform(input, sizeHint: input.count * 3 / 2 + 8) { src, len, dst, cap, out in
            kb_icu_normalize(form, src, len, dst, cap, out)
        }
        return String(decoding: output, as: UTF8.self)
    }

    static func changeCase(_ text: String, upper: Bool, locale: String) throws(ICUError) -> String {
        let input = Array(text.utf8)
        let output = try transform(input, sizeHint: input.count * 3 / 2 + 8) { src, len, dst, cap, out in
            locale.withCString { kb_icu_change_case(upper ? 1 : 0, $0, src, len, dst, cap, out) }
        }
        return String(decoding: output, as: UTF8.self)
    }

    static func convert(_ bytes: [UInt8], from: String, to: String) throws(ICUError) -> [UInt8] {
        try transform(bytes, sizeHint: bytes.count * 4 + 8, charset: "\(from) → \(to)") { src, len, dst, cap, out in
            from.withCString { fromName in
                to.withCString { toName in kb_icu_convert(fromName, toName, src, len, dst, cap, out) }
            }
        }
    }

    static var version: String {
        let output = try? transform([], sizeHint: 32) { _, _, dst, cap, out in kb_icu_version(dst, cap, out) }
        return output.map { String(decoding: $0, as: UTF8.self) } ?? "unknown"
    }
}
