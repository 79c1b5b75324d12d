/// The fuzzer's bytes read as a stream of decisions: small integers, doubles, strings.
///
/// Reading past the end yields zeros, so every input decodes to something and a harness never
/// has to check lengths.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public init(_ buffer: UnsafeRawBufferPointer) {
        bytes = Array(buffer)
    }

    /// Whether every byte has been read.
    public var isExhausted: Bool { offset >= bytes.count }

    /// The bytes not read yet, all at once.
    public mutating func remainder() -> [UInt8] {
        defer { offset = bytes.count }
        return offset < bytes.count ? Array(bytes[offset...]) : []
    }

    /// The next byte (0 past the end).
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next `count` bytes (fewer at the end).
    public mutating func bytes(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, offset + max(0, count))
        defer { offset = max(offset, end) }
        return offset < end ? Array(bytes[offset..<end]) : []
    }

    /// A little-endian 16-bit value.
    public mutating func uint16() -> UInt16 {
        UInt16(byte()) | UInt16(byte()) << 8
    }

    /// A whole number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(UInt64(uint16()) % width)
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// Picks one of `choices` (the first past the end).
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    /// A double: mostly ordinary values in a keyboard's range, sometimes hostile ones (NaN,
    /// infinities, the extremes, negative zero, subnormals) or raw bit patterns.
    public mutating func double() -> Double {
        switch byte() % 8 {
        case 0: return pick([.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                      -0.0, .leastNonzeroMagnitude, 1e-300, -1e15, 1e15])
        case 1:
            var bits: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 8) { bits |= UInt64(byte()) << UInt64(shift) }
            return Double(bitPattern: bits)
        default: return Double(Int(uint16()) - 2000) / 4
        }
    }
}
