import KeyboardBenchFormats
import KeyboardEvaluation
import KeyboardIntelligence
import KeyboardLayout
import KeyboardText

/// `keyboard-bench replay`: types a trace through the engine as a phone would and scores it.
enum ReplayCommand {
    static let usage = """
        usage: keyboard-bench replay TRACE.jsonl [--suggest] [--languages L1,L2] [--lexicon PATH] [--store DIR] [--smaps FILE] [--user-words FILE] [--echo] [--json]
          Replays each phrase in a session for its field: tap words as key presses (the nearest key
          with the touch point) then space, swipe words as one gesture (the swipe index is built
          before the first), applying whatever the engine does. With --suggest the
          simulated user taps a suggestion as soon as the target word is in the strip.
          Reports phrases, words, tap_words, swipe_words, literal_accuracy, word_accuracy,
          swipe_top1, swipe_top3, ksr (--suggest), keystroke_us, keystroke_cpu_us (the same key
          presses in thread CPU time), swipe_us, peak_rss_mb, and resident_anon_mb and
          resident_file_mb after the last phrase with the engine alive (RssAnon: heap and other
          private memory; RssFile: code and mapped resources, clean pages the system can drop).
          --show-misses N prints the first N tap words left wrong, with the strip shown before
          their space, on stderr. --lexicon reads that lexicon file instead of the bundled one
          (Scripts/build-resources --lexicon-words N).
          --smaps copies /proc/self/smaps to FILE after the last phrase, with the engine still
          alive (what a keyboard holds after typing; Scripts/smaps-summary sums it).
          --languages L1,L2 makes those dictionaries active (default en_US); one not installed
          is an error.
          --user-words FILE sets the words of FILE (one a line) as the user's custom words before
          the first phrase, as corpus does (Scripts/user-words writes 2,500).
          --echo hands the field's text back with reconcile after every applied response, as a
          front-end reconciling on each text change does (iOS textDidChange, Android
          onUpdateSelection); adds reconcile_us and echo_changed_strips (reconciles whose strip
          differed from the response's: an echo should change nothing).
        """

    struct Tally {
        var phrases = 0, words = 0, tapWords = 0, swipeWords = 0
        var literalCorrect = 0, wordCorrect = 0
        var swipeTop1 = 0, swipeTop3 = 0
        var keystrokesNeeded = 0, keystrokesUsed = 0
        var keystrokeMicros: [Double] = []
        /// The same key presses in the replaying thread's CPU time (blind to the time the thread
        /// waited for a core: on a shared machine the wall-clock tail is mostly preemption).
        var keystrokeCPUMicros: [Double] = []
        var misses: [String] = []
        var keepMisses = 0
        var swipeMicros: [Double] = []
        /// With --echo: each echoing reconcile's time, and how many changed the strip.
        var reconcileMicros: [Double] = []
        var echoChangedStrips = 0
        /// Anonymous and file-backed resident memory (MB) after the last phrase.
        var residentAnonymousMB = 0.0, residentFileMB = 0.0
    }

    static func run(_ arguments: [String]) throws(BenchError) {
        let args = try Arguments(arguments, flags: ["--json", "--suggest", "--echo"], options: ["--languages", "--lexicon", "--store", "--show-misses", "--smaps", "--user-words"])
        guard let showMisses = Int(args.options["--show-misses"] ?? "0"), showMisses >= 0 else {
            throw .usage("--show-misses takes a non-negative whole number")
        }
        let path = try args.onePositional("trace file")
        let trace = try TraceReader.read(path: path)
        let engine: TypingEngine
        do {
            engine = try TypingEngine(configuration: EngineConfiguration(
                languages: args.languages,
                resourceDirectory: try LexiconOverlay.resourceDirectory(base: nil, lexicon: args.options["--lexicon"]),
                learnedStoreDirectory: args.folder("--store")))
        } catch {
            throw .failure("\(error)")
        }
        // As info and learn do: a folder that cannot hold the store (a file, no permission) left
        // the engine a store in memory, and the replay's learning went nowhere without a word.
        if let store = args.folder("--store"), !engine.isLearningPersistent {
            throw .failure("\(store): cannot hold the learned-word store")
        }
        try engine.preloadAskedDictionaries()
        if let userWords = try args.userWords() { engine.userLexicon = UserLexicon(customWords: userWords) }
        // As a front-end does at start-up: the swipe index is built before the first gesture.
        if trace.phrases.contains(where: { $0.words.contains { if case .swipe = $0 { true } else { false } } }) {
            engine.preloadSwipeDecoder(for: trace.header.layout)
        }
        let suggest = args.flags.contains("--suggest")
        let echo = args.flags.contains("--echo")
        var tally = Tally()
        tally.keepMisses = showMisses
        for phrase in trace.phrases {
            replay(phrase, layout: trace.header.layout, engine: engine, suggest: suggest, echo: echo, into: &tally)
        }
        withExtendedLifetime(engine) {
            tally.residentAnonymousMB = ProcessMemory.residentAnonymousMB
            tally.residentFileMB = ProcessMemory.residentFileMB
        }
        if let smaps = args.options["--smaps"] {
            guard withExtendedLifetime(engine, { ProcessMemory.copyMappings(to: smaps) }) else {
                throw .failure("\(smaps): cannot write /proc/self/smaps there")
            }
        }
        report(tally, suggest: suggest, echo: echo, json: args.flags.contains("--json"))
    }

    static func replay(_ phrase: TracePhrase, layout: KeyboardLayout, engine: TypingEngine, suggest: Bool, echo: Bool, into tally: inout Tally) {
        tally.phrases += 1
        let session = engine.makeSession(traits: FieldKind.traits(for: phrase.field), layout: layout)
        var field = SimulatedField()
        var strip = session.strip
        if let context = phrase.context, !context.isEmpty {
            field.insert(context.last?.isWhitespace == true ? context : context + " ")
            strip = session.reconcile(before: field.text, after: "").strip
        }
        let start = field.text.count
        let clock = ContinuousClock()
        func timed(_ event: TypingEvent) -> TypingResponse {
            var response = TypingResponse.none
            let cpuStart = ThreadCPUClock.microseconds
            let elapsed = clock.measure { response = session.handle(event) }
            tally.keystrokeCPUMicros.append(ThreadCPUClock.microseconds - cpuStart)
            tally.keystrokeMicros.append(LatencySummary.microseconds(elapsed))
            return response
        }
        // With --echo, the field's text handed back after each applied response (before the
        // strip is read): the strip the reconcile returns is the one shown.
        func echoed(_ response: TypingResponse) -> SuggestionStrip {
            guard echo else { return response.strip }
            var reconciled = response
            let elapsed = clock.measure { reconciled = session.reconcile(before: field.text, after: "") }
            tally.reconcileMicros.append(LatencySummary.microseconds(elapsed))
            if reconciled.strip != response.strip { tally.echoChangedStrips += 1 }
            return reconciled.strip
        }
        func pickIfShown(_ target: String) -> Bool {
            guard suggest, let slot = strip.slots.firstIndex(where: { $0.text.lowercased() == target }) else { return false }
            let response = timed(.pick(slot: slot))
            field.apply(response, orInsert: "")
            strip = echoed(response)
            tally.keystrokesUsed += 1
            return true
        }

        var tapIndices: [Int] = []
        var stripsBeforeSpace: [Int: [String]] = [:]
        for (index, (word, meant)) in zip(phrase.words, phrase.targetWords).enumerated() {
            // Words are compared case-insensitively in every figure (TRACE-FORMAT §2): the
            // engine's text is lower-cased where it is compared, the target once here. The contract
            // writes targets in lower case, but the reader takes capitals, and `The` never equalled
            // a committed `the`: swipe_top1 0, and no suggestion tapped for ksr.
            let target = meant.lowercased()
            tally.words += 1
            switch word {
            case let .taps(points):
                tally.tapWords += 1
                tapIndices.append(index)
                tally.keystrokesNeeded += target.count + 1
                let literal = points.map { layout.nearestKey(to: $0)?.label ?? "" }.joined()
                if literal == target { tally.literalCorrect += 1 }
                var done = false
                for point in points {
                    if pickIfShown(target) {
                        done = true
                        break
                    }
                    let label = layout.nearestKey(to: point)?.label ?? ""
                    let response = timed(.key(label, at: point))
                    field.apply(response, orInsert: label)
                    strip = echoed(response)
                    tally.keystrokesUsed += 1
                }
                if !done, !pickIfShown(target) {
                    if tally.keepMisses > 0 { stripsBeforeSpace[index] = strip.slots.map(\.text) }
                    let response = timed(.boundary(.space))
                    field.apply(response, orInsert: " ")
                    strip = echoed(response)
                    tally.keystrokesUsed += 1
                }
            case let .swipe(points):
                tally.swipeWords += 1
                tally.keystrokesNeeded += target.count + 1
                var response = TypingResponse.none
                let elapsed = clock.measure { response = session.handle(.swipe(points)) }
                tally.swipeMicros.append(LatencySummary.microseconds(elapsed))
                field.apply(response, orInsert: "")
                strip = echoed(response)
                tally.keystrokesUsed += 1
                let committed = response.edits.last.flatMap { edit -> String? in
                    if case let .insert(text) = edit { return text.trimming(.whitespaces).lowercased() }
                    return nil
                }
                let inStrip = strip.slots.contains { $0.text.lowercased() == target }
                if committed == target { tally.swipeTop1 += 1 }
                if committed == target || inStrip { tally.swipeTop3 += 1 }
                if committed != target, tally.misses.count < tally.keepMisses {
                    tally.misses.append("\(phrase.id): \(target) swiped → \(committed ?? "∅") [\(strip.slots.map(\.text).joined(separator: ", "))]")
                }
                // In --suggest mode the simulated user fixes a wrong word: the alternate when the
                // strip shows it, else by retyping it.
                if committed != target, suggest, !pickIfShown(target) {
                    tally.keystrokesUsed += target.count + 1
                }
            }
        }
        // The words written, aligned to the targets: a word written as two (`life form`) is one
        // miss, not a shift of every word after it.
        let typed = String(field.text.dropFirst(start)).split(separator: " ").map { $0.lowercased() }
        let targets = phrase.targetWords
        let aligned = WordAlignment.ranges(written: typed, meant: targets)
        for index in tapIndices {
            let written = typed[aligned[index]].joined(separator: " ")
            if written == targets[index].lowercased() {
                tally.wordCorrect += 1
            } else if tally.misses.count < tally.keepMisses, case let .taps(points) = phrase.words[index] {
                let literal = points.map { layout.nearestKey(to: $0)?.label ?? "" }.joined()
                let shown = stripsBeforeSpace[index].map { " [\($0.joined(separator: ", "))]" } ?? ""
                tally.misses.append("\(phrase.id): \(targets[index]) typed \(literal) → \(written.isEmpty ? "∅" : written)\(shown)")
            }
        }
    }

    static func report(_ tally: Tally, suggest: Bool, echo: Bool, json: Bool) {
        if !tally.misses.isEmpty {
            var stderr = StandardError()
            for miss in tally.misses { print("miss: \(miss)", to: &stderr) }
        }
        func share(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 0 : Double(part) / Double(whole) }
        let keystrokes = LatencySummary(microseconds: tally.keystrokeMicros)
        let swipes = LatencySummary(microseconds: tally.swipeMicros)
        let ksr = tally.keystrokesNeeded == 0 ? 0 : 1 - Double(tally.keystrokesUsed) / Double(tally.keystrokesNeeded)
        let peak = ProcessMemory.peakResidentMB
        var pairs: [(String, JSONValue)] = [
            ("phrases", .int(tally.phrases)),
            ("words", .int(tally.words)),
            ("tap_words", .int(tally.tapWords)),
            ("swipe_words", .int(tally.swipeWords)),
            ("literal_accuracy", .double(share(tally.literalCorrect, tally.tapWords))),
            ("word_accuracy", .double(share(tally.wordCorrect, tally.tapWords))),
            ("swipe_top1", .double(share(tally.swipeTop1, tally.swipeWords))),
            ("swipe_top3", .double(share(tally.swipeTop3, tally.swipeWords))),
        ]
        if suggest { pairs.append(("ksr", .double(ksr))) }
        pairs += [("keystroke_us", keystrokes.json), ("keystroke_cpu_us", LatencySummary(microseconds: tally.keystrokeCPUMicros).json),
                  ("swipe_us", swipes.json), ("peak_rss_mb", .double(peak)),
                  ("resident_anon_mb", .double(tally.residentAnonymousMB)), ("resident_file_mb", .double(tally.residentFileMB))]
        let reconciles = LatencySummary(microseconds: tally.reconcileMicros)
        if echo { pairs += [("reconcile_us", reconciles.json), ("echo_changed_strips", .int(tally.echoChangedStrips))] }
        if json {
            print(JSONValue.object(pairs).text)
            return
        }
        print("""
            phrases          \(tally.phrases) (\(tally.words) words: \(tally.tapWords) tapped, \(tally.swipeWords) swiped)
            literal accuracy \(InfoCommand.format(share(tally.literalCorrect, tally.tapWords) * 100))% (nearest keys, no engine)
            word accuracy    \(InfoCommand.format(share(tally.wordCorrect, tally.tapWords) * 100))% (after autocorrection)
            """)
        if suggest { print("ksr              \(InfoCommand.format(ksr * 100))% keystrokes saved") }
        if tally.swipeWords > 0 {
            print("""
                swipe top-1      \(InfoCommand.format(share(tally.swipeTop1, tally.swipeWords) * 100))% (top-3 \(InfoCommand.format(share(tally.swipeTop3, tally.swipeWords) * 100))%)
                swipe            \(swipes.summary)
                """)
        }
        print("""
            keystroke        \(keystrokes.summary)
            \(echo ? "reconcile        \(reconciles.summary) (\(tally.echoChangedStrips) changed the strip)\n" : "")peak memory      \(InfoCommand.format(peak)) MB (after the trace \(InfoCommand.format(tally.residentAnonymousMB)) MB anonymous, \(InfoCommand.format(tally.residentFileMB)) file-backed)
            """)
    }
}
