#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CSQLite
import KeyboardSync
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// The words the user taught the keyboard, and their emoji recents, in SQLite.
///
/// A file `learned-words.sqlite` (mode 0600, WAL, `secure_delete`) in the folder the front-end
/// names — its App Group — or, without persistent access (no folder, a read-only folder or file,
/// the host denies it), a database in memory for the store's lifetime (``isPersistent`` says
/// which). When a write to the file fails for good (no room, the file made read-only, moved or
/// deleted, an I/O error), the store moves into memory with what the file held, so nothing
/// taught is lost while the process lasts (``onMovedToMemory`` is told). A
/// corrupt or foreign file is moved aside and a fresh store created; a file another process is
/// opening at the same moment is opened again, never taken for a damaged one. Thread-safe: one
/// connection, serialised by a lock. A write another process keeps waiting (it holds the file's
/// write lock) waits a few milliseconds at most (``BusyTiming/writeTimeout``: writes run on the
/// keystroke thread) and is then kept pending in memory, offered at once and written with the
/// next write that reaches the file (or at ``reloadIfChangedElsewhere()``, or when the store
/// goes), unless a reset made since (``forgetAll()``, this process's or another's) says otherwise.
///
/// Nothing here lists the learned words to a user: a settings screen shows ``count``; the
/// words reach only the engine's completion and correction (``learnedWords()``).
public final class LearnedWordStore: @unchecked Sendable {
    /// The file name inside the store's folder.
    public static let fileName = "learned-words.sqlite"
    /// The schema version (`PRAGMA user_version`).
    static let schemaVersion: Int64 = 1

    /// Whether the store lives in a file (false: in memory, gone with the engine — from the start,
    /// or since a write to the file failed for good).
    public var isPersistent: Bool { locked { persistent } }
    /// Whether opening found a corrupt or foreign file and moved it aside.
    public let recoveredFromDamage: Bool
    /// The database file the store opened (nil when it opened none); the store may since have
    /// moved into memory (``isPersistent``).
    public let path: String?
    /// The file the store was asked to use (its folder absolute, free of NUL), opened or not: a
    /// store that could not open it (busy past its retries, read-only, an I/O error) runs in
    /// memory, and ``forgetAll()`` must erase the words the file still holds all the same.
    private let requestedPath: String?
    /// How long the store waits for a file another connection holds.
    private let busy: BusyTiming

    private let lock = Lock()
    private var db: SQLiteConnection
    private var persistent: Bool
    private var movedToMemory: (@Sendable () -> Void)?
    /// A file a later version wrote (``StoreFileError/newerSchema(_:)``), left as it is while this
    /// store lives in memory; ``forgetAll()`` deletes it.
    private let newerFile: String?
    private var cachedWords: [String]?
    /// The rejections (`typed`, `correction`, lower case), read once and read again after a
    /// change: asked at every key press while a correction is pending, where a query each time
    /// was a statement stepped with two bound strings. Dropped with the learned words it caches
    /// (``learnedWords()``) at this store's every change, and when another connection changed the
    /// file (``reloadIfChangedElsewhere()``).
    private var cachedRejections: Set<Rejection>?
    /// Bumped on every change of the learned words, so readers can cache snapshots.
    private var generation = 0
    /// The file's data version when this store last looked (``SQLiteConnection/dataVersion()``;
    /// nil when it could not be read): another connection's commit changes it.
    private var seenDataVersion: Int64?
    /// The writes the file refused for the moment (busy, or a file beside it that could not be
    /// opened), coalesced and bounded, until one reaches it: offered by the reads meanwhile.
    private var pending = PendingWrites()
    /// The file's reset mark (``resetMarkKey``) when the first of the ``pending`` writes was
    /// refused: a reset since (another mark) wins over them.
    private var pendingMark: Int64 = 0
    /// Whether ``onFileUnreachable`` was told since a write last reached the file.
    private var reportedUnreachable = false
    private var fileUnreachable: (@Sendable () -> Void)?

    /// Opens (or creates) the store in `directory`, or in memory when `directory` is nil or
    /// `persistent` is false, or when the folder cannot hold it (it is not an absolute path, holds
    /// NUL, or cannot be created or written).
    public convenience init(directory: String?, persistent: Bool = true) {
        self.init(directory: directory, persistent: persistent, busy: .standard)
    }

    /// As ``init(directory:persistent:)``, waiting for a busy file as `busy` says (tests wait
    /// milliseconds, not seconds).
    init(directory: String?, persistent: Bool = true, busy: BusyTiming) {
        var recovered = false, newer = false
        self.busy = busy
        requestedPath = persistent ? directory.flatMap { Self.isUsableFolderPath($0) ? $0 + "/" + Self.fileName : nil } : nil
        if persistent, let directory, let (connection, damaged) = Self.openFile(in: directory, busy: busy, newerSchema: &newer) {
            db = connection
            recovered = damaged
            self.persistent = true
            path = directory + "/" + Self.fileName
        } else {
            db = Self.openMemory()
            self.persistent = false
            path = nil
        }
        newerFile = newer ? directory.map { $0 + "/" + Self.fileName } : nil
        recoveredFromDamage = recovered
        // A file written elsewhere may hold any time (the largest integer; a huge real, which
        // SQLite reads as it): the rows are clamped, or a word stamped with the largest integer
        // would outrank every word used after it, never evicted and first among the recents for
        // good, and the ticks after it (``nextTick(_:)``) would overflow.
        let latest = (try? scalar("SELECT max(m) FROM (SELECT max(last_used) AS m FROM learned UNION ALL SELECT max(last_seen) FROM sightings UNION ALL SELECT max(last_used) FROM emoji_recents)")) ?? 0
        let clamped = min(max(latest, 0), Self.latestClock)
        if latest != clamped {
            for (table, column) in [("learned", "last_used"), ("sightings", "last_seen"), ("emoji_recents", "last_used")] {
                try? db.statement("UPDATE \(table) SET \(column) = max(0, min(\(column), ?))").run([.integer(clamped)])
            }
        }
        seenDataVersion = try? db.dataVersion()
        if self.persistent {
            // A file that has no reset mark yet (a new one, or one an earlier version wrote) is
            // given one, so that a reset by an earlier version, which deletes it, is told too.
            if (try? resetMark()) == 0 { try? db.transaction { () throws(SQLiteError) in if try resetMark() == 0 { try Self.writeResetMark(db) } } }
            pendingMark = (try? resetMark()) ?? 0
            try? db.setBusyTimeout(milliseconds: busy.writeTimeout)
        }
    }

    /// What is still pending is written if the file lets it within the keystroke path's few
    /// milliseconds (``BusyTiming/writeTimeout``): the store goes on the thread that releases the
    /// engine, often the main one at a keyboard's teardown, which must not wait seconds (it did,
    /// 2 s, for a file kept busy).
    deinit {
        guard !pending.isEmpty else { return }
        flushPending()
    }

    // MARK: Opening

    /// Whether `directory` may hold the store: an absolute path (a relative one would follow the
    /// process's working folder), holding no NUL (C reads a path up to its first NUL: another
    /// folder). (The slash told by its byte: `hasPrefix` compares characters, normalising a first
    /// one under marks in time growing with the square of their number.)
    private static func isUsableFolderPath(_ directory: String) -> Bool {
        directory.utf8.first == UInt8(ascii: "/") && !directory.utf8.contains(0)
    }

    private static func openFile(in directory: String, busy: BusyTiming, newerSchema: inout Bool) -> (SQLiteConnection, Bool)? {
        guard isUsableFolderPath(directory) else { return nil }
        let files = FileManager.default
        try? files.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var info = stat()
        guard stat(directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
              files.isWritableFile(atPath: directory) else { return nil }
        let path = directory + "/" + fileName
        // Another process opening the same file at the same moment (the keyboard and its app, two
        // keyboard processes) can get SQLITE_BUSY where no busy handler waits (switching to WAL):
        // that file is sound and in use, so it is opened again a little later, never moved aside,
        // and while it stays busy the store lives in memory. A file that is no database at all
        // (its header not SQLite's) is not opened: SQLite would delete the write-ahead log beside
        // it, which may hold the last words, on finding the file is no database in WAL mode.
        if isDatabaseFile(path) {
            for attempt in 1...max(busy.openAttempts, 1) {
                do {
                    return (try prepare(path: path, busyTimeout: busy.timeout), false)
                } catch .newerSchema {
                    // A later version's file: this one cannot read it, and must not move it aside.
                    newerSchema = true
                    return nil
                } catch .sqlite(let error) where error.kind == .busy {
                    guard attempt < busy.openAttempts else { return nil }
                    usleep(busy.openPause)
                } catch .sqlite(let error) where error.kind == .corrupt || error.kind == .sql {
                    break
                } catch {
                    // Anything else (no room, an I/O error, no memory, a file that cannot be
                    // opened) says nothing against the file: it stays as it is, and the store
                    // lives in memory.
                    return nil
                }
            }
        }
        // Damaged (not a database, an unknown schema) or foreign (its tables not ours): keep it
        // aside (nothing the user taught is deleted) and start afresh.
        let aside = path + Self.damagedMark + "\(Int(Date().timeIntervalSince1970))"
        try? files.moveItem(atPath: path, toPath: aside)
        // Its write-ahead log may hold words not yet written into it: kept aside beside it. The
        // shared-memory index holds none.
        try? files.moveItem(atPath: path + "-wal", toPath: aside + "-wal")
        try? files.removeItem(atPath: path + "-shm")
        if let connection = try? prepare(path: path, busyTimeout: busy.timeout) { return (connection, true) }
        return nil
    }

    /// Whether `path` is missing, empty, unreadable, or begins with SQLite's header (`SQLite
    /// format 3` and NUL).
    private static func isDatabaseFile(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return true }   // missing, or not ours to read: SQLite will say
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 16)
        let count = read(descriptor, &header, 16)
        // (Unreadable, as a folder is: SQLite will say what it is.)
        return count <= 0 || (count == 16 && header == Array("SQLite format 3\u{0}".utf8))
    }

    /// The store's clock read back from a file is at most this: half the range, which ticks of
    /// one a word never use up.
    static let latestClock = Int64.max / 2

    /// The latest time the learned words and the sightings hold, which their next tick follows.
    static let wordsClock = "SELECT max(m) FROM (SELECT max(last_used) AS m FROM learned UNION ALL SELECT max(last_seen) FROM sightings)"
    /// The latest time the emoji recents hold.
    static let emojiClock = "SELECT max(last_used) FROM emoji_recents"

    /// The next tick of a clock (``wordsClock``, ``emojiClock``): one after the latest time its
    /// tables hold, read inside the write transaction that stamps it. Not kept in memory: the
    /// keyboard's store and its app's share one file, and a clock each read once at open
    /// stamped its writes behind the other's (an emoji the app used last sorted behind those the
    /// keyboard used before it, and the words the app used were evicted first). The read is of
    /// at most the capacities' 3,000 rows, as the eviction after each write is.
    func nextTick(_ clock: String) throws(SQLiteError) -> Int64 {
        let latest = try db.statement(clock).rows { $0.integer(at: 0) }.first ?? 0
        // Past the clamp (a file another process wrote) the clock goes on counting, to Int64.max
        // at most: clamped here, every later write had one stamp and the order was lost.
        let clamped = max(latest, 0)
        return clamped < Int64.max ? clamped + 1 : clamped
    }

    /// What follows the file's name in the name of a damaged file kept aside (then the time it was
    /// moved): how ``forgetAll()`` finds those copies to delete them.
    static let damagedMark = ".damaged-"

    /// How long the store waits for a file another connection holds (the keyboard's and its
    /// app's stores on one file, two keyboard processes).
    struct BusyTiming: Sendable {
        /// Opening a busy file is tried this many times, ``openPause`` apart.
        var openAttempts: Int
        /// Microseconds between two attempts to open a busy file.
        var openPause: useconds_t
        /// SQLite's busy timeout while the file is opened, and for the writes the user asks for
        /// and waits on (``forgetAll()``, ``forget(_:)``, what is pending when the store goes), in
        /// milliseconds: how long a statement waits for another connection's lock.
        var timeout: Int32
        /// The busy timeout of every other statement — the writes of words, undone corrections,
        /// emoji and preferences, and the reads — which run on the keystroke thread, in
        /// milliseconds. A write refused as busy after it is kept pending, not lost.
        var writeTimeout: Int32 = 5

        /// 40 attempts 50 ms apart (2 s in all, as the busy timeout), a 2 s busy timeout, and 5 ms
        /// on the keystroke thread.
        static let standard = BusyTiming(openAttempts: 40, openPause: 50_000, timeout: 2000, writeTimeout: 5)
    }

    private static func prepare(path: String, busyTimeout: Int32) throws(StoreFileError) -> SQLiteConnection {
        do {
            let connection = try openConnection(path: path, busyTimeout: busyTimeout)
            let version = try schemaVersion(of: connection)
            // A later version's store (its words in `learned`); a foreign database with a high
            // version of its own (no such table) is damaged to this store, as before.
            if version > schemaVersion, try holdsLearnedWords(connection) { throw StoreFileError.newerSchema(version) }
            try configure(connection)
            return connection
        } catch let error as StoreFileError {
            throw error
        } catch let error as SQLiteError {
            throw .sqlite(error)
        } catch {
            throw .sqlite(SQLiteError(extendedCode: SQLITE_ERROR, message: "\(error)"))
        }
    }

    /// Whether the database has the store's `learned` table.
    private static func holdsLearnedWords(_ connection: SQLiteConnection) throws(SQLiteError) -> Bool {
        let rows = try connection.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'learned'").rows { $0.integer(at: 0) }
        return !rows.isEmpty
    }

    /// The file's schema version (`PRAGMA user_version`; 0 for a new file).
    private static func schemaVersion(of connection: SQLiteConnection) throws(SQLiteError) -> Int64 {
        try connection.prepare("PRAGMA user_version").rows { $0.integer(at: 0) }.first ?? 0
    }

    /// The file at `path` opened for the store: private to the user, WAL.
    private static func openConnection(path: String, busyTimeout: Int32) throws(SQLiteError) -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path)
        // SQLite opens a file it may not write read-only without a word: every write would then
        // fail. No persistent access, as a folder that cannot be written.
        if connection.isReadOnly { throw SQLiteError(extendedCode: SQLITE_READONLY, message: "the file cannot be written") }
        // Private to the user at every open, not only when created (a file copied in, or made
        // before this rule, may be readable by others). A file another user owns keeps its mode:
        // the chmod fails, and the store works all the same.
        _ = chmod(path, 0o600)
        try connection.setBusyTimeout(milliseconds: busyTimeout)
        try connection.execute("PRAGMA journal_mode = WAL")
        try connection.execute("PRAGMA synchronous = NORMAL")
        return connection
    }

    private static func openMemory() -> SQLiteConnection {
        // An in-memory database cannot fail to open short of memory exhaustion.
        let connection = try! SQLiteConnection(path: "", mode: .memory)
        try? configure(connection)
        return connection
    }

    private static func configure(_ connection: SQLiteConnection) throws(SQLiteError) {
        try connection.execute("PRAGMA secure_delete = ON")
        // SQLite's temporary files (a VACUUM's copy, a large sort) would go to the system's
        // temporary folder, outside the store's: kept in memory, no learned word leaves the folder.
        try connection.execute("PRAGMA temp_store = MEMORY")
        let version = try schemaVersion(of: connection)
        if version == 0 {
            try connection.transaction { () throws(SQLiteError) in
                try connection.execute("""
                    CREATE TABLE IF NOT EXISTS learned (word TEXT PRIMARY KEY NOT NULL, last_used INTEGER NOT NULL);
                    CREATE TABLE IF NOT EXISTS sightings (word TEXT PRIMARY KEY NOT NULL, count INTEGER NOT NULL, last_seen INTEGER NOT NULL);
                    CREATE TABLE IF NOT EXISTS rejections (typed TEXT NOT NULL, correction TEXT NOT NULL, PRIMARY KEY (typed, correction));
                    CREATE TABLE IF NOT EXISTS emoji_recents (emoji TEXT PRIMARY KEY NOT NULL, last_used INTEGER NOT NULL);
                    CREATE TABLE IF NOT EXISTS preferences (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                    PRAGMA user_version = \(schemaVersion);
                    """)
            }
        } else if version != schemaVersion {
            throw SQLiteError(extendedCode: SQLITE_CORRUPT, message: "unknown schema version \(version)")
        }
        // Touch every table: a foreign database fails here rather than on first use.
        _ = try connection.prepare("SELECT count(*) FROM learned, sightings, rejections, emoji_recents, preferences LIMIT 1").rows { $0.integer(at: 0) }
    }

    // MARK: Learning

    /// The number of learned words (a write still pending counted as it will be written).
    public var count: Int {
        locked {
            guard pending.words.isEmpty else { return currentWords()?.count ?? 0 }
            return (try? scalar("SELECT count(*) FROM learned")).map(Int.init) ?? 0
        }
    }

    /// Records a word committed without an undo: learned on its third sighting, or refreshed if
    /// already learned. Words that may not be learned are ignored.
    public func recordCommit(_ word: String) {
        guard LearnedWordRules.isLearnable(word) else { return }
        submit(.word(word, WordWrite(commits: 1)))
    }

    /// Learns a word at once (tapped in the suggestion row).
    public func learnNow(_ word: String) {
        guard LearnedWordRules.isLearnable(word) else { return }
        submit(.word(word, WordWrite(learnNow: true)))
    }

    /// Refreshes the recency of `word` when it is learned, as a commit of it does (the least
    /// recently used goes first past ``LearnedWordRules/capacity``): for a learned word the user
    /// swiped, or an autocorrection wrote. Neither is a sighting (the rules count a word committed
    /// as typed, without an undo), so a word not learned is left alone, and nothing is learned.
    /// Only a word typed refreshed it, and a swipe typist's words were evicted first.
    public func recordUse(_ word: String) {
        guard LearnedWordRules.isLearnable(word) else { return }
        submit(.word(word, WordWrite(use: true)))
    }

    /// Remembers that the user undid `typed` → `correction`, so it is not offered again. The
    /// most recently undone ``LearnedWordRules/rejectionCapacity`` are kept; a pair either side of which
    /// is empty or over ``LearnedWordRules/maximumScalars`` scalars is not (no correction is).
    /// Counting the typed word towards learning is the caller's (``recordCommit(_:)``), which
    /// knows whether a dictionary knows it.
    public func recordRejection(typed: String, correction: String) {
        guard !typed.isEmpty, !correction.isEmpty, Rejection(typed: typed, correction: correction).isWithinBounds else { return }
        submit(.rejection(Rejection(typed: typed.lowercased(), correction: correction.lowercased())))
    }

    /// Whether the user undid `typed` → `correction` before.
    public func isRejected(typed: String, correction: String) -> Bool {
        locked {
            // Not kept when the read fails (a busy file): read again at the next press.
            // The newest pairs within the bounds this store writes: a file written elsewhere may
            // hold any number, of any length, and each is hashed into the set.
            // (Bounded by bytes: SQLite's `length` of text stops at a NUL.)
            if cachedRejections == nil, let rows = try? db.prepare("""
                SELECT typed, correction FROM rejections
                WHERE length(CAST(typed AS BLOB)) <= ?1 AND length(CAST(correction AS BLOB)) <= ?1
                ORDER BY rowid DESC LIMIT ?2
                """).rows([.integer(Int64(4 * LearnedWordRules.maximumScalars)), .integer(Int64(LearnedWordRules.rejectionCapacity))], {
                Rejection(typed: $0.text(at: 0) ?? "", correction: $0.text(at: 1) ?? "")
            }) {
                cachedRejections = Set(rows.filter(\.isWithinBounds))
            }
            if !pending.rejections.isEmpty, pending.rejections[Rejection(typed: typed.lowercased(), correction: correction.lowercased())] != nil { return true }
            guard let rejections = cachedRejections else { return false }
            return !rejections.isEmpty && rejections.contains(Rejection(typed: typed.lowercased(), correction: correction.lowercased()))
        }
    }

    /// Forgets one word (a long-press on a suggestion): learned, pending and rejections alike,
    /// as the typed word or the correction undone. The rows go with `secure_delete`, and the WAL
    /// is checkpointed and truncated, so no older copy of a page holding the word stays in it
    /// (unless another connection is reading the file just then, when SQLite leaves the log be).
    ///
    /// The word is found whatever its case and Unicode form (`Élodie` forgets `élodie`, a word
    /// stored decomposed too): SQLite's `NOCASE` folds ASCII letters only, and `forget("Élodie")`
    /// left `élodie`. The rows are read and compared in Swift (at most the learned and pending
    /// capacities' worth, at a long-press).
    ///
    /// A file that refuses the write for good moves the store into memory, as every write does
    /// (``write(_:)``), and the word is forgotten there: it had stayed in what the keyboard
    /// offers. The file keeps it until ``forgetAll()`` erases the file.
    ///
    /// Writes of the word still pending (the file busy when they were made) are dropped, so it
    /// is not written back later. The file is waited for as ``forgetAll()`` waits
    /// (``BusyTiming/timeout``): the user asked for the word to go.
    public func forget(_ word: String) {
        let key = word.lowercased()
        write { () throws(SQLiteError) in
            dropPending(matching: key)
            try? db.setBusyTimeout(milliseconds: busy.timeout)
            defer { try? db.setBusyTimeout(milliseconds: busy.writeTimeout) }
            try db.transaction { () throws(SQLiteError) in
                for table in ["learned", "sightings"] {
                    let stored = try db.prepare("SELECT word FROM \(table)").rows { $0.text(at: 0) ?? "" }
                    // `==` on strings compares canonically: a decomposed row matches too.
                    for match in stored where match.lowercased() == key {
                        try db.prepare("DELETE FROM \(table) WHERE word = ?").run([.text(match)])
                    }
                }
                let rejected = try db.prepare("SELECT typed, correction FROM rejections").rows { ($0.text(at: 0) ?? "", $0.text(at: 1) ?? "") }
                for (typed, correction) in rejected where typed == key || correction == key {
                    try db.prepare("DELETE FROM rejections WHERE typed = ? AND correction = ?").run([.text(typed), .text(correction)])
                }
            }
            try? db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            changed()
        }
    }

    /// Forgets everything the user taught, emoji recents included, and leaves no learned word
    /// readable in any file of the folder: rows deleted with `secure_delete` in one immediate
    /// transaction (all or nothing), the WAL checkpointed and truncated, the file vacuumed, and
    /// damaged files kept aside deleted. What the store keeps in memory is dropped in any case,
    /// writes still pending too; the file's reset mark is changed, so that another process's
    /// writes pending since are not written back either.
    /// - Returns: whether the rows were deleted: false when the file stayed busy past the busy
    ///   timeout (another process writing) or could not be written, and nothing was deleted from
    ///   it — the caller should say so and let the user try again. (A store in memory because it
    ///   could not open its file — busy past its retries, read-only, an I/O error — or because a
    ///   write to it failed later, erases that file too, through a connection of its own, and
    ///   answers for both.)
    @discardableResult
    public func forgetAll() -> Bool {
        locked {
            defer { changed() }
            pending.removeAll()
            try? db.setBusyTimeout(milliseconds: busy.timeout)
            defer { try? db.setBusyTimeout(milliseconds: busy.writeTimeout) }
            var erased = (try? Self.deleteAll(db)) != nil
            if erased {
                try? db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                try? db.execute("VACUUM")
                try? db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            }
            if let newerFile {
                // A later version's file, left as it was: the user asked for everything to go.
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: newerFile + suffix) }
                erased = erased && !FileManager.default.fileExists(atPath: newerFile)
            }
            if let path = requestedPath {
                // In memory (the file could not be opened, or a write to it failed later): the
                // file still holds what it held then, and the user asked for it to go.
                if !persistent { erased = Self.eraseFile(at: path, busyTimeout: busy.timeout) && erased }
                // A damaged file kept aside may still hold words the user taught: it goes too.
                let folder = String(path.dropLast(Self.fileName.count + 1)), aside = Self.fileName + Self.damagedMark
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(aside) {
                    try? FileManager.default.removeItem(atPath: folder + "/" + name)
                }
            }
            return erased
        }
    }

    /// Deletes every row the user's teaching left, and writes a new reset mark, in one immediate
    /// transaction.
    private static func deleteAll(_ connection: SQLiteConnection) throws(SQLiteError) {
        try connection.transaction { () throws(SQLiteError) in
            try connection.execute("DELETE FROM learned; DELETE FROM sightings; DELETE FROM rejections; DELETE FROM emoji_recents; DELETE FROM preferences;")
            try writeResetMark(connection)
        }
    }

    /// The `preferences` key of the file's reset mark: a random number a reset (``forgetAll()``)
    /// changes, so that a store whose writes were refused as busy knows, when it writes them at
    /// last, whether a reset came in between (then it drops them). A file without it (an earlier
    /// version's, or after an earlier version's reset, which deletes it) reads 0.
    static let resetMarkKey = "resetMark"

    /// The file's reset mark (0 when it has none).
    private func resetMark() throws(SQLiteError) -> Int64 {
        let value = try db.statement("SELECT value FROM preferences WHERE key = '\(Self.resetMarkKey)'").rows { $0.text(at: 0) }.first ?? nil
        return value.flatMap { Int64($0) } ?? 0
    }

    /// Writes a new random reset mark (never 0), inside the caller's transaction.
    private static func writeResetMark(_ connection: SQLiteConnection) throws(SQLiteError) {
        try connection.prepare("INSERT INTO preferences (key, value) VALUES ('\(resetMarkKey)', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
            .run([.text(String(Int64.random(in: 1...Int64.max)))])
    }

    /// Erases the store file at `path` through a connection of its own (the store in memory), as
    /// ``forgetAll()`` erases its own: whether the rows were deleted (true when there is no file,
    /// or something other than a file, such as a folder, in its place: no word of the store's).
    /// False when it cannot be opened, written or locked within `busyTimeout` milliseconds.
    private static func eraseFile(at path: String, busyTimeout: Int32) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR || errno == ENAMETOOLONG }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return true }
        guard let connection = try? SQLiteConnection(path: path, mode: .readWrite) else { return false }
        try? connection.setBusyTimeout(milliseconds: busyTimeout)
        try? connection.execute("PRAGMA secure_delete = ON")
        guard (try? deleteAll(connection)) != nil else { return false }
        try? connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try? connection.execute("VACUUM")
        try? connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return true
    }

    // MARK: For the engine

    /// The learned words, for the engine's completion and correction only.
    public func learnedWords() -> [String] {
        locked {
            if let cachedWords { return cachedWords }
            // Only words the rules let be learned: a file written elsewhere may hold any text, and
            // the engine hashes and compares every word it is given.
            // A read the file refuses (busy past the keystroke path's few milliseconds) is not
            // kept, and the generation moves, so the engine, which keeps the list by generation,
            // asks again at its next press rather than going without the words until a change.
            guard let words = currentWords() else {
                generation += 1
                return []
            }
            cachedWords = words
            return words
        }
    }

    /// Changes whenever the learned words change: in this store, or in the file through another
    /// connection once ``reloadIfChangedElsewhere()`` has seen it.
    public var wordsGeneration: Int { locked { generation } }

    /// Drops the learned words and undone corrections kept in memory, and bumps
    /// ``wordsGeneration``, when another connection (the containing app's store on the same
    /// file, a second keyboard process) committed a change since this store last looked: a reset
    /// there (``forgetAll()``) must reach the words this process offers. One `PRAGMA
    /// data_version` (no allocation, no write): the engine asks when a session opens and at each
    /// word boundary, not at every key press. When the version cannot be read, the words are read
    /// again all the same.
    /// - Returns: whether another connection changed the file (or its version could not be
    ///   read): the caller reads again what it keeps of the store (the engine: the skin tone and
    ///   the last words' languages).
    ///
    /// Writes still pending (the file was busy) are tried again here; those a reset elsewhere
    /// came after (its mark changed) are dropped, neither offered nor written.
    @discardableResult
    public func reloadIfChangedElsewhere() -> Bool {
        locked {
            let version = try? db.dataVersion()
            let elsewhere = version == nil || version != seenDataVersion
            if elsewhere {
                seenDataVersion = version
                if !pending.isEmpty, persistent, let mark = try? resetMark(), mark != pendingMark { pending.removeAll() }
                changed()
            }
            flushPending()
            return elsewhere
        }
    }

    // MARK: Internals

    /// Told (once, on the thread that wrote, under the store's lock: it must not call back into
    /// the store) when a write to the file failed for good and the store moved into memory: the
    /// engine records a diagnostic.
    public var onMovedToMemory: (@Sendable () -> Void)? {
        get { locked { movedToMemory } }
        set { locked { movedToMemory = newValue } }
    }

    /// Told (once, on the thread that wrote, under the store's lock: it must not call back into
    /// the store) when a write could not reach the file because a file it needs could not be
    /// opened (`SQLITE_CANTOPEN`: its folder unavailable, or gone): what was written is kept
    /// pending in memory and the file tried again at each write; told again only after a write
    /// has reached the file since. The engine records a diagnostic.
    public var onFileUnreachable: (@Sendable () -> Void)? {
        get { locked { fileUnreachable } }
        set { locked { fileUnreachable = newValue } }
    }

    /// Runs `body`, a write the user asked for and waits on (``forget(_:)``), under the lock.
    /// When it fails because the file can no longer be written (``SQLiteError/meansUnwritable``:
    /// no room, read-only, moved or deleted, an I/O error), the store moves into memory, with the
    /// writes still pending, and `body` runs again there. Any other failure (a file busy past
    /// ``BusyTiming/timeout``) loses this write only.
    func write(_ body: () throws(SQLiteError) -> Void) {
        locked {
            do throws(SQLiteError) {
                try body()
            } catch {
                guard persistent, error.meansUnwritable else { return }
                moveToMemory()
                flushPending()
                try? body()
            }
        }
    }

    // MARK: Writes on the keystroke thread

    /// What a write asks of a word: ``recordCommit(_:)``'s sightings, ``learnNow(_:)``,
    /// ``recordUse(_:)``'s refresh; several coalesced while pending.
    struct WordWrite {
        var commits = 0
        var learnNow = false
        var use = false

        mutating func merge(_ other: WordWrite) {
            commits = min(commits + other.commits, LearnedWordRules.sightingsToLearn)
            learnNow = learnNow || other.learnNow
            use = use || other.use
        }
    }

    /// One write on the keystroke thread.
    private enum Write {
        case word(String, WordWrite)
        case rejection(Rejection)
        case emoji(String)
        case preference(key: String, value: String)
    }

    /// The writes the file refused for the moment, coalesced (by word, pair, emoji and key) and
    /// each stamped with the order it came in, so they are written as they were made. Bounded as
    /// the file's tables are: past ``LearnedWordRules/capacity`` words,
    /// ``LearnedWordRules/rejectionCapacity`` pairs or ``emojiRecentsCapacity`` emoji the oldest
    /// goes — the file would have evicted it once they were written.
    private struct PendingWrites {
        var words: [String: (write: WordWrite, order: Int)] = [:]
        var rejections: [Rejection: Int] = [:]
        var emoji: [String: Int] = [:]
        var preferences: [String: String] = [:]
        private var order = 0

        var isEmpty: Bool { words.isEmpty && rejections.isEmpty && emoji.isEmpty && preferences.isEmpty }
        /// Entries kept (for tests).
        var count: Int { words.count + rejections.count + emoji.count + preferences.count }

        mutating func add(_ write: Write) {
            order += 1
            switch write {
            case let .word(word, add):
                var merged = words[word]?.write ?? WordWrite()
                merged.merge(add)
                words[word] = (merged, order)
                // Sightings and refreshes go before a word the user taught at once (picked in the
                // strip): in the file they live apart and never push a learned word out.
                if words.count > LearnedWordRules.capacity,
                   let oldest = (words.filter { !$0.value.write.learnNow }.min { $0.value.order < $1.value.order }
                                 ?? words.min { $0.value.order < $1.value.order })?.key {
                    words[oldest] = nil
                }
            case .rejection(let rejection):
                rejections[rejection] = order
                Self.bound(&rejections, LearnedWordRules.rejectionCapacity) { $0 }
            case .emoji(let emoji):
                self.emoji[emoji] = order
                Self.bound(&self.emoji, LearnedWordStore.emojiRecentsCapacity) { $0 }
            case let .preference(key, value):
                preferences[key] = value
            }
        }

        mutating func removeAll() {
            words.removeAll(keepingCapacity: true)
            rejections.removeAll(keepingCapacity: true)
            emoji.removeAll(keepingCapacity: true)
            preferences.removeAll(keepingCapacity: true)
        }

        /// Drops the oldest entry while there are more than `limit` (one at most: each add adds one).
        private static func bound<Key, Value>(_ entries: inout [Key: Value], _ limit: Int, _ order: (Value) -> Int) {
            while entries.count > limit, let oldest = entries.min(by: { order($0.value) < order($1.value) })?.key { entries[oldest] = nil }
        }
    }

    /// How many writes are pending (for tests).
    var pendingWriteCount: Int { locked { pending.count } }

    /// Which tables a write added to, to be evicted back to their capacities.
    private struct Evictions {
        var learned = false, sightings = false, rejections = false, emoji = false
    }

    /// Makes `write` under the lock: after the writes still pending, when they reach the file;
    /// else kept pending with them. Waits for a busy file ``BusyTiming/writeTimeout`` at most.
    private func submit(_ write: Write) {
        locked {
            flushPending()
            guard pending.isEmpty else { return queue(write) }
            do throws(SQLiteError) {
                try apply(write)
                reportedUnreachable = false
            } catch {
                if persistent, error.meansTryAgain {
                    noteRefused(error)
                    queue(write)
                } else if persistent, error.meansUnwritable {
                    moveToMemory()
                    try? apply(write)
                }
                // Anything else (a statement's fault, not the file's) loses this write only.
            }
        }
    }

    /// Keeps `write` pending, under the lock; the first one of a run takes the file's reset mark
    /// (read while another process holds the write lock, as WAL lets it: a reset it commits
    /// after this one was made wins), or the last one seen when it cannot be read.
    private func queue(_ write: Write) {
        // Read at every write queued, not only the first of a run: a reset elsewhere since the
        // run began drops the writes before it, and those after it take its mark (a word taught
        // after the reset, while the file was still busy, was dropped with the run).
        if let mark = try? resetMark(), pending.isEmpty || mark != pendingMark {
            if !pending.isEmpty { pending.removeAll() }
            pendingMark = mark
        }
        pending.add(write)
        switch write {
        case .word, .rejection: changed()   // offered at once
        case .emoji, .preference: break
        }
    }

    /// Tells ``onFileUnreachable`` of a file that could not be opened, once a run.
    private func noteRefused(_ error: SQLiteError) {
        guard error.code == SQLITE_CANTOPEN, !reportedUnreachable else { return }
        reportedUnreachable = true
        fileUnreachable?()
    }

    /// Writes what is pending in one transaction, under the lock: unless the file's reset mark
    /// changed since the first of it was refused (a reset elsewhere came after: it wins, and they
    /// are dropped). Refused again for the moment, it stays pending; a file that can no longer be
    /// written moves the store into memory, and it is written there.
    private func flushPending() {
        guard !pending.isEmpty else { return }
        do throws(SQLiteError) {
            try db.transaction { () throws(SQLiteError) in
                if persistent, try resetMark() != pendingMark { return }
                try applyPending()
            }
            pending.removeAll()
            reportedUnreachable = false
            changed()
        } catch {
            if persistent, error.meansTryAgain {
                noteRefused(error)
            } else if persistent {
                // A file that can no longer be written, or any other fault of the file's (one
                // that is damaged, out of memory): into memory, the pending words with it, as a
                // write that fails so does. (Dropping them lost up to 2,000 words for one fault.)
                moveToMemory()
                flushPending()
            } else {
                pending.removeAll()
                changed()
            }
        }
    }

    /// Makes one write in a transaction of its own.
    private func apply(_ write: Write) throws(SQLiteError) {
        var evictions = Evictions()
        try db.transaction { () throws(SQLiteError) in
            switch write {
            case let .word(word, add): try applyWord(word, add, at: try nextTick(Self.wordsClock), &evictions)
            case .rejection(let rejection): try applyRejection(rejection, &evictions)
            case .emoji(let emoji): try applyEmoji(emoji, at: try nextTick(Self.emojiClock), &evictions)
            case let .preference(key, value): try applyPreference(key: key, value: value)
            }
            try evict(evictions)
        }
        if evictions.learned { changed() }
        if evictions.rejections { cachedRejections = nil }
    }

    /// Makes the pending writes, in the order they came, inside the caller's transaction: each
    /// its own tick of the file's clock.
    private func applyPending() throws(SQLiteError) {
        var evictions = Evictions()
        if !pending.words.isEmpty {
            var tick = try nextTick(Self.wordsClock)
            for (word, entry) in pending.words.sorted(by: { $0.value.order < $1.value.order }) {
                try applyWord(word, entry.write, at: tick, &evictions)
                if tick < Int64.max { tick += 1 }
            }
        }
        for (rejection, _) in pending.rejections.sorted(by: { $0.value < $1.value }) { try applyRejection(rejection, &evictions) }
        if !pending.emoji.isEmpty {
            var tick = try nextTick(Self.emojiClock)
            for (emoji, _) in pending.emoji.sorted(by: { $0.value < $1.value }) {
                try applyEmoji(emoji, at: tick, &evictions)
                if tick < Int64.max { tick += 1 }
            }
        }
        for (key, value) in pending.preferences { try applyPreference(key: key, value: value) }
        try evict(evictions)
    }

    private func applyWord(_ word: String, _ write: WordWrite, at tick: Int64, _ evictions: inout Evictions) throws(SQLiteError) {
        if write.learnNow {
            try learn(word, at: tick)
            evictions.learned = true
            return
        }
        if try isLearned(word) {
            try db.statement("UPDATE learned SET last_used = ? WHERE word = ?").run([.integer(tick), .text(word)])
            return
        }
        // A refresh of a word not learned: nothing to do.
        guard write.commits > 0 else { return }
        try db.statement("""
            INSERT INTO sightings (word, count, last_seen) VALUES (?, ?, ?)
            ON CONFLICT(word) DO UPDATE SET count = count + excluded.count, last_seen = excluded.last_seen
            """).run([.text(word), .integer(Int64(write.commits)), .integer(tick)])
        let seen = try db.statement("SELECT count FROM sightings WHERE word = ?").rows([.text(word)]) { $0.integer(at: 0) }.first ?? 0
        if seen >= Int64(LearnedWordRules.sightingsToLearn) {
            try learn(word, at: tick)
            evictions.learned = true
        }
        evictions.sightings = true
    }

    private func applyRejection(_ rejection: Rejection, _ evictions: inout Evictions) throws(SQLiteError) {
        // Replaced, not ignored, when undone again: its row becomes the newest.
        try db.statement("INSERT OR REPLACE INTO rejections (typed, correction) VALUES (?, ?)")
            .run([.text(rejection.typed), .text(rejection.correction)])
        evictions.rejections = true
    }

    private func applyEmoji(_ emoji: String, at tick: Int64, _ evictions: inout Evictions) throws(SQLiteError) {
        try db.prepare("INSERT INTO emoji_recents (emoji, last_used) VALUES (?, ?) ON CONFLICT(emoji) DO UPDATE SET last_used = excluded.last_used")
            .run([.text(emoji), .integer(tick)])
        evictions.emoji = true
    }

    private func applyPreference(key: String, value: String) throws(SQLiteError) {
        try db.prepare("INSERT INTO preferences (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
            .run([.text(key), .text(value)])
    }

    /// Evicts the tables `evictions` names back to their capacities, least recently used first.
    private func evict(_ evictions: Evictions) throws(SQLiteError) {
        if evictions.learned {
            try db.statement("DELETE FROM learned WHERE word NOT IN (SELECT word FROM learned ORDER BY last_used DESC LIMIT ?)")
                .run([.integer(Int64(LearnedWordRules.capacity))])
        }
        if evictions.sightings {
            try db.statement("DELETE FROM sightings WHERE word NOT IN (SELECT word FROM sightings ORDER BY last_seen DESC LIMIT ?)")
                .run([.integer(Int64(LearnedWordRules.pendingCapacity))])
        }
        if evictions.rejections {
            try db.statement("DELETE FROM rejections WHERE rowid NOT IN (SELECT rowid FROM rejections ORDER BY rowid DESC LIMIT ?)")
                .run([.integer(Int64(LearnedWordRules.rejectionCapacity))])
        }
        if evictions.emoji {
            try db.prepare("DELETE FROM emoji_recents WHERE emoji NOT IN (SELECT emoji FROM emoji_recents ORDER BY last_used DESC LIMIT ?)")
                .run([.integer(Int64(Self.emojiRecentsCapacity))])
        }
    }

    /// Drops the pending writes of `key` (lower case: any case and Unicode form of it), as a
    /// word and either side of an undone correction, under the lock.
    private func dropPending(matching key: String) {
        guard !pending.words.isEmpty || !pending.rejections.isEmpty else { return }
        pending.words = pending.words.filter { $0.key.lowercased() != key }
        pending.rejections = pending.rejections.filter { $0.key.typed != key && $0.key.correction != key }
        changed()
    }

    /// The learned words the rules allow, sorted, under the lock: the file's, and those the
    /// pending writes will learn or refresh — newer than any of the file's, which make room for
    /// them least recently used first, as the file will.
    /// Nil when the file could not be read.
    private func currentWords() -> [String]? {
        guard !pending.words.isEmpty else {
            return (try? db.prepare("SELECT word FROM learned ORDER BY word").rows { $0.text(at: 0) ?? "" })?
                .filter(LearnedWordRules.isLearnable)
        }
        guard let byRecency = try? db.prepare("SELECT word FROM learned ORDER BY last_used DESC").rows([], { $0.text(at: 0) ?? "" }) else { return nil }
        let stored = Set(byRecency)
        var words: [String] = []
        for (word, entry) in pending.words {
            let write = entry.write
            if stored.contains(word) || write.learnNow { words.append(word); continue }
            guard write.commits > 0 else { continue }
            let seen = (try? db.statement("SELECT count FROM sightings WHERE word = ?").rows([.text(word)]) { $0.integer(at: 0) })?.first ?? 0
            if seen + Int64(write.commits) >= Int64(LearnedWordRules.sightingsToLearn) { words.append(word) }
        }
        let newer = Set(words)
        for word in byRecency where words.count < LearnedWordRules.capacity && !newer.contains(word) { words.append(word) }
        return words.filter(LearnedWordRules.isLearnable).sorted()
    }

    /// `stored` (the file's recent emoji, most recent first) after the pending ones, under the lock.
    func withPendingEmoji(_ stored: [String]) -> [String] {
        guard !pending.emoji.isEmpty else { return stored }
        let newest = pending.emoji.sorted { $0.value > $1.value }.map(\.key)
        return Array((newest + stored.filter { pending.emoji[$0] == nil }).prefix(Self.emojiRecentsCapacity))
    }

    /// The pending value of the preference `key`, under the lock.
    func pendingPreference(_ key: String) -> String? { pending.preferences[key] }

    /// Records `emoji` in the recents, as a keystroke write.
    func submitEmoji(_ emoji: String) { submit(.emoji(emoji)) }

    /// Sets the preference `key`, as a keystroke write.
    func submitPreference(key: String, value: String) { submit(.preference(key: key, value: value)) }

    /// Replaces the file's connection with a database in memory holding what the file held (when
    /// it can still be read; else empty), under the lock.
    private func moveToMemory() {
        var memory = Self.openMemory()
        if (try? db.copy(into: memory)) == nil { memory = Self.openMemory() }
        db = memory
        persistent = false
        seenDataVersion = try? db.dataVersion()
        changed()
        movedToMemory?()
    }

    /// Learns `word` at `tick` (the caller evicts past the capacity).
    private func learn(_ word: String, at tick: Int64) throws(SQLiteError) {
        try db.statement("INSERT INTO learned (word, last_used) VALUES (?, ?) ON CONFLICT(word) DO UPDATE SET last_used = excluded.last_used")
            .run([.text(word), .integer(tick)])
        try db.statement("DELETE FROM sightings WHERE word = ?").run([.text(word)])
    }

    private func isLearned(_ word: String) throws(SQLiteError) -> Bool {
        !(try db.statement("SELECT 1 FROM learned WHERE word = ?").rows([.text(word)]) { $0.integer(at: 0) }).isEmpty
    }

    private func changed() {
        cachedWords = nil
        cachedRejections = nil
        generation += 1
    }

    /// A correction the user undid, as ``isRejected(typed:correction:)`` keeps it.
    private struct Rejection: Hashable {
        let typed: String
        let correction: String

        /// Whether each side is at most ``LearnedWordRules/maximumScalars`` scalars: the bound a
        /// pair is written within, and read back within from a file written elsewhere.
        var isWithinBounds: Bool {
            typed.unicodeScalars.count <= LearnedWordRules.maximumScalars && correction.unicodeScalars.count <= LearnedWordRules.maximumScalars
        }
    }

    private func scalar(_ sql: String) throws(SQLiteError) -> Int64 {
        try db.prepare(sql).rows { $0.integer(at: 0) }.first ?? 0
    }

    /// Runs `body` with the connection, under the lock.
    func withConnection<T>(_ body: (SQLiteConnection) -> T) -> T {
        locked { body(db) }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

extension LearnedWordStore: CustomReflectable {
    /// Whether the store is a file, and its path, only: `dump(store)` must not show the learned
    /// words and undone corrections it keeps in memory once read.
    public var customMirror: Mirror {
        Mirror(self, children: ["isPersistent": isPersistent, "path": path as Any], displayStyle: .class)
    }
}
