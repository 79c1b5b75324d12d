import Foundation

/// The repository the tests were built from, for tests that read its files (sources, bundled
/// traces, phrase sets) rather than their own declared resources.
public enum Repository {
    /// The repository's root folder: two levels above this file (`Tests/TestSupport/`).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The path of `relative` under the root (`Benchmarks/Traces/sample.jsonl`).
    public static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}
