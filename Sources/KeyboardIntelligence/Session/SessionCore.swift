/// The behaviour behind a ``TypingSession``: the full engine, or the null object of a field whose
/// policy is off.
protocol SessionCore: AnyObject {
    var strip: SuggestionStrip { get }
    var autoShift: Bool { get }
    func handle(_ event: TypingEvent) -> TypingResponse
    func reconcile(before: String, after: String) -> TypingResponse
}

/// The session of a field whose policy is off: it holds no reference to any sub-engine, keeps
/// no typed character, and answers every event with no edits and an empty strip.
final class NullSessionCore: SessionCore {
    var strip: SuggestionStrip { .empty }
    var autoShift: Bool { false }
    func handle(_ event: TypingEvent) -> TypingResponse { .none }
    func reconcile(before: String, after: String) -> TypingResponse { .none }
}
