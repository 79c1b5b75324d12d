import KeyboardData

/// The slot of each word a ranking holds, found by the word's key: an open-addressing table of
/// slot numbers hashed by the key's bytes (``FNV1a``), the keys themselves read from the caller's
/// slots. A keystroke offers a ranking a hundred words or so; `[String: Int]` hashed each with
/// SipHash through `Hasher`, several times the cost of this hash for a word's few bytes.
struct KeySlots {
    /// Each place: the slot number + 1 (0 for an empty place) in the low 32 bits, the key's hash
    /// in the high 32, so that growing rehashes without reading the keys.
    private var places: [UInt64]
    private var count = 0

    /// Room for `capacity` keys before the table grows.
    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        places = [UInt64](filledWith: 0, count: size)
    }

    /// The slot of `key`: the one recorded for it, where `keyOfSlot` reads each recorded slot's
    /// key; else `next`, recorded for it.
    mutating func slot(of key: String, next: Int, keyOfSlot: (Int) -> String) -> Int {
        slot(of: key, fnv1a: FNV1a.hash(utf8Of: key), next: next, keyOfSlot: keyOfSlot)
    }

    /// ``slot(of:next:keyOfSlot:)`` of `key` whose bytes' ``FNV1a`` hash is `hash64`, for a
    /// caller that hashed it already.
    mutating func slot(of key: String, fnv1a hash64: UInt64, next: Int, keyOfSlot: (Int) -> String) -> Int {
        let hash = Self.fold(hash64)
        let mask = places.count - 1
        var place = Int(truncatingIfNeeded: hash) & mask
        while true {
            let held = places[place]
            if held == 0 { break }
            if UInt32(truncatingIfNeeded: held >> 32) == hash {
                let slot = Int(UInt32(truncatingIfNeeded: held)) - 1
                if keyOfSlot(slot) == key { return slot }
            }
            place = (place + 1) & mask
        }
        places[place] = UInt64(hash) << 32 | UInt64(UInt32(truncatingIfNeeded: next + 1))
        count += 1
        if 2 * count > places.count { grow() }
        return next
    }

    /// Doubles the table, each place moved by its hash.
    private mutating func grow() {
        let old = places
        places = [UInt64](repeating: 0, count: 2 * old.count)
        let mask = places.count - 1
        for held in old where held != 0 {
            var place = Int(truncatingIfNeeded: held >> 32) & mask
            while places[place] != 0 { place = (place + 1) & mask }
            places[place] = held
        }
    }

    /// A 64-bit hash folded to the 32 bits a place holds.
    @inline(__always)
    static func fold(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash ^ hash >> 32) }
}
