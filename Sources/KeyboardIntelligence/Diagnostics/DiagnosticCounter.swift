/// A counter of the diagnostics export.
public enum DiagnosticCounter: String, Sendable, Hashable, Codable, CaseIterable {
    /// Events handled: character keys, backspaces, boundary keys.
    case keystrokes, backspaces, boundaries
    /// Responses whose strip held a suggestion; suggestions picked.
    case suggestionsShown, suggestionsTaken
    /// Autocorrections a boundary key applied; undone by backspace (``autocorrectionsUndone``) or
    /// taken back by the engine (``autocorrectionsTakenBack``), or neither: they stood.
    case autocorrectionsApplied, autocorrectionsUndone
    /// Autocorrections a period applied that the letter typed straight after it took back
    /// (`WWW.` → `www.g`): the period was inside an address, and the user rejected nothing.
    case autocorrectionsTakenBack
    /// The user's text replacements written on a boundary.
    case replacementsApplied
    /// Words learned; commits counted towards learning one.
    case wordsLearned, learningSightings
    /// Gestures handled; gestures that gave no word; alternates picked after a gesture; cursor
    /// reconciliations.
    case swipes, swipesRejected, swipeAlternatesTaken, reconciles
    /// Sessions opened with the engine on; opened in an off field (the null session).
    case sessionsOpened, sessionsOff
}

/// A timed stage of event handling.
public enum DiagnosticStage: String, Sendable, Hashable, Codable, CaseIterable {
    /// A character key, suggestions included.
    case key
    /// The delete key, an undo included.
    case backspace
    /// A boundary key, autocorrection and predictions included.
    case boundary
    /// A tap on the strip.
    case pick
    /// Reading the text around the cursor again.
    case reconcile
    /// A swipe gesture, decoding included.
    case swipe
}

extension DiagnosticCounter {
    /// The case's place in ``allCases``, for tables indexed without hashing the raw string.
    var ordinal: Int {
        switch self {
        case .keystrokes: 0
        case .backspaces: 1
        case .boundaries: 2
        case .suggestionsShown: 3
        case .suggestionsTaken: 4
        case .autocorrectionsApplied: 5
        case .autocorrectionsUndone: 6
        case .autocorrectionsTakenBack: 7
        case .replacementsApplied: 8
        case .wordsLearned: 9
        case .learningSightings: 10
        case .swipes: 11
        case .swipesRejected: 12
        case .swipeAlternatesTaken: 13
        case .reconciles: 14
        case .sessionsOpened: 15
        case .sessionsOff: 16
        }
    }
}

extension DiagnosticStage {
    /// The case's place in ``allCases``, for tables indexed without hashing the raw string.
    var ordinal: Int {
        switch self {
        case .key: 0
        case .backspace: 1
        case .boundary: 2
        case .pick: 3
        case .reconcile: 4
        case .swipe: 5
        }
    }
}
