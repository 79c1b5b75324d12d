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
}
