import Foundation
import KeyboardEvaluation
import KeyboardIntelligence
import Testing
import TestSupport

/// Sentences typed right, key by key at the key centres, in one field each: what the rules that
/// read two words together (a moved space, a contraction the word after decides) may change
/// beyond what a word alone shows. The phrase texts of Benchmarks/Traces (PROVENANCE.md there) and
/// `Corpora/running-text.txt` (sentences written for this, with the pairs those rules must keep:
/// `whats he`, `it lets you`, `she never lets go`), typed as `keyboard-bench synth --noise 0` types
/// them: lower case, apostrophes left out.
@Suite("Running text typed right")
struct RunningTextTests {
    struct Text: Sendable, CustomStringConvertible {
        /// A file of Benchmarks/Traces, or of the corpora when `bundled`.
        var file: String
        var bundled = false
        /// Whether the text writes its apostrophes (`let's go`, `she lets go`): a word the engine
        /// changes must then be the text's own. Else (the Enron phrases write `dont`, `im`) any
        /// change that gives back capitals and apostrophes counts as right.
        var writesApostrophes = false
        /// Words changed into another word at most: a ratchet, as the corpora's floors.
        var changed: Int
        var description: String { file }
    }

    /// The two Enron changes are the text's own typos (`tk` → `to`, `ene` → `one`).
    static let texts = [
        Text(file: "phrases.txt", changed: 0),
        Text(file: "enron-mobile-phrases.txt", changed: 2),
        Text(file: "chat-phrases.txt", writesApostrophes: true, changed: 0),
        Text(file: "running-text.txt", bundled: true, writesApostrophes: true, changed: 0),
    ]

    /// A word lower-cased, with straight apostrophes.
    static func folded(_ word: Substring) -> String {
        String(word.lowercased().map { $0 == "’" ? "'" : $0 })
    }

    /// The letters a word is typed with: lower case, nothing but ASCII letters (`I'm` → `im`).
    static func letters(_ word: Substring) -> String {
        word.lowercased().filter { $0.isLetter && $0.isASCII }
    }

    @Test("no word typed right is changed into another, beyond the text's own typos", arguments: texts)
    func typedRight(_ text: Text) throws {
        let path = text.bundled
            ? try #require(Bundle.module.url(forResource: text.file, withExtension: nil, subdirectory: "Corpora")).path
            : Repository.path("Benchmarks/Traces/" + text.file)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let engine = CorrectionCorpusTests.engine
        let layout = try #require(engine.data.layouts["qwerty-en"])
        var words = 0
        var changes: [String] = []
        for line in lines where !line.allSatisfy(\.isWhitespace) {
            let target = line.split(separator: " ").filter { !Self.letters($0).isEmpty }
            let typed = target.map(Self.letters)
            let session = engine.makeSession(traits: FieldTraits(disablesPersonalizedLearning: true))
            var field = SimulatedField()
            for word in typed {
                for letter in word {
                    let key = TypingEvent.key(String(letter), at: layout.key(for: String(letter))?.center)
                    field.apply(session.handle(key), for: key)
                }
                field.apply(session.handle(.boundary(.space)), for: .boundary(.space))
            }
            let written = field.text.split(separator: " ")
            words += typed.count
            if written.count != typed.count {
                changes.append("\(typed.joined(separator: " ")) → \(written.joined(separator: " "))")
                continue
            }
            for ((w, t), meant) in zip(zip(written, typed), target) {
                // Kept as typed, or given back what the keys could not type: the text's own
                // apostrophes where it writes them, any where it does not.
                let right = Self.folded(w) == t || (text.writesApostrophes ? Self.folded(w) == Self.folded(meant) : Self.letters(w) == t)
                if !right { changes.append("\(t) → \(w) (\(typed.joined(separator: " ")))") }
            }
        }
        print("running text \(text.file): \(changes.count) of \(words) words changed\(changes.isEmpty ? "" : ": " + changes.joined(separator: "; "))")
        #expect(words > 100)
        #expect(changes.count <= text.changed)
    }
}
