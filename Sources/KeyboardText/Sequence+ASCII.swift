extension Sequence<UInt8> {
    /// Whether every byte is ASCII (below 0x80): UTF-8 text that is plain ASCII, which the
    /// converters and normalisers pass as it is.
    var isASCII: Bool { allSatisfy { $0 < 0x80 } }
}
