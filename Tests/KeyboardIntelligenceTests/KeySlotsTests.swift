@testable import KeyboardCorrection
import Testing

@Suite("Key slots")
struct KeySlotsTests {
    @Test("each key keeps the slot it was first given, through the table's growth")
    func slotsAcrossGrowth() {
        var keys: [String] = []
        var slots = KeySlots(capacity: 4)
        // More keys than the table first holds, long and short, ASCII and not.
        let words = (0..<1_000).map { "w\($0)" } + ["", "é", "é", "straße", String(repeating: "long", count: 20)]
        for word in words {
            let slot = slots.slot(of: word, next: keys.count) { keys[$0] }
            if slot == keys.count { keys.append(word) }
        }
        // "é" twice: once a new key, once found.
        #expect(keys.count == words.count - 1)
        for (index, key) in keys.enumerated() {
            #expect(slots.slot(of: key, next: keys.count) { keys[$0] } == index)
        }
        #expect(slots.slot(of: "w1000", next: keys.count) { keys[$0] } == keys.count)
    }

    @Test("keys whose hashes share a place are told apart by the keys themselves")
    func collisions() {
        // With 16 places, 40 keys share places many times over; each still finds its own slot.
        var keys: [String] = []
        var slots = KeySlots(capacity: 1)
        for word in (0..<40).map({ String(UnicodeScalar(UInt8(65 + $0 % 26))) + "\($0 / 26)" }) {
            #expect(slots.slot(of: word, next: keys.count) { keys[$0] } == keys.count)
            keys.append(word)
        }
        #expect(Set(keys.map { Int(KeySlots.fold(FNV1a.hash(utf8Of: $0))) & 15 }).count < keys.count)
        for (index, key) in keys.enumerated() { #expect(slots.slot(of: key, next: -1) { keys[$0] } == index) }
    }
}
