import KeyboardLexicon

/// Single quotes, and a colon or period typed as a key, as marks after the composing word.
extension ActiveSessionCore {
    /// `word`, which the strip shows for the composing word, as space or a pick writes it: with
    /// the composing word's ``closingMark`` after it (`'recieve'` → `'receive'`, not `'receive`;
    /// `Reciept:` → `Receipt:`). A period is not written after a word that already ends a
    /// sentence (the user's phrase `On my way!` for `omw.`, not `On my way!.`).
    func withClosingMark(_ word: String) -> String {
        guard let mark = closingMark, word.last != mark, !(mark.isApostrophe && word.last?.isApostrophe == true),
              !(mark == "." && word.last.map { "!?…".contains($0) } == true) else { return word }
        return word + String(mark)
    }

    /// The composing word without its ``closingMark``: the word it is.
    var composingWord: String { closingMark == nil ? composing : String(composing.dropLast()) }

    /// The mark ending the composing word that is punctuation after the word, not part of it,
    /// should the word end there: an apostrophe closing the quotation ``openQuote`` opened
    /// (`'yes'`, `'thank you'`), or a colon or period typed as a key (`Note:`; they stay inside
    /// words for addresses and times, `nasa.gov`, `10:30`, which a letter after them makes), each
    /// straight after a letter. The letters before it are the word, kept when valid, corrected
    /// otherwise, the mark kept after it (``refreshStrip()``). Outside a quotation a final
    /// apostrophe is a possessive, an elision or a typo (``Autocorrector/elisionBase(of:)``).
    var closingMark: Character? {
        // Asked at every key press: the last byte first, which is seldom a mark's (`:`, `.`, `'`, or
        // the last of `’`'s three), with no `Character` made or compared.
        var bytes = composing
        let last = bytes.withUTF8 { $0.last }
        guard last == 0x3A || last == 0x2E || (openQuote != nil && (last == 0x27 || last == 0x99)),
              let mark = composing.last, mark == ":" || mark == "." || mark.isApostrophe,
              composing.dropLast().last?.isLetter == true else { return nil }
        return mark
    }

    /// The single quote `before` (the text before the cursor) leaves open on its last line: one
    /// that begins a word (after a space, an opening mark or the line's start: `'`, `’`, `‘`) and
    /// that no apostrophe ending a word (after a letter, before a space, a mark or the end) has
    /// closed since. Apostrophes inside words (`don't`) neither open nor close.
    static func openQuote(before: Substring) -> Character? {
        let line = before[(before.lastIndex(where: \.isNewline).map { before.index(after: $0) } ?? before.startIndex)...]
        var open: Character?
        var previous: Character?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index) < line.endIndex ? line[line.index(after: index)] : nil
            if character == "‘" || character.isApostrophe {
                let opensWord = previous.map { $0.isWhitespace || Boundary.opens($0) } ?? true
                if character == "‘" || (opensWord && next.map { !$0.isWhitespace } ?? true) {
                    open = character
                } else if open != nil, previous?.isLetter == true, next.map({ !$0.isLetter && !$0.isNumber }) ?? true {
                    open = nil
                }
            }
            previous = character
            index = line.index(after: index)
        }
        return open
    }

    /// How much of the text before the cursor ``openQuote(before:)`` reads.
    static let quoteLookBack = 2_000
}
