/// A state or lifecycle event, for bug reports. A closed vocabulary: no case carries text, so
/// nothing the user typed can reach an export.
public enum DiagnosticEvent: Sendable, Hashable, Codable {
    case engineStarted
    case sessionOpened(FieldPolicy.Level)
    case sessionClosed
    case dictionaryLoaded
    case dictionaryMissing
    case userLexiconUpdated(words: Int, replacements: Int)
    case contextReconciled
    case autocorrectionUndone
    case learnedStoreRecovered
    case learnedWordsReset
    /// An active language's bundled lexicon was present but could not be used (corrupt or
    /// truncated): that language corrects from its dictionary's validity only.
    case languageLexiconUnusable
}
