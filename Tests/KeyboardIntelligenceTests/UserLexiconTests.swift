@testable import KeyboardIntelligence
import KeyboardLexicon
import Testing

@Suite("User lexicon bounds")
struct UserLexiconTests {
    /// 100,000 contacts took two seconds and some 155 MB to index, on the thread setting them.
    @Test("each list is read to its bound, the first entries kept; a name to its first words")
    func bounded() throws {
        let engine = try TypingEngine()
        let names = (0..<UserLexicon.maximumContactNames).map { "Zqname\($0)" }
        let words = (0..<UserLexicon.maximumCustomWords).map { "zqword\($0)" }
        let replacements = (0..<UserLexicon.maximumTextReplacements).map { TextReplacement(shortcut: "zqs\($0)", phrase: "phrase \($0)") }
        let longName = (1...UserLexicon.maximumWordsPerName + 1).map { "Zqpart\($0)" }.joined(separator: " ")
        // One word of many parts: the parts count with the words (they went past the bound).
        let hyphenated = (1...UserLexicon.maximumWordsPerName + 1).map { "Q\($0)" }.joined(separator: "-")
        #expect(UserLexicon(contactNames: [hyphenated]).nameWords.count <= UserLexicon.maximumWordsPerName)
        engine.userLexicon = UserLexicon(textReplacements: replacements + [TextReplacement(shortcut: "zqomw", phrase: "On my way!")],
                                         contactNames: [longName] + names.dropLast() + ["Quixotl Zqlast"],
                                         customWords: words + ["flimflamz"])
        let user = engine.userWords
        #expect(user.words.entry(forKey: "zqword\(UserLexicon.maximumCustomWords - 1)") != nil)
        #expect(user.words.entry(forKey: "flimflamz") == nil)
        #expect(user.words.entry(forKey: "zqname\(UserLexicon.maximumContactNames - 2)") != nil)
        #expect(user.words.entry(forKey: "quixotl") == nil)
        #expect(user.words.entry(forKey: "zqpart\(UserLexicon.maximumWordsPerName)") != nil)
        #expect(user.words.entry(forKey: "zqpart\(UserLexicon.maximumWordsPerName + 1)") == nil)
        #expect(user.replacements["zqs\(UserLexicon.maximumTextReplacements - 1)"] != nil)
        #expect(user.replacements["zqomw"] == nil)
        // As a session sees it: the word past the bound is no word of the user's.
        let session = engine.makeSession()
        for letter in "flimflam" { _ = session.handle(.key(String(letter))) }
        #expect(!session.strip.slots.contains { $0.text == "flimflamz" })
    }

    /// Switching applyReplacementsOnSpace (a settings toggle) indexed every list again.
    @Test("a change of applyReplacementsOnSpace alone keeps the tables; a change of a list rebuilds them")
    func flagKeepsTables() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: "omw", phrase: "On my way!")],
                                         contactNames: ["Zoë Quixotl"], customWords: ["flimflamz"])
        let before = engine.userWords.words.trieIdentity
        engine.userLexicon.applyReplacementsOnSpace = true
        #expect(engine.userWords.words.trieIdentity == before)
        #expect(engine.userLexicon.applyReplacementsOnSpace)
        let session = engine.makeSession()
        for letter in "omw" { _ = session.handle(.key(String(letter))) }
        #expect(session.handle(.boundary(.space)).edits == [.delete(3), .insert("On my way! ")], "the new flag is read")
        // Equal lists built apart are the same entries too.
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: "omw", phrase: "On my way!")],
                                         contactNames: ["Zoë Quixotl"], customWords: ["flimflamz"])
        #expect(engine.userWords.words.trieIdentity == before)
        #expect(!engine.userLexicon.applyReplacementsOnSpace)
        engine.userLexicon.customWords.append("zqnew")
        #expect(engine.userWords.words.trieIdentity != before)
        #expect(engine.userWords.words.entry(forKey: "zqnew") != nil)
        engine.userLexicon.textReplacements[0].phrase = "On my way"
        #expect(engine.userWords.replacements["omw"] == "On my way")
    }
}
