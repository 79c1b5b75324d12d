import CSQLite
import Foundation
import KeyboardLearning
import Testing

@Suite("SQLite bridge")
struct SQLiteTests {
    func makeTable() throws -> SQLiteConnection {
        let db = try SQLiteConnection(path: "", mode: .memory)
        try db.execute("CREATE TABLE words (word TEXT PRIMARY KEY NOT NULL, uses INTEGER NOT NULL)")
        return db
    }

    @Test("open, exec, bind, step and read back")
    func roundTrip() throws {
        let db = try makeTable()
        let insert = try db.prepare("INSERT INTO words (word, uses) VALUES (?, ?)")
        try insert.run([.text("żółw"), .integer(3)])
        try insert.run([.text("naïve"), .integer(1)])
        #expect(db.changes == 1)
        let rows = try db.prepare("SELECT word, uses FROM words ORDER BY uses DESC").rows { ($0.text(at: 0), $0.integer(at: 1)) }
        #expect(rows.map(\.0) == ["żółw", "naïve"])
        #expect(rows.map(\.1) == [3, 1])
    }

    @Test("a kept statement is compiled once, answers each use's bindings, and leaves none active")
    func keptStatements() throws {
        let db = try makeTable()
        for (i, word) in ["a", "b", "c"].enumerated() {
            try db.statement("INSERT INTO words (word, uses) VALUES (?, ?)").run([.text(word), .integer(Int64(i))])
        }
        let query = "SELECT uses FROM words WHERE word = ?"
        #expect(try db.statement(query).rows([.text("b")]) { $0.integer(at: 0) } == [1])
        #expect(try db.statement(query).rows([.text("c")]) { $0.integer(at: 0) } == [2])
        #expect(try db.statement(query).rows([.text("z")]) { $0.integer(at: 0) } == [])
        #expect(db.compiledStatements == 2)
        try db.execute("VACUUM")
        // A kept statement stopped at a row stays active and makes VACUUM fail, until its next
        // use resets it.
        let stepped = try db.statement("SELECT word FROM words")
        try stepped.bind([])
        #expect(try stepped.step())
        #expect(throws: SQLiteError.self) { try db.execute("VACUUM") }
        _ = try db.statement("SELECT word FROM words").rows { $0.text(at: 0) }
        try db.execute("VACUUM")
        // Bad SQL throws and is not kept.
        #expect(throws: SQLiteError.self) { try db.statement("SELECT * FROM missing_table") }
        #expect(db.compiledStatements == 3)
    }

    @Test("bad SQL maps to .sql with SQLite's message")
    func badSQL() throws {
        let db = try makeTable()
        do {
            try db.execute("SELEC nonsense")
            Issue.record("bad SQL was accepted")
        } catch {
            #expect(error.kind == .sql)
            #expect(error.code == SQLITE_ERROR)
            #expect(error.message.contains("syntax error"))
        }
        #expect(throws: SQLiteError.self) { try db.prepare("SELECT * FROM missing_table") }
    }

    @Test("an error's description names the code's meaning, and the message only where it says more")
    func errorDescription() {
        let withMessage = SQLiteError(extendedCode: SQLITE_ERROR, message: "near \"SELEC\": syntax error")
        #expect(withMessage.description == "SQLite error 1 (SQL logic error): near \"SELEC\": syntax error")
        // Without a connection the message is SQLite's text for the code.
        let bare = SQLiteError(extendedCode: SQLITE_BUSY, message: "database is locked")
        #expect(bare.description == "SQLite error 5 (database is locked)")
    }

    @Test("a unique-constraint violation keeps its extended code")
    func constraint() throws {
        let db = try makeTable()
        let insert = try db.prepare("INSERT INTO words (word, uses) VALUES (?, ?)")
        try insert.run([.text("same"), .integer(1)])
        do {
            try insert.run([.text("same"), .integer(2)])
            Issue.record("duplicate accepted")
        } catch {
            #expect(error.kind == .constraint)
            #expect(error.extendedCode == 1555) // SQLITE_CONSTRAINT_PRIMARYKEY (a macro Swift cannot import)
        }
    }

    @Test("a transaction rolls back when its body throws")
    func rollback() throws {
        let db = try makeTable()
        let insert = try db.prepare("INSERT INTO words (word, uses) VALUES (?, ?)")
        #expect(throws: SQLiteError.self) {
            try db.transaction { () throws(SQLiteError) in
                try insert.run([.text("a"), .integer(1)])
                try insert.run([.text("a"), .integer(1)])
            }
        }
        let count = try db.prepare("SELECT count(*) FROM words").rows { $0.integer(at: 0) }
        #expect(count == [0])
    }

    @Test("a file that is not a database maps to .corrupt")
    func notADatabase() throws {
        let path = FileManager.default.temporaryDirectory.path + "/not-a-db-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let db = try SQLiteConnection(path: path)
        do {
            try db.execute("SELECT * FROM sqlite_master")
            Issue.record("garbage accepted as a database")
        } catch {
            #expect(error.kind == .corrupt)
            #expect(error.code == SQLITE_NOTADB)
        }
    }

    @Test("a folder that does not exist cannot be opened; a read-only connection cannot write")
    func openAndReadOnly() throws {
        #expect(throws: SQLiteError.self) { try SQLiteConnection(path: "/nonexistent-folder/x.sqlite") }
        let path = FileManager.default.temporaryDirectory.path + "/ro-\(UUID().uuidString).sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SQLiteConnection(path: path).execute("CREATE TABLE t (x)")
        let readOnly = try SQLiteConnection(path: path, mode: .readOnly)
        do {
            try readOnly.execute("INSERT INTO t VALUES (1)")
            Issue.record("read-only connection wrote")
        } catch {
            #expect(error.kind == .readOnly)
        }
    }

    /// SQLITE_CANTOPEN moved the store into memory for the process's life, though at a write
    /// (the file already open) it says a file beside it (the write-ahead log) could not be
    /// opened just then: its folder briefly unavailable, not a file that can never be written.
    @Test("a failure to open a file is not taken for a file that can no longer be written; no room, read-only or an I/O error are")
    func unwritableKinds() {
        #expect(!SQLiteError(extendedCode: SQLITE_CANTOPEN, message: "").meansUnwritable)
        #expect(!SQLiteError(extendedCode: SQLITE_BUSY, message: "").meansUnwritable)
        for code in [SQLITE_FULL, SQLITE_READONLY, SQLITE_READONLY | (4 << 8), SQLITE_PERM, SQLITE_IOERR, SQLITE_IOERR | (3 << 8)] {
            #expect(SQLiteError(extendedCode: code, message: "").meansUnwritable, "\(code)")   // (DBMOVED, IOERR_WRITE among them)
        }
    }

    @Test("a path holding NUL is refused, not truncated to another file")
    func nulInPath() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/nul-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            _ = try SQLiteConnection(path: folder + "/a\u{0}b.sqlite")
            Issue.record("a NUL path was opened")
        } catch {
            #expect(error.kind == .cannotOpen)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("binding past the last parameter is misuse, not a crash")
    func bindRange() throws {
        let db = try makeTable()
        let statement = try db.prepare("SELECT ?")
        #expect(throws: SQLiteError.self) { try statement.bind([.integer(1), .integer(2)]) }
    }
}
