/// Why a spelling dictionary could not be used.
public enum SpellingError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// No installed dictionary for the language in any searched folder.
    case dictionaryNotFound(SpellingLanguage)
    /// The `.aff`/`.dic` pair exists but hunspell could not load it.
    case dictionaryUnloadable(path: String)
    /// The dictionary's `SET` charset is one the converter does not know.
    case unsupportedEncoding(String)
    /// A word could not be added: hunspell's non-zero code; 0 for a word the dictionary lists but
    /// accepts only with an affix or in a compound (nothing added); −1 for a word never handed to
    /// hunspell (empty, too long, holding NUL, or outside the dictionary's charset).
    case wordRejected(code: Int32)

    public var description: String {
        switch self {
        case let .dictionaryNotFound(language): "no hunspell dictionary installed for \(language)"
        case let .dictionaryUnloadable(path): "hunspell could not load \(path)"
        case let .unsupportedEncoding(name): "unsupported dictionary encoding \(name)"
        case let .wordRejected(code): "hunspell rejected the word (code \(code))"
        }
    }
}
