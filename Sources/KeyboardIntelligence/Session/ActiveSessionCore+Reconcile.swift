import KeyboardText

/// What a reconcile reads of the host's text besides the cursor's words.
extension ActiveSessionCore {
    /// Whether `text` (after the cursor) begins with a letter or a digit: a word follows the cursor.
    static func beginsWithWord(_ text: String) -> Bool {
        text.first.map { $0.isLetter || $0.isNumber } ?? false
    }

    /// Whether the cursor touches a token of the text before it that ``CursorContext`` gives no
    /// composing word for (a number, `2` of `2nd`; a word cut at the window's edge, the end of a
    /// 300-character address): the letters typed there join it, and are not a word of their own.
    static func touchesToken(_ before: String, cursor: CursorContext) -> Bool {
        cursor.composingPrefix.isEmpty && (before.last.map { $0.isLetter || $0.isNumber } ?? false)
    }
}
