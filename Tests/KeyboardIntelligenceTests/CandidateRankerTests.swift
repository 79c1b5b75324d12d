import KeyboardCorrection
import KeyboardIntelligence
import KeyboardLayout
import KeyboardLexicon
import Testing

@Suite("Ranking in context")
struct CandidateRankerTests {
    let lexicon = TestEngines.data.lexicon
    var ranker: CandidateRanker { CandidateRanker(lexicon: lexicon) }

    func entry(_ key: String) throws -> WordEntry { try #require(lexicon.entry(forKey: key)) }

    @Test("a plural missing from a short row of followers shares its singular's bigram")
    func pluralSharesSingular() throws {
        let ranker = ranker
        let plural = try entry("governments"), singular = try entry("government")
        #expect(lexicon.bigramFollowerCount(previous: "coalition") < ranker.contextModel.sharedContextFollowers)
        #expect(lexicon.bigramLogProbability(previous: "coalition", next: "governments") == nil)
        let pair = try #require(lexicon.bigramLogProbability(previous: "coalition", next: "government"))
        let shared = Double(pair + plural.logProbability - singular.logProbability) + ranker.contextModel.pluralContextPenalty
        let context = WordContext(previousWords: ["coalition"], isSentenceStart: false)
        #expect(shared > Double(plural.logProbability) + ranker.contextModel.backoffPenalty)
        #expect(abs(ranker.contextLogProbability(of: plural, in: context) - shared) < 1e-4)
    }

    @Test("after a word with many followers, a missing plural backs off to its unigram",
          arguments: [("will", "gets"), ("is", "runs")])
    func longRowBacksOff(previous: String, word: String) throws {
        let ranker = ranker
        #expect(lexicon.bigramFollowerCount(previous: previous) >= ranker.contextModel.sharedContextFollowers)
        let verb = try entry(word)
        #expect(lexicon.bigramLogProbability(previous: previous, next: verb.key) == nil)
        let context = WordContext(previousWords: [previous], isSentenceStart: false)
        #expect(ranker.contextLogProbability(of: verb, in: context) == Double(verb.logProbability) + ranker.contextModel.backoffPenalty)
    }

    @Test("a word that is no plural keeps the backoff; no context, the unigram")
    func noPlural() throws {
        let ranker = ranker
        let word = try entry("gas"), context = WordContext(previousWords: ["coalition"], isSentenceStart: false)
        #expect(lexicon.bigramLogProbability(previous: "coalition", next: "gas") == nil)
        #expect(ranker.contextLogProbability(of: word, in: context) == Double(word.logProbability) + ranker.contextModel.backoffPenalty)
        #expect(ranker.contextLogProbability(of: word, in: WordContext()) == Double(word.logProbability))
    }

    @Test("a contraction written without its apostrophe is no plural: shes after think, hope, know backs off, though she has pairs there",
          arguments: [("think", "shes"), ("hope", "shes"), ("know", "shes")])
    func contractionTwinIsNoPlural(previous: String, word: String) throws {
        let ranker = ranker, twin = try entry(word)
        #expect(lexicon.bigramFollowerCount(previous: previous) < ranker.contextModel.sharedContextFollowers)
        #expect(lexicon.bigramLogProbability(previous: previous, next: word) == nil)
        #expect(lexicon.bigramLogProbability(previous: previous, next: String(word.dropLast())) != nil, "the singular reading had a pair to borrow")
        let context = WordContext(previousWords: [previous], isSentenceStart: false)
        #expect(ranker.contextLogProbability(of: twin, in: context) == Double(twin.logProbability) + ranker.contextModel.backoffPenalty)
    }

    @Test("a previous word looked up once gives the bigrams and row length its key gives", arguments: ["coalition", "will", "the", "zzyzx"])
    func previousLookedUpOnce(previous: String) {
        let looked = lexicon.previousWord(previous)
        #expect((looked.id != nil) == lexicon.contains(key: previous))
        #expect(lexicon.bigramFollowerCount(after: looked) == lexicon.bigramFollowerCount(previous: previous))
        for next in ["governments", "government", "gets", "gas", "people", "the", "qqqq"] {
            #expect(lexicon.bigramLogProbability(after: looked, next: next) == lexicon.bigramLogProbability(previous: previous, next: next))
        }
        #expect(lexicon.bigramLogProbability(after: lexicon.previousWord("coalition"), next: "government") != nil, "a pair the table has")
        // A word list has no bigrams: the defaults keep only the key.
        let list = WordList(words: ["coalition", "government"])
        #expect(list.previousWord("coalition").id == nil)
        #expect(list.bigramLogProbability(after: list.previousWord("coalition"), next: "government") == nil)
    }

    @Test("a slip in a plural after its singular's context writes the plural")
    func pluralTypo() {
        let session = TestEngines.shared.makeSession()
        type("Coalition governmentd", into: session)
        let edits = session.handle(.boundary(.space)).edits
        #expect(edits == [.delete("governmentd".count), .insert("governments ")])
    }

    @Test("kept corrections follow the completions that fill the ranking, best first; none are kept by default")
    func keptCorrections() {
        var decoder = TouchDecoder(models: [lexicon], touchModel: TouchModel(layout: TestEngines.data.layouts["qwerty-en"]!))
        for letter in "ment" { decoder.append(Tap(character: String(letter))) }
        var ranker = ranker
        ranker.prefixEditMinimumLength = 2
        let plain = ranker.rank(decoder, context: WordContext(), limit: 6)
        #expect(plain.count == 6 && plain.allSatisfy { $0.kind == .completion }, "\(plain.map(\.entry.key))")
        ranker.keptCorrections = 2
        let kept = ranker.rank(decoder, context: WordContext(), limit: 6)
        #expect(Array(kept.prefix(6)) == plain)
        #expect(kept.dropFirst(6).map(\.entry.key) == ["meant", "mint"])
        #expect(kept.dropFirst(6).allSatisfy { $0.kind == .correction && $0.score <= plain[5].score })
    }

    @Test("the previous word's followers that begin with a reading rank with it, whatever their letters")
    func followersByReading() {
        var decoder = TouchDecoder(models: [lexicon], touchModel: TouchModel(layout: TestEngines.data.layouts["qwerty-en"]!))
        for letter in "th" { decoder.append(Tap(character: String(letter))) }
        let readings = decoder.hypotheses.map(\.prefix)
        #expect(readings.count > 1 && readings.contains("th"))
        // Made-up followers likelier than any word: some begin with a reading (one with a letter
        // beyond ASCII after it), some do not (one begins beyond ASCII, one is shorter).
        let made = ["thqz", "th", "thé", "zthq", "éth", "t", ""].map { WordEntry(key: $0, surface: $0, logProbability: -0.1) }
        let context = WordContext(previousWords: ["the"], isSentenceStart: false)
        let ranked = ranker.rank(decoder, context: context, followers: made, limit: 40).map(\.entry.key)
        for follower in made where !follower.key.isEmpty {
            #expect(ranked.contains(follower.key) == readings.contains { follower.key.hasPrefix($0) }, "\(follower.key)")
        }
        #expect(ranked.contains("thqz") && ranked.contains("thé") && !ranked.contains("zthq") && !ranked.contains("éth"))
    }

    /// A ranker with its own walk caches, as a session's, and the decoder of `typed` tapped letter
    /// by letter (no touch points: adjacency costs).
    func ranked(_ typed: String, configure: (inout CandidateRanker) -> Void = { _ in }) -> (candidates: [Candidate], widened: NearWordCache) {
        var decoder = TouchDecoder(models: [lexicon], touchModel: TouchModel(layout: TestEngines.data.layouts["qwerty-en"]!))
        for letter in typed { decoder.append(Tap(character: String(letter))) }
        var ranker = ranker
        ranker.nearWordCache = NearWordCache()
        ranker.firstLetterNearWordCache = NearWordCache()
        let widened = NearWordCache()
        ranker.wideNearWordCache = widened
        configure(&ranker)
        return (ranker.rank(decoder, context: WordContext(), limit: 24), widened)
    }

    @Test("the widened walk waits while the letters read as a word's beginning, and runs when they are far from every word")
    func widenedWalkWaitsForUnfinishedWords() {
        // `accomo` is `accommo…` with a doubled letter dropped, and no whole word is near it.
        #expect(ranked("accomo").widened.lastFilledNodes == 0)
        #expect(ranked("accomo") { $0.widenedPrefixGate = -1 }.widened.lastFilledNodes > 0, "without the gate it runs: the check can fail")
        #expect(ranked("envireminakl").widened.lastFilledNodes > 0)
    }

    @Test("the sparse strip's walk waits while the letters are within a few nats of a word's beginning, and fills the strip otherwise")
    func sparseWalkWaits() {
        // `ocasio`: `occasio…` with a doubled letter dropped; one word near it, `occasion`.
        #expect(ranked("ocasio").widened.lastFilledNodes == 0)
        #expect(ranked("ocasio") { $0.sparsePrefixGate = -1 }.widened.lastFilledNodes > 0, "without the gate it runs: the check can fail")
        // `critising`: `criticising` alone is near; the wider walk adds `criticizing`.
        let sparse = ranked("critising")
        #expect(sparse.widened.lastFilledNodes > 0)
        #expect(sparse.candidates.contains { $0.entry.key == "criticizing" })
    }

    @Test("the wider walk keeps its own number of words, best first")
    func widerEditCandidates() {
        // `critising`: `criticising` alone is near; the sparse strip's wider walk adds the rest.
        func corrections(_ count: Int) -> [String] {
            ranked("critising") { $0.widerEditCandidates = count }.candidates.filter { $0.kind == .correction }.map(\.entry.key)
        }
        let eight = corrections(8), one = corrections(1), none = corrections(0)
        #expect(none == ["criticising"])
        #expect(one == ["criticising"], "the wider walk's best is the near word itself: \(one)")
        #expect(eight.count > 2 && eight.count <= 9 && eight.contains("criticizing"), "\(eight)")
    }

    @Test("a cost table reads the costs as they are, changed after the model was made or not")
    func costsChangedAfterInit() {
        var model = ErrorModel.learned
        // Letters of the alphabet, an apostrophe, an accented letter and one outside the alphabet.
        let typed = Array("a'é∆z".unicodeScalars)
        let before = model.costTable(typed: typed)
        model.editBaseCost += 1
        model.asciiSpellingCost += 1
        model.otherCost += 1
        let after = model.costTable(typed: typed)
        let a = EditCostTable.alphabetSize
        for j in 0..<typed.count {
            for c in 0..<a {
                let (old, new) = (before.substitution[j * a + c], after.substitution[j * a + c])
                #expect(c == before.typed[j] ? new == 0 && old == 0 : abs(new - (old + 1)) < 1e-4, "position \(j), letter \(c)")
            }
        }
    }

    @Test("a cost table takes each touch cost where it is below the learned one, the first letter's extra cost before it")
    func touchCostsInTable() {
        let model = ErrorModel.learned
        let typed = Array("osz".unicodeScalars)
        let a = EditCostTable.alphabetSize
        let index = { (letter: String) in EditCostTable.index(of: letter.unicodeScalars.first!.value) }
        // The first tap near `i` (cheaper than any learned substitution) and far from `p`; the
        // second with no touch point; the third near `x`, and `y` listed above the learned cost.
        let touches: [[Int: Float]] = [[index("o"): 0, index("i"): 0.25, index("p"): 40], [:], [index("z"): 0, index("x"): 0.5, index("y"): 60]]
        let plain = model.costTable(typed: typed), touched = model.costTable(typed: typed, touchCosts: TouchCosts(touches))
        for j in 0..<typed.count {
            for c in 0..<a {
                let expected = touches[j][c].map { min(plain.substitution[j * a + c], $0) } ?? plain.substitution[j * a + c]
                #expect(touched.substitution[j * a + c] == expected, "position \(j), letter \(c)")
            }
        }
        // The first letter's extra cost is in the learned cell, not added to the touch's.
        #expect(touched.substitution[index("i")] == 0.25 && plain.substitution[index("i")] > 0.25 + model.firstLetterExtraCost)
        #expect(touched.substitution[a + index("x")] == plain.substitution[a + index("x")], "no touch point, no touch cost")
        #expect(touched.substitution[2 * a + index("x")] == 0.5 && touched.substitution[2 * a + index("y")] < 60)
        #expect(touched.insertion == plain.insertion && touched.deletion == plain.deletion)
        // Fewer rows of touch costs than letters: the letters after them as learned.
        let short = model.costTable(typed: typed, touchCosts: TouchCosts(Array(touches.prefix(1))))
        #expect(Array(short.substitution[a...]) == Array(plain.substitution[a...]))
        #expect(TouchCosts(touches).count == 3 && TouchCosts(touches)[1, index("o")] == .infinity && TouchCosts().isEmpty)
        // An index outside the alphabet is left out, as the cost table left it out of a dictionary.
        #expect(TouchCosts([[-1: 0.5, EditCostTable.alphabetSize: 0.5, index("o"): 0]]).rows == TouchCosts([[index("o"): 0]]).rows)
    }

    @Test("error models are equal and hash alike when their tables and costs are, whether or not they share their arrays")
    func errorModelEquality() {
        let learned = ErrorModel.learned
        func model(deletion: [Float]) -> ErrorModel {
            ErrorModel(alphabet: String(String.UnicodeScalarView(learned.alphabet)), substitution: learned.substitution, deletion: deletion,
                       insertion: learned.insertion, transposition: learned.transposition, transpositionPairs: learned.transpositionPairs,
                       doubledInsertion: learned.doubledInsertion, doubledDeletion: learned.doubledDeletion,
                       firstLetterExtraCost: learned.firstLetterExtraCost)
        }
        // Built again from the same tables: its own arrays, the same contents.
        let rebuilt = model(deletion: learned.deletion)
        #expect(rebuilt == learned && rebuilt.hashValue == learned.hashValue)
        var deletion = learned.deletion
        deletion[3] += 0.5
        #expect(model(deletion: deletion) != learned)
        var costlier = learned
        costlier.editBaseCost += 1
        #expect(costlier != learned, "a cost set after init tells models apart")
        #expect(Set([learned, rebuilt, costlier]).count == 2)
    }

    @Test("the user's words follow the first-letter rule: a changed first letter within firstLetterChangeCost, a kept one within maximumEditCost")
    func userWordsFirstLetter() {
        func offers(_ typed: String, firstLetterChangeCost: Double? = nil) -> Bool {
            ranked(typed) { ranker in
                ranker.userWords = [WordList(words: ["Zarkov"])]
                if let firstLetterChangeCost { ranker.firstLetterChangeCost = firstLetterChangeCost }
            }.candidates.contains { $0.entry.key == "zarkov" && $0.kind == .correction }
        }
        func cost(_ typed: String) -> Float { ErrorModel.learned.costTable(typed: Array(typed.unicodeScalars)).cost(of: "zarkov") }
        // The first letter changed: `s` (4.1 nats) within 7, `x` (7.5) beyond it.
        #expect(cost("sarkov") < 7 && offers("sarkov"))
        #expect(cost("xarkov") > 7 && !offers("xarkov"))
        #expect(offers("xarkov", firstLetterChangeCost: 11), "one walk within maximumEditCost finds it: the check can fail")
        // The first letter kept: `c` for the last letter (7.5) within 11.
        #expect(cost("zarkoc") > 7 && offers("zarkoc"))
    }

    @Test("the wider walks pass by words rarer than widerWalkMinimumLogProbability")
    func widerWalksPassRareWords() {
        let floor = Float(ranker.widerWalkMinimumLogProbability)
        func corrections(_ typed: String, floored: Bool) -> [WordEntry] {
            ranked(typed) { if !floored { $0.widerWalkMinimumLogProbability = -.infinity } }.candidates.map(\.entry)
        }
        // Nothing is within 11 nats of `anresistible` (irresistible) or `sacreglish` (sacrilegious):
        // the widened walk's words without the floor include the rare `arrestable` and `sacredly`.
        #expect(corrections("anresistible", floored: false).map(\.key) == ["arrestable"])
        #expect(corrections("anresistible", floored: true).isEmpty)
        let sacreglish = corrections("sacreglish", floored: false)
        #expect(sacreglish.map(\.key) == ["spanglish", "sacredly"])
        #expect(sacreglish.map { $0.logProbability >= floor } == [true, false], "one each side of the floor")
        #expect(corrections("sacreglish", floored: true).map(\.key) == ["spanglish"])
        #expect(ranked("sacreglish").widened.lastFilledNodes < ranked("sacreglish") { $0.widerWalkMinimumLogProbability = -.infinity }.widened.lastFilledNodes)
    }

    @Test("a correction may change the first letter within firstLetterChangeCost; within maximumEditCost, one keeping it")
    func firstLetterChange() {
        func corrections(_ typed: String, firstLetterChangeCost: Double = CandidateRanker(lexicon: TestEngines.data.lexicon).firstLetterChangeCost) -> [String] {
            ranked(typed) { $0.firstLetterChangeCost = firstLetterChangeCost }.candidates.filter { $0.kind == .correction }.map(\.entry.key)
        }
        // `s` typed for the `c` of `cheat`: one cheap first-letter edit, beside `sheet`.
        #expect(corrections("sheat").contains("cheat"))
        #expect(corrections("sheat").contains("sheet"))
        // An `l` typed before `only` costs more than the first letter may; one walk within
        // maximumEditCost, as before the two walks, finds it.
        #expect(!corrections("lonly").contains("only"))
        #expect(corrections("lonly", firstLetterChangeCost: 11).contains("only"))
        #expect(corrections("lonly").contains("lonely"))
    }

    @Test("predictions read from followers already fetched are those fetched afresh",
          arguments: ["the", "will", "I'm", "coalition", "zzyzx"])
    func predictionsFromFetchedFollowers(previous: String) {
        var blocking = ranker
        blocking.blockedWords = WordKeySet(lexicon.predictions(after: previous, limit: 2).map(\.key))
        let context = WordContext(previousWords: [previous], isSentenceStart: false)
        let fetched = lexicon.predictions(after: previous, limit: 40)
        for ranker in [ranker, blocking] {
            for limit in [1, 3, 6] {
                let afresh = ranker.predictions(for: context, limit: limit)
                #expect(ranker.predictions(for: context, limit: limit, fetched: fetched).map(\.key) == afresh.map(\.key))
                #expect(afresh.count == limit)
            }
        }
        // Followers of another word are read as given: the caller hands over the right ones.
        #expect(ranker.predictions(for: context, limit: 3, fetched: []).allSatisfy { CandidateRanker.fallbackWords.contains($0.key) })
    }

    /// The bigram table lists some words among their own likeliest followers (`i i`, `etc etc`,
    /// `nobody nobody`: numerals, lists, stutters in its text); the strip never offers the word
    /// just typed again, and still offers as many words.
    @Test("predictions never repeat the word just typed", arguments: ["i", "etc", "nobody", "root", "yeah"])
    func predictionsSkipThePreviousWord(previous: String) {
        #expect(lexicon.predictions(after: previous, limit: 3).contains { $0.key == previous }, "the table's own row has it")
        let context = WordContext(previousWords: [previous], isSentenceStart: false)
        let fetched = lexicon.predictions(after: previous, limit: 40)
        for predicted in [ranker.predictions(for: context, limit: 3), ranker.predictions(for: context, limit: 3, fetched: fetched)] {
            #expect(predicted.count == 3 && !predicted.contains { $0.key == previous }, "\(predicted.map(\.key))")
        }
    }
}
