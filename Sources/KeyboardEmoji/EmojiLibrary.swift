#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyboardData
import KeyboardSync
import KeyboardText

/// The emoji annotation files available in a folder, one per CLDR locale, loaded on demand.
///
/// Listing reads only the folder; a locale's file is mapped and verified the first time it is
/// asked for and kept for the library's lifetime. Thread-safe.
public final class EmojiLibrary: @unchecked Sendable {
    /// The folder holding `<locale>.emoji` files.
    public let directory: String
    /// The locales available, sorted (`af`, `am`, …, `en`, `en_GB`, …).
    public let locales: [String]

    /// The popularity prior, when the folder has one (`popularity.prior`).
    public let popularity: EmojiPopularity?

    private let lock = Lock()
    private var loaded: [String: EmojiAnnotations] = [:]

    /// Lists the `.emoji` files of `directory` (an unreadable folder gives no locales).
    public init(directory: String) {
        self.directory = directory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        locales = names.filter { $0.hasSuffix(".emoji") }.map { String($0.dropLast(6)) }.sorted()
        popularity = try? EmojiPopularity(path: directory + "/popularity.prior")
    }

    /// Whether `name` can name a locale: 1 to ``maximumLocaleNameBytes`` ASCII letters, digits,
    /// `_` and `-` (KeyboardText's `LocaleName`, which the spelling languages check too). Anything
    /// else names none, and is not compared with the library's names: a string compared or hashed
    /// is normalised first, which takes time growing with the square of a run of marks out of
    /// canonical order (minutes for a hostile name of 20,000 of them).
    public static func isLocaleName(_ name: String) -> Bool {
        LocaleName.isWellFormed(name)
    }

    /// The longest locale name, in bytes (CLDR's longest file name, `sr_Cyrl_BA`, has 10).
    public static let maximumLocaleNameBytes = LocaleName.maximumBytes

    /// The annotations of `locale` (exactly that file; fallback is the search's job).
    /// - Throws: ``ResourceError`` when the file is missing or corrupt, or `locale` names no
    ///   locale (``isLocaleName(_:)``).
    public func annotations(for locale: String) throws(ResourceError) -> EmojiAnnotations {
        guard Self.isLocaleName(locale) else { throw .unreadable(file: directory + "/(not a locale name)", errno: 2) }
        lock.lock()
        defer { lock.unlock() }
        if let annotations = loaded[locale] { return annotations }
        guard locales.contains(locale) else { throw .unreadable(file: path(for: locale), errno: 2) }
        let annotations = try EmojiAnnotations(path: path(for: locale))
        loaded[locale] = annotations
        return annotations
    }

    /// The locale chain searched for `locale`: `de_CH` → `de_CH`, `de`, `root` (those available);
    /// for a name that names no locale (``isLocaleName(_:)``), `root` alone where the library has
    /// that file, else nothing (the bundled data has none).
    public func fallbackChain(for locale: String) -> [String] {
        var chain: [String] = []
        var current = Self.isLocaleName(locale) ? String(String.UnicodeScalarView(locale.unicodeScalars.map { $0 == "-" ? "_" : $0 })) : ""
        while !current.isEmpty {
            chain.append(current)
            guard let cut = current.lastIndex(of: "_") else { break }
            current = String(current[..<cut])
        }
        chain.append("root")
        return chain.filter { locales.contains($0) }
    }

    /// The other regional locales of `locale`'s language, outside its fallback chain: `fr` →
    /// `fr_CA`; `es` → `es_419`, `es_MX`, `es_US`; `de_CH` → none. Their words are the same
    /// language's (`merci` for 🙏 and `café` for ☕ are in `fr_CA` only), so search consults them
    /// below the chain's own. Script variants (`zh_Hant`, `sr_Latn`) are another writing system,
    /// not a region's words, and are left out.
    public func regionalVariants(of locale: String) -> [String] {
        guard Self.isLocaleName(locale) else { return [] }
        let chain = fallbackChain(for: locale)
        let language = String(locale.prefix { $0 != "_" && $0 != "-" })
        guard !language.isEmpty else { return [] }
        return locales.filter { candidate in
            guard candidate.hasPrefix(language + "_"), !chain.contains(candidate) else { return false }
            let region = candidate.dropFirst(language.count + 1).prefix { $0 != "_" }
            return (region.count == 2 && region.allSatisfy { $0.isASCII && $0.isUppercase })
                || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber })
        }
    }

    private func path(for locale: String) -> String {
        directory + "/" + locale + ".emoji"
    }
}
