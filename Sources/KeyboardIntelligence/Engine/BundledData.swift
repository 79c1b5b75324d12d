import KeyboardData
import KeyboardEmoji
import KeyboardLayout
import KeyboardLexicon
import KeyboardResources

/// The bundled data every feature reads: the lexicon, the layouts and the emoji annotations.
///
/// Loading maps and verifies the English lexicon, every layout and the English emoji annotations
/// (other emoji locales load on first use). Immutable and thread-safe.
public struct BundledData: Sendable {
    /// The English word list and bigram table.
    public let lexicon: Lexicon
    /// The keyboard layouts by name (`qwerty-en`, `qwertz-de`, `azerty-fr`).
    public let layouts: [String: KeyboardLayout]
    /// The emoji annotation files by locale.
    public let emoji: EmojiLibrary
    /// The English emoji annotations, loaded eagerly because every session can use them.
    public let englishEmoji: EmojiAnnotations
    /// The folder the data came from.
    public let directory: String

    /// The folder of the package's own bundled data.
    public static var bundledDirectory: String { KeyboardResources.directory.path }

    /// Maps and verifies the data in `directory` (the bundled folder when nil).
    /// - Throws: ``EngineError/resource(_:)`` naming the first file that is missing or corrupt;
    ///   for a keyboard layout's file, ``EngineError/layout(_:)``.
    public init(directory: String? = nil) throws(EngineError) {
        let root = directory ?? Self.bundledDirectory
        do {
            lexicon = try Lexicon(path: root + "/Lexicon/en.lexicon")
            emoji = EmojiLibrary(directory: root + "/Emoji")
            englishEmoji = try emoji.annotations(for: "en")
        } catch {
            throw .resource(error)
        }
        var layouts: [String: KeyboardLayout] = [:]
        for name in ["qwerty-en", "qwertz-de", "azerty-fr"] {
            do {
                layouts[name] = try KeyboardLayout(resourcePath: root + "/Layouts/\(name).layout")
            } catch {
                throw .layout(error)
            }
        }
        self.layouts = layouts
        self.directory = root
    }
}
