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

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// The row id of the last INSERT.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
}
