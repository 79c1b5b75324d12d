import KeyboardLayout

/// Something the user did on the keyboard, handed to ``TypingSession/handle(_:)``.
public enum TypingEvent: Sendable, Hashable {
    /// A character key, with the touch point in the layout's units when the front-end has it.
    case key(String, at: Point? = nil)
    /// The delete key.
    case backspace
    /// A key that ends a word: space, punctuation or return.
    case boundary(Boundary)
    /// A tap on slot `slot` of the suggestion strip: 0, 1 or 2 for the words, or
    /// ``SuggestionStrip/emojiSlot`` for the inline emoji beside them.
    case pick(slot: Int)
    /// A swipe gesture: the finger's path in the layout's units, with times in milliseconds when
    /// the front-end has them, and the shift key's state as it began (``SwipeShift/automatic``:
    /// as the field's autocapitalization asks). The session commits the best word (with a space
    /// before it when the cursor follows a word, none after a tapped `#` or `@`) and offers the
    /// alternates, in the same case; a gesture it refuses changes nothing. See ``TypingSession``.
    case swipe([SwipePoint], shift: SwipeShift = .automatic)
}

/// A key that ends a word.
public enum Boundary: Sendable, Hashable {
    /// The space bar.
    case space
    /// `.`, `,`, `?`, `!`, `;`, `:` and the like.
    case punctuation(Character)
    /// Return.
    case newline

    /// The text the key inserts.
    public var text: String {
        switch self {
        case .space: " "
        case let .punctuation(character): String(character)
        case .newline: "\n"
        }
    }

    /// The boundary a character key makes: every mark and symbol — brackets, quotation marks,
    /// `*`, `&`, an emoji — ends a word as punctuation does (`(this` is `(` then `this`, never a
    /// typo of `this`; `you❤` keeps its heart), as the AOSP keyboard's word separators do; so
    /// does a hyphen, which joins two words each corrected as a word (``joinsWords``). nil
    /// for a key that may be part of a word: letters, digits, combining marks, apostrophes (`’`
    /// too) and the marks of addresses, handles and times (`@`, `#`, `/`, `_`, `.`, `:`),
    /// which keep the word from being corrected (``Autocorrector/mayCorrect(_:)``).
    static func separator(forKey key: String) -> Boundary? {
        guard key.count == 1, let character = key.first, !character.isLetter, !character.isNumber,
              !"'’@#/_.:".contains(character), let scalar = character.unicodeScalars.first else { return nil }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return nil
        default: return .punctuation(character)
        }
    }

    /// Whether `character` opens text rather than ending it: an opening bracket or quotation mark,
    /// `"`, `'`, `¡`, `¿`. Shift stays on after one (`(This`); after any other mark it waits for
    /// a space (`gmail.com`, `so...what`), as Android's and iOS's automatic capitals do.
    static func opens(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .openPunctuation, .initialPunctuation: return true
        default: return "\"'¡¿".contains(character)
        }
    }

    /// Whether `character` ends text, so that it goes before the space a pick put in: `.` `,` `;`
    /// `:` `!` `?` `…`, or a mark that closes text (``closesText(_:)``) but the straight quotes,
    /// which after a space more often open.
    static func endsText(_ character: Character) -> Bool {
        ".,;:!?…".contains(character) || (!"\"'".contains(character) && closesText(character))
    }

    /// Whether `character` closes text, so that a double space after it ends a sentence: a closing
    /// bracket or quotation mark (`)`, `”`, `’`, and the straight `"` and `'`).
    static func closesText(_ character: Character) -> Bool {
        if "\"'".contains(character) { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .closePunctuation, .finalPunctuation: return true
        default: return false
        }
    }

    /// Whether `character`, typed straight after a swiped word, begins new text and so gets the
    /// automatic space first: a letter or digit, an opening bracket or quotation mark (not the
    /// straight `"`, which as often closes), `¡` `¿`, a hashtag's `#`, a mention's `@`, a currency
    /// sign (`hello $5`). Other marks (`.`, `,`, `)`, `%`) attach to the word.
    static func beginsText(_ character: Character) -> Bool {
        if character.isLetter || character.isNumber || "¡¿#@".contains(character) { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .openPunctuation, .initialPunctuation, .currencySymbol: return true
        default: return false
        }
    }

    /// Whether it is a hyphen (`-`, `‐`), which joins the words either side into one
    /// (`well-known`): no lexicon holds such words whole, so each part is a word of its own,
    /// completed and corrected in the context of the one before it. The part before the hyphen is
    /// kept as typed (`laissez-`, `willy-` are parts of words, not typos); the part after is
    /// corrected unless the compound is meant so: valid whole, its first part known nowhere
    /// (`laissez-faire`), or the second echoing the first (`willy-nilly`).
    public var joinsWords: Bool {
        if case let .punctuation(character) = self { return character == "-" || character == "‐" }
        return false
    }

    /// Whether a sentence starts after it.
    public var endsSentence: Bool {
        switch self {
        case .space: false
        case let .punctuation(character): ".?!…".contains(character)
        case .newline: true
        }
    }
}
