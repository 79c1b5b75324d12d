/// A verified KBRS container: header, section table and checksum checked, sections at hand.
///
/// Loading maps the file and checks it once; afterwards section views read the mapping in place
/// with no copying. See docs/DATA-FORMATS.md for the layout.
public struct ResourceFile: Sendable {
    /// One entry of the section table.
    public struct Section: Sendable, Hashable {
        /// The section's four-letter tag (`LOGP`).
        public var tag: String
        /// The number of elements the table declares (what an element is depends on the section).
        public var count: Int
        /// Where the section starts, in bytes from the start of the file (a multiple of 8).
        public var offset: Int
        /// The section's length in bytes.
        public var length: Int
    }

    /// The mapping the views read from.
    public let file: MappedFile
    /// The four-letter kind of the data (`LEXN`, `EMOJ`, `LAYT`).
    public let kind: String
    /// The format version of the kind.
    public let version: UInt32
    /// The sections by tag.
    public let sections: [String: Section]

    /// The path the file was loaded from.
    public var path: String { file.path }

    static let headerSize = 32
    static let sectionEntrySize = 24
    static let maximumSections = 64

    /// Maps and checks the container at `path`.
    /// - Parameters:
    ///   - kind: the kind the caller expects.
    ///   - versions: the versions of that kind the caller reads.
    /// - Throws: ``ResourceError`` naming the file for every way the file can be wrong.
    public init(path: String, kind expectedKind: String, versions: ClosedRange<UInt32>) throws(ResourceError) {
        guard UInt32(1).littleEndian == 1 else { throw .unsupportedHost(file: path) }
        let file = try MappedFile(path: path)
        let bytes = file.bytes
        guard bytes.count >= Self.headerSize, let base = bytes.baseAddress else { throw .truncated(file: path) }
        let magic = Self.tag(base, 0)
        guard magic == "KBRS" else { throw .wrongKind(file: path, expected: expectedKind, found: "not KBRS") }
        let kind = Self.tag(base, 4)
        guard kind == expectedKind else { throw .wrongKind(file: path, expected: expectedKind, found: kind) }
        let version = base.loadUnaligned(fromByteOffset: 8, as: UInt32.self)
        guard versions.contains(version) else { throw .unsupportedVersion(file: path, kind: kind, version: version) }
        let sectionCount = Int(base.loadUnaligned(fromByteOffset: 12, as: UInt32.self))
        let fileLength = base.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
        let checksum = base.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        guard fileLength == UInt64(bytes.count) else { throw .truncated(file: path) }
        guard sectionCount <= Self.maximumSections, bytes.count % 8 == 0 else {
            throw .malformedSection(file: path, tag: "table")
        }
        let tableEnd = Self.headerSize + sectionCount * Self.sectionEntrySize
        guard tableEnd <= bytes.count else { throw .truncated(file: path) }
        guard KB64.hash(UnsafeRawBufferPointer(rebasing: bytes[Self.headerSize...])) == checksum else {
            throw .checksumMismatch(file: path)
        }
        var sections: [String: Section] = [:]
        for i in 0..<sectionCount {
            let entry = Self.headerSize + i * Self.sectionEntrySize
            let tag = Self.tag(base, entry)
            let count = Int(base.loadUnaligned(fromByteOffset: entry + 4, as: UInt32.self))
            let offset = base.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self)
            let length = base.loadUnaligned(fromByteOffset: entry + 16, as: UInt64.self)
            guard offset % 8 == 0, offset >= UInt64(tableEnd), length <= UInt64(bytes.count),
                  offset <= UInt64(bytes.count) - length, sections[tag] == nil
            else { throw .malformedSection(file: path, tag: tag) }
            sections[tag] = Section(tag: tag, count: count, offset: Int(offset), length: Int(length))
        }
        self.file = file
        self.kind = kind
        self.version = version
        self.sections = sections
    }

    /// Takes the pages read so far — the header, the checksum's pass over every byte, the loader's
    /// own checks — out of the process's resident memory (``MappedFile/releaseResidentPages()``).
    /// Views stay valid; a loader calls it last.
    public func releaseResidentPages() { file.releaseResidentPages() }

    /// The section `tag` as an array of `T`, checked to hold exactly `expectedCount` elements
    /// (or its declared count when `expectedCount` is nil).
    /// - Throws: ``ResourceError/malformedSection(file:tag:)``.
    public func array<T: BitwiseCopyable>(_ tag: String, of _: T.Type, count expectedCount: Int? = nil) throws(ResourceError) -> ResourceArray<T> {
        guard let section = sections[tag] else { throw .malformedSection(file: path, tag: tag) }
        let count = expectedCount ?? section.count
        guard count >= 0, section.length == count * MemoryLayout<T>.stride,
              section.offset % MemoryLayout<T>.alignment == 0
        else { throw .malformedSection(file: path, tag: tag) }
        let start = file.bytes.baseAddress.map { $0 + section.offset }
        return ResourceArray(file: file, start: start, count: count)
    }

    /// The raw bytes of section `tag`.
    /// - Throws: ``ResourceError/malformedSection(file:tag:)`` when it is missing.
    public func bytes(_ tag: String) throws(ResourceError) -> ResourceArray<UInt8> {
        guard let section = sections[tag] else { throw .malformedSection(file: path, tag: tag) }
        let start = file.bytes.baseAddress.map { $0 + section.offset }
        return ResourceArray(file: file, start: start, count: section.length)
    }

    /// The string table made of sections `indexTag` (offsets) and `textTag` (UTF-8 bytes).
    /// - Throws: ``ResourceError/malformedSection(file:tag:)`` when the offsets are not
    ///   non-decreasing from 0 to the text's length.
    public func strings(index indexTag: String, text textTag: String, count: Int? = nil) throws(ResourceError) -> StringTable {
        let declared = count ?? (sections[indexTag].map { $0.count } ?? 0)
        let offsets = try array(indexTag, of: UInt32.self, count: declared + 1)
        let text = try bytes(textTag)
        guard offsets[0] == 0, Int(offsets[declared]) == text.count else {
            throw .malformedSection(file: path, tag: indexTag)
        }
        var previous: UInt32 = 0
        for i in 0...declared {
            let offset = offsets[i]
            guard offset >= previous else { throw .malformedSection(file: path, tag: indexTag) }
            previous = offset
        }
        return StringTable(offsets: offsets, text: text)
    }

    private static func tag(_ base: UnsafeRawPointer, _ offset: Int) -> String {
        let raw = UnsafeRawBufferPointer(start: base + offset, count: 4)
        return String(decoding: raw, as: UTF8.self)
    }
}
