/// Emoji recents and the preferred skin tone, kept in the same store.
extension LearnedWordStore {
    /// The most emoji kept in recents.
    public static let emojiRecentsCapacity = 40

    /// Records that `emoji` was used: it moves to the front of the recents.
    public func recordEmojiUse(_ emoji: String) {
        guard !emoji.isEmpty, emoji.unicodeScalars.count <= 16 else { return }
        writeWithConnection { (db) throws(SQLiteError) in
            try db.transaction { () throws(SQLiteError) in
                let tick = try nextTick(Self.emojiClock)
                try db.prepare("INSERT INTO emoji_recents (emoji, last_used) VALUES (?, ?) ON CONFLICT(emoji) DO UPDATE SET last_used = excluded.last_used")
                    .run([.text(emoji), .integer(tick)])
                try db.prepare("DELETE FROM emoji_recents WHERE emoji NOT IN (SELECT emoji FROM emoji_recents ORDER BY last_used DESC LIMIT ?)")
                    .run([.integer(Int64(Self.emojiRecentsCapacity))])
            }
        }
    }

    /// The recent emoji, most recent first (the emoji screen shows them; they are not words).
    public func recentEmoji() -> [String] {
        withConnection { db in
            (try? db.prepare("SELECT emoji FROM emoji_recents ORDER BY last_used DESC").rows { $0.text(at: 0) ?? "" }) ?? []
        }
    }

    /// The user's preferred skin tone, 0 (none) or 1 (light) … 5 (dark).
    public var preferredSkinTone: Int {
        get {
            withConnection { db in
                let value = (try? db.prepare("SELECT value FROM preferences WHERE key = 'skinTone'").rows { $0.text(at: 0) })?.first ?? nil
                return value.flatMap { Int($0) }.map { min(max($0, 0), 5) } ?? 0
            }
        }
        set {
            let tone = min(max(newValue, 0), 5)
            writeWithConnection { (db) throws(SQLiteError) in
                try db.prepare("INSERT INTO preferences (key, value) VALUES ('skinTone', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
                    .run([.text(String(tone))])
            }
        }
    }
}
