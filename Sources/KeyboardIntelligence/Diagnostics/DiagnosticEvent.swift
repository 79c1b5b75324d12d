/// A state or lifecycle event, for bug reports. A closed vocabulary: no case carries text, so
/// nothing the user typed can reach an export.
public enum DiagnosticEvent: Sendable, Hashable, Codable {
    /// An engine was made.
    case engineStarted
    /// A session opened, at its field's policy level.
    case sessionOpened(FieldPolicy.Level)
    /// A session ended.
    case sessionClosed
    /// A hunspell dictionary loaded.
    case dictionaryLoaded
    /// An active language has no installed dictionary.
    case dictionaryMissing
    /// The user's words were set: how many words (contacts and custom words) and replacements.
    case userLexiconUpdated(words: Int, replacements: Int)
    /// A backspace undid an autocorrection.
    case autocorrectionUndone
    /// The learned-word store's file was damaged or foreign, moved aside and started afresh.
    case learnedStoreRecovered
    /// Everything learned was forgotten.
    case learnedWordsReset
    /// An active language's bundled lexicon was present but could not be used (corrupt or
    /// truncated): that language corrects from its dictionary's validity only.
    case languageLexiconUnusable
}
