import Foundation
import KeyboardResources

/// The bundled resources, and damaged copies of them for loader tests.
public enum ResourceFixtures {
    /// The bundled data folder.
    public static var directory: String { KeyboardResources.directory.path }

    /// The path of a bundled resource, such as `Lexicon/en.lexicon`.
    public static func path(_ relative: String) -> String { directory + "/" + relative }

    /// The English data an engine needs (lexicon, emoji annotations, the three layouts).
    public static let englishFiles = ["Lexicon/en.lexicon", "Emoji/en.emoji", "Layouts/qwerty-en.layout",
                                      "Layouts/qwertz-de.layout", "Layouts/azerty-fr.layout"]

    /// A resource folder holding ``englishFiles``: copies when the test will change them, else
    /// symbolic links to the bundled files.
    public static func englishFolder(_ name: String, copying: Bool) throws -> TemporaryDirectory {
        let folder = TemporaryDirectory(name)
        let files = FileManager.default
        for sub in ["Lexicon", "Emoji", "Layouts"] {
            try files.createDirectory(atPath: folder.file(sub), withIntermediateDirectories: true)
        }
        for relative in englishFiles {
            if copying {
                try files.copyItem(atPath: path(relative), toPath: folder.file(relative))
            } else {
                try files.createSymbolicLink(atPath: folder.file(relative), withDestinationPath: path(relative))
            }
        }
        return folder
    }

    /// The ways a test damages a copy of a resource.
    public enum Damage: Sendable, CaseIterable, CustomStringConvertible {
        case truncatedToHeader, truncatedInMiddle, lastByteFlipped, badMagic, empty, versionBumped

        public var description: String {
            switch self {
            case .truncatedToHeader: "truncated to 20 bytes"
            case .truncatedInMiddle: "truncated in the middle"
            case .lastByteFlipped: "last byte flipped"
            case .badMagic: "bad magic"
            case .empty: "empty"
            case .versionBumped: "version 99"
            }
        }
    }

    /// Writes a damaged copy of the resource at `source` into `directory` and returns its path.
    public static func damagedCopy(of source: String, _ damage: Damage, in directory: TemporaryDirectory) throws -> String {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
        switch damage {
        case .truncatedToHeader: bytes = Array(bytes.prefix(20))
        case .truncatedInMiddle: bytes = Array(bytes.prefix(bytes.count / 2))
        case .lastByteFlipped: bytes[bytes.count - 1] ^= 0xFF
        case .badMagic: bytes[0] = UInt8(ascii: "X")
        case .empty: bytes = []
        case .versionBumped: bytes[8] = 99
        }
        let name = (source as NSString).lastPathComponent
        let path = directory.file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}
