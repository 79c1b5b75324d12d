import KeyboardCorrection
import KeyboardLayout
import KeyboardLearning
import KeyboardLexicon
import KeyboardSpelling
import KeyboardSwipe
import KeyboardText

/// Swipe typing in a session: a gesture commits its best word, an alternate replaces it, a
/// backspace deletes it whole.
extension ActiveSessionCore {
    /// A committed gesture: the word inserted, whether a space went in before it and after it,
    /// and what the context was before it.
    struct SwipeCommit {
        var text: String
        var spaceInserted: Bool
        /// A space went in after the word, before a word after the cursor (``wordFollowsCursor``).
        var spaceAfter = false
        var contextBefore: WordContext
        var alternates: [String]
        /// Each alternate's fit (``SwipeCandidate/fit``), and the committed word's.
        var fits: [Float]
        var fit: Float
        /// The word tapped before the gesture that its word joined (`#`, `@`; in an address
        /// field any letters: `john` then `smith`), as it was composed, with what came before it:
        /// a backspace over the gesture's word composes it again, as the text reads it (`#` then
        /// `x` is `#x`), and in an address field a key after the word continues it with them.
        var joined: ResumableWord?
        /// The mark and the open quotation before the word (``ResumableWord``'s).
        var markBefore: Character?
        var quoteBefore: Character?
        /// Whether the engine's swipe precision has counted ``fit`` already (a refused gesture
        /// after this one counted it, and left this one the last).
        var fitRecorded = false
    }

    /// Decodes a gesture and commits its best word (after a space when the cursor follows a word),
    /// offering the next best as alternates, each in the case `shift` asks. Letters being tapped
    /// stay as typed, the gesture's word after a space, but one letter is ended as a space ends it
    /// (`i` → `I`), and a mark that joins the next word (`#`, `@`) takes it with no space. Straight after another
    /// gesture (`swiped`) whose word and this one spell a place name (`new`, `zealand`), both are
    /// written as it (``placeName(swiped:then:)``), the first read as one of its alternates if
    /// need be (`loss` and `los` are one path: `Los Angeles`). nil, and nothing changed, when
    /// the gesture is refused or no word fits it.
    func swipe(_ points: [SwipePoint], shift: SwipeShift, spaceFirst: Bool, after swiped: SwipeCommit? = nil) -> TypingResponse? {
        engine.diagnostics.increment(.swipes)
        let decoder = engine.swipeDecoder(for: touchModel.layout)
        // A swipe typist types no boundary: each gesture is a word's (a reset elsewhere reaches it).
        engine.reloadLearningIfChangedElsewhere()
        // The word being tapped, when there is one, is the word before the gesture's.
        // (In an address field, where the engine puts in no space, any letters tapped join it.)
        var tapped = composing, joins = tapped.last.map { Self.joinsGesture($0) || !policy.insertsSpacesAutomatically } ?? false
        let previousWord = tapped.isEmpty || joins ? context.previousWord : tapped.lowercased()
        // A refused gesture (SwipeError) and one no word fits are alike to the user: nothing typed.
        // Blocked words (offensive, unless the user's own) are dropped, and the next best move up.
        let blocked = engine.blockedWords
        let decoded = (try? decoder.decode(points, previousWord: previousWord,
                                           personal: engine.personalSwipeWords(for: decoder, layout: touchModel.layout),
                                           limit: SuggestionStrip.capacity + 1 + (blocked.isEmpty ? 0 : 3),
                                           precision: engine.swipePrecision)) ?? []
        let candidates = decoded.filter { $0.source == .personal || !blocked.contains($0.key) }
        guard !candidates.isEmpty else {
            engine.diagnostics.increment(.swipesRejected)
            return nil
        }
        confirmSighting()
        if let swiped, continuesToken(after: swiped) {
            // In an address field a gesture straight after another continues the token the text
            // reads (`john`, `smith`: `johnsmith`), as a letter tapped after it does.
            continueGesture(swiped)
            (tapped, joins) = (composing, true)
        }
        var spaceFirst = spaceFirst
        var committed: [TextEdit] = []
        var joined: ResumableWord?
        if !tapped.isEmpty, joins {
            // `#` or `@` tapped: the gesture's word joins it (`#love`, `john@example`).
            joined = ResumableWord(word: tapped, taps: self.decoder.taps.count == tapped.count ? self.decoder.taps : [],
                                   context: context, previousMark: previousMark, openQuote: openQuote)
            advanceContext(after: tapped, boundary: .space)
        } else if tapped.count == 1 {
            // One letter tapped between gestures is a word the user taps rather than swipes: it is
            // ended as a space ends it (`i` → `I`), and the gesture's word follows that space.
            // (No edits when space keeps it: the front-end types a space key's space, so the
            // gesture's response carries it.)
            let ended = commit(.space).edits
            committed = ended.isEmpty ? [.insert(" ")] : ended
            spaceState = .none   // the space is the gesture's: a space after its word is not a second
        } else if !tapped.isEmpty {
            // Letters tapped before a gesture are most likely a word the lexicon lacks, or the user
            // would have swiped it (Android's keyboard reasons so): they stay as typed.
            advanceContext(after: tapped, boundary: .space)
            spaceFirst = true
        }
        lastCorrection = nil
        spacedWord = nil
        let casing: CasePattern = switch shift {
        case .automatic:
            // As the field asks for capitals (``autoShift``), at the gesture word's start.
            switch policy.autocapitalization {
            case .allCharacters: .upper
            case .words: .capitalized
            case .sentences: context.isSentenceStart ? .capitalized : .lower
            case .none, .default: .lower
            }
        case .off: .lower
        case .on: .capitalized
        case .capsLock: .upper
        }
        // A word in two forms (a contact's `Bill`, the lexicon's `bill`) is offered in both, but
        // once where the case written makes them one (`Bill` at a sentence's start).
        // In an address field (no automatic space: e-mail, URL, username) a word is written in
        // lower case unless shifted: no lexicon capitals inside `johnsmith` or `paris.fr`.
        let lowered = !policy.insertsSpacesAutomatically && casing == .lower
        func write(_ surface: String) -> String { written(lowered ? surface.lowercased() : surface, casing) }
        var seen = Set<String>()
        let shown = Array(candidates.filter { seen.insert(write($0.surface)).inserted }.prefix(SuggestionStrip.capacity))
        var texts = shown.map { write($0.surface) }
        if shown[0].source == .personal { refreshLearned(key: shown[0].key) }
        // The word swiped before rewritten with this one, when the two spell a place name.
        var before: String?
        if let swiped, spaceFirst, composing.isEmpty, casing != .upper,
           let name = ([swiped.text] + swiped.alternates).lazy.compactMap({ self.placeName(swiped: $0, then: texts[0]) }).first {
            texts[0] = name.second
            if name.first != swiped.text {
                before = name.first
                context = swiped.contextBefore   // the word before is the name's (`los`, not `loss`)
                advanceContext(after: name.first, boundary: .space)
            }
        }
        // After the space it puts first the word is not glued to the mark before (`Hello. You`
        // is no address's piece).
        if spaceFirst { previousMark = nil }
        let contextBefore = context
        let (markBefore, quoteBefore) = (previousMark, openQuote)
        advanceContext(after: texts[0], boundary: .space)
        // The space or mark typed next carries it, so that a backspace over that takes it up again.
        if let word = ResumableWord.written(texts[0], context: contextBefore, previousMark: markBefore, openQuote: quoteBefore) {
            keepResumable(word)
        }
        // Before a word after the cursor (`hello |world`) the word gets a space after it, as Gboard
        // writes it (`hello big|world` was written), which is then as a pick's space: a mark typed
        // next goes before it, a space typed next is it.
        let spaceAfter = wordFollowsCursor && policy.insertsSpacesAutomatically
        spaceFirst = spaceFirst && policy.insertsSpacesAutomatically
        lastSwipe = SwipeCommit(text: texts[0], spaceInserted: spaceFirst, spaceAfter: spaceAfter, contextBefore: contextBefore,
                                alternates: texts, fits: shown.map(\.fit), fit: shown[0].fit,
                                joined: joined, markBefore: markBefore, quoteBefore: quoteBefore)
        spaceBeforeNextWord = !spaceAfter && policy.insertsSpacesAutomatically
        if spaceAfter { spaceState = .afterPick }
        strip = SuggestionStrip(texts.map { Suggestion(text: $0, kind: .alternate) }, emoji: engine.inlineEmoji(for: texts[0]))
        if let before, let swiped {
            return TypingResponse(edits: [.delete(swiped.text.count), .insert(before + " " + texts[0])], strip: strip)
        }
        return TypingResponse(edits: committed + [.insert((spaceFirst ? " " : "") + texts[0] + (spaceAfter ? " " : ""))], strip: strip)
    }

    /// Whether a gesture's word joins a word being tapped that ends in `mark` rather than
    /// following it after a space: a hashtag's `#`, a mention's or an address's `@`, `_`, `/`,
    /// `\`, `-` (Android's keyboard puts a space in only after a letter, a digit or a mark that
    /// a space usually follows; after `50%` or `20€` one goes in).
    static func joinsGesture(_ mark: Character) -> Bool {
        "#@_/-\\".contains(mark)
    }

    /// The place name a swiped word and the next gesture's word spell (`new`, `Zealand`: `New`,
    /// `Zealand`), as its two words, when autocorrection may run: the first swiped in lower case
    /// or in the name's own case (`New` at a sentence's start), not in capitals (the caller asks
    /// the second's shift). nil otherwise.
    func placeName(swiped first: String, then second: String) -> (first: String, second: String)? {
        guard policy.allowsAutocorrection, CasePattern(of: first) != .upper,
              let name = engine.lexicon.placeName(ofKey: first.lowercased() + " " + second.lowercased()),
              let space = name.firstIndex(of: " ") else { return nil }
        let (head, tail) = (String(name[..<space]), String(name[name.index(after: space)...]))
        guard CasePattern(of: first) == .lower || first == head else { return nil }
        return (head, tail)
    }

    /// Replaces the swiped word with the alternate in `slot` (the space before it stays).
    func pickAlternate(_ slot: Int, after swiped: SwipeCommit) -> TypingResponse {
        if slot == SuggestionStrip.emojiSlot, let emoji = strip.emoji {
            if !swiped.fitRecorded, policy.allowsLearning { engine.recordSwipeFit(swiped.fit) } // the swiped word is kept
            return pickEmoji(emoji.text, spaceFirst: !swiped.spaceAfter)
        }
        guard strip.slots.indices.contains(slot), strip.slots[slot].kind == .alternate else { return pick(slot) }
        let text = strip.slots[slot].text
        engine.diagnostics.increment(.suggestionsTaken)
        engine.diagnostics.increment(.swipeAlternatesTaken)
        refreshLearned(key: text.lowercased())
        var commit = swiped
        commit.text = text
        if let i = swiped.alternates.firstIndex(of: text) { commit.fit = swiped.fits[i] }
        commit.fitRecorded = false   // the alternate's fit is another word's
        lastSwipe = commit
        spaceBeforeNextWord = !swiped.spaceAfter && policy.insertsSpacesAutomatically
        context = swiped.contextBefore
        advanceContext(after: text, boundary: .space)
        if let taken = resumableBefore,
           let word = ResumableWord.written(text, context: taken.context, previousMark: taken.previousMark, openQuote: taken.openQuote) {
            keepResumable(word)
        }
        strip = SuggestionStrip(swiped.alternates.map { Suggestion(text: $0, kind: .alternate) }, emoji: engine.inlineEmoji(for: text))
        if swiped.spaceAfter { spaceState = .afterPick }
        guard text != swiped.text else { return TypingResponse(strip: strip) }
        let space = swiped.spaceAfter ? " " : ""
        return TypingResponse(edits: [.delete(swiped.text.count + space.count), .insert(text + space)], strip: strip)
    }

    /// A backspace right after a gesture deletes its whole word, and the spaces put around it.
    /// The word tapped before it that it joined (``SwipeCommit/joined``: `#`, `@`, an address's
    /// letters) is composed again, as the text reads it: `#`, a gesture, a backspace, then `teh`
    /// is the hashtag `#teh`, as typed without the gesture, not `teh` corrected after a `#`.
    func deleteSwipe(_ swiped: SwipeCommit) -> TypingResponse {
        engine.diagnostics.increment(.backspaces)
        if let joined = swiped.joined {
            compose(joined, then: "")
        } else {
            context = swiped.contextBefore
            refreshFollowers()
            setComposing("", taps: [])
        }
        spaceBeforeNextWord = swiped.spaceInserted
        return TypingResponse(edits: [.delete(swiped.text.count + (swiped.spaceInserted ? 1 : 0) + (swiped.spaceAfter ? 1 : 0))], strip: strip)
    }

    /// Whether what comes right after a gesture continues its word's token: in an address field,
    /// where no space follows the word (``FieldPolicy/insertsSpacesAutomatically``).
    func continuesToken(after swiped: SwipeCommit) -> Bool {
        !policy.insertsSpacesAutomatically && !swiped.spaceAfter && composing.isEmpty
    }

    /// Whether a key right after a gesture continues its word (``continuesToken(after:)``): a
    /// key a word composes with (a letter, `'`, `.`, `@`, `_`), as the text reads one token
    /// (`john` swiped, then `sm`: `johnsm`, not `sm` completed as `small`). Not a digit: the text
    /// reads `smith1` as a number's token, no word to complete (``touchesToken(_:cursor:)``),
    /// and the digit begins one of its own.
    func continuesGesture(_ swiped: SwipeCommit, with key: String) -> Bool {
        continuesToken(after: swiped) && !key.isEmpty && key != " " && key != "\n" && Boundary.separator(forKey: key) == nil
            && !(key.first?.isNumber ?? false)
    }

    /// Composes the word a gesture wrote, after the word tapped before it that it joined, with
    /// the context and marks before them, as the text reads the token (``continuesGesture(_:with:)``);
    /// the gesture's letters as taps without touch points. The key that continues it is then added
    /// as any key is.
    func continueGesture(_ swiped: SwipeCommit) {
        let before = swiped.joined ?? ResumableWord(word: "", taps: [], context: swiped.contextBefore,
                                                    previousMark: swiped.markBefore, openQuote: swiped.quoteBefore)
        compose(before, then: swiped.text)
    }

    /// Composes `word` again, with `text` after it (`""`: none), as its context, mark and
    /// quotation had it: its own taps, and `text`'s without touch points.
    private func compose(_ word: ResumableWord, then text: String) {
        context = word.context
        previousMark = word.previousMark
        openQuote = word.openQuote
        refreshFollowers()
        let composed = word.word + text
        let taps = word.taps.count == word.word.count ? word.taps + Self.taps(of: text) : Self.taps(of: composed)
        setComposing(composed, taps: Self.isDecodable(composed) ? taps : [])
    }
}
