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
    /// Whether potentially offensive words (profanity, sexual slang, slurs: the lexicon's list) are
    /// kept out of completions, corrections, predictions and swipes — Gboard's and the AOSP
    /// keyboard's "Block offensive words", on by default. Typed exactly, such a word is kept and
    /// offered as typed either way; the user's own and learned words are never blocked.
    public var blocksOffensiveWords: Bool
    /// Whether a second space straight after a word makes the first a period and starts a
    /// sentence (`hello  ` → `hello. `; a backspace right after gives the two spaces back): iOS's
    /// "." shortcut and Android keyboards' double-space period, on by default in both. Never in
    /// address fields (``FieldPolicy/allowsDoubleSpacePeriod``) or fields the engine is off in.
    public var insertsPeriodOnDoubleSpace: Bool

    /// A configuration; every default is what a keyboard ships with (English, bundled data, the
    /// store in memory until a folder is given).
    public init(
        languages: [String] = ["en_US"],
        resourceDirectory: String? = nil,
        dictionaryDirectories: [String] = [],
        learnedStoreDirectory: String? = nil,
        allowsPersistentStorage: Bool = true,
        blocksOffensiveWords: Bool = true,
        insertsPeriodOnDoubleSpace: Bool = true
    ) {
        self.languages = languages
        self.resourceDirectory = resourceDirectory
        self.dictionaryDirectories = dictionaryDirectories
        self.learnedStoreDirectory = learnedStoreDirectory
        self.allowsPersistentStorage = allowsPersistentStorage
        self.blocksOffensiveWords = blocksOffensiveWords
        self.insertsPeriodOnDoubleSpace = insertsPeriodOnDoubleSpace
    }

    enum CodingKeys: String, CodingKey {
        case languages, resourceDirectory, dictionaryDirectories, learnedStoreDirectory, allowsPersistentStorage, blocksOffensiveWords,
             insertsPeriodOnDoubleSpace
    }

    /// Decodes a configuration; one encoded before ``blocksOffensiveWords`` or
    /// ``insertsPeriodOnDoubleSpace`` existed has them on.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(languages: try container.decode([String].self, forKey: .languages),
                  resourceDirectory: try container.decodeIfPresent(String.self, forKey: .resourceDirectory),
                  dictionaryDirectories: try container.decode([String].self, forKey: .dictionaryDirectories),
                  learnedStoreDirectory: try container.decodeIfPresent(String.self, forKey: .learnedStoreDirectory),
                  allowsPersistentStorage: try container.decode(Bool.self, forKey: .allowsPersistentStorage),
                  blocksOffensiveWords: try container.decodeIfPresent(Bool.self, forKey: .blocksOffensiveWords) ?? true,
                  insertsPeriodOnDoubleSpace: try container.decodeIfPresent(Bool.self, forKey: .insertsPeriodOnDoubleSpace) ?? true)
    }
}
