/// What the host says about the text field: the traits iOS's `UITextInputTraits` and Android's
/// `EditorInfo` carry, in one value the policy resolves.
public struct FieldTraits: Sendable, Hashable, Codable {
    /// The field's content type (iOS `textContentType`, Android input variations).
    public enum ContentType: String, Sendable, Hashable, Codable, CaseIterable {
        case unspecified, password, newPassword, oneTimeCode, creditCardNumber, username
        case emailAddress, url, name, telephoneNumber, postalAddress, search
    }

    /// The keyboard the host asks for.
    public enum KeyboardType: String, Sendable, Hashable, Codable, CaseIterable {
        case `default`, numberPad, phonePad, decimalPad, asciiCapableNumberPad, emailAddress, url, webSearch
    }

    /// Where the host wants capitals (iOS `autocapitalizationType`, Android's `TYPE_TEXT_FLAG_CAP_*`).
    public enum Autocapitalization: String, Sendable, Hashable, Codable, CaseIterable {
        /// The keyboard's default for the field (``FieldPolicy/autocapitalization``).
        case `default`
        case none, words, sentences, allCharacters
    }

    /// A host switch that may be left to the keyboard's default.
    public enum Switch: String, Sendable, Hashable, Codable, CaseIterable {
        case `default`, yes, no
    }

    /// Secure entry (`isSecureTextEntry`, Android password variations): the field is off.
    public var isSecureTextEntry: Bool
    /// What the field holds (`textContentType`); password, new password, one-time code, card
    /// and telephone numbers turn the engine off, addresses turn off learning and autocorrection.
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
