/// A failure the benchmark reports as one line on stderr with a non-zero exit.
public struct BenchError: Error, CustomStringConvertible {
    public let description: String
    /// 2 for usage errors, 1 for everything else.
    public let exitCode: Int32

    public static func usage(_ message: String) -> BenchError { BenchError(description: message, exitCode: 2) }
    public static func failure(_ message: String) -> BenchError { BenchError(description: message, exitCode: 1) }
}
