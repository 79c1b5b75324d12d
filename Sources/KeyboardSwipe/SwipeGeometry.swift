import KeyboardLayout
import KeyboardText

/// A layout's letter keys in the decoder's units: x in typical key widths, y in typical key
/// heights, so one unit is one key whatever the layout's own unit (points, pixels, millimetres).
struct SwipeGeometry: Sendable {
    /// Key centres, by key index (the layout's order).
    let centerX: [Float]
    let centerY: [Float]
    /// The keyboard's bounding box, in the same units.
    let minX: Float, minY: Float, maxX: Float, maxY: Float
    /// The layout's unit sizes: a typical key's width and height.
    let unitWidth: Double
    let unitHeight: Double
    /// Key index by the character it types.
    private let indexByCharacter: [Character: UInt8]
    /// The same for ASCII characters, by byte (``noKey`` for none): an index is built from
    /// tens of thousands of words, and hashing each letter as a `Character` was most of its time.
    private let indexByASCII: [UInt8]
    private static let noKey: UInt8 = 0xFF

    /// The most keys a layout may have for swipe (indices are one byte).
    static let maximumKeys = 255

    init(layout: KeyboardLayout) {
        let keys = Array(layout.keys.prefix(Self.maximumKeys))
        let w = layout.typicalKeyWidth
        let heights = keys.map(\.height).sorted()
        let h = heights[heights.count / 2]
        unitWidth = w
        unitHeight = h
        centerX = keys.map { Float($0.center.x / w) }
        centerY = keys.map { Float($0.center.y / h) }
        minX = Float(keys.map(\.x).min()! / w)
        minY = Float(keys.map(\.y).min()! / h)
        maxX = Float(keys.map { $0.x + $0.width }.max()! / w)
        maxY = Float(keys.map { $0.y + $0.height }.max()! / h)
        var index: [Character: UInt8] = [:]
        // An apostrophe or hyphen key is not on a word's path even when the layout has one: a
        // user swipes `dont` for `don't` (a path through the key found no contraction).
        for (i, key) in keys.enumerated() where key.label.count == 1 && !Self.skipped.contains(Character(key.label)) {
            index[Character(key.label)] = UInt8(i)
        }
        indexByCharacter = index
        var ascii = [UInt8](repeating: Self.noKey, count: 128)
        for (character, key) in index where character.isASCII {
            if let byte = character.asciiValue { ascii[Int(byte)] = key }
        }
        indexByASCII = ascii
    }

    var keyCount: Int { centerX.count }

    /// The keys a finger passes to swipe `word` (a lower-case key such as `don't`), repeated
    /// letters collapsed (`look` → l, o, k); characters with no key are skipped when they are
    /// apostrophes or hyphens and looked up without their accent otherwise. Nil when a letter has
    /// no key at all.
    func keyPath(of word: String, into path: inout [UInt8]) -> Bool {
        path.removeAll(keepingCapacity: true)
        var word = word
        // An ASCII character is one byte (but for CR LF): such a word, nearly every word, is read
        // byte by byte through a table; any other by `Character`.
        let read = word.withUTF8 { utf8 -> Bool? in
            guard utf8.allSatisfy({ $0 < 128 && $0 != 13 }) else { return nil }
            return utf8.allSatisfy { byte in
                let key = indexByASCII[Int(byte)]
                return Self.extend(&path, with: key == Self.noKey ? nil : key, orSkip: Character(Unicode.Scalar(byte)))
            }
        } ?? word.allSatisfy { Self.extend(&path, with: keyIndex(of: $0), orSkip: $0) }
        return read && !path.isEmpty
    }

    /// One character of a key path: its `key` added unless the path already ends on it; with no
    /// key, whether `character` is one a path skips (an apostrophe or a hyphen, which have no key
    /// here even on a layout that types them), or else the word has no path (false).
    @inline(__always)
    private static func extend(_ path: inout [UInt8], with key: UInt8?, orSkip character: @autoclosure () -> Character) -> Bool {
        guard let key else { return skipped.contains(character()) }
        if path.last != key { path.append(key) }
        return true
    }

    /// The characters a key path passes over.
    private static let skipped: Set<Character> = ["'", "-", "\u{2019}"]

    private func keyIndex(of character: Character) -> UInt8? {
        if let key = indexByCharacter[character] { return key }
        guard !character.isASCII, let base = ICUTextNormalizer().baseLetter(of: character) else { return nil }
        return indexByCharacter[base]
    }

    /// The length of the straight path through `keys`' centres, in key units.
    func pathLength(_ keys: some Collection<UInt8>) -> Float {
        var length: Float = 0
        var previous: UInt8?
        for key in keys {
            if let p = previous {
                let dx = centerX[Int(key)] - centerX[Int(p)], dy = centerY[Int(key)] - centerY[Int(p)]
                length += (dx * dx + dy * dy).squareRoot()
            }
            previous = key
        }
        return length
    }
}
