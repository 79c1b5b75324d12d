/// FNV-1a, 64 bits: a hash of a few bytes (a word, a sound key) cheap enough for a keystroke, where
/// `Hasher`'s SipHash costs several times as much. Not for anything an adversary chooses.
enum FNV1a {
    @inline(__always)
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// The hash of `text`'s UTF-8 bytes, read in place where they are contiguous (a native or
    /// small string's are), not byte by byte through the view's index checks.
    @inline(__always)
    static func hash(utf8Of text: String) -> UInt64 {
        text.utf8.withContiguousStorageIfAvailable { hash($0) } ?? hash(text.utf8)
    }
}
