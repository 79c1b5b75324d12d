extension Character {
    /// Whether this is an apostrophe: the typewriter `'` the lexicons store, or the `’` a key or a
    /// host's smart punctuation writes (the same letter to every rule that reads one).
    public var isApostrophe: Bool { self == "'" || self == "’" }
}

extension Unicode.Scalar {
    /// ``Character/isApostrophe`` for a scalar (each apostrophe is one), for rules that walk a
    /// word's scalars.
    public var isApostrophe: Bool { self == "'" || self == "’" }
}

extension String {
    /// Whether the text may hold an apostrophe (``Character/isApostrophe``): false when it has
    /// neither byte 0x27 (`'`) nor 0xE2 (the first of `’`), read from its bytes without walking
    /// its characters, as the rules that look for a clitic ask of every word at a key press.
    @inlinable public var mayHoldApostrophe: Bool { utf8.contains { $0 == 0x27 || $0 == 0xE2 } }
}
