import KeyboardLexicon
import KeyboardText

/// The user's own words, set by the front-end: text replacements, contact names, custom words.
///
/// Custom words and the words of contact names are valid words (never corrected) and completion
/// candidates. A shortcut is neither (`teh` → `the` would have kept `teh` from its correction,
/// and `om` completed to `omw`): typing it offers its phrase, which is applied on space when
/// ``applyReplacementsOnSpace`` is on and the field allows autocorrection
/// (``FieldPolicy/allowsAutocorrection``: not in e-mail, URL, username or name fields, nor where
/// the host turns autocorrection off, where the strip offers it unmarked).
public struct UserLexicon: Sendable, Hashable, Codable {
    /// The user's text replacements (iOS's, or the keyboard's own settings); the first
    /// ``maximumTextReplacements`` are used.
    public var textReplacements: [TextReplacement]
    /// Contact names; each word of a name (`Zoë`, `Åberg`) becomes a word, and each part of a
    /// hyphenated one too (`Jean-Luc`: `Jean`, `Luc`). The first ``maximumContactNames`` are
    /// used, each to its first ``maximumWordsPerName`` words and parts.
    public var contactNames: [String]
    /// Words the user added in the keyboard's settings; the first ``maximumCustomWords`` are used.
    public var customWords: [String]
    /// Whether space applies a replacement (iOS does), rather than only offering it; only in
    /// fields that allow autocorrection (``FieldPolicy/allowsAutocorrection``).
    public var applyReplacementsOnSpace: Bool

    /// The user's words; all empty by default.
    public init(textReplacements: [TextReplacement] = [], contactNames: [String] = [], customWords: [String] = [],
                applyReplacementsOnSpace: Bool = false) {
        self.textReplacements = textReplacements
        self.contactNames = contactNames
        self.customWords = customWords
        self.applyReplacementsOnSpace = applyReplacementsOnSpace
    }

    /// The longest word, in UTF-8 bytes, the lexicon adds; longer entries (a pasted paragraph in
    /// the custom words) are not words a keyboard completes or checks, and are left out. The same
    /// bound as the spell checkers' (`SpellCheckerLimits.maximumWordBytes`).
    public static let maximumWordBytes = 64

    /// The most contact names read (the first ones). A phone's address book holds hundreds to a
    /// few thousand; 100,000 names took about a second and 60 MB to index, on the setter's
    /// thread (10,000: a tenth of a second, 6 MB).
    public static let maximumContactNames = 10_000
    /// The most words read of one contact name (the first ones): a name has a few, and a pasted
    /// text in a name field is no name.
    public static let maximumWordsPerName = 16
    /// The most text replacements read (the first ones): users keep tens to hundreds.
    public static let maximumTextReplacements = 10_000
    /// The most custom words read (the first ones): users add tens to hundreds.
    public static let maximumCustomWords = 10_000

    /// The words the lexicon adds: custom words and the words of contact names, each at most
    /// ``maximumWordBytes`` long, in NFC (``word(_:)``). Not the shortcuts: the phrase is what
    /// typing one offers.
    var words: WordList { words(names: nameWords) }

    /// ``words`` with ``nameWords`` already read (`names`), for a caller that needs both.
    func words(names: [String]) -> WordList {
        WordList(words: customWords.prefix(Self.maximumCustomWords).compactMap { Self.word($0) } + names)
    }

    /// The words of the contact names (`Zoë`, `Åberg` of `Zoë Åberg`), as ``word(_:)`` makes them;
    /// a hyphenated one whole and each of its parts (`Jean-Luc`, `Jean`, `Luc`): a hyphen ends
    /// the typed word, so `Luc` was typed alone and corrected to `Luck`.
    var nameWords: [String] {
        // The comma and the hyphen told by their bytes: `Character ==` normalises both sides first,
        // in time growing with the square of a run of marks out of canonical order (9 s for one
        // hostile name).
        func isByte(_ character: Character, _ byte: UInt8) -> Bool { character.utf8.count == 1 && character.utf8.first == byte }
        return contactNames.prefix(Self.maximumContactNames).flatMap { name in
            // Parts counted with the words (a name `A-B-C-…` is one word of many parts), and a word
            // over the byte bound, which is no user word, not split.
            name.split(whereSeparator: { $0.isWhitespace || isByte($0, UInt8(ascii: ",")) }).lazy.flatMap { word in
                [word] + (word.utf8.count <= Self.maximumWordBytes && word.utf8.contains(UInt8(ascii: "-"))
                    ? word.split(whereSeparator: { isByte($0, UInt8(ascii: "-")) }) : [])
            }.prefix(Self.maximumWordsPerName)
        }.compactMap { Self.word($0) }
    }

    /// `text` as one of the user's words: in NFC, the form typed text comes in, since the word
    /// lists compare keys scalar for scalar (a contact `Zoë` synced decomposed, `e` then U+0308,
    /// was never completed nor kept as typed); nil when empty or over ``maximumWordBytes``,
    /// told before normalising (reordering a run of marks out of canonical order takes time
    /// growing with the square of its length).
    static func word(_ text: some StringProtocol) -> String? {
        guard !text.isEmpty, text.utf8.count <= maximumWordBytes else { return nil }
        let word = TypingEngine.normalizer.nfc(String(text))
        return word.utf8.count <= maximumWordBytes ? word : nil
    }

    /// Replacements by lower-case shortcut in NFC (the first wins), the shortcuts at most
    /// ``maximumWordBytes`` long as the words are (``word(_:)``): a longer one is never typed as
    /// one word, and hashing it could stall (a string is normalised first, in time growing with
    /// the square of a run of marks out of canonical order).
    var replacementsByShortcut: [String: String] {
        var result: [String: String] = [:]
        for replacement in textReplacements.prefix(Self.maximumTextReplacements) where !replacement.phrase.isEmpty {
            guard let key = Self.word(replacement.shortcut)?.lowercased() else { continue }
            // The phrase's characters read as the session reads typed text, each to its first 32
            // scalars: the strip compares what it offers, and a character under marks out of
            // canonical order took 18 s to compare.
            if result[key] == nil { result[key] = replacement.phrase.boundingCharacters(toScalars: Character.maximumReadScalars) }
        }
        return result
    }

    /// Whether `other` holds the same replacements, names and words, byte for byte (only
    /// ``applyReplacementsOnSpace`` may differ): the engine then keeps the tables it built
    /// (``TypingEngine/userLexicon``). Bytes, not `==`, which normalises each pair of strings
    /// first (quadratic under a run of marks out of canonical order).
    func hasSameEntries(as other: UserLexicon) -> Bool {
        func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }
        return customWords.count == other.customWords.count && contactNames.count == other.contactNames.count
            && textReplacements.count == other.textReplacements.count
            && zip(customWords, other.customWords).allSatisfy(same) && zip(contactNames, other.contactNames).allSatisfy(same)
            && zip(textReplacements, other.textReplacements).allSatisfy { same($0.shortcut, $1.shortcut) && same($0.phrase, $1.phrase) }
    }
}
