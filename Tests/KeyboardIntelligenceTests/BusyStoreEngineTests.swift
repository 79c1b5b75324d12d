import Foundation
@testable import KeyboardIntelligence
@testable import KeyboardLearning
import Testing
import TestSupport

/// The engine over a learned-word store another process keeps busy, or whose folder a write
/// cannot reach: the words typed are learned all the same, and written once the file can be.
@Suite("Engine on a busy store", .serialized)
struct BusyStoreEngineTests {
    /// Each write waited the store's 2 s busy timeout on the keystroke thread, and was then lost.
    @Test("a word typed while another process holds the store's write lock is learned at once and written once the file is free")
    func busyStore() throws {
        let folder = TemporaryDirectory("engine-store")
        let engine = try TypingEngine(configuration: EngineConfiguration(learnedStoreDirectory: folder.path))
        let other = try SQLiteConnection(path: folder.path + "/" + LearnedWordStore.fileName)
        try other.execute("BEGIN IMMEDIATE")
        for _ in 0..<3 { type("I said zqvorplex ", into: engine.makeSession()) }
        #expect(engine.learnedWordCount == 1)
        #expect(type("zqvorp", into: engine.makeSession()).strip.slots.contains { $0.text == "zqvorplex" })
        try other.execute("ROLLBACK")
        type("ok ", into: engine.makeSession())
        #expect(LearnedWordStore(directory: folder.path).learnedWords() == ["zqvorplex"])
    }

    @Test("a store file a write cannot reach is a diagnostic event, recorded once; the words stay, and are written when it can be reached")
    func unreachableStore() throws {
        let folder = TemporaryDirectory("engine-store")
        let engine = try TypingEngine(configuration: EngineConfiguration(learnedStoreDirectory: folder.path))
        let store = try #require(engine.learning as? LearnedWordStore)
        // A rollback journal that links into a folder that is gone: SQLITE_CANTOPEN at each write.
        store.withConnection { db in _ = try? db.execute("PRAGMA journal_mode = DELETE") }
        let journal = folder.path + "/" + LearnedWordStore.fileName + "-journal"
        try FileManager.default.createSymbolicLink(atPath: journal, withDestinationPath: folder.file("gone/journal"))
        for _ in 0..<3 { type("I said zqvorplex ", into: engine.makeSession()) }
        #expect(engine.diagnostics.report().events.filter { $0 == .learnedStoreUnreachable }.count == 1)
        #expect(engine.isLearningPersistent)
        #expect(engine.learnedWordCount == 1)
        try FileManager.default.removeItem(atPath: journal)
        type("ok ", into: engine.makeSession())
        #expect(LearnedWordStore(directory: folder.path).learnedWords() == ["zqvorplex"])
    }
}
