import Foundation
import KeyboardData
import KeyboardEmoji
import KeyboardLayout
import KeyboardLexicon

/// `fuzz-resources`: corrupt resource files through their loaders, then a few queries on
/// whatever loads.
///
/// Byte 0 chooses the kind (bits 0–1: lexicon, emoji annotations, layout, emoji popularity prior)
/// and whether to repair the header (bit 2): a repaired file gets the kind's magic and version,
/// a length padded to 8 and a correct checksum, so mutations reach the section checks and the
/// queries rather than stopping at the checksum. The rest is the file. A loader must throw a
/// ``ResourceError`` (or ``LayoutError``) or give data every query can read.
public enum ResourceFuzzer: FuzzHarness {
    public static let name = "fuzz-resources"

    public enum Kind: UInt8, CaseIterable {
        case lexicon = 0, emoji = 1, layout = 2, popularity = 3

        var tag: String { ["LEXN", "EMOJ", "LAYT", "EPOP"][Int(rawValue)] }
        var version: UInt32 {
            switch self {
            case .lexicon: Lexicon.versions.lowerBound
            case .popularity: EmojiPopularity.versions.upperBound
            case .emoji, .layout: 1
            }
        }
        var fileName: String { ["en.lexicon", "en.emoji", "qwerty-en.layout", "popularity.prior"][Int(rawValue)] }
    }

    /// A private folder for the file under test (in /dev/shm when there is one).
    static let folder: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let path = base + "/keyboard-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    public static func fuzz(_ data: UnsafeRawBufferPointer) {
        guard let selector = data.first else { return }
        let kind = Kind(rawValue: selector & 3)!
        var bytes = Array(data.dropFirst())
        if selector & 4 != 0 { repair(&bytes, kind: kind) }
        let path = folder + "/" + kind.fileName
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
        defer { unlink(path) }
        load(kind, path: path)
    }

    /// Gives `bytes` the header of a valid `kind` container: magic, kind, version, length and
    /// checksum (the section table is left as the fuzzer made it).
    public static func repair(_ bytes: inout [UInt8], kind: Kind) {
        guard bytes.count >= 32 else { return }
        bytes += [UInt8](repeating: 0, count: (8 - bytes.count % 8) % 8)
        bytes.replaceSubrange(0..<8, with: Array(("KBRS" + kind.tag).utf8))
        if bytes[8] & 1 == 0 { store(kind.version, at: 8, in: &bytes) }
        store(UInt64(bytes.count), at: 16, in: &bytes)
        let checksum = bytes[32...].withUnsafeBytes { KB64.hash($0) }
        store(checksum, at: 24, in: &bytes)
    }

    static func store<T: FixedWidthInteger>(_ value: T, at offset: Int, in bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<(offset + MemoryLayout<T>.size), with: $0) }
    }

    static func load(_ kind: Kind, path: String) {
        switch kind {
        case .lexicon:
            guard let lexicon = try? Lexicon(path: path) else { return }
            exercise(lexicon)
        case .emoji:
            guard let annotations = try? EmojiAnnotations(path: path) else { return }
            exercise(annotations)
            // And through search, as the library in the same folder loads it.
            let search = EmojiSearch(library: EmojiLibrary(directory: folder), locales: ["en"])
            for query in ["heart", "red heart", "smiling", "plane", "a"] { _ = search.search(query, limit: 5) }
            _ = search.inlineEmoji(for: "cat")
        case .layout:
            guard let layout = try? KeyboardLayout(resourcePath: path) else { return }
            for point in [Point(x: 0, y: 0), Point(x: 500, y: 100), Point(x: -1e300, y: 1e300)] { _ = layout.nearestKey(to: point) }
            _ = layout.typicalKeyWidth
            _ = TouchModel(layout: layout).candidates(near: Point(x: 10, y: 10), limit: 5)
        case .popularity:
            guard let prior = try? EmojiPopularity(path: path) else { return }
            for index in [-1, 0, 1, 100, Int.max] {
                _ = prior.logFrequency(ofEmoji: index)
                _ = prior.bases(ofEmoji: index)
            }
        }
    }

    static func exercise(_ lexicon: Lexicon) {
        let n = lexicon.count
        for index in Set([0, 1, n / 2, n - 1]) where index >= 0 && index < n {
            let id = WordID(rawValue: UInt32(index))
            let key = lexicon.key(id)
            _ = lexicon.word(id)
            _ = lexicon.logProbability(id)
            _ = lexicon.id(forKey: key)
            _ = lexicon.predictions(after: id, limit: 5)
            _ = lexicon.completions(of: String(key.prefix(2)), limit: 5)
            _ = lexicon.isPotentiallyOffensive(id)
        }
        _ = lexicon.potentiallyOffensiveKeys
        for prefix in ["", "t", "th", "the", "zz", "é", "\u{0}"] {
            _ = lexicon.completions(of: prefix, limit: 3)
            _ = lexicon.entry(forKey: prefix)
            _ = lexicon.predictions(after: prefix, limit: 3)
            _ = lexicon.hasWords(withPrefix: prefix)
        }
        _ = lexicon.mostFrequent(limit: 10)
        // The correction walk over the whole trie, as a typed "teh" would start it.
        let typed = [19, 4, 7]
        let table = EditCostTable(typed: typed, substitution: typed.flatMap { t in (0..<EditCostTable.alphabetSize).map { $0 == t ? 0 : 3 } },
                                  deletion: Array(repeating: 3, count: EditCostTable.alphabetSize), doubledDeletion: 2,
                                  insertion: Array(repeating: 3, count: typed.count), transposition: 2)
        _ = lexicon.nearWords(table, maxCost: 7, limit: 8)
    }

    static func exercise(_ annotations: EmojiAnnotations) {
        let n = annotations.count
        for index in Set([0, n / 2, n - 1]) where index >= 0 && index < n {
            _ = annotations.emoji(at: index)
            _ = annotations.name(at: index)
            _ = annotations.keywords(at: index)
            _ = annotations.traits(at: index)
        }
        let tokens = annotations.tokenCount
        for token in Set([0, tokens / 2, tokens - 1]) where token >= 0 && token < tokens {
            let text = annotations.token(at: token)
            _ = annotations.postings(forToken: text)
            _ = annotations.tokenRange(withPrefix: String(text.prefix(2)))
        }
        _ = annotations.index(of: "😀")
    }
}
