#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyboardBenchFormats
import KeyboardEmoji
import KeyboardEvaluation
import KeyboardIntelligence
import KeyboardText

/// `keyboard-bench emoji`: emoji search quality and speed on `query<TAB>expected…` lines; with
/// `--inline`, the inline emoji's accuracy on `word<TAB>acceptable…` lines (``InlineEmojiEvaluation``).
enum EmojiCommand {
    static let usage = """
        usage: keyboard-bench emoji QUERIES.tsv [--locale L] [--show-misses N] [--json]
          Searches each query (in locale L, default en, with its fallback chain) and reports queries,
          hit1, hit3 (an expected emoji first / in the first three), mrr (within the first 24) and
          query_us (per query, the median of 5 timed runs). Expected emoji are compared with U+FE0F
          removed. --show-misses N prints the first N queries with no expected emoji in the first
          three, on stderr.
        usage: keyboard-bench emoji WORDS.tsv --inline [--locale L] [--show-misses N] [--json]
          Asks each word for its inline emoji (the one emoji offered beside a typed word) and reports
          words, accuracy (the share answered right), right_emoji (an expected emoji), right_none (none
          where the file says -), wrong (another emoji), missing (none where one was expected) and
          extra (one where none was). --show-misses N prints the first N wrong answers, on stderr.
        """

    static func run(_ arguments: [String]) throws(BenchError) {
        let args = try Arguments(arguments, flags: ["--json", "--inline"], options: ["--locale", "--resources", "--show-misses"])
        guard let showMisses = Int(args.options["--show-misses"] ?? "0"), showMisses >= 0 else {
            throw .usage("--show-misses takes a non-negative whole number")
        }
        var misses: [String] = []
        let path = try args.onePositional("queries file")
        let text = try InputFile.text(atPath: path, kind: "a query file")
        let inline = args.flags.contains("--inline")
        let gold: [InlineEmojiWord]
        do { gold = inline ? try InlineEmojiWord.parse(text, name: path) : [] } catch { throw .failure(error.description) }
        let queries = inline ? [] : try EmojiQuery.parse(text, name: path)
        let data2: BundledData
        do { data2 = try BundledData(directory: args.options["--resources"]) } catch { throw .failure("\(error)") }
        let locale = args.options["--locale"] ?? "en"
        guard !data2.emoji.fallbackChain(for: locale).isEmpty else { throw .usage("no emoji annotations for locale \(locale)") }
        let search = EmojiSearch(library: data2.emoji, locales: [locale])
        if inline {
            return report(InlineEmojiEvaluation(gold, keepingMisses: showMisses, inline: search.inlineEmoji(for:)), locale: locale, json: args.flags.contains("--json"))
        }
        _ = search.search("warm up")
        var hit1 = 0, hit3 = 0
        var reciprocal = 0.0
        var micros: [Double] = []
        let clock = ContinuousClock()
        for item in queries {
            let (query, expected) = (item.query, item.expected)
            var results: [EmojiMatch] = []
            // Each query is timed `timedRuns` times and its median kept: one run preempted by
            // another process (a 4 ms scheduler tick on a shared machine) is not the search's cost.
            var runs: [Double] = []
            for _ in 0..<Self.timedRuns {
                let elapsed = clock.measure { results = search.search(query, limit: 24) }
                runs.append(LatencySummary.microseconds(elapsed))
            }
            micros.append(runs.sorted()[runs.count / 2])
            let found = results.map(\.emoji.withoutEmojiPresentationSelector)
            let rank = found.firstIndex(where: expected.contains)
            if let rank {
                if rank == 0 { hit1 += 1 }
                if rank < 3 { hit3 += 1 }
                reciprocal += 1 / Double(rank + 1)
            }
            if (rank ?? 3) >= 3, misses.count < showMisses {
                misses.append("\(query) → \(found.prefix(5).joined(separator: " ")) (want \(expected.sorted().joined(separator: " ")))")
            }
        }
        if !misses.isEmpty {
            var stderr = StandardError()
            for miss in misses { print("miss: \(miss)", to: &stderr) }
        }
        let n = max(1, queries.count)
        let timing = LatencySummary(microseconds: micros)
        if args.flags.contains("--json") {
            print(JSONValue.object([
                ("queries", .int(queries.count)), ("hit1", .double(Double(hit1) / Double(n))),
                ("hit3", .double(Double(hit3) / Double(n))), ("mrr", .double(reciprocal / Double(n))), ("query_us", timing.json),
            ]).text)
            return
        }
        print("""
            queries   \(queries.count) (\(locale))
            hit@1     \(InfoCommand.format(Double(hit1) / Double(n) * 100))%
            hit@3     \(InfoCommand.format(Double(hit3) / Double(n) * 100))%
            mrr       \(InfoCommand.format(reciprocal / Double(n)))
            time      \(timing.summary)
            """)
    }

    /// Prints the inline-emoji figures (and the misses kept, on stderr).
    static func report(_ result: InlineEmojiEvaluation, locale: String, json: Bool) {
        var stderr = StandardError()
        for miss in result.misses { print("miss: \(miss)", to: &stderr) }
        if json {
            print(JSONValue.object([
                ("words", .int(result.words)), ("accuracy", .double(result.accuracy)), ("right_emoji", .int(result.rightEmoji)),
                ("right_none", .int(result.rightNone)), ("wrong", .int(result.wrong)), ("missing", .int(result.missing)),
                ("extra", .int(result.extra)),
            ]).text)
            return
        }
        print("""
            words     \(result.words) (\(locale): \(result.withEmoji) with an emoji, \(result.withoutEmoji) with none)
            accuracy  \(InfoCommand.format(result.accuracy * 100))%
            right     \(result.rightEmoji) of \(result.withEmoji) with their emoji, \(result.rightNone) of \(result.withoutEmoji) with none
            wrong     \(result.wrong) another emoji, \(result.missing) none where one was expected, \(result.extra) one where none was
            """)
    }

    /// How often each query is timed (its median is reported).
    static let timedRuns = 5
}
