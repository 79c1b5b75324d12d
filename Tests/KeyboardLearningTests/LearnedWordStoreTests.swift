import Foundation
@testable import KeyboardLearning
import TestSupport
import Testing

/// A distinct letters-only word for each number (`prefix` + the number in base 26, a–z).
func letterWord(_ prefix: String, _ i: Int) -> String {
    var n = i, letters = ""
    repeat {
        letters.append(Character(UnicodeScalar(UInt8(97 + n % 26))))
        n /= 26
    } while n > 0
    return prefix + letters
}

/// Runs `chattr flag path` (`+i`: no one, root included, may write the file; `-i`): whether it
/// succeeded.
func chattr(_ flag: String, _ path: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [flag, path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}

/// Whether `chattr +i` works here (it needs the capability and a file system that keeps the flag).
let immutableFilesWork: Bool = {
    let folder = TemporaryDirectory("chattr")
    let path = folder.file("probe")
    guard FileManager.default.createFile(atPath: path, contents: Data()), chattr("+i", path) else { return false }
    return chattr("-i", path)
}()

/// A count other threads may add to.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

@Suite("Learned-word store", .serialized)
struct LearnedWordStoreTests {
    @Test("three commits learn a word; one tap learns at once")
    func learning() {
        let store = LearnedWordStore(directory: nil)
        #expect(!store.isPersistent)
        store.recordCommit("Quixotl")
        store.recordCommit("Quixotl")
        #expect(store.count == 0)
        store.recordCommit("Quixotl")
        #expect(store.count == 1)
        #expect(store.learnedWords() == ["Quixotl"])
        store.learnNow("flimflamz")
        #expect(store.count == 2)
    }

    @Test("words with digits, addresses, control characters, or over 32 characters or 64 scalars are never learned", arguments: [
        "b4", "a@b", "example.com", "#tag", String(repeating: "x", count: 33), "two words", "",
        "hunter\u{0}x", "tab\u{9}bed", "a" + String(repeating: "\u{301}", count: 64),
    ])
    func unlearnable(word: String) {
        let store = LearnedWordStore(directory: nil)
        store.learnNow(word)
        for _ in 0..<3 { store.recordCommit(word) }
        #expect(store.count == 0)
    }

    @Test("at most 2,000 words, least recently used evicted")
    func capacity() {
        func word(_ i: Int) -> String { letterWord("zq", i) }
        let store = LearnedWordStore(directory: nil)
        for i in 0..<(LearnedWordRules.capacity + 5) { store.learnNow(word(i)) }
        #expect(store.count == LearnedWordRules.capacity)
        let kept = Set(store.learnedWords())
        #expect(!kept.contains(word(0)) && !kept.contains(word(4)))
        #expect(kept.contains(word(5)) && kept.contains(word(LearnedWordRules.capacity + 4)))
    }

    @Test("a word is stored and matched whole: one holding a NUL is not the word before its NUL")
    func wholeWords() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path)
        store.learnNow("Zqhostile")
        store.forget("Zqhostile\u{0}x")
        store.recordRejection(typed: "zqa\u{0}b", correction: "zqc")
        #expect(store.learnedWords() == ["Zqhostile"])
        #expect(!store.isRejected(typed: "zqa", correction: "zqc"))
        #expect(store.isRejected(typed: "zqa\u{0}b", correction: "zqc"))
        #expect(LearnedWordStore(directory: folder.path).isRejected(typed: "zqa\u{0}b", correction: "zqc"), "read back whole")
    }

    @Test("rejections are remembered and forgotten with the word")
    func rejections() {
        let store = LearnedWordStore(directory: nil)
        // Asked before any is recorded: the store's copy of its rejections, read empty here,
        // must not outlive the write.
        #expect(!store.isRejected(typed: "kubectl", correction: "kibbutz"))
        store.recordRejection(typed: "Kubectl", correction: "kibbutz")
        #expect(store.isRejected(typed: "kubectl", correction: "kibbutz"))
        #expect(!store.isRejected(typed: "kubectl", correction: "other"))
        store.forget("kubectl")
        #expect(!store.isRejected(typed: "kubectl", correction: "kibbutz"))
        store.recordRejection(typed: "teh", correction: "the")
        #expect(store.isRejected(typed: "Teh", correction: "The"))
        store.forget("the")
        #expect(!store.isRejected(typed: "teh", correction: "the"), "forgotten as the correction too")
        store.recordRejection(typed: "teh", correction: "the")
        store.forgetAll()
        #expect(!store.isRejected(typed: "teh", correction: "the"))
    }

    @Test("rejections are read back from the file")
    func rejectionsPersist() {
        let folder = TemporaryDirectory("learned")
        do {
            let store = LearnedWordStore(directory: folder.path)
            #expect(!store.isRejected(typed: "wierd", correction: "weird"))
            store.recordRejection(typed: "wierd", correction: "weird")
        }
        let reopened = LearnedWordStore(directory: folder.path)
        #expect(reopened.isRejected(typed: "wierd", correction: "weird"))
        #expect(!reopened.isRejected(typed: "wierd", correction: "wired"))
    }

    @Test("a file store persists, is private to the user, and survives a second connection")
    func persistence() throws {
        let folder = TemporaryDirectory("learned")
        do {
            let store = LearnedWordStore(directory: folder.path)
            #expect(store.isPersistent)
            store.learnNow("Zorblax")
            let other = LearnedWordStore(directory: folder.path)
            other.learnNow("Quibble")
            #expect(store.count == 2)
        }
        let reopened = LearnedWordStore(directory: folder.path)
        #expect(reopened.count == 2)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/" + LearnedWordStore.fileName)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    /// Each store kept a clock read once at open: the app's store, opened beside the keyboard's,
    /// stamped its writes behind the keyboard's since, so its emoji came last in the recents and
    /// its words were the first evicted.
    @Test("two stores on one file (the keyboard's and its app's) stamp emoji and words in the order they were used")
    func sharedClock() throws {
        let folder = TemporaryDirectory("learned")
        let keyboard = LearnedWordStore(directory: folder.path)
        let app = LearnedWordStore(directory: folder.path)
        for emoji in ["🍕", "🦄", "🎉"] { keyboard.recordEmojiUse(emoji) }
        app.recordEmojiUse("🐱")
        #expect(keyboard.recentEmoji() == ["🐱", "🎉", "🦄", "🍕"])
        keyboard.recordEmojiUse("🍕")
        #expect(app.recentEmoji() == ["🍕", "🐱", "🎉", "🦄"])
        for i in 0..<3 { keyboard.learnNow(letterWord("zqk", i)) }
        app.learnNow("zqapp")
        for _ in 0..<3 { app.recordCommit(letterWord("zqk", 0)) }
        let byRecency = try SQLiteConnection(path: folder.path + "/" + LearnedWordStore.fileName)
            .prepare("SELECT word FROM learned ORDER BY last_used DESC").rows { $0.text(at: 0) ?? "" }
        #expect(byRecency == ["zqka", "zqapp", "zqkc", "zqkb"])
    }

    /// The learned words and undone corrections a store kept in memory were dropped only at its
    /// own changes: a reset in the containing app (another store, another process, on the same
    /// file) never reached them, and the keyboard kept offering the erased words; a word another
    /// keyboard process learned was never seen either.
    @Test("a reset or a word learned through another connection reaches what a store keeps in memory once it looks again")
    func changesElsewhere() {
        let folder = TemporaryDirectory("learned")
        let keyboard = LearnedWordStore(directory: folder.path)
        let app = LearnedWordStore(directory: folder.path)
        keyboard.learnNow("zqsecretword")
        keyboard.recordRejection(typed: "zqtyped", correction: "typed")
        #expect(keyboard.learnedWords() == ["zqsecretword"])
        #expect(keyboard.isRejected(typed: "zqtyped", correction: "typed"))
        let generation = keyboard.wordsGeneration
        keyboard.reloadIfChangedElsewhere()
        #expect(keyboard.wordsGeneration == generation, "nothing changed elsewhere: the words are kept")
        app.forgetAll()
        keyboard.reloadIfChangedElsewhere()
        #expect(keyboard.wordsGeneration != generation)
        #expect(keyboard.learnedWords().isEmpty)
        #expect(!keyboard.isRejected(typed: "zqtyped", correction: "typed"))
        app.learnNow("zqnewword")
        keyboard.reloadIfChangedElsewhere()
        #expect(keyboard.learnedWords() == ["zqnewword"])
    }

    @Test("a store file others may read is made private to the user when opened")
    func privateAtOpen() throws {
        let folder = TemporaryDirectory("learned")
        let path = folder.path + "/" + LearnedWordStore.fileName
        do { LearnedWordStore(directory: folder.path).learnNow("Zorblax") }
        chmod(path, 0o644)
        let store = LearnedWordStore(directory: folder.path)
        #expect(store.count == 1)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    /// As root a folder's mode does not stop writes (the store is then persistent, which is
    /// right), so this one runs for other users only; the folder of the kernel's below holds for root.
    @Test("a folder the user may not write to gives a working store in memory", .enabled(if: getuid() != 0, "root writes whatever the mode"))
    func readOnlyFolder() throws {
        let folder = TemporaryDirectory("learned")
        let readOnly = folder.path + "/ro"
        try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: true)
        chmod(readOnly, 0o500)
        defer { chmod(readOnly, 0o700) }
        let store = LearnedWordStore(directory: readOnly)
        #expect(!store.isPersistent)
        store.learnNow("Zorblax")
        #expect(store.count == 1)
    }

    /// `/proc/self` is a folder no one can create a file in, root included (Linux's procfs has
    /// no way to make one).
    @Test("a folder no one can create a file in gives a working store in memory", .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func kernelFolder() {
        let store = LearnedWordStore(directory: "/proc/self")
        #expect(!store.isPersistent)
        store.learnNow("Zorblax")
        #expect(store.count == 1)
    }

    @Test("a file where the folder should be, or no persistent access, gives a working store in memory")
    func noPersistentAccess() throws {
        let folder = TemporaryDirectory("learned")
        // A "folder" that is a file cannot hold the store, even for root.
        let notAFolder = folder.path + "/plain-file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: notAFolder))
        let fallback = LearnedWordStore(directory: notAFolder)
        #expect(!fallback.isPersistent)
        fallback.learnNow("Zorblax")
        #expect(fallback.count == 1)
        let denied = LearnedWordStore(directory: folder.path, persistent: false)
        #expect(!denied.isPersistent)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + LearnedWordStore.fileName))
    }

    /// A write the file refused after it was opened (a full disk, a file made read-only) was
    /// dropped by `try?`: the word the user taught was lost while the store still said it was
    /// persistent, and nothing told the engine. (A full disk is SQLite's page limit here: the
    /// failure root meets too.)
    @Test("a write the file refuses for good moves the store into memory with what the file held, and keeps the word")
    func unwritableAfterOpen() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path)
        store.learnNow("zqkeptword")
        store.recordEmojiUse("🦄")
        let moves = Counter()
        store.onMovedToMemory = { moves.add() }
        store.withConnection { db in
            let pages = (try? db.prepare("PRAGMA page_count").rows { $0.integer(at: 0) })?.first ?? 1
            _ = try? db.execute("PRAGMA max_page_count = \(pages)")
        }
        let words = (0..<300).map { letterWord("zqfullword", $0) }
        for word in words { store.learnNow(word) }
        #expect(!store.isPersistent)
        #expect(moves.value == 1)
        #expect(store.count == 301, "no word lost")
        #expect(Set(store.learnedWords()) == Set(words + ["zqkeptword"]))
        #expect(store.recentEmoji() == ["🦄"], "what the file held came along")
        #expect(LearnedWordStore(directory: folder.path).learnedWords().contains("zqkeptword"), "the file left as it was")
    }

    /// `forget` swallowed a write the file refused (`try?` under the lock, not ``write``): the
    /// store stayed "persistent" and kept offering the word the user had just forgotten. (The
    /// file is made read-only to its connection by `query_only`: root is refused too.)
    @Test("a forget the file refuses moves the store into memory, where the word is forgotten")
    func forgetUnwritable() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path)
        for word in ["zqkeptword", "zqgoneword"] { store.learnNow(word) }
        store.recordRejection(typed: "zqgonewrd", correction: "zqgoneword")
        let moves = Counter()
        store.onMovedToMemory = { moves.add() }
        store.withConnection { db in _ = try? db.execute("PRAGMA query_only = ON") }
        store.forget("zqgoneword")
        #expect(!store.isPersistent)
        #expect(moves.value == 1)
        #expect(store.learnedWords() == ["zqkeptword"])
        #expect(!store.isRejected(typed: "zqgonewrd", correction: "zqgoneword"))
    }

    @Test("a store file the user may not write to gives a working store in memory", .enabled(if: getuid() != 0, "root writes whatever the mode"))
    func readOnlyFile() throws {
        let folder = TemporaryDirectory("learned")
        do { LearnedWordStore(directory: folder.path).learnNow("Zorblax") }
        let path = folder.path + "/" + LearnedWordStore.fileName
        chmod(path, 0o400)
        defer { chmod(path, 0o600) }
        let store = LearnedWordStore(directory: folder.path)
        #expect(!store.isPersistent)
        store.learnNow("Quibble")
        #expect(store.count == 1)
    }

    /// The DELETEs ran one by one outside a transaction, each error swallowed by `try?`: while
    /// another process held the file's write lock past the busy timeout nothing was deleted, and
    /// the caller was told nothing (the engine recorded a reset that did not happen).
    @Test("forgetAll deletes all or nothing in one transaction and says whether it did")
    func forgetAllBusy() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path)
        store.learnNow("zqsecretword")
        store.recordEmojiUse("🦄")
        #expect(store.learnedWords() == ["zqsecretword"])
        let other = try SQLiteConnection(path: folder.path + "/" + LearnedWordStore.fileName)
        try other.execute("BEGIN IMMEDIATE")
        #expect(!store.forgetAll(), "the file stayed busy")
        try other.execute("ROLLBACK")
        #expect(store.count == 1 && store.recentEmoji() == ["🦄"], "nothing deleted")
        #expect(store.forgetAll())
        #expect(store.count == 0 && store.learnedWords().isEmpty && store.recentEmoji().isEmpty)
    }

    /// Waits of a millisecond for a busy file: the standard 40 attempts of 2 s each held a test
    /// over a minute.
    static let briefWaits = LearnedWordStore.BusyTiming(openAttempts: 2, openPause: 1_000, timeout: 1)

    /// A store that could not open its file at all (busy past its retries here) ran in memory,
    /// and its `forgetAll()` cleared that memory and returned true while the file kept its rows:
    /// the user's reset left every word on disk.
    @Test("forgetAll on a store that could not open its busy file erases the file's words, or says false")
    func forgetAllUnopenedBusy() throws {
        let folder = TemporaryDirectory("learned")
        let path = folder.path + "/" + LearnedWordStore.fileName
        do { LearnedWordStore(directory: folder.path).learnNow("zqsecretword") }
        var other: SQLiteConnection? = try SQLiteConnection(path: path)
        // In WAL mode only an exclusive locking mode shuts out readers: the store cannot open it.
        try other?.execute("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; DELETE FROM sightings; COMMIT;")
        let store = LearnedWordStore(directory: folder.path, busy: Self.briefWaits)
        #expect(!store.isPersistent)
        #expect(store.path == nil)
        store.learnNow("zqmemoryword")
        #expect(!store.forgetAll(), "the file is still busy: its words are still there")
        #expect(store.count == 0, "what the store keeps in memory is dropped in any case")
        other = nil
        #expect(LearnedWordStore(directory: folder.path).learnedWords() == ["zqsecretword"], "nothing deleted")
        #expect(store.forgetAll())
        #expect(LearnedWordStore(directory: folder.path).count == 0)
        #expect(try folder.allBytes().range(of: Data("zqsecretword".utf8)) == nil)
    }

    /// As `forgetAllUnopenedBusy`, for a file SQLite cannot open for an I/O error (its
    /// write-ahead log a folder: root included).
    @Test("forgetAll on a store that could not open its file for an I/O error erases the file's words, or says false")
    func forgetAllUnopenedFailure() throws {
        let folder = TemporaryDirectory("learned")
        let path = folder.path + "/" + LearnedWordStore.fileName
        do { LearnedWordStore(directory: folder.path).learnNow("zqsecretword") }
        try FileManager.default.createDirectory(atPath: path + "-wal", withIntermediateDirectories: false)
        let store = LearnedWordStore(directory: folder.path, busy: Self.briefWaits)
        #expect(!store.isPersistent)
        #expect(!store.forgetAll(), "the file cannot be opened: its words are still there")
        try FileManager.default.removeItem(atPath: path + "-wal")
        #expect(LearnedWordStore(directory: folder.path).learnedWords() == ["zqsecretword"], "nothing deleted")
        #expect(store.forgetAll())
        #expect(LearnedWordStore(directory: folder.path).count == 0)
        #expect(try folder.allBytes().range(of: Data("zqsecretword".utf8)) == nil)
    }

    /// As `forgetAllUnopenedBusy`, for a file SQLite may only read (it opens it read-only without
    /// a word): made immutable (`chattr +i`), which stops root's writes too, where the file system
    /// and the user allow it.
    @Test("forgetAll on a store that found its file read-only erases the file's words, or says false",
          .enabled(if: immutableFilesWork, "chattr +i is not allowed here"))
    func forgetAllUnopenedReadOnly() throws {
        let folder = TemporaryDirectory("learned")
        let path = folder.path + "/" + LearnedWordStore.fileName
        do { LearnedWordStore(directory: folder.path).learnNow("zqsecretword") }
        try #require(chattr("+i", path))
        defer { _ = chattr("-i", path) }
        let store = LearnedWordStore(directory: folder.path, busy: Self.briefWaits)
        #expect(!store.isPersistent)
        #expect(!store.forgetAll(), "the file may not be written: its words are still there")
        #expect(chattr("-i", path))
        #expect(LearnedWordStore(directory: folder.path).learnedWords() == ["zqsecretword"], "nothing deleted")
        #expect(store.forgetAll())
        #expect(LearnedWordStore(directory: folder.path).count == 0)
        #expect(try folder.allBytes().range(of: Data("zqsecretword".utf8)) == nil)
    }

    /// A file whose `user_version` was newer than this code knows was taken for a damaged one and
    /// moved aside (`.damaged-`), and a fresh store created: a downgrade lost every word the user
    /// taught.
    @Test("a store file a later version wrote is left as it is, the store in memory; forgetAll deletes it")
    func newerSchema() throws {
        let folder = TemporaryDirectory("learned")
        do { LearnedWordStore(directory: folder.path).learnNow("zqtaughtword") }
        let path = folder.path + "/" + LearnedWordStore.fileName
        try SQLiteConnection(path: path).execute("ALTER TABLE learned ADD COLUMN weight REAL; PRAGMA user_version = 2;")
        let store = LearnedWordStore(directory: folder.path)
        #expect(!store.recoveredFromDamage)
        #expect(!store.isPersistent)
        store.learnNow("zqinmemory")
        #expect(store.learnedWords() == ["zqinmemory"])
        #expect(try !FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.contains(".damaged-") })
        do {
            let check = try SQLiteConnection(path: path, mode: .readOnly)
            #expect(try check.prepare("SELECT word FROM learned").rows { $0.text(at: 0) } == ["zqtaughtword"], "the file as it was")
        }
        #expect(store.forgetAll())
        #expect(try folder.allBytes().range(of: Data("zqtaughtword".utf8)) == nil)
    }

    @Test("a corrupt or foreign file is moved aside and a fresh store created", arguments: ["garbage", "foreign"])
    func corrupt(kind: String) throws {
        let folder = TemporaryDirectory("learned")
        let path = folder.path + "/" + LearnedWordStore.fileName
        if kind == "garbage" {
            try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: path))
        } else {
            try SQLiteConnection(path: path).execute("CREATE TABLE other (x); PRAGMA user_version = 42;")
        }
        let store = LearnedWordStore(directory: folder.path)
        #expect(store.isPersistent)
        #expect(store.recoveredFromDamage)
        store.learnNow("Zorblax")
        #expect(store.count == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix(LearnedWordStore.fileName + ".damaged-") })
    }

    @Test("a store whose times were written out of range (the largest integer, a huge real) opens and keeps counting",
          arguments: ["9223372036854775807", "1e19", "-9223372036854775808"])
    func clockOutOfRange(value: String) throws {
        let folder = TemporaryDirectory("learned")
        do {
            let store = LearnedWordStore(directory: folder.path)
            store.learnNow("Zorblax")
            store.recordEmojiUse("🦄")
        }
        let path = folder.path + "/" + LearnedWordStore.fileName
        try SQLiteConnection(path: path).execute("UPDATE emoji_recents SET last_used = \(value); UPDATE learned SET last_used = \(value);")
        let store = LearnedWordStore(directory: folder.path)
        #expect(store.isPersistent && !store.recoveredFromDamage)
        store.learnNow("Quibble")
        store.recordEmojiUse("🍕")
        #expect(store.count == 2)
        #expect(store.recentEmoji() == ["🍕", "🦄"], "the emoji used since comes first")
    }

    @Test("words a file written elsewhere holds that the rules would not learn are not handed out", .timeLimit(.minutes(1)))
    func foreignWords() throws {
        let folder = TemporaryDirectory("learned")
        do { LearnedWordStore(directory: folder.path).learnNow("Zorblax") }
        // A word under a million marks out of canonical order: every engine's look-up would hash
        // it, normalising it in time growing with the square of its marks (hours).
        let unordered = "q" + String(repeating: "\u{301}\u{316}", count: 1_000_000)
        let connection = try SQLiteConnection(path: folder.path + "/" + LearnedWordStore.fileName)
        for word in [unordered, "two words", "x\u{1}y", String(repeating: "a", count: 100)] {
            try connection.prepare("INSERT INTO learned (word, last_used) VALUES (?, 1)").run([.text(word)])
        }
        #expect(LearnedWordStore(directory: folder.path).learnedWords() == ["Zorblax"])
    }

    @Test("a file that cannot be opened for another reason than damage is left as it is, the store in memory")
    func unopenableLeftInPlace() throws {
        let folder = TemporaryDirectory("learned")
        // A folder where the file should be: SQLite cannot open it, and nothing says it is damaged.
        let path = folder.path + "/" + LearnedWordStore.fileName
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let store = LearnedWordStore(directory: folder.path)
        #expect(!store.isPersistent)
        store.learnNow("Zorblax")
        #expect(store.count == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == [LearnedWordStore.fileName], "\(names)")
    }

    @Test("a damaged file's write-ahead log is kept aside with it, since it may hold words not yet written into the file")
    func damagedWithLog() throws {
        let folder = TemporaryDirectory("learned")
        let path = folder.path + "/" + LearnedWordStore.fileName
        try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: path))
        try Data("Zqxjvwq".utf8).write(to: URL(fileURLWithPath: path + "-wal"))
        let store = LearnedWordStore(directory: folder.path)
        #expect(store.recoveredFromDamage)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix(LearnedWordStore.fileName + ".damaged-") && $0.hasSuffix("-wal") }, "\(names)")
        #expect(try folder.allBytes().range(of: Data("Zqxjvwq".utf8)) != nil)
        store.forgetAll()
        #expect(try folder.allBytes().range(of: Data("Zqxjvwq".utf8)) == nil, "and deleted with it by forgetAll")
    }

    @Test("forgetAll deletes a damaged file kept aside, which may hold what the user taught")
    func forgetAllDamaged() throws {
        let folder = TemporaryDirectory("learned")
        let path = folder.path + "/" + LearnedWordStore.fileName
        try Data("Zqxjvwq ".utf8 + Data(repeating: 0x5A, count: 8192)).write(to: URL(fileURLWithPath: path))
        let store = LearnedWordStore(directory: folder.path)
        #expect(store.recoveredFromDamage)
        #expect(try folder.allBytes().range(of: Data("Zqxjvwq".utf8)) != nil, "kept aside")
        store.forgetAll()
        #expect(try folder.allBytes().range(of: Data("Zqxjvwq".utf8)) == nil)
        #expect(try !FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.contains(".damaged-") })
    }

    @Test("forgetAll leaves no learned word readable in any file of the folder")
    func forgetAll() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path)
        for word in ["Zqxjvwq", "Vjqzkxq", "Kzvqxjq"] { store.learnNow(word) }
        for _ in 0..<2 { store.recordCommit("Qxzwvjq") }
        store.recordEmojiUse("🦄")
        #expect(try folder.allBytes().range(of: Data("Zqxjvwq".utf8)) != nil, "the detector finds a stored word")
        store.forgetAll()
        #expect(store.count == 0)
        let bytes = try folder.allBytes()
        for word in ["Zqxjvwq", "Vjqzkxq", "Kzvqxjq", "Qxzwvjq"] { #expect(bytes.range(of: Data(word.utf8)) == nil, "\(word)") }
        #expect(store.recentEmoji().isEmpty)
    }

    /// `forget` deleted the rows with `secure_delete`, but the write-ahead log still held the
    /// pages that had held the word (it was checkpointed by `forgetAll` only).
    @Test("forget leaves the word readable in no file of the folder, the others kept")
    func forgetOne() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path)
        for word in ["Zqxjvwq", "Vjqzkxq"] { store.learnNow(word) }
        store.recordRejection(typed: "kzvqxjq", correction: "zqxjvwq")
        #expect(try folder.allBytes().range(of: Data("Zqxjvwq".utf8)) != nil, "the detector finds a stored word")
        store.forget("Zqxjvwq")
        #expect(store.learnedWords() == ["Vjqzkxq"])
        let bytes = try folder.allBytes()
        #expect(bytes.range(of: Data("Zqxjvwq".utf8)) == nil)
        #expect(bytes.range(of: Data("zqxjvwq".utf8)) == nil, "nor the undone correction to it")
        #expect(!store.isRejected(typed: "kzvqxjq", correction: "zqxjvwq"))
    }

    /// SQLite's temporary files (the VACUUM of `forgetAll`, a large sort) went to the system's
    /// temporary folder, outside the one the front-end named.
    @Test("SQLite keeps its temporary tables in memory, not in the system's temporary folder")
    func temporaryTablesInMemory() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path)
        var mode: Int64?
        store.withConnection { db in mode = (try? db.prepare("PRAGMA temp_store").rows { $0.integer(at: 0) })?.first }
        #expect(mode == 2, "2 is MEMORY")
    }

    /// `forget` matched with SQLite's `NOCASE`, which folds ASCII only: a long-press on `Élodiez`
    /// (a word learned in lower case, shown capitalised) left `élodiez`.
    @Test("forget finds the word whatever its case and Unicode form")
    func forgetFoldsCase() throws {
        let store = LearnedWordStore(directory: nil)
        for word in ["élodiez", "ørstedz", "cafe\u{301}zq", "zqkeep"] { store.learnNow(word) }
        store.recordRejection(typed: "élodeiz", correction: "élodiez")
        store.forget("Élodiez")
        store.forget("ØRSTEDZ")
        store.forget("Caf\u{E9}zq")
        #expect(store.learnedWords() == ["zqkeep"])
        #expect(!store.isRejected(typed: "élodeiz", correction: "élodiez"))
    }

    @Test("undone corrections are capped, the oldest going first; an over-long or empty pair is not kept")
    func rejectionCap() {
        let store = LearnedWordStore(directory: nil)
        for i in 0...LearnedWordRules.rejectionCapacity { store.recordRejection(typed: "typed\(i)", correction: "word") }
        #expect(!store.isRejected(typed: "typed0", correction: "word"))
        #expect(store.isRejected(typed: "typed1", correction: "word"))
        #expect(store.isRejected(typed: "typed\(LearnedWordRules.rejectionCapacity)", correction: "word"))
        // Undone again, a pair is the newest: the next one evicts the pair after it.
        store.recordRejection(typed: "typed1", correction: "word")
        store.recordRejection(typed: "another", correction: "word")
        #expect(store.isRejected(typed: "typed1", correction: "word"))
        #expect(!store.isRejected(typed: "typed2", correction: "word"))
        let long = String(repeating: "a", count: LearnedWordRules.maximumScalars + 1)
        store.recordRejection(typed: long, correction: "word")
        store.recordRejection(typed: "word", correction: long)
        store.recordRejection(typed: "", correction: "word")
        #expect(!store.isRejected(typed: long, correction: "word"))
        #expect(!store.isRejected(typed: "word", correction: long))
        #expect(!store.isRejected(typed: "", correction: "word"))
    }

    /// A file written elsewhere may hold any rejections: only the newest, within the bounds this
    /// store writes, are read (each is hashed into the store's set).
    @Test("rejections read from a file written elsewhere are bounded in length and number")
    func foreignRejections() throws {
        let folder = TemporaryDirectory("learned")
        _ = LearnedWordStore(directory: folder.path)
        let file = try SQLiteConnection(path: folder.path + "/" + LearnedWordStore.fileName)
        for i in 0...LearnedWordRules.rejectionCapacity {
            try file.prepare("INSERT INTO rejections (typed, correction) VALUES (?, ?)").run([.text("typed\(i)"), .text("word")])
        }
        // The newest rows: over-long, and over-long past a NUL (SQLite's `length` stops at it).
        let long = String(repeating: "a", count: LearnedWordRules.maximumScalars + 1)
        let hidden = "a\u{0}" + String(repeating: "b", count: 10_000)
        for typed in [long, hidden] {
            try file.prepare("INSERT INTO rejections (typed, correction) VALUES (?, ?)").run([.text(typed), .text("word")])
        }
        let store = LearnedWordStore(directory: folder.path)
        #expect(!store.isRejected(typed: long, correction: "word"))
        #expect(!store.isRejected(typed: hidden, correction: "word"))
        // The newest 2,000 within the byte bound: the over-long row and typed2000 … typed2.
        #expect(!store.isRejected(typed: "typed1", correction: "word"), "beyond the newest 2,000")
        #expect(store.isRejected(typed: "typed2", correction: "word"))
    }

    @Test("a rejection is not a sighting: the typed word is not learned by undos alone")
    func rejectionIsNoSighting() {
        let store = LearnedWordStore(directory: nil)
        for correction in ["the", "ten", "tea"] { store.recordRejection(typed: "zqteh", correction: correction) }
        #expect(store.count == 0)
    }

    @Test("emoji recents: most recent first, capped; skin tone round trip")
    func emojiRecents() {
        let store = LearnedWordStore(directory: nil)
        store.recordEmojiUse("😀")
        store.recordEmojiUse("👍")
        store.recordEmojiUse("😀")
        #expect(store.recentEmoji() == ["😀", "👍"])
        for scalar in 0x1F400..<0x1F440 { store.recordEmojiUse(String(UnicodeScalar(scalar)!)) }
        #expect(store.recentEmoji().count == LearnedWordStore.emojiRecentsCapacity)
        #expect(store.recentEmoji().first == String(UnicodeScalar(0x1F43F)!))
        #expect(store.preferredSkinTone == 0)
        store.preferredSkinTone = 4
        #expect(store.preferredSkinTone == 4)
        store.preferredSkinTone = 9
        #expect(store.preferredSkinTone == 5)
    }

    @Test("the last words' languages: codes only, kept in the file, gone with forgetAll")
    func recentLanguages() throws {
        let folder = TemporaryDirectory("learned")
        let store = LearnedWordStore(directory: folder.path)
        #expect(store.recentLanguages.isEmpty)
        store.recentLanguages = ["fr", "de"]
        #expect(LearnedWordStore(directory: folder.path).recentLanguages == ["fr", "de"])
        // Anything but a language code is dropped (the store never holds text through it).
        store.recentLanguages = ["fr", "bonjour tout le monde", "x", "d,e", ""]
        #expect(store.recentLanguages == ["fr"])
        store.recentLanguages = []
        #expect(store.recentLanguages.isEmpty)
        store.recentLanguages = ["fr"]
        store.forgetAll()
        #expect(LearnedWordStore(directory: folder.path).recentLanguages.isEmpty)
    }
}
