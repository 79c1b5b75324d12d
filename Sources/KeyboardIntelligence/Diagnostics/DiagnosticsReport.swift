/// A snapshot of the diagnostics: counters, recent events and stage timings. Codable as JSON for
/// bug reports; holds no user text by construction.
public struct DiagnosticsReport: Sendable, Hashable, Codable {
    /// Timings of one stage, in microseconds.
    public struct StageTiming: Sendable, Hashable, Codable {
        public var count: Int
        public var medianMicroseconds: Double
        public var p99Microseconds: Double

        public init(count: Int, medianMicroseconds: Double, p99Microseconds: Double) {
            self.count = count
            self.medianMicroseconds = medianMicroseconds
            self.p99Microseconds = p99Microseconds
        }
    }

    public var counters: [DiagnosticCounter: Int]
    /// The most recent events, oldest first.
    public var events: [DiagnosticEvent]
    public var stages: [DiagnosticStage: StageTiming]
}
