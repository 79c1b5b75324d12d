#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The hunspell dictionaries installed on the machine: discovery and loading on demand.
///
/// Searches, in order: the folders the front-end passes, each folder of `DICPATH`, then the
/// usual system folders (``standardDirectories``). A language found in several folders is taken
/// from the first. Discovery only lists files; nothing is parsed until ``load(_:)``.
public struct DictionaryCatalog: Sendable, Hashable {
    /// The folders hunspell dictionaries are installed in on Debian, Ubuntu, Fedora and Homebrew.
    public static let standardDirectories = [
        "/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts",
        "/usr/local/share/hunspell", "/opt/homebrew/share/hunspell", "/usr/local/share/myspell",
    ]

    /// The longest folder path searched, in bytes (Linux's `PATH_MAX`): a longer one names no
    /// folder, and is left out before it is hashed.
    public static let maximumPathBytes = 4096

    /// The folders searched, in order.
    public let directories: [String]
    /// The dictionaries found, by language.
    public let locations: [SpellingLanguage: DictionaryLocation]

    /// Scans `extraDirectories`, `DICPATH` and the standard folders.
    /// - Parameter environment: the process environment (a parameter so tests can set `DICPATH`).
    public init(extraDirectories: [String] = [], environment: [String: String] = ProcessInfo.processInfo.environment,
                includeStandardDirectories: Bool = true) {
        let dicpath = (environment["DICPATH"] ?? "").split(separator: ":").map(String.init)
        var seen = Set<String>()
        directories = (extraDirectories + dicpath + (includeStandardDirectories ? Self.standardDirectories : []))
            .filter { !$0.isEmpty && $0.utf8.count <= Self.maximumPathBytes && !$0.utf8.contains(0) && seen.insert($0).inserted }
        var found: [SpellingLanguage: DictionaryLocation] = [:]
        let files = FileManager.default
        for directory in directories {
            guard let names = try? files.contentsOfDirectory(atPath: directory) else { continue }
            for name in names.sorted() where name.hasSuffix(".aff") {
                let base = String(name.dropLast(4))
                let dic = directory + "/" + base + ".dic"
                guard let language = SpellingLanguage(base), found[language] == nil,
                      files.isReadableFile(atPath: dic)
                else { continue }
                found[language] = DictionaryLocation(language: language, affixPath: directory + "/" + name, dictionaryPath: dic)
            }
        }
        locations = found
    }

    /// The languages found, sorted by hunspell name.
    public var languages: [SpellingLanguage] { locations.keys.sorted() }

    /// Loads the dictionary of `language` (tens of milliseconds: do it off the keystroke path).
    /// - Throws: ``SpellingError/dictionaryNotFound(_:)`` when it is not installed, or what
    ///   ``HunspellDictionary/init(location:)`` throws.
    public func load(_ language: SpellingLanguage) throws(SpellingError) -> HunspellDictionary {
        guard let location = locations[language] else { throw .dictionaryNotFound(language) }
        return try HunspellDictionary(location: location)
    }
}
