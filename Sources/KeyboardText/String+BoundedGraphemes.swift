extension StringProtocol {
    /// The text with each character (grapheme cluster) cut to its first `scalars` Unicode
    /// scalars: a character may hold any number of combining marks, and comparing or normalising
    /// one whose marks are out of canonical order takes time that grows with the square of their
    /// number (Swift's `==` on characters and ICU's normalisers alike: 300,000 marks, minutes).
    /// No character of any script or emoji sequence comes near such a bound; the number of
    /// characters is the same, so edits counted in characters still fit the text the user sees
    /// (where a cut would join a character to the next, the character is U+FFFD instead).
    /// The text itself when it holds no more than `scalars` scalars at all (most calls).
    public func boundingCharacters(toScalars scalars: Int) -> String {
        let limit = Swift.max(scalars, 1)
        // Most text has no such character: found by one pass, and copied whole.
        guard unicodeScalars.count > limit, contains(where: { $0.unicodeScalars.count > limit }) else { return String(self) }
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            result.append(character.bounded(toScalars: limit))
        }
        // A cut can leave a scalar that joins the next character (a zero-width joiner before an
        // emoji, a prepended mark, a Hangul leading consonant): then each over-long character is
        // written as U+FFFD instead, which joins nothing, so the count holds.
        guard result.count != count else { return result }
        var replaced = ""
        for character in self {
            if character.unicodeScalars.count > limit { replaced.append("\u{FFFD}") } else { replaced.append(character) }
        }
        return replaced
    }
}

extension Character {
    /// The most Unicode scalars of one character the engine reads (the session's keys, marks
    /// and text around the cursor, emoji queries): no script or emoji sequence comes near it.
    public static let maximumReadScalars = 32

    /// The character cut to its first `scalars` Unicode scalars
    /// (``StringProtocol/boundingCharacters(toScalars:)``).
    public func bounded(toScalars scalars: Int) -> Character {
        let limit = Swift.max(scalars, 1)
        guard unicodeScalars.count > limit else { return self }
        // (A prefix of one character is one character; U+FFFD should it ever not be.)
        let cut = String(String.UnicodeScalarView(unicodeScalars.prefix(limit)))
        return cut.count == 1 ? Character(cut) : "\u{FFFD}"
    }
}
