@testable import KeyboardIntelligence
import KeyboardCorrection
import KeyboardLexicon
import Testing

/// The strip's order while space would correct: completions ranked a margin below their scores,
/// and otherwise the ranking's own order (a stable sort).
@Suite("Corrections first")
struct CorrectionsFirstTests {
    @Test("a completion yields to a correction within the margin; ties keep the ranking's order")
    func order() {
        // Scores on a half-nat grid, so ties (and ties made by the margin) are common.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let kinds: [Candidate.Kind] = [.completion, .correction, .exact]
        for _ in 0..<500 {
            let candidates = (0..<next(9)).map { i in
                Candidate(entry: WordEntry(key: "w\(i)", surface: "w\(i)", logProbability: -5), kind: kinds[next(3)],
                          channelCost: 0, contextLogProbability: -5, score: -Double(next(12)) / 2)
            }
            func adjusted(_ candidate: Candidate) -> Double {
                candidate.score - (candidate.kind == .correction ? 0 : ActiveSessionCore.completionMarginBesideCorrection)
            }
            let expected = candidates.enumerated().sorted { a, b in
                adjusted(a.element) != adjusted(b.element) ? adjusted(a.element) > adjusted(b.element) : a.offset < b.offset
            }.map(\.element.entry.key)
            #expect(ActiveSessionCore.correctionsFirst(candidates).map(\.entry.key) == expected)
        }
    }
}
