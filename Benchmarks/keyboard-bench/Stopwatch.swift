import KeyboardIntelligence

/// Milliseconds taken by `body`, on the monotonic clock.
func measureMilliseconds<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let clock = ContinuousClock()
    var result: T?
    let elapsed = try clock.measure { result = try body() }
    return (result!, LatencySummary.microseconds(elapsed) / 1000)
}
