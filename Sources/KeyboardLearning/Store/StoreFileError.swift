/// Why a store file could not be opened as this code's store: SQLite's failure, or a schema
/// this code does not know how to read.
enum StoreFileError: Error {
    /// SQLite failed (busy, damaged, not a database, no room, …).
    case sqlite(SQLiteError)
    /// The file's schema (`PRAGMA user_version`) is newer than ``LearnedWordStore/schemaVersion``,
    /// and it holds the store's `learned` table:
    /// written by a later version of the keyboard, which a downgrade must not take for a damaged
    /// file (moved aside, every word lost to the user). It is left as it is.
    case newerSchema(Int64)
}
