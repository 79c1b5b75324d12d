#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyboardData
import KeyboardSync

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

    /// The annotations of `locale` (exactly that file; fallback is the search's job).
    /// - Throws: ``ResourceError`` when the file is missing or corrupt.
    public func annotations(for locale: String) throws(ResourceError) -> EmojiAnnotations {
        lock.lock()
        defer { lock.unlock() }
        if let annotations = loaded[locale] { return annotations }
        guard locales.contains(locale) else { throw .unreadable(file: path(for: locale), errno: 2) }
        let annotations = try EmojiAnnotations(path: path(for: locale))
        loaded[locale] = annotations
        return annotations
    }

    /// The locale chain searched for `locale`: `de_CH` → `de_CH`, `de`, `root` (those available).
    public func fallbackChain(for locale: String) -> [String] {
        var chain: [String] = []
        var current = String(String.UnicodeScalarView(locale.unicodeScalars.map { $0 == "-" ? "_" : $0 }))
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
