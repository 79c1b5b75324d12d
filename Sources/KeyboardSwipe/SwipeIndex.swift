/// Every swipeable word of a word list by the keys its path starts and ends on, and within that
/// by path length: a gesture looks only at the few buckets of its start and end keys, and in each
/// only at the words whose length is plausible, never at the whole lexicon.
///
/// About 24 bytes a word (2.0 MB for the bundled 89,653 words), built from the mapped lexicon in a
/// few tens of milliseconds (`keyboard-bench info`: `swipe_index_ms`; docs/PERFORMANCE.md) and kept
/// per layout.
struct SwipeIndex: Sendable {
    struct Entry: Sendable {
        /// The word's index in its list (a lexicon ``WordID``'s raw value).
        var word: UInt32
        /// Where the word's key path starts in ``SwipeIndex/paths``.
        var pathStart: UInt32
        var pathCount: UInt16
        /// The straight path's length in key units.
        var length: Float
    }

    /// Entries sorted by (first key, last key, length).
    let entries: [Entry]
    /// Key paths, concatenated.
    let paths: [UInt8]
    /// `bucketStarts[first * keyCount + last] ..< bucketStarts[… + 1]`: the entries of a bucket.
    private let bucketStarts: [Int32]
    private let keyCount: Int

    /// Words longer than this many keys are not swipeable (no gesture is that long).
    static let maximumPathKeys = 40

    /// Indexes `words` (index, lower-case key) for `geometry`; words with a letter the layout
    /// lacks, or longer than ``maximumPathKeys``, are left out.
    init(words: some Sequence<(UInt32, String)>, geometry: SwipeGeometry) {
        keyCount = geometry.keyCount
        var placed: [Entry] = []
        var paths: [UInt8] = []
        var path: [UInt8] = []
        for (index, key) in words {
            guard geometry.keyPath(of: key, into: &path), path.count <= Self.maximumPathKeys else { continue }
            placed.append(Entry(word: index, pathStart: UInt32(paths.count), pathCount: UInt16(path.count),
                                length: geometry.pathLength(path)))
            paths.append(contentsOf: path)
        }
        // Bucketed by counting (a pass to count, one to place), then each bucket sorted by
        // length: the order one sort of all the words by (bucket, length, word) gives, in a
        // fraction of its time (docs/PERFORMANCE.md, "Start-up"). The entries move within their own
        // array, each round its cycle of destinations: a second array of them would stay resident
        // in the heap once the index is built (1.4 MB; docs/PERFORMANCE.md, "Memory").
        let n = keyCount
        func bucket(_ e: Entry) -> Int { Int(paths[Int(e.pathStart)]) * n + Int(paths[Int(e.pathStart) + Int(e.pathCount) - 1]) }
        var starts = [Int32](repeating: 0, count: n * n + 1)
        for e in placed { starts[bucket(e) + 1] += 1 }
        for i in 0..<(n * n) { starts[i + 1] += starts[i] }
        var next = starts
        var destination = [Int32](repeating: 0, count: placed.count)
        for (i, e) in placed.enumerated() {
            let b = bucket(e)
            destination[i] = next[b]
            next[b] += 1
        }
        for i in placed.indices {
            while Int(destination[i]) != i {
                let j = Int(destination[i])
                placed.swapAt(i, j)
                destination.swapAt(i, j)
            }
        }
        for b in 0..<(n * n) where starts[b + 1] - starts[b] > 1 {
            placed[Int(starts[b])..<Int(starts[b + 1])].sort { x, y in x.length != y.length ? x.length < y.length : x.word < y.word }
        }
        entries = placed
        self.paths = paths
        bucketStarts = starts
    }

    /// The entries starting on key `first`, ending on key `last`, whose length lies in `lengths`.
    func entries(first: Int, last: Int, lengths: ClosedRange<Float>) -> Range<Int> {
        let b = first * keyCount + last
        var low = Int(bucketStarts[b]), high = Int(bucketStarts[b + 1])
        let end = high
        // First entry with length >= lower bound.
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].length < lengths.lowerBound { low = mid + 1 } else { high = mid }
        }
        var upper = low
        high = end
        while upper < high {
            let mid = (upper + high) / 2
            if entries[mid].length <= lengths.upperBound { upper = mid + 1 } else { high = mid }
        }
        return low..<upper
    }

    /// The key path of an entry.
    func path(of entry: Entry) -> ArraySlice<UInt8> {
        paths[Int(entry.pathStart)..<(Int(entry.pathStart) + Int(entry.pathCount))]
    }

    /// Bytes held (entries and paths), for the benchmark's memory figure.
    var byteCount: Int {
        entries.count * MemoryLayout<Entry>.stride + paths.count + bucketStarts.count * 4
    }
}
