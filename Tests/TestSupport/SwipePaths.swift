import KeyboardLayout

/// Gestures for tests: straight strokes through the centres of a word's keys.
public enum SwipePaths {
    /// A gesture through the centres of `word`'s keys (a repeated letter once; letters without a
    /// key skipped), `perSegment` points along each straight segment, shifted by (dx, dy) in key
    /// widths and heights, with times 16 ms apart when `timed`, and a 128 ms pause on a doubled
    /// letter's key when `dwellOnDoubles`. A one-key word gives two points on the key.
    public static func through(_ word: String, on layout: KeyboardLayout, perSegment: Int = 8, dx: Double = 0, dy: Double = 0,
                               timed: Bool = false, dwellOnDoubles: Bool = false) -> [SwipePoint] {
        let w = layout.typicalKeyWidth, h = layout.keys[0].height
        var centres: [(Point, Bool)] = []
        var previous: Character?
        for character in word.lowercased() {
            guard let key = layout.key(for: String(character)) else { continue }
            if character == previous {
                if dwellOnDoubles, !centres.isEmpty { centres[centres.count - 1].1 = true }
                continue
            }
            centres.append((key.center, false))
            previous = character
        }
        var points: [SwipePoint] = []
        var t = 0.0
        func add(_ p: Point) {
            points.append(SwipePoint(x: p.x + dx * w, y: p.y + dy * h, t: timed ? t : nil))
            t += 16
        }
        guard let first = centres.first else { return [] }
        add(first.0)
        if first.1 { for _ in 0..<8 { add(first.0) } }
        for (a, b) in zip(centres, centres.dropFirst()) {
            for k in 1...perSegment {
                let f = Double(k) / Double(perSegment)
                add(Point(x: a.0.x + (b.0.x - a.0.x) * f, y: a.0.y + (b.0.y - a.0.y) * f))
            }
            if b.1 { for _ in 0..<8 { add(b.0) } }
        }
        if points.count == 1 { add(first.0) }
        return points
    }
}
