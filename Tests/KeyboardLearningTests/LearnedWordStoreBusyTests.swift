import Foundation
@testable import KeyboardLearning
import TestSupport
import Testing

/// The learned-word store while another connection (the containing app, a second keyboard
/// process) holds the file's write lock: its writes run on the keystroke thread, and each waited
/// SQLite's 2 s busy timeout and was then lost. Now they wait ``LearnedWordStore/BusyTiming/writeTimeout``
/// at most (by construction: nothing here measures time) and are kept pending.
@Suite("Learned-word store on a busy file", .serialized)
struct LearnedWordStoreBusyTests {
    /// No wait at all for a busy file: many writes refused in a row.
    static let noWaits = LearnedWordStore.BusyTiming(openAttempts: 2, openPause: 1_000, timeout: 1, writeTimeout: 0)

    static func file(_ folder: TemporaryDirectory) -> String { folder.path + "/" + LearnedWordStore.fileName }

    /// The learned words in the file, as another connection reads them, most recently used first.
    static func wordsInFile(_ folder: TemporaryDirectory) throws -> [String] {
        try SQLiteConnection(path: file(folder), mode: .readOnly)
            .prepare("SELECT word FROM learned ORDER BY last_used DESC").rows { $0.text(at: 0) ?? "" }
    }

    /// A connection holding the file's write lock (`BEGIN IMMEDIATE`), as another process's would.
    static func holdWriteLock(_ folder: TemporaryDirectory) throws -> SQLiteConnection {
        let other = try SQLiteConnection(path: file(folder))
        try other.execute("BEGIN IMMEDIATE")
        return other
    }

    @Test("writes made while another connection holds the write lock are offered at once, kept pending, and written with the next write, in the order made")
    func busyWritesKept() throws {
        let folder = TemporaryDirectory("learned")
        // The standard timing: the keystroke path does not take its 2 s busy timeout.
        let store = LearnedWordStore(directory: folder.path, busy: .standard)
        store.learnNow("zqbefore")
        let other = try Self.holdWriteLock(folder)
        store.learnNow("zqbusyword")
        for _ in 0..<3 { store.recordCommit("zqthrice") }
        store.recordRejection(typed: "zqtyped", correction: "typed")
        store.recordEmojiUse("🦄")
        store.preferredSkinTone = 3
        #expect(store.pendingWriteCount == 5, "the word, the three commits coalesced, the pair, the emoji and the tone")
        #expect(store.isPersistent)
        #expect(store.learnedWords() == ["zqbefore", "zqbusyword", "zqthrice"], "offered at once")
        #expect(store.count == 3)
        #expect(store.isRejected(typed: "zqtyped", correction: "typed"))
        #expect(store.recentEmoji() == ["🦄"])
        #expect(store.preferredSkinTone == 3)
        #expect(try Self.wordsInFile(folder) == ["zqbefore"], "not written yet")
        try other.execute("ROLLBACK")
        store.learnNow("zqafter")
        #expect(store.pendingWriteCount == 0)
        #expect(try Self.wordsInFile(folder) == ["zqafter", "zqthrice", "zqbusyword", "zqbefore"])
        let reopened = LearnedWordStore(directory: folder.path)
        #expect(reopened.isRejected(typed: "zqtyped", correction: "typed"))
        #expect(reopened.recentEmoji() == ["🦄"])
        #expect(reopened.preferredSkinTone == 3)
    }

    @Test("what is pending is written when the store looks for changes elsewhere, and when it goes")
    func pendingFlushed() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path, busy: .standard)
        var other = try Self.holdWriteLock(folder)
        store.learnNow("zqatreload")
        try other.execute("ROLLBACK")
        store.reloadIfChangedElsewhere()
        #expect(store.pendingWriteCount == 0)
        #expect(try Self.wordsInFile(folder) == ["zqatreload"])
        do {
            let second = LearnedWordStore(directory: folder.path, busy: .standard)
            other = try Self.holdWriteLock(folder)
            second.learnNow("zqatdeinit")
            #expect(second.pendingWriteCount == 1)
            try other.execute("ROLLBACK")
        }
        #expect(try Self.wordsInFile(folder) == ["zqatdeinit", "zqatreload"])
    }

    @Test("a reset another process makes after a write was kept pending wins: the word is neither offered nor written back")
    func resetElsewhereWins() throws {
        let folder = TemporaryDirectory("learned")
        let keyboard = LearnedWordStore(directory: folder.path, busy: .standard)
        let app = LearnedWordStore(directory: folder.path)
        var other = try Self.holdWriteLock(folder)
        keyboard.learnNow("zqpendingone")
        #expect(keyboard.learnedWords() == ["zqpendingone"])
        try other.execute("ROLLBACK")
        #expect(app.forgetAll())
        keyboard.reloadIfChangedElsewhere()
        #expect(keyboard.learnedWords().isEmpty, "the reset reached the pending word")
        #expect(keyboard.pendingWriteCount == 0)
        keyboard.learnNow("zqafterone")
        #expect(try Self.wordsInFile(folder) == ["zqafterone"])

        // The next write finds the reset, with no look in between.
        other = try Self.holdWriteLock(folder)
        keyboard.learnNow("zqpendingtwo")
        try other.execute("ROLLBACK")
        #expect(app.forgetAll())
        keyboard.learnNow("zqaftertwo")
        #expect(try Self.wordsInFile(folder) == ["zqaftertwo"])

        // A reset the lock's holder commits while the write waits, as an earlier version made it
        // (its rows deleted, the reset mark with them, none written).
        other = try Self.holdWriteLock(folder)
        keyboard.learnNow("zqpendingthree")
        try other.execute("DELETE FROM learned; DELETE FROM sightings; DELETE FROM rejections; DELETE FROM emoji_recents; DELETE FROM preferences; COMMIT;")
        keyboard.learnNow("zqafterthree")
        #expect(try Self.wordsInFile(folder) == ["zqafterthree"])
        #expect(!keyboard.learnedWords().contains("zqpendingthree"))
    }

    /// The reset mark was read when the first write of a pending run was refused only: a word
    /// taught after another process's reset, while the file was busy again, joined the stale run
    /// and was dropped with it (review finding).
    @Test("a word taught after another process's reset, the file busy again, is written")
    func taughtAfterResetKept() throws {
        let folder = TemporaryDirectory("learned")
        let keyboard = LearnedWordStore(directory: folder.path, busy: Self.noWaits)
        let app = LearnedWordStore(directory: folder.path)
        var other = try Self.holdWriteLock(folder)
        keyboard.learnNow("zqbeforereset")
        try other.execute("ROLLBACK")
        #expect(app.forgetAll())
        other = try Self.holdWriteLock(folder)
        keyboard.learnNow("zqafterreset")
        try other.execute("ROLLBACK")
        keyboard.learnNow("zqlater")
        #expect(Set(try Self.wordsInFile(folder)) == ["zqafterreset", "zqlater"])
    }

    /// Sightings and refreshes shared the pending words' bound with words taught at once, and
    /// pushed a picked word out (review finding).
    @Test("a word picked while the file is busy outlasts more sightings than the bound")
    func pickedOutlastsSightings() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path, busy: Self.noWaits)
        let other = try Self.holdWriteLock(folder)
        store.learnNow("zqpicked")
        for index in 0..<LearnedWordRules.capacity { store.recordCommit(letterWord("zqseen", index)) }
        #expect(store.pendingWriteCount == LearnedWordRules.capacity)
        #expect(store.learnedWords().contains("zqpicked"))
        try other.execute("ROLLBACK")
        store.reloadIfChangedElsewhere()
        #expect(try Self.wordsInFile(folder).contains("zqpicked"))
    }

    @Test("forget and forgetAll drop the pending writes of what they forget")
    func forgetDropsPending() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path, busy: LearnedWordStoreTests.briefWaits)
        var other = try Self.holdWriteLock(folder)
        store.learnNow("zqgoneword")
        store.learnNow("zqkeptword")
        store.recordRejection(typed: "zqgonewrd", correction: "zqgoneword")
        #expect(store.learnedWords() == ["zqgoneword", "zqkeptword"])
        store.forget("ZQGoneWord")
        #expect(store.learnedWords() == ["zqkeptword"])
        #expect(!store.isRejected(typed: "zqgonewrd", correction: "zqgoneword"))
        try other.execute("ROLLBACK")
        store.reloadIfChangedElsewhere()
        #expect(try Self.wordsInFile(folder) == ["zqkeptword"])
        #expect(try folder.allBytes().range(of: Data("zqgonewrd".utf8)) == nil)

        other = try Self.holdWriteLock(folder)
        store.learnNow("zqresetword")
        #expect(!store.forgetAll(), "the file stayed busy")
        #expect(store.learnedWords() == ["zqkeptword"])
        try other.execute("ROLLBACK")
        store.learnNow("zqnewword")
        #expect(try Self.wordsInFile(folder) == ["zqnewword", "zqkeptword"])
    }

    @Test("pending writes are bounded as the store is: 2,500 words learned while busy keep the last 2,000")
    func pendingBounded() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path, busy: Self.noWaits)
        let words = (0..<2_500).map { letterWord("zqbound", $0) }
        let other = try Self.holdWriteLock(folder)
        for word in words { store.learnNow(word) }
        #expect(store.pendingWriteCount == LearnedWordRules.capacity)
        #expect(store.count == LearnedWordRules.capacity)
        try other.execute("ROLLBACK")
        store.reloadIfChangedElsewhere()
        #expect(store.pendingWriteCount == 0)
        let stored = try Self.wordsInFile(folder)
        #expect(stored.count == LearnedWordRules.capacity)
        #expect(stored == Array(words.suffix(LearnedWordRules.capacity).reversed()), "the latest, in the order learned")
    }

    /// SQLITE_CANTOPEN at a write (a file beside the database that cannot be opened: its
    /// rollback journal a link into a folder that is gone, root included) dropped each write
    /// without a word.
    @Test("a write that cannot open a file beside the database keeps the words in memory, says so once, and writes them when it can")
    func unreachableKept() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path, busy: LearnedWordStoreTests.briefWaits)
        store.learnNow("zqbefore")
        let told = Counter()
        store.onFileUnreachable = { told.add() }
        store.withConnection { db in _ = try? db.execute("PRAGMA journal_mode = DELETE") }
        let journal = Self.file(folder) + "-journal"
        try FileManager.default.createSymbolicLink(atPath: journal, withDestinationPath: folder.file("gone/journal"))
        store.learnNow("zqunreachone")
        store.learnNow("zqunreachtwo")
        #expect(store.isPersistent, "not a file that can never be written")
        #expect(told.value == 1)
        #expect(store.pendingWriteCount == 2)
        #expect(store.learnedWords() == ["zqbefore", "zqunreachone", "zqunreachtwo"])
        try FileManager.default.removeItem(atPath: journal)
        store.learnNow("zqreached")
        #expect(store.pendingWriteCount == 0)
        #expect(try Self.wordsInFile(folder) == ["zqreached", "zqunreachtwo", "zqunreachone", "zqbefore"])
        #expect(told.value == 1)
    }

    /// The reset mark is a row in `preferences`, not a schema change: a file an earlier version
    /// wrote (no mark) opens as it did, keeps its words and its schema version, and is given a
    /// mark, which a reset changes.
    @Test("a file an earlier version wrote, without a reset mark, opens with its words and schema version, and is given a mark a reset changes")
    func earlierFileGivenMark() throws {
        let folder = TemporaryDirectory("learned")
        do {
            let earlier = try SQLiteConnection(path: Self.file(folder))
            try earlier.execute("""
                PRAGMA journal_mode = WAL;
                CREATE TABLE learned (word TEXT PRIMARY KEY NOT NULL, last_used INTEGER NOT NULL);
                CREATE TABLE sightings (word TEXT PRIMARY KEY NOT NULL, count INTEGER NOT NULL, last_seen INTEGER NOT NULL);
                CREATE TABLE rejections (typed TEXT NOT NULL, correction TEXT NOT NULL, PRIMARY KEY (typed, correction));
                CREATE TABLE emoji_recents (emoji TEXT PRIMARY KEY NOT NULL, last_used INTEGER NOT NULL);
                CREATE TABLE preferences (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                INSERT INTO learned VALUES ('zqearlierword', 1);
                PRAGMA user_version = 1;
                """)
        }
        func mark() throws -> [String] {
            try SQLiteConnection(path: Self.file(folder), mode: .readOnly)
                .prepare("SELECT value FROM preferences WHERE key = '\(LearnedWordStore.resetMarkKey)'").rows { $0.text(at: 0) ?? "" }
        }
        let store = LearnedWordStore(directory: folder.path)
        #expect(store.isPersistent && !store.recoveredFromDamage)
        #expect(store.learnedWords() == ["zqearlierword"])
        let first = try mark()
        #expect(first.count == 1 && first != ["0"])
        #expect(try SQLiteConnection(path: Self.file(folder), mode: .readOnly).prepare("PRAGMA user_version").rows { $0.integer(at: 0) } == [1])
        #expect(store.forgetAll())
        let second = try mark()
        #expect(second.count == 1 && second != first)
    }

    /// A read the file refused was kept as an empty list until the next change: the engine,
    /// which keeps the list by generation, went without the learned words meanwhile. Reads now
    /// wait a few milliseconds for a busy file, not 2 s, so a refused one must be asked again.
    /// (The read fails here because another connection renamed the table away for a moment: a
    /// busy read cannot be made while the store holds the file open in WAL mode.)
    @Test("a read of the words that fails is not kept: the generation moves and the next read has them")
    func failedReadNotKept() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path, busy: LearnedWordStoreTests.briefWaits)
        store.learnNow("zqreadword")
        let other = try SQLiteConnection(path: Self.file(folder))
        try other.execute("ALTER TABLE learned RENAME TO learned_away")
        let generation = store.wordsGeneration
        #expect(store.learnedWords().isEmpty, "the read failed")
        #expect(store.wordsGeneration != generation)
        try other.execute("ALTER TABLE learned_away RENAME TO learned")
        #expect(store.learnedWords() == ["zqreadword"])
    }
}
