import Foundation
import KeyboardSpelling

/// The engine a keyboard front-end creates once: bundled data, spelling dictionaries, settings.
///
/// Creating it maps the bundled data (a few milliseconds) and lists the installed hunspell
/// dictionaries; the dictionaries of the active languages load on first use or with
/// ``preloadDictionaries()`` (tens of milliseconds each — do it off the main thread at start-up).
/// Thread-safe.
///
/// ```swift
/// let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
/// let english = try engine.spellChecker(for: "en_US")
/// english.isCorrect("keyboard")   // true
/// ```
public final class TypingEngine: @unchecked Sendable {
    /// The configuration the engine was created with.
    public let configuration: EngineConfiguration
    /// The bundled data.
    public let data: BundledData
    /// The hunspell dictionaries installed on this machine.
    public let dictionaries: DictionaryCatalog
    /// The active languages, resolved from the configuration.
    public let activeLanguages: [SpellingLanguage]

    private let lock = NSLock()
    private var checkers: [SpellingLanguage: any SpellChecker] = [:]

    /// Creates an engine.
    /// - Throws: ``EngineError/resource(_:)`` when bundled data is missing or corrupt;
    ///   ``EngineError/invalidLanguage(_:)`` for a malformed language name. A language with no
    ///   installed dictionary is not an error here: ``spellChecker(for:)`` reports it.
    public init(configuration: EngineConfiguration = EngineConfiguration()) throws(EngineError) {
        self.configuration = configuration
        data = try BundledData(directory: configuration.resourceDirectory)
        dictionaries = DictionaryCatalog(extraDirectories: configuration.dictionaryDirectories)
        var languages: [SpellingLanguage] = []
        for name in configuration.languages {
            guard let language = SpellingLanguage(name) else { throw .invalidLanguage(name) }
            if !languages.contains(language) { languages.append(language) }
        }
        activeLanguages = languages
    }

    /// The spell checker of `language` (hunspell name or BCP-47), loading it on first use.
    /// - Throws: ``EngineError/spelling(_:)`` when no dictionary is installed or it cannot load.
    public func spellChecker(for language: String) throws(EngineError) -> any SpellChecker {
        guard let language = SpellingLanguage(language) else { throw .invalidLanguage(language) }
        lock.lock()
        defer { lock.unlock() }
        if let checker = checkers[language] { return checker }
        do {
            let checker = try dictionaries.load(language)
            checkers[language] = checker
            return checker
        } catch {
            throw .spelling(error)
        }
    }

    /// Loads the dictionaries of every active language that is installed, and returns those that
    /// are not (a settings screen can say which languages lack a dictionary).
    @discardableResult
    public func preloadDictionaries() -> [SpellingLanguage] {
        activeLanguages.filter { (try? spellChecker(for: $0.hunspellName)) == nil }
    }

    /// What the engine has loaded, for a settings screen or a bug report: counts only, no text.
    public var status: EngineStatus {
        EngineStatus(
            lexiconWords: data.lexicon.count,
            bigrams: data.lexicon.bigramCount,
            emoji: data.englishEmoji.count,
            emojiLocales: data.emoji.locales.count,
            installedLanguages: dictionaries.languages.map(\.hunspellName),
            activeLanguages: activeLanguages.map(\.hunspellName),
            layouts: data.layouts.keys.sorted()
        )
    }
}
