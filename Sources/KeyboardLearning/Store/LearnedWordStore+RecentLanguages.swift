/// Which other languages the last words were written in, kept for the next engine.
extension LearnedWordStore {
    /// The other languages the last words were likelier in (``LearningStore/recentLanguages``),
    /// as a preference: codes of two to eight ASCII letters, comma-separated; anything else read
    /// back is dropped.
    public var recentLanguages: [String] {
        get {
            withConnection { db in
                let value = pendingPreference("recentLanguages") ?? (try? db.prepare("SELECT value FROM preferences WHERE key = 'recentLanguages'").rows { $0.text(at: 0) })?.first ?? nil
                return (value ?? "").split(separator: ",").map(String.init).filter(Self.isLanguageCode)
            }
        }
        set {
            let codes = newValue.filter(Self.isLanguageCode).joined(separator: ",")
            submitPreference(key: "recentLanguages", value: codes)
        }
    }

    private static func isLanguageCode(_ code: String) -> Bool {
        (2...8).contains(code.count) && code.allSatisfy { $0.isASCII && $0.isLetter }
    }
}
