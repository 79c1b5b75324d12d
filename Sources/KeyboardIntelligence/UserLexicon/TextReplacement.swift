/// One of the user's text replacements: typing the shortcut offers the phrase.
public struct TextReplacement: Sendable, Hashable, Codable {
    /// What the user types (`omw`); matched case-insensitively.
    public var shortcut: String
    /// What it stands for (`On my way!`), written as the user wrote it; a shortcut typed with a
    /// capital first letter or in capitals (`Omw`, `OMW`) gives it a capital first letter only.
    public var phrase: String

    /// The replacement of `shortcut` by `phrase`.
    public init(shortcut: String, phrase: String) {
        self.shortcut = shortcut
        self.phrase = phrase
    }
}
