import KeyboardData

/// A lexicon's two-word place names (`Hong Kong`, `New York`, `New Zealand`): their keys, folded
/// to lower-case ASCII and sorted by bytes (`PIDX`/`PTXT`), and the names in the same order
/// (`QIDX`/`QTXT`). Read in place from the mapped file.
struct PlaceNames: Sendable {
    let keys: StringTable
    let names: StringTable
    /// A bit for each shape of key the file holds: its first letter, its first word's length (up
    /// to 15) and its second word's first letter (26 × 16 × 26 bits, 1.3 KB). A split's two words
    /// are asked at most key presses; most leave here, with nothing built or searched.
    private let shapes: [UInt64]

    /// The file's place names; nil when it has none (a lexicon built before them, or a second
    /// language's).
    /// - Throws: ``ResourceError`` when the sections are malformed: one without the other, counts
    ///   that differ, or keys out of order (the look-up is a binary search).
    init?(in file: ResourceFile) throws(ResourceError) {
        guard file.sections["PIDX"] != nil || file.sections["QIDX"] != nil else { return nil }
        let keys = try file.strings(index: "PIDX", text: "PTXT")
        names = try file.strings(index: "QIDX", text: "QTXT", count: keys.count)
        self.keys = keys
        for i in keys.count > 1 ? 1..<keys.count : 0..<0 {
            let ordered = keys.withBytes(i) { keys.compare(i - 1, with: $0) < 0 }
            guard ordered else { throw .malformedSection(file: file.path, tag: "PIDX") }
        }
        var shapes = [UInt64](repeating: 0, count: (Self.shapeCount + 63) / 64)
        for i in 0..<keys.count {
            if let shape = keys.withBytes(i, { Self.shape(of: $0) }) { shapes[shape / 64] |= 1 << UInt64(shape % 64) }
        }
        self.shapes = shapes
    }

    private static let shapeCount = 26 * 16 * 26

    /// The shape of a key of two words of ASCII lower-case letters; nil for any other key.
    private static func shape(of key: UnsafeRawBufferPointer) -> Int? {
        guard let space = key.firstIndex(of: 0x20), space > 0, space + 1 < key.count else { return nil }
        let a = Int(key[0]) - 0x61, b = Int(key[space + 1]) - 0x61
        guard (0..<26).contains(a), (0..<26).contains(b) else { return nil }
        return (a * 16 + min(space, 15)) * 26 + b
    }

    /// The name whose key is `key`, nil when none is.
    func name(forKey key: UnsafeRawBufferPointer) -> String? {
        guard let shape = Self.shape(of: key), shapes[shape / 64] & (1 << UInt64(shape % 64)) != 0 else { return nil }
        let i = keys.lowerBound(key)
        return i < keys.count && keys.compare(i, with: key) == 0 ? names[i] : nil
    }
}

extension Lexicon {
    /// The place names whose first word is `first`, as a range to pass to
    /// ``placeName(in:second:)``; empty when none begins with it, or the lexicon has none.
    /// `first` must be lower case, without accents (`sao`, not `São`). A binary search.
    public func placeNames(beginningWith first: String) -> Range<Int> {
        guard let places, !first.isEmpty, !first.contains(" ") else { return 0..<0 }
        return places.keys.range(withPrefix: first + " ")
    }

    /// The name in `candidates` (from ``placeNames(beginningWith:)``) whose second word is
    /// `second`, lower case and without accents (`kong` in the range of `hong`: `Hong Kong`); nil
    /// when none is.
    public func placeName(in candidates: Range<Int>, second: String) -> String? {
        guard let places, !candidates.isEmpty, candidates.upperBound <= places.keys.count else { return nil }
        var second = second
        return second.withUTF8 { typed -> String? in
            for i in candidates {
                let matches = places.keys.withBytes(i) { key -> Bool in
                    guard let space = key.firstIndex(of: 0x20) else { return false }
                    return key.count - space - 1 == typed.count && zip(key[(space + 1)...], typed).allSatisfy { $0 == $1 }
                }
                if matches { return places.names[i] }
            }
            return nil
        }
    }

    /// The place name whose key is `key`, its two words in lower case without accents and one
    /// space between (`hong kong`: `Hong Kong`); nil when none is. Most keys leave after a test of
    /// their shape (``PlaceNames``), nothing built.
    public func placeName(ofKey key: String) -> String? {
        guard let places else { return nil }
        var key = key
        return key.withUTF8 { places.name(forKey: UnsafeRawBufferPointer($0)) }
    }

    /// How many place names the lexicon holds (`keyboard-bench info`).
    public var placeNameCount: Int { places?.keys.count ?? 0 }
}
