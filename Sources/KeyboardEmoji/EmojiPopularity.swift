import KeyboardData

/// Ranking signals of each emoji that hold in every language (`Emoji/popularity.prior`, kind
/// `EPOP`), by emoji id (`emoji-test.txt` order): how often it is used — the natural log of its
/// frequency in wordfreq's English, floored at 1e-9, the popularity prior that breaks ties in
/// emoji search — and, from version 2, its bases: the emoji whose English name is a shorter run of
/// words inside its own (🐱 `cat face` for 😺 `SMILING CAT FACE WITH OPEN MOUTH`), which search
/// ranks before it.
public struct EmojiPopularity: Sendable {
    let logFrequencies: ResourceArray<Float32>
    let baseStarts: ResourceArray<UInt32>?
    let baseIDs: ResourceArray<UInt32>?

    /// The supported `EPOP` versions (1 has no bases).
    public static let versions: ClosedRange<UInt32> = 1...2
    /// The floor, for emoji the source never saw.
    public static let floor = Float(-20.72) // ln 1e-9

    /// Maps and verifies the prior at `path`.
    /// - Throws: ``ResourceError`` naming the file when it is missing, truncated or corrupt.
    public init(path: String) throws(ResourceError) {
        let file = try ResourceFile(path: path, kind: "EPOP", versions: Self.versions)
        logFrequencies = try file.array("EPOP", of: Float32.self)
        guard file.version >= 2 else {
            (baseStarts, baseIDs) = (nil, nil)
            return
        }
        let starts = try file.array("BSTA", of: UInt32.self, count: logFrequencies.count + 1)
        let ids = try file.array("BASE", of: UInt32.self)
        guard starts[0] == 0, Int(starts[logFrequencies.count]) == ids.count else { throw .malformedSection(file: path, tag: "BSTA") }
        for i in 0..<logFrequencies.count where starts[i] > starts[i + 1] { throw .malformedSection(file: path, tag: "BSTA") }
        for i in 0..<ids.count where Int(ids[i]) >= logFrequencies.count { throw .malformedSection(file: path, tag: "BASE") }
        (baseStarts, baseIDs) = (starts, ids)
    }

    /// The log frequency of the emoji with stable id `orderIndex` (the floor when unknown).
    public func logFrequency(ofEmoji orderIndex: Int) -> Float {
        orderIndex >= 0 && orderIndex < logFrequencies.count ? logFrequencies[orderIndex] : Self.floor
    }

    /// The ids of the bases of the emoji with stable id `orderIndex`, ascending (none when unknown
    /// or in a version 1 file).
    public func bases(ofEmoji orderIndex: Int) -> [Int] {
        guard let baseStarts, let baseIDs, orderIndex >= 0, orderIndex < logFrequencies.count else { return [] }
        return (Int(baseStarts[orderIndex])..<Int(baseStarts[orderIndex + 1])).map { Int(baseIDs[$0]) }
    }
}
