import Foundation
import KeyboardLearning
import TestSupport
import Testing

/// Several processes on one store, through `keyboard-bench learn` (built beside the test bundle).
@Suite("Learned-word store across processes", .serialized)
struct MultiProcessStoreTests {
    static func words(_ prefix: String, _ count: Int) -> [String] {
        (0..<count).map { letterWord(prefix, $0) }
    }

    static func launch(_ arguments: [String]) throws -> Process {
        try KeyboardBench.launch(arguments)
    }

    @Test("two processes writing at once lose nothing")
    func concurrentWriters() throws {
        let folder = Folder()
        let first = try Self.launch(["learn", folder.path] + Self.words("zqa", 150))
        let second = try Self.launch(["learn", folder.path] + Self.words("zqb", 150))
        first.waitUntilExit()
        second.waitUntilExit()
        #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
        #expect(LearnedWordStore(directory: folder.path).count == 300)
    }

    @Test("a process killed while writing leaves a readable store with what it committed")
    func killedWriter() throws {
        let folder = Folder()
        let writer = try Self.launch(["learn", folder.path, "--repeat", "1000"] + Self.words("zqc", 50))
        Thread.sleep(forTimeInterval: 0.4)
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        let store = LearnedWordStore(directory: folder.path)
        #expect(store.isPersistent)
        #expect(!store.recoveredFromDamage)
        #expect(store.count > 0 && store.count <= 50)
        store.learnNow("zqdafter")
        #expect(LearnedWordStore(directory: folder.path).learnedWords().contains("zqdafter"))
        let check = try SQLiteConnection(path: folder.path + "/" + LearnedWordStore.fileName, mode: .readOnly)
        #expect(try check.prepare("PRAGMA integrity_check").rows { $0.text(at: 0) } == ["ok"])
    }
}
