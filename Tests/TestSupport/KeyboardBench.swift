import Foundation

/// The `keyboard-bench` executable built beside the test bundle, for tests that need a second
/// process (the learned-word store shared across processes).
public enum KeyboardBench {
    /// Its path, when it was built with the tests (`swift build --build-tests` builds it).
    public static var path: String? {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent()].map { $0.appendingPathComponent("keyboard-bench").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts `keyboard-bench ARGUMENTS` with its output and errors discarded (or sent to `output`,
    /// a `Pipe` or a `FileHandle`, and piped to `errors`), in the working folder `directory` when
    /// one is given (else the test process's).
    public static func launch(_ arguments: [String], output: Any? = nil, errors: Pipe? = nil, directory: String? = nil) throws -> Process {
        guard let path else { throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "keyboard-bench is not built beside the tests"]) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = errors ?? FileHandle.nullDevice
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        try process.run()
        return process
    }
}
