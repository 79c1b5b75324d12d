/// Milliseconds taken by `body`, on the monotonic clock.
func measureMilliseconds<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let clock = ContinuousClock()
    var result: T?
    let elapsed = try clock.measure { result = try body() }
    let (seconds, attoseconds) = elapsed.components
    return (result!, Double(seconds) * 1000 + Double(attoseconds) / 1e15)
}
