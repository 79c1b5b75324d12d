/// Unicode normalisation, folding and casing: the text platform seam.
///
/// Linux and Android builds use ``ICUTextNormalizer``; an Apple build can implement this with
/// Foundation's `String` APIs. Implementations must be pure functions of their input and safe to
/// call from any thread.
public protocol TextNormalizer: Sendable {
    /// Canonical composition (NFC), the form the engine keeps text in.
    func nfc(_ text: String) -> String
    /// The search key of `text`: NFKC case folding, accents on Latin, Greek and Cyrillic letters
    /// removed, then NFC, then `œ`, `æ`, `ø`, `ł`, `đ`, `ħ` folded like accented letters (`Café` →
    /// `cafe`, `Straße` → `strasse`, `cœur` → `coeur`; Japanese dakuten stay), typographic
    /// apostrophes made `'` and katakana made hiragana (`ネコ` → `ねこ`). The same folding built the
    /// bundled emoji index.
    func searchKey(_ text: String) -> String
    /// `text` without the accents on its letters, its case and all else kept: canonical
    /// decomposition, nonspacing marks removed, then NFC (`Café` → `Cafe`, `naïve` → `naive`,
    /// `résumé` → `resume`). Letters without a decomposition of their own stay (`ß`, `ø`, `œ`).
    func unaccented(_ text: String) -> String
    /// `text` lower-cased with the rules of `locale` (`tr`: `I` → `ı`).
    func lowercased(_ text: String, locale: String) -> String
    /// `text` upper-cased with the rules of `locale` (`tr`: `i` → `İ`).
    func uppercased(_ text: String, locale: String) -> String
}
