#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// A buffer of `count` elements in pages of its own (an anonymous mapping), returned to the system
/// when the buffer goes: for a big array needed only for a moment. The same array from the heap,
/// once freed, can stay resident there (glibc keeps freed heap pages that lie below live ones).
/// The elements start zeroed.
public final class ScratchPages<Element: BitwiseCopyable> {
    /// The first element; `count` of them.
    public let base: UnsafeMutablePointer<Element>
    /// The number of elements, at least 1.
    public let count: Int
    private let bytes: Int

    /// Nil when `count` is not positive, its size in bytes overflows `Int`, or the system gives no
    /// mapping of that size.
    public init?(count: Int) {
        guard count > 0 else { return nil }
        let (bytes, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        guard !overflow else { return nil }
        let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { return nil }
        base = mapped.bindMemory(to: Element.self, capacity: count)
        self.count = count
        self.bytes = bytes
    }

    deinit { munmap(UnsafeMutableRawPointer(base), bytes) }
}
