#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A table of UTF-8 strings stored as an offset index and a text blob in a resource file.
public struct StringTable: Sendable {
    let offsets: ResourceArray<UInt32>
    let text: ResourceArray<UInt8>

    /// The number of strings.
    public var count: Int { offsets.count - 1 }

    /// String `i` as a Swift string.
    public subscript(i: Int) -> String {
        withBytes(i) { String(decoding: $0, as: UTF8.self) }
    }

    /// The length of string `i` in UTF-8 bytes.
    public func byteCount(_ i: Int) -> Int {
        Int(offsets[i + 1]) - Int(offsets[i])
    }

    /// Calls `body` with the UTF-8 bytes of string `i`; the buffer must not escape.
    @inline(__always)
    public func withBytes<R>(_ i: Int, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        let start = Int(offsets[i]), end = Int(offsets[i + 1])
        guard end > start, let base = text.start else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeRawBufferPointer(start: base + start, count: end - start))
    }

    /// Whether string `i` has the bytes of string `j` of `other` (a lexicon's surface and key
    /// tables: most words are written as their keys).
    @inline(__always)
    public func hasSameBytes(_ i: Int, as j: Int, of other: StringTable) -> Bool {
        let start = Int(offsets[i]), count = Int(offsets[i + 1]) - start
        let otherStart = Int(other.offsets[j])
        guard count == Int(other.offsets[j + 1]) - otherStart else { return false }
        guard count > 0 else { return true }
        guard let base = text.start, let otherBase = other.text.start else { return false }
        return memcmp(base + start, otherBase + otherStart, count) == 0
    }

    /// Compares string `i` with `key` by bytes, looking at no more than `limit` bytes of string `i`
    /// (the prefix comparison binary search needs). Returns <0, 0 or >0.
    @inline(__always)
    public func compare(_ i: Int, with key: UnsafeRawBufferPointer, prefixOnly: Bool = false) -> Int {
        withBytes(i) { bytes in
            let n = prefixOnly ? min(bytes.count, key.count) : bytes.count
            let common = min(n, key.count)
            for j in 0..<common {
                let a = bytes[j], b = key[j]
                if a != b { return a < b ? -1 : 1 }
            }
            if prefixOnly { return n < key.count ? -1 : 0 }
            return bytes.count == key.count ? 0 : (bytes.count < key.count ? -1 : 1)
        }
    }

    /// The first index whose string is not less than `key` (compared in full, or only over
    /// `key.count` bytes when `prefixOnly`). The table must be sorted by bytes. O(log n).
    public func lowerBound(_ key: UnsafeRawBufferPointer, prefixOnly: Bool = false) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if compare(mid, with: key, prefixOnly: prefixOnly) < 0 { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The indices of the strings that start with `prefix` (sorted table). O(log n).
    public func range(withPrefix prefix: String) -> Range<Int> {
        var prefix = prefix
        return prefix.withUTF8 { buffer in
            let key = UnsafeRawBufferPointer(buffer)
            let low = lowerBound(key, prefixOnly: true)
            var end = low, high = count
            while end < high {
                let mid = (end + high) / 2
                if compare(mid, with: key, prefixOnly: true) <= 0 { end = mid + 1 } else { high = mid }
            }
            return low..<end
        }
    }

    /// The indices of the strings that contain `key` after at least `minimumHead` bytes, longer
    /// than `key`, ascending; with `atEnd`, only those that end with it (`airplane` for `plane`).
    /// One pass over the text blob (`memchr`, then `memcmp`), each hit mapped to its string by binary search (a
    /// hit across two strings does not count): far faster than a pass per string.
    public func indices(containing key: UnsafeRawBufferPointer, minimumHead: Int = 0, atEnd: Bool = false) -> [Int] {
        guard key.count > 0, let base = text.start, let needle = key.baseAddress else { return [] }
        var found: [Int] = []
        var from = 0
        let total = text.count
        // memchr looks for the key's last byte: in UTF-8 text a first byte is often a script's
        // common lead byte (0xE3 begins every kana), a last byte is far more selective.
        let last = Int32(key[key.count - 1]), tail = key.count - 1
        while from + key.count <= total, let end = memchr(base + from + tail, last, total - from - tail) {
            let position = base.distance(to: UnsafeRawPointer(end)) - tail
            guard memcmp(base + position, needle, key.count) == 0 else {
                from = position + 1
                continue
            }
            // The string holding byte `position`: the last with offsets[i] <= position.
            var low = 0, high = count
            while high - low > 1 {
                let mid = (low + high) / 2
                if Int(offsets[mid]) <= position { low = mid } else { high = mid }
            }
            let start = Int(offsets[low]), end = Int(offsets[low + 1])
            let fits = position + key.count <= end && end - start > key.count && position - start >= minimumHead
            if fits && (!atEnd || position + key.count == end) {
                found.append(low)
                from = end // one hit per string
            } else {
                from = position + 1
            }
        }
        return found
    }

    /// The index of `key` in the sorted table, if present. O(log n).
    public func index(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            let index = lowerBound(raw)
            return index < count && compare(index, with: raw) == 0 ? index : nil
        }
    }
}
