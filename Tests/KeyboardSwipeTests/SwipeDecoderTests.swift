import KeyboardLayout
import KeyboardLexicon
@testable import KeyboardSwipe
import Testing
import TestSupport

@Suite("Swipe decoder")
struct SwipeDecoderTests {
    func parts() throws -> (SwipeDecoder, KeyboardLayout) {
        (try #require(SwipeFixtures.decoder), try #require(SwipeFixtures.layout))
    }

    func words(_ word: String, previous: String? = nil, personal: [WordEntry] = [], limit: Int = 3, dx: Double = 0, dy: Double = 0) throws -> [String] {
        let (decoder, layout) = try parts()
        return try decoder.decode(SwipePaths.through(word, on: layout, dx: dx, dy: dy), previousWord: previous,
                                  personalWords: personal, limit: limit).map(\.surface)
    }

    @Test("the personal words' paths are each word's key path on the layout; a word no key spells is left out")
    func personalPaths() throws {
        let (decoder, _) = try parts()
        let words = ["Zarkov", "日本", "o'neil", "Ann-Marie"].map { WordEntry(key: $0.lowercased(), surface: $0, logProbability: -10) }
        let personal = decoder.personalWords(words)
        #expect(personal.words.map(\.surface) == ["Zarkov", "o'neil", "Ann-Marie"])
        var path: [UInt8] = []
        for (i, word) in personal.words.enumerated() {
            #expect(decoder.geometry.keyPath(of: word.key, into: &path))
            #expect(Array(personal.path(i)) == path)
            #expect(personal.lengths[i] == decoder.geometry.pathLength(path))
        }
        #expect(SwipePersonalWords.none.count == 0)
    }

    /// With an apostrophe key the paths of contractions went through it, so `dont` swiped found
    /// `doubt`, `front`, `dint` (TRACE-FORMAT lets a layout have one).
    @Test("a layout with apostrophe and hyphen keys decodes contractions as one without them")
    func apostropheKey() throws {
        let (decoder, layout) = try parts()
        let lexicon = try #require(SwipeFixtures.lexicon)
        let last = try #require(layout.keys.last)
        let marked = try KeyboardLayout(name: "marked", keys: layout.keys + [
            Key(label: "'", x: last.x + last.width, y: last.y, width: last.width, height: last.height),
            Key(label: "-", x: last.x + 2 * last.width, y: last.y, width: last.width, height: last.height)])
        let withMarks = SwipeDecoder(lexicon: lexicon, layout: marked)
        for word in ["don't", "i'm", "we're"] {
            let plain = try decoder.decode(SwipePaths.through(word, on: layout)).map(\.key)
            let keyed = try withMarks.decode(SwipePaths.through(word.filter { $0 != "'" }, on: marked)).map(\.key)
            #expect(plain.contains(word))
            #expect(keyed == plain)
        }
    }

    /// Every word the layout's letters spell is indexed (`wordCount >= 80_000` let 9,600 of the
    /// 89,662 go unnoticed); those with a mark or a letter of another alphabet may be too.
    @Test("indexes the whole bundled lexicon")
    func coversLexicon() throws {
        let (decoder, _) = try parts()
        let lexicon = try #require(SwipeFixtures.lexicon)
        let spelt = (0..<lexicon.count).count { index in
            let key = lexicon.key(WordID(rawValue: UInt32(index)))
            return key.utf8.count <= 40 && key.utf8.allSatisfy { (0x61...0x7A).contains($0) }
        }
        #expect(spelt > 80_000)
        #expect(decoder.wordCount >= spelt)
        #expect(decoder.wordCount <= lexicon.count)
        #expect(decoder.indexByteCount < 4 << 20)
    }

    @Test("the index is ordered by start key, end key, length and word, and each bucket's range holds exactly its words")
    func indexOrder() throws {
        let (decoder, _) = try parts()
        let index = decoder.index
        let keys = decoder.geometry.keyCount
        func order(_ e: SwipeIndex.Entry) -> (Int, Int, Float, UInt32) {
            let path = index.path(of: e)
            return (Int(path.first!), Int(path.last!), e.length, e.word)
        }
        var counts = [Int](repeating: 0, count: keys * keys)
        let disorder = zip(index.entries, index.entries.dropFirst()).first { !(order($0) < order($1)) }
        #expect(disorder == nil, "\(disorder.map { "\(order($0.0)) before \(order($0.1))" } ?? "")")
        for e in index.entries { counts[order(e).0 * keys + order(e).1] += 1 }
        for first in 0..<keys {
            for last in 0..<keys {
                let range = index.entries(first: first, last: last, lengths: 0...Float.greatestFiniteMagnitude)
                #expect(range.count == counts[first * keys + last])
                #expect(index.entries[range].allSatisfy { order($0).0 == first && order($0).1 == last })
            }
        }
    }

    @Test("an ideal path decodes to its word", arguments: ["the", "keyboard", "swipe", "quickly", "because", "question", "people", "world"])
    func idealPaths(word: String) throws {
        #expect(try words(word).first == word)
    }

    @Test("a path shifted by a third of a key still decodes")
    func shifted() throws {
        #expect(try words("keyboard", dx: 0.3, dy: -0.3).first == "keyboard")
        #expect(try words("because", dx: -0.3, dy: 0.25).first == "because")
    }

    @Test("double letters: the collapsed path finds the word with the double", arguments: ["hello", "letter", "coffee", "little"])
    func doubleLetters(word: String) throws {
        #expect(try words(word).first == word)
    }

    @Test("a dwell on a key favours the double letter")
    func dwell() throws {
        let (decoder, layout) = try parts()
        // "lol" and "look" differ only in the last key; "wood" vs "wod": the dwell on o decides.
        let plain = try decoder.decode(SwipePaths.through("good", on: layout, timed: true), limit: 5)
        let dwelled = try decoder.decode(SwipePaths.through("good", on: layout, timed: true, dwellOnDoubles: true), limit: 5)
        let plainGood = try #require(plain.first { $0.key == "good" })
        let dwellGood = try #require(dwelled.first { $0.key == "good" })
        let plainGod = try #require(plain.first { $0.key == "god" })
        let dwellGod = try #require(dwelled.first { $0.key == "god" })
        #expect(dwellGood.score - dwellGod.score > plainGood.score - plainGod.score)
    }

    @Test("short words: in/on, of/to, lol/look", arguments: ["in", "on", "of", "to", "look", "lol"])
    func shortWords(word: String) throws {
        #expect(try words(word, limit: 1) == [word])
    }

    @Test("apostrophe forms: the path of dont is don't")
    func apostrophes() throws {
        #expect(try words("dont").first == "don't")
        #expect(try words("im").contains("I'm"))
    }

    @Test("key paths: ASCII words read byte by byte agree with words read by character",
          arguments: [("don't", "dont"), ("co-op", "coop"), ("café", "cafe"), ("don\u{2019}t", "dont"), ("naïve", "naive"),
                      ("look", "lok"), ("Hello", "hello")])
    func keyPaths(word: String, same: String) throws {
        let geometry = SwipeGeometry(layout: try #require(SwipeFixtures.layout))
        var a: [UInt8] = [], b: [UInt8] = []
        #expect(geometry.keyPath(of: word.lowercased(), into: &a))
        #expect(geometry.keyPath(of: same, into: &b))
        #expect(a == b && !a.isEmpty)
        #expect(a.count == Set(a).count, "runs of a key collapse")
    }

    @Test("no key path for a word with a character the layout lacks", arguments: ["b2b", "a{b", "x\u{1F600}", "", "'-"])
    func noKeyPath(word: String) throws {
        let geometry = SwipeGeometry(layout: try #require(SwipeFixtures.layout))
        var path: [UInt8] = [9]
        #expect(!geometry.keyPath(of: word, into: &path))
    }

    @Test("the previous word decides between close paths")
    func context() throws {
        let (decoder, layout) = try parts()
        // `our` and `or` trace nearly the same path: alone the commoner word leads, after `find`
        // the pair's; the same for `were` and `we're` after `so`.
        let our = SwipePaths.through("our", on: layout)
        #expect(try decoder.decode(our).first?.key == "or")
        #expect(try decoder.decode(our, previousWord: "find").first?.key == "our")
        let were = SwipePaths.through("we're", on: layout)
        #expect(try decoder.decode(were).first?.key == "were")
        #expect(try decoder.decode(were, previousWord: "so").first?.key == "we're")
        let you = SwipePaths.through("you", on: layout)
        let afterThank = try decoder.decode(you, previousWord: "thank", limit: 5)
        #expect(afterThank.first?.key == "you")
        // The same gesture and word: only the language model's term differs, and `thank you`
        // is far likelier than `you` alone.
        let withoutContext = try #require(try decoder.decode(you, limit: 5).first { $0.key == "you" })
        #expect(afterThank[0].score > withoutContext.score + 1, "\(afterThank[0].score) against \(withoutContext.score)")
    }

    @Test("a plural after a word with few followers reads its singular's pair, as the ranker does")
    func pluralContext() throws {
        let (decoder, layout) = try parts()
        let lexicon = try #require(SwipeFixtures.lexicon)
        var plain = decoder.parameters
        plain.context.sharedContextFollowers = 0
        let withoutRule = SwipeDecoder(lexicon: lexicon, layout: layout, parameters: plain)
        let gesture = SwipePaths.through("governments", on: layout)
        func score(_ decoder: SwipeDecoder) throws -> Float {
            try #require(decoder.decode(gesture, previousWord: "coalition", limit: 5).first { $0.key == "governments" }).score
        }
        let plural = try #require(lexicon.entry(forKey: "governments"))
        let shared = try #require(decoder.parameters.context.pluralLogProbability(of: plural, after: "coalition", in: lexicon))
        let backedOff = Double(plural.logProbability) + decoder.parameters.context.backoffPenalty
        #expect(shared > backedOff + 1)
        #expect(abs(Double(try score(decoder) - score(withoutRule)) - (shared - backedOff)) < 1e-3)
    }

    @Test("a personal word becomes swipeable")
    func personalWords() throws {
        let personal = [WordEntry(key: "blorvath", surface: "Blorvath", logProbability: WordList.defaultLogProbability)]
        #expect(try !words("blorvath").contains("Blorvath"))
        #expect(try words("blorvath", personal: personal).first == "Blorvath")
    }

    /// Candidates were one a key: a contact's `Bill` took `bill`'s place, and the bill was not
    /// offered at all.
    @Test("a personal word that differs from a lexicon word only in case does not hide it")
    func personalCase() throws {
        let personal = [WordEntry(key: "bill", surface: "Bill", logProbability: WordList.defaultLogProbability)]
        let offered = try words("bill", previous: "the", personal: personal)
        #expect(offered.contains("Bill"))
        #expect(offered.contains("bill"), "\(offered)")
    }

    @Test("a personal word with an accent the layout has no key for is swiped by its base letters")
    func accentedPersonalWord() throws {
        let personal = [WordEntry(key: "zoë", surface: "Zoë", logProbability: WordList.defaultLogProbability)]
        #expect(try words("zoe", personal: personal).first == "Zoë")
    }

    @Test("a gesture looks at a small share of the lexicon", arguments: ["the", "keyboard", "hello", "is", "international"])
    func pruning(word: String) throws {
        let (decoder, layout) = try parts()
        let looked = try decoder.prunedWordCount(SwipePaths.through(word, on: layout))
        print("swipe pruning: \(word) looks at \(looked) of \(decoder.wordCount) words")
        #expect(looked > 0)
        #expect(looked < decoder.wordCount / 10)
    }

    @Test("any geometry in any unit: the same keyboard in millimetres, shifted, decodes alike")
    func anyUnit() throws {
        let (_, layout) = try parts()
        let lexicon = try #require(SwipeFixtures.lexicon)
        let scale = 0.05, shift = 300.0
        let keys = layout.keys.map { Key(label: $0.label, x: $0.x * scale + shift, y: $0.y * scale - shift, width: $0.width * scale, height: $0.height * scale) }
        let millimetres = try KeyboardLayout(name: "qwerty-mm", keys: keys)
        let decoder = SwipeDecoder(lexicon: lexicon, layout: millimetres)
        for word in ["keyboard", "because", "people"] {
            let points = SwipePaths.through(word, on: layout).map { SwipePoint(x: $0.x * scale + shift, y: $0.y * scale - shift) }
            #expect(try decoder.decode(points, limit: 1).first?.key == word)
        }
    }

    // MARK: Bad input

    @Test("no point, one point: typed errors")
    func tooFew() throws {
        let (decoder, _) = try parts()
        #expect(throws: SwipeError.empty) { try decoder.decode([]) }
        #expect(throws: SwipeError.tooFewPoints) { try decoder.decode([SwipePoint(x: 10, y: 10)]) }
    }

    @Test("NaN and infinite coordinates or times: a typed error naming the point")
    func nonFinite() throws {
        let (decoder, layout) = try parts()
        var points = SwipePaths.through("hello", on: layout, timed: true)
        points[3].x = .nan
        #expect(throws: SwipeError.nonFinitePoint(index: 3)) { try decoder.decode(points) }
        points[3].x = 10
        points[5].y = -.infinity
        #expect(throws: SwipeError.nonFinitePoint(index: 5)) { try decoder.decode(points) }
        points[5].y = 10
        points[7].t = .infinity
        #expect(throws: SwipeError.nonFinitePoint(index: 7)) { try decoder.decode(points) }
    }

    @Test("a gesture wholly off the keyboard is refused; a finger sliding off the edge is not")
    func offKeyboard() throws {
        let (decoder, layout) = try parts()
        let far = (0..<20).map { SwipePoint(x: -1e6 + Double($0), y: 1e7) }
        #expect(throws: SwipeError.offKeyboard) { try decoder.decode(far) }
        var edge = SwipePaths.through("were", on: layout)
        edge.insert(SwipePoint(x: edge[0].x, y: edge[0].y - 3 * layout.keys[0].height), at: 0)
        #expect(try !decoder.decode(edge).isEmpty)
    }

    @Test("10,000 and 1,000,000 points are thinned, not a stall", .timeLimit(.minutes(1)))
    func enormous() throws {
        let (decoder, layout) = try parts()
        let base = SwipePaths.through("keyboard", on: layout, perSegment: 1_500)
        #expect(base.count > 10_000)
        #expect(try decoder.decode(base).first?.key == "keyboard")
        let million = SwipePaths.through("keyboard", on: layout, perSegment: 150_000)
        #expect(million.count > 1_000_000)
        #expect(try decoder.decode(million).first?.key == "keyboard")
        // A thousand strokes to and fro along the top row: far longer than any word's path, so
        // no word, and no stall.
        let toAndFro = (0..<1_000_000).map { i in SwipePoint(x: Double(i % 1000) / 2, y: 100) }
        #expect(try decoder.decode(toAndFro).isEmpty)
    }

    @Test("zero-length gestures and limit 0 give safe results")
    func degenerate() throws {
        let (decoder, layout) = try parts()
        let a = try #require(layout.key(for: "a")).center
        let still = Array(repeating: SwipePoint(x: a.x, y: a.y), count: 30)
        #expect(try decoder.decode(still).first?.key == "a")
        #expect(try decoder.decode(SwipePaths.through("the", on: layout), limit: 0).isEmpty)
    }
}

@Suite("Swipe precision")
struct SwipePrecisionTests {
    @Test("starts at 1, rises for a precise user, falls for a sloppy one, within its range")
    func adapts() {
        var precise = SwipePrecision()
        #expect(precise.precision == 1)
        for _ in 0..<100 { precise.record(fit: 0.01) }
        #expect(precise.precision == SwipePrecision.range.upperBound)
        var sloppy = SwipePrecision()
        for _ in 0..<3 { sloppy.record(fit: 0.6) }
        let early = sloppy.precision
        #expect(early < 1 && early > 0.35, "a few gestures move it only part of the way")
        for _ in 0..<100 { sloppy.record(fit: 0.6) }
        #expect(sloppy.precision < early)
        #expect(sloppy.precision == SwipePrecision.range.lowerBound)
    }

    @Test("ignores NaN, infinite and negative fits")
    func hostile() {
        var p = SwipePrecision()
        p.record(fit: .nan)
        p.record(fit: .infinity)
        p.record(fit: -1)
        #expect(p.count == 0 && p.precision == 1)
    }

    @Test("a higher precision lets the gesture outweigh the language model")
    func precisionMatters() throws {
        let decoder = try #require(SwipeFixtures.decoder), layout = try #require(SwipeFixtures.layout)
        // An exact path through h-e-l-o: "help" is more frequent, but the path ends on o.
        let gesture = SwipePaths.through("hello", on: layout)
        let careful = try decoder.decode(gesture, limit: 1, precision: 2.5).first?.key
        #expect(careful == "hello")
        let rushed = try decoder.decode(gesture, limit: 1, precision: 0.35).first?.key
        #expect(rushed == "help")
    }
}
