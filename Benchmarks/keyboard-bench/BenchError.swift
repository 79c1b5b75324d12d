/// A failure the benchmark reports as one line on stderr with a non-zero exit.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    /// 2 for usage errors, 1 for everything else.
    let exitCode: Int32

    static func usage(_ message: String) -> BenchError { BenchError(description: message, exitCode: 2) }
    static func failure(_ message: String) -> BenchError { BenchError(description: message, exitCode: 1) }
}
