/// The case the user typed a word in, applied to a suggestion: `Th` → `The`, `TH` → `THE`,
/// `th` → `the`; a word written with capitals (`I`, `Paris`) keeps them, and capitalised, one with
/// a capital inside (`iPhone`, `eBay`, `macOS`) is written as it is.
public enum CasePattern: Sendable, Hashable, Codable {
    /// Typed in lower case (the suggestion is written as it is), with a capital first letter, or in
    /// capitals (two letters or more).
    case lower, capitalized, upper

    /// The pattern of `typed`: upper when it has two or more letters all upper case, capitalised
    /// when its first letter is upper case, else lower.
    public init(of typed: String) {
        if let ascii = Self.asciiPattern(of: typed) {
            self = ascii
            return
        }
        let letters = typed.filter(\.isLetter)
        if letters.count >= 2, letters.allSatisfy(\.isUppercase) {
            self = .upper
        } else if let first = letters.first, first.isUppercase {
            self = .capitalized
        } else {
            self = .lower
        }
    }

    /// The pattern of an ASCII `typed`, read from its bytes (every word typed in English; the
    /// strip asks at every key: reading `Character`s here and in `Autocorrector.mayCorrect` was
    /// 3% of a keystroke's instructions); nil when `typed` is not ASCII.
    private static func asciiPattern(of typed: String) -> CasePattern? {
        var letters = 0, uppers = 0, firstIsUpper = false
        for byte in typed.utf8 {
            guard byte < 0x80 else { return nil }
            let isUpper = byte >= 0x41 && byte <= 0x5A, isLower = byte >= 0x61 && byte <= 0x7A
            guard isUpper || isLower else { continue }
            if letters == 0 { firstIsUpper = isUpper }
            letters += 1
            if isUpper { uppers += 1 }
        }
        if letters >= 2, uppers == letters { return .upper }
        return firstIsUpper ? .capitalized : .lower
    }

    /// Whether `word` has a capital after its first character (`iPhone`, `macOS`, `DeShawn`,
    /// `NASA`): its own case then stands at a sentence's start too (`iPhone`, not `IPhone`).
    /// Reads an ASCII word's bytes.
    public static func hasLaterCapital(_ word: String) -> Bool {
        let rest = word.utf8.dropFirst()
        if rest.allSatisfy({ $0 < 0x80 }) { return rest.contains { $0 >= 0x41 && $0 <= 0x5A } }
        return word.dropFirst().contains(where: \.isUppercase)
    }

    /// `word` in lower case when its first letter is its only capital (`Iphone` → `iphone`,
    /// `Kubectl` → `kubectl`); nil for any other word (`iPhone`, `DeShawn`, `NASA`, `the`). Such
    /// a capital may be a sentence start's rather than the word's own.
    public static func lowercasedIfOnlyFirstCapital(_ word: String) -> String? {
        guard CasePattern(of: word) == .capitalized else { return nil }   // (no string made for most words)
        let lower = word.lowercased()
        return Self.capitalized.apply(to: lower) == word ? lower : nil
    }

    /// `word` in this case.
    public func apply(to word: String) -> String {
        switch self {
        case .lower: word
        case .upper: word.uppercased()
        case .capitalized: Self.hasLaterCapital(word) ? word : word.prefix(1).uppercased() + word.dropFirst()
        }
    }
}
