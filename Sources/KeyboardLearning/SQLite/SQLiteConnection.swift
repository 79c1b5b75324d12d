import CSQLite

/// A SQLite connection, owning its `sqlite3*` handle (closed in `deinit`).
///
/// Not thread-safe: one connection belongs to one owner, which serialises its use.
public final class SQLiteConnection {
    /// How to open the database.
    public enum Mode: Sendable, Hashable {
        /// Read and write, creating the file if missing.
        case readWriteCreate
        /// Read and write an existing file.
        case readWrite
        /// Read only.
        case readOnly
        /// A private in-memory database.
        case memory
    }

    let handle: OpaquePointer
    /// The statements compiled by ``statement(_:)``, by their SQL, finalised in `deinit`.
    private var compiled: [String: OpaquePointer] = [:]
    /// `PRAGMA data_version`, compiled on the first ``dataVersion()`` and finalised in `deinit`.
    private var dataVersionStatement: OpaquePointer?

    /// Opens the database at `path` (ignored for ``Mode/memory``).
    /// - Throws: ``SQLiteError`` when SQLite cannot open it, or `SQLITE_CANTOPEN` for a path
    ///   holding NUL (C would read it only up to the NUL: another file).
    public init(path: String, mode: Mode = .readWriteCreate) throws(SQLiteError) {
        if mode != .memory, path.utf8.contains(0) {
            throw SQLiteError(extendedCode: SQLITE_CANTOPEN, message: "the path holds a NUL character")
        }
        var flags: Int32 = SQLITE_OPEN_NOMUTEX
        switch mode {
        case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .memory: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_MEMORY
        }
        var connection: OpaquePointer?
        let code = sqlite3_open_v2(mode == .memory ? ":memory:" : path, &connection, flags, nil)
        do {
            try SQLiteError.check(code, connection)
        } catch {
            sqlite3_close_v2(connection)
            throw error
        }
        handle = connection!
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        for statement in compiled.values { sqlite3_finalize(statement) }
        if let dataVersionStatement { sqlite3_finalize(dataVersionStatement) }
        sqlite3_close_v2(handle)
    }

    /// Runs one or more SQL statements that take no parameters and return no rows worth reading.
    /// - Throws: ``SQLiteError``.
    public func execute(_ sql: String) throws(SQLiteError) {
        try SQLiteError.check(sqlite3_exec(handle, sql, nil, nil, nil), handle)
    }

    /// Compiles one SQL statement.
    /// - Throws: ``SQLiteError`` for bad SQL.
    public func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        try SQLiteStatement(connection: self, sql: sql)
    }

    /// One SQL statement, compiled on its first use and kept until the connection closes: for
    /// statements run often (the autocorrect decision asks whether the user undid a correction
    /// at every key press, and compiling the query took most of the look-up). The statement is
    /// reset after each ``SQLiteStatement/run(_:)`` or ``SQLiteStatement/rows(_:_:)`` (SQLite
    /// promises a statement's locks released only once it is reset), and by its next use.
    /// - Throws: ``SQLiteError`` for bad SQL (not kept: the next call compiles it again).
    public func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let statement = compiled[sql] { return SQLiteStatement(connection: self, borrowing: statement) }
        var statement: OpaquePointer?
        try SQLiteError.check(sqlite3_prepare_v2(handle, sql, -1, &statement, nil), handle)
        guard let statement else { throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "empty statement") }
        compiled[sql] = statement
        return SQLiteStatement(connection: self, borrowing: statement)
    }

    /// The number of statements ``statement(_:)`` holds compiled (for tests).
    public var compiledStatements: Int { compiled.count }

    /// How long a statement waits for another connection's lock before failing with
    /// ``SQLiteError/Kind/busy``.
    public func setBusyTimeout(milliseconds: Int32) throws(SQLiteError) {
        try SQLiteError.check(sqlite3_busy_timeout(handle, milliseconds), handle)
    }

    /// Runs `body` in a transaction (`BEGIN IMMEDIATE`), committing when it returns and rolling
    /// back when it throws.
    public func transaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The main database's data version (`PRAGMA data_version`): the value read next differs
    /// from the last one read on this connection when another connection (another process on the
    /// same file) committed a change in between; this connection's own commits leave it as it
    /// was. The statement is kept compiled, and reading it allocates nothing.
    /// - Throws: ``SQLiteError`` when the file cannot be read (another connection recovering it
    ///   past the busy timeout, an I/O error).
    public func dataVersion() throws(SQLiteError) -> Int64 {
        if dataVersionStatement == nil {
            var statement: OpaquePointer?
            try SQLiteError.check(sqlite3_prepare_v2(handle, "PRAGMA data_version", -1, &statement, nil), handle)
            dataVersionStatement = statement
        }
        guard let statement = dataVersionStatement else { throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "empty statement") }
        defer { sqlite3_reset(statement) }
        guard try SQLiteError.check(sqlite3_step(statement), handle) == SQLITE_ROW else { return 0 }
        return sqlite3_column_int64(statement, 0)
    }

    /// Whether the main database was opened read-only: SQLite opens a file it may not write (its
    /// mode, a read-only mount) read-only without an error, though it was asked to write.
    public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") != 0 }

    /// Copies every table of this connection's main database over `destination`'s (SQLite's
    /// online backup), replacing what `destination` held.
    /// - Throws: ``SQLiteError`` when this database cannot be read or `destination` written.
    public func copy(into destination: SQLiteConnection) throws(SQLiteError) {
        guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
            try SQLiteError.check(sqlite3_errcode(destination.handle), destination.handle)
            throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "no backup")
        }
        let stepped = sqlite3_backup_step(backup, -1)
        let finished = sqlite3_backup_finish(backup)
        try SQLiteError.check(stepped, destination.handle)
        try SQLiteError.check(finished, destination.handle)
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// The row id of the last INSERT.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
}
