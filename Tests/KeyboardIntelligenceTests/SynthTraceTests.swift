import Foundation
import KeyboardIntelligence
import Testing
import TestSupport

/// `keyboard-bench synth`, run as a process: how it types letters the layout lacks.
@Suite("synth")
struct SynthTraceTests {
    /// The phrases `synth TEXT --noise 0` writes for `text` (key centres), as JSON objects.
    func phrases(of text: String) throws -> [[String: Any]] {
        let folder = TemporaryDirectory("synth")
        try text.write(toFile: folder.file("text.txt"), atomically: true, encoding: .utf8)
        let output = Pipe()
        let process = try KeyboardBench.launch(["synth", folder.file("text.txt"), "--noise", "0"], output: output)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst()
        return try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test("a letter without a key is typed as its base letter, and the target keeps it")
    func accentedLetters() throws {
        let layout = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"])).data.layouts["qwerty-en"]!
        let phrase = try #require(try phrases(of: "déjà vu, don't\n").first)
        #expect(phrase["target"] as? String == "déjà vu don't")
        let words = try #require(phrase["words"] as? [[String: Any]])
        let taps = try #require(words.first?["taps"] as? [[Double]])
        let typed = taps.map { layout.nearestKey(to: .init(x: $0[0], y: $0[1]))?.label ?? "?" }.joined()
        #expect(typed == "deja")
        #expect((words.last?["taps"] as? [[Double]])?.count == 4, "the apostrophe, which has no key and no base letter, is skipped")
    }
}
