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
    /// non-finite point. Any finite point has a key: one more than 2^20 times the keyboard's size
    /// off its bounding box is first moved onto the box's edge, so it gets the key nearest the
    /// edge in its direction (as the swipe decoder clamps a gesture to the keyboard). That far,
    /// centres' distances no longer differ within a Double's precision, and from about 1e154
    /// units their squares overflow, which left no key at all.
    public func nearestKey(to point: Point) -> Key? {
        guard point.isFinite else { return nil }
        if let hit = keys.first(where: { $0.contains(point) }) { return hit }
        let bounds = self.bounds
        let near = Self.isFar(point, from: bounds)
            ? Point(x: min(max(point.x, bounds.left), bounds.right), y: min(max(point.y, bounds.top), bounds.bottom))
            : point
        // Keys themselves that far apart (a trace's geometry is any finite numbers) overflow the
        // squares too; then the coordinates are scaled by 2^-600, exactly (a power of two).
        return nearestCentre(to: near, scale: 1) ?? nearestCentre(to: near, scale: 0x1p-600)
    }

    /// The keys' bounding box (`right` or `bottom` infinite when an edge overflows). Computed when
    /// asked, for a point off every key: one more pass over a few dozen keys beside the pass for
    /// the nearest centre, rather than a stored property in every layout.
    private var bounds: (left: Double, top: Double, right: Double, bottom: Double) {
        var box = (left: Double.infinity, top: Double.infinity, right: -Double.infinity, bottom: -Double.infinity)
        for key in keys {
            box = (min(box.left, key.x), min(box.top, key.y), max(box.right, key.x + key.width), max(box.bottom, key.y + key.height))
        }
        return box
    }

    /// Whether `point` lies more than 2^20 times the keyboard's larger side outside `bounds`, its
    /// bounding box: a touch that far off is no touch of a key, and a thousand keyboards off
    /// (synth's loudest noise) is well within.
    private static func isFar(_ point: Point, from bounds: (left: Double, top: Double, right: Double, bottom: Double)) -> Bool {
        let reach = 0x1p20 * max(bounds.right - bounds.left, bounds.bottom - bounds.top)
        let outside = max(bounds.left - point.x, point.x - bounds.right, bounds.top - point.y, point.y - bounds.bottom)
        return outside > reach
    }

    /// The key whose centre is nearest `point`, with every coordinate multiplied by `scale` (a
    /// power of two, so exactly); nil when every squared distance overflows.
    private func nearestCentre(to point: Point, scale: Double) -> Key? {
        let x = point.x * scale, y = point.y * scale
        var best: Key?
        var bestDistance = Double.infinity
        for key in keys {
            // The centre from scaled parts (``Key/center`` at scale 1): `x + width / 2` overflows
            // for a key near the largest finite numbers.
            let cx = key.x * scale + key.width * scale / 2, cy = key.y * scale + key.height * scale / 2
            let d = (cx - x) * (cx - x) + (cy - y) * (cy - y)
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
