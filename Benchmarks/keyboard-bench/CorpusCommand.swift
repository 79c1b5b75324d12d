import KeyboardBenchFormats
import KeyboardEvaluation
import KeyboardIntelligence

/// `keyboard-bench corpus`: correction quality on `misspelling<TAB>correct` pairs.
enum CorpusCommand {
    static let usage = """
        usage: keyboard-bench corpus PAIRS.tsv [--versus-hunspell] [--versus-aspell] [--whole-words] [--per-key] [--languages L1,L2] [--context TEXT] [--user-words FILE] [--show-misses N] [--json]
          Types each misspelling as exact key presses (key centres) in a new session with no
          context (--context: after TEXT and a space, handed over with reconcile), reads the
          strip, then presses space. Reports pairs, top1, top3,
          autocorrect_accuracy, false_corrections (each distinct correct word typed exactly: is it
          changed?) and word_us; with --versus-hunspell also hunspell_top1 and hunspell_us; with
          --versus-aspell also aspell_top1 and aspell_us (`aspell -a`, normal mode, en_US, one word
          at a time over a pipe, each word right after the engine has typed it); with --whole-words also
          whole_word_top1 and whole_word_us (each misspelling handed to a fresh session whole, as
          the text before the cursor, and that one strip timed: the word given alone, as to a
          spell checker); with --per-key also key_us (each press timed on its own, by its place
          in the word: "1" the first letters, …, "12+" the twelfth and later, then "space"; each
          with presses, median, p99, max; word_us is then the sum of a word's presses).
          --languages L1,L2 makes those dictionaries active (default en_US); one not installed
          is an error.
          --user-words FILE sets the words of FILE (one a line) as the user's custom words before
          typing, as a front-end sets contacts and custom words: what a heavy user's own words
          cost a keystroke (Scripts/user-words writes 2,500); the report then holds user_words.
          --show-misses N prints the first N pairs whose top-1 is wrong, with the strip (ending
          "(not in the strip)" when it lacks the correct word: a top-3 miss), and the first N
          correct words changed when typed exactly, on stderr.
        """

    static func run(_ arguments: [String]) throws(BenchError) {
        let args = try Arguments(arguments, flags: ["--json", "--versus-hunspell", "--versus-aspell", "--whole-words", "--per-key"], options: ["--languages", "--show-misses", "--context", "--user-words"])
        let path = try args.onePositional("pairs file")
        guard let showMisses = Int(args.options["--show-misses"] ?? "0"), showMisses >= 0 else {
            throw .usage("--show-misses takes a non-negative whole number")
        }
        let text = try InputFile.text(atPath: path, kind: "a pairs file")
        let pairs: [CorrectionPair]
        do { pairs = try CorrectionPair.parse(text, name: path) } catch { throw .failure(error.description) }
        let versus = args.flags.contains("--versus-hunspell")
        let userWords = try args.userWords()
        // Aspell is given each word right after the engine types it, so that the machine's slow
        // and fast spells fall on both alike (docs/BENCHMARK.md, "Aspell word by word").
        var aspell = args.flags.contains("--versus-aspell") ? try AspellReference() : nil
        var aspellTop1 = 0
        var aspellMicros: [Double] = []
        let result: CorpusEvaluation
        do {
            let engine = try TypingEngine(configuration: EngineConfiguration(languages: args.languages))
            try engine.preloadAskedDictionaries()
            if let userWords { engine.userLexicon = UserLexicon(customWords: userWords) }
            result = try CorpusEvaluation.run(pairs, engine: engine, layout: engine.data.layouts["qwerty-en"]!,
                                              versusHunspell: versus, keepMisses: showMisses,
                                              context: args.options["--context"] ?? "", wholeWords: args.flags.contains("--whole-words"),
                                              keyTimes: args.flags.contains("--per-key")) { pair in
                guard let (first, elapsed) = aspell?.firstSuggestion(for: pair.misspelling) else { return }
                aspellMicros.append(LatencySummary.microseconds(elapsed))
                if first?.lowercased() == pair.correct.lowercased() { aspellTop1 += 1 }
            }
        } catch {
            throw .failure("\(error)")
        }
        aspell?.stop()
        if aspell?.died == true { throw .failure("aspell stopped answering during the run: no aspell figures") }
        if !result.misses.isEmpty || !result.changedWords.isEmpty {
            var stderr = StandardError()
            for miss in result.misses { print("miss: \(miss)", to: &stderr) }
            for word in result.changedWords { print("changed: \(word)", to: &stderr) }
        }
        let timing = LatencySummary(microseconds: result.wordMicroseconds)
        var report: [(String, JSONValue)] = [
            ("pairs", .int(result.pairs)),
            ("top1", .double(result.top1Rate)),
            ("top3", .double(result.top3Rate)),
            ("autocorrect_accuracy", .double(result.autocorrectRate)),
            ("false_corrections", .double(result.falseCorrectionRate)),
            ("word_us", timing.json),
        ]
        if let userWords { report.append(("user_words", .int(userWords.count))) }
        if versus {
            report += [("hunspell_top1", .double(result.hunspellTop1Rate)), ("hunspell_us", LatencySummary(microseconds: result.hunspellMicroseconds).json)]
        }
        if !result.wholeWordMicroseconds.isEmpty {
            report += [("whole_word_top1", .double(result.wholeWordTop1Rate)),
                       ("whole_word_us", LatencySummary(microseconds: result.wholeWordMicroseconds).json)]
        }
        // Each place's presses: the first key of every pair, the second, …, the last place holding
        // every later key too, then the spaces.
        let places: [(label: String, micros: [Double])] = result.keyMicroseconds.enumerated()
            .filter { !$0.element.isEmpty }
            .map { place, micros in (place == CorpusEvaluation.keyPlaces - 1 ? "\(place + 1)+" : "\(place + 1)", micros) }
            + (result.spaceMicroseconds.isEmpty ? [] : [("space", result.spaceMicroseconds)])
        if !places.isEmpty {
            report.append(("key_us", .array(places.map { label, micros in
                .object([("key", .string(label)), ("presses", .int(micros.count))] + LatencySummary(microseconds: micros).jsonPairs)
            })))
        }
        let aspellRate = pairs.isEmpty ? 0 : Double(aspellTop1) / Double(pairs.count)
        if !aspellMicros.isEmpty {
            report += [("aspell_top1", .double(aspellRate)), ("aspell_us", LatencySummary(microseconds: aspellMicros).json)]
        }
        if args.flags.contains("--json") {
            print(JSONValue.object(report).text)
            return
        }
        func percent(_ x: Double) -> String { InfoCommand.format(x * 100) + "%" }
        print("""
            pairs               \(result.pairs)
            top1 / top3         \(percent(result.top1Rate)) / \(percent(result.top3Rate))
            autocorrected right \(percent(result.autocorrectRate))
            false corrections   \(percent(result.falseCorrectionRate)) of \(result.correctWords) correct words
            time per word       \(timing.summary)
            """)
        if !result.wholeWordMicroseconds.isEmpty {
            print("whole words top1    \(percent(result.wholeWordTop1Rate)), \(LatencySummary(microseconds: result.wholeWordMicroseconds).summary)")
        }
        if versus {
            print("hunspell top1       \(percent(result.hunspellTop1Rate)), \(LatencySummary(microseconds: result.hunspellMicroseconds).summary)")
        }
        if !aspellMicros.isEmpty {
            print("aspell top1         \(percent(aspellRate)), \(LatencySummary(microseconds: aspellMicros).summary)")
        }
        for (label, micros) in places {
            let name = "key " + label
            print(name + String(repeating: " ", count: max(1, 20 - name.count)) + "\(micros.count) presses, \(LatencySummary(microseconds: micros).summary)")
        }
    }
}
