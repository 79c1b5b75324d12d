import Foundation
import KeyboardIntelligence
import KeyboardLayout
import KeyboardSpelling
import TestSupport
import Testing

/// Hostile input at every public entry point of the facade (docs/RELIABILITY.md, "Hostile input"):
/// each answers with a typed error or a safe, empty result, in time bounded by an input cap.
@Suite("Hostile input at the facade")
struct HostileInputTests {
    let engine = TestEngines.shared

    /// Strings no keyboard should fall over: 100 kB runs, combining marks, RTL, ZWJ, NUL.
    static let hostileText: [String] = [
        String(repeating: "a", count: 100_000),
        String(repeating: "word ", count: 20_000),
        "e" + String(repeating: "\u{301}", count: 50_000),
        String(repeating: "👨‍👩‍👧‍👦", count: 5_000),
        String(repeating: "שלום עולם ", count: 5_000) + "\u{202E}abc",
        "ab\u{0}cd \u{0}\u{0}",
        "\u{FEFF}\u{200B}\u{200D}\u{FE0F}",
        String(decoding: [0xFF, 0xFE, 0xC3, 0x28, 0xE2, 0x82], as: UTF8.self),
    ]

    // MARK: TypingEngine

    @Test("language names that are not names are typed errors",
          arguments: ["", "../../etc/passwd", "en_US\u{0}", String(repeating: "e", count: 10_000), "🇺🇸", "en_US/../../x"])
    func hostileLanguages(name: String) {
        #expect(throws: EngineError.invalidLanguage(name)) { try TypingEngine(configuration: EngineConfiguration(languages: [name])) }
        #expect(throws: EngineError.invalidLanguage(name)) { try engine.spellChecker(for: name) }
    }

    @Test("a damaged file in a resource folder is a typed error naming it",
          arguments: ["Lexicon/en.lexicon", "Emoji/en.emoji", "Layouts/qwerty-en.layout"])
    func damagedResources(file: String) throws {
        let folder = try ResourceFixtures.englishFolder("resources", copying: true)
        _ = try TypingEngine(configuration: EngineConfiguration(resourceDirectory: folder.path))
        var bytes = try Data(contentsOf: URL(fileURLWithPath: folder.file(file)))
        bytes[bytes.count / 2] ^= 0x5A
        try bytes.write(to: URL(fileURLWithPath: folder.file(file)))
        do {
            _ = try TypingEngine(configuration: EngineConfiguration(resourceDirectory: folder.path))
            Issue.record("a damaged \(file) was accepted")
        } catch let .resource(error) {
            #expect(error == .checksumMismatch(file: folder.file(file)))
        } catch let .layout(.resource(error)) {
            #expect(error == .checksumMismatch(file: folder.file(file)))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("store folders that cannot hold a store keep learned words in memory",
          arguments: ["/proc/no-such-folder", "/dev/null", "/dir\u{0}with-nul", "/" + String(repeating: "x/", count: 3_000), "", "relative-store"])
    func hostileStoreFolders(path: String) throws {
        // Under a private folder, so nothing a failed attempt creates is left behind.
        let root = TemporaryDirectory("hostile-store")
        let folder = path.hasPrefix("/dir") || path.hasPrefix("/x") ? root.path + path : path
        let engine = try TypingEngine(configuration: EngineConfiguration(learnedStoreDirectory: folder))
        #expect(!engine.isLearningPersistent)
        type("zqhostile zqhostile zqhostile  ", into: engine.makeSession(), layout: nil)
        #expect(engine.learnedWordCount == 1)
        #expect(engine.forgetAllLearnedWords(), "no file there holds a word: the reset is made")
        #expect(engine.learnedWordCount == 0)
        #expect(!FileManager.default.fileExists(atPath: "relative-store"))
        #expect(!FileManager.default.fileExists(atPath: root.path + "/dir"))
    }

    @Test("dictionary folders that are not folders are skipped; the system's still serve")
    func hostileDictionaryFolders() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(
            dictionaryDirectories: ["/no/such/folder", "/dev/null", "/usr/share\u{0}/x", "", String(repeating: "/x", count: 5_000), "relative"]))
        #expect(engine.preloadDictionaries().isEmpty)
        #expect(try engine.spellChecker(for: "en_US").isCorrect("keyboard"))
        #expect(engine.dictionaries.directories.allSatisfy { !$0.utf8.contains(0) && !$0.isEmpty })
    }

    @Test("forgetting hostile words is harmless: the words learned stay", arguments: hostileText + [""])
    func hostileForget(word: String) throws {
        let engine = try TypingEngine()
        type("zqhostile zqhostile zqhostile  ", into: engine.makeSession(), layout: nil)
        #expect(engine.learnedWordCount == 1, "typed three times, kept")
        engine.forgetLearnedWord(word)
        #expect(engine.learnedWordCount == 1, "a hostile word forgets nothing else")
        engine.forgetLearnedWord("zqhostile")
        #expect(engine.learnedWordCount == 0, "forgetting still works after it")
    }

    // MARK: TypingSession

    @Test("reconcile with hostile context: no edits, at most three slots, typing goes on", arguments: hostileText)
    func hostileReconcile(text: String) {
        let session = engine.makeSession()
        for (before, after) in [(text, ""), ("", text), (text, text), (text + " ", text)] {
            let response = session.reconcile(before: before, after: after)
            #expect(response.edits.isEmpty)
            #expect(response.strip.slots.count <= 3)
        }
        _ = session.reconcile(before: text + " ", after: "")
        _ = session.handle(.key("t"))
        _ = session.handle(.key("e"))
        _ = session.handle(.key("h"))
        #expect(session.handle(.boundary(.space)).edits == [.delete(3), .insert("the ")])
    }

    @Test("hostile keys: typed as is, with at most three slots and no edit but the key's own", arguments: hostileText)
    func hostileKeys(text: String) {
        let session = engine.makeSession()
        let response = session.handle(.key(text))
        #expect(response.edits.isEmpty)
        #expect(response.strip.slots.count <= 3)
        let space = session.handle(.boundary(.space))
        #expect(space.edits.isEmpty)
        #expect(session.handle(.backspace).strip.slots.count <= 3)
    }

    @Test("one grapheme of 50,000 combining marks, key after key, stays bounded")
    func combiningKeys() {
        let session = engine.makeSession()
        let mark = String(repeating: "\u{301}", count: 50_000)
        for letter in ["t", mark, "e", mark, "h", mark] {
            #expect(session.handle(.key(letter)).strip.slots.count <= 3)
        }
        let space = session.handle(.boundary(.space))
        #expect(space.edits.allSatisfy { if case let .delete(n) = $0 { n >= 0 && n <= 6 } else { true } })
    }

    /// Marks out of canonical order (U+0301 sorts after U+0316): normalising such a run takes
    /// time that grows with its square (150,000 of each: a minute and more a pass), so the word
    /// or query may be read only so far. A session commits it, which asks for its inline emoji;
    /// emoji search, and its correction of words it does not know, reads the query.
    @Test("a grapheme of 300,000 marks out of canonical order: committed, learned and searched without a stall",
          .timeLimit(.minutes(1)))
    func unorderedMarks() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(learnedStoreDirectory: nil))
        let marks = "a" + String(repeating: "\u{301}", count: 150_000) + String(repeating: "\u{316}", count: 150_000)
        for _ in 0..<3 {
            let session = engine.makeSession()
            #expect(session.handle(.key(marks)).strip.slots.count <= 3)
            _ = session.handle(.boundary(.space))
        }
        #expect(engine.learnedWordCount <= 1, "at most the word as the session read it, cut to 32 scalars")
        #expect(engine.searchEmoji(marks).count <= 24)
        // Five letters, each under 200,000 marks: each read to its first 32 scalars, with no
        // cost table a scalar a row for the words it does not know.
        let heavy = ["x", "q", "z", "v", "w"].map { $0 + String(repeating: "\u{301}", count: 200_000) }.joined()
        #expect(engine.searchEmoji(heavy).count <= 24)
        // The same before the cursor, and as a boundary's mark.
        let session = engine.makeSession()
        #expect(session.reconcile(before: "I said " + marks, after: marks).edits.isEmpty)
        #expect(session.handle(.boundary(.punctuation(Character(marks)))).strip.slots.count <= 3)
    }

    static let hostilePaths: [[SwipePoint]] = {
        let p = { (x: Double, y: Double, t: Double?) in SwipePoint(x: x, y: y, t: t) }
        var paths: [[SwipePoint]] = [[], [p(100, 100, nil)]]
        paths.append([p(.nan, 0, nil), p(10, 10, nil)])
        paths.append([p(0, 0, nil), p(1e308, -1e308, nil)])
        paths.append([p(0, 0, .infinity), p(500, 100, 0)])
        paths.append([p(-1e9, -1e9, nil), p(-1e9 + 1, -1e9, nil)])
        paths.append((0..<100_000).map { p(Double($0 % 1_400), Double($0 % 700), Double($0)) })
        paths.append(Array(repeating: p(650, 130, 0), count: 5_000))
        return paths
    }()

    @Test("hostile swipe paths: nothing committed, or one word; at most three slots", arguments: hostilePaths)
    func hostileSwipes(path: [SwipePoint]) {
        let session = engine.makeSession()
        let response = session.handle(.swipe(path))
        #expect(response.strip.slots.count <= 3)
        #expect(response.edits.allSatisfy { if case let .delete(n) = $0 { n == 0 } else { true } })
        #expect(response.edits.count <= 2)
        // Typing goes on.
        #expect(type(" teh ", into: session, layout: nil).edits == [.delete(3), .insert("the ")])
    }

    @Test("picks of slots that do not exist do nothing", arguments: [-1, 3, 7, Int.max, Int.min])
    func hostilePicks(slot: Int) {
        let session = engine.makeSession()
        _ = session.handle(.key("t"))
        #expect(session.handle(.pick(slot: slot)).edits.isEmpty)
    }

    @Test("boundaries with NUL, emoji and combining punctuation end the word like any other",
          arguments: [Character("\u{0}"), "👍", "e\u{301}", "\u{202E}", "…"])
    func hostileBoundaries(character: Character) {
        let session = engine.makeSession()
        _ = session.handle(.key("h"))
        _ = session.handle(.key("i"))
        let response = session.handle(.boundary(.punctuation(character)))
        #expect(response.strip.slots.count <= 3)
        #expect(response.edits.isEmpty || response.edits.last == .insert("hi" + String(character)) || response.edits.contains(.delete(2)))
        // The word ended: the next letters are a word of their own, corrected alone.
        #expect(type(" teh ", into: session, layout: nil).edits == [.delete(3), .insert("the ")])
    }

    @Test("layouts made of hostile keys are typed errors, and odd valid ones still type", .timeLimit(.minutes(1)))
    func hostileLayouts() throws {
        let key = [Key(label: "a", x: 0, y: 0, width: 1, height: 1)]
        #expect((try? KeyboardLayout(name: String(repeating: "n", count: KeyboardLayout.maximumNameBytes), keys: key)) != nil)
        #expect(throws: LayoutError.invalidName(String(repeating: "n", count: KeyboardLayout.maximumNameBytes))) {
            try KeyboardLayout(name: String(repeating: "n", count: KeyboardLayout.maximumNameBytes + 1), keys: key)
        }
        #expect(throws: LayoutError.empty) { try KeyboardLayout(name: "none", keys: []) }
        #expect(throws: LayoutError.invalidKey(label: "a")) { try KeyboardLayout(name: "nan", keys: [Key(label: "a", x: .nan, y: 0, width: 1, height: 1)]) }
        #expect(throws: LayoutError.invalidKey(label: "a")) { try KeyboardLayout(name: "flat", keys: [Key(label: "a", x: 0, y: 0, width: 0, height: 1)]) }
        // Labels empty or past 64 bytes, and names past 64 bytes: hashed, one under marks out of
        // canonical order took time growing with the square of their number (18 s for 100,000
        // pairs; hours for these).
        #expect(throws: LayoutError.invalidKey(label: "")) { try KeyboardLayout(name: "blank", keys: [Key(label: "", x: 0, y: 0, width: 1, height: 1)]) }
        let unordered = "a" + String(repeating: "\u{301}\u{316}", count: 1_000_000)
        #expect(throws: LayoutError.self) { try KeyboardLayout(name: "marks", keys: [Key(label: unordered, x: 0, y: 0, width: 1, height: 1)]) }
        #expect(throws: LayoutError.self) { try KeyboardLayout(name: unordered, keys: key) }
        #expect(throws: LayoutError.self) { try KeyboardLayout(name: "long", keys: [Key(label: String(repeating: "a", count: 65), x: 0, y: 0, width: 1, height: 1)]) }
        _ = try KeyboardLayout(name: "long", keys: [Key(label: String(repeating: "a", count: 64), x: 0, y: 0, width: 1, height: 1)])
        #expect(throws: LayoutError.duplicateKey(label: "a")) {
            try KeyboardLayout(name: "twice", keys: [Key(label: "a", x: 0, y: 0, width: 1, height: 1), Key(label: "a", x: 1, y: 0, width: 1, height: 1)])
        }
        // One huge key, and a layout with no letters at all: sessions still answer.
        let huge = try KeyboardLayout(name: "huge", keys: [Key(label: "x", x: -1e300, y: -1e300, width: 1e300, height: 1e300)])
        let emoji = try KeyboardLayout(name: "emoji", keys: [Key(label: "👍", x: 0, y: 0, width: 10, height: 10)])
        for layout in [huge, emoji] {
            let session = engine.makeSession(layout: layout)
            for point in [Point(x: 0, y: 0), Point(x: 1e308, y: -1e308), Point(x: .nan, y: 1)] {
                #expect(session.handle(.key("a", at: point)).strip.slots.count <= 3)
            }
            #expect(session.handle(.boundary(.space)).strip.slots.count <= 3)
        }
    }

    // MARK: Emoji screen and swipe set-up

    @Test("emoji search, recents and skin tone with hostile input")
    func hostileEmojiScreen() throws {
        let engine = try TypingEngine()
        for query in Self.hostileText + ["", " ", "\u{0}", "../../etc/passwd"] {
            for limit in [-1, 0, 3, Int.max, Int.min] {
                #expect(engine.searchEmoji(query, limit: limit).count <= max(0, min(limit, 10_000)))
            }
        }
        let full = FieldPolicy(traits: .default)
        for text in ["password", "hunter2", "123", "", String(repeating: "👍", count: 2), "a\u{0}", "e\u{301}"] + Self.hostileText {
            engine.recordEmojiUse(text, policy: full)
        }
        #expect(engine.recentEmoji.isEmpty)
        for emoji in ["👍🏽", "🏳️‍🌈", "🇩🇪", "1️⃣", "❤️"] { engine.recordEmojiUse(emoji, policy: full) }
        #expect(engine.recentEmoji == ["❤️", "1️⃣", "🇩🇪", "🏳️‍🌈", "👍🏽"])
        for tone in [Int.min, -1, 6, Int.max] {
            engine.preferredSkinTone = tone
            #expect((0...5).contains(engine.preferredSkinTone))
        }
    }

    @Test("the swipe index of odd layouts builds, and gestures on them answer")
    func hostileSwipeLayouts() throws {
        let huge = try KeyboardLayout(name: "huge", keys: [Key(label: "x", x: -1e300, y: -1e300, width: 1e300, height: 1e300)])
        let noLetters = try KeyboardLayout(name: "emoji", keys: [Key(label: "👍", x: 0, y: 0, width: 10, height: 10)])
        let tiny = try KeyboardLayout(name: "tiny", keys: TestEngines.data.layouts["qwerty-en"]!.keys.map {
            Key(label: $0.label, x: $0.x * 1e-9, y: $0.y * 1e-9, width: $0.width * 1e-9, height: $0.height * 1e-9)
        })
        for layout in [huge, noLetters, tiny] {
            engine.preloadSwipeDecoder(for: layout)
            let session = engine.makeSession(layout: layout)
            let response = session.handle(.swipe([SwipePoint(x: 0, y: 0, t: 0), SwipePoint(x: 1e-7, y: 1e-7, t: 10)]))
            #expect(response.strip.slots.count <= 3)
        }
        // A layout a billion times smaller decodes as the full-size one does.
        let word = engine.makeSession(layout: tiny).handle(.swipe(SwipePaths.through("hello", on: tiny)))
        #expect(word.edits == [.insert("Hello")])
    }

    // MARK: UserLexicon

    @Test("a user lexicon of 10,000 words, empty entries and 100 kB entries: sessions still answer")
    func hostileUserLexicon() throws {
        let engine = try TypingEngine()
        let many = (0..<10_000).map { "zqword\($0)" }
        engine.userLexicon = UserLexicon(
            textReplacements: [TextReplacement(shortcut: "", phrase: "x"), TextReplacement(shortcut: "omw", phrase: ""),
                               TextReplacement(shortcut: "big", phrase: String(repeating: "b", count: 100_000))],
            contactNames: ["", " , ", String(repeating: "Zoë ", count: 25_000)],
            customWords: many + ["", String(repeating: "a", count: 100_000), "ab\u{0}cd"])
        let session = engine.makeSession()
        for letter in "zqword1" { _ = session.handle(.key(String(letter))) }
        #expect(session.strip.slots.contains { $0.text.hasPrefix("zqword1") })
        let a = engine.makeSession().handle(.key("a"))
        #expect(a.strip.slots.allSatisfy { $0.text.utf8.count <= UserLexicon.maximumWordBytes })
        #expect(engine.makeSession().handle(.boundary(.space)).edits.isEmpty)
        // The shortcut with an empty phrase offers nothing and is kept; the 100 kB phrase is
        // offered whole, and written whole where space applies it.
        let empty = engine.makeSession()
        for letter in "omw" { _ = empty.handle(.key(String(letter))) }
        #expect(!empty.strip.slots.contains { $0.kind == .replacement }, "\(empty.strip.slots.map(\.text))")
        #expect(empty.handle(.boundary(.space)).edits.isEmpty)
        let big = String(repeating: "b", count: 100_000)
        let offered = engine.makeSession()
        for letter in "big" { _ = offered.handle(.key(String(letter))) }
        #expect(offered.strip.slots.contains { $0.kind == .replacement && $0.text == big && !$0.isDefault })
        engine.userLexicon.applyReplacementsOnSpace = true
        let applied = engine.makeSession()
        for letter in "big" { _ = applied.handle(.key(String(letter))) }
        #expect(applied.handle(.boundary(.space)).edits == [.delete(3), .insert(big + " ")])
    }

    @Test("user words and shortcuts under many marks out of canonical order are left out, without a stall", .timeLimit(.minutes(1)))
    func unorderedMarksInUserLexicon() throws {
        // Hashed or compared, such a string is normalised first, in time growing with the square
        // of its marks: 18 s for a shortcut of 100,000 pairs (a dictionary key), 18 s for a contact
        // name (each character compared with a comma), 18 s for a phrase the strip compared; with
        // these, hours. Every such entry is over the 64-byte bound, so none is a word.
        let unordered = "zq" + String(repeating: "\u{301}\u{316}", count: 1_000_000)
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: unordered, phrase: "On my way!"),
                                                            TextReplacement(shortcut: "zqomw", phrase: "On my way!"),
                                                            TextReplacement(shortcut: "zqbad", phrase: "x" + unordered.dropFirst())],
                                         contactNames: [unordered], customWords: [unordered])
        let session = engine.makeSession()
        for letter in "zqomw" { _ = session.handle(.key(String(letter))) }
        #expect(session.strip.slots.contains { $0.text == "On my way!" })
        // A phrase's characters are read as typed text is, each to its first 32 scalars (the
        // strip compared the whole one: 18 s).
        let bad = engine.makeSession()
        for letter in "zqbad" { _ = bad.handle(.key(String(letter))) }
        #expect(bad.strip.slots.contains { $0.text.unicodeScalars.starts(with: "xq".unicodeScalars) && $0.text.unicodeScalars.count == 1 + Character.maximumReadScalars })
        let typed = engine.makeSession()
        for letter in "zq" { _ = typed.handle(.key(String(letter))) }
        #expect(typed.strip.slots.allSatisfy { $0.text.utf8.count <= UserLexicon.maximumWordBytes })
    }

    // MARK: Diagnostics

    @Test("counters saturate instead of overflowing; negative amounts are ignored")
    func hostileCounters() throws {
        let diagnostics = Diagnostics()
        diagnostics.increment(.keystrokes, by: .max)
        diagnostics.increment(.keystrokes, by: .max)
        diagnostics.increment(.keystrokes)
        diagnostics.increment(.backspaces, by: -5)
        diagnostics.increment(.backspaces, by: .min)
        let report = diagnostics.report()
        #expect(report.counters[.keystrokes] == .max)
        #expect(report.counters[.backspaces] == nil)
        #expect(!(try diagnostics.exportJSON()).isEmpty)
    }

    @Test("non-finite and negative timings are dropped: the export always encodes")
    func hostileTimings() throws {
        let diagnostics = Diagnostics()
        for seconds in [Double.nan, .infinity, -.infinity, -1, .greatestFiniteMagnitude, 0.001] {
            diagnostics.time(.key, seconds: seconds)
        }
        let report = diagnostics.report()
        #expect(report.stages[.key]?.count == 1)
        let json = try diagnostics.exportJSON()
        #expect(!json.isEmpty)
        for _ in 0..<(Diagnostics.timingCapacity * 2) { diagnostics.time(.boundary, seconds: 1e-6) }
        #expect(diagnostics.report().stages[.boundary]?.count == Diagnostics.timingCapacity)
        // A full ring keeps the latest: a capacity of new durations replaces every old one.
        for _ in 0..<Diagnostics.timingCapacity { diagnostics.time(.boundary, seconds: 0.5) }
        #expect(diagnostics.report().stages[.boundary]?.maxMicroseconds == 500_000)
        #expect(diagnostics.report().stages[.boundary]?.medianMicroseconds == 500_000)
    }
}
