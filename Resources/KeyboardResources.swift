#if SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE
import Foundation

/// Where the bundled data lives: the `Resources/` folder of the package, shipped as this target's
/// resource bundle.
///
/// A front-end that ships the data elsewhere (a trimmed emoji set, an App Group copy) passes its
/// own folder in the engine's configuration instead; the layout inside is the same:
/// `Lexicon/<lang>.lexicon`, `Emoji/<locale>.emoji`, `Layouts/<name>.layout`.
public enum KeyboardResources {
    /// The folder holding `Lexicon/`, `Emoji/` and `Layouts/`.
    public static var directory: URL {
        Bundle.module.resourceURL ?? Bundle.module.bundleURL
    }
}
#else
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Where the bundled data lives: the `Resources/` folder of the package, which SwiftPM copies
/// beside the built products as the resource folder of the `KeyboardResourceFiles` C target.
///
/// On Linux the data is held by that C target rather than by this module, so that no
/// `Bundle.module` accessor — and with it Foundation, about 6 MB of a process's resident memory —
/// is linked in (docs/PERFORMANCE.md, "Memory"). The folder is looked for where SwiftPM's accessor
/// looks: beside the running executable; then in the package's own `Resources/` folder, where a
/// build made from a checkout finds the same files.
///
/// A front-end that ships the data elsewhere (a trimmed emoji set, an installed copy) passes its
/// own folder in the engine's configuration instead; the layout inside is the same:
/// `Lexicon/<lang>.lexicon`, `Emoji/<locale>.emoji`, `Layouts/<name>.layout`.
public enum KeyboardResources {
    /// The folder holding `Lexicon/`, `Emoji/` and `Layouts/`.
    public static var directory: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The name SwiftPM gives the C target's resource folder.
    static let bundleName = "KeyboardIntelligence_KeyboardResourceFiles.resources"

    /// The folder's path: the first candidate that holds a `Lexicon` folder, else the first.
    static let path: String = {
        let candidates = [executableDirectory.map { $0 + "/" + bundleName }, packageResources].compactMap { $0 }
        return candidates.first { isDirectory($0 + "/Lexicon") } ?? candidates[0]
    }()

    /// The folder of the running executable (`/proc/self/exe`), as Foundation's `Bundle.main`.
    static var executableDirectory: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let bytes = buffer[..<count].map { UInt8(bitPattern: $0) }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return String(decoding: bytes[..<max(slash, 1)], as: UTF8.self)
    }

    /// The package's `Resources/` folder, this file's own.
    static var packageResources: String {
        let file = #filePath
        guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return String(file[..<slash])
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
#endif
