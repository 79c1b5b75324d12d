#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// A read-only memory map of a whole file, unmapped when the last reference goes.
///
/// The mapping is never written, so sharing it across threads is safe.
public final class MappedFile: @unchecked Sendable {
    /// The mapped bytes (empty for an empty file).
    public let bytes: UnsafeRawBufferPointer
    /// The path the file was opened at.
    public let path: String

    /// Maps the file at `path`.
    /// - Throws: ``ResourceError/unreadable(file:errno:)`` when it cannot be opened or mapped.
    public init(path: String) throws(ResourceError) {
        self.path = path
        // C reads a path up to its first NUL, which would open another file.
        guard !path.utf8.contains(0) else { throw .unreadable(file: path, errno: EINVAL) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(file: path, errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(file: path, errno: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .unreadable(file: path, errno: EISDIR) }
        let size = Int(info.st_size)
        if size == 0 {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else {
            throw .unreadable(file: path, errno: errno)
        }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    /// Takes the pages this process has read out of its resident memory, keeping the mapping: the
    /// next read of a page maps it again from the system's file cache (a minor fault, no disk read
    /// while the cache holds it). Loaders call it after their checks, which read every byte, so
    /// that only the pages look-ups touch stay resident (docs/PERFORMANCE.md, "Memory").
    ///
    /// The mapping is read-only and private, so its pages are never dirty and nothing is lost.
    public func releaseResidentPages() {
        #if os(Linux) || os(Android)
        guard let base = bytes.baseAddress else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base), bytes.count, MADV_DONTNEED)
        #endif
    }

    deinit {
        if let base = bytes.baseAddress {
            munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        }
    }
}
