import Foundation
@testable import KeyboardIntelligence
import KeyboardLearning
import Testing

@Suite("Emoji in the strip")
struct EmojiStripTests {
    /// Function words CLDR lists as keywords of some emoji (`up` ⬆, `on` 🔛, `no` 🚫, `it` and `in`
    /// as country codes among the aliases) and the commonest others: typed or committed, none gets
    /// an emoji in the strip. (The full list of 150+ is checked on `EmojiSearch` itself.)
    static let functionWords = ["the", "a", "to", "I", "it", "and", "up", "on", "of", "in", "is", "you", "that", "for",
                                "with", "be", "have", "not", "this", "but", "off", "out", "over", "no", "so", "The", "IT"]

    @Test("a content word with an exact CLDR keyword gets its emoji beside the words, while composing and after space", arguments: [
        ("pizza", "🍕"), ("rocket", "🚀"), ("ghost", "👻"),
    ])
    func contentWord(word: String, emoji: String) throws {
        let engine = try freshEngine()
        let session = engine.makeSession()
        let composing = type(word, into: session)
        #expect(composing.strip.emoji == Suggestion(text: emoji, kind: .emoji))
        #expect(!composing.strip.slots.contains { $0.kind == .emoji }, "the emoji is never one of the word slots")
        let committed = session.handle(.boundary(.space))
        #expect(committed.edits.isEmpty, "the typed word is never replaced by its emoji")
        #expect(committed.strip.emoji?.text == emoji)
        #expect(committed.strip.slots.allSatisfy { $0.kind == .prediction })
    }

    @Test("no emoji for function words, before or after the space", arguments: functionWords)
    func functionWord(word: String) throws {
        let session = TestEngines.shared.makeSession()
        #expect(type(word, into: session).strip.emoji == nil)
        #expect(session.handle(.boundary(.space)).strip.emoji == nil)
    }

    @Test("a prefix gets none, and the emoji goes when the next word starts")
    func prefixAndNextWord() {
        let session = TestEngines.shared.makeSession()
        #expect(type("pizz", into: session).strip.emoji == nil)
        #expect(type("a", into: session).strip.emoji?.text == "🍕")
        #expect(session.handle(.backspace).strip.emoji == nil)
        #expect(type("a ", into: session).strip.emoji?.text == "🍕")
        #expect(type("t", into: session).strip.emoji == nil)
    }

    @Test("picking the emoji slot inserts the emoji after the word, keeps the word and records a recent")
    func pick() throws {
        let engine = try freshEngine()
        let session = engine.makeSession()
        type("pizza", into: session)
        let picked = session.handle(.pick(slot: SuggestionStrip.emojiSlot))
        #expect(picked.edits == [.insert(" 🍕 ")])
        #expect(engine.recentEmoji == ["🍕"])
        type("rocket ", into: session)
        #expect(session.handle(.pick(slot: SuggestionStrip.emojiSlot)).edits == [.insert("🚀 ")])
        #expect(engine.recentEmoji == ["🚀", "🍕"])
        #expect(session.handle(.pick(slot: SuggestionStrip.emojiSlot)).edits.isEmpty, "no emoji left to pick")
    }

    @Test("a swiped word gets its emoji too; picking it puts the space the gesture did not")
    func afterSwipe() throws {
        let engine = try freshEngine()
        let layout = TestEngines.data.layouts["qwerty-en"]!
        let session = engine.makeSession()
        type("I love ", into: session)
        let swiped = session.handle(.swipe(swipePath("pizza", on: layout)))
        try #require(swiped.edits == [.insert("pizza")])
        #expect(swiped.strip.emoji?.text == "🍕")
        #expect(swiped.strip.slots.allSatisfy { $0.kind == .alternate })
        #expect(session.handle(.pick(slot: SuggestionStrip.emojiSlot)).edits == [.insert(" 🍕 ")])
        #expect(engine.recentEmoji == ["🍕"])
        #expect(session.handle(.swipe(swipePath("the", on: layout))).strip.emoji == nil)
    }

    @Test("no-learning fields show the emoji but record no recent", arguments: [
        FieldTraits(contentType: .emailAddress), FieldTraits(disablesPersonalizedLearning: true),
    ])
    func noLearning(traits: FieldTraits) throws {
        let engine = try freshEngine()
        let session = engine.makeSession(traits: traits)
        #expect(type("pizza", into: session).strip.emoji?.text == "🍕")
        #expect(!session.handle(.pick(slot: SuggestionStrip.emojiSlot)).edits.isEmpty, "the emoji is written")
        #expect(engine.recentEmoji.isEmpty)
    }

    @Test("off fields: no emoji, and no emoji search is ever made", arguments: NullSessionTests.offTraits)
    func offFields(traits: FieldTraits) throws {
        let (engine, _, _, learning) = try TestEngines.counting()
        let session = engine.makeSession(traits: traits)
        let responses = [type("pizza", into: session), session.handle(.boundary(.space)), session.handle(.pick(slot: SuggestionStrip.emojiSlot))]
        #expect(responses.allSatisfy { $0.strip.emoji == nil && $0.edits.isEmpty })
        #expect(!engine.emojiSearches.isBuilt)
        #expect(learning.total == 0)
    }

    @Test("preloading builds the emoji search, so that the first key press does not")
    func preloaded() throws {
        let (engine, _, _, _) = try TestEngines.counting()
        #expect(!engine.emojiSearches.isBuilt)
        engine.preloadDictionaries()
        #expect(engine.emojiSearches.isBuilt)
    }

    @Test("the inline emoji is shown in the preferred skin tone")
    func toned() throws {
        let engine = try freshEngine()
        #expect(type("clap", into: engine.makeSession()).strip.emoji?.text == "👏")
        engine.preferredSkinTone = 3
        #expect(type("clap", into: engine.makeSession()).strip.emoji?.text == "👏🏽")
        #expect(type("pizza", into: engine.makeSession()).strip.emoji?.text == "🍕")
    }
}
