import KeyboardLexicon

/// Words run together (a missing space, or a letter above the space bar for it) and a space
/// typed a letter early or late, read as two lexicon words.
extension CandidateRanker {
    /// The taps' letters as two lexicon words: split where a space is missing, or where a letter
    /// above the space bar stands for it. Each with its cost and `log P(first | context) +
    /// log P(second | first)` (the bigram, else the unigram with the backoff penalty).
    func splits(of decoder: TouchDecoder, context: WordContext) -> [(entry: WordEntry, cost: Double, logProbability: Double)] {
        let literal = decoder.literal
        let bounds = Self.characterBounds(of: literal)
        let count = bounds.count - 1
        guard count >= 3 else { return [] }
        let spaceLetters = decoder.touchModel.layout.spaceBarNeighbours
        // A capitalised word no dictionary knows is most often a name (`Macwilliams`), not two
        // names run together: it splits only into words written in lower case (and `I`).
        let capitalized = decoder.taps.first.map { CasePattern(of: $0.character) != .lower } ?? false
        var found: [(entry: WordEntry, cost: Double, logProbability: Double)] = []
        // The letters' path down the lexicon's trie, a character a split: a first word is one of
        // its nodes, and none lies past where it ends (the look-ups by key of every beginning
        // of the letters were most of the splits' time).
        let bundled = lexicon as? Lexicon
        var path: Int? = bundled?.trieRoot
        for k in 1..<count {
            // The first word is looked up once for both readings of the letter after it.
            let first: WordEntry?
            if let bundled {
                for scalar in literal[bounds[k - 1]..<bounds[k]].unicodeScalars {
                    path = path.flatMap { bundled.child(of: $0, scalar: scalar.value) }
                }
                guard let node = path else { break }
                if bundled.word(atNode: node) == nil { continue }
                first = splitWord(bundled.entry(atNode: node, key: String(literal[..<bounds[k]])), capitalized: capitalized)
            } else {
                first = splitWord(String(literal[..<bounds[k]]), capitalized: capitalized)
            }
            guard let first else { continue }
            if let second = splitWord(String(literal[bounds[k]...]), capitalized: capitalized) {
                let split = joined(first, second, context: context)
                found.append((split.entry, missingSpaceCost, split.logProbability))
            }
            if k + 1 < count, spaceLetters.contains(String(literal[bounds[k]..<bounds[k + 1]])),
               let second = splitWord(String(literal[bounds[k + 1]...]), capitalized: capitalized) {
                let split = joined(first, second, context: context)
                found.append((split.entry, spaceAsLetterCost, split.logProbability))
            }
        }
        return found
    }

    /// Two typed words whose space went in one letter early or late (`thi sis`, `thisi s` →
    /// `this is`): their letters split one letter either side of where the space was typed, into
    /// two lexicon words, each with `log P(first | context) + log P(second | first)`. The cost of
    /// the moved space is ``misplacedSpaceCost``; the caller weighs the pair against what the
    /// two typed words would give. `capitalized`: the first word was typed with a capital (the
    /// words are then lower-case ones, as for ``splits(of:context:)``).
    public func resegmentations(of first: String, _ second: String, capitalized: Bool, context: WordContext) -> [(entry: WordEntry, logProbability: Double)] {
        let letters = (first + second).lowercased()
        let bounds = Self.characterBounds(of: letters)
        let count = bounds.count - 1
        let typed = first.count
        guard typed >= 1, count > typed else { return [] }
        return [typed - 1, typed + 1].filter { $0 >= 1 && $0 < count }.compactMap { k in
            guard let a = splitWord(String(letters[..<bounds[k]]), capitalized: capitalized),
                  let b = splitWord(String(letters[bounds[k]...]), capitalized: capitalized) else { return nil }
            return joined(a, b, context: context)
        }
    }

    /// Where each character of `text` begins, then its end: the splits cut their sides there, as
    /// substrings (a `String` made from an array of `Character`s went through the generic
    /// initialiser, most of the split search's time).
    private static func characterBounds(of text: String) -> [String.Index] {
        var bounds = Array(text.indices)
        bounds.append(text.endIndex)
        return bounds
    }

    /// The lexicon word one side of a split may be: at least ``splitWordMinimumLogProbability``
    /// likely, no acronym, and a lower-case one (or `I`) when `capitalized`.
    private func splitWord(_ key: String, capitalized: Bool) -> WordEntry? {
        splitWord(lexicon.entry(forKey: key), capitalized: capitalized)
    }

    /// ``splitWord(_:capitalized:)`` of the entry a look-up found.
    private func splitWord(_ entry: WordEntry?, capitalized: Bool) -> WordEntry? {
        guard let entry, entry.logProbability >= Float(splitWordMinimumLogProbability) else { return nil }
        // Nor an acronym (`UN`, `TV`), which the lower-case letters typed do not spell:
        // `unconscience` was written `UN conscience`.
        if Self.beginsWithTwoCapitals(entry.surface) { return nil }
        return !capitalized || entry.surface == entry.key || entry.surface.count == 1 ? entry : nil
    }

    /// Whether `word`'s first two bytes are ASCII capitals (`UN`, `NASA`; not `I`, `McDonald`).
    private static func beginsWithTwoCapitals(_ word: String) -> Bool {
        var utf8 = word.utf8.makeIterator()
        guard let a = utf8.next(), let b = utf8.next() else { return false }
        return (0x41...0x5A).contains(a) && (0x41...0x5A).contains(b)
    }

    /// `a b` as one entry, with `log P(a | context) + log P(b | a)`, written as the place name the
    /// two spell where the lexicon has one (`hongkong` → `Hong Kong`, not `hong Kong`; most pairs
    /// leave at the test of their shape, ``Lexicon/placeName(ofKey:)``).
    private func joined(_ a: WordEntry, _ b: WordEntry, context: WordContext) -> (entry: WordEntry, logProbability: Double) {
        let next = contextModel.logProbability(of: b, after: a.key, in: lexicon)
        let lm = contextLogProbability(of: a, in: context) + next
        let key = a.key + " " + b.key
        return (WordEntry(key: key, surface: lexicon.placeName(ofKey: key) ?? a.surface + " " + b.surface, logProbability: Float(lm)), lm)
    }
}
