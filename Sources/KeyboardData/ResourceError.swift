/// Why a bundled resource could not be used. Every case names the file.
public enum ResourceError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file does not exist or cannot be opened or mapped (`errno` from the system call).
    case unreadable(file: String, errno: Int32)
    /// The file is shorter than its header, section table or declared length.
    case truncated(file: String)
    /// The file does not start with the `KBRS` magic, or holds another kind of data.
    case wrongKind(file: String, expected: String, found: String)
    /// The file's format version is not one this build reads.
    case unsupportedVersion(file: String, kind: String, version: UInt32)
    /// The contents do not match the checksum in the header.
    case checksumMismatch(file: String)
    /// A section is missing, overlaps the end of the file, is misaligned or has the wrong size.
    case malformedSection(file: String, tag: String)
    /// The host is big-endian; the formats are little-endian and used in place.
    case unsupportedHost(file: String)

    /// The path of the file the error is about (every case names one).
    public var file: String {
        switch self {
        case let .unreadable(file, _), let .truncated(file), let .wrongKind(file, _, _),
             let .unsupportedVersion(file, _, _), let .checksumMismatch(file),
             let .malformedSection(file, _), let .unsupportedHost(file):
            file
        }
    }

    public var description: String {
        switch self {
        case let .unreadable(file, errno): "\(file): cannot be read (errno \(errno))"
        case let .truncated(file): "\(file): truncated"
        case let .wrongKind(file, expected, found): "\(file): expected \(expected) data, found \(found)"
        case let .unsupportedVersion(file, kind, version): "\(file): \(kind) version \(version) is not supported"
        case let .checksumMismatch(file): "\(file): checksum mismatch (corrupt)"
        case let .malformedSection(file, tag): "\(file): section \(tag) is missing or malformed"
        case let .unsupportedHost(file): "\(file): little-endian data on a big-endian host"
        }
    }
}
