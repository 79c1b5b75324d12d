/// A counter of the diagnostics export.
public enum DiagnosticCounter: String, Sendable, Hashable, Codable, CaseIterable {
    case keystrokes, backspaces, boundaries
    case suggestionsShown, suggestionsTaken
    /// Autocorrections a boundary key applied; undone by backspace (``autocorrectionsUndone``) or
    /// taken back by the engine (``autocorrectionsTakenBack``), or neither: they stood.
    case autocorrectionsApplied, autocorrectionsUndone
    /// Autocorrections a period applied that the letter typed straight after it took back
    /// (`WWW.` → `www.g`): the period was inside an address, and the user rejected nothing.
    case autocorrectionsTakenBack
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
