#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyboardData
import KeyboardCorrection
import KeyboardLayout
import KeyboardLearning
import KeyboardLexicon
import KeyboardSpelling
import KeyboardSwipe
import KeyboardSync
import KeyboardText

/// The engine a keyboard front-end creates once: bundled data, spelling dictionaries, the user's
/// words, diagnostics — and the factory of ``TypingSession``s, the only way to type.
///
/// Creating it maps the bundled data (a few milliseconds) and lists the installed hunspell
/// dictionaries (or takes the front-end's spell checkers, ``init(configuration:spellCheckers:)``);
/// the dictionaries of the active languages load on first use or with
/// ``preloadDictionaries()`` (tens of milliseconds each, with the sound-alike index and the emoji
/// search — do it off the main thread at start-up).
/// Thread-safe; sessions are not (one per text field, used from the keyboard's thread).
///
/// ```swift
/// let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
/// let session = engine.makeSession(traits: FieldTraits(contentType: .emailAddress))
/// let response = session.handle(.key("h"))
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
    /// Counters, events and timings for bug reports (no user text).
    public let diagnostics = Diagnostics()

    /// The text normalisation the engine and its sessions read (ICU's here; the platform seam an
    /// Apple build fills with Foundation's).
    static let normalizer: any TextNormalizer = ICUTextNormalizer()

    let lexicon: any WordModel
    /// The bundled lexicons of the active languages other than English (`Lexicon/<code>.lexicon`,
    /// memory-mapped), in the order of the languages; a language with none bundled, or whose file
    /// is damaged, has none (``DiagnosticEvent/languageLexiconUnusable``).
    let otherLexicons: [any WordModel]
    /// Each of ``otherLexicons``' blocked words (its `OFFN` list), as ``blockedWords`` for English.
    let otherBlockedWords: [WordKeySet]
    let learning: any LearningStore
    /// The lexicon keys no completion, correction, prediction or swipe may be
    /// (``EngineConfiguration/blocksOffensiveWords``); empty when nothing is blocked.
    let blockedWords: WordKeySet
    private let loadSpellChecker: @Sendable (SpellingLanguage) throws(SpellingError) -> any SpellChecker
    private let lock = Lock()
    private var checkers: [SpellingLanguage: any SpellChecker] = [:]
    /// Why each language that has no spell checker has none, kept from the first attempt: the
    /// validity checks ask at every key press, and a refusal is not asked again.
    private var refused: [SpellingLanguage: SpellingError] = [:]
    private var user = UserWords(UserLexicon())
    private var personal: (generation: Int, words: WordList)?
    /// ``user`` with the learned words of the store's generation `learned` (``userWords``).
    private var fetched: (learned: Int, words: UserWords)?
    /// Bumped each time ``userLexicon`` is set (what the swipe paths below were built from).
    private var userGeneration = 0
    /// The personal words' swipe paths per layout, with the generations they were built from.
    private var personalSwipe: [KeyboardLayout: (user: Int, learned: Int, words: SwipePersonalWords)] = [:]
    /// The swipe decoders of the layouts used last, the latest last (``swipeDecoderCapacity``).
    private var swipeDecoders: [(layout: KeyboardLayout, decoder: SwipeDecoder)] = []
    private var precision = SwipePrecision()
    /// Edit-search buffers of sessions that ended, for the next sessions (``borrowNearWordCache()``).
    private var spareNearWordCaches: [NearWordCache] = []
    /// ``phonetic`` once looked up (the shared table's key is a string made from the lexicon's path,
    /// which every keystroke's ranker would otherwise build and hash).
    private var phoneticIndex: PhoneticIndex?
    /// Emoji search in the active languages, made on first use (TypingEngine+Emoji.swift).
    let emojiSearches = EmojiSearchCache()
    /// The language of the last words committed, per ``otherLexicons`` entry: what a field's
    /// first word, or a sentence's, is corrected in.
    let recentLanguages: RecentLanguageEvidence
    /// The language code of each ``otherLexicons`` entry (`fr`).
    let otherLexiconCodes: [String]
    /// The active languages other than English with no bundled lexicon (Spanish, Italian): hunspell
    /// is all the engine knows of their words.
    let languagesWithoutLexicon: [SpellingLanguage]

    /// Creates an engine.
    /// - Throws: ``EngineError/resource(_:)`` when bundled data is missing or corrupt
    ///   (``EngineError/layout(_:)`` for a keyboard layout's file);
    ///   ``EngineError/invalidLanguage(_:)`` for a malformed language name. A language with no
    ///   installed dictionary is not an error here: ``spellChecker(for:)`` reports it.
    public convenience init(configuration: EngineConfiguration = EngineConfiguration()) throws(EngineError) {
        let catalog = DictionaryCatalog(extraDirectories: configuration.dictionaryDirectories)
        try self.init(configuration: configuration, catalog: catalog) { (language) throws(SpellingError) in try catalog.load(language) }
    }

    /// Creates an engine whose spell checkers come from `spellCheckers` instead of the installed
    /// hunspell dictionaries: the platform seam, for `UITextChecker` in an Apple build, Android's
    /// spell checker service, or dictionaries a front-end ships itself.
    ///
    /// `spellCheckers` is called at most once per language, on first use (a keystroke's validity
    /// check, ``preloadDictionaries()`` or ``spellChecker(for:)``), on any thread, with the
    /// engine's lock held: it must not call back into the engine. Throw
    /// `SpellingError.dictionaryNotFound` for a language it has no checker for: the engine then
    /// treats the language as one with no dictionary, and does not ask again (a checker that is
    /// not ready yet, such as a service still binding, is better returned, answering `false`
    /// until it is).
    /// ``EngineStatus/installedLanguages`` still lists the hunspell dictionaries found on the system.
    /// - Throws: as ``init(configuration:)``.
    public convenience init(configuration: EngineConfiguration = EngineConfiguration(),
                            spellCheckers: @escaping @Sendable (SpellingLanguage) throws(SpellingError) -> any SpellChecker) throws(EngineError) {
        try self.init(configuration: configuration, catalog: DictionaryCatalog(extraDirectories: configuration.dictionaryDirectories),
                      spellCheckers: spellCheckers)
    }

    /// The two public inits' work: the bundled data, the store, and `catalog` for the status.
    private convenience init(configuration: EngineConfiguration, catalog: DictionaryCatalog,
                             spellCheckers: @escaping @Sendable (SpellingLanguage) throws(SpellingError) -> any SpellChecker) throws(EngineError) {
        let data = try BundledData(directory: configuration.resourceDirectory)
        let store = LearnedWordStore(directory: configuration.learnedStoreDirectory, persistent: configuration.allowsPersistentStorage)
        try self.init(configuration: configuration, data: data, dictionaries: catalog, lexicon: data.lexicon, learning: store,
                      loadSpellChecker: spellCheckers)
        if store.recoveredFromDamage { diagnostics.record(.learnedStoreRecovered) }
        store.onMovedToMemory = { [diagnostics] in diagnostics.record(.learnedStoreUnwritable) }
        store.onFileUnreachable = { [diagnostics] in diagnostics.record(.learnedStoreUnreachable) }
    }

    /// An engine over explicit parts: the seam tests use to substitute counting doubles.
    init(configuration: EngineConfiguration, data: BundledData, dictionaries: DictionaryCatalog, lexicon: any WordModel,
         learning: any LearningStore,
         loadSpellChecker: @escaping @Sendable (SpellingLanguage) throws(SpellingError) -> any SpellChecker) throws(EngineError) {
        self.configuration = configuration
        self.data = data
        self.dictionaries = dictionaries
        self.lexicon = lexicon
        self.learning = learning
        // Each lexicon's own list, when the configuration blocks offensive words.
        let blocked = { (lexicon: Lexicon) -> WordKeySet in configuration.blocksOffensiveWords ? WordKeySet(lexicon.potentiallyOffensiveKeys) : [] }
        blockedWords = blocked(data.lexicon)
        self.loadSpellChecker = loadSpellChecker
        var languages: [SpellingLanguage] = []
        for name in configuration.languages {
            guard let language = SpellingLanguage(name) else { throw .invalidLanguage(name) }
            if !languages.contains(language) { languages.append(language) }
        }
        activeLanguages = languages
        var others: [any WordModel] = []
        var otherBlocked: [WordKeySet] = []
        var codes: [String] = []
        var unusable = 0
        for code in Self.otherLexiconCodes(of: languages) {
            switch Self.loadOtherLexicon(code, directory: data.directory) {
            case .success(let lexicon?):
                others.append(lexicon)
                otherBlocked.append(blocked(lexicon))
                codes.append(code)
            case .success(nil): break
            case .failure: unusable += 1
            }
        }
        otherLexicons = others
        otherBlockedWords = otherBlocked
        otherLexiconCodes = codes
        languagesWithoutLexicon = languages.filter { $0.languageCode != "en" && !codes.contains($0.languageCode) }
        let kept = others.isEmpty ? [] : learning.recentLanguages
        recentLanguages = RecentLanguageEvidence(languages: others.count, favoured: codes.map(kept.contains))
        diagnostics.record(.engineStarted)
        for _ in 0..<unusable { diagnostics.record(.languageLexiconUnusable) }
    }

    /// The language codes, other than English, whose bundled lexicon the active languages use
    /// (each once, in order: `de_DE` and `de_AT` share `de`).
    static func otherLexiconCodes(of languages: [SpellingLanguage]) -> [String] {
        var codes: [String] = []
        for language in languages {
            let code = language.languageCode
            if code != "en", !codes.contains(code), code.allSatisfy({ $0.isASCII && $0.isLetter }) { codes.append(code) }
        }
        return codes
    }

    /// The bundled lexicon of language `code` (`de`) in `directory`, mapped as the engine maps a
    /// language other than English: its correction walk's index is derived at its first walk, its
    /// shallow nodes' word ranges at its first completion.
    /// Nil when none is bundled, an error when the file is there but truncated or corrupt (never a
    /// crash). Public for `keyboard-bench info`, which measures what the engine holds.
    public static func loadOtherLexicon(_ code: String, directory: String) -> Result<Lexicon?, ResourceError> {
        let path = directory + "/Lexicon/\(code).lexicon"
        guard FileManager.default.fileExists(atPath: path) else { return .success(nil) }
        do {
            // Walked and completed only once the user types in the language: its indexes are derived then.
            return .success(try Lexicon(path: path, preparingIndexes: false))
        } catch {
            return .failure(error)
        }
    }

    /// Opens a session for one text field. Its policy is fixed by `traits`; in a field whose
    /// policy is off the session is a null object that holds nothing and calls nothing.
    /// - Parameters:
    ///   - traits: the field's traits as the host reports them (content and keyboard type, secure entry,
    ///     autocorrection, spell checking, capitalisation), read once.
    ///   - layout: the front-end's key geometry (any unit); the bundled `qwerty-en` when nil.
    public func makeSession(traits: FieldTraits = .default, layout: KeyboardLayout? = nil) -> TypingSession {
        TypingSession(engine: self, traits: traits, layout: layout ?? data.layouts["qwerty-en"]!)
    }

    /// The user's text replacements, contact names and custom words. Setting it takes effect on
    /// every session's next event. Each list is read to its bound (``UserLexicon/maximumContactNames``
    /// and the others): indexing 10,000 contacts takes about a tenth of a second, which the setter
    /// blocks on. A change of ``UserLexicon/applyReplacementsOnSpace`` alone (its lists the same)
    /// indexes nothing again.
    public var userLexicon: UserLexicon {
        get { lock.withLock { user.lexicon } }
        set {
            // (Compared under the lock: a setter between the comparison and the write would have
            // its lists replaced by these tables.)
            let kept: UserWords? = lock.withLock {
                guard user.lexicon.hasSameEntries(as: newValue) else { return nil }
                user = user.with(lexicon: newValue)
                fetched = nil
                return user
            }
            let words = kept ?? UserWords(newValue)
            if kept == nil {
                lock.withLock {
                    user = words
                    fetched = nil
                    userGeneration += 1
                    personalSwipe = [:]
                }
            }
            diagnostics.record(.userLexiconUpdated(words: DiagnosticCountBucket(words.words.wordCount),
                                                  replacements: DiagnosticCountBucket(words.replacements.count)))
        }
    }

    /// The user's words with the learned words as they are now (``UserWords/learned``), in one
    /// reference: a session fetches them once a key press (two locks) and hands them down.
    var userWords: UserWords {
        let generation = learning.wordsGeneration
        if let words = lock.withLock({ fetched.flatMap { $0.learned == generation ? $0.words : nil } }) { return words }
        let learned = learnedWords
        return lock.withLock {
            let words = user.with(learned: learned.words)
            fetched = (learned.generation, words)
            return words
        }
    }

    /// The learned words as a word list, rebuilt only when the store changed, and the store's
    /// generation it was built from.
    private var learnedWords: (generation: Int, words: WordList) {
        let generation = learning.wordsGeneration
        if let cached = lock.withLock({ personal }), cached.generation == generation { return cached }
        // A word learned in lower case and with capitals too is listed as typed in lower case: the
        // list keeps one form a word, and the capitals are then not written over the lower case.
        let learned = learning.learnedWords()
        let words = WordList(words: learned.filter { $0 == $0.lowercased() } + learned.filter { $0 != $0.lowercased() })
        lock.withLock { personal = (generation, words) }
        return (generation, words)
    }

    /// The swipe decoder of `layout`, indexing the lexicon for it on first use (tens of
    /// milliseconds; ``preloadSwipeDecoder(for:)`` does it ahead of the first gesture).
    func swipeDecoder(for layout: KeyboardLayout) -> SwipeDecoder {
        if let decoder = lock.withLock({ usedSwipeDecoder(for: layout) }) { return decoder }
        let decoder = SwipeDecoder(lexicon: data.lexicon, layout: layout)
        return lock.withLock {
            if let existing = usedSwipeDecoder(for: layout) { return existing }
            swipeDecoders.append((layout, decoder))
            if swipeDecoders.count > Self.swipeDecoderCapacity {
                let evicted = swipeDecoders.removeFirst().layout
                personalSwipe[evicted] = nil
            }
            return decoder
        }
    }

    /// The decoder kept for `layout`, made the latest used (under the lock).
    private func usedSwipeDecoder(for layout: KeyboardLayout) -> SwipeDecoder? {
        guard let i = swipeDecoders.lastIndex(where: { $0.layout == layout }) else { return nil }
        guard i != swipeDecoders.count - 1 else { return swipeDecoders[i].decoder }
        let used = swipeDecoders.remove(at: i)
        swipeDecoders.append(used)
        return used.decoder
    }

    /// How many layouts' swipe decoders are kept (an index of about 2 MB each): a keyboard's portrait and
    /// landscape geometry. A layout whose keys move (a height setting, another device's
    /// rotation) builds a new one; they were all kept, 33 MB for twelve.
    static let swipeDecoderCapacity = 2

    /// A cleared edit-search cache for a new session: one a closed session returned when there is
    /// one, so a field's first correction does not pay to grow a megabyte of fresh buffers.
    func borrowNearWordCache() -> NearWordCache {
        lock.withLock { spareNearWordCaches.popLast() } ?? NearWordCache()
    }

    /// Takes back a closed session's cache, cleared (it holds no letters); keeps three (one
    /// session's worth, its first, first-letter and widened walks': a keyboard has one field at a
    /// time), each with at most 1 MiB of rows and 1 MiB of nodes (``NearWordCache/keptBufferBytes``),
    /// about a megabyte and a half in typical use.
    func returnNearWordCache(_ cache: NearWordCache) {
        cache.clear()
        lock.withLock { if spareNearWordCaches.count < Self.nearWordCachesPerSession { spareNearWordCaches.append(cache) } }
    }

    /// The edit-search caches a session borrows (``ActiveSessionCore``).
    static let nearWordCachesPerSession = 3

    /// The user's swipe precision so far (one number, kept in memory for the engine's life).
    var swipePrecision: Float { lock.withLock { precision.precision } }

    /// Counts a swiped word the user kept, with its fit, towards their swipe precision.
    func recordSwipeFit(_ fit: Float) { lock.withLock { precision.record(fit: fit) } }

    /// The lexicon's sound-alike index, built once per process and lexicon file, on first use or by
    /// ``preloadDictionaries()`` (a caller arriving while another builds it waits for it).
    var phonetic: PhoneticIndex {
        if let index = lock.withLock({ phoneticIndex }) { return index }
        let index = SharedIndexes.phonetic(for: data.lexicon)
        lock.withLock { phoneticIndex = index }
        return index
    }

    /// How many layouts have a swipe decoder built (tests prove off fields build none).
    var swipeDecoderCount: Int { lock.withLock { swipeDecoders.count } }

    /// How many layouts have the user's swipe words kept (tests prove none outlives its decoder).
    var personalSwipeCount: Int { lock.withLock { personalSwipe.count } }

    /// Builds the swipe index of `layout` (the bundled `qwerty-en` when nil) now, so the first
    /// gesture does not wait for it. Call it off the keyboard's thread at start-up. The engine
    /// keeps the indexes of the two layouts used last: a third evicts the least recently used,
    /// which the next gesture on it builds again (tens of milliseconds).
    public func preloadSwipeDecoder(for layout: KeyboardLayout? = nil) {
        _ = swipeDecoder(for: layout ?? data.layouts["qwerty-en"]!)
    }

    /// Drops what the engine keeps to save time and can build again on demand: call it on a
    /// memory warning (an iOS keyboard extension's `didReceiveMemoryWarning`, Android's
    /// `onTrimMemory`), from any thread.
    ///
    /// Dropped: the swipe indexes of layouts other than the one used last (about 2 MB each: a
    /// keyboard's other orientation, whose next gesture builds its index again, tens of
    /// milliseconds) with their user words' key paths, and the edit-search buffers closed
    /// sessions left for the next (up to a few megabytes). Kept: everything the user taught or
    /// set (learned words, ``userLexicon``, emoji recents, skin tone, swipe precision), the
    /// layout used last's swipe index, the loaded dictionaries, and the open sessions' state,
    /// whose typing goes on unchanged; suggestions are the same after it as before.
    public func releaseCaches() {
        lock.withLock {
            let kept = swipeDecoders.suffix(1)
            for (layout, _) in swipeDecoders.dropLast() { personalSwipe[layout] = nil }
            swipeDecoders = Array(kept)
            spareNearWordCaches = []
        }
    }

    /// The user's words and the learned words with their key paths on `decoder`'s layout, as the
    /// swipe decoder's personal candidates: built again only when either list has changed since.
    func personalSwipeWords(for decoder: SwipeDecoder, layout: KeyboardLayout) -> SwipePersonalWords {
        let learned = learnedWords
        let current: (words: UserWords, generation: Int, cached: (user: Int, learned: Int, words: SwipePersonalWords)?) =
            lock.withLock { (self.user, self.userGeneration, self.personalSwipe[layout]) }
        if let cached = current.cached, cached.user == current.generation, cached.learned == learned.generation { return cached.words }
        let words = decoder.personalWords(current.words.words.allEntries + learned.words.allEntries)
        // Kept only beside a decoder still kept: another thread may have evicted the layout's
        // while these were built, and the entry would then stay until the lists change.
        lock.withLock {
            if swipeDecoders.contains(where: { $0.layout == layout }) { personalSwipe[layout] = (current.generation, learned.generation, words) }
        }
        return words
    }

    // MARK: Learned words

    /// How many words the keyboard has learned (the store never lists them).
    public var learnedWordCount: Int { learning.count }

    /// Whether learned words are kept in a file (false: in memory, lost when the engine goes —
    /// no folder was given, it or the file is read-only, the host grants no persistent access, or
    /// a write to the file failed for good: ``DiagnosticEvent/learnedStoreUnwritable``).
    public var isLearningPersistent: Bool { learning.isPersistent }

    /// Forgets one learned word (a long-press on a suggestion): learned or pending, and either
    /// side of a correction the user undid; no copy of it stays in the store's write-ahead log
    /// (unless another process, the containing app, is reading or writing the file just then: the
    /// log is emptied at the next forget or ``forgetAllLearnedWords()``).
    public func forgetLearnedWord(_ word: String) { learning.forget(word) }

    /// Records one word committed in a field that learns as evidence of the language the user
    /// writes in (one number per ``otherLexicons`` entry), and keeps which languages that favours
    /// in the store when it changes.
    func recordLanguageEvidence(_ evidence: [Float]) {
        recentLanguages.record(evidence) { favoured in
            learning.recentLanguages = zip(otherLexiconCodes, favoured).filter(\.1).map(\.0)
        }
    }

    /// Looks whether another process (the containing app, a second keyboard) changed the store's
    /// file since this engine last looked, and when it did, reads again what the engine keeps of
    /// it besides the learned words: the skin tone emoji are shown in, and which languages the
    /// last words favoured (``RecentLanguageEvidence/adopt(favoured:)``). A reset there reached
    /// the learned words, but the tone and the languages stood until the keyboard started again.
    /// One `PRAGMA data_version` when nothing changed: asked when a session opens, at each word's
    /// end and at each gesture.
    func reloadLearningIfChangedElsewhere() {
        guard learning.reloadIfChangedElsewhere() else { return }
        emojiSearches.setSkinTone(learning.preferredSkinTone)
        guard !otherLexiconCodes.isEmpty else { return }
        let kept = learning.recentLanguages
        recentLanguages.adopt(favoured: otherLexiconCodes.map(kept.contains))
    }

    /// Forgets everything the user taught, leaving no learned word readable in the store's folder,
    /// and which language the last words were in; the emoji recents and the skin tone go too, in
    /// this engine as in the store.
    ///
    /// The store's rows go in one transaction, all or nothing. When another process keeps the file
    /// busy past the store's timeout (the keyboard writing while its app resets), or the file
    /// cannot be written, nothing is deleted from it and this returns false: tell the user, and
    /// let them try again. What this engine keeps in memory is dropped either way, and the
    /// ``DiagnosticEvent/learnedWordsReset`` event is recorded only when the reset happened.
    /// - Returns: whether everything was forgotten.
    @discardableResult
    public func forgetAllLearnedWords() -> Bool {
        let erased = learning.forgetAll()
        emojiSearches.setSkinTone(learning.preferredSkinTone)
        lock.withLock {
            personal = nil
            fetched = nil
            personalSwipe = [:]
        }
        recentLanguages.clear()
        if erased { diagnostics.record(.learnedWordsReset) }
        return erased
    }

    /// The spell checker of `language` (hunspell name or BCP-47), loading it on first use.
    /// - Throws: ``EngineError/invalidLanguage(_:)`` for a malformed name;
    ///   ``EngineError/spelling(_:)`` when no dictionary is installed or it cannot load (or the
    ///   front-end's spell checkers, ``init(configuration:spellCheckers:)``, have none), the same
    ///   error each time: a language is loaded once.
    public func spellChecker(for language: String) throws(EngineError) -> any SpellChecker {
        guard let language = SpellingLanguage(language) else { throw .invalidLanguage(language) }
        do {
            return try spellChecker(for: language)
        } catch {
            throw .spelling(error)
        }
    }

    private func spellChecker(for language: SpellingLanguage) throws(SpellingError) -> any SpellChecker {
        lock.lock()
        defer { lock.unlock() }
        if let checker = checkers[language] { return checker }
        if let error = refused[language] { throw error }
        do {
            let checker = try loadSpellChecker(language)
            checkers[language] = checker
            diagnostics.record(.dictionaryLoaded)
            return checker
        } catch {
            refused[language] = error
            diagnostics.record(.dictionaryMissing)
            throw error
        }
    }

    /// The loaded spell checkers of the active languages (loading them on first call; languages
    /// with no dictionary are skipped).
    func activeSpellCheckers() -> [any SpellChecker] {
        activeLanguages.compactMap { try? spellChecker(for: $0) }
    }

    /// The spell checkers of the active languages other than English.
    func otherLanguageSpellCheckers() -> [any SpellChecker] {
        activeLanguages.filter { $0.languageCode != "en" }.compactMap { try? spellChecker(for: $0) }
    }

    /// The spell checkers of the active languages of `languageCode` (`en`: every active English
    /// dictionary; a second lexicon's code, from ``otherLexiconCodes``: its language's).
    func spellCheckers(languageCode: String) -> [any SpellChecker] {
        activeLanguages.filter { $0.languageCode == languageCode }.compactMap { try? spellChecker(for: $0) }
    }

    /// The spell checkers of ``languagesWithoutLexicon``.
    func spellCheckersWithoutLexicon() -> [any SpellChecker] {
        languagesWithoutLexicon.compactMap { try? spellChecker(for: $0) }
    }

    /// Loads the dictionaries of every active language that is installed and builds correction's
    /// sound-alike index and the emoji search the strip's inline emoji reads (about 80 ms in all
    /// on a phone-class core: call it off the keyboard's thread at start-up; otherwise the first
    /// word, or the first key press, that needs them waits for them), and returns the languages
    /// that have no dictionary (a settings screen can say which).
    @discardableResult
    public func preloadDictionaries() -> [SpellingLanguage] {
        _ = phonetic
        _ = emojiSearches.search(for: self)
        return activeLanguages.filter { (try? spellChecker(for: $0)) == nil }
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

/// The user lexicon prepared for look-ups: its words as a ``WordList`` and replacements by key;
/// fetched from the engine (``TypingEngine/userWords``), the learned words too.
struct UserWords: Sendable {
    /// Everything, in one reference: a session hands the user's words down a key press's calls,
    /// and each field of its own was a retain and a release more at each copy.
    private let tables: Tables

    var lexicon: UserLexicon { tables.lexicon }
    var words: WordList { tables.words }
    /// The learned words when these were fetched (``TypingEngine/userWords``; none in the
    /// engine's own copy).
    var learned: WordList { tables.learned }

    /// Whether the user's words or the learned words hold `key` (lower case): a word of theirs,
    /// which the rules that would rewrite a word leave as it is.
    func holds(_ key: String) -> Bool { words.entry(forKey: key) != nil || learned.entry(forKey: key) != nil }

    /// Text replacements by shortcut.
    var replacements: [String: String] { tables.replacements }
    /// The user's words with accents (a contact `José`, `Zoë`), by their lower-case letters without
    /// them (`jose`): the user's spelling of a name typed on keys without accents.
    var accented: [String: String] { tables.accented }
    /// The words of contact names by their lower-case letters, and by those without accents
    /// (`zoe` and `zoë` for `Zoë`): names whose possessive no list holds.
    var names: [String: String] { tables.names }

    private final class Tables: Sendable {
        let lexicon: UserLexicon
        let words: WordList
        let learned: WordList
        let replacements: [String: String]
        let accented: [String: String]
        let names: [String: String]

        init(lexicon: UserLexicon, words: WordList, learned: WordList,
             replacements: [String: String], accented: [String: String], names: [String: String]) {
            self.lexicon = lexicon
            self.words = words
            self.learned = learned
            self.replacements = replacements
            self.accented = accented
            self.names = names
        }
    }

    private init(tables: Tables) { self.tables = tables }

    /// These words with `learned` as the learned words (the user's tables shared, not rebuilt).
    func with(learned: WordList) -> UserWords {
        UserWords(tables: Tables(lexicon: tables.lexicon, words: tables.words, learned: learned, replacements: tables.replacements,
                                 accented: tables.accented, names: tables.names))
    }

    /// These words with `lexicon`, whose lists are these words' (``UserLexicon/hasSameEntries(as:)``:
    /// a change of ``UserLexicon/applyReplacementsOnSpace``): the tables shared, not rebuilt.
    func with(lexicon: UserLexicon) -> UserWords {
        UserWords(tables: Tables(lexicon: lexicon, words: tables.words, learned: tables.learned, replacements: tables.replacements,
                                 accented: tables.accented, names: tables.names))
    }

    init(_ lexicon: UserLexicon) {
        let nameWords = lexicon.nameWords   // read once: the word list and the names' table both need them
        let words = lexicon.words(names: nameWords)
        var accented: [String: String] = [:]
        for entry in words.allEntries where !entry.key.utf8.allSatisfy({ $0 < 0x80 }) {
            let plain = TypingEngine.normalizer.unaccented(entry.key)
            if plain != entry.key, accented[plain] == nil { accented[plain] = entry.surface }
        }
        var names: [String: String] = [:]
        for name in nameWords where name.utf8.count <= UserLexicon.maximumWordBytes {
            let key = name.lowercased()
            if names[key] == nil { names[key] = name }
            // (An ASCII name has no accents to take off: the normaliser is asked for the others, as above.)
            guard !key.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
            let plain = TypingEngine.normalizer.unaccented(key)
            if names[plain] == nil { names[plain] = name }
        }
        tables = Tables(lexicon: lexicon, words: words, learned: WordList(words: []), replacements: lexicon.replacementsByShortcut,
                        accented: accented, names: names)
    }
}

/// Indexes derived from a mapped lexicon, shared by every engine of the process that maps the
/// same file (a keyboard extension has one engine; tests and tools have many): each is built once.
enum SharedIndexes {
    private static let lock = Lock()
    nonisolated(unsafe) private static var phoneticByLexicon: [String: PhoneticIndex] = [:]

    /// The sound-alike index of `lexicon`, built on first request for its file.
    static func phonetic(for lexicon: Lexicon) -> PhoneticIndex {
        let key = "\(lexicon.path)#\(lexicon.count)"
        return lock.withLock {
            if let index = phoneticByLexicon[key] { return index }
            let index = PhoneticIndex(lexicon: lexicon)
            phoneticByLexicon[key] = index
            return index
        }
    }
}

extension TypingEngine: CustomReflectable {
    /// The configuration and the active languages only: `dump(engine)` in a host's log must not
    /// walk into the user's words, contacts and learned words the engine holds.
    public var customMirror: Mirror {
        Mirror(self, children: ["configuration": configuration, "activeLanguages": activeLanguages], displayStyle: .class)
    }
}
