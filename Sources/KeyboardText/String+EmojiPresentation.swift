extension String {
    /// The text with U+FE0F (the emoji presentation selector) removed: how emoji are compared,
    /// since data files and the annotations write some with it and some without (`❤️`, `❤`).
    public var withoutEmojiPresentationSelector: String {
        String(String.UnicodeScalarView(unicodeScalars.filter { $0.value != 0xFE0F }))
    }
}
