#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CHunspell
import KeyboardSync
import KeyboardText
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// A hunspell dictionary, owning its `Hunhandle` (destroyed in `deinit`).
///
/// Respects the `.aff` file's `SET`: words are converted to the dictionary's charset (ISO-8859-2
/// for Polish, KOI8-R, windows-1251, …) on the way in and back to UTF-8 on the way out. A word the
/// charset cannot represent is simply not correct. hunspell itself is not thread-safe, so every
/// call takes the dictionary's lock, and creating or destroying any dictionary takes one lock for
/// the process (``lifecycleLock``).
public final class HunspellDictionary: SpellChecker, @unchecked Sendable {
    /// The language of the ``DictionaryLocation`` it was loaded from.
    public let language: SpellingLanguage
    /// The dictionary's charset as its `.aff` names it (`UTF-8`, `ISO8859-2`).
    public let encoding: String

    private let handle: OpaquePointer
    private let converter: CharsetConverter
    private let lock = Lock()
    /// The words ``add(_:)`` added, in the dictionary's charset (guarded by ``lock``): the only
    /// words ``remove(_:)`` takes away.
    private var added: Set<[CChar]> = []
    /// Held while any dictionary is created or destroyed. hunspell 1.7.1 (Debian's) keeps one
    /// table for all UTF-8 dictionaries, counted up and down by their creation and destruction
    /// with no lock of its own (hunspell's PR #853, 1.7.2, added one): on several threads at once
    /// it can be freed twice or while in use, and the process crashes.
    private static let lifecycleLock = Lock()

    /// Loads the dictionary at `location`.
    /// - Throws: ``SpellingError/dictionaryUnloadable(path:)`` when the files are missing or
    ///   hunspell cannot load them, or the `.dic` is damaged (``listedWords(inDictionaryAt:)``:
    ///   its first line no positive word count, no word listed after it, or none of its first
    ///   listed words accepted once loaded); ``SpellingError/unsupportedEncoding(_:)`` for an
    ///   unknown `SET`.
    public init(location: DictionaryLocation) throws(SpellingError) {
        let files = FileManager.default
        guard files.isReadableFile(atPath: location.affixPath) else { throw .dictionaryUnloadable(path: location.affixPath) }
        guard files.isReadableFile(atPath: location.dictionaryPath) else { throw .dictionaryUnloadable(path: location.dictionaryPath) }
        // hunspell loads any file (a truncated download, a binary) without a word of complaint,
        // and every word of the language was then wrong: checked here, before and after.
        guard let listed = Self.listedWords(inDictionaryAt: location.dictionaryPath) else {
            throw .dictionaryUnloadable(path: location.dictionaryPath)
        }
        guard let handle = Self.lifecycleLock.withLock({ Hunspell_create(location.affixPath, location.dictionaryPath) }) else {
            throw .dictionaryUnloadable(path: location.affixPath)
        }
        // A listed word with flags may be one hunspell accepts only with an affix or in a compound:
        // no evidence either way. One accepted, or none without flags, will do.
        guard listed.contains(where: { Hunspell_spell(handle, $0.bytes) != 0 }) || listed.allSatisfy(\.flagged) else {
            Self.lifecycleLock.withLock { Hunspell_destroy(handle) }
            throw .dictionaryUnloadable(path: location.dictionaryPath)
        }
        let encoding = Hunspell_get_dic_encoding(handle).map { String(cString: $0) } ?? "ISO8859-1"
        do {
            converter = try CharsetConverter(charset: Self.icuCharset(forHunspell: encoding))
        } catch {
            Self.lifecycleLock.withLock { Hunspell_destroy(handle) }
            throw .unsupportedEncoding(encoding)
        }
        self.handle = handle
        self.encoding = encoding
        language = location.language
    }

    /// How many of a `.dic`'s first listed words ``listedWords(inDictionaryAt:)`` reads.
    static let checkedWords = 20
    /// How much of a `.dic` ``listedWords(inDictionaryAt:)`` reads, in bytes.
    static let checkedBytes = 16_384

    /// The first listed words (at most ``checkedWords``) of the `.dic` at `path`, each in the
    /// dictionary's charset, NUL-terminated, with whether it carries affix flags; nil when the
    /// file cannot be read, its first line does not begin with a positive word count (a UTF-8
    /// byte order mark before it aside; anything after white space after it is not read), or no word follows it (a file cut short after its count). Reads the
    /// file's first ``checkedBytes`` only; lines that begin with a tab are comments, as hunspell
    /// reads them, and a word ends at its flags' `/` or at white space.
    static func listedWords(inDictionaryAt path: String) -> [(bytes: [CChar], flagged: Bool)]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: checkedBytes)
        var filled = 0
        while filled < buffer.count {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        var lines = buffer[..<filled].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // A line the read cut off is not a word.
        if filled == buffer.count, lines.count > 1 { lines.removeLast() }
        guard var first = lines.first else { return nil }
        if first.starts(with: [0xEF, 0xBB, 0xBF]) { first = first.dropFirst(3) }
        let count = first.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        // What follows the count is hunspell's to ignore, as it does: a comment (Danish's
        // `160502 # Produced By …`), a second number (Arabic's `170812\t1`).
        guard !count.isEmpty, count.contains(where: { $0 != UInt8(ascii: "0") }),
              first.dropFirst(count.count).first.map({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) ?? true
        else { return nil }
        var words: [(bytes: [CChar], flagged: Bool)] = []
        for line in lines.dropFirst() {
            guard words.count < checkedWords else { break }
            guard line.first != UInt8(ascii: "\t") else { continue }
            var word: [CChar] = []
            var flagged = false
            var escaped = false
            for byte in line {
                if escaped {
                    word.append(CChar(bitPattern: byte))
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "/") {
                    flagged = true
                    break
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == 0 {
                    break
                } else {
                    word.append(CChar(bitPattern: byte))
                }
            }
            guard !word.isEmpty, word.count <= SpellCheckerLimits.maximumWordBytes else { continue }
            word.append(0)
            words.append((word, flagged))
        }
        return words.isEmpty ? nil : words
    }

    deinit {
        Self.lifecycleLock.withLock { Hunspell_destroy(handle) }
    }

    /// Whether hunspell accepts `word` (the dictionary's case rules apply); false, unasked, for a
    /// word that is empty, too long, holds NUL or has a character the charset cannot represent.
    ///
    /// A word with a typographic apostrophe (`’`, as iOS's smart punctuation types it, or `ʼ`)
    /// that the dictionary rejects is asked again with `'`: a dictionary whose `.aff` has no
    /// `ICONV ’ '` (Italian's) lists only `dell'anno`, and rejected `dell’anno`, `com’è`.
    public func isCorrect(_ word: String) -> Bool {
        guard Self.isSpellable(word) else { return false }
        if spell(word) { return true }
        guard let straight = Self.straightApostrophes(word) else { return false }
        return spell(straight)
    }

    /// hunspell's answer for a spellable `word`. Asked at every key press: the word's bytes in
    /// place where the charset keeps them, not converted into two new arrays (``encoded(_:)``).
    private func spell(_ word: String) -> Bool {
        (try? converter.withCString(encoding: word) { bytes in locked { Hunspell_spell(handle, bytes) != 0 } }) ?? false
    }

    /// `word` with each `’` (U+2019) and `ʼ` (U+02BC) made `'`; nil when it has neither (read by
    /// its bytes: a word with no byte E2 or CA leaves at once).
    static func straightApostrophes(_ word: String) -> String? {
        guard word.utf8.contains(where: { $0 == 0xE2 || $0 == 0xCA }) else { return nil }
        var straight = String.UnicodeScalarView()
        var changed = false
        for scalar in word.unicodeScalars {
            if scalar == "\u{2019}" || scalar == "\u{02BC}" {
                straight.append("'")
                changed = true
            } else {
                straight.append(scalar)
            }
        }
        return changed ? String(straight) : nil
    }

    /// hunspell's suggestions, best first, at most `limit`; none for a word it is not asked about
    /// (``isCorrect(_:)``). Slow: never on the keystroke path.
    public func suggestions(for word: String, limit: Int) -> [String] {
        guard limit > 0, let bytes = encoded(word) else { return [] }
        return Array(list { Hunspell_suggest(handle, $0, bytes) }.prefix(limit))
    }

    /// hunspell's stems of `word` (`walked` → `walk`); none for a word it is not asked about
    /// (``isCorrect(_:)``).
    public func stems(of word: String) -> [String] {
        guard let bytes = encoded(word) else { return [] }
        return list { Hunspell_stem(handle, $0, bytes) }
    }

    /// Adds `word` for this dictionary's lifetime (no file is written). A word hunspell already
    /// accepts is left as it is: nothing is added, so ``remove(_:)`` has nothing to take away.
    /// - Throws: ``SpellingError/wordRejected(code:)``, code −1 for a word hunspell is not asked
    ///   about (``isCorrect(_:)``), 0 for one the dictionary lists but accepts only with an affix
    ///   or in a compound (hunspell adds nothing, and the word stays wrong), else hunspell's code.
    public func add(_ word: String) throws(SpellingError) {
        guard let bytes = encoded(word) else { throw .wordRejected(code: -1) }
        // nil: hunspell answered 0 and the word is still wrong.
        let code: Int32? = locked { () -> Int32? in
            if Hunspell_spell(handle, bytes) != 0 { return 0 }
            let code = Hunspell_add(handle, bytes)
            // hunspell answers 0 without adding a word the dictionary lists already but accepts
            // only with an affix (NEEDAFFIX) or in a compound: such a word is not ours to remove,
            // or its entry would be forbidden, and its forms with it.
            guard code == 0 else { return code }
            guard Hunspell_spell(handle, bytes) != 0 else { return nil }
            added.insert(bytes)
            return 0
        }
        guard code == 0 else { throw .wordRejected(code: code ?? 0) }
    }

    /// Removes a word ``add(_:)`` added. Any other word — one never added, one the dictionary
    /// lists, one hunspell is not asked about (``isCorrect(_:)``) — is left alone: hunspell's own
    /// remove would forbid it for the dictionary's lifetime, with its forms (`walk` removed,
    /// `walked` is wrong too).
    public func remove(_ word: String) {
        guard let bytes = encoded(word) else { return }
        // Hunspell_remove answers 0 whether or not the word was there (it marks the word
        // forbidden in this run): no code to map.
        locked {
            guard added.remove(bytes) != nil else { return }
            _ = Hunspell_remove(handle, bytes)
        }
    }

    /// Whether hunspell is asked about `word` at all: not empty, within its length limit, no NUL.
    private static func isSpellable(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.count <= SpellCheckerLimits.maximumWordBytes && !word.utf8.contains(0)
    }

    /// The word in the dictionary's charset, NUL-terminated; nil when it is empty, too long, holds
    /// NUL, or has a character the charset cannot represent.
    private func encoded(_ word: String) -> [CChar]? {
        guard Self.isSpellable(word), let bytes = try? converter.encode(word)
        else { return nil }
        var text: [CChar] = []
        text.reserveCapacity(bytes.count + 1)   // one buffer, not a copy and a copy appended
        for byte in bytes { text.append(CChar(bitPattern: byte)) }
        text.append(0)
        return text
    }

    /// Runs a hunspell call that fills a list, decodes it and frees it with `Hunspell_free_list`.
    private func list(_ call: (UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32) -> [String] {
        locked {
            var items: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
            let count = call(&items)
            defer { if items != nil { Hunspell_free_list(handle, &items, count) } }
            guard count > 0, let items else { return [] }
            return (0..<Int(count)).compactMap { i in
                guard let item = items[i] else { return nil }
                let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(item).assumingMemoryBound(to: UInt8.self), count: strlen(item)))
                return try? converter.decode(bytes)
            }
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// hunspell's charset names as ICU knows them; ICU ignores case and punctuation in names, so
    /// `ISO8859-2` already matches `ISO-8859-2`.
    static func icuCharset(forHunspell name: String) -> String {
        switch name.uppercased() {
        case "MICROSOFT-CP1251": "windows-1251"
        case "TIS620-2533": "TIS-620"
        case "ISCII-DEVANAGARI": "x-iscii-de"
        default: name
        }
    }
}
