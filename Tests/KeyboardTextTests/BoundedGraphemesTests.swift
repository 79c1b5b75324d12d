import KeyboardText
import Testing

@Suite("Characters bounded by their scalars")
struct BoundedGraphemesTests {
    @Test("text of every script and emoji sequence is left as it is", arguments: [
        "", "hello", "café", "straße", "한국어", "👨‍👩‍👧‍👦 family", "🇩🇪🏳️‍🌈", "1️⃣", "👍🏽", "e\u{301}\u{316}", "नमस्ते",
    ])
    func untouched(text: String) {
        #expect(text.boundingCharacters(toScalars: 32) == text)
        for character in text { #expect(character.bounded(toScalars: 32) == character) }
    }

    @Test("a character under many marks keeps its first scalars, and the text its number of characters")
    func cut() {
        let heavy = "a" + String(repeating: "\u{301}", count: 1_000) + String(repeating: "\u{316}", count: 1_000)
        let text = "x" + heavy + "y"
        let bounded = text.boundingCharacters(toScalars: 32)
        #expect(bounded.count == text.count)
        #expect(bounded.unicodeScalars.count == 1 + 32 + 1)
        #expect(Array(bounded.unicodeScalars.prefix(33)) == Array(text.unicodeScalars.prefix(33)))
        #expect(Character(heavy).bounded(toScalars: 32).unicodeScalars.count == 32)
        #expect(text.boundingCharacters(toScalars: 0).count == text.count, "at least one scalar a character")
    }

    /// Cut after a zero-width joiner, a long emoji sequence would join the emoji after it; cut
    /// among prepended marks, the letter after it.
    @Test("a cut that would join the next character gives U+FFFD instead, and the count holds", arguments: [
        Array(repeating: "👨", count: 20).joined(separator: "\u{200D}") + "👩",
        String(repeating: "\u{600}", count: 40) + "a" + "b",
    ])
    func joining(text: String) {
        let bounded = text.boundingCharacters(toScalars: 32)
        #expect(bounded.count == text.count)
        #expect(bounded.unicodeScalars.count < text.unicodeScalars.count)
        #expect(bounded.first == "\u{FFFD}", "the over-long character, not its cut")
        #expect(bounded.last == text.last, "the character after it untouched")
    }
}
