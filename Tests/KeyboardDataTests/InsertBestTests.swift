import KeyboardData
import Testing

/// `UnsafeMutableBufferPointer.insertBest(_:count:by:)`: the best few of a scan, as a stable sort
/// of all of it would give.
@Suite("Best of a scan into a buffer")
struct InsertBestTests {
    @Test("the best k, best first, equals in the order they came, for every k", arguments: [0, 1, 2, 5, 40, 200])
    func sameAsStableSort(_ limit: Int) {
        // Scores on a coarse grid, so ties are common; the index tells equals apart.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let items = (0..<150).map { index -> (score: Int, index: Int) in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Int(state >> 59), index)
        }
        let expected = Array(items.enumerated().sorted { a, b in
            a.element.score != b.element.score ? a.element.score > b.element.score : a.offset < b.offset
        }.map(\.element).prefix(limit))
        let kept: [(score: Int, index: Int)] = withUnsafeTemporaryAllocation(of: (score: Int, index: Int).self, capacity: limit) { best in
            var count = 0
            for item in items { best.insertBest(item, count: &count) { $0.score > $1.score } }
            return Array(best[..<count])
        }
        #expect(kept.map(\.index) == expected.map(\.index))
    }
}
