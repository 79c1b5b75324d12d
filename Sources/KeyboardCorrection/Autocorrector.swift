import KeyboardLexicon

/// The autocorrect decision on a boundary key: replace the typed word only when it is not a
/// valid word anywhere and the best correction beats keeping it by a margin.
///
/// Keeping an unknown word scores as a word of probability
/// ``unknownWordLogProbability(letters:)`` with no edit — the likelier the shorter it is — backed
/// off after a previous word as any word its bigrams lack; a correction scores
/// `−channel cost + log P(word | context)`. The correction wins when its score
/// is at least ``margin`` above. A word valid anywhere (lexicon, any active dictionary, the
/// user's words) and typed on its keys is never corrected, but for a contraction typed without
/// its apostrophe that context makes far likelier (``contraction(among:typed:)``); when a touch
/// fell between two keys, the nearest keys' word is one reading of the touches, and another
/// reading may replace it (``offKeyReading(among:typed:touchCosts:kept:)``). Words the caller
/// excludes (acronyms, digits, addresses) are never corrected. A name typed in lower case (`luke` for `Luke`) is not
/// valid as typed: it is corrected only when the correction also beats writing the name by
/// ``nameMargin``.
public struct Autocorrector: Sendable, Hashable, Codable {
    /// The log-probability given to a typed word known nowhere, at
    /// ``unknownWordReferenceLength`` letters.
    public var unknownWordLogProbability: Double = -19
    /// How much less likely (nats) each letter beyond ``unknownWordReferenceLength`` makes an
    /// unknown word, and each letter short of it more likely: a long string nobody's dictionary
    /// holds is seldom meant (a letter model of English gives about 3 nats a letter), a short one
    /// often is (`lol`, `bday`, initials). Chosen with ``unknownWordLogProbability`` on the
    /// development traces (docs/BENCHMARK.md, "What was tuned"): −17 for every length corrected
    /// too few long garbles (`cijfrrences`), a flat −30 corrected made-up names (`blorvath` →
    /// `bloodbath`).
    public var unknownWordLetterCost: Double = 1.5
    /// The length (letters) at which an unknown word's prior is its base, ``unknownWordLetterCost``
    /// a letter more or less from there.
    public var unknownWordReferenceLength: Int = 6
    /// How much better (nats) a correction must score than keeping the typed word.
    public var margin: Double = 0
    /// How much better (nats) a correction must score than the name a lower-case word spells
    /// (`i luke it` → `like`, while `hey luke` → `Luke`): a name typed in lower case is often
    /// meant. Chosen on the development traces and names typed exactly (docs/BENCHMARK.md, "Names
    /// typed in lower case"): at 0 `thai` became `the`; at 1.5 `call amy` became `call any`; 4
    /// changed none of 38 common first names and scored best on the traces, until the bigrams
    /// moved towards conversational English made `call jim` `call him`; 5 changes none again,
    /// with the traces the same at 4, 5 and 6.
    public var nameMargin: Double = 5
    /// How much likelier (nats) in context a contraction must be than the valid word its letters
    /// spell without the apostrophe, for space to write it (``contraction(among:typed:)``): ln 10,
    /// the ratio at which the lexicon build gives such a contraction the bare word's bigram pairs
    /// (docs/DATA-FORMATS.md). `cant`, `wont`, `hes`, `whats` clear it; `its`, `ill`, `well`,
    /// `were`, `hell` do not, so they stay as typed until the word after decides, by this margin
    /// at a sentence's start (for a contraction beside a written correction too), and by
    /// ``contractionAfterWordMargin`` or ``twinContractionMargin`` after a word.
    public var contractionMargin: Double = 2.3
    /// ``contractionMargin`` for a word whose bigram row holds its contraction's pairs too (`its`,
    /// `lets`: the bigram source wrote `it's` as `its`), after a word: there the words before
    /// weigh nothing and the word after alone decides, read as the possessive's stand-in `his`
    /// against `is` or `has` (`if its free` → `if it's free`; but also `after its founder` →
    /// `it's`, one possessive in each half of the fortunes against ten and sixteen contractions
    /// mended). Chosen on noisy traces of the development half of the fortunes, where `it's` is
    /// written twice as often as `its` (docs/BENCHMARK.md, "`its` after a word, by a margin of
    /// its own"): 2.3, 1.5, 1 and 0.5 were tried, and 1.5 mended as many words as 1 with the
    /// fewest written wrong.
    public var twinContractionMargin: Double = 1.5
    /// ``contractionMargin`` for a valid word typed for a contraction after a word, once the word
    /// after it is typed: the words before and the word after both weigh, each read from the
    /// table's rows (`so were late` → `so we're late`, `or ill die` → `or I'll die`, `pretty soon
    /// hell know` → `he'll know`; `but were not` still stays). Chosen on noisy traces of the
    /// development half of the fortunes (docs/BENCHMARK.md, "Contractions after a word, by a
    /// lower margin"): 2.3, 1.8, 1.3, 0.8 and 0.3 were tried; 0.8 and 0.3 scored alike, 0.3
    /// writing more words wrong. At a sentence's start the 2.3 stands: there 0.8 wrote `well
    /// no`, `well now` as `we'll`. Also the margin for a contraction beside a written correction
    /// after a word (`flu im talking`: `in` written, then `I'm talking`).
    public var contractionAfterWordMargin: Double = 0.8
    /// How much likelier (nats) the word after must make the runner-up correction of a word space
    /// corrected, beyond the score the written correction led by, for the two to be written again
    /// with the runner-up (`aend me`: `and me` → `send me`). Chosen on noisy traces of the
    /// development half of the fortunes (docs/BENCHMARK.md, "The word after revises a
    /// correction"): at the contraction's 2.3 it wrote one right word wrong for every one or two
    /// it mended; 0, 1, 1.5, 2 and 3 nats more were tried, and 1.5 scored best (one for every
    /// three to five). Not asked when the word written is a contraction the word after cannot
    /// follow (`we're you`): the runner-up then needs no margin.
    public var revisionMargin: Double = 3.8
    /// The same margin for the valid word the user typed, where space wrote a reading of touches
    /// that fell between keys (``offKeyReading(among:typed:touchCosts:kept:)``: `if` tapped
    /// towards `o`, written `of`, then `you` → `if you`): none, the two words read together
    /// need only favour it. Chosen on the same traces: 3.8, 2.3, 1 and 0 were tried; 0 mended
    /// the most words for those it wrote wrong (docs/BENCHMARK.md, "The word after revises a
    /// correction").
    public var typedWordRevisionMargin: Double = 0

    /// How much better (nats) a reading of touches that fell between keys must score than the
    /// valid word the nearest keys spell, for space to write it (``offKeyReading(among:typed:touchCosts:kept:)``).
    /// Chosen on the development traces (docs/BENCHMARK.md, "Valid words tapped between keys"):
    /// 1, 2 and 3 score the same on `dev.jsonl`, 5 and 10 lower; 3, the largest of them, asks a
    /// reading twenty times likelier than the word.
    public var offKeyMargin: Double = 3
    /// The most (nats) a touch read as another key may cost, for that reading to replace a valid
    /// word: under what a neighbouring key costs at a key's centre (about 4 nats across, 5.5 up
    /// or down with the touch model's spread), so a word typed on its keys is never changed.
    /// 2.5 and 3.5 score the same on the development traces, 1.5 lower.
    public var offKeyTouchCost: Double = 2.5

    /// The decision with the constants chosen on the development data.
    public init() {}

    /// Whether a typed word may be autocorrected at all: not an acronym (two or more letters, all
    /// capitals), and nothing with digits or the marks of addresses, handles and tags
    /// (`@`, `#`, `/`, `.`, `:`, `_`).
    public static func mayCorrect(_ typed: String) -> Bool {
        // ASCII read from its bytes (the strip asks at every key); anything else as `Character`s.
        if typed.utf8.allSatisfy({ $0 < 0x80 }) {
            if typed.utf8.contains(where: { ($0 >= 0x30 && $0 <= 0x39) || Self.neverCorrectedBytes.contains($0) }) { return false }
        } else if typed.contains(where: { $0.isNumber || Self.neverCorrectedMarks.contains($0) }) {
            return false
        }
        return CasePattern(of: typed) != .upper
    }

    /// The marks of addresses, handles and tags, which keep a word as typed; and as bytes.
    private static let neverCorrectedMarks = "@#/.:_"
    private static let neverCorrectedBytes = Array(neverCorrectedMarks.utf8)

    /// The words `typed` is written for on purpose, lower case: ``emphasisBases(of:)`` and
    /// ``elisionBase(of:)``. When one of them is a word, the typed word is kept as typed.
    public static func intendedWords(of typed: String) -> [String] {
        emphasisBases(of: typed) + (elisionBase(of: typed).map { [$0] } ?? [])
    }

    /// The words `typed` may lengthen for emphasis, lower case: its last letter typed two or more
    /// times more than in the word (`sooo` → `so`; `yesss`, `ohhh`; `treeee` → `tree`), or a
    /// laugh, two letters repeated three or more times, twice or three times (`hahahaha` →
    /// `haha`, `hahaha`). Empty for anything else. A one-letter word (`eee`), one letter more
    /// (`treee`, `threee`) and runs inside a word (`whaaat`, `seeen`, `appple`) are left to
    /// correction: the corpora's misspellings have them.
    public static func emphasisBases(of typed: String) -> [String] {
        // ASCII letters are read as lower-case bytes and the bases written from them, without
        // making the letters' characters (asked at every key press while the letters spell no word).
        if typed.utf8.allSatisfy({ $0 < 0x80 }) {
            let letters = typed.utf8.map { $0 | 0x20 }
            guard letters.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return [] }
            return emphasisBases(of: letters) { String(decoding: $0, as: UTF8.self) }
        }
        let letters = Array(typed.lowercased())
        guard letters.allSatisfy(\.isLetter) else { return [] }
        return emphasisBases(of: letters) { String($0) }
    }

    /// ``emphasisBases(of:)`` of lower-case `letters`, each base written by `spell`.
    private static func emphasisBases<Letter: Equatable>(of letters: [Letter], spell: ([Letter]) -> String) -> [String] {
        guard letters.count >= 3 else { return [] }
        let last = letters[letters.count - 1]
        var run = 1
        while run < letters.count, letters[letters.count - 1 - run] == last { run += 1 }
        if run >= 3 {
            let stem = Array(letters.dropLast(run))
            guard !stem.isEmpty else { return [] }  // `eee` is no emphasis of `e`
            return run >= 4 ? [spell(stem + [last]), spell(stem + [last, last])] : [spell(stem + [last])]
        }
        let unit = Array(letters.prefix(2))
        guard letters.count >= 6, unit[0] != unit[1], letters.indices.allSatisfy({ letters[$0] == unit[$0 % 2] }) else { return [] }
        return [spell(unit + unit), spell(unit + unit + unit)]
    }

    /// The word a final apostrophe (`'` or `’`) marks as written so on purpose: a plural's
    /// possessive (`dogs'` → `dogs`, `James'` → `james`; four letters or more, so not `its'`,
    /// `his'`) or a dropped g (`goin'` → `going`), lower case; nil for anything else (`dogs'` was
    /// corrected to `dogs`, `goin'` to `going`).
    public static func elisionBase(of typed: String) -> String? {
        guard let last = typed.last, last.isApostrophe else { return nil }
        let stem = typed.dropLast().lowercased()
        guard stem.count >= 3, stem.allSatisfy(\.isLetter) else { return nil }
        if stem.hasSuffix("s") { return stem.count >= 4 ? stem : nil }
        return stem.hasSuffix("in") ? stem + "g" : nil
    }

    /// Whether `second`, the part after a hyphen, echoes `first` as reduplicative compounds do, so
    /// that it is meant as typed: rhyming, all but their first one or two letters alike
    /// (`willy-nilly`, `hodge-podge`, `super-duper`, `itsy-bitsy`), or the same letters around
    /// other vowels (`chit-chat`, `zig-zag`, `flip-flop`). No dictionary holds `nilly` or `podge`.
    public static func isReduplication(_ first: String, _ second: String) -> Bool {
        let a = Array(first.lowercased()), b = Array(second.lowercased())
        guard a.count >= 2, b.count >= 2, a.allSatisfy(\.isLetter), b.allSatisfy(\.isLetter) else { return false }
        var rhyme = 0
        while rhyme < min(a.count, b.count), a[a.count - 1 - rhyme] == b[b.count - 1 - rhyme] { rhyme += 1 }
        if rhyme >= 2, rhyme >= max(a.count, b.count) - 2 { return true }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u", "y"]
        return a.count == b.count && zip(a, b).allSatisfy { $0 == $1 || (vowels.contains($0) && vowels.contains($1)) }
    }

    /// The log-probability of keeping a typed word of `letters` letters that is known nowhere.
    public func unknownWordLogProbability(letters: Int) -> Double {
        unknownWordLogProbability - unknownWordLetterCost * Double(letters - unknownWordReferenceLength)
    }

    /// The contraction to write for a valid word typed without its apostrophe (`cant` → `can't`,
    /// `hes` → `he's`), or nil to keep it: the candidate that is a contraction of the same letters
    /// (``ContractionContext/isContraction(_:)``: never a possessive, `fathers` stays) and at least
    /// ``contractionMargin`` likelier in context than the typed word's own candidate. One of the
    /// two exceptions to never correcting a valid word typed on its keys (the other is
    /// ``offKeyReading(among:typed:touchCosts:kept:)``, for touches between keys), and only where
    /// context decides (`its` and `it's` are left to it). A word of the user's ranks with its
    /// bonus, so is kept.
    public func contraction(among candidates: [Candidate], typed: String) -> Candidate? {
        let key = typed.lowercased()
        guard let kept = candidates.first(where: { $0.kind == .exact && $0.entry.key == key }) else { return nil }
        // The cheap tests first: this is asked on every keystroke of a word.
        return candidates.first { candidate in
            candidate.contextLogProbability >= kept.contextLogProbability + contractionMargin && Self.isContraction(candidate.entry.key, spelledBy: key)
        }
    }

    /// The reading to write for a valid word whose touches fell between keys, or nil to keep it:
    /// the best correction, when it scores ``offKeyMargin`` above keeping the typed word (`kept`)
    /// and reads one or more of the touches as a neighbouring key, letter for letter (each such
    /// touch within ``offKeyTouchCost`` of the key the nearest keys give). A contraction is read
    /// by its letters, its apostrophe the one the touch decoder skips (`dint`, the `o` of `dont`
    /// tapped near `i`: `don't`). When the best correction is anything else (an edit, a
    /// possessive), the word is kept.
    public func offKeyReading(among candidates: [Candidate], typed: String, touchCosts: TouchCosts, kept: Double) -> Candidate? {
        bestOffKeyReading(among: candidates, typed: typed, touchCosts: touchCosts).flatMap { writes($0, keeping: kept) ? $0 : nil }
    }

    /// Whether space writes `reading` (``bestOffKeyReading(among:typed:touchCosts:)``) over the
    /// valid word typed, which scores `kept`: by ``offKeyMargin`` or more.
    public func writes(_ reading: Candidate, keeping kept: Double) -> Bool {
        reading.score >= kept + offKeyMargin
    }

    /// The best reading of the touches of `typed` among `candidates` however it scores beside
    /// keeping the word: ``offKeyReading(among:typed:touchCosts:kept:)`` without its margin.
    public func bestOffKeyReading(among candidates: [Candidate], typed: String, touchCosts: TouchCosts) -> Candidate? {
        let letters = typed.lowercased().unicodeScalars
        guard letters.count == touchCosts.count, let best = candidates.lazy.compactMap(\.asCorrection).max(by: { $0.score < $1.score })
        else { return nil }
        // A contraction is read by its letters, its apostrophe the touch decoder's skipped one
        // (`dint` with the `i` tapped near `o`: `don't`). Letter by letter, with no arrays: asked
        // at every key press that spells a valid word with corrections offered.
        let skipsApostrophes = ContractionContext.isContraction(best.entry.key)
        var typedLetters = letters.makeIterator(), index = 0, differs = false
        for scalar in best.entry.key.unicodeScalars where !(skipsApostrophes && scalar.isApostrophe) {
            guard let letter = typedLetters.next() else { return nil }   // longer than the letters typed
            if scalar != letter {
                guard Double(touchCosts[index, EditCostTable.index(of: scalar.value)]) <= offKeyTouchCost else { return nil }
                differs = true
            }
            index += 1
        }
        return typedLetters.next() == nil && differs ? best : nil
    }

    /// Whether `key` (a lexicon key) is a contraction that the letters `typed` (lower case) spell
    /// without its apostrophes: `i'm` for `im`, `can't` for `cant`; never a possessive.
    public static func isContraction(_ key: String, spelledBy typed: String) -> Bool {
        slips(ofContraction: key, from: typed) == 0
    }

    /// Whether `key` is a contraction whose letters without the apostrophe are `typed` but for
    /// one letter in the same place (`won't` and `womt`, `he's` and `hez`): a slip beside a
    /// dropped apostrophe. Asked at a space that writes a correction, of its ranking's few words.
    public static func isContraction(_ key: String, oneSlipFrom typed: String) -> Bool {
        slips(ofContraction: key, from: typed) == 1
    }

    /// How many of contraction `key`'s letters (its apostrophes left out) differ, place by place,
    /// from `typed`'s; nil when `key` is no contraction or its letters are not as many.
    /// Most keys are told by their length and bytes (asked of the candidates at every key press).
    private static func slips(ofContraction key: String, from typed: String) -> Int? {
        guard key.utf8.count > typed.utf8.count, key.mayHoldApostrophe else { return nil }
        var letters = key.lazy.filter { !$0.isApostrophe }.makeIterator(), slips = 0
        for character in typed {
            guard let letter = letters.next() else { return nil }
            if letter != character { slips += 1 }
        }
        guard letters.next() == nil, ContractionContext.isContraction(key) else { return nil }
        return slips
    }

    /// The correction to apply, or nil to keep the typed word.
    /// - Parameters:
    ///   - candidates: the ranker's candidates, best first; each weighed as a correction
    ///     (``Candidate/asCorrection``), so a completion the edit search also found counts.
    ///   - typed: the typed word.
    ///   - typedIsValid: whether the typed word is a word somewhere.
    ///   - keepingName: for a name typed in lower case (`luke` for `Luke`), the score of writing
    ///     the name: a correction must beat it by ``nameMargin`` too.
    ///   - backoff: what the context adds to a word the previous word's bigrams lack
    ///     (``CandidateRanker/backoff(in:)``), as they lack a word known nowhere: keeping the typed
    ///     word is scored in the same context as its corrections.
    public func correction(among candidates: [Candidate], typed: String, typedIsValid: Bool, keepingName: Double? = nil,
                           backoff: Double = 0) -> Candidate? {
        guard !typedIsValid, let best = candidates.lazy.compactMap(\.asCorrection).max(by: { $0.score < $1.score }) else { return nil }
        let kept = max(unknownWordLogProbability(letters: typed.count) + backoff, (keepingName ?? -.infinity) + nameMargin)
        return best.score >= kept + margin ? best : nil
    }
}
