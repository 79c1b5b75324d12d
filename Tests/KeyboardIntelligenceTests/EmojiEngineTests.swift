import Foundation
import KeyboardIntelligence
import KeyboardLearning
import Testing
import TestSupport

/// Engines with their own in-memory store, so recents and tones of one test do not leak into
/// another (the shared engine's store is shared by every suite).
func freshEngine(languages: [String] = ["en_US"], folder: String? = nil) throws -> TypingEngine {
    try TypingEngine(configuration: EngineConfiguration(languages: languages, learnedStoreDirectory: folder))
}

@Suite("Emoji through the engine: search, recents, skin tone")
struct EmojiEngineTests {
    @Test("search answers in the active languages and in English")
    func search() throws {
        let german = try freshEngine(languages: ["de_DE"])
        #expect(german.searchEmoji("herz", limit: 3).map(\.emoji).contains("❤️"))
        #expect(german.searchEmoji("heart", limit: 3).map(\.emoji).contains("❤️"))
        #expect(try freshEngine().searchEmoji("thumbs up", limit: 1).map(\.emoji) == ["👍"])
    }

    /// `hapy` and `smiel` found nothing: the query's words were matched only as typed.
    @Test("a query that finds nothing is searched again with its misspelt words corrected; one that finds something, or nothing near, is not",
          arguments: [("hapy", "happy"), ("smiel", "smile"), ("laughh", "laugh")])
    func misspeltQuery(typed: String, meant: String) throws {
        let engine = TestEngines.shared
        let found = engine.searchEmoji(typed, limit: 8)
        #expect(!found.isEmpty)
        #expect(found == engine.searchEmoji(meant, limit: 8))
        #expect(engine.searchEmoji("xqzvw").isEmpty)
        // `hert` is no word and matches nothing: corrected to `heart`; `hart` is a word, kept.
        #expect(engine.searchEmoji("hert", limit: 3) == engine.searchEmoji("heart", limit: 3))
        #expect(engine.searchEmoji("hart").map(\.emoji) != engine.searchEmoji("heart").map(\.emoji))
    }

    @Test("recents: most recent first, a repeat moves to the front, capped at 40")
    func recents() throws {
        let engine = try freshEngine()
        let policy = FieldPolicy(traits: .default)
        for emoji in ["😀", "👍", "🍕"] { engine.recordEmojiUse(emoji, policy: policy) }
        #expect(engine.recentEmoji == ["🍕", "👍", "😀"])
        engine.recordEmojiUse("😀", policy: policy)
        #expect(engine.recentEmoji == ["😀", "🍕", "👍"])
        let many = (0x1F400..<0x1F430).map { String(UnicodeScalar($0)!) } // 48 animals
        for emoji in many { engine.recordEmojiUse(emoji, policy: policy) }
        #expect(engine.recentEmoji.count == LearnedWordStore.emojiRecentsCapacity)
        #expect(engine.recentEmoji == Array(many.reversed().prefix(LearnedWordStore.emojiRecentsCapacity)))
        #expect(!engine.recentEmoji.contains("😀"), "the oldest fell off")
        engine.recordEmojiUse("🦄", policy: FieldPolicy(traits: FieldTraits(contentType: .url)))
        #expect(engine.recentEmoji.first != "🦄", "a no-learning field records nothing")
        engine.forgetAllLearnedWords()
        #expect(engine.recentEmoji.isEmpty)
    }

    @Test("skin tone: set through the engine, applied to search, kept across engines on the same store")
    func skinToneRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/emoji-store-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try freshEngine(folder: folder)
        #expect(first.preferredSkinTone == 0)
        #expect(first.searchEmoji("thumbs up", limit: 1).first?.emoji == "👍")
        first.preferredSkinTone = 4
        #expect(first.preferredSkinTone == 4)
        #expect(first.searchEmoji("thumbs up", limit: 1).first?.emoji == "👍🏾")
        #expect(first.searchEmoji("pizza", limit: 1).first?.emoji == "🍕", "an emoji without tones stays as it is")
        let second = try freshEngine(folder: folder)
        #expect(second.preferredSkinTone == 4)
        #expect(second.searchEmoji("thumbs up", limit: 1).first?.emoji == "👍🏾")
        second.preferredSkinTone = 0
        #expect(second.searchEmoji("thumbs up", limit: 1).first?.emoji == "👍")
        second.preferredSkinTone = 12
        #expect(second.preferredSkinTone == 5, "clamped")
        #expect(try freshEngine(folder: folder).preferredSkinTone == 5)
    }

    @Test("forgetting what the user taught resets the skin tone in the running engine, not only in the store")
    func skinToneForgotten() throws {
        let folder = TemporaryDirectory("emoji-store")
        let engine = try freshEngine(folder: folder.path)
        engine.preferredSkinTone = 4
        #expect(engine.searchEmoji("thumbs up", limit: 1).first?.emoji == "👍🏾")
        engine.forgetAllLearnedWords()
        #expect(engine.preferredSkinTone == 0)
        #expect(engine.searchEmoji("thumbs up", limit: 1).first?.emoji == "👍")
        #expect(try freshEngine(folder: folder.path).preferredSkinTone == 0)
    }
}
