import KeyboardCorrection
import KeyboardLayout
import KeyboardLearning
import KeyboardLexicon
import KeyboardSpelling
import KeyboardSwipe
import KeyboardText

/// The session of a field whose policy lets the engine run: composing word, touch decoding,
/// suggestions, autocorrection and its undo, predictions.
final class ActiveSessionCore: SessionCore {
    private let engine: TypingEngine
    private let policy: FieldPolicy
    private let touchModel: TouchModel
    private let autocorrector = Autocorrector()
    private let segmenter = WordSegmenter(locale: "en")

    /// The composing word as it stands in the field, before the cursor.
    private var composing = ""
    private var decoder: TouchDecoder
    private var context = WordContext()
    /// Words likely after the previous word, fetched once per word.
    private var followers: [WordEntry] = []
    /// The cursor is inside a word (text continues after it): no suggestions, no correction.
    private var insideWord = false
    /// The user undid an autocorrection of the composing word: commit it as typed.
    private var keepTyped = false
    /// The last autocorrection, undoable by a backspace right after it: what was typed (composed
    /// again, with its taps), the correction, the text inserted, and the text a backspace puts
    /// back (the typed word; for a moved space, the first word as it was and the typed second).
    private var lastCorrection: (typed: String, taps: [Tap], correction: String, inserted: String, restored: String, context: WordContext)?
    /// The correction the next boundary would apply.
    private var pending: Candidate?
    /// The word committed last with a space, while the next is typed after it: the two may be
    /// read again with the space moved (`thi sis` → `this is`).
    private var spacedWord: SpacedWord?
    /// The two words with the space moved that the next space would write instead of
    /// ``spacedWord`` and the composing word.
    private var pendingResegmentation: String?

    /// A word committed with a space, as typed and as written.
    private struct SpacedWord {
        var typed: String
        var written: String
        /// Its correction's score (`−channel cost + log P(word | context)`), nil when it was
        /// written as typed.
        var score: Double?
        /// The context it was typed in.
        var context: WordContext
    }
    /// A committed word whose sighting counts once the user moves on (a backspace straight after
    /// the commit undoes it, and it does not count).
    private var unconfirmedSighting: String?
    /// The last swiped word, replaceable by an alternate and deleted whole by a backspace right
    /// after it.
    private var lastSwipe: SwipeCommit?
    /// A word was swiped last: the next letter or gesture starts with a space.
    private var spaceBeforeNextWord = false
    private(set) var strip = SuggestionStrip.empty
    /// The composing word's last edit-search walk, which the next keystroke's extends; cleared
    /// when the word is committed, so it holds nothing of words already typed. Borrowed from the
    /// engine and returned to it when the session ends.
    private let nearWordCache: NearWordCache
    /// The widened walk's (rarely used: its buffers are let go with each word).
    private let wideNearWordCache: NearWordCache
    /// The same, one per other active language's lexicon (``TypingEngine/otherLexicons``): the
    /// session's own, holding buffers only once that language has been walked.
    private let otherNearWordCaches: [NearWordCache]

    init(engine: TypingEngine, policy: FieldPolicy, layout: KeyboardLayout) {
        self.engine = engine
        self.policy = policy
        touchModel = TouchModel(layout: layout)
        decoder = TouchDecoder(models: [engine.lexicon], touchModel: touchModel)
        nearWordCache = engine.borrowNearWordCache()
        wideNearWordCache = NearWordCache()
        otherNearWordCaches = engine.otherLexicons.map { _ in NearWordCache() }
        strip = predictionStrip()
    }

    deinit {
        confirmSighting()
        engine.returnNearWordCache(nearWordCache)
    }

    func handle(_ event: TypingEvent) -> TypingResponse {
        if case .backspace = event {} else { confirmSighting() }
        let swiped = lastSwipe
        let spaceFirst = spaceBeforeNextWord
        lastSwipe = nil
        spaceBeforeNextWord = false
        switch event {
        case .backspace, .pick: break
        default: if let swiped { engine.recordSwipeFit(swiped.fit) }  // the user kept the word
        }
        let clock = ContinuousClock()
        let start = clock.now
        let response: TypingResponse
        let stage: DiagnosticStage
        switch event {
        case let .key(character, point):
            stage = .key
            response = key(character, at: point, spaceFirst: spaceFirst)
        case .backspace:
            stage = .backspace
            response = swiped.map(deleteSwipe) ?? backspace()
        case let .boundary(boundary):
            stage = .boundary
            response = commit(boundary)
        case let .pick(slot):
            stage = .pick
            response = swiped.map { pickAlternate(slot, after: $0) } ?? pick(slot)
        case let .swipe(points):
            stage = .swipe
            response = swipe(points, spaceFirst: spaceFirst || !composing.isEmpty)
        }
        record(stage, since: start, clock: clock)
        if !response.strip.isEmpty { engine.diagnostics.increment(.suggestionsShown) }
        var shifted = response
        shifted.autoShift = autoShift
        return shifted
    }

    func reconcile(before: String, after: String) -> TypingResponse {
        let clock = ContinuousClock()
        let start = clock.now
        confirmSighting()
        lastSwipe = nil
        spaceBeforeNextWord = false
        let cursor = CursorContext(before: before, after: after, segmenter: segmenter)
        context = WordContext(previousWords: cursor.previousWords.map { $0.lowercased() }, isSentenceStart: cursor.isSentenceStart)
        insideWord = !cursor.composingSuffix.isEmpty
        keepTyped = false
        lastCorrection = nil
        spacedWord = nil
        refreshFollowers()
        let prefix = cursor.composingPrefix
        setComposing(prefix, taps: Self.isDecodable(prefix) ? prefix.map { Tap(character: String($0)) } : [])
        engine.diagnostics.increment(.reconciles)
        record(.reconcile, since: start, clock: clock)
        return TypingResponse(strip: strip, autoShift: autoShift)
    }

    /// Whether the next letter should be a capital: nothing is being composed, and the field
    /// wants one at every letter, at a word start, or at a sentence start (the start of the
    /// field, or after `.`, `?`, `!` or a new line). After deleting into committed text the
    /// context is unknown until the host reconciles: no shift.
    var autoShift: Bool {
        switch policy.autocapitalization {
        case .allCharacters: true
        case .words: composing.isEmpty && !insideWord
        case .sentences: composing.isEmpty && !insideWord && context.isSentenceStart
        case .none, .default: false
        }
    }

    // MARK: Events

    private func key(_ character: String, at point: Point?, spaceFirst: Bool) -> TypingResponse {
        engine.diagnostics.increment(.keystrokes)
        lastCorrection = nil
        if character == " " { return commit(.space) }
        if character == "\n" { return commit(.newline) }
        guard !character.isEmpty else { return TypingResponse(strip: strip) }
        if spaceFirst, composing.isEmpty, character.first?.isLetter == true || character.first?.isNumber == true {
            // A letter after a swiped word: the automatic space goes in first.
            var response = key(character, at: point, spaceFirst: false)
            response.edits = [.insert(" " + character)]
            return response
        }
        composing += character
        guard character.count == 1, Self.isDecodable(composing) else {
            // Not a word a keyboard completes or corrects (pasted text, a 10,000-letter run, one
            // letter under 50,000 combining marks): it is typed as is, with no suggestion and no
            // search, in bounded time.
            decoder.reset()
            pending = nil
            pendingResegmentation = nil
            strip = .empty
            return TypingResponse(strip: strip)
        }
        decoder.append(Tap(character: character, point: point.flatMap { $0.isFinite ? $0 : nil }))
        refreshStrip()
        return TypingResponse(strip: strip)
    }

    /// The longest composing word the engine decodes, in characters; longer runs are typed as is.
    static let maximumWordLength = 32
    /// The most Unicode scalars a decoded word may hold (letters with a few combining marks fit;
    /// one character carrying thousands of marks does not): the correction search's memory grows
    /// with the square of the word's scalars.
    static let maximumWordScalars = 64

    /// Whether `word` is short enough to decode, complete and correct.
    static func isDecodable(_ word: String) -> Bool {
        word.unicodeScalars.count <= maximumWordScalars && word.count <= maximumWordLength
    }

    private func backspace() -> TypingResponse {
        engine.diagnostics.increment(.backspaces)
        if let undo = lastCorrection {
            // Undo the autocorrection: the typed word comes back, and will be kept.
            lastCorrection = nil
            engine.diagnostics.increment(.autocorrectionsUndone)
            engine.diagnostics.record(.autocorrectionUndone)
            if policy.allowsLearning {
                // A strong signal: the typed word is sighted, and this correction not offered again.
                engine.learning.recordRejection(typed: undo.typed, correction: undo.correction)
                engine.diagnostics.increment(.learningSightings)
            }
            context = undo.context
            refreshFollowers()
            setComposing(undo.typed, taps: undo.taps)
            keepTyped = true
            refreshStrip()
            return TypingResponse(edits: [.delete(undo.inserted.count), .insert(undo.restored)], strip: strip)
        }
        if composing.isEmpty {
            spacedWord = nil
            // Deleting committed text: a word just committed is not counted towards learning, and
            // the context is no longer known until the host reconciles.
            unconfirmedSighting = nil
            context = WordContext(previousWords: [], isSentenceStart: false)
            followers = []
            strip = .empty
            return TypingResponse(strip: strip)
        }
        composing.removeLast()
        keepTyped = false
        if Self.isDecodable(composing), decoder.taps.count != composing.count {
            setComposing(composing, taps: composing.map { Tap(character: String($0)) })
            return TypingResponse(strip: strip)
        }
        decoder.removeLast()
        if composing.isEmpty { strip = predictionStrip() } else { refreshStrip() }
        return TypingResponse(strip: strip)
    }

    private func commit(_ boundary: Boundary) -> TypingResponse {
        engine.diagnostics.increment(.boundaries)
        lastCorrection = nil
        let previous = spacedWord
        spacedWord = nil
        var edits: [TextEdit] = []
        var committed = composing
        var corrected: Candidate?
        var replaced = false
        if !composing.isEmpty, !insideWord {
            let key = composing.lowercased()
            let user = engine.userWords
            if let phrase = user.replacements[key], user.lexicon.applyReplacementsOnSpace, boundary == .space {
                edits = [.delete(composing.count), .insert(phrase + boundary.text)]
                committed = phrase
                replaced = true
                engine.diagnostics.increment(.replacementsApplied)
            } else if !keepTyped, let previous, let text = pendingResegmentation {
                return resegment(previous, as: text, boundary: boundary)
            } else if !keepTyped, let text = (pending ?? boundaryCorrection()).map({ candidate in
                corrected = candidate
                return CasePattern(of: composing).apply(to: candidate.entry.surface)
            }) ?? lexiconCapitalization(of: composing) {
                edits = [.delete(composing.count), .insert(text + boundary.text)]
                lastCorrection = (composing, decoder.taps, text, text + boundary.text, composing, context)
                committed = text
                engine.diagnostics.increment(.autocorrectionsApplied)
            }
        }
        if edits.isEmpty, !keepTyped, !insideWord, !composing.isEmpty { sight(composing) }
        let emojiWord = insideWord ? "" : committed
        let spaced = boundary == .space && !insideWord && !replaced && !composing.isEmpty && !committed.contains(" ")
            ? SpacedWord(typed: composing, written: committed, score: corrected?.score, context: context) : nil
        advanceContext(after: committed, boundary: boundary)
        spacedWord = spaced
        strip = strip.with(emoji: engine.inlineEmoji(for: emojiWord))
        return TypingResponse(edits: edits, strip: strip)
    }

    /// Counts a commit of a word no dictionary knows towards learning it (three make it learned),
    /// in fields that allow learning.
    private func sight(_ word: String) {
        guard policy.allowsLearning, LearnedWordRules.isLearnable(word), !isKnownToDictionaries(word) else { return }
        confirmSighting()
        unconfirmedSighting = word
    }

    private func confirmSighting() {
        guard let word = unconfirmedSighting else { return }
        unconfirmedSighting = nil
        engine.learning.recordCommit(word)
        engine.diagnostics.increment(.learningSightings)
    }

    /// Whether the lexicon or an active dictionary knows `word` (the user's own words aside).
    private func isKnownToDictionaries(_ word: String) -> Bool {
        let key = word.lowercased()
        if engine.lexicon.entry(forKey: key) != nil { return true }
        // Another language's lexicon knows the word in its case: a German noun typed in lower case
        // (`buch`) is not `Buch` (its hunspell dictionary, asked below, says the same).
        if engine.otherLexicons.contains(where: { $0.entry(forKey: key).map { Self.isWritten(word, as: $0.surface) } ?? false }) { return true }
        return engine.activeSpellCheckers().contains { $0.isCorrect(word) || $0.isCorrect(key) }
    }

    private func pick(_ slot: Int) -> TypingResponse {
        if slot == SuggestionStrip.emojiSlot, let emoji = strip.emoji { return pickEmoji(emoji.text) }
        guard strip.slots.indices.contains(slot) else { return TypingResponse(strip: strip) }
        let suggestion = strip.slots[slot]
        engine.diagnostics.increment(.suggestionsTaken)
        lastCorrection = nil
        if let previous = spacedWord, suggestion.text == pendingResegmentation, suggestion.kind == .correction {
            return resegment(previous, as: suggestion.text, boundary: .space, undoable: false)
        }
        spacedWord = nil
        if policy.allowsLearning, suggestion.kind == .verbatim || suggestion.kind == .completion,
           LearnedWordRules.isLearnable(suggestion.text), !isKnownToDictionaries(suggestion.text) {
            engine.learning.learnNow(suggestion.text)
            engine.diagnostics.increment(.wordsLearned)
        }
        let edits: [TextEdit] = (composing.isEmpty ? [] : [.delete(composing.count)]) + [.insert(suggestion.text + " ")]
        advanceContext(after: suggestion.text, boundary: .space)
        strip = strip.with(emoji: engine.inlineEmoji(for: suggestion.text))
        return TypingResponse(edits: edits, strip: strip)
    }

    /// Inserts the strip's emoji after the word, which is committed as typed (never replaced),
    /// and records the emoji's use where the field allows learning. A swiped word has no space
    /// after it yet, so one goes first.
    private func pickEmoji(_ emoji: String, afterSwipe: Bool = false) -> TypingResponse {
        engine.diagnostics.increment(.suggestionsTaken)
        lastCorrection = nil
        spacedWord = nil
        engine.recordEmojiUse(emoji, policy: policy)
        if !keepTyped, !insideWord, !composing.isEmpty { sight(composing) }
        let edits: [TextEdit] = [.insert((composing.isEmpty && !afterSwipe ? "" : " ") + emoji + " ")]
        advanceContext(after: composing, boundary: .space)
        return TypingResponse(edits: edits, strip: strip)
    }

    // MARK: Swipe

    /// A committed gesture: the word inserted, whether a space went in before it, and what the
    /// context was before it.
    private struct SwipeCommit {
        var text: String
        var spaceInserted: Bool
        var contextBefore: WordContext
        var alternates: [String]
        /// Each alternate's fit (``SwipeCandidate/fit``), and the committed word's.
        var fits: [Float]
        var fit: Float
    }

    /// Decodes a gesture and commits its best word (after a space when the cursor follows a word),
    /// offering the next best as alternates.
    private func swipe(_ points: [SwipePoint], spaceFirst: Bool) -> TypingResponse {
        engine.diagnostics.increment(.swipes)
        lastCorrection = nil
        spacedWord = nil
        let decoder = engine.swipeDecoder(for: touchModel.layout)
        // A refused gesture (SwipeError) and one no word fits are alike to the user: nothing typed.
        let candidates = (try? decoder.decode(points, previousWord: context.previousWord,
                                              personalWords: engine.personalSwipeWords, limit: SuggestionStrip.capacity,
                                              precision: engine.swipePrecision)) ?? []
        guard !candidates.isEmpty else {
            engine.diagnostics.increment(.swipesRejected)
            spaceBeforeNextWord = spaceFirst && composing.isEmpty
            return TypingResponse(strip: strip)
        }
        if !composing.isEmpty {
            // A word was being tapped: it stays as typed, and the gesture's word follows it.
            let typed = composing
            advanceContext(after: typed, boundary: .space)
        }
        let sentenceStart = context.isSentenceStart
        let texts = candidates.map { sentenceStart ? CasePattern.capitalized.apply(to: $0.surface) : $0.surface }
        let contextBefore = context
        advanceContext(after: texts[0], boundary: .space)
        lastSwipe = SwipeCommit(text: texts[0], spaceInserted: spaceFirst, contextBefore: contextBefore, alternates: texts,
                                fits: candidates.map(\.fit), fit: candidates[0].fit)
        spaceBeforeNextWord = true
        strip = SuggestionStrip(texts.map { Suggestion(text: $0, kind: .alternate) }, emoji: engine.inlineEmoji(for: texts[0]))
        return TypingResponse(edits: [.insert((spaceFirst ? " " : "") + texts[0])], strip: strip)
    }

    /// Replaces the swiped word with the alternate in `slot` (the space before it stays).
    private func pickAlternate(_ slot: Int, after swiped: SwipeCommit) -> TypingResponse {
        if slot == SuggestionStrip.emojiSlot, let emoji = strip.emoji {
            engine.recordSwipeFit(swiped.fit) // the swiped word is kept
            return pickEmoji(emoji.text, afterSwipe: true)
        }
        guard strip.slots.indices.contains(slot), strip.slots[slot].kind == .alternate else { return pick(slot) }
        let text = strip.slots[slot].text
        engine.diagnostics.increment(.suggestionsTaken)
        engine.diagnostics.increment(.swipeAlternatesTaken)
        var commit = swiped
        commit.text = text
        if let i = swiped.alternates.firstIndex(of: text) { commit.fit = swiped.fits[i] }
        lastSwipe = commit
        spaceBeforeNextWord = true
        context = swiped.contextBefore
        advanceContext(after: text, boundary: .space)
        strip = SuggestionStrip(swiped.alternates.map { Suggestion(text: $0, kind: .alternate) }, emoji: engine.inlineEmoji(for: text))
        guard text != swiped.text else { return TypingResponse(strip: strip) }
        return TypingResponse(edits: [.delete(swiped.text.count), .insert(text)], strip: strip)
    }

    /// A backspace right after a gesture deletes its whole word, and the space put before it.
    private func deleteSwipe(_ swiped: SwipeCommit) -> TypingResponse {
        engine.diagnostics.increment(.backspaces)
        context = swiped.contextBefore
        refreshFollowers()
        setComposing("", taps: [])
        spaceBeforeNextWord = swiped.spaceInserted
        return TypingResponse(edits: [.delete(swiped.text.count + (swiped.spaceInserted ? 1 : 0))], strip: strip)
    }

    // MARK: State

    private func advanceContext(after word: String, boundary: Boundary) {
        if word.isEmpty {
            if boundary.endsSentence { context = WordContext(previousWords: [], isSentenceStart: true) }
        } else {
            let words = segmenter.words(of: word).map { $0.lowercased() }
            context = boundary.endsSentence
                ? WordContext(previousWords: [], isSentenceStart: true)
                : WordContext(previousWords: context.previousWords + words, isSentenceStart: false)
            if case .punctuation = boundary, !boundary.endsSentence {
                context = WordContext(previousWords: [], isSentenceStart: false)
            }
        }
        insideWord = false
        keepTyped = false
        refreshFollowers()
        setComposing("", taps: [])
    }

    private func setComposing(_ text: String, taps: [Tap]) {
        composing = text
        decoder.reset()
        for tap in taps { decoder.append(tap) }
        if text.isEmpty {
            nearWordCache.clear()
            wideNearWordCache.clear(keepingBuffersUpTo: 0)
            for cache in otherNearWordCaches { cache.clear() }
            pending = nil
            pendingResegmentation = nil
            strip = predictionStrip()
        } else if decoder.taps.isEmpty {
            pending = nil
            pendingResegmentation = nil
            strip = .empty
        } else {
            refreshStrip()
        }
    }

    private func refreshFollowers() {
        followers = context.previousWord.map { engine.lexicon.predictions(after: $0, limit: 40) } ?? []
        otherLanguageContext = engine.otherLexicons.map { Self.favours($0, over: engine.lexicon, words: context.previousWords.suffix(2)) }
    }

    /// Per other active language (``TypingEngine/otherLexicons``), whether the previous words are
    /// likelier in it than in the primary language: its words then compete for corrections.
    private var otherLanguageContext: [Bool] = []

    /// Whether `words` are, together, likelier in `other` than in `primary` (a word a lexicon
    /// lacks counts as ``absentWordLogProbability`` there).
    static func favours(_ other: any WordModel, over primary: any WordModel, words: some Collection<String>) -> Bool {
        guard !words.isEmpty else { return false }
        var balance: Float = 0
        for word in words {
            balance += (other.entry(forKey: word)?.logProbability ?? absentWordLogProbability)
                - (primary.entry(forKey: word)?.logProbability ?? absentWordLogProbability)
        }
        return balance > 0
    }

    /// Whether `typed` spells a lexicon word whose surface is `surface`: in its case, or with more
    /// capitals (`Haus`, `HAUS` for `Haus`; any case for a lower-case word).
    static func isWritten(_ typed: String, as surface: String) -> Bool {
        typed == surface || surface == surface.lowercased() || typed == typed.uppercased()
    }

    /// The log-probability a word missing from a lexicon is given when weighing languages.
    static let absentWordLogProbability: Float = -20

    /// The other languages whose words compete for the composing word's corrections: those the
    /// context favours, and all of them when the word holds a letter outside English's a–z
    /// (`Straße`, `für`). Without such evidence the primary language corrects alone, so English
    /// typed with German active is corrected exactly as with English alone.
    private func competingOtherLanguages() -> [CandidateRanker.OtherLanguage] {
        let foreignLetter = composing.lowercased().unicodeScalars.contains { !(("a"..."z").contains($0) || $0 == "'") && $0.properties.isAlphabetic }
        return engine.otherLexicons.indices.compactMap { i in
            guard foreignLetter || (i < otherLanguageContext.count && otherLanguageContext[i]) else { return nil }
            return CandidateRanker.OtherLanguage(model: engine.otherLexicons[i], nearWordCache: otherNearWordCaches[i])
        }
    }

    // MARK: Suggestions

    private func refreshStrip() {
        pending = nil
        pendingResegmentation = nil
        guard !insideWord, !composing.isEmpty, !decoder.taps.isEmpty else {
            strip = .empty
            return
        }
        let user = engine.userWords
        let ranker = ranker(user)
        decoder.models = [engine.lexicon] + ranker.userWords
        let candidates = ranker.rank(decoder, context: context, followers: followers, limit: 6)
        let casing = CasePattern(of: composing)
        let key = composing.lowercased()

        if policy.allowsAutocorrection, !keepTyped, Autocorrector.mayCorrect(composing), candidates.contains(where: { $0.kind == .correction }) {
            pending = autocorrector.correction(among: candidates, typed: composing, typedIsValid: isValidWord(composing, user: user))
            if let correction = pending, engine.learning.isRejected(typed: composing, correction: correction.entry.key) { pending = nil }
        }
        var slots: [Suggestion] = []
        if let phrase = user.replacements[key] {
            slots.append(Suggestion(text: phrase, kind: .replacement, isDefault: user.lexicon.applyReplacementsOnSpace))
        }
        if slots.isEmpty, let previous = spacedWord, let text = resegmentation(of: previous, ranker: ranker, user: user) {
            pendingResegmentation = text
            slots.append(Suggestion(text: composing, kind: .verbatim))
            slots.append(Suggestion(text: text, kind: .correction, isDefault: true))
        }
        if let pending {
            slots.append(Suggestion(text: composing, kind: .verbatim))
            slots.append(Suggestion(text: casing.apply(to: pending.entry.surface), kind: .correction, isDefault: slots.isEmpty || !slots[0].isDefault))
        }
        for candidate in candidates {
            let kind: Suggestion.Kind = switch candidate.kind {
            case .exact: .verbatim
            case .correction: .correction
            case .completion: .completion
            }
            slots.append(Suggestion(text: casing.apply(to: candidate.entry.surface), kind: kind))
        }
        strip = SuggestionStrip(slots, emoji: engine.inlineEmoji(for: composing))
    }

    /// The two words with the space moved (`thi sis` → `this is`), when one of the two typed
    /// words is known nowhere and the moved space, at ``CandidateRanker/misplacedSpaceCost``,
    /// scores at least the autocorrector's margin above what the two boundaries would write
    /// otherwise: the first word as written and the second as the next space would write it,
    /// each scored as the autocorrector scores them. Two valid words are never read again.
    private func resegmentation(of previous: SpacedWord, ranker: CandidateRanker, user: UserWords) -> String? {
        guard policy.allowsAutocorrection, !keepTyped, !insideWord, CasePattern(of: composing) == .lower,
              Autocorrector.mayCorrect(previous.typed), Autocorrector.mayCorrect(composing) else { return nil }
        let casing = CasePattern(of: previous.typed)
        let readings = ranker.resegmentations(of: previous.typed, composing, capitalized: casing != .lower, context: previous.context)
        guard let best = readings.max(by: { $0.logProbability < $1.logProbability }) else { return nil }
        let secondIsValid = isValidWord(composing, user: user)
        let firstIsValid = previous.score == nil && isValidWord(previous.typed, user: user)
        guard !(firstIsValid && secondIsValid) else { return nil }
        func kept(_ word: String, valid: Bool, in context: WordContext) -> Double {
            if let entry = engine.lexicon.entry(forKey: word.lowercased()) { return ranker.contextLogProbability(of: entry, in: context) }
            return valid ? ranker.splitWordMinimumLogProbability : autocorrector.unknownWordLogProbability(letters: word.count)
        }
        let asTyped = (previous.score ?? kept(previous.written, valid: firstIsValid, in: previous.context))
            + (pending?.score ?? kept(composing, valid: secondIsValid, in: context))
        guard best.logProbability - ranker.misplacedSpaceCost >= asTyped + autocorrector.margin else { return nil }
        return casing.apply(to: best.entry.surface)
    }

    /// Writes `text` over the last spaced word, its space and the composing word, then
    /// `boundary`; a backspace right after puts them back as they were (`undoable`).
    private func resegment(_ previous: SpacedWord, as text: String, boundary: Boundary, undoable: Bool = true) -> TypingResponse {
        let inserted = text + boundary.text
        if undoable {
            lastCorrection = (composing, decoder.taps, text, inserted, previous.written + " " + composing, context)
        }
        let edits: [TextEdit] = [.delete(previous.written.count + 1 + composing.count), .insert(inserted)]
        engine.diagnostics.increment(.autocorrectionsApplied)
        context = previous.context
        advanceContext(after: text, boundary: boundary)
        strip = strip.with(emoji: engine.inlineEmoji(for: String(text.split(separator: " ").last ?? "")))
        return TypingResponse(edits: edits, strip: strip)
    }

    /// The lexicon's capitals for a word typed all in lower case (`i` → `I`, `paris` → `Paris`;
    /// a word only another active language has, in its lexicon's: `wochenende` → `Wochenende`),
    /// when autocorrection may run; nil when the word has no capitals of its own.
    private func lexiconCapitalization(of typed: String) -> String? {
        guard policy.allowsAutocorrection, !insideWord, typed == typed.lowercased(),
              let entry = engine.lexicon.entry(forKey: typed)
                ?? engine.otherLexicons.lazy.compactMap({ $0.entry(forKey: typed) }).first,
              entry.surface != typed else { return nil }
        return entry.surface
    }

    /// The correction for a word whose taps spelled a prefix of some word all along, so the
    /// keystrokes never searched edits: searched once, now.
    private func boundaryCorrection() -> Candidate? {
        guard policy.allowsAutocorrection, !keepTyped, !insideWord, decoder.taps.count >= 2, Autocorrector.mayCorrect(composing) else { return nil }
        let user = engine.userWords
        guard !isValidWord(composing, user: user) else { return nil }
        let candidates = ranker(user).rank(decoder, context: context, followers: followers, limit: 6, edits: true)
        guard let correction = autocorrector.correction(among: candidates, typed: composing, typedIsValid: false),
              !engine.learning.isRejected(typed: composing, correction: correction.entry.key) else { return nil }
        return correction
    }

    /// The user's words and the learned words, as the word lists ranking prefers.
    private func personalWords(_ user: UserWords) -> [any WordModel] {
        [user.words, engine.learnedWordList].filter { !$0.isEmpty }
    }

    private func ranker(_ user: UserWords) -> CandidateRanker {
        var ranker = CandidateRanker(lexicon: engine.lexicon, userWords: personalWords(user))
        ranker.phonetic = engine.phonetic
        ranker.nearWordCache = nearWordCache
        ranker.wideNearWordCache = wideNearWordCache
        ranker.otherLanguages = competingOtherLanguages()
        return ranker
    }

    private func predictionStrip() -> SuggestionStrip {
        guard !insideWord else { return .empty }
        let ranker = CandidateRanker(lexicon: engine.lexicon)
        let words = ranker.predictions(for: context, limit: SuggestionStrip.capacity)
        return SuggestionStrip(words.map { entry in
            Suggestion(text: context.isSentenceStart ? CasePattern.capitalized.apply(to: entry.surface) : entry.surface, kind: .prediction)
        })
    }

    /// Whether `word` is a word anywhere: the lexicon, the user's words, or any active dictionary.
    private func isValidWord(_ word: String, user: UserWords) -> Bool {
        let key = word.lowercased()
        if user.words.entry(forKey: key) != nil || engine.learnedWordList.entry(forKey: key) != nil { return true }
        return isKnownToDictionaries(word)
    }

    private func record(_ stage: DiagnosticStage, since start: ContinuousClock.Instant, clock: ContinuousClock) {
        engine.diagnostics.time(stage, seconds: LatencySummary.microseconds(clock.now - start) / 1e6)
    }
}
