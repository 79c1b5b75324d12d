/// A snapshot of the diagnostics: counters, recent events and stage timings. Codable as JSON for
/// bug reports; holds no user text by construction.
public struct DiagnosticsReport: Sendable, Hashable, Codable {
    /// Each counter's count since the engine started or the diagnostics were reset.
    public var counters: [DiagnosticCounter: Int]
    /// The most recent events, oldest first.
    public var events: [DiagnosticEvent]
    /// Each stage's timings, over its most recent ``Diagnostics/timingCapacity`` runs.
    public var stages: [DiagnosticStage: LatencySummary]
}

/// Median, 99th percentile and maximum of a set of durations, in microseconds: the figures both
/// the diagnostics and `keyboard-bench` report.
public struct LatencySummary: Sendable, Hashable, Codable {
    /// The number of durations summarised.
    public var count: Int
    /// The median duration.
    public var medianMicroseconds: Double
    /// The 99th percentile (see ``init(microseconds:)``).
    public var p99Microseconds: Double
    /// The longest duration.
    public var maxMicroseconds: Double

    /// The summary of `microseconds` (all zero when empty). The p99 is the value at index
    /// ⌊0.99 n⌋ of the sorted durations.
    public init(microseconds: [Double]) {
        let sorted = microseconds.sorted()
        count = sorted.count
        guard let last = sorted.last else {
            medianMicroseconds = 0
            p99Microseconds = 0
            maxMicroseconds = 0
            return
        }
        medianMicroseconds = sorted[sorted.count / 2]
        p99Microseconds = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
        maxMicroseconds = last
    }

    /// A duration in microseconds, the unit of every timing the engine and the benchmark report.
    public static func microseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    }
}
