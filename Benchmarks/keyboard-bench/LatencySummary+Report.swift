import KeyboardBenchFormats
import KeyboardIntelligence

/// The contract's `*_us` objects and the human summary of a ``LatencySummary``.
extension LatencySummary {
    var json: JSONValue { .object(jsonPairs) }

    /// The summary's keys, for an object that holds more.
    var jsonPairs: [(String, JSONValue)] {
        [("median", .double(medianMicroseconds)), ("p99", .double(p99Microseconds)), ("max", .double(maxMicroseconds))]
    }

    var summary: String {
        "median \(InfoCommand.format(medianMicroseconds)) µs, p99 \(InfoCommand.format(p99Microseconds)) µs, max \(InfoCommand.format(maxMicroseconds)) µs"
    }
}
