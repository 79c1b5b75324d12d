@testable import KeyboardIntelligence
import KeyboardEvaluation
import Testing
import TestSupport

@Suite struct ZZEchoProbe {
    @Test func zzRandomEcho() throws {
        let probe = ReconcileEchoTests()
        let words = ["hello", "there", "whats", "thx", "hello", "the", "teh", "dont", "im", "pizza", "world", "going", "recieve", "i", "cant", "new", "york", "love", "you", "thx", "ok", "u"]
        var rng = SystemRandomNumberGenerator()
        _ = rng
        var state: UInt64 = 12345
        func next(_ n: Int) -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int((state >> 33) % UInt64(n)) }
        var failures = 0
        for trial in 0..<1000 {
            var steps: [ReconcileEchoTests.Step] = []
            for _ in 0..<8 {
                switch next(10) {
                case 0, 1, 2: steps.append(.type(words[next(words.count)] + " "))
                case 3: steps.append(.type(words[next(words.count)]))
                case 4, 5: steps.append(.swipe(words[next(words.count)])); if next(4) == 0 { steps.append(.backspace) }
                case 6: steps.append(.pick(next(4)))
                case 7: steps.append(next(2) == 0 ? .type(words[next(words.count)] + ". ") : .type(words[next(words.count)] + " ")); steps.append(.backspace); if next(2) == 0 { steps.append(.backspace) }
                case 8: steps.append(.type([", ", "! ", "? ", " ", "(", "\""][next(6)]))
                default: steps.append(.type(words[next(words.count)].uppercased().prefix(1) + "a "))
                }
            }
            let a = try probe.run(steps, echo: false), b = try probe.run(steps, echo: true)
            if let i = zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                failures += 1
                if failures <= 25 { print("TRIAL \(trial) \(steps)\n  at \(i): \(a[i])\n   echo: \(b[i])\n   before: \(i > 0 ? a[i-1] : "")") }
            }
        }
        print("FAILURES \(failures) of 1000")
    }
}
