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
    /// The user's words were set: about how many words (contacts and custom words) and
    /// replacements, each as a ``DiagnosticCountBucket``: an exact count of a user's contacts'
    /// words nearly identifies their address book.
    case userLexiconUpdated(words: DiagnosticCountBucket, replacements: DiagnosticCountBucket)
    /// A backspace undid an autocorrection.
    case autocorrectionUndone
    /// The learned-word store's file was damaged or foreign, moved aside and started afresh.
    case learnedStoreRecovered
    /// A write to the learned-word store's file failed for good (no room, the file read-only,
    /// moved or deleted, an I/O error): the store moved into memory with what the file held, and
    /// what is learned from then on goes with the engine.
    case learnedStoreUnwritable
    /// A write to the learned-word store's file could not open a file it needs (its folder
    /// unavailable, or gone): what is learned is kept in memory and written when a later write
    /// reaches the file. Recorded once until one does.
    case learnedStoreUnreachable
    /// Everything learned was forgotten.
    case learnedWordsReset
    /// An active language's bundled lexicon was present but could not be used (corrupt or
    /// truncated): that language corrects from its dictionary's validity only.
    case languageLexiconUnusable
}

/// A count reported as its order of magnitude only (``DiagnosticEvent/userLexiconUpdated(words:replacements:)``):
/// none, 1–10, 11–100, 101–1,000, or more.
public enum DiagnosticCountBucket: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nothing.
    case none
    /// 1–10.
    case upToTen
    /// 11–100.
    case upToHundred
    /// 101–1,000.
    case upToThousand
    /// More than 1,000.
    case moreThanThousand

    /// The bucket `count` falls in (a negative count is `none`).
    public init(_ count: Int) {
        switch count {
        case ...0: self = .none
        case 1...10: self = .upToTen
        case 11...100: self = .upToHundred
        case 101...1_000: self = .upToThousand
        default: self = .moreThanThousand
        }
    }
}
