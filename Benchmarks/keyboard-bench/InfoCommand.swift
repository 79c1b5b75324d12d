#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import KeyboardBenchFormats
import KeyboardData
import KeyboardLexicon
import KeyboardIntelligence
import KeyboardLayout
import KeyboardLearning
import KeyboardCorrection
import KeyboardSpelling
import KeyboardSwipe

/// `keyboard-bench info`: what the engine loaded and what it costs.
enum InfoCommand {
    static let usage = """
        usage: keyboard-bench info [--languages L1,L2] [--resources DIR] [--lexicon PATH] [--store DIR [--reset-learned]] [--smaps FILE]
                             [--release-caches] [--json]
          Loads the bundled data and the en_US hunspell dictionary in this process and reports
          lexicon_words, bigrams, emoji, emoji_locales, languages (hunspell dictionaries found),
          bundled_load_ms, hunspell_load_ms, resident_mb (with resident_anon_mb and resident_file_mb,
          its anonymous and file-backed parts, and startup_resident_mb, the process before loading
          anything), and the swipe decoder's index for qwerty-en (swipe_words, swipe_index_ms,
          swipe_index_mb: its bytes), phonetic_index_ms (the sound-alike index of correction); with
          --store, learned_words in the
          learned-word store of DIR (created if missing), after erasing it with --reset-learned.
          --languages loads those dictionaries too; --lexicon reads that lexicon file instead of
          the bundled one. --smaps copies /proc/self/smaps to FILE when resident_mb is read (each
          mapping's resident share, for docs/PERFORMANCE.md). --release-caches then makes an engine
          that typed misspellings and holds the swipe indexes of two layouts (qwerty-en and a wider
          copy: a keyboard's two orientations), and reports the process's resident memory before
          and after TypingEngine.releaseCaches() (release_resident_before_mb, release_resident_after_mb),
          and after glibc's malloc_trim(0) handed the freed pages back (release_resident_trimmed_mb;
          the heap is trimmed before the first figure too).
        """

    static func run(_ arguments: [String]) throws(BenchError) {
        let args = try Arguments(arguments, flags: ["--json", "--reset-learned", "--release-caches"], options: ["--languages", "--resources", "--lexicon", "--store", "--smaps"])
        guard args.positionals.isEmpty else { throw .usage("info takes no file argument") }
        if args.flags.contains("--reset-learned"), args.options["--store"] == nil { throw .usage("--reset-learned needs --store DIR") }
        let startupResident = ProcessMemory.residentMB
        let resources = try LexiconOverlay.resourceDirectory(base: args.options["--resources"], lexicon: args.options["--lexicon"])
        let (loaded, bundledMs) = measureMilliseconds { Result { () throws(EngineError) in try BundledData(directory: resources) } }
        let data: BundledData
        switch loaded {
        case let .success(value): data = value
        case let .failure(error): throw .failure("\(error)")
        }
        let catalog = DictionaryCatalog()
        guard let english = SpellingLanguage("en_US") else { throw .failure("en_US is not a language name") }
        let (dictionary, hunspellMs) = measureMilliseconds { Result { () throws(SpellingError) in try catalog.load(english) } }
        if case let .failure(error) = dictionary { throw .failure("\(error) (install hunspell-en-us)") }
        var extraLanguages: [String] = []
        var extraDictionaries: [HunspellDictionary] = [] // kept until the report, so resident_mb holds them
        for name in args.languages where name != "en_US" {
            // A failure (exit 1) with the engine's words, as replay and corpus report it: it was a
            // usage error (exit 2) here alone.
            guard let language = SpellingLanguage(name) else { throw .failure("invalid language name \(name)") }
            do { extraDictionaries.append(try catalog.load(language)) } catch { throw .failure("\(error)") }
            extraLanguages.append(language.hunspellName)
        }
        // The bundled lexicons of the other active languages (`Lexicon/de.lexicon`), mapped by the
        // engine's own loader, kept until the report.
        var languageLexicons: [(code: String, lexicon: Lexicon)] = []
        var languageLexiconMs = 0.0
        for name in extraLanguages {
            guard let code = SpellingLanguage(name)?.languageCode, code != "en", !languageLexicons.contains(where: { $0.code == code }) else { continue }
            let (loadedLexicon, ms) = measureMilliseconds { TypingEngine.loadOtherLexicon(code, directory: data.directory) }
            switch loadedLexicon {
            case .success(nil): continue
            case let .success(lexicon?):
                languageLexiconMs += ms
                languageLexicons.append((code, lexicon))
            case let .failure(error): throw .failure("\(error)")
            }
        }
        var learned: Int?
        if let directory = args.folder("--store") {
            let store = LearnedWordStore(directory: directory)
            guard store.isPersistent else { throw .failure("\(directory): cannot hold the learned-word store") }
            if args.flags.contains("--reset-learned") { store.forgetAll() }
            learned = store.count
        }
        guard let qwerty = data.layouts["qwerty-en"] else { throw .failure("the bundled qwerty-en layout is missing") }
        let (swipe, swipeMs) = measureMilliseconds { SwipeDecoder(lexicon: data.lexicon, layout: qwerty) }
        let (phonetic, phoneticMs) = measureMilliseconds { PhoneticIndex(lexicon: data.lexicon) }
        let resident = ProcessMemory.residentMB
        if let smaps = args.options["--smaps"] {
            guard ProcessMemory.copyMappings(to: smaps) else { throw .failure("\(smaps): cannot write /proc/self/smaps there") }
        }
        var report: [(String, JSONValue)] = [
            ("lexicon_words", .int(data.lexicon.count)),
            ("bigrams", .int(data.lexicon.bigramCount)),
            ("emoji", .int(data.englishEmoji.count)),
            ("emoji_locales", .int(data.emoji.locales.count)),
            ("languages", .array(catalog.languages.map { .string($0.hunspellName) })),
            ("active_languages", .array((["en_US"] + extraLanguages).map { .string($0) })),
            ("bundled_load_ms", .double(bundledMs)),
            ("hunspell_load_ms", .double(hunspellMs)),
            ("resident_mb", .double(resident)),
            ("swipe_words", .int(swipe.wordCount)),
            ("swipe_index_ms", .double(swipeMs)),
            ("swipe_index_mb", .double(Double(swipe.indexByteCount) / 1_048_576)),
            ("phonetic_index_ms", .double(phoneticMs)),
            ("language_lexicon_words", .object(languageLexicons.map { ($0.code, .int($0.lexicon.count)) })),
            ("language_lexicon_load_ms", .double(languageLexiconMs)),
            ("resident_anon_mb", .double(ProcessMemory.residentAnonymousMB)),
            ("resident_file_mb", .double(ProcessMemory.residentFileMB)),
        ]
        if let learned { report.append(("learned_words", .int(learned))) }
        report.append(("startup_resident_mb", .double(startupResident)))
        var released: (before: Double, after: Double, trimmed: Double)?
        if args.flags.contains("--release-caches") {
            let memory = try releasedCaches(resources: resources, layout: qwerty)
            report += [("release_resident_before_mb", .double(memory.before)), ("release_resident_after_mb", .double(memory.after)),
                       ("release_resident_trimmed_mb", .double(memory.trimmed))]
            released = memory
        }
        withExtendedLifetime((dictionary, extraDictionaries, swipe, languageLexicons.map(\.lexicon))) {
            if args.flags.contains("--json") {
                print(JSONValue.object(report).text)
            } else {
                print("""
                    lexicon        \(data.lexicon.count) words, \(data.lexicon.bigramCount) bigrams
                    emoji          \(data.englishEmoji.count) (en), \(data.emoji.locales.count) locales
                    languages      \(catalog.languages.map(\.hunspellName).joined(separator: " "))
                    bundled load   \(format(bundledMs)) ms (lexicon, layouts, English emoji: mapped and verified)
                    hunspell load  \(format(hunspellMs)) ms (en_US)
                    resident       \(format(resident)) MB (\(format(ProcessMemory.residentAnonymousMB)) anonymous, \(format(ProcessMemory.residentFileMB)) file-backed)
                    sound index    \(phonetic.count) words, \(format(phoneticMs)) ms (correction's sound-alike channel)
                    swipe index    \(swipe.wordCount) words, \(format(swipeMs)) ms, \(format(Double(swipe.indexByteCount) / 1_048_576)) MB (qwerty-en)
                    """)
                if let learned { print("learned words  \(learned)") }
                if let released {
                    print("release caches \(format(released.before)) MB resident before, \(format(released.after)) MB after, \(format(released.trimmed)) MB trimmed")
                }
            }
        }
    }

    /// The process's resident memory (MB) before and after ``TypingEngine/releaseCaches()`` on an
    /// engine that typed misspellings in a session (whose edit-search buffers it keeps when the
    /// session ends) and built the swipe indexes of `layout` and a wider copy of it, as a keyboard
    /// in its two orientations does; `layout` used last.
    static func releasedCaches(resources: String?, layout: KeyboardLayout) throws(BenchError) -> (before: Double, after: Double, trimmed: Double) {
        let engine: TypingEngine
        let landscape: KeyboardLayout
        do {
            engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"], resourceDirectory: resources))
            landscape = try KeyboardLayout(name: layout.name + "-landscape", keys: layout.keys.map {
                Key(label: $0.label, x: $0.x * 1.5, y: $0.y, width: $0.width * 1.5, height: $0.height)
            })
        } catch {
            throw .failure("\(error)")
        }
        engine.preloadSwipeDecoder(for: landscape)
        engine.preloadSwipeDecoder(for: layout)
        typeMisspellings(engine.makeSession(layout: layout))
        // Trimmed first too, so that the trimmed figure is the release's alone.
        trimHeap()
        let before = ProcessMemory.residentMB
        engine.releaseCaches()
        let after = ProcessMemory.residentMB
        trimHeap()
        let trimmed = ProcessMemory.residentMB
        withExtendedLifetime(engine) {}
        return (before, after, trimmed)
    }

    /// Hands the heap's free pages back to the system: glibc keeps freed pages for the process's
    /// next allocations unless asked (`malloc_trim`), where an Apple platform's allocator returns
    /// a large block's pages when it is freed.
    static func trimHeap() {
        #if canImport(Glibc)
        // (malloc.h is not in Swift's Glibc module: the symbol is looked up, RTLD_DEFAULT being nil.)
        if let symbol = dlsym(nil, "malloc_trim") {
            typealias Trim = @convention(c) (Int) -> Int32
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
        #endif
    }

    /// Types misspellings whose corrections walk far into `session` (which ends with the call).
    static func typeMisspellings(_ session: TypingSession) {
        for word in ["recieve", "accomodate", "definately", "seperate", "untill", "wierd", "psicolagest", "unfortunently", "beaurocracy"] {
            for letter in word { _ = session.handle(.key(String(letter))) }
            _ = session.handle(.boundary(.space))
        }
    }

    static func format(_ value: Double) -> String {
        String(Double((value * 100).rounded()) / 100)
    }
}
