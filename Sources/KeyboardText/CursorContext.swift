/// What the text around the cursor says about typing: the word being composed and the words
/// before it, derived with ICU word boundaries from the host's context strings (iOS's
/// `documentContextBeforeInput`, Android's text before and after the cursor).
///
/// Only a bounded window next to the cursor is read (``windowBefore``/``windowAfter``
/// characters), so a 100 kB document costs what a short one does. The strings are not kept.
public struct CursorContext: Sendable, Hashable, Codable {
    /// Characters of the text before the cursor that are read.
    public static let windowBefore = 256
    /// Characters of the text after the cursor that are read.
    public static let windowAfter = 64

    /// The part of the composing word before the cursor (`hel` in `hel|lo`), empty when the cursor
    /// follows a space, punctuation, a number or an emoji.
    public var composingPrefix: String
    /// The part of the word after the cursor (`lo` in `hel|lo`), empty when the cursor is not
    /// inside a word.
    public var composingSuffix: String
    /// Up to two words before the composing word, as written, most recent last; empty after a
    /// sentence end, punctuation, a number or an emoji.
    public var previousWords: [String]
    /// Whether the composing word starts a sentence: the field is empty before it, or a `.`, `?`,
    /// `!` or a line break precedes it — not the period of an abbreviation of single letters
    /// (`U.S.`, `e.g.`, `a.m.`). Closing marks after that mark (`(Really?) `) and opening marks
    /// straight before the word (`. (`, `. "`) are passed over.
    public var isSentenceStart: Bool

    /// A context as given (the text itself is read by ``init(before:after:segmenter:)``).
    public init(composingPrefix: String = "", composingSuffix: String = "", previousWords: [String] = [], isSentenceStart: Bool = true) {
        self.composingPrefix = composingPrefix
        self.composingSuffix = composingSuffix
        self.previousWords = previousWords
        self.isSentenceStart = isSentenceStart
    }

    /// Reads the context from the text before and after the cursor.
    public init(before: String, after: String, segmenter: WordSegmenter = WordSegmenter()) {
        let window = before.suffix(Self.windowBefore)
        let truncated = window.startIndex != before.startIndex
        var segments = segmenter.segments(of: String(window))
        if truncated, !segments.isEmpty { segments.removeFirst() } // may be a cut word

        composingPrefix = ""
        if let last = segments.last, last.kind.isWord {
            composingPrefix = last.text
            segments.removeLast()
        }
        composingSuffix = ""
        if let first = segmenter.segments(of: String(after.prefix(Self.windowAfter))).first, first.kind.isWord {
            composingSuffix = first.text
        }

        var words: [String] = []
        var sentenceStart = !truncated
        for (index, segment) in segments.enumerated().reversed() {
            if segment.kind.isWord {
                words.append(segment.text)
                if words.count == 2 {
                    sentenceStart = false
                    break
                }
                continue
            }
            if segment.text.contains(where: \.isNewline) || segment.text.contains(where: { ".?!…".contains($0) }) {
                sentenceStart = words.isEmpty && !Self.isAbbreviationPeriod(segments[...], at: index)
                break
            }
            if segment.text.allSatisfy({ $0.isWhitespace }) { continue }
            // Opening quotes and brackets straight before the word (`(Hello`, `"Hi`, `¿Qué`) part
            // it from the words before, but a sentence's start is the text's before them, as
            // Android's caps mode reads it.
            if words.isEmpty, Self.isOpening(segment.text) {
                sentenceStart = Self.startsSentence(after: segments[..<index], truncated: truncated)
                break
            }
            // Closing quotes and brackets after a sentence's end (`"Hi." `, `(Really?) `, `done.” `):
            // the mark before them decides.
            // (Over spaces too, `Hi. )`, and at the text's start, as the session typed them reads them.)
            if words.isEmpty, Self.isClosing(segment.text),
               segments[..<index].last(where: { !Self.isClosing($0.text) && !$0.text.allSatisfy(\.isWhitespace) })
                .map({ $0.text.contains(where: { ".?!…".contains($0) }) }) ?? true { continue }
            sentenceStart = false // a comma, a number, an emoji: the context stops here
            break
        }
        previousWords = words.reversed()
        isSentenceStart = sentenceStart && previousWords.isEmpty
    }

    /// Whether a sentence starts after `segments`, read back over spaces and opening marks: at
    /// the text's start (unless it was cut), or after `.`, `?`, `!`, `…` or a line break.
    static func startsSentence(after segments: ArraySlice<WordSegment>, truncated: Bool) -> Bool {
        for index in segments.indices.reversed() {
            let segment = segments[index]
            if segment.text.allSatisfy({ $0.isWhitespace }) || isOpening(segment.text) { continue }
            return !segment.kind.isWord && (segment.text.contains(where: \.isNewline) || segment.text.contains(where: { ".?!…".contains($0) }))
                && !isAbbreviationPeriod(segments, at: index)
        }
        return !truncated
    }

    /// Whether the segment at `index` is the period of an abbreviation of single letters
    /// (`U.S.`, `e.g.`, `a.m.`), which ends no sentence; an address's does (`nasa.gov.`).
    static func isAbbreviationPeriod(_ segments: ArraySlice<WordSegment>, at index: Int) -> Bool {
        guard segments[index].text.hasPrefix("."), index > segments.startIndex else { return false }
        let before = segments[index - 1]
        return before.kind.isWord && before.text.contains(".") && before.text.split(separator: ".").last?.count == 1
    }

    /// Whether `text` is nothing but marks that open a quotation or a bracket: the straight
    /// quotes, and opening and initial punctuation (`(`, `[`, `“`, `‘`, `«`, `¿`, `¡`).
    public static func isOpening(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar == "\"" || scalar == "'" || scalar == "¿" || scalar == "¡"
                || scalar.properties.generalCategory == .openPunctuation || scalar.properties.generalCategory == .initialPunctuation
        }
    }

    /// Whether `text` is nothing but marks that close a quotation or a bracket: the straight
    /// quotes, and closing and final punctuation (`)`, `]`, `”`, `’`, `»`).
    public static func isClosing(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar == "\"" || scalar == "'"
                || scalar.properties.generalCategory == .closePunctuation || scalar.properties.generalCategory == .finalPunctuation
        }
    }
}
