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

    /// Several rounds, each on a new folder, so that the two processes also race to create the
    /// file: one of them used to get SQLITE_BUSY while switching it to WAL, take the sound file
    /// for a damaged one and move it aside, with the other's words in it (most rounds lost 150).
    @Test("two processes writing at once lose nothing, even while both create the store")
    func concurrentWriters() throws {
        for _ in 0..<5 {
            let folder = TemporaryDirectory("learned")
            let first = try Self.launch(["learn", folder.path] + Self.words("zqa", 150))
            let second = try Self.launch(["learn", folder.path] + Self.words("zqb", 150))
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
            #expect(LearnedWordStore(directory: folder.path).count == 300)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(!names.contains { $0.contains(".damaged-") }, "\(names)")
        }
    }

    @Test("a process killed while writing leaves a readable store with what it committed")
    func killedWriter() throws {
        let folder = TemporaryDirectory("learned")
        let writer = try Self.launch(["learn", folder.path, "--repeat", "1000"] + Self.words("zqc", 50))
        Thread.sleep(forTimeInterval: 0.4)
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        #expect(writer.terminationReason == .uncaughtSignal, "killed while still writing, not after")
        let store = LearnedWordStore(directory: folder.path)
        #expect(store.isPersistent)
        #expect(!store.recoveredFromDamage)
        #expect(store.count > 0)
        #expect(Set(store.learnedWords().map { $0.lowercased() }).isSubset(of: Self.words("zqc", 50)), "only words it wrote")
        store.learnNow("zqdafter")
        #expect(LearnedWordStore(directory: folder.path).learnedWords().contains("zqdafter"))
        let check = try SQLiteConnection(path: folder.path + "/" + LearnedWordStore.fileName, mode: .readOnly)
        #expect(try check.prepare("PRAGMA integrity_check").rows { $0.text(at: 0) } == ["ok"])
    }
}
