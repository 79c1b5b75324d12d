#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// Writing to a file descriptor in POSIX terms (keyboard-bench links no Foundation, so that the
/// memory it measures is the engine's: docs/PERFORMANCE.md, "Memory").
enum FileDescriptor {
    /// Writes all of `bytes` to `descriptor`, retrying short writes; false when a write fails.
    @discardableResult
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
