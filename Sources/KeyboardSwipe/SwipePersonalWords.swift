import KeyboardLexicon

/// The user's words (learned words, contacts, custom words) with their key paths on one
/// layout, for ``SwipeDecoder/decode(_:previousWord:personal:limit:precision:)``: built once each
/// time the words change, so that a gesture reads the paths instead of spelling every word again
/// (2,500 words: a third of a gesture's time; docs/BENCHMARK.md, "The user's words walked
/// as a trie").
public struct SwipePersonalWords: Sendable {
    /// The words that have a path on the layout, in the order given.
    let words: [WordEntry]
    /// Every word's key path, one after another: word `i`'s is `keys[starts[i]..<starts[i + 1]]`.
    let keys: [UInt8]
    let starts: [Int32]
    /// Each path's length on the layout.
    let lengths: [Float]

    /// No words.
    public static let none = SwipePersonalWords(words: [], keys: [], starts: [0], lengths: [])

    /// The number of words with a path.
    public var count: Int { words.count }

    /// Word `i`'s key path.
    func path(_ i: Int) -> ArraySlice<UInt8> { keys[Int(starts[i])..<Int(starts[i + 1])] }
}

extension SwipeDecoder {
    /// `words` with their key paths on this decoder's layout; a word with none (a letter no key
    /// types) is left out, as a gesture could never spell it.
    public func personalWords(_ words: [WordEntry]) -> SwipePersonalWords {
        var kept: [WordEntry] = [], keys: [UInt8] = [], starts: [Int32] = [0], lengths: [Float] = []
        var path: [UInt8] = []
        for word in words where geometry.keyPath(of: word.key, into: &path) {
            kept.append(word)
            keys += path
            starts.append(Int32(truncatingIfNeeded: keys.count))
            lengths.append(geometry.pathLength(path))
        }
        return SwipePersonalWords(words: kept, keys: keys, starts: starts, lengths: lengths)
    }
}
