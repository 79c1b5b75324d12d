import KeyboardCorrection
import KeyboardLayout
import KeyboardLearning
import KeyboardLexicon
import KeyboardSpelling
import KeyboardSwipe
import KeyboardText

/// The strip for the composing word, the corrections a boundary applies, and predictions.
extension ActiveSessionCore {
    func refreshStrip() {
        if let mark = closingMark {
            // A word closing a quotation (`'teh'`) or ending with a colon or period typed as keys
            // (`Reciept:`): the letters before the mark are the word the strip completes and
            // corrects; space and a pick write the mark after it (``withClosingMark(_:)``).
            let typed = decoder
            composing.removeLast()
            decoder.removeLast()
            defer {
                composing.append(mark)
                decoder = typed
            }
            refreshStrip()
            return
        }
        pending = nil
        pendingRanking = nil
        readingNotWritten = nil
        pendingResegmentation = nil
        guard !insideWord, !composing.isEmpty, !decoder.taps.isEmpty else {
            strip = .empty
            return
        }
        let user = engine.userWords
        // Set up in a variable no closure captures, then read as a constant: the lazy `name`
        // below captures what it reads, and a captured variable ranker was copied at each use
        // (a retain and release of its every reference field; docs/BENCHMARK.md).
        var setUp = ranker(user)
        let otherLanguages = setUp.otherLanguages
        decoder.models = [engine.lexicon] + setUp.userWords
        let casing = CasePattern(of: composing)
        let key = composing.lowercased()
        // Asked of the dictionaries at most once a keystroke: whether to search corrections, the
        // correction, the moved space.
        lazy var composingIsValid = isValidWord(composing, user: user) || endsMeantCompound(user: user)
        lazy var name = composingIsValid ? lowercaseName(composing, user: user) : capitalisedInOtherLanguage(composing, otherLanguages)
        // Space writes only what the strip shows: whenever it may correct the letters (they spell
        // no word anywhere, or a name in lower case), this keystroke searches corrections, and
        // space applies the one marked. Letters that still begin words get the near search from
        // two letters; a name (`luke` → `like` sounds alike), and letters while another language
        // competes (which has no near search), the whole search.
        let autocorrects = policy.allowsAutocorrection && !keepsTypedWord && (Autocorrector.mayCorrect(composing) || shoutedWord) && !gluedToMark
        let searchesCorrections = autocorrects && decoder.taps.count >= 2 && (!composingIsValid || name != nil)
        if searchesCorrections {
            setUp.prefixEditMinimumLength = 2
            if decoder.taps.count >= Self.keptCorrectionsMinimumTaps { setUp.keptCorrections = Self.keptCorrections }
        }
        let ranker = consume setUp
        let candidates = ranker.rank(decoder, context: context, followers: followers, limit: 6,
                                     edits: searchesCorrections && (name != nil || !otherLanguages.isEmpty) ? true : nil)

        // Whether any candidate is a correction (asked by the autocorrect decision and the
        // reading of touches between keys), found at most once a keystroke.
        lazy var offersCorrection = candidates.contains { $0.asCorrection != nil }
        if autocorrects, offersCorrection {
            // A word lengthened for emphasis (`sooo`, `hahahaha`), a plural's possessive or a dropped
            // g (`dogs'`, `goin'`), a word given accents (`café`), or an acronym's or a brand's
            // plural (`pdfs`, `ipads`) or a contact's possessive (`siobhans`) is meant as typed.
            let meantAsTyped = !composingIsValid && (Autocorrector.intendedWords(of: composing).contains { isValidWord($0, user: user) }
                || isAccentedOnPurpose(composing, user: user) || unlistedPluralOrPossessive(key, user: user) != nil)
            pending = autocorrector.correction(among: candidates, typed: composing, typedIsValid: (composingIsValid || meantAsTyped) && name == nil,
                                               keepingName: name.map { keptScore(of: $0, among: candidates, ranker: ranker) },
                                               backoff: ranker.backoff(in: context))
            if let correction = pending, engine.learning.isRejected(typed: composing, correction: correction.entry.key) { pending = nil }
            // The ranking, whose other corrections the word after may prefer (the contraction the
            // letters spell, the runners-up): found at the space that writes the correction
            // (``contraction(besides:)``, ``runnersUp(besides:)``), not at each key.
            if pending != nil { pendingRanking = (key, candidates) }
        }
        // A valid word is kept, unless context makes it a contraction typed without its apostrophe
        // (`I cant` → `I can't`). The user's own word ranks with its bonus, so stays.
        if autocorrects, pending == nil, let contraction = autocorrector.contraction(among: candidates, typed: composing),
           composingIsValid, name == nil, !engine.learning.isRejected(typed: composing, correction: contraction.entry.key) {
            pending = contraction
        }
        // A word only another language knows, after words that language does not hold, spelling
        // an English contraction without its apostrophe (`I dont know` with French active: `dont`
        // is French): the English reading is the only one ranked, and its contraction, ranked
        // first, is written as with English alone (where `dont` is no word and is corrected).
        // With no word before it (`im` alone, German's `in dem`), the word is kept.
        // (The cheap tests first: `name` and the validity look up dictionaries.)
        if autocorrects, pending == nil, engine.activeLanguages.count > 1, otherLanguages.isEmpty, !context.previousWords.isEmpty,
           let best = candidates.first, Autocorrector.isContraction(best.entry.key, spelledBy: key), composingIsValid, name == nil,
           !user.holds(key),
           !isKnownInEnglish(composing, key: key), !engine.learning.isRejected(typed: composing, correction: best.entry.key) {
            pending = best
        }
        // A valid word whose touches fell between keys may be a slip onto it (`os` for `is`, `wad`
        // for `was`): space writes the reading that context makes far likelier, and keeps a
        // reading less likely than that for the word after to weigh.
        if autocorrects, pending == nil, offersCorrection, composingIsValid, name == nil,
           let (reading, kept) = offKeyReading(among: candidates, ranker: ranker, user: user),
           !engine.learning.isRejected(typed: composing, correction: reading.entry.key) {
            if autocorrector.writes(reading, keeping: kept) {
                pending = reading
                pendingRanking = (key, candidates)   // the word typed and its contraction, for the word after
            } else {
                readingNotWritten = (reading, kept)
            }
        }
        let phrase = replacement(user)
        // A shortcut of the user's is their own text: space keeps it when it does not write the
        // phrase (`ip` for `iPhone 15` was corrected to `up`), unless the correction is the phrase
        // itself (`teh` for `the`). Shortcuts are no valid words (`teh` must still be corrected).
        // (Compared with `'` for `’`: a shortcut `dont` for `don't` is corrected to `don’t` where
        // the field's apostrophe is curly.)
        if let phrase, let correction = pending,
           !Self.sameButApostrophes(written(correction.entry.surface, casing), phrase) {
            pending = nil
            pendingRanking = nil
        }
        var slots: [Suggestion] = []
        slots.reserveCapacity(candidates.count + 3)   // one buffer, not grown by each append
        if let phrase { slots.append(Suggestion(text: phrase, kind: .replacement, isDefault: spaceWritesReplacement(user))) }
        if slots.isEmpty, let previous = spacedWord,
           let text = (spacedWordCanMove() ? resegmentation(of: previous, ranker: ranker, user: user, composingIsValid: composingIsValid) : nil)
               ?? spacedContraction(previous, ranker: ranker, user: user, composingIsValid: composingIsValid)
               ?? revisedCorrection(previous, ranker: ranker, composingIsValid: composingIsValid)
               ?? placeName(after: previous) {
            pendingResegmentation = text
            slots.append(Suggestion(text: composing, kind: .verbatim))
            slots.append(Suggestion(text: text, kind: .correction, isDefault: true))
        }
        if let pending {
            slots.append(Suggestion(text: composing, kind: .verbatim))
            slots.append(Suggestion(text: written(pending.entry.surface, casing), kind: .correction, isDefault: slots.isEmpty || !slots[0].isDefault))
        }
        // Space writes a lower-case word the lexicon capitalises with its capitals (`paris` →
        // `Paris`, `dan` → `Dan`) when nothing else applies: that slot is marked, as a
        // correction's is, and when the name ranks below three other words it takes the last
        // slot, so the strip always shows what space will write.
        let capitals = !keepsTypedWord && pending == nil && pendingResegmentation == nil && !slots.contains(where: \.isDefault)
            ? lexiconCapitalization(of: composing, user: user) : nil
        // A phrase that is what space writes anyway (the correction of a shortcut that is a
        // misspelling, `teh` → `the`; the lexicon's capitals, `iphone` → `iPhone`) is marked in
        // its own slot: the strip keeps the first of equal texts, and the mark was lost with the
        // second.
        if let phrase, !slots[0].isDefault, phrase == pending.map({ written($0.entry.surface, casing) }) ?? capitals {
            slots[0].isDefault = true
        }
        for candidate in pending == nil ? candidates : Self.correctionsFirst(candidates) {
            let kind: Suggestion.Kind = switch candidate.kind {
            case .exact: .verbatim
            case .correction: .correction
            case .completion: .completion
            }
            let text = written(candidate.entry.surface, casing)
            slots.append(Suggestion(text: text, kind: kind, isDefault: text == capitals))
        }
        strip = SuggestionStrip(slots, emoji: engine.inlineEmoji(for: composing))
        // A first letter the touch model reads as its neighbour, where the previous word's
        // followers are far likelier (`hello s`: all, again, and): the last slot, unless marked,
        // takes the likeliest word that begins with the letter typed, so the strip never ignores
        // a key tapped squarely. From the second letter on, the taps' reading stands.
        if decoder.taps.count == 1, strip.slots.count == SuggestionStrip.capacity, strip.slots.last?.isDefault == false,
           !strip.slots.contains(where: { Self.begins($0.text, with: key) }),
           let literal = candidates.first(where: { $0.entry.key.hasPrefix(key) }) {
            strip = SuggestionStrip(strip.slots.dropLast() + [Suggestion(text: written(literal.entry.surface, casing), kind: .completion)], emoji: strip.emoji)
        }
        if let capitals, strip.defaultSlot == nil {
            let marked = Suggestion(text: capitals, kind: .verbatim, isDefault: true)
            strip = SuggestionStrip(strip.slots.prefix(SuggestionStrip.capacity - 1) + [marked], emoji: strip.emoji)
        }
        // Letters that spell no word and begin none, with nothing marked and a slot free
        // (`blorfinator`, whose strip was empty; `transcendentatio`, one far guess): the typed
        // word takes the free slot, as iOS and Gboard show it, so that a tap keeps it and teaches
        // it at once. Last, so that the guesses keep their places, and never in a slot of theirs.
        if strip.slots.count < SuggestionStrip.capacity, strip.defaultSlot == nil,
           !strip.slots.contains(where: { $0.kind == .verbatim || $0.kind == .completion }), !composingIsValid {
            strip = SuggestionStrip(strip.slots + [Suggestion(text: composing, kind: .verbatim)], emoji: strip.emoji)
        }
    }

    /// Whether `a` and `b` are the same text once each `’` is read as `'`.
    static func sameButApostrophes(_ a: String, _ b: String) -> Bool {
        a == b || a.map { $0 == "’" ? "'" : $0 } == b.map { $0 == "’" ? "'" : $0 }
    }

    /// The best reading of the composing word's touches other than the valid word the nearest keys
    /// spell (``Autocorrector/bestOffKeyReading(among:typed:touchCosts:)``), and keeping the
    /// word's score, or nil; space writes it when ``Autocorrector/writes(_:keeping:)``. Only
    /// with a touch point for every tap (a key press without one was meant), and never for a word
    /// of the user's, a learned word or a word another active language knows (with German active,
    /// `I live im` keeps German's `im`). Keeping the word scores as its candidate, else as a word
    /// known nowhere.
    func offKeyReading(among candidates: [Candidate], ranker: CandidateRanker, user: UserWords) -> (reading: Candidate, kept: Double)? {
        let key = composing.lowercased()
        guard decoder.taps.allSatisfy({ $0.point != nil }), !user.holds(key) else { return nil }
        let kept = engine.lexicon.entry(forKey: key).map { keptScore(of: $0, among: candidates, ranker: ranker) }
            ?? autocorrector.unknownWordLogProbability(letters: composing.count) + ranker.backoff(in: context)
        guard let reading = autocorrector.bestOffKeyReading(among: candidates, typed: composing, touchCosts: decoder.touchCosts),
              !isKnownToOtherLanguages(composing, key: key) else { return nil }
        return (reading, kept)
    }

    /// `word`, one of the engine's (apostrophes straight, as the lexicons store them), as the
    /// strip shows it and space writes it: in `casing`, and with the user's ``apostrophe``
    /// (`didnt` → `didn’t` where the user writes `’`).
    func written(_ word: String, _ casing: CasePattern) -> String {
        let cased = casing.apply(to: word)
        guard apostrophe != "'", cased.contains("'") else { return cased }
        return String(cased.map { $0 == "'" ? apostrophe : $0 })
    }

    /// With a correction pending (the typed word looks misspelled), a completion of the typed
    /// letters scores ``completionMarginBesideCorrection`` nats below its score when ordering
    /// the slot beside the correction: the next correction takes it (`chaper` → `cheaper*`, then
    /// `chapter`, not `chaperone`) unless the completion is clearly likelier. Stable otherwise.
    static func correctionsFirst(_ candidates: [Candidate]) -> [Candidate] {
        func adjusted(_ candidate: Candidate) -> Double {
            candidate.score - (candidate.kind == .correction ? 0 : completionMarginBesideCorrection)
        }
        // A stable insertion sort of the few candidates, in one copy (sorting their enumeration
        // and mapping it back made two arrays at every key press that corrects).
        var sorted = candidates
        for i in sorted.indices.dropFirst() {
            let moving = sorted[i], key = adjusted(moving)
            var j = i
            while j > 0, adjusted(sorted[j - 1]) < key {
                sorted[j] = sorted[j - 1]
                j -= 1
            }
            sorted[j] = moving
        }
        return sorted
    }

    /// While space may correct letters that begin words but spell none (`ment`, `rela`), the
    /// ranking keeps this many corrections however many completions outrank them
    /// (``CandidateRanker/keptCorrections``), so space writes `meant`, `real`; the strip shows
    /// it beside one completion. From four taps: shorter letters (`vid`, `unc`, `shu`) are as
    /// often meant or unfinished (docs/BENCHMARK.md, "Letters that begin words but spell none").
    static let keptCorrections = 2
    static let keptCorrectionsMinimumTaps = 4

    /// 2 nats, chosen on 1,500 Birkbeck training pairs (top-3 0.562 → 0.566; 1 → 0.5647, 4 →
    /// 0.5653, always → 0.5647) against `replay dev.jsonl --suggest` (keystroke savings 0.434671
    /// → 0.433899; always → 0.42927): mid-word the completion is often the word being typed.
    static let completionMarginBesideCorrection = 2.0

    /// The score of keeping the composing word as `entry`: its candidate's, else its
    /// log-probability in context.
    func keptScore(of entry: WordEntry, among candidates: [Candidate], ranker: CandidateRanker) -> Double {
        candidates.first { $0.kind == .exact && $0.entry.key == entry.key }?.score
            ?? ranker.lmWeight * ranker.contextLogProbability(of: entry, in: context)
    }

    /// The user's words and the learned words, as the word lists ranking prefers.
    func personalWords(_ user: UserWords) -> [any WordModel] {
        [user.words, user.learned].filter { !$0.isEmpty }
    }

    func ranker(_ user: UserWords) -> CandidateRanker {
        var ranker = CandidateRanker(lexicon: engine.lexicon, userWords: personalWords(user))
        if !ranker.userWords.isEmpty, userNearWordCaches.isEmpty {
            userNearWordCaches = (0..<4).map { _ in NearWordCache() }
            for cache in userNearWordCaches { cache.keysFollow = keysExpected }
        }
        ranker.phonetic = engine.phonetic
        ranker.nearWordCache = nearWordCache
        ranker.wideNearWordCache = wideNearWordCache
        ranker.firstLetterNearWordCache = firstLetterNearWordCache
        ranker.userNearWordCaches = userNearWordCaches
        ranker.otherLanguages = competingOtherLanguages()
        ranker.blockedWords = engine.blockedWords
        return ranker
    }

    func predictionStrip() -> SuggestionStrip {
        guard !insideWord else { return .empty }
        let words: [WordEntry]
        if let other = favouredOtherLanguage {
            // After words of another language, that language's words, not English's fallback.
            words = CandidateRanker.commonestWords(in: engine.otherLexicons[other], except: context.previousWord,
                                                   blocked: engine.otherBlockedWords[other], limit: SuggestionStrip.capacity)
        } else {
            var ranker = CandidateRanker(lexicon: engine.lexicon)
            ranker.blockedWords = engine.blockedWords
            // The followers fetched at the boundary, when they are the previous word's (the same
            // words, fetched again, were a third of a space's work; with no previous word the
            // ranker reads none).
            words = ranker.predictions(for: context, limit: SuggestionStrip.capacity,
                                       fetched: followersWord == context.previousWord ? followers : nil)
        }
        return SuggestionStrip(words.map { entry in
            Suggestion(text: written(entry.surface, capsLockText ? .upper : context.isSentenceStart ? .capitalized : .lower), kind: .prediction)
        })
    }

    /// Whether the composing word, after a hyphen, ends a compound meant as typed, and so is kept
    /// though no dictionary knows it alone: a compound valid whole, one whose first part is known
    /// nowhere either (`laissez-faire`: a phrase of another language or a name, not two typos),
    /// or a reduplication (`willy-nilly`, `chit-chat`: ``Autocorrector/isReduplication(_:_:)``).
    func endsMeantCompound(user: UserWords) -> Bool {
        guard let mark = previousMark, Boundary.punctuation(mark).joinsWords, let first = context.previousWord else { return false }
        return Autocorrector.isReduplication(first, composing) || !isValidWord(first, user: user)
            || isValidWord(first + String(mark) + composing, user: user)
    }

    /// Whether `text` begins with `letter` (one lower-case character) in any case: an ASCII letter
    /// by its byte, anything else by the lower-case text.
    static func begins(_ text: String, with letter: String) -> Bool {
        guard letter.utf8.count == 1, let byte = letter.utf8.first, let first = text.utf8.first, first < 0x80 else {
            return text.lowercased().hasPrefix(letter)
        }
        return first == byte || (first >= 0x41 && first <= 0x5A && first | 0x20 == byte)
    }

    /// Whether `word` is a word anywhere: the lexicon, the user's words, or any active dictionary.
    func isValidWord(_ word: String, user: UserWords) -> Bool {
        let key = word.lowercased()
        if user.holds(key) { return true }
        return isKnownToDictionaries(word)
    }

    func record(_ stage: DiagnosticStage, since start: ContinuousClock.Instant, clock: ContinuousClock) {
        engine.diagnostics.time(stage, seconds: LatencySummary.microseconds(clock.now - start) / 1e6)
    }
}
