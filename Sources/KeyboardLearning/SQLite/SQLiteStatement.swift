import CSQLite

/// A compiled SQL statement, owning its `sqlite3_stmt*` (finalised in `deinit`), or borrowing
/// one its connection keeps compiled (``SQLiteConnection/statement(_:)``).
///
/// Bound text is copied by SQLite (`SQLITE_TRANSIENT`), so no pointer outlives its call.
public final class SQLiteStatement {
    private let handle: OpaquePointer
    private let connection: SQLiteConnection
    /// Whether `deinit` finalises the statement (false: the connection keeps it).
    private let owned: Bool

    init(connection: SQLiteConnection, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        try SQLiteError.check(sqlite3_prepare_v2(connection.handle, sql, -1, &statement, nil), connection.handle)
        guard let statement else { throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "empty statement") }
        handle = statement
        self.connection = connection
        owned = true
    }

    /// A statement `connection` keeps compiled and finalises itself.
    init(connection: SQLiteConnection, borrowing statement: OpaquePointer) {
        handle = statement
        self.connection = connection
        owned = false
    }

    deinit {
        if owned { sqlite3_finalize(handle) }
    }

    /// A value to bind to a parameter.
    public enum Value: Sendable, Hashable {
        /// A 64-bit integer.
        case integer(Int64)
        /// A double.
        case real(Double)
        /// Text, bound as UTF-8 by its byte count: a NUL inside is bound too.
        case text(String)
        /// SQL `NULL`.
        case null
    }

    /// Binds `values` to parameters 1…n, after resetting the statement.
    public func bind(_ values: [Value]) throws(SQLiteError) {
        try SQLiteError.check(sqlite3_reset(handle), connection.handle)
        try SQLiteError.check(sqlite3_clear_bindings(handle), connection.handle)
        for (i, value) in values.enumerated() {
            let index = Int32(i + 1)
            let code: Int32 = switch value {
            case let .integer(v): sqlite3_bind_int64(handle, index, v)
            case let .real(v): sqlite3_bind_double(handle, index, v)
            // By its byte count, not up to a NUL: a word holding one is bound whole, so it never
            // matches (or deletes) the word before its NUL.
            case let .text(v): v.utf8CString.withUnsafeBufferPointer {
                sqlite3_bind_text(handle, index, $0.baseAddress, Int32(clamping: $0.count - 1), csqlite_transient())
            }
            case .null: sqlite3_bind_null(handle, index)
            }
            try SQLiteError.check(code, connection.handle)
        }
    }

    /// Advances to the next row: true when a row is available, false when done.
    public func step() throws(SQLiteError) -> Bool {
        try SQLiteError.check(sqlite3_step(handle), connection.handle) == SQLITE_ROW
    }

    /// Binds `values` and runs the statement to completion, then resets it.
    public func run(_ values: [Value] = []) throws(SQLiteError) {
        try bind(values)
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Binds `values` and returns every row, each read by `row`, then resets the statement.
    public func rows<T>(_ values: [Value] = [], _ row: (SQLiteStatement) -> T) throws(SQLiteError) -> [T] {
        try bind(values)
        defer { sqlite3_reset(handle) }
        var result: [T] = []
        while try step() { result.append(row(self)) }
        return result
    }

    /// Column `index` of the current row as an integer.
    public func integer(at index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

    /// Column `index` of the current row as a double.
    public func real(at index: Int32) -> Double { sqlite3_column_double(handle, index) }

    /// Column `index` of the current row as text (nil for NULL).
    public func text(at index: Int32) -> String? {
        guard let bytes = sqlite3_column_text(handle, index) else { return nil }
        // By the column's byte count, as it was bound: a NUL inside does not end it.
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}
