// `stdout` is a C global variable, which Swift 6 cannot prove safe to touch from any thread; the
// import is @preconcurrency for it alone. keyboard-bench reads it on the main thread, at the end.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
@preconcurrency import Darwin
#elseif canImport(Android)
@preconcurrency import Android
#endif
import KeyboardBenchFormats

/// Flushes stdout and says whether that, or any write to it before, failed: `print` writes
/// through stdio, which records a failed write in the stream's error flag and drops a failed flush
/// at exit without a word, so `info --json > /dev/full` exited 0 having written nothing.
/// - Returns: the error to exit with (``standardOutputFailure(_:)``), nil when all was written.
func standardOutputError() -> BenchError? {
    errno = 0
    let flushed = fflush(stdout) == 0
    let reason = errno
    return flushed && ferror(stdout) == 0 ? nil : standardOutputFailure(reason)
}

/// The error of a failed write to stdout (exit 1), with the system's reason for `errorNumber`
/// (`No space left on device`; none for 0).
func standardOutputFailure(_ errorNumber: Int32) -> BenchError {
    .failure("cannot write to standard output" + (errorNumber == 0 ? "" : " (\(String(cString: strerror(errorNumber))))"))
}
