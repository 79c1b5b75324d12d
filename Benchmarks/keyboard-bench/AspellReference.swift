import Foundation
import KeyboardBenchFormats
import KeyboardIntelligence

/// GNU Aspell as a reference corrector, run side by side: one `aspell -a` process (normal
/// suggestion mode, en_US) fed one word at a time over a pipe, each word timed from the write to
/// the end of its answer — the same words, in the same run, as the engine.
struct AspellReference {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []

    /// Starts `aspell -a`.
    /// - Throws: ``BenchError/failure(_:)`` when aspell is not installed (`apt-get install aspell aspell-en`).
    init() throws(BenchError) {
        let candidates = ["/usr/bin/aspell", "/usr/local/bin/aspell", "/opt/homebrew/bin/aspell"]
        guard let path = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw .failure("--versus-aspell needs GNU Aspell and its English dictionary (apt-get install aspell aspell-en)")
        }
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-a", "--lang=en_US", "--sug-mode=normal", "--encoding=utf-8"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw .failure("cannot start aspell: \(error.localizedDescription)") }
        guard readLine()?.hasPrefix("@(#)") == true else { throw .failure("aspell -a did not answer with its banner") }
    }

    /// Aspell's first suggestion for `word` (the word itself when aspell knows it), and the time
    /// the round trip took.
    mutating func firstSuggestion(for word: String) -> (String?, Duration) {
        let clock = ContinuousClock()
        var answer: String?
        let elapsed = clock.measure {
            // `^` makes aspell read the rest of the line as text, never as a command.
            input.fileHandleForWriting.write(Data(("^" + word + "\n").utf8))
            while let line = readLine(), !line.isEmpty {
                if line == "*" { answer = word }
                else if line.hasPrefix("&"), let colon = line.firstIndex(of: ":") {
                    answer = line[line.index(after: colon)...].split(separator: ",").first
                        .map { $0.trimmingCharacters(in: .whitespaces) }
                }
            }
        }
        return (answer, elapsed)
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    private mutating func readLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(contentsOf: chunk)
        }
    }
}
