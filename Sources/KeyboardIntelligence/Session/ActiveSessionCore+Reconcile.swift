import KeyboardLexicon
import KeyboardText

/// What a reconcile reads of the host's text besides the cursor's words, and whether the text it
/// hands over is the session's own edits coming back.
extension ActiveSessionCore {
    /// Whether a reconcile's text is what the session's own edits left (the host echoing them, as
    /// iOS's `textDidChange` and Android's `onUpdateSelection` do after each edit), so that the
    /// state the next event reads — an autocorrection's undo, a pick's space, the word a
    /// backspace takes up, a gesture's alternates, the composing word's touch points — is kept
    /// rather than rebuilt from the text (the AOSP keyboard's expected-selection check). The
    /// text before the cursor holds as many characters as the session counted
    /// (``charactersBefore``), and everything a reconcile derives from the text is what the
    /// session holds: the composing word, the two previous words, a sentence start, the mark
    /// before the cursor, the quotation and apostrophe, and what the text after the cursor begins
    /// with. Never after a backspace into committed text, whose word the session does not know.
    /// A word the session wrote with no space after it yet (a gesture's, a pick's before the
    /// host's space: ``spaceBeforeNextWord``) is read as the session holds it, a word already
    /// ended: the text as if the space the next word brings were there.
    /// - Parameter cursor: the cursor's words in the text as handed over, when this check read
    ///   them (nil when it needed none, or read the text with the pending space): the reconcile
    ///   that rebuilds its state reads them from here rather than segmenting the text again.
    func isOwnText(before: String, after: String, cursor: inout CursorContext?) -> Bool {
        if let swiped = lastSwipe, !policy.insertsSpacesAutomatically || swiped.joined != nil
            || (Self.isAddressMark(swiped.markBefore) && !swiped.spaceInserted) {
            // In an address field a gesture's word joins the text before it (`john` `smith`:
            // `johnsmith`), and anywhere a `#`, `@` or `/` before it (`#love`: tapped, or read from
            // the host's text): one token to the text and two words to the session (a mark and
            // a word, the word an address's piece). Its echo is the text ending in the word
            // (after the word it joined, when it joined one), with the characters counted, and
            // what follows alike.
            let written = (swiped.joined?.word ?? "") + swiped.text + (swiped.spaceAfter ? " " : "")
            guard let count = charactersBefore, Self.characterCount(before) == count, before.hasSuffix(written) else { return false }
            return spaceFollowsCursor == Self.spaceFollows(after) && wordFollowsCursor == Self.beginsWithWord(after)
        }
        if spaceBeforeNextWord, composing.isEmpty, let last = before.last, !last.isWhitespace {
            return isOwnText(reading: before + " ", counted: before, after: after,
                             cursor: CursorContext(before: before + " ", after: after, segmenter: segmenter))
        }
        let plain = CursorContext(before: before, after: after, segmenter: segmenter)
        cursor = plain
        return isOwnText(reading: before, counted: before, after: after, cursor: plain)
    }

    /// ``isOwnText(before:after:cursor:)`` with the text before the cursor the state is read from
    /// (`reading`, `cursor`) apart from the text whose characters are counted.
    private func isOwnText(reading before: String, counted: String, after: String, cursor: CursorContext) -> Bool {
        guard !deletedIntoText, cursor.composingPrefix == composing,
              cursor.isSentenceStart == context.isSentenceStart,
              insideWord == (!cursor.composingSuffix.isEmpty || Self.touchesToken(before, cursor: cursor)),
              spaceFollowsCursor == Self.spaceFollows(after), wordFollowsCursor == Self.beginsWithWord(after),
              sameMark(Self.mark(before: before, composing: cursor.composingPrefix)),
              cursor.previousWords.count == min(context.previousWords.count, 2),
              zip(cursor.previousWords, context.previousWords.suffix(2)).allSatisfy({ $0.lowercased() == $1 }),
              // A count the session lost (the host's text reached the bound) proves nothing: at a
              // sentence's start most places look alike, and a kept undo then rewrote other text.
              let count = charactersBefore, Self.characterCount(counted) == count else { return false }
        if let mark = before.suffix(Self.apostropheLookBack).last(where: \.isApostrophe), mark != apostrophe { return false }
        return openQuote == Self.openQuote(before: before.suffix(Self.quoteLookBack))
            && shoutedWordsBefore == cursor.previousWords.suffix(2).reversed().prefix(while: isShoutedWord).count
    }

    /// `text`'s characters, or nil when it holds ``TypingSession/maximumContextCharacters`` or
    /// more (the host's text was cut there: its length is not known).
    static func characterCount(_ text: String) -> Int? {
        let count = text.count
        return count < TypingSession.maximumContextCharacters ? count : nil
    }

    /// Counts the characters an event's response leaves before the cursor (``charactersBefore``):
    /// its edits, else the event's own action, as the front-end applies them.
    func countCharacters(_ edits: [TextEdit], for event: TypingEvent) {
        guard var count = charactersBefore else { return }
        if edits.isEmpty {
            switch event {
            case let .key(text, _): count += Self.charactersAdded(by: text, after: count)
            case .backspace: count = max(count - 1, 0)
            case let .boundary(boundary): count += boundary.text.count
            case .pick, .swipe: break
            }
        } else {
            for edit in edits {
                switch edit {
                case let .delete(deleted): count = max(count - max(deleted, 0), 0)
                case let .insert(text): count += Self.charactersAdded(by: text, after: count)
                }
            }
        }
        charactersBefore = count
    }

    /// How many characters `text` adds after `count` characters: one fewer when its first
    /// joins the character before it (a combining mark typed as a key, U+0308 after `o`, makes
    /// no new character), so that the host's echo of it is still recognised.
    static func charactersAdded(by text: String, after count: Int) -> Int {
        guard count > 0, let first = text.unicodeScalars.first, first.value >= 0x300 else { return text.count }
        // A stand-in letter before it: the characters the two make, less the letter's.
        return ("x" + text).count - 1
    }

    /// Whether `mark`, read before the cursor's word, is the session's ``previousMark`` as far as
    /// the next event reads it: exactly with nothing composed; with a word composed, only whether
    /// it glues the word to an address (``gluedToAddressMark``): a mark before a word taken up
    /// again is not kept, and no other is read while a word is composed.
    func sameMark(_ mark: Character?) -> Bool {
        composing.isEmpty ? previousMark == mark : gluedToAddressMark == Self.isAddressMark(mark) && gluedToTagMark == (mark == "#")
    }

    /// The mark straight before the composing word (`prefix`, the end of `text`), as the
    /// session keeps it while a word is typed after it (`nasa.` then `gov`): nil after a space.
    static func mark(before text: String, composing prefix: String) -> Character? {
        mark(endingText: text.dropLast(prefix.count))   // a Substring: no copy of the text
    }

    /// The punctuation mark or symbol `text` ends in, nil for anything else.
    static func mark(endingText text: some StringProtocol) -> Character? {
        text.last.flatMap { $0.isPunctuation || $0.isSymbol ? $0 : nil }
    }

    /// Whether `text` (after the cursor) begins with a space or a mark that ends text: a pick puts
    /// no space of its own (``spaceFollowsCursor``).
    static func spaceFollows(_ text: String) -> Bool {
        text.first.map { $0.isWhitespace || Boundary.endsText($0) } ?? false
    }

    /// Whether `text` (after the cursor) begins with a letter or a digit: a word follows the cursor.
    static func beginsWithWord(_ text: String) -> Bool {
        text.first.map { $0.isLetter || $0.isNumber } ?? false
    }

    /// Whether the cursor touches a token of the text before it that ``CursorContext`` gives no
    /// composing word for (a number, `2` of `2nd`; a word cut at the window's edge, the end of a
    /// 300-character address): the letters typed there join it, and are not a word of their own.
    static func touchesToken(_ before: String, cursor: CursorContext) -> Bool {
        cursor.composingPrefix.isEmpty && (before.last.map { $0.isLetter || $0.isNumber } ?? false)
    }
}
