import Foundation
import KeyboardFuzzing
import Testing

/// Every committed fuzz input — the seeds and the reproducers of crashes the fuzzers found — run
/// through its harness in a plain build: a fixed crash that comes back fails here, without
/// libFuzzer.
@Suite("Fuzz corpora replay")
struct FuzzCorpusTests {
    static var corpus: String { Bundle.module.resourceURL!.appendingPathComponent("Corpus").path }

    static func inputs(of name: String) -> [String] {
        FuzzDriver.files(at: corpus + "/" + name)
    }

    @Test("each fuzz target has a seed corpus", arguments: FuzzTarget.all.map(\.name))
    func seeded(name: String) {
        #expect(Self.inputs(of: name).count >= 5)
    }

    @Test("every committed input runs through its harness", arguments: FuzzTarget.all.map(\.name))
    func replay(name: String) throws {
        let target = try #require(FuzzTarget.all.first { $0.name == name })
        for path in Self.inputs(of: name) {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            data.withUnsafeBytes { target.fuzz($0) }
        }
    }
}
