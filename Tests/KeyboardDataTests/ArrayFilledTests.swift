import KeyboardData
import Testing

/// `Array(filledWith:count:)`: what `Array(repeating:count:)` makes, without its generic allocation.
@Suite("Arrays filled with a value")
struct ArrayFilledTests {
    @Test("reads as Array(repeating:count:) does, for every count from none on")
    func sameAsRepeating() {
        for count in [0, 1, 7, 48, 1000] {
            #expect([Float](filledWith: -1.5, count: count) == [Float](repeating: -1.5, count: count))
            #expect([UInt64](filledWith: 3, count: count) == [UInt64](repeating: 3, count: count))
            #expect([Bool](filledWith: true, count: count).allSatisfy { $0 } && [Bool](filledWith: true, count: count).count == count)
        }
        #expect([Float](filledWith: 0, count: 48).capacity >= 48)
    }
}
