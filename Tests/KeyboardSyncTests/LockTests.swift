import KeyboardSync
import Testing

@Suite("Lock")
struct LockTests {
    /// A counter only the lock protects.
    final class Counter: @unchecked Sendable {
        let lock = Lock()
        var value = 0
    }

    @Test("excludes: eight tasks adding 20,000 each under the lock lose no increment")
    func mutualExclusion() async {
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<20_000 {
                        counter.lock.withLock { counter.value += 1 }
                    }
                }
            }
        }
        #expect(counter.value == 160_000)
    }

    @Test("withLock returns the body's value and rethrows its error, releasing the lock either way")
    func valuesAndErrors() {
        struct Failure: Error, Equatable {}
        let lock = Lock()
        #expect(lock.withLock { 42 } == 42)
        #expect(throws: Failure()) { try lock.withLock { () throws(Failure) -> Int in throw Failure() } }
        lock.lock() // would wait forever had the throw kept it
        lock.unlock()
    }
}
