import KeyboardCorrection
import KeyboardLexicon

/// A space typed a letter early or late, and a contraction split by a space, read again with
/// the word after it.
extension ActiveSessionCore {
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
    /// composing word (`ill be` → `I'll be`, `its a` → `it's a`, `id love` → `I'd love`; or the
    /// possessive, followed as `his`: `ones own` → `one's own`), when the
    /// word after makes it likelier as ``Autocorrector/contraction(among:typed:)`` asks of the
    /// words before: `log P(contraction | context) + log P(next | its stand-in)` at least
    /// ``Autocorrector/contractionMargin`` above `log P(word | context) + log P(next | word)`
    /// (the likelier of its ``ContractionContext/standIns(for:)``: `it's been` is `it has been`),
    /// the word after favouring it. Only for a word written as typed, or as space corrected it
    /// when its own letters spell no contraction (`itz` written `its`), and not one of the user's
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
        // A word space corrected is read as written (`itd` written `its`, whose letters the
        // touches gave as much as `it's`'s), unless its own letters spell a contraction, which
        // ``revisedCorrection(_:ranker:composingIsValid:)`` weighs beside it (`im` written `in`).
        guard policy.allowsAutocorrection, !keepTyped, !insideWord,
              previous.score == nil ? previous.written == previous.typed : previous.contractionBeside == nil,
              CasePattern(of: composing) == .lower, Autocorrector.mayCorrect(previous.typed),
              !previous.typed.contains(where: \.isApostrophe), !previous.written.contains(where: \.isApostrophe) else { return nil }
        let key = previous.written.lowercased()
        let lexicon = engine.lexicon
        // Once per spaced word, not at each keystroke of the next (most words have none).
        let contraction = previous.contraction ?? contraction(spelledBy: key, possessives: true)
        if previous.contraction == nil { spacedWord?.contraction = .some(contraction) }
        guard let contraction, let typed = lexicon.entry(forKey: key), !user.holds(key), let next = wordAfter,
              let subject = ContractionContext.subject(of: contraction.key) else { return nil }
        // The words before must admit the contraction's subject (`I`, `it`, `she`; `we` for
        // `let's`): `then i`, `hope it`, `so we`, but not `fell i` (`he fell ill last year`) nor
        // `she we` (`she lets go`).
        // A word before with no row in the table (`imo`, `lol`, a name) says nothing either way.
        if let wordBefore = previous.context.previousWord {
            let before = lexicon.previousWord(wordBefore)
            guard (lexicon.bigramLogProbability(after: before, next: subject) ?? -.infinity) >= Self.contractionSubjectFloor
                    || lexicon.bigramFollowerCount(after: before) == 0 else { return nil }
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
        var gainAfter = nextAfterContraction - model.logProbability(of: next, after: twin ?? key, in: lexicon)
        // Where neither row holds the word after (`grab` after `will` and `ill`: both back off to
        // its unigram), after a contraction a bare verb follows (`I'll`, `I'd`, `let's`): how much
        // likelier `to` makes it than its unigram says whether it is such a verb (`to grab`: 2.2
        // nats gained; `to text`, as often a noun: −1.3, nothing). Asked of the rows, not read
        // from a gain of exactly 0.
        func holds(_ row: String) -> Bool { lexicon.bigramLogProbability(after: lexicon.previousWord(row), entry: next) != nil }
        if ContractionContext.takesBareVerb(contraction.key), !holds(twin ?? key),
           !ContractionContext.standIns(for: contraction.key).contains(where: holds),
           let afterTo = lexicon.bigramLogProbability(after: lexicon.previousWord("to"), entry: next) {
            gainAfter = max(0, Double(afterTo - next.logProbability))
        }
        // The word after must favour the contraction itself, but at a sentence's start, whose
        // counts may decide when the word after says little (`its great` → `it's great`; also
        // `its disk` → `it's disk`, where neither row holds `disk`: four such possessives against
        // some twenty contractions in the fortunes, docs/BENCHMARK.md). Not for `lets`, whose
        // contraction is read through `lets`'s own row as well.
        let startDecides = startsSentence && !ContractionContext.standIns(for: contraction.key).contains(key)
        // The margin: at a sentence's start the counts' (where `well`, `were` begin questions and
        // interjections), after a word the words before's (``Autocorrector/contractionAfterWordMargin``),
        // or, for a twin, whose words before weigh nothing, the word after's alone
        // (``Autocorrector/twinContractionMargin``).
        let margin = startsSentence ? autocorrector.contractionMargin
            : twin != nil ? autocorrector.twinContractionMargin : autocorrector.contractionAfterWordMargin
        guard gainAfter > 0 || startDecides, gainBefore + gainAfter >= margin, pending != nil || composingIsValid() else { return nil }
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

    /// Another word for the last spaced word's typed letters, then the composing word, when the
    /// word after makes it likelier than the word space wrote. Where space wrote a correction:
    /// the contraction the letters spell without its apostrophe (`im` tapped near `n`, written
    /// `in`, then `glad` → `I'm glad`) or spell but for one slip (`womt`, written `want`, then
    /// `like` → `won't like`), else the runner-up correction (`aend`, written `and`, then `me` →
    /// `send me`) or the one after it (`ojes`, written `ones`, its runner-up `one`, then `own` →
    /// `one's own`); where it wrote a reading of touches between keys over a valid word, also the
    /// word typed (`if` tapped towards `o`, written `of`, then `there's` → `if there's`); where it
    /// kept a valid word whose touches fell between keys, the reading it did not write (`buy`
    /// tapped towards `t`, then `they're` → `but they're`; ``ActiveSessionCore/spacedWord(written:corrected:)``).
    /// Its score plus `log P(next | it)` (a contraction's read through its stand-in) must be at
    /// least ``Autocorrector/contractionMargin`` (a contraction at a sentence's start; after a word
    /// ``Autocorrector/contractionAfterWordMargin``, as for a valid word typed for a contraction:
    /// `flu im talking` → `flu I'm talking`), ``Autocorrector/revisionMargin`` (another word),
    /// ``Autocorrector/typedWordRevisionMargin`` (the word typed) or
    /// ``Autocorrector/offKeyMargin`` (the reading of a word kept) above the written word's score
    /// plus `log P(next | written)`, none when the word written is a contraction the word after
    /// cannot follow (`we're you`): space wrote the likelier word, so the word after must favour
    /// the other by that margin and more. At a sentence's start a contraction and the written word
    /// are weighed by how many counted sentences begin with each, where both begin some, not by
    /// the unigram (``SentenceStarts/countedLogRatio(of:over:)``: `im being` → `I'm being`). Not
    /// for a word the user chose or kept by undoing, and only for a composing word in lower case,
    /// valid as typed or with a correction pending (read and written as the word after, as
    /// ``spacedContraction(_:ranker:user:composingIsValid:)`` does).
    func revisedCorrection(_ previous: SpacedWord, ranker: CandidateRanker, composingIsValid: @autoclosure () -> Bool) -> String? {
        guard policy.allowsAutocorrection, !keepTyped, !insideWord, let chosenScore = previous.score ?? previous.readingNotWritten?.kept,
              previous.contractionBeside != nil || previous.runnersUp.first != nil || previous.readingNotWritten != nil,
              CasePattern(of: composing) == .lower else { return nil }
        let lexicon = engine.lexicon
        guard let next = wordAfter, let chosen = lexicon.entry(forKey: previous.written.lowercased()) else { return nil }
        let model = ranker.contextModel
        // A written word the table has no row for (`c'mon`, a rare word) says nothing about the
        // word after: read at its unigram, not below it by the backoff, which is the evidence of
        // a row that lacks the pair (`cmon man` stayed `c'mon man`, not `common man`).
        let writtenRow = lexicon.previousWord(chosen.key)
        let afterWritten = lexicon.bigramFollowerCount(after: writtenRow) == 0 ? Double(next.logProbability)
            : model.logProbability(of: next, after: writtenRow, in: lexicon)
        let writtenScore = chosenScore + afterWritten
        let startsSentence = previous.context.isSentenceStart && previous.context.previousWord == nil
        let writtenRefusesNext = ContractionContext.isContraction(chosen.key) && !ContractionContext.admits(next.key, after: chosen.key)
        // (Each asked in turn, not from an array, which this keystroke would allocate.)
        func wanted(_ other: Candidate?, isContraction: Bool, margin otherMargin: Double? = nil) -> Candidate? {
            guard let other else { return nil }
            let after = isContraction ? model.logProbability(of: next, afterContraction: other.entry.key, in: lexicon)
                : model.logProbability(of: next, after: other.entry.key, in: lexicon)
            // A contraction after a word takes the margin a valid word typed for one takes there,
            // at a sentence's start the counts' (docs/BENCHMARK.md, "A contraction beside a
            // correction after a word"). A contraction written before a word it cannot take
            // (`we're you`, `I'll it`: the questions `were you`, `will it`) yields to the
            // runner-up without a margin.
            let margin = isContraction ? (startsSentence ? autocorrector.contractionMargin : autocorrector.contractionAfterWordMargin)
                : writtenRefusesNext ? 0 : otherMargin ?? (other.kind == .exact ? autocorrector.typedWordRevisionMargin : autocorrector.revisionMargin)
            // At a sentence's start the two scores read the unigram, which has `in` twelve times
            // likelier than `I'm`; the counted sentences begin with `in` 110 times and `I'm` 80
            // (``SentenceStarts``): a contraction is weighed by those counts instead, where both
            // words begin some (docs/BENCHMARK.md, "A contraction beside a correction at a
            // sentence's start").
            let start = !isContraction || !startsSentence ? 0
                : SentenceStarts.countedLogRatio(of: other.entry, over: chosen)
                    .map { $0 - Double(other.entry.logProbability - chosen.logProbability) } ?? 0
            return after.map { other.score + start + $0 >= writtenScore + margin } == true ? other : nil
        }
        // The runner-up first, then the next (the contraction already weighed is not weighed again).
        func wantedOther(_ other: Candidate?) -> Candidate? {
            other?.entry.key == previous.contractionBeside?.entry.key ? nil : wanted(other, isContraction: false)
        }
        guard let revised = wanted(previous.contractionBeside, isContraction: true)
                ?? wantedOther(previous.runnersUp.first) ?? wantedOther(previous.runnersUp.second)
                ?? wanted(previous.readingNotWritten?.reading, isContraction: false, margin: autocorrector.offKeyMargin),
              pending != nil || composingIsValid() else { return nil }
        return twoWords(written(revised.entry.surface, CasePattern(of: previous.typed)))
    }

    /// The contraction the letters of ``pendingRanking`` spell without its apostrophe, as a
    /// correction other than `written` (`i'm` when `in` is written for `im`), else one they spell
    /// with one letter slipped (`won't` when `want` is written for `womt`): the word after may
    /// prefer it (``revisedCorrection(_:ranker:composingIsValid:)``). Not the second kind when
    /// `written` is a contraction or spells one (`who'd` for `whod` is not revised to `who's`,
    /// and `its` for `itz` is left to the rule for contractions' twins). Found once, at the space.
    func contraction(besides written: Candidate) -> Candidate? {
        guard let ranking = pendingRanking else { return nil }
        let corrections = ranking.candidates.lazy.compactMap(\.asCorrection).filter { $0.entry.key != written.entry.key }
        if let spelled = corrections.first(where: { Autocorrector.isContraction($0.entry.key, spelledBy: ranking.key) }) { return spelled }
        // The written word's own contractions are looked up only for a ranking that holds such a
        // one (few do).
        guard let slipped = corrections.first(where: { Autocorrector.isContraction($0.entry.key, oneSlipFrom: ranking.key) }),
              !ContractionContext.isContraction(written.entry.key), contraction(spelledBy: written.entry.key) == nil else { return nil }
        return slipped
    }

    /// The likeliest contraction the lexicon spells with `key`'s letters and an apostrophe before
    /// one of them but the first (`it's` for `its`, `we're` for `were`), or with `possessives`
    /// the likeliest such word (`one's` for `ones` too), or nil.
    func contraction(spelledBy key: String, possessives: Bool = false) -> WordEntry? {
        let lexicon = engine.lexicon
        return key.indices.dropFirst().compactMap { index in
            lexicon.entry(forKey: String(key[..<index]) + "'" + String(key[index...]))
        }.filter { possessives || ContractionContext.isContraction($0.key) }.max { $0.logProbability < $1.logProbability }
    }

    /// The composing word as space writes it (`written`), with what the word after may revise it
    /// to (``revisedCorrection(_:ranker:composingIsValid:)``): the contraction and runners-up of
    /// `corrected`, the correction written; for a valid word written as typed, the reading of its
    /// touches that space did not write (``readingNotWritten``: `buy` tapped towards `t`, then
    /// `they're` → `but they're`); else nothing.
    func spacedWord(written: String, corrected: Candidate?) -> SpacedWord {
        if let corrected {
            return SpacedWord(typed: composing, written: written, score: corrected.score, contractionBeside: contraction(besides: corrected),
                              runnersUp: runnersUp(besides: corrected), context: context)
        }
        return SpacedWord(typed: composing, written: written, score: nil, contractionBeside: nil, runnersUp: (nil, nil), context: context,
                          readingNotWritten: written == composing ? readingNotWritten : nil)
    }

    /// The two best corrections of ``pendingRanking`` other than `written`, best first (`send`
    /// when `and` is written for `aend`; `one`, then `one's`, when `ones` is written for `ojes`),
    /// the letters typed among them when they spell a word (`if`, when its touches were read as
    /// `of`): the word after may prefer either (``revisedCorrection(_:ranker:composingIsValid:)``).
    /// Found once, at the space, in one pass.
    func runnersUp(besides written: Candidate) -> (first: Candidate?, second: Candidate?) {
        var first: Candidate?, second: Candidate?
        for candidate in pendingRanking?.candidates ?? [] {
            guard let correction = candidate.kind == .exact ? candidate : candidate.asCorrection, correction.entry.key != written.entry.key else { continue }
            if correction.score > first?.score ?? -.infinity {
                (first, second) = (correction, first)
            } else if correction.score > second?.score ?? -.infinity {
                second = correction
            }
        }
        return (first, second)
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
            lastCorrection = (composing, composingWord, decoder.taps, text, inserted, previous.written + " " + composing, context, false)
        }
        let edits: [TextEdit] = [.delete(previous.written.count + 1 + composing.count), .insert(inserted)]
        engine.diagnostics.increment(.autocorrectionsApplied)
        context = previous.context
        advanceContext(after: text, boundary: boundary)
        strip = strip.with(emoji: engine.inlineEmoji(for: String(text.split(separator: " ").last ?? "")))
        return TypingResponse(edits: edits, strip: strip)
    }
}
