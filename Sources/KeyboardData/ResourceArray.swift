/// A read-only array of fixed-size elements inside a mapped resource file.
///
/// Keeps the mapping alive; indexing is a bounds-checked load from the mapping.
public struct ResourceArray<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    let file: MappedFile
    let start: UnsafeRawPointer?
    /// The number of elements.
    public let count: Int

    init(file: MappedFile, start: UnsafeRawPointer?, count: Int) {
        self.file = file
        self.start = count == 0 ? nil : start
        self.count = count
    }

    /// Always 0.
    public var startIndex: Int { 0 }
    /// ``count``.
    public var endIndex: Int { count }

    /// The element at `position`, read from the mapping; traps unless `0 <= position < count`.
    @inline(__always)
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "ResourceArray index out of range")
        return start.unsafelyUnwrapped.load(fromByteOffset: position &* MemoryLayout<Element>.stride, as: Element.self)
    }

    /// Takes the resident pages of the whole mapped file this array lies in out of the process
    /// (``MappedFile/releaseResidentPages()``): the next read of any of its sections maps its
    /// page again from the page cache. For a pass over a section done once, after it.
    public func releaseFileResidentPages() { file.releaseResidentPages() }

    /// Calls `body` with the elements as a buffer; the buffer must not escape.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        guard let start else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try start.withMemoryRebound(to: Element.self, capacity: count) { pointer in
            try body(UnsafeBufferPointer(start: pointer, count: count))
        }
    }
}
