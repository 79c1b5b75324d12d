/// The KB64 checksum of the bundled data formats (docs/DATA-FORMATS.md).
///
/// Processes little-endian 64-bit words: `h = (h ^ w) * 0x9E3779B97F4A7C15; h ^= h >> 29`,
/// starting from `0xcbf29ce484222325`. Fast enough to verify every resource at load (about a
/// millisecond for the English lexicon). `bytes.count` must be a multiple of 8.
public enum KB64 {
    /// The checksum of `bytes`, whose count must be a multiple of 8 (a shorter tail is not read).
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        let words = bytes.count / 8
        guard let base = bytes.baseAddress else { return h }
        for i in 0..<words {
            let w = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
            h = (h ^ w) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
        }
        return h
    }
}
