import Foundation
import KeyboardLexicon
import Testing

/// The edit alphabet's letters beyond `a`–`z` (`EditCostTable.index(of:)`, `asciiSpelling(of:)`).
@Suite("Edit alphabet")
struct EditAlphabetTests {
    /// German's and French's letters beyond `a`–`z`.
    static let letters = Array("äöüßàâçèéêëîïôùûÿœæ".unicodeScalars)

    @Test("each letter beyond a–z has an index of its own inside the alphabet, upper case aside")
    func ownIndices() {
        let indices = Self.letters.map { EditCostTable.index(of: $0.value) }
        #expect(Set(indices).count == Self.letters.count)
        #expect(indices.allSatisfy { $0 >= 28 && $0 < EditCostTable.alphabetSize })
        #expect(EditCostTable.index(of: ("ø" as Unicode.Scalar).value) == 27, "a letter neither language has is other")
    }

    /// The letter a keyboard without it types: the first scalar of its canonical decomposition
    /// (`é` → `e`), and for the letters that have none the one they are spelt with (`ß` → `ss`,
    /// `œ` → `oe`, `æ` → `ae`: their first letter).
    @Test("each letter's ASCII spelling is its base letter", arguments: letters)
    func asciiSpelling(_ letter: Unicode.Scalar) throws {
        let spelled: [Unicode.Scalar: Unicode.Scalar] = ["ß": "s", "œ": "o", "æ": "a"]
        let decomposed = String(letter).decomposedStringWithCanonicalMapping.unicodeScalars.first
        let base = try #require(spelled[letter] ?? decomposed)
        #expect(base.value < 128)
        #expect(EditCostTable.asciiSpelling(of: EditCostTable.index(of: letter.value)) == EditCostTable.index(of: base.value))
    }
}
