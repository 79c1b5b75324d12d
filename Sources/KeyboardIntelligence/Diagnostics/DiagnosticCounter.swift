/// A counter of the diagnostics export.
public enum DiagnosticCounter: String, Sendable, Hashable, Codable, CaseIterable {
    case keystrokes, backspaces, boundaries
    case suggestionsShown, suggestionsTaken
    case autocorrectionsApplied, autocorrectionsUndone
    case replacementsApplied
    case wordsLearned, learningSightings
    case swipes, swipesRejected, swipeAlternatesTaken, reconciles
    case sessionsOpened, sessionsOff
}

/// A timed stage of event handling.
public enum DiagnosticStage: String, Sendable, Hashable, Codable, CaseIterable {
    /// A character key, suggestions included.
    case key
    case backspace
    /// A boundary key, autocorrection and predictions included.
    case boundary
    case pick
    case reconcile
    /// A swipe gesture, decoding included.
    case swipe
}
