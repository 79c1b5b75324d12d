import KeyboardLayout
import KeyboardText

/// Typing in one text field: the only public way to type.
///
/// Hand it every event (``handle(_:)``) and every cursor move or host change
/// (``reconcile(before:after:)``); apply the edits of each ``TypingResponse`` (which replace the
/// key's own action when present) and show its strip. The policy is resolved once from the
/// field's traits: in a password, new-password, one-time-code, card-number or telephone-number
/// field, a secure one, or on a number or phone pad, the session is a null object — nothing runs
/// and nothing is held (``FieldPolicy``).
///
/// Not thread-safe: use a session from one thread (the keyboard's). Open a new session when the
/// field changes.
///
/// ```swift
/// let session = engine.makeSession(traits: .default)
/// for letter in ["t", "e", "h"] { _ = session.handle(.key(letter)) }
/// let response = session.handle(.boundary(.space))   // edits: [.delete(3), .insert("the ")]
/// ```
public final class TypingSession {
    /// The field's traits.
    public let traits: FieldTraits
    /// The policy the traits resolve to.
    public let policy: FieldPolicy
    /// The active core, or a null one in an off field (internal for the tests that prove it).
    let core: any SessionCore
    private let diagnostics: Diagnostics

    init(engine: TypingEngine, traits: FieldTraits, layout: KeyboardLayout) {
        self.traits = traits
        policy = FieldPolicy(traits: traits)
        diagnostics = engine.diagnostics
        core = policy.isEnabled ? ActiveSessionCore(engine: engine, policy: policy, layout: layout) : NullSessionCore()
        diagnostics.increment(policy.isEnabled ? .sessionsOpened : .sessionsOff)
        diagnostics.record(.sessionOpened(policy.level))
    }

    deinit {
        diagnostics.record(.sessionClosed)
    }

    /// The current suggestion strip.
    public var strip: SuggestionStrip { core.strip }
    /// Whether the keyboard should show shift on for the next letter now (as each response's
    /// ``TypingResponse/autoShift`` says after its event): read it when the keyboard appears.
    public var autoShift: Bool { core.autoShift }

    /// Handles one keyboard event.
    ///
    /// A key's text and a boundary's mark are read with each character cut to
    /// ``maximumCharacterScalars`` scalars (no script or emoji comes near it): a character under
    /// thousands of combining marks out of order would take seconds to compare.
    public func handle(_ event: TypingEvent) -> TypingResponse {
        // An off field: nothing read, bounded or copied.
        guard policy.isEnabled else { return .none }
        // (A key of at most 32 UTF-8 bytes has at most 32 scalars: every key press, one count.)
        return switch event {
        case let .key(text, point) where text.utf8.count > Self.maximumCharacterScalars:
            core.handle(.key(text.boundingCharacters(toScalars: Self.maximumCharacterScalars), at: point))
        case let .boundary(.punctuation(mark)) where mark.utf8.count > Self.maximumCharacterScalars:
            core.handle(.boundary(.punctuation(mark.bounded(toScalars: Self.maximumCharacterScalars))))
        default:
            core.handle(event)
        }
    }

    /// The most Unicode scalars of one character the session reads; the rest of its combining
    /// marks are left out (the front-end's text keeps them, edits counting characters, unless
    /// the session writes the character back itself: after a swipe, on an undo).
    public static let maximumCharacterScalars = Character.maximumReadScalars

    /// Rebuilds the session's state from the text around the cursor, after the cursor moved or
    /// the host changed the text.
    ///
    /// Call it whenever the text may have changed: when the keyboard appears, when the user moves
    /// the cursor, and after applying each response (iOS's `textDidChange`, Android's
    /// `onUpdateSelection`). Text that is what the session's own edits left — as many characters
    /// before the cursor as the session counted since the last reconcile, with the same words,
    /// marks and quotation around it — changes nothing, so the state the next event reads stays:
    /// an autocorrection's undo, a pick's space, the word a backspace takes up, a gesture's
    /// alternates, the composing word's touch points. Any other text rebuilds the state from the
    /// text, and that state is gone. After a backspace deletes into committed text the session
    /// cannot take up (past a mark and its space, into an earlier word), it no longer knows the
    /// word at the cursor: letters typed there get no strip and no correction until a boundary or
    /// this call, which gives the word back.
    ///
    /// `before` and `after` describe a collapsed cursor. With a selection, pass the text before
    /// the selection and the text after it (the field once a key replaces the selection); a
    /// backspace over a selection is the host's to perform, then reconcile.
    ///
    /// Only text next to the cursor is read: the words, from the last
    /// 256 characters (`CursorContext.windowBefore`); the apostrophe in use, from the last 500; a quotation
    /// still open, from the current line's last 2,000; at most ``maximumContextCharacters`` either
    /// side, each character cut as ``handle(_:)`` cuts a key's. Nothing is kept but the composing
    /// word and the two previous words, whether a sentence starts, the mark before the cursor,
    /// that apostrophe and quotation, how many characters precede the cursor, and whether the
    /// text after the cursor begins with a space or a mark that ends text (a pick then puts no
    /// space of its own) or with a word (a gesture then puts a space after its word).
    public func reconcile(before: String, after: String = "") -> TypingResponse {
        // An off field: the host's text is not cut, bounded or copied (a password's characters
        // would be, before the null core dropped them).
        guard policy.isEnabled else { return .none }
        let limit = Self.maximumContextCharacters, scalars = Self.maximumCharacterScalars
        return core.reconcile(before: before.suffix(limit).boundingCharacters(toScalars: scalars),
                              after: after.prefix(limit).boundingCharacters(toScalars: scalars))
    }

    /// The most characters either side of the cursor ``reconcile(before:after:)`` reads: more
    /// than any of its windows (the quotation mark opened on the line, 2,000 back).
    public static let maximumContextCharacters = 4_096
}

extension TypingSession: CustomReflectable {
    /// The traits and the policy only: `dump(session)`, `po` or a print by reflection in a host's log
    /// must not show the composing word, the previous words or the strip the session holds.
    public var customMirror: Mirror {
        Mirror(self, children: ["traits": traits, "policy": policy], displayStyle: .class)
    }
}
