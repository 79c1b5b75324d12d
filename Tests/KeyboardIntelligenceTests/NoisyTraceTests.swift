import Foundation
import Testing
import TestSupport

/// Word accuracy on tap traces as noisy as the issue's (nearest-key literal accuracy about 0.72,
/// 7.5% of letters on another key): `keyboard-bench synth` of the held-out phrases, then `replay`,
/// run as processes. Deterministic for a seed, so a floor is a ratchet, as the corpora's are;
/// `Scripts/noisy-traces` gives the mean of thirty seeds.
@Suite("Noisy tap traces")
struct NoisyTraceTests {
    static let phrases = Repository.path("Benchmarks/Traces/phrases.txt")

    /// What `keyboard-bench ARGUMENTS` writes on standard output.
    func run(_ arguments: [String]) throws -> Data {
        let output = Pipe()
        let process = try KeyboardBench.launch(arguments, output: output)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments)")
        return data
    }

    @Test("word accuracy at noise 1.0, seeds 1–6: each at 0.97 or more, their mean above its floor")
    func wordAccuracy() throws {
        let folder = TemporaryDirectory("noisy")
        var accuracies: [Double] = []
        for seed in 1...6 {
            let trace = folder.file("\(seed).jsonl")
            try run(["synth", Self.phrases, "--noise", "1.0", "--seed", String(seed)]).write(to: URL(fileURLWithPath: trace))
            let figures = try #require(try JSONSerialization.jsonObject(with: run(["replay", trace, "--json"])) as? [String: Any])
            let literal = try #require(figures["literal_accuracy"] as? Double)
            let accuracy = try #require(figures["word_accuracy"] as? Double)
            print("noisy trace seed \(seed): literal \(String(format: "%.4f", literal)) word accuracy \(String(format: "%.4f", accuracy))")
            #expect(accuracy >= 0.97, "seed \(seed)")
            accuracies.append(accuracy)
        }
        let mean = accuracies.reduce(0, +) / Double(accuracies.count)
        print("noisy traces: word accuracy mean \(String(format: "%.4f", mean)) of \(accuracies.count) seeds")
        // Measured 0.9833 on the commit that set it at 0.98; 0.9848 once a valid word kept was
        // revised to the reading of its touches by the word after (stop 78), the floor raised.
        #expect(mean >= 0.984)
    }
}
