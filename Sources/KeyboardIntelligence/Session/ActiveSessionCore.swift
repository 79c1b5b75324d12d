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
    let engine: TypingEngine
    let policy: FieldPolicy
    let touchModel: TouchModel
    let autocorrector = Autocorrector()
    let segmenter = WordSegmenter(locale: "en")

    /// The composing word as it stands in the field, before the cursor.
    var composing = ""
    var decoder: TouchDecoder
    var context = WordContext()
    /// Words likely after the previous word, fetched once per word.
    var followers: [WordEntry] = []
    /// The previous word whose followers ``followers`` are (nil: none was fetched).
    var followersWord: String?
    /// The cursor touches a word the session does not know whole: inside a word (text continues
    /// after it), straight after a token the host's text ends in that is no word (`2` of `2nd`, a
    /// word cut at the window), or where a backspace deleted into committed text. No suggestions,
    /// no correction, until a boundary or the next reconcile.
    var insideWord = false
    /// The punctuation mark or symbol written last, while nothing has followed it (`.` of
    /// `gmail.`); nil after a space, a new line or a word.
    var previousMark: Character?
    /// The last thing written is a mark that does not open text: no automatic shift until a
    /// space (``Boundary/opens(_:)``).
    var afterUnspacedMark: Bool { previousMark.map { !Boundary.opens($0) } ?? false }
    /// The last thing written is a mark that ends text (`,` `.` `!` `)`, ``Boundary/endsText(_:)``)
    /// with no space after it: a gesture, a prediction or an emoji, which always begin a word, get
    /// the space first (`Hello,` then a gesture: `Hello, there`), as the AOSP keyboard spaces one there.
    var afterEndingMark: Bool { composing.isEmpty && policy.insertsSpacesAutomatically && (previousMark.map(Boundary.endsText) ?? false) }
    /// The composing word follows `.`, `@`, `/` or `:` given as a boundary with no space: the end of
    /// an address or a file name (`foo.` then `io`, `report.` then `pdf`), which is neither
    /// corrected, given capitals nor learned, as the whole token typed with `.` as a key is not
    /// (``Autocorrector/mayCorrect(_:)``). Its context is reset (``isAddress(_:)``).
    var gluedToAddressMark: Bool { Self.isAddressMark(previousMark) }
    /// Whether `mark` joins the pieces of an address (`.`, `@`, `/`, `:`).
    static func isAddressMark(_ mark: Character?) -> Bool { mark.map { ".@/:".contains($0) } == true }
    /// The composing word follows `#` with no space, as the host's echo reads a hashtag (`#teh`:
    /// the mark, then the word): a tag's word, neither corrected, given capitals nor learned, as
    /// the whole token the session composes when it typed the `#` is not
    /// (``Autocorrector/mayCorrect(_:)``). Its context and gestures stay a word's: only what is
    /// written of it is the tag's.
    var gluedToTagMark: Bool { previousMark == "#" }
    /// The composing word is an address's, a file name's or a tag's piece (``gluedToAddressMark``,
    /// ``gluedToTagMark``): written as typed, never corrected, capitalised or learned.
    var gluedToMark: Bool { gluedToAddressMark || gluedToTagMark }
    /// The single quote that opened a quotation on the current line before the composing word,
    /// not closed since (`he said 'yes`): an apostrophe ending a word closes it
    /// (``closingMark``). Read again from the host's text at each reconcile.
    var openQuote: Character?
    /// A backspace deleted committed text and the host has not reconciled since: what is before
    /// the cursor is not known, so an apostrophe typed there is not taken to open a quotation,
    /// and letters typed there touch a word the session does not know (``insideWord``).
    var deletedIntoText = false
    /// How many characters the text before the cursor holds, as the last reconcile found it and
    /// the session's own edits (or its events' own actions) changed it since: 0 in a new session;
    /// nil when the host's text reached ``TypingSession/maximumContextCharacters``. A reconcile
    /// that finds this count and the state the session holds is its own edits come back
    /// (``isOwnText(before:after:cursor:)``).
    var charactersBefore: Int? = 0
    /// The host's text after the cursor begins with a letter or a digit (`hello |world`): a
    /// gesture's word gets a space after it. Read from the host's text at each reconcile.
    var wordFollowsCursor = false
    /// The user undid an autocorrection of the composing word: commit it as typed.
    var keepTyped = false
    /// The host's text after the cursor begins with a space or a mark that ends text (`I like
    /// teh| cat`, the cursor put back after a word): a pick or an emoji puts no space of its own,
    /// which doubled the one there. Read from the host's text at each reconcile; typing before the
    /// cursor leaves the text after it as it is.
    var spaceFollowsCursor = false
    /// How many everyday words written in capitals (``isShoutedWord(_:)``) end the text before
    /// the composing word, counted to two (`THANKS FOR`: 2; `the FBI`: 0). Read from the host's
    /// text at each reconcile.
    var shoutedWordsBefore = 0
    /// The word before the composing one is an everyday word written in capitals (`FOR`): a word
    /// typed in capitals after it is text typed with caps lock, not an acronym, and may be
    /// corrected (``shoutedWord``).
    var afterShoutedWord: Bool { shoutedWordsBefore > 0 }
    /// Two such words before the cursor (`THANKS FOR `): caps lock is on, and predictions are
    /// written in capitals, as a keyboard writes them while it is (`YOU`, not `you`). One word in
    /// capitals is as often stressed (`PLEASE call`) or an acronym the lexicon lacks.
    var capsLockText: Bool { shoutedWordsBefore >= 2 }
    /// The words (lower case, two letters or more) whose correction or capitals the user undid in
    /// this session, the last ``putBackCapacity``: typed again, each is kept as typed
    /// (``keepsTypedWord``), an undone word being the user's for the session. The store's
    /// rejections (``LearningStore/isRejected(typed:correction:)``) remember a correction across
    /// sessions, but not in a field that does not learn, and not capitals (`i` put back once, `I`
    /// would never come again).
    var putBack: [String] = []
    static let putBackCapacity = 16
    /// Whether the composing word is to be kept as typed: its correction was just undone
    /// (``keepTyped``), or it is a word the user put back earlier in this session (``putBack``).
    var keepsTypedWord: Bool {
        keepTyped || (!putBack.isEmpty && putBack.contains(composing.lowercased()))
    }
    /// The apostrophe the user writes (`'`, or `’` from a key or the host's smart punctuation):
    /// the last one typed into a word, or before the cursor when the host reconciles. The
    /// engine's words are written with it (``written(_:_:)``).
    var apostrophe: Character = "'"
    /// The last autocorrection or text replacement, undoable by a backspace right after it: what
    /// was typed (composed again, with its taps), the word of it an undo counts towards learning
    /// and rejects the correction for (without a closing mark, as a commit counts it and the
    /// rejection checks read it: ``composingWord``), the correction as those checks name it (the
    /// candidate's key, with `'`; the capitalised word; no closing mark), the text inserted, the
    /// text a backspace puts back (the typed word; for a moved space, the first word as it was
    /// and the typed second), and whether it was the user's own replacement (`omw` → `On my
    /// way!`), whose undo teaches nothing.
    var lastCorrection: (typed: String, word: String, taps: [Tap], correction: String, inserted: String, restored: String, context: WordContext,
                         isReplacement: Bool)?
    /// The correction the next boundary would apply.
    var pending: Candidate?
    /// The ranking ``pending`` was chosen from and the typed letters it ranked (lower case), nil
    /// while no correction is pending: for the other corrections of the letters the word after
    /// may prefer, found once at the space (``contraction(besides:)``, ``runnersUp(besides:)``).
    var pendingRanking: (key: String, candidates: [Candidate])?
    /// The best reading of the composing valid word's touches between keys when it does not score
    /// ``Autocorrector/offKeyMargin`` above keeping the word, and keeping the word's score, nil
    /// otherwise: space keeps the word, and the word after may still prefer the reading
    /// (``revisedCorrection(_:ranker:composingIsValid:)``).
    var readingNotWritten: (reading: Candidate, kept: Double)?
    /// The word committed last with a space, while the next is typed after it: the two may be
    /// read again with the space moved (`thi sis` → `this is`).
    var spacedWord: SpacedWord?
    /// The two words with the space moved that the next space would write instead of
    /// ``spacedWord`` and the composing word.
    var pendingResegmentation: String?

    /// A word committed with a space, as typed and as written.
    struct SpacedWord {
        var typed: String
        var written: String
        /// Its correction's score (`−channel cost + log P(word | context)`), nil when it was
        /// written as typed.
        var score: Double?
        /// When it was written as a correction, the contraction its letters spell, weighed beside
        /// the correction written (``ActiveSessionCore/contraction(besides:)``).
        var contractionBeside: Candidate?
        /// When it was written as a correction, the best other correction of its letters and the
        /// next best (``ActiveSessionCore/runnersUp(besides:)``).
        var runnersUp: (first: Candidate?, second: Candidate?)
        /// The context it was typed in.
        var context: WordContext
        /// When it was written as typed, a valid word whose touches fell between keys, the reading
        /// of its touches space did not write and keeping the word's score
        /// (``ActiveSessionCore/readingNotWritten``).
        var readingNotWritten: (reading: Candidate, kept: Double)?
        /// For the next word's first letter, whether the space could move at all: the typed word
        /// less its last letter (`thisi s`) or with that letter added (`thi sis`) is a lexicon
        /// key. Looked up once per letter, by the next word's first keystroke.
        var movable: (letter: Character, possible: Bool)?
        /// The likeliest contraction or possessive its letters as written spell with an apostrophe
        /// (`ill`: `I'll`; `itz` written `its`: `it's`; `ones`: `one's`), nil inside for none
        /// (``spacedContraction(_:ranker:user:composingIsValid:)``). Looked up once, by the next
        /// word's first keystroke that asks; nil until then.
        var contraction: WordEntry??
        /// The lexicon's place names whose first word it is as written (`new`: `New York`, `New
        /// Zealand` …; ``placeName(after:)``). Looked up once, by the next word's first keystroke
        /// that asks; nil until then.
        var places: Range<Int>?
    }
    /// A committed word whose sighting counts once the user moves on (a backspace straight after
    /// the commit undoes it, and it does not count).
    /// The word in the form it is learned in (``learnedForm(_:)``), and as written in the text,
    /// which a reconcile looks for: a text that no longer holds it drops the sighting.
    var unconfirmedSighting: (learned: String, written: String)?
    /// The word the last event wrote as it stands, followed by one character (a space, a mark,
    /// a new line: a word committed as typed, or a picked suggestion and its space), with what
    /// came before it: a backspace straight after takes the word up again (``ResumableWord``).
    /// Stamped with the event that set it (``keepResumable(_:)``); ``resumableBefore`` reads it
    /// only in the event straight after, so no event copies it.
    var resumable: ResumableWord?
    var resumableEvent = 0
    /// The events handled, counted (wrapping) to stamp ``resumable``.
    var events = 0
    /// ``resumable``, when the event before the current one set it.
    var resumableBefore: ResumableWord? { resumableEvent == events &- 1 ? resumable : nil }
    /// The last event of an unbroken run of keys and backspaces inside a word begun straight
    /// after ``resumable`` was kept: when the run's backspaces delete the word whole, the cursor
    /// is back after the resumable word's space, and ``resumable`` is stamped again
    /// (``continueWordAfterResumable(beginsWord:)``), so the next backspace takes it up (`hong kong`, five
    /// backspaces: `hong`, composing).
    var wordAfterResumableEvent = 0

    /// The word kept before ``resumable`` when that one was begun straight after it: taken up in
    /// turn should ``resumable`` be taken up and deleted whole (one deep). Set with ``resumable``.
    var resumableBeforeResumable: ResumableWord?

    func keepResumable(_ word: ResumableWord?) {
        resumableBeforeResumable = word != nil && wordAfterResumableEvent == events &- 1 ? resumable : nil
        resumable = word
        resumableEvent = events
    }

    /// Continues the run of ``wordAfterResumableEvent`` by a key (`beginsWord`: the word's first),
    /// or a backspace that left `composing` as it is now.
    func continueWordAfterResumable(beginsWord: Bool) {
        if beginsWord ? resumableBefore != nil : wordAfterResumableEvent == events &- 1 {
            if composing.isEmpty, !beginsWord { resumableEvent = events } else { wordAfterResumableEvent = events }
        }
    }
    /// The composing word was taken up again by a backspace over what followed it: kept as
    /// written until a letter is added to it.
    var resumed = false

    /// A word written as it stands and one character after it, as the session knew the word
    /// while it was composed.
    struct ResumableWord {
        var word: String
        var taps: [Tap]
        var context: WordContext
        var previousMark: Character?
        var openQuote: Character?

        /// A word the engine wrote (a pick, a gesture, an alternate, a correction), whose taps
        /// without touch points are made if it is taken up (``tapsToCompose``; most words never
        /// are); nil for a phrase or a word too long to decode.
        static func written(_ word: String, context: WordContext, previousMark: Character?, openQuote: Character?) -> ResumableWord? {
            // (The bytes first: a short word's, every word space corrects, decode at once.)
            guard word.utf8.count <= ActiveSessionCore.maximumWordLength || ActiveSessionCore.isDecodable(word),
                  !word.utf8.contains(UInt8(ascii: " ")) else { return nil }
            return ResumableWord(word: word, taps: [], context: context, previousMark: previousMark, openQuote: openQuote)
        }

        /// The taps to compose the word with: its own, or for a word the engine wrote, one
        /// without a touch point a character.
        var tapsToCompose: [Tap] { taps.isEmpty ? ActiveSessionCore.taps(of: word) : taps }
    }
    /// The last swiped word, replaceable by an alternate and deleted whole by a backspace right
    /// after it.
    var lastSwipe: SwipeCommit?
    /// A word was swiped last, or picked before the host's space with none of its own
    /// (``settleAfterPick()``): the next letter, gesture or prediction starts with a space.
    var spaceBeforeNextWord = false
    /// What the last event left for the space bar, and what the current event found
    /// (``SpaceState``); every event but the one that sets it leaves ``SpaceState/none``.
    var spaceState = SpaceState.none
    var spaceStateBefore = SpaceState.none

    /// The space before the cursor, between two events (after AOSP's space state).
    enum SpaceState {
        case none
        /// A space was typed straight after a word: a second space makes it `. `.
        case afterWord
        /// A double space was just made `. `, after `contextBefore`: a backspace makes it two spaces again.
        case period(contextBefore: WordContext)
        /// The engine put the space after a picked suggestion: a mark that ends text goes before
        /// it (`help ,` → `help, `), and a space typed next is that space (`help ` stays).
        case afterPick
    }
    var strip = SuggestionStrip.empty
    /// The composing word's last edit-search walk, which the next keystroke's extends; cleared
    /// when the word is committed, so it holds nothing of words already typed. Borrowed from the
    /// engine and returned to it when the session ends.
    let nearWordCache: NearWordCache
    /// The widened walk's. It runs for a word the first walk finds almost nothing near (two in five
    /// of the wikipedia corpus's misspellings), so it too is borrowed and keeps its buffers.
    let wideNearWordCache: NearWordCache
    /// The walk that keeps the typed first letter (``CandidateRanker/firstLetterChangeCost``).
    let firstLetterNearWordCache: NearWordCache
    /// The same, one per other active language's lexicon (``TypingEngine/otherLexicons``): the
    /// session's own, holding buffers only once that language has been walked.
    let otherNearWordCaches: [NearWordCache]
    /// The user's lists' walks' (``CandidateRanker/userNearWordCaches``): two for each of the
    /// user's words and the learned words. The session's own, made when the user first has words
    /// (a session without any allocates none), kept while it lasts.
    var userNearWordCaches: [NearWordCache] = []
    /// What the caches were last told of keys following (``expectKeys(_:)``).
    var keysExpected = false

    init(engine: TypingEngine, policy: FieldPolicy, layout: KeyboardLayout) {
        self.engine = engine
        self.policy = policy
        touchModel = TouchModel(layout: layout)
        decoder = TouchDecoder(models: [engine.lexicon], touchModel: touchModel)
        nearWordCache = engine.borrowNearWordCache()
        wideNearWordCache = engine.borrowNearWordCache()
        firstLetterNearWordCache = engine.borrowNearWordCache()
        otherNearWordCaches = engine.otherLexicons.map { _ in NearWordCache() }
        // A borrowed cache may have been told by the session before.
        for cache in [nearWordCache, wideNearWordCache, firstLetterNearWordCache] { cache.keysFollow = false }
        // Another process (the containing app) may have reset or taught words since the last field.
        engine.reloadLearningIfChangedElsewhere()
        refreshFollowers()   // no words before the cursor yet: the last words' language decides
        strip = predictionStrip()
    }

    deinit {
        confirmSighting()
        engine.returnNearWordCache(nearWordCache)
        engine.returnNearWordCache(wideNearWordCache)
        engine.returnNearWordCache(firstLetterNearWordCache)
    }

    func handle(_ event: TypingEvent) -> TypingResponse {
        // A tap on a slot the strip does not fill changes nothing: a swiped word's space, a
        // pick's, the word a backspace takes up stay as they were.
        if case let .pick(slot) = event, !strip.slots.indices.contains(slot), slot != SuggestionStrip.emojiSlot || strip.emoji == nil {
            return TypingResponse(strip: strip, autoShift: autoShift)
        }
        switch event {
        // A gesture confirms once it is taken (``swipe(_:shift:spaceFirst:after:)``): a refused
        // one changes nothing.
        case .backspace, .swipe: break
        default: confirmSighting()
        }
        let swiped = lastSwipe
        let spaceFirst = spaceBeforeNextWord
        let (stateFound, stateFoundBefore) = (spaceState, spaceStateBefore)
        lastSwipe = nil
        spaceBeforeNextWord = false
        spaceStateBefore = spaceState
        spaceState = .none
        events &+= 1
        switch event {
        case .backspace, .pick: break
        // The user kept the word: the engine's swipe precision adapts to it, in fields that learn
        // (once: a refused gesture after it leaves it as it was, counted).
        default: if let swiped, !swiped.fitRecorded, policy.allowsLearning { engine.recordSwipeFit(swiped.fit) }
        }
        let clock = ContinuousClock()
        let start = clock.now
        let response: TypingResponse
        let stage: DiagnosticStage
        switch event {
        case let .key(character, point):
            stage = .key
            if let swiped, continuesGesture(swiped, with: character) { continueGesture(swiped) }
            response = key(character, at: point, spaceFirst: spaceFirst)
        case .backspace:
            stage = .backspace
            response = swiped.map(deleteSwipe) ?? backspace()
        case let .boundary(boundary):
            stage = .boundary
            response = commit(boundary, spaceFirst: spaceFirst)
        case let .pick(slot):
            stage = .pick
            // After a mark that ends text (`Hello,`), a prediction or an emoji gets its space first, as a gesture does.
            response = swiped.map { pickAlternate(slot, after: $0) } ?? pick(slot, spaceFirst: spaceFirst || afterEndingMark)
        case let .swipe(points, shift):
            stage = .swipe
            if let typed = swipe(points, shift: shift, spaceFirst: spaceFirst || afterEndingMark, after: swiped) {
                response = typed
            } else {
                // A refused gesture typed nothing: what it found stays, so that a backspace, a pick
                // or a space after it acts as it would have before it.
                lastSwipe = swiped.map { var kept = $0; kept.fitRecorded = true; return kept }
                spaceBeforeNextWord = spaceFirst
                (spaceState, spaceStateBefore) = (stateFound, stateFoundBefore)
                events &-= 1   // a word a backspace may take up again stays the last event's
                response = TypingResponse(strip: strip)
            }
        }
        record(stage, since: start, clock: clock)
        countCharacters(response.edits, for: event)
        if !response.strip.isEmpty { engine.diagnostics.increment(.suggestionsShown) }
        var shifted = response
        shifted.autoShift = autoShift
        return shifted
    }

    func reconcile(before: String, after: String) -> TypingResponse {
        let clock = ContinuousClock()
        let start = clock.now
        // The host's text no longer holds the word just committed (select-all and delete, cut, a
        // clear button, a chat's send): thrown away, it does not count towards learning. Searched
        // by bytes (a search by characters would normalise them), as written and with its
        // apostrophes turned as the host's smart punctuation turns them (`'` → `’`).
        if let written = unconfirmedSighting?.written, !Self.holds(before, after, written) { unconfirmedSighting = nil }
        var read: CursorContext?
        if isOwnText(before: before, after: after, cursor: &read) {
            // The host echoes the session's own edits (iOS's textDidChange, Android's
            // onUpdateSelection): the undo, the pick's space, the word a backspace takes up stay.
            engine.diagnostics.increment(.reconciles)
            record(.reconcile, since: start, clock: clock)
            return TypingResponse(strip: strip, autoShift: autoShift)
        }
        let cursor = read ?? CursorContext(before: before, after: after, segmenter: segmenter)
        confirmSighting()
        lastSwipe = nil
        spaceBeforeNextWord = false
        // Not before a word after the cursor (`Thanks |for`): a space typed there inserts one.
        spaceState = Self.spaceAfterWord(before) && !Self.beginsWithWord(after) ? .afterWord : .none
        charactersBefore = Self.characterCount(before)
        wordFollowsCursor = Self.beginsWithWord(after)
        // Decomposed text from the host (`scho` then U+0308 `n`) composed, as the lists hold it.
        context = WordContext(previousWords: cursor.previousWords.map { Self.composed($0).lowercased() }, isSentenceStart: cursor.isSentenceStart)
        shoutedWordsBefore = cursor.previousWords.suffix(2).reversed().prefix(while: isShoutedWord).count
        spaceFollowsCursor = Self.spaceFollows(after)
        insideWord = !cursor.composingSuffix.isEmpty || Self.touchesToken(before, cursor: cursor)
        previousMark = Self.mark(before: before, composing: cursor.composingPrefix)
        if let mark = before.suffix(Self.apostropheLookBack).last(where: \.isApostrophe) { apostrophe = mark }
        openQuote = Self.openQuote(before: before.suffix(Self.quoteLookBack))
        deletedIntoText = false
        keepTyped = false
        resumed = false
        lastCorrection = nil
        spacedWord = nil
        resumable = nil
        resumableBeforeResumable = nil
        refreshFollowers()
        let prefix = Self.composed(cursor.composingPrefix)
        expectKeys(false)
        setComposing(prefix, taps: Self.isDecodable(prefix) ? Self.taps(of: prefix) : [])
        engine.diagnostics.increment(.reconciles)
        record(.reconcile, since: start, clock: clock)
        return TypingResponse(strip: strip, autoShift: autoShift)
    }

    /// Whether the next letter should be a capital: nothing is being composed, and the field
    /// wants one at every letter, at a word start, or at a sentence start (the start of the
    /// field, or after `.`, `?`, `!` and a space, or a new line). Straight after a mark, before
    /// its space, no shift: the mark may be inside an address (`gmail.com`). After deleting into
    /// committed text the context is unknown until the host reconciles: no shift.
    var autoShift: Bool {
        switch policy.autocapitalization {
        case .allCharacters: true
        case .words: composing.isEmpty && !insideWord && !afterUnspacedMark
        case .sentences: composing.isEmpty && !insideWord && !afterUnspacedMark && context.isSentenceStart
        case .none, .default: false
        }
    }

    // MARK: Events

    func key(_ character: String, at point: Point?, spaceFirst: Bool) -> TypingResponse {
        engine.diagnostics.increment(.keystrokes)
        let correctionBefore = lastCorrection
        lastCorrection = nil
        if character == " " { return commit(.space, spaceFirst: spaceFirst) }
        if character == "\n" { return commit(.newline) }
        if composing.isEmpty, case .afterPick = spaceStateBefore, character.count == 1, let mark = character.first, Boundary.endsText(mark) {
            // `.` and `:` stay inside words (`nasa.gov`), but none begins one straight after a pick.
            return commit(.punctuation(mark))
        }
        // (The first byte first: `'`, or the first of `’`'s and `‘`'s three; every word's first key asks.)
        if composing.isEmpty, let byte = character.utf8.first, byte == 0x27 || byte == 0xE2, character.count == 1, let mark = character.first,
           mark == "‘" || (mark.isApostrophe && !spaceFirst && !deletedIntoText && previousMark.map(Boundary.opens) ?? true) {
            // An apostrophe that begins a word, after a space, an opening mark or nothing, opens a
            // quotation (`'yes'`) or an elision (`'cause`, `'em`): no lexicon word begins with one,
            // and correcting the letters with it wrote them without it (`'recieve` → `receive`).
            // It is a mark of its own, as `"` is; the letters after it are the word, and an
            // apostrophe ending a word closes it (``closingMark``). Straight after a word (a swiped
            // one, before its space) it still joins it: `John` then `'s`.
            let response = commit(.punctuation(mark), spaceFirst: spaceFirst)
            openQuote = mark
            return response
        }
        if let separator = Boundary.separator(forKey: character) { return commit(separator, spaceFirst: spaceFirst) }
        guard !character.isEmpty else { return TypingResponse(strip: strip) }
        if spaceFirst, composing.isEmpty, let first = character.first, Boundary.beginsText(first) {
            // A letter, digit, `#` or `@` after a swiped word: the automatic space goes in first.
            var response = key(character, at: point, spaceFirst: false)
            response.edits = [.insert(" " + character)]
            return response
        }
        continueWordAfterResumable(beginsWord: composing.isEmpty)
        composing += character
        if resumed {
            // A letter added to a word taken up again: it is a new word, corrected as any.
            resumed = false
            keepTyped = false
        }
        if let mark = character.first, mark.isApostrophe { apostrophe = mark }
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
        var tap = Tap(character: character, point: point.flatMap { $0.isFinite ? $0 : nil })
        if Self.holdsCombiningMark(character) {
            // A combining mark (a dead key's, or a letter sent decomposed: `o` then U+0308) is
            // composed with the letter before it, as keys type it precomposed: decomposed, `schön`
            // was no word any list holds, and became `schon`.
            let composed = TypingEngine.normalizer.nfc(composing)
            if composed.count == composing.count, let letter = composed.last {
                let joined = decoder.taps.count == composing.count
                composing = composed
                // A mark that joined the letter before it makes that tap the composed letter,
                // where that letter was touched.
                if joined, let touched = decoder.taps.last {
                    decoder.removeLast()
                    tap = Tap(character: String(letter), point: touched.point)
                } else {
                    tap.character = String(letter)
                }
            }
        }
        decoder.append(tap)
        expectKeys(true)
        refreshStrip()
        if let taken = correctionBefore, taken.inserted.last == ".",
           character.first?.isLetter == true || character.first?.isNumber == true {
            // A letter straight after a period that changed the word before it: the period was
            // inside an address or an abbreviation (`www.`, `nasa.gov`, `i.e.`), not at a sentence's
            // end, so the word goes back to as it was typed (`WWW.` → `www.g`). (Only a commit sets
            // `lastCorrection`, and it leaves no composing word: this letter is the new word's first.)
            engine.diagnostics.increment(.autocorrectionsTakenBack)
            return TypingResponse(edits: [.delete(taken.inserted.count), .insert(taken.restored + "." + character)], strip: strip)
        }
        return TypingResponse(strip: strip)
    }

    /// Commits `boundary` with nothing composing as any boundary is, none of the space rules above
    /// applying again, and answers with `edits` instead of the key's own action.
    private func commitPlainly(_ boundary: Boundary, writing edits: [TextEdit]) -> TypingResponse {
        spaceStateBefore = .none
        var response = commit(boundary)
        response.edits = edits
        return response
    }

    /// The second space of a double space after a word: the first becomes a period, and a
    /// sentence starts (`hello  ` → `hello. `), as iOS's "." shortcut and Android keyboards'
    /// double-space period do. A backspace right after gives the two spaces back.
    func periodForDoubleSpace() -> TypingResponse {
        engine.diagnostics.increment(.boundaries)
        let contextBefore = context
        lastCorrection = nil
        spacedWord = nil
        advanceContext(after: "", boundary: .punctuation("."))
        previousMark = nil  // the period has its space
        spaceState = .period(contextBefore: contextBefore)
        return TypingResponse(edits: [.delete(1), .insert(". ")], strip: strip)
    }

    /// Whether `text` ends in one space straight after a word or a closing mark, as a double
    /// space's first (read from the host's text when it hands the cursor over).
    static func spaceAfterWord(_ text: String) -> Bool {
        guard text.last == " " else { return false }
        let before = text.dropLast().last
        return before.map { $0.isLetter || $0.isNumber || Boundary.closesText($0) } ?? false
    }

    /// How far back in the host's text before the cursor an apostrophe is looked for: the last
    /// few sentences, so that a long document is not read on every reconcile.
    static let apostropheLookBack = 500

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

    /// Whether `text` holds a combining mark (general category M: U+0308 after `o`), which NFC
    /// may compose with the letter before it. Every such mark is at U+0300 or above, whose UTF-8
    /// lead byte is 0xCC or more: text with no such byte (ASCII, precomposed Latin letters)
    /// leaves after one pass over its bytes.
    static func holdsCombiningMark(_ text: String) -> Bool {
        guard text.utf8.contains(where: { $0 >= 0xCC }) else { return false }
        return text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: true
            default: false
            }
        }
    }

    /// `text` composed (NFC) when it holds a combining mark, else as it is; as it is too when
    /// composing would change how many characters it has, which is what an edit deletes
    /// (``TextEdit/delete(_:)``: grapheme clusters) of the host's decomposed text.
    static func composed(_ text: String) -> String {
        guard holdsCombiningMark(text) else { return text }
        let composed = TypingEngine.normalizer.nfc(text)
        return composed.count == text.count ? composed : text
    }

    /// `text` as taps without touch points, one a character: a word handed over by the host or
    /// written by the engine, composed again.
    static func taps(of text: String) -> [Tap] {
        text.map { Tap(character: String($0)) }
    }

    func backspace() -> TypingResponse {
        engine.diagnostics.increment(.backspaces)
        if case let .period(contextBefore) = spaceStateBefore {
            // Straight after a double space became `. `: the two spaces come back (AOSP's revert).
            context = contextBefore
            previousMark = nil
            lastCorrection = nil
            refreshFollowers()
            setComposing("", taps: [])
            return TypingResponse(edits: [.delete(2), .insert("  ")], strip: strip)
        }
        if let undo = lastCorrection {
            // Undo the autocorrection or replacement: the typed word comes back, and will be kept.
            lastCorrection = nil
            if !undo.isReplacement {
                engine.diagnostics.increment(.autocorrectionsUndone)
                engine.diagnostics.record(.autocorrectionUndone)
            }
            // (Not `i`, put back to write `i.e.` or a list's `i)`: `I` is wanted after it.)
            if !undo.isReplacement, undo.restored == undo.typed, undo.typed.utf8.count > 1 {
                if putBack.count == Self.putBackCapacity { putBack.removeFirst() }
                putBack.append(undo.typed.lowercased())
            }
            // (The context the word was typed in, for its learned form below.)
            context = undo.context
            if policy.allowsLearning, !undo.isReplacement {
                // A strong signal: this correction is not offered again, and the typed word is
                // sighted — as a commit sights it (``isSightable(_:)``, ``learnedForm(_:)``): not
                // when a dictionary knows it (`i` put back after `I`, `cant` after `can't`).
                engine.learning.recordRejection(typed: undo.word, correction: undo.correction)
                if isSightable(undo.word) {
                    engine.learning.recordCommit(learnedForm(undo.word))
                    engine.diagnostics.increment(.learningSightings)
                }
            }
            refreshFollowers()
            setComposing(undo.typed, taps: undo.taps)
            keepTyped = true
            refreshStrip()
            return TypingResponse(edits: [.delete(undo.inserted.count), .insert(undo.restored)], strip: strip)
        }
        if composing.isEmpty, let resumable = resumableBefore {
            // Straight after the space, mark or new line that followed a word written as it
            // stands: the word is composed again, with its taps and context, and gets its strip
            // back (Gboard and the AOSP keyboard take a word up again so). It stays as written
            // unless a letter is added or deleted.
            spacedWord = nil
            unconfirmedSighting = nil
            context = resumable.context
            previousMark = resumable.previousMark
            openQuote = resumable.openQuote
            refreshFollowers()
            keepTyped = true
            resumed = true
            setComposing(resumable.word, taps: resumable.tapsToCompose)
            if let before = resumableBeforeResumable {
                // Deleted whole by the backspaces after this one, the word gives the one before back.
                self.resumable = before
                resumableBeforeResumable = nil
                wordAfterResumableEvent = events
            }
            return TypingResponse(strip: strip)
        }
        if composing.isEmpty {
            spacedWord = nil
            // Deleting committed text: a word just committed is not counted towards learning, and
            // the context is no longer known until the host reconciles.
            unconfirmedSighting = nil
            context = WordContext(previousWords: [], isSentenceStart: false)
            shoutedWordsBefore = 0
            deletedIntoText = true
            insideWord = true   // letters typed here join a word the session does not know
            openQuote = nil
            followers = []
            strip = .empty
            return TypingResponse(strip: strip)
        }
        composing.removeLast()
        keepTyped = false
        resumed = false
        continueWordAfterResumable(beginsWord: false)
        if Self.isDecodable(composing), decoder.taps.count != composing.count {
            setComposing(composing, taps: Self.taps(of: composing))
            return TypingResponse(strip: strip)
        }
        decoder.removeLast()
        if composing.isEmpty { strip = predictionStrip() } else { refreshStrip() }
        return TypingResponse(strip: strip)
    }

    /// Commits the composing word with `boundary` after it. `spaceFirst`: the cursor follows a
    /// swiped word, so a mark that begins text (`(`, `“`, `$`) gets the automatic space before it.
    func commit(_ boundary: Boundary, spaceFirst: Bool = false) -> TypingResponse {
        if composing.isEmpty, case let .punctuation(mark) = boundary {
            if spaceFirst, Boundary.beginsText(mark) { return commitPlainly(boundary, writing: [.insert(" " + boundary.text)]) }
            if case .afterPick = spaceStateBefore, Boundary.endsText(mark) {
                let response = commitPlainly(boundary, writing: [.delete(1), .insert(boundary.text + " ")])
                previousMark = nil  // the mark has its space
                return response
            }
        }
        if boundary == .space, composing.isEmpty, case .afterPick = spaceStateBefore {
            // The space a pick put in is the one the user meant to type (Gboard's phantom space):
            // it stays one space, and a second makes the period.
            let response = commitPlainly(boundary, writing: [.delete(1), .insert(" ")])
            spaceState = .afterWord
            return response
        }
        if boundary == .space, composing.isEmpty, case .afterWord = spaceStateBefore, policy.allowsDoubleSpacePeriod,
           engine.configuration.insertsPeriodOnDoubleSpace {
            return periodForDoubleSpace()
        }
        // A space straight after a word, a swiped word or a closing mark: a second one may make it a
        // period (the same rule as ``spaceAfterWord(_:)`` reads from the host's text).
        let followsWord = boundary == .space && !insideWord
            && (!composing.isEmpty || spaceFirst || previousMark.map(Boundary.closesText) == true)
        defer { if followsWord { spaceState = .afterWord } }
        engine.diagnostics.increment(.boundaries)
        // At each word's end, not each key press: a reset in another process reaches this field by
        // its next word.
        engine.reloadLearningIfChangedElsewhere()
        lastCorrection = nil
        let previous = spacedWord
        spacedWord = nil
        var edits: [TextEdit] = []
        var committed = composing
        var corrected: Candidate?
        var replaced = false
        if !composing.isEmpty, !insideWord, !boundary.joinsWords {
            let user = engine.userWords
            if boundary == .space, spaceWritesReplacement(user), let phrase = replacement(user) {
                let text = withClosingMark(phrase)
                edits = [.delete(composing.count), .insert(text + boundary.text)]
                lastCorrection = (composing, composingWord, decoder.taps, phrase, text + boundary.text, composing, context, true)
                committed = text
                replaced = true
                engine.diagnostics.increment(.replacementsApplied)
            } else if !keepTyped, let previous, let text = pendingResegmentation {
                return resegment(previous, as: text, boundary: boundary)
            } else if !keepsTypedWord, case let (text, rejectable)? = pending.map({ candidate in
                corrected = candidate
                return (withClosingMark(written(candidate.entry.surface, CasePattern(of: composingWord))), candidate.entry.key)
            }) ?? lexiconCapitalization(of: composingWord, user: user).map({ (withClosingMark($0), $0) }) {
                edits = [.delete(composing.count), .insert(text + boundary.text)]
                lastCorrection = (composing, composingWord, decoder.taps, rejectable, text + boundary.text, composing, context, false)
                committed = text
                engine.diagnostics.increment(.autocorrectionsApplied)
                if let corrected { refreshLearned(key: corrected.entry.key) }
            }
        }
        // (A word taken up again had its sighting cancelled by the backspace: it counts again.)
        // (An address's piece, `io` of `foo.io`, is no word to learn.)
        if edits.isEmpty, !keepTyped || resumed, !insideWord, !composing.isEmpty, !gluedToMark { sight(composingWord) }
        let emojiWord = insideWord ? "" : committed
        let spaced = boundary == .space && !insideWord && !keepTyped && !replaced && !composing.isEmpty && !committed.contains(" ")
            ? spacedWord(written: committed, corrected: corrected) : nil
        if edits.isEmpty, !insideWord, boundary.text.count == 1 {
            if !composing.isEmpty, decoder.taps.count == composing.count {
                keepResumable(ResumableWord(word: composing, taps: decoder.taps, context: context, previousMark: previousMark, openQuote: openQuote))
            } else if composing.isEmpty, spaceFirst, let swiped = resumableBefore {
                keepResumable(swiped)   // the swiped word (or alternate) this follows
            }
        } else if !replaced, !insideWord, boundary.text.count == 1,
                  let word = ResumableWord.written(committed, context: context, previousMark: previousMark, openQuote: openQuote) {
            // A word space corrected or capitalised: a backspace straight after undoes the change
            // (``lastCorrection``, first); once a word begun after it is deleted whole, the next
            // backspace takes it up as written, as a picked word is.
            keepResumable(word)
        }
        advanceContext(after: committed, boundary: boundary)
        spacedWord = spaced
        strip = strip.with(emoji: engine.inlineEmoji(for: emojiWord))
        return TypingResponse(edits: edits, strip: strip)
    }

    /// Counts a commit of a word no dictionary knows towards learning it (three make it learned),
    /// in fields that allow learning, in its ``learnedForm(_:)``.
    func sight(_ word: String) {
        guard isSightable(word) else { return }
        confirmSighting()
        unconfirmedSighting = (learnedForm(word), word)
    }

    /// Whether `before` or `after` holds `word`, as written or, when it has a `'`, with each
    /// turned to `’` (compared by bytes).
    static func holds(_ before: String, _ after: String, _ word: String) -> Bool {
        func found(_ needle: some Collection<UInt8>) -> Bool {
            before.utf8.firstRange(of: needle) != nil || after.utf8.firstRange(of: needle) != nil
        }
        if found(word.utf8) { return true }
        // A word composed from decomposed text (``composed(_:)``), which the host holds as it was
        // typed: found by its characters, which compare canonically.
        if word.utf8.contains(where: { $0 >= 0x80 }), before.contains(word) || after.contains(word) { return true }
        guard word.utf8.contains(UInt8(ascii: "'")) else { return false }
        return found(word.utf8.flatMap { $0 == UInt8(ascii: "'") ? [0xE2, 0x80, 0x99] : [$0] })
    }

    /// Whether a word written in this field counts towards learning: the field learns, the rules
    /// allow the word, and no dictionary knows it. One test for commits, picks and undos.
    func isSightable(_ word: String) -> Bool {
        policy.allowsLearning && LearnedWordRules.isLearnable(word) && !isKnownToDictionaries(word)
    }

    /// The form a word is learned in: in lower case when only its first letter is a capital and
    /// it begins a sentence, where the shift was the field's, not the word's (the AOSP keyboard
    /// learns an auto-capitalised word so). `kubectl` typed at three sentence starts was learned
    /// as `Kubectl`, and then written so mid-sentence when corrected or completed. A word with
    /// capitals of its own (`iOS`, `McFly`) or typed in capitals keeps them.
    func learnedForm(_ word: String) -> String {
        guard context.isSentenceStart, let lower = CasePattern.lowercasedIfOnlyFirstCapital(word) else { return word }
        return lower
    }

    /// Refreshes the store's recency of the learned word of `key` (lower case), written by an
    /// autocorrection or a gesture, in fields that learn: a word typed is refreshed by its
    /// sighting (``confirmSighting()``), and these were not, so a swipe typist's words were
    /// evicted first. The store's form of the word is the learned list's. Nothing for a word
    /// not learned (a look-up in the list in memory, no store call).
    func refreshLearned(key: String) {
        guard policy.allowsLearning, let entry = engine.userWords.learned.entry(forKey: key) else { return }
        engine.learning.recordUse(entry.surface)
    }

    func confirmSighting() {
        guard let word = unconfirmedSighting?.learned else { return }
        unconfirmedSighting = nil
        engine.learning.recordCommit(word)
        engine.diagnostics.increment(.learningSightings)
    }

    /// Writes the strip's suggestion in `slot` over the composing word, or after the cursor when
    /// none is composed (a prediction), with a space after it unless the host's text has one
    /// there (``spaceFollowsCursor``). With `spaceFirst` (a pick that put no space of its own came
    /// just before, or a mark that ends text was typed last: ``afterEndingMark``), a prediction
    /// gets a space first.
    func pick(_ slot: Int, spaceFirst: Bool = false) -> TypingResponse {
        if slot == SuggestionStrip.emojiSlot, let emoji = strip.emoji { return pickEmoji(emoji.text, spaceFirst: spaceFirst) }
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
            engine.learning.learnNow(learnedForm(suggestion.text))
            engine.diagnostics.increment(.wordsLearned)
        }
        let written = withClosingMark(suggestion.text)
        let edits: [TextEdit] = (composing.isEmpty ? [] : [.delete(composing.count)])
            + [.insert((composing.isEmpty && spaceFirst ? " " : "") + written + spaceAfterPick)]
        // After the space it puts first the word is not glued to the mark before (`Hello. You`
        // is no address's piece).
        if composing.isEmpty, spaceFirst { previousMark = nil }
        let (contextBefore, markBefore, quoteBefore) = (context, previousMark, openQuote)
        if !policy.insertsSpacesAutomatically, spaceAfterPick.isEmpty, suggestion.kind != .alternate {
            // In an address field no space follows: the word picked is the token the text reads
            // (`keyboa`, `keyboard` picked: the host's echo composes `keyboard`), so it stays
            // composed, and a key after it continues it (`keyboard` then `s`: `keyboards`, not
            // `s` completed as a word of its own); a backspace deletes its last letter.
            settleAfterPick()
            (context, previousMark, openQuote) = (contextBefore, markBefore, quoteBefore)
            refreshFollowers()
            setComposing(written, taps: Self.isDecodable(written) ? Self.taps(of: written) : [])
            return TypingResponse(edits: edits, strip: strip)
        }
        advanceContext(after: suggestion.text, boundary: .space)
        settleAfterPick()
        // (Taken up again by a backspace over the space the pick put in: none when it put none,
        // the host's being kept or in an address field, where the backspace deletes the word's
        // last letter.)
        if !spaceAfterPick.isEmpty, written == suggestion.text,
           let word = ResumableWord.written(written, context: contextBefore, previousMark: markBefore, openQuote: quoteBefore) {
            keepResumable(word)
        }
        strip = strip.with(emoji: engine.inlineEmoji(for: suggestion.text))
        return TypingResponse(edits: edits, strip: strip)
    }

    /// Inserts the strip's emoji after the word, which is committed as typed (never replaced),
    /// and records the emoji's use where the field allows learning. With `spaceFirst` (after a
    /// swiped word, a word picked before the host's space, or a mark that ends text) no space
    /// follows the word yet, so one goes first.
    func pickEmoji(_ emoji: String, spaceFirst: Bool = false) -> TypingResponse {
        engine.diagnostics.increment(.suggestionsTaken)
        lastCorrection = nil
        spacedWord = nil
        engine.recordEmojiUse(emoji, policy: policy)
        // Counted towards learning as a commit counts it: not an address's piece, not its closing mark.
        if !keepTyped || resumed, !insideWord, !composing.isEmpty, !gluedToMark { sight(composingWord) }
        let spaceBefore = (composing.isEmpty && !spaceFirst) || !policy.insertsSpacesAutomatically ? "" : " "
        let edits: [TextEdit] = [.insert(spaceBefore + emoji + spaceAfterPick)]
        advanceContext(after: composing, boundary: .space)
        // The emoji parts the words before it from the next, and is no sentence's start, as the
        // host's text reads it (``CursorContext``, Android's caps mode): predictions as after no word.
        if !context.previousWords.isEmpty || context.isSentenceStart {
            context = WordContext(previousWords: [], isSentenceStart: false)
            refreshFollowers()
            strip = predictionStrip()
        }
        settleAfterPick()
        return TypingResponse(edits: edits, strip: strip)
    }

    /// The space a pick or an emoji puts after itself: none before the host's space or a mark
    /// that ends text (``spaceFollowsCursor``).
    var spaceAfterPick: String { spaceFollowsCursor || !policy.insertsSpacesAutomatically ? "" : " " }

    /// What a pick or an emoji leaves for the next event: a space typed next is the one it put in
    /// (``SpaceState/afterPick``); when it put none, the next letter, gesture or prediction starts
    /// with one, as after a swiped word (`the|` then `big` is `the big`, not `thebig`).
    func settleAfterPick() {
        spaceState = spaceAfterPick.isEmpty ? .none : .afterPick
        spaceBeforeNextWord = spaceFollowsCursor && policy.insertsSpacesAutomatically
    }

    // MARK: State

    func advanceContext(after word: String, boundary: Boundary) {
        // A word closing the quotation, or an apostrophe alone straight after a swiped word
        // (`'hello` swiped, then `'`), closes it; a new line ends it.
        if closingMark?.isApostrophe == true || boundary == .newline
            || (openQuote != nil && !composing.isEmpty && composing.allSatisfy(\.isApostrophe)) { openQuote = nil }
        deletedIntoText = false
        // The period after one letter typed straight after a period ends an abbreviation (`U.S.`,
        // `e.g.`, `a.m.`), not a sentence, as CursorContext reads it.
        let abbreviation = previousMark == "." && boundary == .punctuation(".") && word.count == 1
        // A word typed straight after `.`, `@`, `/` or `:` given as boundaries ends an address
        // (`google.` then `com`), as a token holding them does (``isAddress(_:)``).
        let address = gluedToAddressMark || Self.isAddress(word)
        let endsSentence = boundary.endsSentence && !abbreviation
        if case let .punctuation(mark) = boundary { previousMark = mark } else { previousMark = nil }
        if word.isEmpty {
            if boundary.endsSentence {
                context = WordContext(previousWords: [], isSentenceStart: true)
            } else if case let .punctuation(mark) = boundary, !boundary.joinsWords {
                // A mark after a word already ended (a gesture's, `hello ,`) parts the words as
                // one typed onto the word does, and as the host's text reads (``CursorContext``):
                // an opening one (`(`, `“`), or a closing one after a sentence's end (`(Really?)`),
                // leaves a sentence's start one.
                let passedOver = CursorContext.isOpening(String(mark)) || CursorContext.isClosing(String(mark))
                context = WordContext(previousWords: [], isSentenceStart: context.isSentenceStart && passedOver)
            }
        } else {
            shoutedWordsBefore = isShoutedWord(word) ? min(shoutedWordsBefore + 1, 2) : 0
            let words = segmenter.words(of: word).map { $0.lowercased() }
            if policy.allowsLearning, !engine.otherLexicons.isEmpty {
                for word in words {
                    engine.recordLanguageEvidence(engine.otherLexicons.map { Self.evidence(of: word, for: $0, over: engine.lexicon) })
                }
            }
            context = endsSentence
                ? WordContext(previousWords: [], isSentenceStart: true)
                : WordContext(previousWords: address ? [] : context.previousWords + words, isSentenceStart: false)
            if case .punctuation = boundary, !endsSentence, !boundary.joinsWords {
                context = WordContext(previousWords: [], isSentenceStart: false)
            }
        }
        insideWord = false
        keepTyped = false
        resumed = false
        refreshFollowers()
        setComposing("", taps: [])
    }

    /// Whether `word` is written in capitals, two letters or more, with nothing but letters and
    /// apostrophes (`FOR`, `DON'T`; not `I`, `A`, `B2B`).
    static func isShouted(_ word: String) -> Bool {
        // Read at every word committed: most begin with a lower-case ASCII letter, and leave at once.
        guard let first = word.utf8.first, first >= 0x80 || (first >= 0x41 && first <= 0x5A) else { return false }
        return word.count >= 2 && word.allSatisfy { $0.isUppercase || $0.isApostrophe } && word.contains(where: \.isLetter)
    }

    /// Whether `word`, a word before the composing one, is an everyday word written in capitals
    /// (`THANKS`, `FOR`, `I'M`): one a bundled lexicon holds, and writes otherwise. Not an
    /// acronym (`USA`, `FBI`) nor a word no lexicon holds (`FTW`): after `USA`, `FTW` was
    /// corrected to `FEW`.
    func isShoutedWord(_ word: String) -> Bool {
        guard Self.isShouted(word) else { return false }
        guard let entry = bundledEntry(forKey: word.lowercased()) else { return false }
        return entry.surface != entry.surface.uppercased()
    }

    /// Whether the composing word, typed in capitals, is caps-lock text to correct as its lower
    /// case would be (``afterShoutedWord``), written in capitals: `THANKS FOR TEH HELP` → `THE`,
    /// `I SAID DONT` → `DON'T`. A word in capitals alone, or first, or after an acronym, is an
    /// acronym and kept.
    var shoutedWord: Bool {
        afterShoutedWord && Self.isShouted(composing) && Autocorrector.mayCorrect(composing.lowercased())
    }

    /// Whether a committed token is an address rather than words (`john@example.com`,
    /// `www.google.com`, `https://example.org/page`): an `@`, `/` or `:`, or a `.` with a letter
    /// after it. Nothing is predicted from its pieces (after `example.com`, the bigram table's
    /// followers of `com`: `is | a | live`); the strip then offers the commonest words.
    static func isAddress(_ token: String) -> Bool {
        var afterDot = false
        for byte in token.utf8 {
            switch byte {
            case UInt8(ascii: "@"), UInt8(ascii: "/"), UInt8(ascii: ":"): return true
            case UInt8(ascii: "."): afterDot = true
            default:
                if afterDot, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) { return true }
                afterDot = false
            }
        }
        return false
    }

    /// Tells the edit walks' caches whether the composing word is being typed key by key
    /// (``NearWordCache/keysFollow``): true at each key added, false when text is handed over.
    func expectKeys(_ expected: Bool) {
        guard expected != keysExpected else { return }
        keysExpected = expected
        nearWordCache.keysFollow = expected
        wideNearWordCache.keysFollow = expected
        firstLetterNearWordCache.keysFollow = expected
        for cache in otherNearWordCaches { cache.keysFollow = expected }
        for cache in userNearWordCaches { cache.keysFollow = expected }   // those made later are told in `ranker(_:)`
    }

    func setComposing(_ text: String, taps: [Tap]) {
        composing = text
        decoder.reset()
        for tap in taps { decoder.append(tap) }
        if text.isEmpty {
            nearWordCache.clear()
            wideNearWordCache.clear()
            firstLetterNearWordCache.clear()
            for cache in otherNearWordCaches { cache.clear() }
            for cache in userNearWordCaches { cache.clear() }
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

    /// How many of the previous word's followers ``refreshFollowers()`` fetches: those the ranking
    /// considers as completions, and the prediction strip's first few.
    static let followerCount = 40

    func refreshFollowers() {
        followersWord = context.previousWord
        followers = followersWord.map { engine.lexicon.predictions(after: $0, limit: Self.followerCount) } ?? []
        let previous = context.previousWords.suffix(RecentLanguageEvidence.remembered)
        otherLanguageContext = engine.otherLexicons.indices.map { i in
            previous.isEmpty ? engine.recentLanguages.favours(i) : Self.favours(engine.otherLexicons[i], over: engine.lexicon, words: previous)
        }
    }

    /// Per other active language (``TypingEngine/otherLexicons``), whether the previous words are
    /// likelier in it than in the primary language — with none before the cursor (a field's or a
    /// sentence's first word), the last words committed in any session
    /// (``TypingEngine/recentLanguages``): its words then compete for corrections.
    var otherLanguageContext: [Bool] = []
}
