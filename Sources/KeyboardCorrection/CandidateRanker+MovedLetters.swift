import KeyboardLexicon

/// Words the typed letters spell with one letter moved two places.
extension CandidateRanker {
    /// The words of `model` the typed letters spell with one of them moved two places (three
    /// adjacent letters rotated: `k|wno` → `k|now`), each once; not the typed word itself. Two
    /// look-ups per letter, no walk. A rotation of three letters two of which are equal is an
    /// adjacent swap, which the edit search prices on its own; the cheaper of the two counts.
    func movedLetterWords(of literal: String, in model: any WordModel) -> [WordEntry] {
        // An ASCII word's rotations are of its bytes, each written as a string without going
        // through `Character`s (asked at every key with corrections, of every word list).
        if literal.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            if let lexicon = model as? Lexicon {
                return Self.movedLetterWords(of: Array(literal.utf8), root: lexicon.trieRoot, child: { lexicon.child(of: $0, scalar: $1) }) { node, rotated in
                    lexicon.entry(atNode: node, key: String(decoding: rotated, as: UTF8.self))
                }
            }
            // A user's list (2,500 words: a heavy user's contacts and learned words) the same way,
            // down its own trie: each rotation looked up whole was 2% of such a user's typed word.
            if let list = model as? WordList {
                return Self.movedLetterWords(of: Array(literal.utf8), root: WordList.rootNode, child: { list.child(ofNode: $0, scalar: $1) }) { node, _ in
                    list.entry(atNode: node)
                }
            }
            return Self.movedLetterWords(of: Array(literal.utf8)) { rotated, _ in model.entry(forKey: String(decoding: rotated, as: UTF8.self)) }
        }
        return Self.movedLetterWords(of: Array(literal)) { rotated, _ in model.entry(forKey: String(rotated)) }
    }

    /// ``movedLetterWords(of:in:)`` of ASCII `letters` down a trie (the lexicon's, a word list's:
    /// its `root`, a node's `child` by scalar, and the `word` a node ends, given the rotated
    /// letters): each rotation stepped down from the node of the letters before it (one step a
    /// position), and written out only when it is a word, where a look-up by key wrote every
    /// rotation and walked it from the root. Once the letters before a position begin no key, no
    /// rotation from there on is a word.
    private static func movedLetterWords(of letters: [UInt8], root: Int, child: (Int, UInt32) -> Int?,
                                         word: (_ node: Int, _ rotated: [UInt8]) -> WordEntry?) -> [WordEntry] {
        // The node of `letters[..<reached]` (nil: they begin no key), moved on as positions grow.
        var before: Int? = root, reached = 0
        return movedLetterWords(of: letters) { rotated, position in
            while reached < position, let at = before {
                before = child(at, UInt32(letters[reached]))
                reached += 1
            }
            var node = before
            for j in position..<rotated.count {
                guard let at = node else { return nil }
                node = child(at, UInt32(rotated[j]))
            }
            guard let node else { return nil }
            return word(node, rotated)
        }
    }

    /// ``movedLetterWords(of:in:)`` of `letters`, each rotation (three letters from `position`
    /// rotated, the rest as typed) looked up by `word`, which positions reach in order.
    private static func movedLetterWords<Letter: Equatable>(of letters: [Letter],
                                                            word: (_ rotated: [Letter], _ position: Int) -> WordEntry?) -> [WordEntry] {
        guard letters.count >= 3 else { return [] }
        var found: [WordEntry] = []
        var rotated = letters
        for i in 0...(letters.count - 3) {
            let (a, b, c) = (letters[i], letters[i + 1], letters[i + 2])
            for (x, y, z) in [(b, c, a), (c, a, b)] where (x, y, z) != (a, b, c) {
                rotated[i] = x; rotated[i + 1] = y; rotated[i + 2] = z
                if let entry = word(rotated, i), !found.contains(where: { $0.key == entry.key }) {
                    found.append(entry)
                }
            }
            rotated[i] = a; rotated[i + 1] = b; rotated[i + 2] = c
        }
        return found
    }
}
