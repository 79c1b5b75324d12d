/// Where an installed hunspell dictionary lives: its `.aff` and `.dic` files.
public struct DictionaryLocation: Sendable, Hashable, Codable {
    /// The dictionary's language.
    public var language: SpellingLanguage
    /// The path of the `.aff` file.
    public var affixPath: String
    /// The path of the `.dic` file.
    public var dictionaryPath: String

    /// The dictionary of `language` at the two paths (not checked until it is loaded).
    public init(language: SpellingLanguage, affixPath: String, dictionaryPath: String) {
        self.language = language
        self.affixPath = affixPath
        self.dictionaryPath = dictionaryPath
    }
}
