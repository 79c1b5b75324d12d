import KeyboardData

/// A lexicon's two-word place names (`Hong Kong`, `New York`, `New Zealand`): their keys, folded
/// to lower-case ASCII and sorted by bytes (`PIDX`/`PTXT`), and the names in the same order
/// (`QIDX`/`QTXT`). Read in place from the mapped file.
struct PlaceNames: Sendable {
    let keys: StringTable
    let names: StringTable

    /// The file's place names; nil when it has none (a lexicon built before them, or a second
    /// language's).
    /// - Throws: ``ResourceError`` when the sections are malformed: one without the other, counts
    ///   that differ, or keys out of order (the look-up is a binary search).
    init?(in file: ResourceFile) throws(ResourceError) {
        guard file.sections["PIDX"] != nil || file.sections["QIDX"] != nil else { return nil }
        keys = try file.strings(index: "PIDX", text: "PTXT")
        names = try file.strings(index: "QIDX", text: "QTXT", count: keys.count)
        for i in keys.count > 1 ? 1..<keys.count : 0..<0 {
            let ordered = keys.withBytes(i) { keys.compare(i - 1, with: $0) < 0 }
            guard ordered else { throw .malformedSection(file: file.path, tag: "PIDX") }
        }
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

    /// How many place names the lexicon holds (`keyboard-bench info`).
    public var placeNameCount: Int { places?.keys.count ?? 0 }
}
