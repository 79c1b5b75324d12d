import KeyboardData
import KeyboardLayout
import KeyboardSpelling

/// Why a ``TypingEngine`` could not start or serve a request.
public enum EngineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A bundled resource is missing, truncated or corrupt (the error names the file).
    case resource(ResourceError)
    /// A bundled keyboard layout is invalid.
    case layout(LayoutError)
    /// A spelling dictionary could not be found or loaded.
    case spelling(SpellingError)
    /// A language name is neither a hunspell name nor a BCP-47 tag.
    case invalidLanguage(String)

    /// A one-line message for a log or an alert, naming what is at fault (a file, a language).
    public var description: String {
        switch self {
        case let .resource(error): "\(error)"
        case let .layout(error): "layout: \(error)"
        case let .spelling(error): "\(error)"
        case let .invalidLanguage(name): "invalid language name \(name)"
        }
    }
}
