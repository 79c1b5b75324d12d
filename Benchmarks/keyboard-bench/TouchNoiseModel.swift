import KeyboardLayout

/// Where a simulated thumb lands when it means to press a key (docs/BENCHMARK.md, "`synth`").
///
/// Per trace (one simulated user) a systematic offset (dx, dy) is drawn once, dx ~ N(0, (0.05·w)²)
/// and dy ~ N(0, (0.05·h)²); each tap then lands at the key's centre + offset + a 2-D Gaussian with
/// σx = a·w and σy = a·h. w and h are the layout's typical (median) key width and height, so the
/// model scales with the geometry rather than assuming a size. The constant `a` (``spreadShare``)
/// is calibrated so that about 8% of taps fall nearer to another key (the published 7–9% for thumb
/// typing) on both shipped phrase sets, for every seed (7–9.5% for seeds 1–8; docs/BENCHMARK.md
/// has the figures). A larger offset made one trace's rate depend mostly on its seed (2–14%), so a
/// single trace did not represent the calibrated user. The noise level S multiplies the whole
/// model: S = 1 is the calibrated user, S = 0 taps exact key centres.
struct TouchNoiseModel: Sendable {
    /// Systematic offset, as a share of the key width and height (standard deviations).
    static let offsetWidthShare = 0.05
    static let offsetHeightShare = 0.05
    /// Per-tap spread `a`, as a share of the key width and height (standard deviation at S = 1).
    /// Calibrated on the qwerty-en layout (docs/BENCHMARK.md, "`synth`").
    static let spreadShare = 0.25

    /// The layout's typical key width and height (medians).
    let keyWidth: Double
    let keyHeight: Double
    /// The noise level S.
    let noise: Double
    /// This user's systematic offset.
    let offset: Point

    /// A model for `layout` at noise level `noise`, drawing the user's offset from `random`.
    init(layout: KeyboardLayout, noise: Double, random: inout SeededRandom) {
        keyWidth = layout.typicalKeyWidth
        let heights = layout.keys.map(\.height).sorted()
        keyHeight = heights[heights.count / 2]
        self.noise = noise
        let (gx, gy) = random.gaussianPair()
        offset = Point(x: noise * Self.offsetWidthShare * keyWidth * gx,
                       y: noise * Self.offsetHeightShare * keyHeight * gy)
    }

    /// Where the user's tap for `key` lands, rounded to 0.1 (the precision `synth` writes).
    func tap(on key: Key, random: inout SeededRandom) -> Point {
        let (gx, gy) = random.gaussianPair()
        let centre = key.center
        let x = centre.x + offset.x + noise * Self.spreadShare * keyWidth * gx
        let y = centre.y + offset.y + noise * Self.spreadShare * keyHeight * gy
        return Point(x: Self.roundToTenth(x), y: Self.roundToTenth(y))
    }

    static func roundToTenth(_ value: Double) -> Double {
        (value * 10).rounded(.toNearestOrAwayFromZero) / 10
    }
}
