import KeyboardLayout

/// Taps for tests: a word typed at its key centres but for one tap that slipped towards a
/// neighbouring key.
public enum SlippedTaps {
    /// The taps of `word` (lower-case letters with keys), each at its key's centre but the one at
    /// `slip`, which lands `share` of the way from its key's centre to `neighbour`'s. Each tap's
    /// label is the key it lands on: past half way, the neighbour's (the letters as typed then
    /// spell another word, the meant key nearly as likely).
    public static func typing(_ word: String, slip: Int, toward neighbour: String, share: Double = 0.6,
                              on layout: KeyboardLayout) -> [(label: String, point: Point)] {
        word.enumerated().compactMap { index, character in
            guard let meant = layout.key(for: String(character))?.center else { return nil }
            guard index == slip, let other = layout.key(for: neighbour)?.center else { return (String(character), meant) }
            return (share > 0.5 ? neighbour : String(character),
                    Point(x: meant.x + share * (other.x - meant.x), y: meant.y + share * (other.y - meant.y)))
        }
    }
}
