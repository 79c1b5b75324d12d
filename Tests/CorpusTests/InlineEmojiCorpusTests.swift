import Foundation
import KeyboardEmoji
import KeyboardEvaluation
import Testing
import TestSupport

/// The inline emoji (`EmojiSearch.inlineEmoji(for:)`) on its gold files
/// (Tests/CorpusTests/Corpora/inline-emoji-en*.tsv, PROVENANCE.md), as `keyboard-bench emoji FILE
/// --inline` scores them.
///
/// Each file prints its figures and fails below a floor set just under the figure measured when
/// it was last raised, and above the number of words that got an emoji where none was wanted — a
/// ratchet: when the inline emoji improves, raise the floors (docs/BENCHMARK.md, "Inline emoji").
@Suite("Inline emoji corpus")
struct InlineEmojiCorpusTests {
    struct Floor: Sendable, CustomStringConvertible {
        var file: String
        var accuracy: Double
        /// The most words that may get an emoji where the file wants none.
        var extra: Int
        var description: String { file }
    }

    /// Floors under the figures measured when the inline emoji took a word's own ZWJ sequence,
    /// CLDR and an alias agreeing, and a plural's singular (dev 0.824, 2 extra; evaluation
    /// 0.813, 4 extra).
    static let floors = [
        Floor(file: "inline-emoji-en-dev", accuracy: 0.82, extra: 2),
        Floor(file: "inline-emoji-en", accuracy: 0.81, extra: 4),
    ]

    static let search = EmojiSearch(library: EmojiLibrary(directory: ResourceFixtures.path("Emoji")), locales: ["en"])

    @Test("accuracy on the inline-emoji gold files stays at or above its floor", arguments: floors)
    func accuracy(floor: Floor) throws {
        let url = try #require(Bundle.module.url(forResource: floor.file, withExtension: "tsv", subdirectory: "Corpora"))
        let result = InlineEmojiEvaluation(try InlineEmojiWord.read(path: url.path), keepingMisses: 5, inline: Self.search.inlineEmoji(for:))
        print("inline \(floor.file): accuracy \(result.accuracy) (\(result.rightEmoji) of \(result.withEmoji) with their emoji, "
            + "\(result.rightNone) of \(result.withoutEmoji) with none; \(result.wrong) wrong, \(result.missing) missing, \(result.extra) extra)")
        #expect(result.words > 300)
        #expect(result.accuracy >= floor.accuracy, "\(result.misses)")
        #expect(result.extra <= floor.extra, "\(result.misses)")
    }
}
