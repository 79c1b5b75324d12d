import CICUBridge
import Foundation
@testable import KeyboardText
import Testing

@Suite("ICU bridge (C)")
struct ICUBridgeTests {
    @Test("a buffer that is too small reports the length it needs")
    func bufferTooSmall() {
        let input = Array("Straße".utf8)
        var output = [UInt8](repeating: 0, count: 2)
        var length: Int32 = 0
        let code = kb_icu_normalize(Int32(KB_ICU_NFKC_CASEFOLD), input, Int32(input.count), &output, 2, &length)
        #expect(code == Int32(KB_ICU_BUFFER_TOO_SMALL))
        #expect(length == 7) // "strasse"
    }

    @Test("bad arguments and invalid UTF-8 are result codes, not crashes")
    func badArguments() {
        var output = [UInt8](repeating: 0, count: 16)
        var length: Int32 = 0
        #expect(kb_icu_normalize(99, [0x61], 1, &output, 16, &length) == Int32(KB_ICU_INVALID_ARGUMENT))
        #expect(kb_icu_normalize(Int32(KB_ICU_NFC), [0x61], -1, &output, 16, &length) == Int32(KB_ICU_INVALID_ARGUMENT))
        #expect(kb_icu_normalize(Int32(KB_ICU_NFC), nil, 0, &output, 16, &length) == Int32(KB_ICU_OK))
        #expect(kb_icu_normalize(Int32(KB_ICU_NFC), [0xC3, 0x28], 2, &output, 16, &length) == Int32(KB_ICU_INVALID_TEXT))
        #expect(kb_icu_convert("no-such-charset", "UTF-8", [0x61], 1, &output, 16, &length) == Int32(KB_ICU_UNKNOWN_CHARSET))
    }

    @Test("a length beyond the bridge's 32 bits is a typed error, where converting it would trap")
    func lengthBeyondThirtyTwoBits() throws {
        #expect(try ICU.cLength(0) == 0)
        #expect(try ICU.cLength(Int(Int32.max)) == Int32.max)
        #expect(throws: ICUError.tooLong) { try ICU.cLength(Int(Int32.max) + 1) }
        #expect(throws: ICUError.tooLong) { try ICU.cLength(3_000_000_000) }
    }

    @Test("the ICU version is reported")
    func version() {
        #expect(ICUTextNormalizer.icuVersion.split(separator: ".").count >= 2)
    }
}

@Suite("Text normalisation and folding")
struct TextNormalizerTests {
    let text = ICUTextNormalizer()

    @Test("NFC composes", arguments: [("e\u{301}", "é"), ("cafe\u{301}", "café"), ("plain", "plain"), ("", "")])
    func nfc(input: String, expected: String) {
        #expect(text.nfc(input).unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test("search keys fold case, compatibility forms and accents", arguments: [
        ("Café", "cafe"), ("Straße", "strasse"), ("ＡＢＣ", "abc"), ("ÉLAN", "elan"), ("Żółw", "zolw"), ("Cœur", "coeur"), ("Æble", "aeble"), ("Ørsted", "orsted"),
        ("ﬁne", "fine"), ("Thumbs Up", "thumbs up"), ("", ""), ("Ἀθῆναι", "αθηναι"), ("Ёлка", "елка"),
        ("ぶた", "ぶた"), ("हिंदी", "हिंदी"),
        // katakana folds to hiragana (a dakuten stays on its kana), typographic apostrophes to '
        ("カプセル", "かぷせる"), ("ネコ", "ねこ"), ("ｶﾞｲﾄﾞ", "がいど"), ("ー", "ー"), ("clin d’œil", "clin d'oeil"),
    ])
    func searchKey(input: String, expected: String) {
        #expect(text.searchKey(input) == expected)
    }

    @Test("ASCII's search key, which skips ICU, is what ICU's folding gives it")
    func searchKeyOfASCII() throws {
        let ascii = String(decoding: (0..<0x80).map { UInt8($0) }, as: UTF8.self)
        // Folded with ICU itself: the whole of ASCII, then each character alone, as ICU sees them.
        #expect(text.searchKey(ascii) == (try text.normalized(ascii, form: .searchFold)))
        for character in ascii {
            #expect(text.searchKey(String(character)) == (try text.normalized(String(character), form: .searchFold)), "\(character.unicodeScalars.first!.value)")
        }
        #expect(text.searchKey("Thumbs Up") == "thumbs up")
    }

    @Test("unaccented text loses its letters' accents and keeps their case and everything else", arguments: [
        ("Café", "Cafe"), ("naïve", "naive"), ("résumé", "resume"), ("ÉLAN", "ELAN"), ("Żółw", "Zołw"), ("Straße", "Straße"),
        ("Cœur", "Cœur"), ("Ørsted", "Ørsted"), ("e\u{301}", "e"), ("hello", "hello"), ("", ""), ("don’t", "don’t"), ("Ёлка", "Елка"),
    ])
    func unaccented(input: String, expected: String) {
        #expect(text.unaccented(input).unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test("NFKC case folding keeps accents")
    func casefold() throws {
        #expect(try text.normalized("Ärger", form: .nfkcCasefold) == "ärger")
        #expect(try text.normalized("é", form: .nfd).unicodeScalars.count == 2)
    }

    @Test("a letter's base letter is its decomposition's first scalar; a letter without one has none",
          arguments: [("é", "e"), ("à", "a"), ("ä", "a"), ("ç", "c"), ("Ö", "O"), ("e", nil), ("ß", nil), ("œ", nil)] as [(Character, Character?)])
    func baseLetter(letter: Character, base: Character?) {
        #expect(text.baseLetter(of: letter) == base)
    }

    @Test("Turkish casing: dotted and dotless i", arguments: [
        ("I", "tr", "ı"), ("İ", "tr", "i"), ("I", "en", "i"), ("İSTANBUL", "tr", "istanbul"), ("DIŞ", "tr", "dış"),
    ])
    func lowercased(input: String, locale: String, expected: String) {
        #expect(text.lowercased(input, locale: locale) == expected)
    }

    @Test("Turkish upper-casing dots the i")
    func uppercased() {
        #expect(text.uppercased("i", locale: "tr") == "İ")
        #expect(text.uppercased("i", locale: "en") == "I")
        #expect(text.uppercased("straße", locale: "de") == "STRASSE")
    }
}

@Suite("Word boundaries")
struct WordSegmenterTests {
    let segmenter = WordSegmenter(locale: "en")

    @Test("apostrophes stay inside words; numbers and punctuation are not words")
    func english() {
        let segments = segmenter.segments(of: "I don't know, 42 times.")
        #expect(segments.filter { $0.kind.isWord }.map(\.text) == ["I", "don't", "know", "times"])
        #expect(segments.first { $0.text == "42" }?.kind == .number)
        #expect(segments.map(\.text).joined() == "I don't know, 42 times.")
    }

    @Test("a run of ASCII letters is one word, as ICU finds in every locale", arguments: ["en", "sv", "de", "fr", "ja", "th", ""])
    func asciiLetters(locale: String) {
        let segmenter = WordSegmenter(locale: locale)
        // Two hundred runs of 1–20 letters, the same at every run of the test (a linear
        // congruential sequence).
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let runs = ["a", "I", "the", "Receive", "NASA", "supercalifragilisticexpialidocious", String(repeating: "ab", count: 600)]
            + (0..<200).map { _ in String((0...next(20)).map { _ in letters[next(letters.count)] }) }
        for run in runs {
            #expect(segmenter.segments(of: run) == segmenter.icuSegments(of: run), "\(run)")
            #expect(segmenter.segments(of: run) == [WordSegment(text: run, kind: .letters, utf8Offset: 0)])
        }
        // Not a run of letters: ICU's own answer.
        for text in ["don't", "a b", "abc1", "x-y", "naïve", "a\u{301}"] {
            #expect(segmenter.segments(of: text) == segmenter.icuSegments(of: text), "\(text)")
        }
    }

    @Test("byte offsets locate each segment")
    func offsets() {
        let input = "héllo wörld"
        let segments = segmenter.segments(of: input)
        #expect(segments.map(\.text).filter { $0 != " " } == ["héllo", "wörld"], "\(segments.map(\.text))")
        for segment in segments {
            let bytes = Array(input.utf8)[segment.utf8Offset..<(segment.utf8Offset + segment.text.utf8.count)]
            #expect(String(decoding: bytes, as: UTF8.self) == segment.text)
        }
    }

    @Test("emoji, newlines, RTL and empty text")
    func hostile() {
        #expect(segmenter.segments(of: "").isEmpty)
        #expect(segmenter.words(of: "love ❤️ you\nsee 👩‍👩‍👧 you") == ["love", "you", "see", "you"])
        #expect(segmenter.words(of: "שלום עולם") == ["שלום", "עולם"])
        let long = String(repeating: "word ", count: 2000)
        #expect(segmenter.words(of: long).count == 2000)
    }

    @Test("each call uses its own locale's rules while the thread keeps one iterator, and threads keep their own")
    func keptIterators() async {
        // Swedish rules keep a colon inside a word (`EU:n`), English rules break there.
        let swedish = WordSegmenter(locale: "sv"), english = WordSegmenter(locale: "en")
        for _ in 0..<3 {
            #expect(swedish.words(of: "EU:n") == ["EU:n"])
            #expect(english.words(of: "EU:n") == ["EU", "n"])
            #expect(WordSegmenter(locale: String(repeating: "x", count: 100)).words(of: "a b") == ["a", "b"])
        }
        await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    let segmenter = task % 2 == 0 ? swedish : english
                    let expected = task % 2 == 0 ? ["EU:n", "word"] : ["EU", "n", "word"]
                    return (0..<200).allSatisfy { _ in segmenter.words(of: "EU:n word") == expected }
                }
            }
            for await agreed in group { #expect(agreed) }
        }
    }

    @Test("Japanese is split into kana and ideographic words")
    func japanese() {
        let words = WordSegmenter(locale: "ja").segments(of: "東京へ行きます").filter { $0.kind.isWord }
        // ICU's dictionary splits it (東京 / へ / 行き / ます); one word of the whole would be no split.
        #expect(words.count >= 3, "\(words.map(\.text))")
        #expect(words.first?.text == "東京")
        #expect(words.map(\.text).joined() == "東京へ行きます")
    }
}

@Suite("Charset conversion")
struct CharsetConverterTests {
    @Test("Polish round-trips through ISO-8859-2 one byte per letter")
    func latin2() throws {
        let latin2 = try CharsetConverter(charset: "ISO8859-2")
        let bytes = try latin2.encode("zażółć")
        #expect(bytes == [0x7A, 0x61, 0xBF, 0xF3, 0xB3, 0xE6])
        #expect(try latin2.decode(bytes) == "zażółć")
    }

    @Test("characters the charset lacks are reported, not substituted")
    func unmappable() throws {
        let latin2 = try CharsetConverter(charset: "ISO-8859-2")
        #expect(throws: ICUError.unmappable) { try latin2.encode("日本") }
    }

    @Test("ASCII passes unconverted only through a charset that writes it as ASCII")
    func asciiPassage() throws {
        let latin1 = try CharsetConverter(charset: "ISO8859-1")
        #expect(try latin1.encode("spell") == Array("spell".utf8))
        #expect(try latin1.decode(Array("spell".utf8)) == "spell")
        #expect(try latin1.encode("café") == [0x63, 0x61, 0x66, 0xE9])
        // EBCDIC writes `a` as 0x81: its ASCII text must still be converted.
        let ebcdic = try CharsetConverter(charset: "IBM037")
        #expect(try ebcdic.encode("abc") == [0x81, 0x82, 0x83])
        #expect(try ebcdic.decode([0x81, 0x82, 0x83]) == "abc")
    }

    @Test("a C string in the charset holds what encode gives, then a NUL")
    func cString() throws {
        func bytes(_ converter: CharsetConverter, _ text: String) throws(ICUError) -> [UInt8] {
            try converter.withCString(encoding: text) { pointer in
                var bytes: [UInt8] = []
                var at = pointer
                while at.pointee != 0 { bytes.append(UInt8(bitPattern: at.pointee)); at += 1 }
                return bytes
            }
        }
        for name in ["UTF-8", "ISO8859-1", "ISO8859-2", "IBM037"] {
            let converter = try CharsetConverter(charset: name)
            for text in ["spell", "café", "zażółć", ""] {
                guard let expected = try? converter.encode(text) else { continue }
                #expect(try bytes(converter, text) == expected, "\(name) \(text)")
            }
        }
        #expect(throws: ICUError.unmappable) { try bytes(CharsetConverter(charset: "ISO-8859-2"), "日本") }
    }

    @Test("a converter decoded from JSON is the converter encoded")
    func codable() throws {
        for name in ["ISO8859-2", "UTF-8", "IBM037"] {
            let converter = try CharsetConverter(charset: name)
            let decoded = try JSONDecoder().decode(CharsetConverter.self, from: JSONEncoder().encode(converter))
            #expect(decoded == converter)
            #expect(try decoded.encode("ab") == converter.encode("ab"))
        }
    }

    @Test("unknown charsets and invalid UTF-8 are typed errors")
    func errors() throws {
        #expect(throws: ICUError.self) { try CharsetConverter(charset: "no-such-charset") }
        let utf8 = try CharsetConverter(charset: "UTF-8")
        #expect(utf8.isUTF8)
        #expect(throws: ICUError.invalidText) { try utf8.decode([0xC3, 0x28]) }
    }
}
