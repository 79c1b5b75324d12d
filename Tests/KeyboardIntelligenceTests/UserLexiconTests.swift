@testable import KeyboardIntelligence
import KeyboardLexicon
import Testing
import TestSupport

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

    /// A front-end sets the user's lists whenever they change (a contact synced, a word added in
    /// the settings), also while a word is being typed: the readings of the letters already typed
    /// that only the new lists have were dropped, so `kubern` then `e` offered no `Kubernetes`.
    @Test("a custom word, a contact or a shortcut set while a word is typed is offered at the next letter", arguments: [
        ("kubern", "e", UserLexicon(customWords: ["Kubernetes"]), "Kubernetes"),
        ("aoib", "h", UserLexicon(contactNames: ["Aoibheann Byrne"]), "Aoibheann"),
        ("grafa", "n", UserLexicon(customWords: ["Grafana"]), "Grafana"),
        ("brb", "x", UserLexicon(textReplacements: [TextReplacement(shortcut: "brbx", phrase: "Be right back")]), "Be right back"),
    ])
    func setWhileTyping(typed: String, next: String, lexicon: UserLexicon, offered: String) throws {
        let engine = try TypingEngine()
        let layout = TestEngines.data.layouts["qwerty-en"]!
        let session = engine.makeSession(layout: layout)
        for letter in typed { _ = session.handle(.key(String(letter), at: layout.key(for: String(letter))?.center)) }
        engine.userLexicon = lexicon
        let strip = session.handle(.key(next, at: layout.key(for: next)?.center)).strip
        #expect(strip.slots.contains { $0.text == offered }, "\(strip.slots.map(\.text))")
        // As a session begun after the lists were set offers it.
        let fresh = engine.makeSession(layout: layout)
        for letter in typed + next { _ = fresh.handle(.key(String(letter), at: layout.key(for: String(letter))?.center)) }
        #expect(fresh.strip.slots.map(\.text) == strip.slots.map(\.text))
    }
}
