extension StringProtocol {
    /// The text with each character (grapheme cluster) cut to its first `scalars` Unicode
    /// scalars: a character may hold any number of combining marks, and comparing or normalising
    /// one whose marks are out of canonical order takes time that grows with the square of their
    /// number (Swift's `==` on characters and ICU's normalisers alike: 300,000 marks, minutes).
    /// No character of any script or emoji sequence comes near such a bound; the number of
    /// characters is the same, so edits counted in characters still fit the text the user sees.
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
        return result
    }
}

extension Character {
    /// The character cut to its first `scalars` Unicode scalars
    /// (``StringProtocol/boundingCharacters(toScalars:)``).
    public func bounded(toScalars scalars: Int) -> Character {
        unicodeScalars.count <= max(scalars, 1) ? self : Character(String(String.UnicodeScalarView(unicodeScalars.prefix(max(scalars, 1)))))
    }
}
