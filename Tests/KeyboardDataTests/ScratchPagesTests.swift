import KeyboardData
import Testing

@Suite("Scratch pages")
struct ScratchPagesTests {
    @Test("hold zeroed elements that can be written and read back; none for no elements")
    func holdElements() throws {
        let pages = try #require(ScratchPages<UInt32>(count: 300_000))
        #expect(pages.count == 300_000)
        #expect((0..<pages.count).allSatisfy { pages.base[$0] == 0 })
        for i in 0..<pages.count { pages.base[i] = UInt32(i) &* 2_654_435_761 }
        #expect((0..<pages.count).allSatisfy { pages.base[$0] == UInt32($0) &* 2_654_435_761 })
        #expect(ScratchPages<UInt32>(count: 0) == nil)
        #expect(ScratchPages<UInt64>(count: .max) == nil, "a size that overflows is refused, not mapped")
    }
}
