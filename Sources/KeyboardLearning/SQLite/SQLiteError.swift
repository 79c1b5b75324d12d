import CSQLite

/// A failed SQLite call: its result code and, when a connection was at hand, SQLite's message.
///
/// Every SQLite return code reaches Swift through ``check(_:_:)`` — the one place they are mapped.
/// The message is SQLite's own text about the statement (it names tables and constraints, never
/// bound values), so it carries no typed text.
public struct SQLiteError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE`, `SQLITE_NOTADB`, …).
    public let extendedCode: Int32
    /// SQLite's message.
    public let message: String

    /// An error with SQLite's `extendedCode` (a primary code will do) and `message`.
    public init(extendedCode: Int32, message: String) {
        self.extendedCode = extendedCode
        self.message = message
    }

    /// The primary result code (`SQLITE_CONSTRAINT`, `SQLITE_BUSY`, …).
    public var code: Int32 { extendedCode & 0xFF }

    /// The kind of failure, for callers that switch on it.
    public var kind: Kind {
        switch code {
        case SQLITE_BUSY, SQLITE_LOCKED: .busy
        case SQLITE_CORRUPT, SQLITE_NOTADB: .corrupt
        case SQLITE_READONLY, SQLITE_PERM, SQLITE_AUTH: .readOnly
        case SQLITE_CANTOPEN, SQLITE_IOERR: .cannotOpen
        case SQLITE_FULL: .full
        case SQLITE_CONSTRAINT: .constraint
        case SQLITE_ERROR: .sql
        case SQLITE_MISUSE, SQLITE_RANGE: .misuse
        default: .other
        }
    }

    /// Whether the failure says the database can no longer be written at all (the disk is full;
    /// the file is read-only, was moved or deleted, cannot be read: an I/O error): not a passing
    /// lock (``Kind/busy``), a mistake in the statement, nor `SQLITE_CANTOPEN` — at a write the
    /// database is open already, and what could not be opened is a file beside it (its
    /// write-ahead log, a journal) in a folder unavailable just then (a device's data protection
    /// while it is locked): the next write may succeed.
    public var meansUnwritable: Bool {
        switch kind {
        case .full, .readOnly: true
        case .cannotOpen: code != SQLITE_CANTOPEN
        default: false
        }
    }

    /// Whether the failure may pass if the write is tried again later: another connection's lock
    /// (``Kind/busy``), or `SQLITE_CANTOPEN` — a file beside the open database that could not be
    /// opened just then (``meansUnwritable``).
    var meansTryAgain: Bool { kind == .busy || code == SQLITE_CANTOPEN }

    /// The failures a caller handles differently.
    public enum Kind: Sendable, Hashable, Codable {
        /// Another connection holds a lock past the busy timeout.
        case busy
        /// The file is not a database, or a damaged one.
        case corrupt
        /// The file or folder cannot be written.
        case readOnly
        /// The file cannot be opened or read.
        case cannotOpen
        /// The disk is full.
        case full
        /// A constraint (unique, not null, check) failed.
        case constraint
        /// The SQL is wrong (syntax, a missing table).
        case sql
        /// The API was used out of order or a parameter index is out of range.
        case misuse
        /// Any other result code.
        case other
    }

    public var description: String {
        let meaning = String(cString: sqlite3_errstr(extendedCode))
        // Without a connection the message is that same text: said once.
        return message == meaning ? "SQLite error \(extendedCode) (\(meaning))" : "SQLite error \(extendedCode) (\(meaning)): \(message)"
    }

    /// Passes `SQLITE_OK`, `SQLITE_ROW` and `SQLITE_DONE` through and throws for every other code.
    /// - Parameters:
    ///   - code: the return code of a `sqlite3_*` call.
    ///   - connection: the connection it ran on, for the extended code and message.
    @discardableResult
    static func check(_ code: Int32, _ connection: OpaquePointer?) throws(SQLiteError) -> Int32 {
        switch code {
        case SQLITE_OK, SQLITE_ROW, SQLITE_DONE: return code
        default:
            let extended = connection.map { sqlite3_extended_errcode($0) } ?? code
            let message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            throw SQLiteError(extendedCode: (extended & 0xFF) == (code & 0xFF) ? extended : code, message: message)
        }
    }
}
