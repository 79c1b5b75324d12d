import Foundation
import KeyboardEvaluation
import KeyboardIntelligence
import Testing

/// Correction quality on the development corpora (Tests/CorpusTests/Corpora, PROVENANCE.md).
///
/// Each test prints its figures and fails below a floor set just under the figure measured when
/// it was last raised — a ratchet: when correction improves, raise the floors. Birkbeck is
/// sampled (every 12th pair, about 2,900) to keep the suite quick; `keyboard-bench corpus` runs
/// any corpus whole.
@Suite("Correction corpora", .serialized)
struct CorrectionCorpusTests {
    struct Floor: Sendable, CustomStringConvertible {
        var corpus: String
        var top1: Double
        var top3: Double
        var falseCorrections: Double
        var every: Int = 1
        var description: String { corpus }
    }

    /// Floors under the figures of the debug build on this commit (the release build measures the
    /// same: the figures do not depend on speed).
    static let floors = [
        Floor(corpus: "norvig1", top1: 0.82, top3: 0.85, falseCorrections: 0.005),
        Floor(corpus: "norvig2", top1: 0.79, top3: 0.85, falseCorrections: 0.006),
        Floor(corpus: "aspell", top1: 0.55, top3: 0.62, falseCorrections: 0.005),
        Floor(corpus: "wikipedia", top1: 0.80, top3: 0.86, falseCorrections: 0.005),
        Floor(corpus: "holbrook", top1: 0.29, top3: 0.41, falseCorrections: 0.005),
        Floor(corpus: "birkbeck", top1: 0.36, top3: 0.42, falseCorrections: 0.005, every: 12),
    ]

    static let engine = try! TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))

    @Test("top-1, top-3 and false corrections stay above their floors", arguments: floors)
    func corpus(_ floor: Floor) throws {
        let url = try #require(Bundle.module.url(forResource: floor.corpus, withExtension: "tsv", subdirectory: "Corpora"))
        let all = try CorrectionPair.read(path: url.path)
        let pairs = all.enumerated().filter { $0.offset % floor.every == 0 }.map(\.element)
        let engine = Self.engine
        let result = try CorpusEvaluation.run(pairs, engine: engine, layout: engine.data.layouts["qwerty-en"]!)
        print("corpus \(floor.corpus): pairs \(result.pairs) top1 \(format(result.top1Rate)) top3 \(format(result.top3Rate)) "
              + "autocorrect \(format(result.autocorrectRate)) false corrections \(format(result.falseCorrectionRate)) "
              + "(\(result.falselyCorrected) of \(result.correctWords))")
        #expect(result.top1Rate >= floor.top1)
        #expect(result.top3Rate >= floor.top3)
        #expect(result.falseCorrectionRate <= floor.falseCorrections)
        #expect(result.top3Rate >= result.top1Rate)
    }

    private func format(_ x: Double) -> String { String(format: "%.3f", x) }
}
