import Foundation
@testable import KeyboardIntelligence
import KeyboardLearning
import KeyboardLexicon
import KeyboardSpelling

/// A thread-safe call counter shared by the doubles.
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [String: Int] = [:]

    func hit(_ name: String) { lock.withLock { calls[name, default: 0] += 1 } }
    var total: Int { lock.withLock { calls.values.reduce(0, +) } }
    func reset() { lock.withLock { calls = [:] } }
    var names: [String: Int] { lock.withLock { calls } }
}

/// A ``WordModel`` that counts every call and forwards to the real lexicon.
struct CountingWordModel: WordModel {
    let base: any WordModel
    let counter: CallCounter

    var wordCount: Int { counter.hit("wordCount"); return base.wordCount }
    func entry(forKey key: String) -> WordEntry? { counter.hit("entry"); return base.entry(forKey: key) }
    func hasWords(withPrefix prefix: String) -> Bool { counter.hit("hasWords"); return base.hasWords(withPrefix: prefix) }
    func completions(ofPrefix prefix: String, limit: Int) -> [WordEntry] {
        counter.hit("completions"); return base.completions(ofPrefix: prefix, limit: limit)
    }
    func bigramLogProbability(previous: String, next: String) -> Float? {
        counter.hit("bigram"); return base.bigramLogProbability(previous: previous, next: next)
    }
    func bigramFollowerCount(previous: String) -> Int {
        counter.hit("bigramFollowers"); return base.bigramFollowerCount(previous: previous)
    }
    func predictions(after previous: String, limit: Int) -> [WordEntry] {
        counter.hit("predictions"); return base.predictions(after: previous, limit: limit)
    }
    func nearWords(_ costs: EditCostTable, maxCost: Float, limit: Int) -> [NearWord] {
        counter.hit("nearWords"); return base.nearWords(costs, maxCost: maxCost, limit: limit)
    }
}

/// A ``SpellChecker`` that counts every call; it knows the words it is given.
final class CountingSpellChecker: SpellChecker, @unchecked Sendable {
    let language: SpellingLanguage
    let counter: CallCounter
    let known: Set<String>

    init(language: SpellingLanguage, counter: CallCounter, known: Set<String> = []) {
        self.language = language
        self.counter = counter
        self.known = known
    }

    func isCorrect(_ word: String) -> Bool { counter.hit("isCorrect"); return known.contains(word) }
    func suggestions(for word: String, limit: Int) -> [String] { counter.hit("suggestions"); return [] }
    func stems(of word: String) -> [String] { counter.hit("stems"); return [] }
    func add(_ word: String) throws(SpellingError) { counter.hit("add") }
    func remove(_ word: String) { counter.hit("remove") }
}

/// A ``LearningStore`` that counts every call and keeps words in memory.
final class CountingLearningStore: LearningStore, @unchecked Sendable {
    let counter: CallCounter
    private let store = LearnedWordStore(directory: nil)

    init(counter: CallCounter) { self.counter = counter }

    var isPersistent: Bool { counter.hit("isPersistent"); return false }
    var count: Int { counter.hit("count"); return store.count }
    func recordCommit(_ word: String) { counter.hit("recordCommit"); store.recordCommit(word) }
    func learnNow(_ word: String) { counter.hit("learnNow"); store.learnNow(word) }
    func recordUse(_ word: String) { counter.hit("recordUse"); store.recordUse(word) }
    func recordRejection(typed: String, correction: String) { counter.hit("recordRejection"); store.recordRejection(typed: typed, correction: correction) }
    func isRejected(typed: String, correction: String) -> Bool { counter.hit("isRejected"); return store.isRejected(typed: typed, correction: correction) }
    func forget(_ word: String) { counter.hit("forget"); store.forget(word) }
    func forgetAll() -> Bool { counter.hit("forgetAll"); return store.forgetAll() }
    func learnedWords() -> [String] { counter.hit("learnedWords"); return store.learnedWords() }
    var wordsGeneration: Int { counter.hit("wordsGeneration"); return store.wordsGeneration }
    func reloadIfChangedElsewhere() -> Bool { counter.hit("reloadIfChangedElsewhere"); return store.reloadIfChangedElsewhere() }
    func recordEmojiUse(_ emoji: String) { counter.hit("recordEmojiUse"); store.recordEmojiUse(emoji) }
    func recentEmoji() -> [String] { counter.hit("recentEmoji"); return store.recentEmoji() }
    var preferredSkinTone: Int {
        get { counter.hit("preferredSkinTone"); return store.preferredSkinTone }
        set { counter.hit("setPreferredSkinTone"); store.preferredSkinTone = newValue }
    }
    var recentLanguages: [String] {
        get { counter.hit("recentLanguages"); return store.recentLanguages }
        set { counter.hit("setRecentLanguages"); store.recentLanguages = newValue }
    }
}

/// Engines over the bundled data, shared by the tests (loading is the slow part).
enum TestEngines {
    static let data = try! BundledData()
    /// The real engine with en_US.
    static let shared = try! TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))

    /// An engine whose lexicon and spell checkers are counting doubles.
    static func counting(knownWords: Set<String> = []) throws -> (TypingEngine, lexicon: CallCounter, spelling: CallCounter, learning: CallCounter) {
        let lexiconCalls = CallCounter(), spellingCalls = CallCounter(), learningCalls = CallCounter()
        let engine = try TypingEngine(
            configuration: EngineConfiguration(languages: ["en_US", "de_DE"]),
            data: data,
            dictionaries: DictionaryCatalog(environment: [:], includeStandardDirectories: false),
            lexicon: CountingWordModel(base: data.lexicon, counter: lexiconCalls),
            learning: CountingLearningStore(counter: learningCalls)
        ) { language in
            CountingSpellChecker(language: language, counter: spellingCalls, known: knownWords)
        }
        // What the engine reads as it starts (the last words' languages) is no field's call.
        learningCalls.reset()
        return (engine, lexiconCalls, spellingCalls, learningCalls)
    }
}
