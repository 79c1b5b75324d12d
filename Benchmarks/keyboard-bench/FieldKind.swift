import KeyboardIntelligence

/// The trace format's `field` values as the traits a front-end would report for such a field.
enum FieldKind {
    static func traits(for field: String) -> FieldTraits {
        switch field {
        case "email": FieldTraits(contentType: .emailAddress, keyboardType: .emailAddress)
        case "url": FieldTraits(contentType: .url, keyboardType: .url)
        case "search": FieldTraits(contentType: .search, keyboardType: .webSearch)
        case "name": FieldTraits(contentType: .name)
        case "password": FieldTraits(isSecureTextEntry: true, contentType: .password)
        case "new-password": FieldTraits(isSecureTextEntry: true, contentType: .newPassword)
        case "one-time-code": FieldTraits(contentType: .oneTimeCode, keyboardType: .numberPad)
        case "card-number": FieldTraits(contentType: .creditCardNumber, keyboardType: .numberPad)
        case "number-pad": FieldTraits(keyboardType: .numberPad)
        default: .default
        }
    }
}
