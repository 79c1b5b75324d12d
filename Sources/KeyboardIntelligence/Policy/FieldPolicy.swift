/// What the engine may do in a field, resolved once from its ``FieldTraits``.
///
/// | traits | level | autocorrection | double-space period, automatic spaces |
/// |---|---|---|---|
/// | secure entry; password, new password, one-time code, card number, card security code, card expiry, telephone number; number, phone, decimal or ASCII number pad | off | — | — |
/// | e-mail address, URL, username (content type or keyboard) | no learning | no | no |
/// | the host's no-personalised-learning flag | no learning | as the other rows say | as the other rows say |
/// | name | full | no | yes |
/// | host autocorrection or spell checking switched off | as the other rows say | no | as the other rows say |
/// | anything else | full | yes | yes |
public struct FieldPolicy: Sendable, Hashable, Codable {
    /// How much of the engine runs in the field.
    public enum Level: String, Sendable, Hashable, Codable, CaseIterable {
        /// Suggestions, correction, prediction, swipe and learning.
        case full
        /// Everything but learning: nothing typed here is remembered.
        case noLearning
        /// Nothing: no suggestion, correction, prediction, swipe or learning; no text is held.
        case off
    }

    /// How much of the engine runs in the field (the table above).
    public let level: Level
    /// Whether a boundary key may replace the typed word.
    public let allowsAutocorrection: Bool
    /// Whether a second space after a word may make the first a period
    /// (``EngineConfiguration/insertsPeriodOnDoubleSpace``): not in address fields, where `.` and
    /// spaces are the user's characters.
    public let allowsDoubleSpacePeriod: Bool
    /// Where the session asks for a capital (never ``FieldTraits/Autocapitalization/default``):
    /// the host's choice, else none in e-mail, URL and username fields (and when the field is
    /// off), words in name fields, sentences elsewhere — as iOS and Android keyboards do.
    public let autocapitalization: FieldTraits.Autocapitalization

    /// Whether the engine puts in spaces the user did not type: before a gesture's word after a
    /// word or a mark that ends text, after a gesture's word before a word after the cursor, and
    /// after a picked suggestion or emoji. Not in e-mail, URL and username fields, where spaces
    /// are the user's characters, as the AOSP keyboard puts none there (the fields where
    /// ``allowsDoubleSpacePeriod`` is false): a gesture's word there joins the text before it.
    var insertsSpacesAutomatically: Bool { allowsDoubleSpacePeriod }

    /// Whether anything runs in the field.
    public var isEnabled: Bool { level != .off }
    /// Whether the field's words may be learned.
    public var allowsLearning: Bool { level == .full }

    /// The policy for `traits`.
    public init(traits: FieldTraits) {
        let offTypes: Set<FieldTraits.ContentType> = [.password, .newPassword, .oneTimeCode, .creditCardNumber, .creditCardSecurityCode,
                                                       .creditCardExpiration, .telephoneNumber]
        let offKeyboards: Set<FieldTraits.KeyboardType> = [.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad]
        if traits.isSecureTextEntry || offTypes.contains(traits.contentType) || offKeyboards.contains(traits.keyboardType) {
            level = .off
            allowsAutocorrection = false
            allowsDoubleSpacePeriod = false
            autocapitalization = .none
            return
        }
        let addressLike = [.emailAddress, .url, .username].contains(traits.contentType)
            || [.emailAddress, .url].contains(traits.keyboardType)
        level = addressLike || traits.disablesPersonalizedLearning ? .noLearning : .full
        allowsAutocorrection = !addressLike && traits.contentType != .name
            && traits.autocorrection != .no && traits.spellChecking != .no
        allowsDoubleSpacePeriod = !addressLike
        if traits.autocapitalization != .default {
            autocapitalization = traits.autocapitalization
        } else {
            autocapitalization = addressLike ? .none : traits.contentType == .name ? .words : .sentences
        }
    }
}
