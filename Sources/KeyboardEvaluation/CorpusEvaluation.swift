import KeyboardIntelligence
import KeyboardLayout
import KeyboardSpelling

/// Correction quality on a corpus, measured through the public session exactly as a keyboard is
/// used: each misspelling typed as key presses at the key centres in a fresh session with no
/// context (or a given one), the strip read, then space. The sessions do not learn (the no-personalised-learning
/// trait): the pairs are independent words, and a misspelling repeated in a corpus must not teach
/// the engine to keep it. Shared by `keyboard-bench corpus` and the corpus tests.
public struct CorpusEvaluation: Sendable {
    /// Pairs evaluated.
    public var pairs = 0
    /// Pairs whose best suggestion (the marked slot, else the first) is the correct word.
    public var top1 = 0
    /// Pairs whose strip holds the correct word.
    public var top3 = 0
    /// Pairs whose word after space is the correct word.
    public var autocorrected = 0
    /// Distinct correct words, and how many of them space changes when typed exactly.
    public var correctWords = 0
    /// Of the ``correctWords``, how many space changed when typed exactly (case aside).
    public var falselyCorrected = 0
    /// Microseconds per pair: every key press and the space.
    public var wordMicroseconds: [Double] = []
    /// When measured (`keyTimes`): microseconds of each key press by its place in the word
    /// (`[0]` the first letters of all pairs; the last place holds every later one too), and of
    /// each space. Where a typed word's time goes (docs/BENCHMARK.md).
    public var keyMicroseconds: [[Double]] = []
    /// When measured (`keyTimes`): microseconds of each pair's space, in pair order.
    public var spaceMicroseconds: [Double] = []
    /// The places ``keyMicroseconds`` tells apart: the twelfth and later keys share the last.
    public static let keyPlaces = 12
    /// The engine given each misspelling whole, when measured (`wholeWords`): pairs whose best
    /// suggestion is right, and microseconds per pair.
    public var wholeWordTop1 = 0
    /// When measured (`wholeWords`): microseconds of each pair's whole-word strip.
    public var wholeWordMicroseconds: [Double] = []
    /// hunspell's first suggestion, when measured.
    public var hunspellTop1 = 0
    /// When measured (`versusHunspell`): microseconds of each pair's first hunspell suggestion.
    public var hunspellMicroseconds: [Double] = []
    /// The first pairs whose top-1 is wrong, with the strip, for contributors; those whose
    /// strip lacks the correct word too (top-3 misses) end with ``notInStrip``.
    public var misses: [String] = []
    /// What ends a miss whose strip lacks the correct word: `grep` finds the top-3 misses.
    public static let notInStrip = "  (not in the strip)"
    /// The first correct words the engine changed, with what it committed (as many as ``misses``
    /// may hold).
    public var changedWords: [String] = []

    /// ``top1`` as a share of ``pairs``; 0 when there are none.
    public var top1Rate: Double { share(top1, pairs) }
    /// ``top3`` as a share of ``pairs``; 0 when there are none.
    public var top3Rate: Double { share(top3, pairs) }
    /// ``autocorrected`` as a share of ``pairs``; 0 when there are none.
    public var autocorrectRate: Double { share(autocorrected, pairs) }
    /// ``falselyCorrected`` as a share of ``correctWords``; 0 when there are none.
    public var falseCorrectionRate: Double { share(falselyCorrected, correctWords) }
    /// ``hunspellTop1`` as a share of ``pairs``; 0 when there are none or when not measured.
    public var hunspellTop1Rate: Double { share(hunspellTop1, pairs) }
    /// ``wholeWordTop1`` as a share of ``pairs``; 0 when there are none or when not measured.
    public var wholeWordTop1Rate: Double { share(wholeWordTop1, pairs) }

    private func share(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 0 : Double(part) / Double(whole) }

    /// Evaluates `pairs` on `engine`.
    /// - Parameters:
    ///   - versusHunspell: also time hunspell's first suggestion for each misspelling (en_US).
    ///   - keepMisses: how many wrong top-1 pairs to describe in ``misses``, and changed correct
    ///     words in ``changedWords``.
    ///   - context: text already in the field before each word (a space follows it), handed over
    ///     with `reconcile(before:after:)`; empty for none (the default).
    ///   - wholeWords: also hand each misspelling to a fresh session whole, as the text before the
    ///     cursor (`reconcile(before:after:)`, as when the cursor is put after a word), and time
    ///     that one strip: the engine given the word alone, as a spell checker is.
    ///   - keyTimes: time each key press and space on its own (``keyMicroseconds``); a pair's time
    ///     is then the sum of its presses'.
    ///   - alongside: called with each pair right after the engine has typed and scored it,
    ///     outside the engine's timing: a reference corrector given the same word at the same
    ///     moment, so that a slow or fast spell of a shared machine falls on both alike.
    public static func run(_ pairs: [CorrectionPair], engine: TypingEngine, layout: KeyboardLayout,
                           versusHunspell: Bool = false, keepMisses: Int = 0, context: String = "",
                           wholeWords: Bool = false, keyTimes: Bool = false,
                           alongside: (CorrectionPair) -> Void = { _ in }) throws(EngineError) -> CorpusEvaluation {
        var result = CorpusEvaluation()
        let clock = ContinuousClock()
        let traits = FieldTraits(disablesPersonalizedLearning: true)
        // A new field, after the context when there is one.
        func startSession() -> TypingSession {
            let session = engine.makeSession(traits: traits, layout: layout)
            if !context.isEmpty { _ = session.reconcile(before: context + " ", after: "") }
            return session
        }
        // Each character as a press at its key's centre: made before the clock starts, as a
        // front-end has its touch in hand (the look-up of the key by its label is the
        // benchmark's, not the engine's). Called once a word, out of line: `Scripts/instructions
        // --per-word` cuts its profile at each call.
        @inline(never) func presses(_ word: String) -> [TypingEvent] {
            word.map { .key(String($0), at: layout.key(for: String($0).lowercased())?.center) }
        }
        // Each press handled; the strip after the last.
        func type(_ presses: [TypingEvent], into session: TypingSession) -> SuggestionStrip {
            var strip = SuggestionStrip.empty
            for press in presses {
                strip = session.handle(press).strip
            }
            return strip
        }
        // The same presses, each timed on its own.
        func typeTimed(_ word: String, into session: TypingSession) -> (strip: SuggestionStrip, response: TypingResponse, micros: Double) {
            var strip = SuggestionStrip.empty, response = TypingResponse.none, total = 0.0
            for (place, press) in presses(word).enumerated() {
                let elapsed = micros(clock.measure { strip = session.handle(press).strip })
                result.keyMicroseconds[min(place, keyPlaces - 1)].append(elapsed)
                total += elapsed
            }
            let elapsed = micros(clock.measure { response = session.handle(.boundary(.space)) })
            result.spaceMicroseconds.append(elapsed)
            return (strip, response, total + elapsed)
        }
        if keyTimes { result.keyMicroseconds = Array(repeating: [], count: keyPlaces) }
        for pair in pairs {
            result.pairs += 1
            let session = startSession()
            var strip = SuggestionStrip.empty
            var response = TypingResponse.none
            if keyTimes {
                let typed = typeTimed(pair.misspelling, into: session)
                (strip, response) = (typed.strip, typed.response)
                result.wordMicroseconds.append(typed.micros)
            } else {
                let events = presses(pair.misspelling)
                let elapsed = clock.measure {
                    strip = type(events, into: session)
                    response = session.handle(.boundary(.space))
                }
                result.wordMicroseconds.append(micros(elapsed))
            }
            let correct = pair.correct.lowercased()
            let inStrip = strip.slots.contains { $0.text.lowercased() == correct }
            if strip.leadingSuggestion?.text.lowercased() == correct {
                result.top1 += 1
            } else if result.misses.count < keepMisses {
                let shown = strip.slots.map { $0.text + ($0.isDefault ? "*" : "") }.joined(separator: " | ")
                result.misses.append("\(pair.misspelling) → \(pair.correct): \(shown)\(inStrip ? "" : CorpusEvaluation.notInStrip)")
            }
            if inStrip { result.top3 += 1 }
            if committed(pair.misspelling, response).lowercased() == correct { result.autocorrected += 1 }
            alongside(pair)
        }

        // Each distinct correct word (case-insensitively), typed as the corpus writes it — a German
        // noun with its capital — and compared case-insensitively (`i` may become `I`). A
        // correction of two words (`thisis` → `this is`) gives two.
        var seen = Set<String>()
        let distinct = pairs.flatMap { $0.correct.split(separator: " ").map(String.init) }
            .filter { seen.insert($0.lowercased()).inserted }.sorted()
        result.correctWords = distinct.count
        for word in distinct {
            let session = startSession()
            _ = type(presses(word), into: session)
            let written = committed(word, session.handle(.boundary(.space)))
            if written.lowercased() != word.lowercased() {
                result.falselyCorrected += 1
                if result.changedWords.count < keepMisses { result.changedWords.append("\(word) → \(written)") }
            }
        }

        if wholeWords {
            for pair in pairs {
                let session = startSession()
                var response = TypingResponse.none
                let elapsed = clock.measure { response = session.reconcile(before: context.isEmpty ? pair.misspelling : context + " " + pair.misspelling) }
                result.wholeWordMicroseconds.append(micros(elapsed))
                if response.strip.leadingSuggestion?.text.lowercased() == pair.correct.lowercased() { result.wholeWordTop1 += 1 }
            }
        }

        if versusHunspell {
            let checker = try engine.spellChecker(for: "en_US")
            for pair in pairs {
                var first: String?
                let elapsed = clock.measure { first = checker.suggestions(for: pair.misspelling, limit: 1).first }
                result.hunspellMicroseconds.append(micros(elapsed))
                if first?.lowercased() == pair.correct.lowercased() { result.hunspellTop1 += 1 }
            }
        }
        return result
    }

    /// The word the field holds after `typed` and a space, given the space's response.
    static func committed(_ typed: String, _ response: TypingResponse) -> String {
        for case let .insert(text) in response.edits {
            return String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
        return typed
    }

    private static func micros(_ d: Duration) -> Double { LatencySummary.microseconds(d) }
}
