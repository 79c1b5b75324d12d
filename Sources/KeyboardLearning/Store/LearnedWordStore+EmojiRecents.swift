/// Emoji recents and the preferred skin tone, kept in the same store.
extension LearnedWordStore {
    /// The most emoji kept in recents.
    public static let emojiRecentsCapacity = 40

    /// Records that `emoji` was used: it moves to the front of the recents.
    public func recordEmojiUse(_ emoji: String) {
        guard !emoji.isEmpty, emoji.unicodeScalars.count <= 16 else { return }
        submitEmoji(emoji)
    }

    /// The recent emoji, most recent first (the emoji screen shows them; they are not words).
    public func recentEmoji() -> [String] {
        withConnection { db in
            withPendingEmoji((try? db.prepare("SELECT emoji FROM emoji_recents ORDER BY last_used DESC").rows { $0.text(at: 0) ?? "" }) ?? [])
        }
    }

    /// The user's preferred skin tone, 0 (none) or 1 (light) … 5 (dark).
    public var preferredSkinTone: Int {
        get {
            withConnection { db in
                let value = pendingPreference("skinTone") ?? (try? db.prepare("SELECT value FROM preferences WHERE key = 'skinTone'").rows { $0.text(at: 0) })?.first ?? nil
                return value.flatMap { Int($0) }.map { min(max($0, 0), 5) } ?? 0
            }
        }
        set {
            let tone = min(max(newValue, 0), 5)
            submitPreference(key: "skinTone", value: String(tone))
        }
    }
}
