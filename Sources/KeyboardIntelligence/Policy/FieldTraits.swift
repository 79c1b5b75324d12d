/// What the host says about the text field: the traits iOS's `UITextInputTraits` and Android's
/// `EditorInfo` carry, in one value the policy resolves.
public struct FieldTraits: Sendable, Hashable, Codable {
    /// The field's content type (iOS `textContentType`, Android input variations).
    /// What each does to the policy is ``FieldPolicy``'s table.
    public enum ContentType: String, Sendable, Hashable, Codable, CaseIterable {
        /// Nothing said: ordinary text.
        case unspecified
        /// Secrets and numbers: the engine is off.
        case password, newPassword, oneTimeCode, creditCardNumber, telephoneNumber
        /// A card's security code and its expiry date (iOS 17 `creditCardSecurityCode`,
        /// `creditCardExpiration`; Android's autofill hints): secrets and numbers as a card number
        /// is, and web forms often show them a letter keyboard. The engine is off.
        case creditCardSecurityCode, creditCardExpiration
        /// Typed as is: no autocorrection and no learning.
        case username, emailAddress, url
        /// A person's name: no autocorrection, capitals on words.
        case name
        /// Ordinary text of its kind.
        case postalAddress, search
    }

    /// The keyboard the host asks for.
    public enum KeyboardType: String, Sendable, Hashable, Codable, CaseIterable {
        /// The letters.
        case `default`
        /// Digit and phone pads: the engine is off.
        case numberPad, phonePad, decimalPad, asciiCapableNumberPad
        /// Letters laid out for an address or a search: e-mail and URL keyboards act as those
        /// content types (no learning, no autocorrection); a search keyboard is ordinary.
        case emailAddress, url, webSearch
    }

    /// Where the host wants capitals (iOS `autocapitalizationType`, Android's `TYPE_TEXT_FLAG_CAP_*`).
    public enum Autocapitalization: String, Sendable, Hashable, Codable, CaseIterable {
        /// The keyboard's default for the field (``FieldPolicy/autocapitalization``).
        case `default`
        /// No capitals but those typed; each word's first letter; each sentence's; every letter.
        case none, words, sentences, allCharacters
    }

    /// A host switch that may be left to the keyboard's default.
    public enum Switch: String, Sendable, Hashable, Codable, CaseIterable {
        /// The keyboard's default for the field; on; off.
        case `default`, yes, no
    }

    /// Secure entry (`isSecureTextEntry`, Android password variations): the field is off.
    public var isSecureTextEntry: Bool
    /// What the field holds (`textContentType`); password, new password, one-time code, card
    /// number, security code and expiry, and telephone numbers turn the engine off; e-mail addresses, URLs and usernames turn off
    /// learning and autocorrection, names autocorrection (``FieldPolicy``).
    public var contentType: ContentType
    /// The keyboard the host asks for (`keyboardType`); number and phone pads turn the engine off.
    public var keyboardType: KeyboardType
    /// The host's autocorrection switch (`autocorrectionType`).
    public var autocorrection: Switch
    /// The host's spell-checking switch (`spellCheckingType`).
    public var spellChecking: Switch
    /// Where the host wants capitals; the session turns it into ``TypingResponse/autoShift``.
    public var autocapitalization: Autocapitalization
    /// The host asks for no personalised learning (Android's `IME_FLAG_NO_PERSONALIZED_LEARNING`,
    /// incognito tabs).
    public var disablesPersonalizedLearning: Bool

    /// Traits as the host reports them; every default is an ordinary text field's.
    public init(
        isSecureTextEntry: Bool = false,
        contentType: ContentType = .unspecified,
        keyboardType: KeyboardType = .default,
        autocorrection: Switch = .default,
        spellChecking: Switch = .default,
        autocapitalization: Autocapitalization = .default,
        disablesPersonalizedLearning: Bool = false
    ) {
        self.isSecureTextEntry = isSecureTextEntry
        self.contentType = contentType
        self.keyboardType = keyboardType
        self.autocorrection = autocorrection
        self.spellChecking = spellChecking
        self.autocapitalization = autocapitalization
        self.disablesPersonalizedLearning = disablesPersonalizedLearning
    }

    /// An ordinary text field.
    public static let `default` = FieldTraits()
}
