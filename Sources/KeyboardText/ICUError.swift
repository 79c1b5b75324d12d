import CICUBridge

/// A failure reported by the ICU bridge (`CICUBridge`).
///
/// Every `kb_icu_*` result code reaches Swift through ``ICUError/check(_:)``, the one place they
/// are mapped.
public enum ICUError: Error, Sendable, Hashable, Codable {
    /// The bridge rejected an argument (a negative length, an unknown form).
    case invalidArgument
    /// The input bytes are not valid in the charset they were said to be in.
    case invalidText
    /// ICU does not know the charset name.
    case unknownCharset(String)
    /// The text holds a character the target charset cannot represent.
    case unmappable
    /// ICU could not allocate memory.
    case outOfMemory
    /// The text is longer than the bridge takes in one call (its lengths are 32-bit: 2 GiB).
    case tooLong
    /// Any other ICU failure.
    case failure

    /// Maps a `kb_icu_*` result code to `nil` (success or "buffer too small", which callers retry)
    /// or the matching error.
    static func check(_ code: Int32, charset: String = "") throws(ICUError) {
        switch Int(code) {
        case Int(KB_ICU_OK), Int(KB_ICU_BUFFER_TOO_SMALL): return
        case Int(KB_ICU_INVALID_ARGUMENT): throw .invalidArgument
        case Int(KB_ICU_INVALID_TEXT): throw .invalidText
        case Int(KB_ICU_UNKNOWN_CHARSET): throw .unknownCharset(charset)
        case Int(KB_ICU_UNMAPPABLE): throw .unmappable
        case Int(KB_ICU_OUT_OF_MEMORY): throw .outOfMemory
        default: throw .failure
        }
    }
}
