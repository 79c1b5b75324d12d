/// Why a spelling dictionary could not be used.
public enum SpellingError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// No installed dictionary for the language in any searched folder.
    case dictionaryNotFound(SpellingLanguage)
    /// The `.aff`/`.dic` pair exists but hunspell could not load it.
    case dictionaryUnloadable(path: String)
    /// The dictionary's `SET` charset is one the converter does not know.
    case unsupportedEncoding(String)
    /// A word could not be added (hunspell returned a non-zero code).
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
