import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is deinitialised.
public final class TemporaryDirectory: @unchecked Sendable {
    public let path: String

    public init(_ label: String = "test") {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/KeyboardIntelligence-\(label)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A path inside the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Every byte of every file in the folder, for tests that no word was written anywhere in it.
    public func allBytes() throws -> Data {
        try FileManager.default.contentsOfDirectory(atPath: path).reduce(into: Data()) { $0 += try Data(contentsOf: URL(fileURLWithPath: file($1))) }
    }
}
