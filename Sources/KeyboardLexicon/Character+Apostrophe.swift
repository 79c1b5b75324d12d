extension Character {
    /// Whether this is an apostrophe: the typewriter `'` the lexicons store, or the `’` a key or a
    /// host's smart punctuation writes (the same letter to every rule that reads one).
    public var isApostrophe: Bool { self == "'" || self == "’" }
}
