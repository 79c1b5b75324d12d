/// The case the user typed a word in, applied to a suggestion: `Th` → `The`, `TH` → `THE`,
/// `th` → `the`; a word written with capitals (`I`, `Paris`) keeps them.
public enum CasePattern: Sendable, Hashable, Codable {
    case lower, capitalized, upper

    /// The pattern of `typed`: upper when it has two or more letters all upper case, capitalised
    /// when its first letter is upper case, else lower.
    public init(of typed: String) {
        let letters = typed.filter(\.isLetter)
        if letters.count >= 2, letters.allSatisfy(\.isUppercase) {
            self = .upper
        } else if let first = letters.first, first.isUppercase {
            self = .capitalized
        } else {
            self = .lower
        }
    }

    /// `word` in this case.
    public func apply(to word: String) -> String {
        switch self {
        case .lower: word
        case .upper: word.uppercased()
        case .capitalized: word.prefix(1).uppercased() + word.dropFirst()
        }
    }
}
