import Foundation
import KeyboardData

/// Builds KBRS containers in memory, so loader tests can make files with valid checksums but
/// broken section tables (which damaging a real file cannot produce).
public struct ContainerBuilder {
    public var kind: String
    public var version: UInt32 = 1
    public var sections: [(tag: String, count: UInt32, bytes: [UInt8])] = []
    /// Overrides applied to section table entries after layout: tag → (offset, length).
    public var tableOverrides: [String: (offset: UInt64, length: UInt64)] = [:]

    public init(kind: String) {
        self.kind = kind
    }

    public mutating func add(_ tag: String, count: UInt32, bytes: [UInt8]) {
        sections.append((tag, count, bytes))
    }

    public mutating func add(_ tag: String, u32 values: [UInt32]) {
        add(tag, count: UInt32(values.count), bytes: values.flatMap { withUnsafeBytes(of: $0.littleEndian, Array.init) })
    }

    public mutating func add(_ tag: String, f32 values: [Float32]) {
        add(tag, count: UInt32(values.count), bytes: values.flatMap { withUnsafeBytes(of: $0.bitPattern.littleEndian, Array.init) })
    }

    /// A string table as `index`/`text` sections.
    public mutating func addStrings(index: String, text: String, _ strings: [String]) {
        var offsets: [UInt32] = [0]
        var blob: [UInt8] = []
        for s in strings {
            blob += Array(s.utf8)
            offsets.append(UInt32(blob.count))
        }
        add(index, count: UInt32(strings.count), bytes: offsets.flatMap { withUnsafeBytes(of: $0.littleEndian, Array.init) })
        add(text, count: UInt32(blob.count), bytes: blob)
    }

    /// The container's bytes, checksum included.
    public func build() -> [UInt8] {
        func pad(_ n: Int) -> Int { (n + 7) / 8 * 8 }
        var offset = 32 + 24 * sections.count
        offset = pad(offset)
        var table: [UInt8] = []
        var body: [UInt8] = []
        for section in sections {
            var entryOffset = UInt64(offset)
            var entryLength = UInt64(section.bytes.count)
            if let override = tableOverrides[section.tag] {
                entryOffset = override.offset
                entryLength = override.length
            }
            table += Array(section.tag.utf8.prefix(4))
            table += withUnsafeBytes(of: section.count.littleEndian, Array.init)
            table += withUnsafeBytes(of: entryOffset.littleEndian, Array.init)
            table += withUnsafeBytes(of: entryLength.littleEndian, Array.init)
            body += section.bytes + [UInt8](repeating: 0, count: pad(section.bytes.count) - section.bytes.count)
            offset += pad(section.bytes.count)
        }
        var afterHeader = table + [UInt8](repeating: 0, count: pad(table.count) - table.count) + body
        let fileLength = UInt64(32 + afterHeader.count)
        let checksum = afterHeader.withUnsafeMutableBytes { KB64.hash(UnsafeRawBufferPointer($0)) }
        var header = Array("KBRS".utf8) + Array(kind.utf8.prefix(4))
        header += withUnsafeBytes(of: version.littleEndian, Array.init)
        header += withUnsafeBytes(of: UInt32(sections.count).littleEndian, Array.init)
        header += withUnsafeBytes(of: fileLength.littleEndian, Array.init)
        header += withUnsafeBytes(of: checksum.littleEndian, Array.init)
        return header + afterHeader
    }

    /// Writes the container to `path`.
    public func write(to path: String) throws {
        try Data(build()).write(to: URL(fileURLWithPath: path))
    }
}
