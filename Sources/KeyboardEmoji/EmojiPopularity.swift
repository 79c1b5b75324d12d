import KeyboardData

/// How often each emoji is used (`Emoji/popularity.prior`, kind `EPOP`): the natural log of its
/// frequency in wordfreq's English, by emoji id (`emoji-test.txt` order), floored at 1e-9. The
/// popularity prior that breaks ties in emoji search.
public struct EmojiPopularity: Sendable {
    let logFrequencies: ResourceArray<Float32>

    /// The supported `EPOP` versions.
    public static let versions: ClosedRange<UInt32> = 1...1
    /// The floor, for emoji the source never saw.
    public static let floor = Float(-20.72) // ln 1e-9

    /// Maps and verifies the prior at `path`.
    /// - Throws: ``ResourceError`` naming the file when it is missing, truncated or corrupt.
    public init(path: String) throws(ResourceError) {
        let file = try ResourceFile(path: path, kind: "EPOP", versions: Self.versions)
        logFrequencies = try file.array("EPOP", of: Float32.self)
    }

    /// The log frequency of the emoji with stable id `orderIndex` (the floor when unknown).
    public func logFrequency(ofEmoji orderIndex: Int) -> Float {
        orderIndex >= 0 && orderIndex < logFrequencies.count ? logFrequencies[orderIndex] : Self.floor
    }
}
