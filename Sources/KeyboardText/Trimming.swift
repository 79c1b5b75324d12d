/// The white-space sets Foundation's `trimmingCharacters(in:)` is called with here, so that trimming
/// needs no Foundation (whose loading alone costs a Linux process about 6 MB resident;
/// docs/PERFORMANCE.md). The members are exactly those of Foundation's `CharacterSet.whitespaces`
/// and `.whitespacesAndNewlines` (a test compares every scalar with Foundation's).
public enum TrimmedCharacters: Sendable {
    /// Tab, the space separators (Unicode `Zs`) and U+200B ZERO WIDTH SPACE.
    case whitespaces
    /// ``whitespaces``, and U+000A–U+000D, U+0085, U+2028, U+2029.
    case whitespacesAndNewlines

    /// Whether `scalar` is in the set.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: self == .whitespacesAndNewlines
        default: false
        }
    }
}

extension StringProtocol {
    /// The text without the leading and trailing scalars of `characters`, as Foundation's
    /// `trimmingCharacters(in:)` gives it (scalar by scalar: a combining mark after a trimmed
    /// space stays).
    public func trimming(_ characters: TrimmedCharacters) -> String {
        let scalars = String(self).unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, characters.contains(scalars[start]) { scalars.formIndex(after: &start) }
        while end > start, characters.contains(scalars[scalars.index(before: end)]) { scalars.formIndex(before: &end) }
        return String(scalars[start..<end])
    }
}
