#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif
import KeyboardBenchFormats
import KeyboardIntelligence
import KeyboardLayout
import KeyboardText

/// `keyboard-bench synth`: turns plain text into a tap trace on a bundled layout, with the touch
/// noise model of ``TouchNoiseModel`` (docs/BENCHMARK.md, "`synth`").
enum SynthCommand {
    static let usage = """
        usage: keyboard-bench synth TEXT.txt [--noise S] [--seed N] [--layout NAME] [--swipe-share F] [--swipe-tier T] > TRACE.jsonl
          Writes a trace on stdout: the header with the layout, then one phrase per non-empty line of
          TEXT (lower-cased; dashes and slashes split words; anything but letters and apostrophes
          dropped). Each word is typed as taps, one per letter that has a key (`dont` for `don't`),
          a letter without one as its base letter when that has one (`deja` for `déjà`), placed by
          the touch-noise model of docs/BENCHMARK.md.
          --noise S        noise level, 0 to 1000 (default 1, the calibrated user; 0: key centres)
          --seed N         non-negative integer (default 1); the same seed gives the same bytes
          --layout NAME    bundled layout (default qwerty-en; also qwertz-de, azerty-fr)
          --swipe-share F  share of words entered as swipes, 0...1 (default 0); one-key words are always tapped
          --swipe-tier T   gesture model tier: clean, realistic (default) or sloppy (docs/BENCHMARK.md)
          Prints a one-line summary on stderr: phrases, taps and the nearest-key letter error.
        """

    static func run(_ arguments: [String]) throws(BenchError) {
        let args = try Arguments(arguments, flags: [], options: ["--noise", "--seed", "--layout", "--swipe-share", "--swipe-tier"])
        let path = try args.onePositional("TEXT.txt")
        // Bounded so that every tap stays finite (1e308 overflowed to `inf`, which no trace reader
        // takes); 1,000 puts taps hundreds of keyboards away already.
        let noise = try number(args.options["--noise"], name: "--noise", default: 1, valid: { $0 >= 0 && $0 <= 1_000 },
                               rule: "a number from 0 to 1000")
        let swipeShare = try number(args.options["--swipe-share"], name: "--swipe-share", default: 0, valid: { $0 >= 0 && $0 <= 1 }, rule: "a number from 0 to 1")
        let tierName = args.options["--swipe-tier"] ?? GestureNoiseModel.Tier.realistic.rawValue
        guard let tier = GestureNoiseModel.Tier(rawValue: tierName) else {
            throw .usage("--swipe-tier must be one of \(GestureNoiseModel.Tier.allCases.map(\.rawValue).joined(separator: ", ")), not \(tierName)")
        }
        var seed: UInt64 = 1
        if let text = args.options["--seed"] {
            guard let value = UInt64(text) else { throw .usage("--seed must be a non-negative integer, not \(text)") }
            seed = value
        }
        let layoutName = args.options["--layout"] ?? "qwerty-en"

        let text = try InputFile.text(atPath: path, kind: "a text file")
        let layout = try bundledLayout(layoutName)

        var random = SeededRandom(seed: seed)
        let model = TouchNoiseModel(layout: layout, noise: noise, random: &random)
        // Drawn only when gestures are asked for, so tap-only traces keep their bytes.
        let gestures = swipeShare > 0 ? GestureNoiseModel(layout: layout, tier: tier, random: &random) : nil
        var output = StandardOutput()
        try output.write(TraceWriter.headerLine(TraceHeader(layout: layout)) + "\n")
        var phraseCount = 0, tapCount = 0, letterErrors = 0, droppedWords = 0, longWords = 0, swipeCount = 0
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let tooLong = BenchError.failure("\(path):\(index + 1): line too long for one trace line (over 8 MB of JSON)")
            // The line's words and their keys first, with a lower bound of the phrase line's JSON,
            // refused past the limit before a tap is drawn: a 48 MB line was typed in full (95 s,
            // 4.2 GB) before its JSON was found too long. No random number is drawn here, so the
            // output keeps its bytes.
            var plan: [(word: String, keys: [Key], swipeable: Bool)] = []
            var minimumBytes = 0
            try forEachNormalizedWord(in: line) { (word) throws(BenchError) in
                var keys: [Key] = []
                for letter in word {
                    guard let key = Self.key(for: letter, on: layout) else { continue }
                    // Never a trace the reader refuses: tapped, such a word is over its limit;
                    // swiped, its gesture costs time growing with the square of its keys. No word
                    // is that long: such a run of letters (base64, a URL's query) is dropped and
                    // counted, as a word with no key is, rather than ending the whole run.
                    guard keys.count < TraceReader.maxTapsPerWord else {
                        longWords += 1
                        return
                    }
                    keys.append(key)
                }
                guard !keys.isEmpty else {
                    droppedWords += 1
                    return
                }
                let swipeable = gestures != nil && Set(keys.map(\.label)).count > 1
                // The word in the target and a space, and at least ten bytes (`[0.0, 0.0]`) a tap;
                // a word that may be swiped, at least one point.
                minimumBytes += word.utf8.count + 1 + 10 * (swipeable ? 1 : keys.count)
                guard minimumBytes <= TraceReader.maxLineBytes else { throw tooLong }
                plan.append((word, keys, swipeable))
            }
            var targetWords: [String] = []
            var words: [TraceWord] = []
            for (word, keys, swipeable) in plan {
                if let gestures, swipeable, random.uniform() < swipeShare {
                    targetWords.append(word)
                    words.append(.swipe(gestures.gesture(keys, random: &random)))
                    swipeCount += 1
                    continue
                }
                var taps: [Point] = []
                taps.reserveCapacity(keys.count)
                for key in keys {
                    let tap = model.tap(on: key, random: &random)
                    if layout.nearestKey(to: tap)?.label != key.label { letterErrors += 1 }
                    taps.append(tap)
                }
                tapCount += taps.count
                targetWords.append(word)
                words.append(.taps(taps))
            }
            guard !words.isEmpty else { continue }
            guard phraseCount < TraceReader.maxPhrases else {
                throw .failure("\(path):\(index + 1): more than \(TraceReader.maxPhrases) phrases (a trace's limit)")
            }
            phraseCount += 1
            let phrase = TracePhrase(id: phraseID(phraseCount), target: targetWords.joined(separator: " "), words: words)
            let json = TraceWriter.phraseLine(phrase)
            guard json.utf8.count <= TraceReader.maxLineBytes else { throw tooLong }
            try output.write(json + "\n")
        }
        try output.flush()

        let rate = tapCount == 0 ? 0 : 100 * Double(letterErrors) / Double(tapCount)
        var stderr = StandardError()
        print("synth: \(phraseCount) phrases, \(tapCount) taps, nearest-key letter error \(TraceWriter.tenths(rate))%"
              + (gestures == nil ? "" : ", \(swipeCount) swiped words (\(tier.rawValue))"), to: &stderr)
        if droppedWords > 0 {
            print("synth: \(droppedWords) words dropped: none of their letters has a key on \(layout.name)", to: &stderr)
        }
        if longWords > 0 {
            print("synth: \(longWords) words dropped: over \(TraceReader.maxTapsPerWord) letters (a trace's limit of taps a word)", to: &stderr)
        }
    }

    /// The key `letter` is typed with on `layout`: its own, else its base letter's (`é` → `e`,
    /// `ä` → `a`: how a keyboard without the letter spells it); nil when neither has a key.
    static func key(for letter: Character, on layout: KeyboardLayout) -> Key? {
        layout.key(for: String(letter)) ?? ICUTextNormalizer().baseLetter(of: letter).flatMap { layout.key(for: String($0)) }
    }

    /// Hands `body` a line's words in order: lower-cased, typographic apostrophes made `'`, split
    /// on whitespace, dashes and slashes (`stop—go`, `and/or`: two words each), anything else that
    /// is not a letter or an apostrophe dropped (digits, other punctuation, symbols); words without
    /// a letter are left out. One at a time, so that `body` can stop a long line early by throwing.
    static func forEachNormalizedWord(in line: Substring, _ body: (String) throws(BenchError) -> Void) throws(BenchError) {
        var current = ""
        func finishWord() throws(BenchError) {
            if current.contains(where: \.isLetter) { try body(current) }
            current = ""
        }
        for character in line.lowercased() {
            if character.isWhitespace || character == "/"
                || character.unicodeScalars.first?.properties.generalCategory == .dashPunctuation {
                try finishWord()
            } else if character.isLetter {
                current.append(character)
            } else if character == "'" || character == "\u{2019}" || character == "\u{02BC}" {
                current.append("'")
            }
        }
        try finishWord()
    }

    /// `p0001`, `p0002`, … (more digits past 9999).
    static func phraseID(_ n: Int) -> String {
        let digits = String(n)
        return "p" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func number(
        _ text: String?, name: String, default value: Double, valid: (Double) -> Bool, rule: String
    ) throws(BenchError) -> Double {
        guard let text else { return value }
        guard let parsed = Double(text), parsed.isFinite, valid(parsed) else {
            throw .usage("\(name) must be \(rule), not \(text)")
        }
        return parsed
    }

    private static func bundledLayout(_ name: String) throws(BenchError) -> KeyboardLayout {
        let data: BundledData
        do {
            data = try BundledData()
        } catch {
            throw .failure("\(error)")
        }
        guard let layout = data.layouts[name] else {
            throw .usage("unknown layout \(name) (bundled: \(data.layouts.keys.sorted().joined(separator: ", ")))")
        }
        for letter in TraceReader.requiredLetters where layout.key(for: letter) == nil {
            throw .failure("layout \(name) lacks key '\(letter)'")
        }
        return layout
    }
}

/// stdout through a buffer, written in large blocks.
private struct StandardOutput {
    private var buffer: [UInt8] = []

    /// Adds `string`, writing the buffer out once it holds 1 MB.
    /// - Throws: ``BenchError`` (failure) when a write fails.
    mutating func write(_ string: String) throws(BenchError) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= 1 << 20 { try flush() }
    }

    /// Writes out what the buffer holds.
    /// - Throws: ``BenchError`` (failure) when a write fails (a full disk, `> /dev/full`): a
    ///   trace cut short must not exit 0.
    mutating func flush() throws(BenchError) {
        guard !buffer.isEmpty else { return }
        errno = 0
        guard FileDescriptor.writeAll(1, buffer) else { throw standardOutputFailure(errno) }
        buffer.removeAll(keepingCapacity: true)
    }
}
