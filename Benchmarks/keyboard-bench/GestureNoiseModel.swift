import KeyboardLayout

/// How a simulated finger swipes a word (docs/BENCHMARK.md, "Swipe gestures"), after the
/// via-point model of Quinn & Zhai (CHI 2018): the finger aims at each key of the word (repeated
/// letters once) with a Gaussian error around the key's centre plus the user's systematic
/// offset, and moves between these via points in minimum-jerk strokes whose durations are
/// log-normal around a Fitts-law time; each stroke starts before the last one ends (the overlap),
/// which rounds the corners as real gestures do. A double letter adds a short pause. The path is
/// sampled at 60 Hz with a small jitter, in the layout's units, times in whole milliseconds.
///
/// Three tiers: `clean` (a careful user), `realistic` (the calibrated user: the same per-point
/// spread as the tap model's 8%-error user) and `sloppy`.
struct GestureNoiseModel: Sendable {
    enum Tier: String, Sendable, CaseIterable {
        case clean, realistic, sloppy
    }

    struct Parameters: Sendable {
        /// Via-point spread, as a share of the key width and height (standard deviations).
        var spread: Double
        /// The user's systematic offset, as a share of the key width and height.
        var offset: Double
        /// Share of a stroke during which the next one has already started.
        var overlap: Double
        /// Log-normal σ of stroke durations.
        var durationSigma: Double
        /// Per-sample jitter, as a share of the key width and height.
        var jitter: Double
    }

    static func parameters(_ tier: Tier) -> Parameters {
        switch tier {
        case .clean: Parameters(spread: 0.12, offset: 0.03, overlap: 0.15, durationSigma: 0.15, jitter: 0.01)
        case .realistic: Parameters(spread: 0.25, offset: 0.05, overlap: 0.3, durationSigma: 0.25, jitter: 0.02)
        case .sloppy: Parameters(spread: 0.38, offset: 0.10, overlap: 0.45, durationSigma: 0.35, jitter: 0.04)
        }
    }

    /// Fitts-law stroke time, `a + b·log2(1 + distance in keys)` milliseconds (median).
    static let fittsA = 60.0, fittsB = 75.0
    /// Median pause on a double letter, milliseconds.
    static let doublePause = 100.0
    /// The sampling interval (60 Hz), milliseconds.
    static let sampleInterval = 1000.0 / 60

    let parameters: Parameters
    let keyWidth: Double
    let keyHeight: Double
    let offset: Point

    /// A model for `layout`, drawing this user's offset from `random`.
    init(layout: KeyboardLayout, tier: Tier, random: inout SeededRandom) {
        parameters = Self.parameters(tier)
        keyWidth = layout.typicalKeyWidth
        let heights = layout.keys.map(\.height).sorted()
        keyHeight = heights[heights.count / 2]
        let (gx, gy) = random.gaussianPair()
        offset = Point(x: parameters.offset * keyWidth * gx, y: parameters.offset * keyHeight * gy)
    }

    /// The gesture for a word typed on `keys` (in order, repeats included).
    func gesture(_ keys: [Key], random: inout SeededRandom) -> [SwipePoint] {
        // Via points, one per run of the same key; a run longer than one is a double letter.
        var vias: [(point: Point, pause: Double)] = []
        var previous: String?
        for key in keys {
            if key.label == previous {
                vias[vias.count - 1].pause = random.logNormal(median: Self.doublePause, sigma: 0.3)
                continue
            }
            previous = key.label
            let (gx, gy) = random.gaussianPair()
            let c = key.center
            vias.append((Point(x: c.x + offset.x + parameters.spread * keyWidth * gx,
                               y: c.y + offset.y + parameters.spread * keyHeight * gy), 0))
        }
        // Strokes: start time and duration of each move between consecutive via points.
        var starts: [Double] = [], durations: [Double] = []
        var clock = vias[0].pause
        for j in 0..<(vias.count - 1) {
            let dx = (vias[j + 1].point.x - vias[j].point.x) / keyWidth
            let dy = (vias[j + 1].point.y - vias[j].point.y) / keyHeight
            let distance = (dx * dx + dy * dy).squareRoot()
            let median = Self.fittsA + Self.fittsB * SeededRandom.naturalLog(1 + distance) / 0.693_147_180_559_945_3
            let duration = random.logNormal(median: median, sigma: parameters.durationSigma)
            starts.append(clock)
            durations.append(duration)
            clock += (1 - parameters.overlap) * duration + vias[j + 1].pause
        }
        let end = max(vias.count > 1 ? starts[starts.count - 1] + durations[durations.count - 1] : 0, vias[0].pause) + vias[vias.count - 1].pause
        // A single via point (a one-key word) still makes a short press.
        let last = max(end, 3 * Self.sampleInterval)

        var points: [SwipePoint] = []
        var t = 0.0
        while true {
            var x = vias[0].point.x, y = vias[0].point.y
            for j in 0..<starts.count {
                let s = Self.minimumJerk((t - starts[j]) / durations[j])
                x += (vias[j + 1].point.x - vias[j].point.x) * s
                y += (vias[j + 1].point.y - vias[j].point.y) * s
            }
            let (jx, jy) = random.gaussianPair()
            x += parameters.jitter * keyWidth * jx
            y += parameters.jitter * keyHeight * jy
            points.append(SwipePoint(x: TouchNoiseModel.roundToTenth(x), y: TouchNoiseModel.roundToTenth(y),
                                     t: t.rounded(.toNearestOrAwayFromZero)))
            if t >= last { break }
            t = min(t + Self.sampleInterval, last)
        }
        return points
    }

    /// The minimum-jerk position profile 10τ³ − 15τ⁴ + 6τ⁵ on τ clamped to 0…1.
    static func minimumJerk(_ tau: Double) -> Double {
        let t = min(max(tau, 0), 1)
        return t * t * t * (10 + t * (-15 + 6 * t))
    }
}
