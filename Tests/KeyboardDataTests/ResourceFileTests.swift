import Foundation
import KeyboardData
import Testing
import TestSupport

@Suite("KBRS container")
struct ResourceFileTests {
    @Test("KB64 matches the reference values of docs/DATA-FORMATS.md")
    func checksumVectors() {
        func hash(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { KB64.hash($0) } }
        #expect(hash([]) == 0xcbf2_9ce4_8422_2325)
        #expect(hash([UInt8](repeating: 0, count: 8)) == 0xf8bb_92ce_2658_5846)
        #expect(hash(Array("keyboard".utf8) + Array(0..<8)) == 0x89c0_ffc2_ca8f_c0bf)
    }

    @Test("a well-formed container loads with its sections")
    func wellFormed() throws {
        let dir = TemporaryDirectory()
        var builder = ContainerBuilder(kind: "TEST")
        builder.add("NUMS", u32: [1, 2, 3])
        builder.addStrings(index: "SIDX", text: "STXT", ["a", "bc", ""])
        try builder.write(to: dir.file("ok.bin"))
        let file = try ResourceFile(path: dir.file("ok.bin"), kind: "TEST", versions: 1...1)
        let numbers = try file.array("NUMS", of: UInt32.self)
        #expect(Array(numbers) == [1, 2, 3])
        let strings = try file.strings(index: "SIDX", text: "STXT")
        #expect((0..<strings.count).map { strings[$0] } == ["a", "bc", ""])
    }

    @Test("strings containing or ending with a key: one pass, no hit across two strings")
    func containing() throws {
        let dir = TemporaryDirectory()
        var builder = ContainerBuilder(kind: "TEST")
        builder.addStrings(index: "SIDX", text: "STXT", ["air", "airplane", "plane", "planet", "biplane", "neon", "猫の顔", "猫"])
        try builder.write(to: dir.file("s.bin"))
        let strings = try ResourceFile(path: dir.file("s.bin"), kind: "TEST", versions: 1...1).strings(index: "SIDX", text: "STXT")
        func find(_ key: String, head: Int = 0, atEnd: Bool = false) -> [Int] {
            Array(key.utf8).withUnsafeBytes { strings.indices(containing: $0, minimumHead: head, atEnd: atEnd) }
        }
        #expect(find("plane") == [1, 3, 4])                  // longer strings only: not "plane" itself
        #expect(find("plane", head: 2, atEnd: true) == [1, 4])
        #expect(find("plane", head: 3, atEnd: true) == [1])  // "bi" is two bytes
        #expect(find("plan", atEnd: true).isEmpty)
        #expect(find("rp") == [1])
        #expect(find("ep").isEmpty)                           // "plane" + "planet" meet at …e|p…, not one string
        #expect(find("猫") == [6])
        #expect(find("").isEmpty && find("zzz").isEmpty)
    }

    @Test("wrong kind, version, missing and bad sections are typed errors naming the file")
    func structuralErrors() throws {
        let dir = TemporaryDirectory()
        var builder = ContainerBuilder(kind: "TEST")
        builder.add("NUMS", u32: [1, 2, 3])
        let path = dir.file("t.bin")
        try builder.write(to: path)
        #expect(throws: ResourceError.wrongKind(file: path, expected: "LEXN", found: "TEST")) {
            try ResourceFile(path: path, kind: "LEXN", versions: 1...1)
        }
        #expect(throws: ResourceError.unsupportedVersion(file: path, kind: "TEST", version: 1)) {
            try ResourceFile(path: path, kind: "TEST", versions: 2...3)
        }
        let file = try ResourceFile(path: path, kind: "TEST", versions: 1...1)
        #expect(throws: ResourceError.malformedSection(file: path, tag: "NOPE")) { try file.array("NOPE", of: UInt32.self) }
        #expect(throws: ResourceError.malformedSection(file: path, tag: "NUMS")) { try file.array("NUMS", of: UInt32.self, count: 4) }

        var outside = builder
        outside.tableOverrides["NUMS"] = (offset: 1 << 40, length: 12)
        try outside.write(to: path)
        #expect(throws: ResourceError.malformedSection(file: path, tag: "NUMS")) {
            try ResourceFile(path: path, kind: "TEST", versions: 1...1)
        }
        var misaligned = builder
        misaligned.tableOverrides["NUMS"] = (offset: 60, length: 12)
        try misaligned.write(to: path)
        #expect(throws: ResourceError.malformedSection(file: path, tag: "NUMS")) {
            try ResourceFile(path: path, kind: "TEST", versions: 1...1)
        }
    }

    #if os(Linux)
    @Test("after the checks, releasing the pages leaves none of the file resident, and the views still read it")
    func releasedPages() throws {
        let dir = TemporaryDirectory()
        var builder = ContainerBuilder(kind: "TEST")
        let size = 16 << 20
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 12) }
        builder.add("BYTE", count: UInt32(size), bytes: bytes)
        try builder.write(to: dir.file("big.bin"))
        let file = try ResourceFile(path: dir.file("big.bin"), kind: "TEST", versions: 1...1)
        let base = try #require(file.file.bytes.baseAddress)
        // The checksum read every byte: the whole file is resident until it is released.
        let before = try #require(ProcessMappings.residentBytes(ofMappingAt: base))
        #expect(before >= size)
        file.releaseResidentPages()
        #expect(ProcessMappings.residentBytes(ofMappingAt: base) == 0)
        let section = try file.bytes("BYTE")
        #expect(section.count == size && section[size / 2] == bytes[size / 2])
        // One read maps its page again, with the kernel's fault-around (64 KiB) or the page
        // cache's folio holding it (at most 2 MiB), never the file.
        let touched = try #require(ProcessMappings.residentBytes(ofMappingAt: base))
        #expect(touched > 0 && touched <= 4 << 20, "\(touched) bytes resident after one read")
    }
    #endif

    /// A file of kind `TEST` in `dir` holding string tables (index tag, text tag, offsets, text),
    /// opened, and its path.
    static func stringFile(_ tables: [(index: String, text: String, offsets: [UInt32], bytes: String)],
                           in dir: TemporaryDirectory) throws -> (ResourceFile, String) {
        var builder = ContainerBuilder(kind: "TEST")
        for table in tables {
            builder.add(table.index, u32: table.offsets)
            builder.add(table.text, count: UInt32(table.bytes.utf8.count), bytes: Array(table.bytes.utf8))
        }
        let path = dir.file("s.bin")
        try builder.write(to: path)
        return (try ResourceFile(path: path, kind: "TEST", versions: 1...1), path)
    }

    @Test("two tables' strings compare by their bytes, the empty string too")
    func sameBytes() throws {
        let dir = TemporaryDirectory()
        // Keys "", "paris", "dont"; surfaces "", "Paris", "dont".
        let (file, _) = try Self.stringFile([("KIDX", "KTXT", [0, 0, 5, 9], "parisdont"), ("SIDX", "STXT", [0, 0, 5, 9], "Parisdont")], in: dir)
        let keys = try file.strings(index: "KIDX", text: "KTXT", count: 3)
        let surfaces = try file.strings(index: "SIDX", text: "STXT", count: 3)
        #expect(surfaces.hasSameBytes(0, as: 0, of: keys))
        #expect(!surfaces.hasSameBytes(1, as: 1, of: keys))
        #expect(surfaces.hasSameBytes(2, as: 2, of: keys))
        #expect(!surfaces.hasSameBytes(2, as: 1, of: keys))
        #expect(!surfaces.hasSameBytes(0, as: 2, of: keys))
    }

    @Test("string tables with decreasing offsets are rejected")
    func badStringTable() throws {
        let dir = TemporaryDirectory()
        let (file, path) = try Self.stringFile([("SIDX", "STXT", [0, 3, 1, 4], "abcd")], in: dir)
        #expect(throws: ResourceError.malformedSection(file: path, tag: "SIDX")) {
            try file.strings(index: "SIDX", text: "STXT", count: 3)
        }
    }

    @Test("a missing file or a folder is unreadable, not a crash")
    func unreadable() {
        let dir = TemporaryDirectory()
        #expect(throws: ResourceError.self) { try ResourceFile(path: dir.file("absent"), kind: "TEST", versions: 1...1) }
        #expect(throws: ResourceError.self) { try ResourceFile(path: dir.path, kind: "TEST", versions: 1...1) }
    }

    @Test("a path holding NUL is unreadable: C would open the file named by its part before the NUL")
    func nulInPath() throws {
        let dir = TemporaryDirectory()
        try Data(ContainerBuilder(kind: "TEST").build()).write(to: URL(fileURLWithPath: dir.file("a")))
        _ = try ResourceFile(path: dir.file("a"), kind: "TEST", versions: 1...1)
        #expect(throws: ResourceError.unreadable(file: dir.file("a\u{0}b"), errno: EINVAL)) {
            try ResourceFile(path: dir.file("a\u{0}b"), kind: "TEST", versions: 1...1)
        }
    }

    @Test("every kind of damage to a real resource is caught", arguments: ResourceFixtures.Damage.allCases)
    func damagedLexicon(_ damage: ResourceFixtures.Damage) throws {
        let dir = TemporaryDirectory()
        let path = try ResourceFixtures.damagedCopy(of: ResourceFixtures.path("Layouts/qwerty-en.layout"), damage, in: dir)
        do {
            _ = try ResourceFile(path: path, kind: "LAYT", versions: 1...1)
            Issue.record("\(damage) was accepted")
        } catch {
            #expect(error.file == path)
            switch (damage, error) {
            case (.truncatedToHeader, .truncated), (.truncatedInMiddle, .truncated), (.empty, .truncated),
                 (.lastByteFlipped, .checksumMismatch), (.badMagic, .wrongKind), (.versionBumped, .unsupportedVersion):
                break
            default:
                Issue.record("\(damage) gave \(error)")
            }
        }
    }
}
