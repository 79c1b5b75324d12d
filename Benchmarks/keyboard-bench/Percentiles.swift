/// Median, 99th percentile and maximum of a list of durations, as the contract's `*_us` objects.
struct Percentiles {
    let median: Double
    let p99: Double
    let max: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        guard !sorted.isEmpty else {
            median = 0; p99 = 0; max = 0
            return
        }
        median = sorted[sorted.count / 2]
        p99 = sorted[Swift.min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.down)))]
        max = sorted[sorted.count - 1]
    }

    var json: JSONValue {
        .object([("median", .double(median)), ("p99", .double(p99)), ("max", .double(max))])
    }

    var summary: String {
        "median \(InfoCommand.format(median)) µs, p99 \(InfoCommand.format(p99)) µs, max \(InfoCommand.format(max)) µs"
    }
}
