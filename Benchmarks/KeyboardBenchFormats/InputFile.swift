#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// Reads the files `keyboard-bench` is given (traces, text, pairs, queries, word lists), with the
/// same one-line errors for each: `PATH: no such file`, `PATH: is a directory, not KIND`,
/// `PATH: cannot read (reason)`, `PATH: not UTF-8 text`.
public enum InputFile {
    /// The bytes of the file at `path`, mapped rather than copied when `mapped` is true.
    /// - Parameter kind: what the file should be (`a trace`), named when `path` is a folder.
    /// - Throws: ``BenchError`` (failure) for a missing file, a folder, or a file that cannot be read.
    public static func data(atPath path: String, kind: String, mapped: Bool = false) throws(BenchError) -> Data {
        // Checked first: reading a folder or a missing file fails with a message that names
        // neither (an emoji file that was a folder was "cannot be read as UTF-8").
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = errno
            throw .failure(reason == ENOENT || reason == ENOTDIR ? "\(path): no such file" : "\(path): cannot read (\(String(cString: strerror(reason))))")
        }
        guard (info.st_mode & S_IFMT) != S_IFDIR else { throw .failure("\(path): is a directory, not \(kind)") }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: mapped ? .alwaysMapped : [])
        } catch {
            throw .failure("\(path): cannot read (\(BenchError.reason(error)))")
        }
    }

    /// The text of the UTF-8 file at `path`.
    /// - Parameter kind: what the file should be (`a text file`), named when `path` is a folder.
    /// - Throws: ``BenchError`` (failure) as ``data(atPath:kind:mapped:)`` does, and for a file
    ///   that is not UTF-8.
    public static func text(atPath path: String, kind: String) throws(BenchError) -> String {
        guard let text = String(data: try data(atPath: path, kind: kind), encoding: .utf8) else {
            throw .failure("\(path): not UTF-8 text")
        }
        return text
    }
}
