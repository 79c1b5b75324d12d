import KeyboardText
import Testing

@Suite("Locale names")
struct LocaleNameTests {
    @Test("hunspell names, BCP-47 tags and CLDR file names are well formed", arguments: [
        "en", "en_US", "en-US", "de_DE_frami", "sr_Cyrl_BA", "es_419", "X", String(repeating: "a", count: LocaleName.maximumBytes),
    ])
    func wellFormed(name: String) {
        #expect(LocaleName.isWellFormed(name))
    }

    @Test("empty, long, non-ASCII and punctuated names are not", arguments: [
        "", String(repeating: "a", count: LocaleName.maximumBytes + 1), "fr_Fé", "en US", "../etc", "en.US", "en_US\u{0}",
        "ｅｎ", "en\u{301}", "@", "[", "`", "{", "/", ":",
    ])
    func malformed(name: String) {
        #expect(!LocaleName.isWellFormed(name))
    }

    /// Read by bytes, a name under a million marks out of canonical order is refused at once;
    /// compared or hashed as a string, it would be normalised first, for hours.
    @Test("a name under many marks out of canonical order is refused without being normalised", .timeLimit(.minutes(1)))
    func unorderedMarks() {
        let name = "en" + String(repeating: "\u{301}\u{316}", count: 1_000_000)
        #expect(!LocaleName.isWellFormed(name))
    }
}
