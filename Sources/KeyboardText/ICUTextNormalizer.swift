import CICUBridge

/// ``TextNormalizer`` over the system ICU, through the `CICUBridge` C target.
///
/// Stateless and thread-safe. Text that ICU cannot process (which a Swift `String` never is in
/// practice) comes back unchanged rather than failing, so a keystroke never throws here; use the
/// throwing ``normalized(_:form:)`` when the failure matters.
public struct ICUTextNormalizer: TextNormalizer, Sendable, Hashable, Codable {
    /// A normalisation form of ``normalized(_:form:)``.
    public enum Form: Sendable, Hashable, Codable, CaseIterable {
        /// Unicode's NFC, NFD and NFKC, NFKC with case folded, and the search fold
        /// (``TextNormalizer/searchKey(_:)``: case, accents and apostrophe forms folded away).
        case nfc, nfd, nfkc, nfkcCasefold, searchFold

        var code: Int32 {
            switch self {
            case .nfc: Int32(KB_ICU_NFC)
            case .nfd: Int32(KB_ICU_NFD)
            case .nfkc: Int32(KB_ICU_NFKC)
            case .nfkcCasefold: Int32(KB_ICU_NFKC_CASEFOLD)
            case .searchFold: Int32(KB_ICU_SEARCH_FOLD)
            }
        }
    }

    /// The normaliser; it holds no state.
    public init() {}

    /// The version of the ICU library in use, such as `72.1`.
    public static var icuVersion: String { ICU.version }

    /// `text` in the given normalisation form.
    /// - Throws: ``ICUError`` when ICU fails.
    public func normalized(_ text: String, form: Form) throws(ICUError) -> String {
        try ICU.normalize(text, form: form.code)
    }

    /// The letter `character` is written with on a keyboard that lacks it: the first scalar of its
    /// canonical decomposition (`é` → `e`, `ä` → `a`); nil when it has none of its own (`e`, `ß`).
    /// The decomposition's first `Character` would not do: it is the whole decomposed cluster,
    /// equal to the accented one.
    public func baseLetter(of character: Character) -> Character? {
        guard let base = (try? normalized(String(character), form: .nfd))?.unicodeScalars.first.map(Character.init),
              base != character else { return nil }
        return base
    }

    /// `text` in NFC; ASCII returned as it is, without a call into ICU.
    public func nfc(_ text: String) -> String {
        if text.utf8.isASCII { return text }
        return (try? normalized(text, form: .nfc)) ?? text
    }

    /// `text` search-folded (``Form/searchFold``); ASCII only lower-cased, without a call into ICU.
    public func searchKey(_ text: String) -> String {
        // ASCII folds to itself with `A`–`Z` lower-cased (what ICU's folding gives, tested): the
        // typed word of every keystroke's inline emoji, so it skips the round trip through ICU.
        if text.utf8.isASCII {
            return text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) ? text.lowercased() : text
        }
        return (try? normalized(text, form: .searchFold)) ?? text
    }

    /// `text` without its nonspacing marks after canonical decomposition, in NFC (`café` → `cafe`;
    /// `ß`, `ø` kept: they decompose to no mark).
    public func unaccented(_ text: String) -> String {
        if text.utf8.isASCII { return text }
        guard let decomposed = try? normalized(text, form: .nfd) else { return text }
        var kept = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars where scalar.properties.generalCategory != .nonspacingMark { kept.append(scalar) }
        return nfc(String(kept))
    }

    /// `text` lower-cased by ICU with `locale`'s rules (Turkish `I` → `ı`).
    public func lowercased(_ text: String, locale: String) -> String {
        (try? ICU.changeCase(text, upper: false, locale: locale)) ?? text
    }

    /// `text` upper-cased by ICU with `locale`'s rules (Turkish `i` → `İ`).
    public func uppercased(_ text: String, locale: String) -> String {
        (try? ICU.changeCase(text, upper: true, locale: locale)) ?? text
    }
}
