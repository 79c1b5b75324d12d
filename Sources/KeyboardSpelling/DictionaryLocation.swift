/// Where an installed hunspell dictionary lives: its `.aff` and `.dic` files.
public struct DictionaryLocation: Sendable, Hashable, Codable {
    public var language: SpellingLanguage
    public var affixPath: String
    public var dictionaryPath: String

    public init(language: SpellingLanguage, affixPath: String, dictionaryPath: String) {
        self.language = language
        self.affixPath = affixPath
        self.dictionaryPath = dictionaryPath
    }
}
