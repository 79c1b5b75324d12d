/// The child reached by `scalar` among `children`, a range of nodes sorted by their scalars
/// (`scalarOf`): the one search of the lexicon's trie (``TrieNodes``) and a word list's
/// (``WordListTrie``). A few children (most nodes past the first letters) are read in turn, where
/// a binary search's branches are a coin toss each; more are halved.
@inline(__always)
func sortedChild(among children: Range<Int>, scalar: UInt32, scalarOf: (Int) -> UInt32) -> Int? {
    var low = children.lowerBound, high = children.upperBound
    if high - low <= 8 {
        while low < high {
            let value = scalarOf(low)
            if value >= scalar { return value == scalar ? low : nil }
            low += 1
        }
        return nil
    }
    while low < high {
        let mid = (low + high) / 2
        let value = scalarOf(mid)
        if value == scalar { return mid }
        if value < scalar { low = mid + 1 } else { high = mid }
    }
    return nil
}
