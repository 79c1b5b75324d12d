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
import KeyboardBenchFormats
import KeyboardIntelligence

/// `--lexicon PATH` on `replay` and `info`: the engine reads another lexicon (a bigger one from
/// `Scripts/build-resources --lexicon-words N`) with the other data of the resource folder, through
/// a private folder of symbolic links — the engine's own `resourceDirectory`, no other seam.
enum LexiconOverlay {
    /// The resource folder to hand the engine: `base` (the bundled data when nil) itself when
    /// `lexicon` is nil, else a temporary folder whose `Lexicon/en.lexicon` is `lexicon` and whose
    /// `Emoji` and `Layouts` are `base`'s. The folder is removed when the process exits.
    /// - Throws: ``BenchError`` (failure) when the lexicon file does not exist.
    static func resourceDirectory(base: String?, lexicon: String?) throws(BenchError) -> String? {
        guard let lexicon else { return base }
        let files = FileManager.default
        let lexiconPath = Arguments.absolute(lexicon)
        var info = stat()
        guard stat(lexiconPath, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else {
            throw .failure("\(lexicon): no such lexicon file")
        }
        let source = Arguments.absolute(base ?? BundledData.bundledDirectory)
        var temporary = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        if !temporary.hasSuffix("/") { temporary += "/" }
        let folder = temporary + "keyboard-bench-resources-\(getpid())"
        do {
            try? files.removeItem(atPath: folder)
            try files.createDirectory(atPath: folder + "/Lexicon", withIntermediateDirectories: true)
            try files.createSymbolicLink(atPath: folder + "/Lexicon/en.lexicon", withDestinationPath: lexiconPath)
            try files.createSymbolicLink(atPath: folder + "/Emoji", withDestinationPath: source + "/Emoji")
            try files.createSymbolicLink(atPath: folder + "/Layouts", withDestinationPath: source + "/Layouts")
        } catch {
            throw .failure("\(folder): cannot prepare the resource folder (\(BenchError.reason(error)))")
        }
        overlay = folder
        atexit { if let folder = LexiconOverlay.overlay { try? FileManager.default.removeItem(atPath: folder) } }
        return folder
    }

    nonisolated(unsafe) private static var overlay: String?
}
