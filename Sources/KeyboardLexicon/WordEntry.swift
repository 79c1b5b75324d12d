/// A word as language models hand it out: its key, how it is written, and a log-probability.
///
/// An entry a ``Lexicon`` made also knows which of that lexicon's words it is, so that the
/// lexicon asked about it again (its bigram after the previous word, at every key press for every
/// candidate) reads it by index instead of looking its key up down the trie. That is not part of
/// the entry's value: equality, hashing and coding see the key, the surface and the
/// log-probability only.
public struct WordEntry: Sendable, Hashable, Codable {
    /// Lower-case key (`i'm`). Changed, the entry is no longer a lexicon's word (``lexiconWord``).
    public var key: String { didSet { lexiconWord = 0 } }
    /// Written form (`I'm`).
    public var surface: String
    /// Natural-log probability: unigram for look-ups and completions, `ln P(word | previous)`
    /// for predictions.
    public var logProbability: Float
    /// The lexicon word this entry is: the lexicon's ``Lexicon/tag`` in the high 32 bits and the
    /// word's index in the low; 0 for an entry no lexicon made (a word list's, a caller's).
    private(set) var lexiconWord: UInt64

    /// An entry no lexicon made (a word list's, a caller's): a lexicon asked about it looks its
    /// key up.
    public init(key: String, surface: String, logProbability: Float) {
        self.init(key: key, surface: surface, logProbability: logProbability, lexiconWord: 0)
    }

    init(key: String, surface: String, logProbability: Float, lexiconWord: UInt64) {
        self.key = key
        self.surface = surface
        self.logProbability = logProbability
        self.lexiconWord = lexiconWord
    }

    public static func == (a: WordEntry, b: WordEntry) -> Bool {
        a.key == b.key && a.surface == b.surface && a.logProbability == b.logProbability
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(surface)
        hasher.combine(logProbability)
    }

    private enum CodingKeys: String, CodingKey {
        case key, surface, logProbability
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(key: try container.decode(String.self, forKey: .key), surface: try container.decode(String.self, forKey: .surface),
                  logProbability: try container.decode(Float.self, forKey: .logProbability))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(surface, forKey: .surface)
        try container.encode(logProbability, forKey: .logProbability)
    }
}
