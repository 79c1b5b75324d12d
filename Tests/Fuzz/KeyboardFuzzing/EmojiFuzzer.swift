import Foundation
import KeyboardEmoji
import KeyboardIntelligence

/// `fuzz-emoji`: hostile emoji queries — and hostile locale names — through the bundled
/// annotations.
///
/// Byte 0 picks the locales searched (English, German, Japanese, Arabic, a regional locale, a
/// mixture, or a locale name made from the bytes); byte 1 the result limit (negative and huge
/// ones included); the rest is the query. Search must return at most `limit` results, each a
/// non-empty emoji, and no locale name may reach a file outside the emoji folder.
public enum EmojiFuzzer: FuzzHarness {
    public static let name = "fuzz-emoji"

    static let library = EmojiLibrary(directory: BundledData.bundledDirectory + "/Emoji")
    static let localeSets: [[String]] = [["en"], ["de"], ["ja"], ["ar"], ["de_CH"], ["en", "de", "fr"], ["zz"], []]
    static let searches: [EmojiSearch] = localeSets.map { EmojiSearch(library: library, locales: $0) }
    static let limits = [0, 1, 3, 24, -1, Int.min, Int.max, 1000]

    public static func prepare() {
        _ = searches
    }

    public static func fuzz(_ data: UnsafeRawBufferPointer) {
        var input = FuzzInput(data)
        let choice = Int(input.byte())
        let limit = input.pick(limits)
        let search: EmojiSearch
        if choice % 16 < searches.count {
            search = searches[choice % 16]
        } else {
            // A hostile locale name: `../..`, NUL, 10 kB; it must resolve to nothing or a real locale.
            let locale = HostileText.string(&input, maximumPieces: 3, maximumRepeat: 10_000)
            _ = try? library.annotations(for: locale)
            precondition(library.fallbackChain(for: locale).allSatisfy(library.locales.contains), "a fallback outside the library")
            search = EmojiSearch(library: library, locales: [locale])
        }
        let query = input.byte() % 4 == 0 ? HostileText.string(&input) : String(decoding: input.remainder(), as: UTF8.self)
        let results = search.search(query, limit: limit)
        precondition(results.count <= max(0, limit), "\(results.count) results for limit \(limit)")
        precondition(results.allSatisfy { !$0.emoji.isEmpty }, "an empty emoji")
        _ = search.inlineEmoji(for: query)
    }
}
