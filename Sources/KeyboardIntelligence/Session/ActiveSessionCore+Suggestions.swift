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
        pendingContraction = nil
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
        let autocorrects = policy.allowsAutocorrection && !keepTyped && Autocorrector.mayCorrect(composing)
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
            // g (`dogs'`, `goin'`), or a word given accents (`café`) is meant as typed.
            let meantAsTyped = !composingIsValid && (Autocorrector.intendedWords(of: composing).contains { isValidWord($0, user: user) }
                || isAccentedOnPurpose(composing, user: user))
            pending = autocorrector.correction(among: candidates, typed: composing, typedIsValid: (composingIsValid || meantAsTyped) && name == nil,
                                               keepingName: name.map { keptScore(of: $0, among: candidates, ranker: ranker) },
                                               backoff: ranker.backoff(in: context))
            if let correction = pending, engine.learning.isRejected(typed: composing, correction: correction.entry.key) { pending = nil }
            // The contraction its letters spell, as a correction, when space would write another word.
            if let pending {
                pendingContraction = candidates.lazy.compactMap(\.asCorrection).first { candidate in
                    candidate.entry.key != pending.entry.key && Autocorrector.isContraction(candidate.entry.key, spelledBy: key)
                }
            }
        }
        // A valid word is kept, unless context makes it a contraction typed without its apostrophe
        // (`I cant` → `I can't`). The user's own word ranks with its bonus, so stays.
        if autocorrects, pending == nil, let contraction = autocorrector.contraction(among: candidates, typed: composing),
           composingIsValid, name == nil, !engine.learning.isRejected(typed: composing, correction: contraction.entry.key) {
            pending = contraction
        }
        // A valid word whose touches fell between keys may be a slip onto it (`os` for `is`, `wad`
        // for `was`): space writes the reading that context makes far likelier.
        if autocorrects, pending == nil, offersCorrection, composingIsValid, name == nil,
           let reading = offKeyReading(among: candidates, ranker: ranker, user: user),
           !engine.learning.isRejected(typed: composing, correction: reading.entry.key) {
            pending = reading
        }
        var slots: [Suggestion] = []
        slots.reserveCapacity(candidates.count + 3)   // one buffer, not grown by each append
        if let phrase = user.replacements[key] {
            slots.append(Suggestion(text: phrase, kind: .replacement, isDefault: user.lexicon.applyReplacementsOnSpace && !keepTyped))
        }
        if slots.isEmpty, let previous = spacedWord,
           let text = (spacedWordCanMove() ? resegmentation(of: previous, ranker: ranker, user: user, composingIsValid: composingIsValid) : nil)
               ?? spacedContraction(previous, ranker: ranker, user: user, composingIsValid: composingIsValid)
               ?? revisedContraction(previous, ranker: ranker, composingIsValid: composingIsValid) {
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
        let capitals = !keepTyped && pending == nil && pendingResegmentation == nil && !slots.contains(where: \.isDefault)
            ? lexiconCapitalization(of: composing) : nil
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

    /// The reading of the composing word's touches to write instead of the valid word the nearest
    /// keys spell (``Autocorrector/offKeyReading(among:typed:touchCosts:kept:)``), or nil. Only
    /// with a touch point for every tap (a key press without one was meant), and never for a word
    /// of the user's, a learned word or a word another active language knows (with German active,
    /// `I live im` keeps German's `im`). Keeping the word scores as its candidate, else as a word
    /// known nowhere.
    func offKeyReading(among candidates: [Candidate], ranker: CandidateRanker, user: UserWords) -> Candidate? {
        let key = composing.lowercased()
        guard decoder.taps.allSatisfy({ $0.point != nil }), user.words.entry(forKey: key) == nil,
              engine.learnedWordList.entry(forKey: key) == nil else { return nil }
        let kept = engine.lexicon.entry(forKey: key).map { keptScore(of: $0, among: candidates, ranker: ranker) }
            ?? autocorrector.unknownWordLogProbability(letters: composing.count) + ranker.backoff(in: context)
        guard let reading = autocorrector.offKeyReading(among: candidates, typed: composing, touchCosts: decoder.touchCosts, kept: kept),
              !isKnownToOtherLanguages(composing, key: key) else { return nil }
        return reading
    }

    /// `word`, one of the engine's (apostrophes straight, as the lexicons store them), as the
    /// strip shows it and space writes it: in `casing`, and with the user's ``apostrophe``
    /// (`didnt` → `didn’t` where the user writes `’`).
    func written(_ word: String, _ casing: CasePattern) -> String {
        let cased = casing.apply(to: word)
        guard apostrophe != "'", cased.contains("'") else { return cased }
        return String(cased.map { $0 == "'" ? apostrophe : $0 })
    }

    /// `word`, which the strip shows for the composing word, as space or a pick writes it: with
    /// the composing word's ``closingMark`` after it (`'recieve'` → `'receive'`, not `'receive`;
    /// `Reciept:` → `Receipt:`).
    func withClosingMark(_ word: String) -> String {
        guard let mark = closingMark, word.last != mark, !(mark.isApostrophe && word.last?.isApostrophe == true) else { return word }
        return word + String(mark)
    }

    /// The composing word without its ``closingMark``: the word it is.
    var composingWord: String { closingMark == nil ? composing : String(composing.dropLast()) }

    /// The mark ending the composing word that is punctuation after the word, not part of it,
    /// should the word end there: an apostrophe closing the quotation ``openQuote`` opened
    /// (`'yes'`, `'thank you'`), or a colon or period typed as a key (`Note:`; they stay inside
    /// words for addresses and times, `nasa.gov`, `10:30`, which a letter after them makes), each
    /// straight after a letter. The letters before it are the word, kept when valid, corrected
    /// otherwise, the mark kept after it (``refreshStrip()``). Outside a quotation a final
    /// apostrophe is a possessive, an elision or a typo (``Autocorrector/elisionBase(of:)``).
    var closingMark: Character? {
        // Asked at every key press: the last byte first, which is seldom a mark's (`:`, `.`, `'`, or
        // the last of `’`'s three), with no `Character` made or compared.
        var bytes = composing
        let last = bytes.withUTF8 { $0.last }
        guard last == 0x3A || last == 0x2E || (openQuote != nil && (last == 0x27 || last == 0x99)),
              let mark = composing.last, mark == ":" || mark == "." || mark.isApostrophe,
              composing.dropLast().last?.isLetter == true else { return nil }
        return mark
    }

    /// The single quote `before` (the text before the cursor) leaves open on its last line: one
    /// that begins a word (after a space, an opening mark or the line's start: `'`, `’`, `‘`) and
    /// that no apostrophe ending a word (after a letter, before a space, a mark or the end) has
    /// closed since. Apostrophes inside words (`don't`) neither open nor close.
    static func openQuote(before: Substring) -> Character? {
        let line = before[(before.lastIndex(where: \.isNewline).map { before.index(after: $0) } ?? before.startIndex)...]
        var open: Character?
        var previous: Character?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index) < line.endIndex ? line[line.index(after: index)] : nil
            if character == "‘" || character.isApostrophe {
                let opensWord = previous.map { $0.isWhitespace || Boundary.opens($0) } ?? true
                if character == "‘" || (opensWord && next.map { !$0.isWhitespace } ?? true) {
                    open = character
                } else if open != nil, previous?.isLetter == true, next.map({ !$0.isLetter && !$0.isNumber }) ?? true {
                    open = nil
                }
            }
            previous = character
            index = line.index(after: index)
        }
        return open
    }

    /// How much of the text before the cursor ``openQuote(before:)`` reads.
    static let quoteLookBack = 2_000

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

    /// Whether the space after ``spacedWord`` could be moved at all: one letter later or earlier,
    /// the first of the two words must be a lexicon key. A look-up per first letter of the
    /// composing word, so its other keystrokes pay nothing when neither is.
    func spacedWordCanMove() -> Bool {
        guard var spaced = spacedWord, let letter = composing.first else { return false }
        if let movable = spaced.movable, movable.letter == letter { return movable.possible }
        let typed = spaced.typed.lowercased()
        let possible = (typed.count > 1 && engine.lexicon.entry(forKey: String(typed.dropLast())) != nil)
            || engine.lexicon.entry(forKey: typed + String(letter).lowercased()) != nil
        spaced.movable = (letter, possible)
        spacedWord = spaced
        return possible
    }

    /// The two words with the space moved (`thi sis` → `this is`), when one of the two typed
    /// words is known nowhere and the moved space, at ``CandidateRanker/misplacedSpaceCost``,
    /// scores at least the autocorrector's margin above what the two boundaries would write
    /// otherwise: the first word as written and the second as the next space would write it,
    /// each scored as the autocorrector scores them. Two words valid as typed are never read
    /// again (the first even when space wrote it as its contraction: `wont he`), nor
    /// two the user put back after this before (the undo is remembered as for a correction).
    /// `composingIsValid` is asked only once the letters can be read with the space moved.
    func resegmentation(of previous: SpacedWord, ranker: CandidateRanker, user: UserWords, composingIsValid: @autoclosure () -> Bool) -> String? {
        guard policy.allowsAutocorrection, !keepTyped, !insideWord, CasePattern(of: composing) == .lower,
              Autocorrector.mayCorrect(previous.typed), Autocorrector.mayCorrect(composing) else { return nil }
        let casing = CasePattern(of: previous.typed)
        let readings = ranker.resegmentations(of: previous.typed, composing, capitalized: casing != .lower, context: previous.context)
        guard let best = readings.max(by: { $0.logProbability < $1.logProbability }) else { return nil }
        let secondIsValid = composingIsValid()
        // As typed: a valid word space wrote as its contraction (`whats` → `what's`) is still two
        // valid words with the next (`whats he` is not `what she`, nor `wont he` `won the`). Asked
        // of the dictionaries only when the second is valid or the first is scored as kept below.
        lazy var firstIsValid = isValidWord(previous.typed, user: user)
        guard !(secondIsValid && firstIsValid) else { return nil }
        // A word kept as written: its log-probability in context; a valid word the lexicon lacks
        // as the rarest a split may use; a word known nowhere as the autocorrector's prior.
        func kept(_ word: String, valid: Bool, in context: WordContext) -> Double {
            if let entry = engine.lexicon.entry(forKey: word.lowercased()) { return ranker.contextLogProbability(of: entry, in: context) }
            return valid ? ranker.splitWordMinimumLogProbability : autocorrector.unknownWordLogProbability(letters: word.count) + ranker.backoff(in: context)
        }
        let asTyped = (previous.score ?? kept(previous.written, valid: firstIsValid, in: previous.context))
            + (pending?.score ?? kept(composing, valid: secondIsValid, in: context))
        guard best.logProbability - ranker.misplacedSpaceCost >= asTyped + autocorrector.margin,
              !engine.learning.isRejected(typed: composing, correction: best.entry.key) else { return nil }
        return written(best.entry.surface, casing)
    }

    /// The last spaced word as the contraction its letters spell without the apostrophe, then the
    /// composing word (`ill be` → `I'll be`, `its a` → `it's a`, `id love` → `I'd love`), when the
    /// word after makes it likelier as ``Autocorrector/contraction(among:typed:)`` asks of the
    /// words before: `log P(contraction | context) + log P(next | its stand-in)` at least
    /// ``Autocorrector/contractionMargin`` above `log P(word | context) + log P(next | word)`
    /// (the likelier of its ``ContractionContext/standIns(for:)``: `it's been` is `it has been`),
    /// the word after favouring it. Only for a word written as typed and not one of the user's
    /// words, and a composing word in lower case, valid as typed or with a correction pending,
    /// which is then read as the word after and written with it (`ill cakl` → `I'll call`). The bigram
    /// table counts `I'll be` as `ill be`, so the typed word's pairs are its contraction's too and
    /// the rule errs towards keeping (`feel ill today`, `wagged its tail`); for `its` and `lets`
    /// the words before are not weighed (only the subject rule reads them) and the word after is
    /// weighed against `his` or `allows` (``ContractionContext/twinStandIn(for:)``: `i think its
    /// going` → `it's going`, `lets go` → `let's go`). At a sentence's start the words before are
    /// how often sentences begin with each (``SentenceStarts``: `its great` → `it's great`). The
    /// words before must admit the contraction's subject (``ContractionContext/subject(of:)``),
    /// and the word after must be able to follow it (``ContractionContext/admits(_:after:)``: not
    /// `I'll you`, `let's me`).
    func spacedContraction(_ previous: SpacedWord, ranker: CandidateRanker, user: UserWords, composingIsValid: @autoclosure () -> Bool) -> String? {
        guard policy.allowsAutocorrection, !keepTyped, !insideWord, previous.score == nil,
              previous.written == previous.typed, CasePattern(of: composing) == .lower,
              Autocorrector.mayCorrect(previous.typed), !previous.typed.contains(where: \.isApostrophe) else { return nil }
        let key = previous.typed.lowercased()
        let lexicon = engine.lexicon
        // The contractions of these letters, an apostrophe before each letter but the first: once
        // per spaced word, not at each keystroke of the next (most words have none).
        let contraction = previous.contraction ?? key.indices.dropFirst().compactMap { index in
            lexicon.entry(forKey: String(key[..<index]) + "'" + String(key[index...]))
        }.filter { ContractionContext.isContraction($0.key) }.max { $0.logProbability < $1.logProbability }
        if previous.contraction == nil { spacedWord?.contraction = .some(contraction) }
        guard let contraction, let typed = lexicon.entry(forKey: key), user.words.entry(forKey: key) == nil,
              engine.learnedWordList.entry(forKey: key) == nil, let next = wordAfter,
              let subject = ContractionContext.subject(of: contraction.key) else { return nil }
        // The words before must admit the contraction's subject (`I`, `it`, `she`; `we` for
        // `let's`): `then i`, `hope it`, `so we`, but not `fell i` (`he fell ill last year`) nor
        // `she we` (`she lets go`).
        if let wordBefore = previous.context.previousWord {
            guard (lexicon.bigramLogProbability(after: lexicon.previousWord(wordBefore), next: subject) ?? -.infinity) >= Self.contractionSubjectFloor
            else { return nil }
        }
        let model = ranker.contextModel
        guard let nextAfterContraction = model.logProbability(of: next, afterContraction: contraction.key, in: lexicon) else { return nil }
        // What the contraction gains over the typed word, from the words before and the word after.
        // For `its` the table's pairs hold `it's` too, before and after (`it's` has none of its
        // own): nothing is weighed before, and after it the possessive is read as `his` (`its a` →
        // `it's a`; `its own`, `its people` stay). The same for `lets`, the verb read as `allows`.
        // At a sentence's start the bigram table has no row and the unigram misjudges these
        // pairs (`its` is the commoner word, yet seldom begins a sentence): how often sentences
        // begin with each decides (``SentenceStarts``).
        let twin = ContractionContext.twinStandIn(for: key)
        let startsSentence = previous.context.isSentenceStart && previous.context.previousWord == nil
        let gainBefore = startsSentence ? SentenceStarts.logRatio(of: contraction, over: typed)
            : twin != nil ? 0
            : ranker.contextLogProbability(of: contraction, in: previous.context) - ranker.contextLogProbability(of: typed, in: previous.context)
        let gainAfter = nextAfterContraction - model.logProbability(of: next, after: twin ?? key, in: lexicon)
        // The word after must favour the contraction itself, but at a sentence's start, whose
        // counts may decide when the word after says little (`its great` → `it's great`; also
        // `its disk` → `it's disk`, where neither row holds `disk`: four such possessives against
        // some twenty contractions in the fortunes, docs/BENCHMARK.md). Not for `lets`, whose
        // contraction is read through `lets`'s own row as well.
        let startDecides = startsSentence && !ContractionContext.standIns(for: contraction.key).contains(key)
        guard gainAfter > 0 || startDecides, gainBefore + gainAfter >= autocorrector.contractionMargin, pending != nil || composingIsValid() else { return nil }
        return twoWords(written(contraction.surface, CasePattern(of: previous.typed)))
    }

    /// The word after a spaced word, as the rules that read the two together take it: the
    /// composing word's pending correction, else the composing word (nil when the lexicon lacks
    /// it). A rule that reads it as typed must still ask that the composing word be valid.
    var wordAfter: WordEntry? { pending?.entry ?? engine.lexicon.entry(forKey: composing) }

    /// `first` then ``wordAfter`` as space would write them (the composing word, or its pending
    /// correction in the composing word's case), or nil when the user put those two words back
    /// after the same offer before.
    func twoWords(_ first: String) -> String? {
        let text = first + " " + (pending.map { written($0.entry.surface, CasePattern(of: composing)) } ?? composing)
        return engine.learning.isRejected(typed: composing, correction: text) ? nil : text
    }

    /// The contraction the typed letters of the last spaced word spell without its apostrophe,
    /// then the composing word, when space wrote another correction and the word after makes the
    /// contraction likelier (`im` tapped near `n`, written `in`, then `glad` → `I'm glad`): its
    /// score as a correction plus `log P(next | its stand-in)` at least
    /// ``Autocorrector/contractionMargin`` above the written word's score plus `log P(next |
    /// written)`. Only for a word space corrected, not one the user chose, and a composing word in
    /// lower case, valid as typed or with a correction pending (read and written as the word after,
    /// as ``spacedContraction(_:ranker:user:composingIsValid:)`` does).
    func revisedContraction(_ previous: SpacedWord, ranker: CandidateRanker, composingIsValid: @autoclosure () -> Bool) -> String? {
        guard policy.allowsAutocorrection, !keepTyped, !insideWord, let chosenScore = previous.score,
              let contraction = previous.contractionBeside, CasePattern(of: composing) == .lower else { return nil }
        let lexicon = engine.lexicon
        guard let next = wordAfter, let chosen = lexicon.entry(forKey: previous.written.lowercased()) else { return nil }
        let model = ranker.contextModel
        guard let afterContraction = model.logProbability(of: next, afterContraction: contraction.entry.key, in: lexicon),
              contraction.score + afterContraction >= chosenScore + model.logProbability(of: next, after: chosen.key, in: lexicon) + autocorrector.contractionMargin,
              pending != nil || composingIsValid() else { return nil }
        return twoWords(written(contraction.entry.surface, CasePattern(of: previous.typed)))
    }

    /// How likely (log) the contraction's subject must be after the word before it, for
    /// ``spacedContraction(_:ranker:user:composingIsValid:)``: −7 nats admits `then i` (−2.2), `think i`,
    /// `hope it` (−3.2), `well we` (−6.5), and leaves out `the he` (−9.9), `the she` and pairs the
    /// table lacks (`fell i`). Since `i`'s pairs were restored from the source's lower-case counts
    /// (docs/DATA-FORMATS.md) `was i` (−8.7 → −6.1, as `was he`) and `the i` (−9.1 → −6.5) pass,
    /// and `the id is` stays for the word after: `is` follows `id` (−2.0), not `would` (−6.4).
    static let contractionSubjectFloor: Float = -7

    /// Writes `text` over the last spaced word, its space and the composing word, then
    /// `boundary`; a backspace right after puts them back as they were (`undoable`).
    func resegment(_ previous: SpacedWord, as text: String, boundary: Boundary, undoable: Bool = true) -> TypingResponse {
        let inserted = text + boundary.text
        if undoable {
            lastCorrection = (composing, decoder.taps, text, inserted, previous.written + " " + composing, context, false)
        }
        let edits: [TextEdit] = [.delete(previous.written.count + 1 + composing.count), .insert(inserted)]
        engine.diagnostics.increment(.autocorrectionsApplied)
        context = previous.context
        advanceContext(after: text, boundary: boundary)
        strip = strip.with(emoji: engine.inlineEmoji(for: String(text.split(separator: " ").last ?? "")))
        return TypingResponse(edits: edits, strip: strip)
    }

    /// The lexicon's capitals for a word typed all in lower case (`i` → `I`, `paris` → `Paris`;
    /// a word only another active language has, in its lexicon's: `wochenende` → `Wochenende`;
    /// a word only the user has, in theirs: `siobhan` → `Siobhan`; a name the user spells with
    /// accents, in theirs: `jose` → `José`),
    /// when autocorrection may run; nil when the word has no capitals of its own, or when another
    /// active language writes it as typed (`marche` and `porte` are French words, not the
    /// English lexicon's `Marche` and `Porte`). After words of another language
    /// (``otherLanguageContext`` from the previous words, not the last session's) its capitals
    /// come first when they write its likeliest word for these letters: `ins kino` → `ins Kino`,
    /// `meine hand` → `meine Hand`, though English knows `kino` and `hand` in lower case; not
    /// French `Grace` for `grace`, whose likeliest French word is `grâce`. Also two initial
    /// capitals made one (``twoInitialCapitalsFixed(_:)``). Only the case differs from the typed
    /// word, so its apostrophes are the user's already (``written(_:_:)`` would change nothing).
    func lexiconCapitalization(of typed: String) -> String? {
        guard policy.allowsAutocorrection, !insideWord else { return nil }
        if let fixed = twoInitialCapitalsFixed(typed) { return fixed }
        guard typed == typed.lowercased() else { return nil }
        if !context.previousWords.isEmpty,
           let other = favouredOtherLanguage,
           let entry = engine.otherLexicons[other].entry(forFoldedKey: typed), entry.surface != typed, entry.surface.lowercased() == typed {
            return entry.surface
        }
        let entry = engine.lexicon.entry(forKey: typed) ?? engine.otherLexicons.lazy.compactMap({ $0.entry(forKey: typed) }).first
        if let entry, entry.surface == typed || engine.otherLexicons.contains(where: { $0.entry(forKey: typed)?.surface == typed }) { return nil }
        let user = engine.userWords
        // A name the user spells with accents, a contact's or a custom word, typed without them:
        // theirs over the lexicon's name (`jose` → `José` for a contact José, not the lexicon's
        // `Jose`), never over a word a lexicon writes in lower case (`cafe` stays for a custom `Café`).
        if !user.accented.isEmpty, let accented = user.accented[typed] { return accented }
        if let entry { return entry.surface }
        // A word no lexicon holds but the user has, a contact's name or a custom word, in the
        // user's capitals (`siobhan` → `Siobhan`, `swiftui` → `SwiftUI`); a contact named `Will`
        // leaves `will`, a lexicon word.
        guard let entry = user.words.entry(forKey: typed), entry.surface != typed else { return nil }
        return entry.surface
    }

    /// `THe` → `The`, `HEllo` → `Hello`, `PAris` → `Paris`: shift held down one letter too long.
    /// Three or more letters, the first two capitals and the rest lower case — not a plural
    /// acronym (`IDs`, `PCs`) — when the word is valid in lower case and not as typed; the
    /// lexicon's own capitals win (`NYc` → `NYC`). nil otherwise.
    ///
    /// Asked on most keystrokes (through ``lexiconCapitalization(of:)``): a word whose first two
    /// characters are not capitals leaves at once, with nothing allocated.
    func twoInitialCapitalsFixed(_ typed: String) -> String? {
        let rest = typed.dropFirst(2)
        guard let first = typed.first, first.isLetter, first.isUppercase, let second = typed.dropFirst().first,
              second.isLetter, second.isUppercase, !rest.isEmpty, rest != "s",
              rest.allSatisfy({ $0.isLetter && $0.isLowercase }) else { return nil }
        let key = typed.lowercased()
        if let entry = engine.lexicon.entry(forKey: key) {
            return entry.surface == key ? CasePattern.capitalized.apply(to: key) : entry.surface
        }
        // The lexicon lacks it in any case: ask the other dictionaries of the lower-case word and
        // of the typed one.
        return isKnownBeyondLexicon(key, key: key) && !isKnownBeyondLexicon(typed, key: key) ? CasePattern.capitalized.apply(to: key) : nil
    }

    /// The lexicon's entry for a word typed in lower case that it knows only with capitals, and
    /// that nothing else knows as typed (`luke` for `Luke`, `mr` for `Mr`); nil otherwise. Such a
    /// word is often a slip for a common word (`luke` → `like`), so it may be corrected when a
    /// correction outscores the name (``Autocorrector/nameMargin``); else space writes the name.
    /// Not a word with capitals inside it (`WiFi`, `iPad`, `YouTube`, `McDonald`): typed in lower
    /// case it is typed so on purpose, and is kept and written with them (`my wifi` became `my wife`).
    func lowercaseName(_ word: String, user: UserWords) -> WordEntry? {
        guard word == word.lowercased(), let entry = engine.lexicon.entry(forKey: word), entry.surface != word,
              !Self.hasInnerCapital(entry.surface),
              user.words.entry(forKey: word) == nil, engine.learnedWordList.entry(forKey: word) == nil,
              !isKnownBeyondLexicon(word, key: word) else { return nil }
        return entry
    }

    /// Whether `surface` has a capital after a lower-case letter (`WiFi`, `iPad`, `eBay`), as
    /// brands and some names do; not a capitalised word or an acronym (`Luke`, `UN`).
    static func hasInnerCapital(_ surface: String) -> Bool {
        var afterLowercase = false
        for character in surface {
            if character.isUppercase, afterLowercase { return true }
            afterLowercase = character.isLowercase
        }
        return false
    }

    /// The entry of a competing language's lexicon that writes a word typed all in lower case with
    /// capitals (`haus` → `Haus`, `mädchen` → `Mädchen`): a German noun typed without shift, which
    /// no dictionary accepts as typed. Like a lower-case name it is kept, and space writes its
    /// capitals, unless a correction outscores it by ``Autocorrector/nameMargin`` (`haus` was
    /// corrected to `hause`, `buch` to `Bauch`).
    func capitalisedInOtherLanguage(_ word: String, _ languages: [CandidateRanker.OtherLanguage]) -> WordEntry? {
        guard word == word.lowercased() else { return nil }
        return languages.lazy.compactMap { $0.model.entry(forKey: word) }.first { $0.surface != word && $0.surface.lowercased() == word }
    }

    /// The score of keeping the composing word as `entry`: its candidate's, else its
    /// log-probability in context.
    func keptScore(of entry: WordEntry, among candidates: [Candidate], ranker: CandidateRanker) -> Double {
        candidates.first { $0.kind == .exact && $0.entry.key == entry.key }?.score
            ?? ranker.lmWeight * ranker.contextLogProbability(of: entry, in: context)
    }

    /// The user's words and the learned words, as the word lists ranking prefers.
    func personalWords(_ user: UserWords) -> [any WordModel] {
        [user.words, engine.learnedWordList].filter { !$0.isEmpty }
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
            Suggestion(text: written(entry.surface, context.isSentenceStart ? .capitalized : .lower), kind: .prediction)
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

    /// Whether `word` carries accents its letters spell a word without (`café`, `naïve`, `résumé`,
    /// which en_US writes `cafe`, `naive`, `resume`) while English is the only active language:
    /// each accent is a long press on its key, so the accented form is meant, and space keeps it;
    /// the strip still offers the word without. With another language active its accents are
    /// that language's letters, and a misplaced one (`prophèts` for `prophètes`) is a typo like
    /// any other.
    func isAccentedOnPurpose(_ word: String, user: UserWords) -> Bool {
        var bytes = word
        guard bytes.withUTF8({ $0.contains { $0 >= 0x80 } }), engine.activeLanguages.allSatisfy({ $0.languageCode == "en" }) else { return false }
        let plain = Self.normalizer.unaccented(word)
        return plain != word && isValidWord(plain, user: user)
    }

    /// Whether `word` is a word anywhere: the lexicon, the user's words, or any active dictionary.
    func isValidWord(_ word: String, user: UserWords) -> Bool {
        let key = word.lowercased()
        if user.words.entry(forKey: key) != nil || engine.learnedWordList.entry(forKey: key) != nil { return true }
        return isKnownToDictionaries(word)
    }

    func record(_ stage: DiagnosticStage, since start: ContinuousClock.Instant, clock: ContinuousClock) {
        engine.diagnostics.time(stage, seconds: LatencySummary.microseconds(clock.now - start) / 1e6)
    }
}
