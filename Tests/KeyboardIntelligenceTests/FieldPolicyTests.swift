import KeyboardIntelligence
import Testing

@Suite("Sensitive-field policy")
struct FieldPolicyTests {
    struct Row: Sendable, CustomStringConvertible {
        var traits: FieldTraits
        var level: FieldPolicy.Level
        var autocorrects: Bool
        var description: String { "\(traits.contentType)/\(traits.keyboardType)/secure=\(traits.isSecureTextEntry)" }
    }

    static let table: [Row] = [
        Row(traits: .default, level: .full, autocorrects: true),
        Row(traits: FieldTraits(isSecureTextEntry: true), level: .off, autocorrects: false),
        Row(traits: FieldTraits(contentType: .password), level: .off, autocorrects: false),
        Row(traits: FieldTraits(contentType: .newPassword), level: .off, autocorrects: false),
        Row(traits: FieldTraits(contentType: .oneTimeCode), level: .off, autocorrects: false),
        Row(traits: FieldTraits(contentType: .creditCardNumber), level: .off, autocorrects: false),
        // A web form's security code or expiry on a letter keyboard ran the whole engine.
        Row(traits: FieldTraits(contentType: .creditCardSecurityCode), level: .off, autocorrects: false),
        Row(traits: FieldTraits(contentType: .creditCardExpiration), level: .off, autocorrects: false),
        Row(traits: FieldTraits(contentType: .telephoneNumber), level: .off, autocorrects: false),
        Row(traits: FieldTraits(keyboardType: .numberPad), level: .off, autocorrects: false),
        Row(traits: FieldTraits(keyboardType: .phonePad), level: .off, autocorrects: false),
        Row(traits: FieldTraits(keyboardType: .decimalPad), level: .off, autocorrects: false),
        Row(traits: FieldTraits(keyboardType: .asciiCapableNumberPad), level: .off, autocorrects: false),
        Row(traits: FieldTraits(isSecureTextEntry: true, contentType: .emailAddress), level: .off, autocorrects: false),
        Row(traits: FieldTraits(contentType: .emailAddress), level: .noLearning, autocorrects: false),
        Row(traits: FieldTraits(contentType: .url), level: .noLearning, autocorrects: false),
        Row(traits: FieldTraits(contentType: .username), level: .noLearning, autocorrects: false),
        Row(traits: FieldTraits(keyboardType: .emailAddress), level: .noLearning, autocorrects: false),
        Row(traits: FieldTraits(keyboardType: .url), level: .noLearning, autocorrects: false),
        Row(traits: FieldTraits(disablesPersonalizedLearning: true), level: .noLearning, autocorrects: true),
        Row(traits: FieldTraits(contentType: .name), level: .full, autocorrects: false),
        Row(traits: FieldTraits(autocorrection: .no), level: .full, autocorrects: false),
        Row(traits: FieldTraits(spellChecking: .no), level: .full, autocorrects: false),
        Row(traits: FieldTraits(autocorrection: .yes), level: .full, autocorrects: true),
        Row(traits: FieldTraits(contentType: .search, keyboardType: .webSearch), level: .full, autocorrects: true),
        Row(traits: FieldTraits(contentType: .postalAddress), level: .full, autocorrects: true),
    ]

    @Test("every row of the policy table", arguments: table)
    func row(_ row: Row) {
        let policy = FieldPolicy(traits: row.traits)
        #expect(policy.level == row.level)
        #expect(policy.allowsAutocorrection == row.autocorrects)
        #expect(policy.isEnabled == (row.level != .off))
        #expect(policy.allowsLearning == (row.level == .full))
    }

    @Test("capitals: the host's choice, else none in address fields, words in names, sentences elsewhere", arguments: [
        (FieldTraits.default, FieldTraits.Autocapitalization.sentences),
        (FieldTraits(contentType: .emailAddress), .none), (FieldTraits(keyboardType: .url), .none),
        (FieldTraits(contentType: .username), .none), (FieldTraits(contentType: .name), .words),
        (FieldTraits(contentType: .password), .none), (FieldTraits(autocapitalization: .allCharacters), .allCharacters),
        (FieldTraits(contentType: .emailAddress, autocapitalization: .words), .words),
        (FieldTraits(autocapitalization: .none), .none),
    ])
    func autocapitalization(traits: FieldTraits, expected: FieldTraits.Autocapitalization) {
        #expect(FieldPolicy(traits: traits).autocapitalization == expected)
    }

    @Test("every content type and keyboard type resolves (no trait is forgotten)")
    func exhaustive() {
        for content in FieldTraits.ContentType.allCases {
            for keyboard in FieldTraits.KeyboardType.allCases {
                let policy = FieldPolicy(traits: FieldTraits(contentType: content, keyboardType: keyboard))
                let sensitive: Set<FieldTraits.ContentType> = [.password, .newPassword, .oneTimeCode, .creditCardNumber, .creditCardSecurityCode,
                                                                .creditCardExpiration, .telephoneNumber]
                let pads: Set<FieldTraits.KeyboardType> = [.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad]
                #expect(policy.isEnabled == !(sensitive.contains(content) || pads.contains(keyboard)))
            }
        }
    }
}
