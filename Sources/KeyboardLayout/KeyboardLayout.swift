/// Key geometry of one keyboard layout, in any unit, with nearest-key look-up.
///
/// Built from a layout definition (a trace header, a bundled `.layout` file, a front-end's own
/// geometry); only the geometry given is used, never an assumed size. Immutable and thread-safe.
public struct KeyboardLayout: Sendable, Hashable, Codable {
    /// The layout's name (`qwerty-en`).
    public let name: String
    /// The keys, in definition order.
    public let keys: [Key]
    /// The keys a thumb reaching for the space bar hits instead: those of the bottom row whose
    /// centres lie in the middle half of the keyboard's width, where a phone's space bar lies below
    /// them (`x c v b n` on QWERTY). The layouts hold letter keys only, so the space bar's place is
    /// the platforms' (iOS and Gboard both centre it, about half the width). Derived from ``keys``
    /// once.
    public let spaceBarNeighbours: [String]
    private let indexByLabel: [String: Int]

    /// The longest name a layout takes, in UTF-8 bytes (the bundled layouts' names have 9): a
    /// name is hashed with the layout, and a string is normalised before it is hashed, in time
    /// growing with the square of a run of marks out of canonical order.
    public static let maximumNameBytes = 64

    /// A layout from its keys.
    /// - Throws: ``LayoutError`` for an empty layout, a name over ``maximumNameBytes``, a key
    ///   with a bad rectangle or label, or a repeated label.
    public init(name: String, keys: [Key]) throws(LayoutError) {
        guard !keys.isEmpty else { throw .empty }
        // The name is hashed with the layout (the engine keeps a swipe decoder per layout), so it
        // is bounded as labels are.
        guard name.utf8.count <= Self.maximumNameBytes else {
            throw .invalidName(String(decoding: name.utf8.prefix(Self.maximumNameBytes), as: UTF8.self))
        }
        var index: [String: Int] = [:]
        for (i, key) in keys.enumerated() {
            // A label past the bound is refused before it is hashed: hashing normalises a string
            // first, in time growing with the square of a run of marks out of canonical order.
            guard key.x.isFinite, key.y.isFinite, key.width.isFinite, key.height.isFinite,
                  key.width > 0, key.height > 0, !key.label.isEmpty, key.label.utf8.count <= Key.maximumLabelBytes
            else { throw .invalidKey(label: String(decoding: key.label.utf8.prefix(Key.maximumLabelBytes), as: UTF8.self)) }
            guard index.updateValue(i, forKey: key.label) == nil else { throw .duplicateKey(label: key.label) }
        }
        self.name = name
        self.keys = keys
        indexByLabel = index
        spaceBarNeighbours = Self.spaceBarNeighbours(of: keys)
    }

    /// The key that types `label`, if the layout has one.
    public func key(for label: String) -> Key? {
        indexByLabel[label].map { keys[$0] }
    }

    /// The key whose rectangle holds `point`, or else the one whose centre is nearest; nil for a
    /// non-finite point.
    public func nearestKey(to point: Point) -> Key? {
        guard point.isFinite else { return nil }
        if let hit = keys.first(where: { $0.contains(point) }) { return hit }
        var best: Key?
        var bestDistance = Double.infinity
        for key in keys {
            let c = key.center
            let d = (c.x - point.x) * (c.x - point.x) + (c.y - point.y) * (c.y - point.y)
            if d < bestDistance {
                bestDistance = d
                best = key
            }
        }
        return best
    }

    /// The most common key width, the layout's natural unit for touch models.
    public var typicalKeyWidth: Double {
        let widths = keys.map(\.width).sorted()
        return widths[widths.count / 2]
    }

    /// Throws unless the layout has a key for each of `labels`.
    public func requireKeys(_ labels: some Sequence<String>) throws(LayoutError) {
        for label in labels where indexByLabel[label] == nil { throw .missingKey(label: label) }
    }

    private static func spaceBarNeighbours(of keys: [Key]) -> [String] {
        guard let bottom = keys.map({ $0.y + $0.height }).max(),
              let left = keys.map(\.x).min(), let right = keys.map({ $0.x + $0.width }).max() else { return [] }
        let quarter = (right - left) / 4
        return keys.filter { key in
            key.y + key.height >= bottom - key.height / 2
                && key.center.x >= left + quarter && key.center.x <= right - quarter
        }.map(\.label)
    }

    public static func == (lhs: KeyboardLayout, rhs: KeyboardLayout) -> Bool {
        lhs.name == rhs.name && lhs.keys == rhs.keys
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(keys)
    }

    private enum CodingKeys: String, CodingKey { case name, keys }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        let keys = try container.decode([Key].self, forKey: .keys)
        do {
            try self.init(name: name, keys: keys)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .keys, in: container, debugDescription: "\(error)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(keys, forKey: .keys)
    }
}
