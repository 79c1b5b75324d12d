/// How a ``TypingEngine`` is set up: languages, where its data is, where it may store.
public struct EngineConfiguration: Sendable, Hashable, Codable {
    /// The hunspell languages active together, hunspell names or BCP-47 (`en_US`, `de-DE`).
    public var languages: [String]
    /// A folder holding `Lexicon/`, `Emoji/` and `Layouts/` to use instead of the bundled data
    /// (a front-end that ships a trimmed copy); nil for the package's own resources.
    public var resourceDirectory: String?
    /// Extra folders searched for hunspell dictionaries before `DICPATH` and the system folders.
    public var dictionaryDirectories: [String]
    /// The folder of the learned-word store (the App Group container); nil keeps it in memory.
    public var learnedStoreDirectory: String?
    /// Whether the host grants persistent storage (iOS Full Access); false keeps the learned-word
    /// store in memory even when a folder is given.
    public var allowsPersistentStorage: Bool

    public init(
        languages: [String] = ["en_US"],
        resourceDirectory: String? = nil,
        dictionaryDirectories: [String] = [],
        learnedStoreDirectory: String? = nil,
        allowsPersistentStorage: Bool = true
    ) {
        self.languages = languages
        self.resourceDirectory = resourceDirectory
        self.dictionaryDirectories = dictionaryDirectories
        self.learnedStoreDirectory = learnedStoreDirectory
        self.allowsPersistentStorage = allowsPersistentStorage
    }
}
