#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// A failure the benchmark reports as one line on stderr with a non-zero exit.
public struct BenchError: Error, CustomStringConvertible {
    public let description: String
    /// 2 for usage errors, 1 for everything else.
    public let exitCode: Int32

    /// A usage error (an unknown option, a missing argument): exit status 2.
    public static func usage(_ message: String) -> BenchError { BenchError(description: message, exitCode: 2) }
    /// Any other failure (a missing or malformed file, a language not installed): exit status 1.
    public static func failure(_ message: String) -> BenchError { BenchError(description: message, exitCode: 1) }
}

extension BenchError {
    /// A file-system error in a few words: the system's message for the error number underneath
    /// (`Permission denied`) when there is one, else the error as Swift prints it.
    public static func reason(_ error: any Error) -> String {
        var current: any Error = error
        for _ in 0..<4 {
            if let posix = current as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
            guard let cocoa = current as? CocoaError, let underlying = cocoa.userInfo["NSUnderlyingError"] as? any Error else { break }
            current = underlying
        }
        return "\(error)"
    }
}
