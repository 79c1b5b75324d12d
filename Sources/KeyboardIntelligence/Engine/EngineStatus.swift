/// What a ``TypingEngine`` has loaded: counts and names, never user text.
public struct EngineStatus: Sendable, Hashable, Codable {
    /// Words in the bundled lexicon.
    public var lexiconWords: Int
    /// Bigram pairs in the bundled lexicon.
    public var bigrams: Int
    /// Emoji in the English annotations.
    public var emoji: Int
    /// Emoji annotation locales available.
    public var emojiLocales: Int
    /// hunspell dictionaries installed on the machine.
    public var installedLanguages: [String]
    /// The languages the engine was configured with, as hunspell names them (`de-DE` is
    /// `de_DE`), each once.
    public var activeLanguages: [String]
    /// Bundled keyboard layouts.
    public var layouts: [String]
}
