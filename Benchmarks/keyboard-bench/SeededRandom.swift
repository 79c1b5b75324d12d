/// A deterministic pseudo-random generator for `synth`: xoshiro256** (Blackman & Vigna), its state
/// filled from the seed by SplitMix64, with Gaussian samples by the Marsaglia polar form of the
/// Box–Muller transform.
///
/// Only integer operations and IEEE-754 `+ − × ÷ √` are used (the logarithm is computed here, not
/// by the platform's libm), so a seed gives the same numbers on every platform and in every run.
struct SeededRandom: Sendable {
    private var s0: UInt64
    private var s1: UInt64
    private var s2: UInt64
    private var s3: UInt64

    init(seed: UInt64) {
        var x = seed
        func splitMix() -> UInt64 {
            x &+= 0x9E37_79B9_7F4A_7C15
            var z = x
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s0 = splitMix()
        s1 = splitMix()
        s2 = splitMix()
        s3 = splitMix()
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, 45)
        return result
    }

    /// A uniform number in [0, 1), with 53 random bits.
    mutating func uniform() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// Two independent standard normal numbers (mean 0, standard deviation 1).
    mutating func gaussianPair() -> (Double, Double) {
        while true {
            let u = 2 * uniform() - 1
            let v = 2 * uniform() - 1
            let s = u * u + v * v
            if s > 0, s < 1 {
                let factor = (-2 * Self.naturalLog(s) / s).squareRoot()
                return (u * factor, v * factor)
            }
        }
    }

    private func rotateLeft(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }

    /// ln(x) for a finite x > 0, from basic arithmetic only: x = m·2^e with m in [√½, √2), then
    /// ln m = 2·atanh((m − 1)/(m + 1)) by its series (|z| ≤ 0.172; cut after w¹⁴, the rest is
    /// below 1e-20).
    static func naturalLog(_ x: Double) -> Double {
        precondition(x > 0 && x.isFinite, "naturalLog of \(x)")
        var m = x.significand
        var e = Double(x.exponent)
        if m > 1.414_213_562_373_095_1 {
            m /= 2
            e += 1
        }
        let z = (m - 1) / (m + 1)
        let w = z * z
        // ln m = 2z·(1 + w/3 + w²/5 + … + w¹⁴/29), by Horner's rule.
        var series = 1.0 / 29
        for k in stride(from: 13, through: 0, by: -1) {
            series = series * w + 1 / Double(2 * k + 1)
        }
        return 2 * z * series + e * 0.693_147_180_559_945_3
    }

    /// e^x for a finite x in −700…700, from basic arithmetic only: x = k·ln 2 + r with |r| ≤ ½ln 2,
    /// e^r by its Taylor series (cut after r²⁰/20!, the rest below 1e-22), times 2^k exactly.
    static func naturalExp(_ x: Double) -> Double {
        precondition(x.isFinite && abs(x) <= 700, "naturalExp of \(x)")
        let ln2 = 0.693_147_180_559_945_3
        let k = (x / ln2).rounded(.toNearestOrEven)
        let r = x - k * ln2
        var series = 1.0
        for n in stride(from: 20, through: 1, by: -1) {
            series = 1 + series * r / Double(n)
        }
        return Double(sign: .plus, exponent: Int(k), significand: series)
    }

    /// A log-normal number: `median · e^(σ·N(0, 1))`.
    mutating func logNormal(median: Double, sigma: Double) -> Double {
        median * Self.naturalExp(sigma * gaussianPair().0)
    }
}
