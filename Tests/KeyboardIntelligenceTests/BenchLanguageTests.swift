import Foundation
import Testing
import TestSupport

/// `corpus` and `replay` ran without a language whose dictionary was missing, so a machine
/// without German's reported English's figures alone for `--languages en_US,de_DE`.
@Suite("keyboard-bench languages")
struct BenchLanguageTests {
    /// The repository's root, as the layering tests find it.
    static let root = Repository.root.path

    @Test("corpus and replay refuse a language with no dictionary installed, naming it", arguments: [
        ["corpus", "Tests/CorpusTests/Corpora/apostrophe-forms.tsv"], ["replay", "Benchmarks/Traces/sensitive.jsonl"]])
    func missingDictionary(command: [String]) throws {
        let errors = Pipe()
        let process = try KeyboardBench.launch([command[0], Self.root + "/" + command[1], "--languages", "en_US,xx_YY"], errors: errors)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message.contains("no hunspell dictionary installed for xx_YY"), "\(message)")
    }

    @Test("an installed second language runs")
    func installedLanguage() throws {
        let process = try KeyboardBench.launch(["corpus", Self.root + "/Tests/CorpusTests/Corpora/apostrophe-forms.tsv", "--languages", "en_US,de_DE"])
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
