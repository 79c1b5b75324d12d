import Foundation
import KeyboardCorrection
import KeyboardEvaluation
import KeyboardIntelligence
import KeyboardLayout
import KeyboardLearning
import KeyboardLexicon
import Testing
import TestSupport

/// Types `text` key by key (letters at their key centres) into `session`.
@discardableResult
func type(_ text: String, into session: TypingSession, layout: KeyboardLayout? = TestEngines.data.layouts["qwerty-en"]) -> TypingResponse {
    var last = TypingResponse.none
    for character in text {
        switch character {
        case " ": last = session.handle(.boundary(.space))
        case ".", ",", "?", "!": last = session.handle(.boundary(.punctuation(character)))
        case "\n": last = session.handle(.boundary(.newline))
        default:
            let label = String(character).lowercased()
            last = session.handle(.key(String(character), at: layout?.key(for: label)?.center))
        }
    }
    return last
}

/// Types `text` key by key into `session` as ``type(_:into:layout:)`` does, applying each response
/// to `field` as a front-end does (its edits, else the key's own character).
func type(_ text: String, into session: TypingSession, field: inout SimulatedField) {
    for character in text {
        field.apply(type(String(character), into: session), orInsert: String(character))
    }
}

@Suite("Typing session")
struct TypingSessionTests {
    let engine = TestEngines.shared

    func texts(_ response: TypingResponse) -> [String] { response.strip.slots.map(\.text) }

    /// The field's text once `phrase` is typed key by key into a new session, each response
    /// applied as a front-end applies it.
    func fieldText(afterTyping phrase: String) -> String {
        var field = SimulatedField()
        type(phrase, into: engine.makeSession(), field: &field)
        return field.text
    }

    @Test("completions of a prefix, in the typed case")
    func completions() {
        #expect(texts(type("th", into: engine.makeSession())).contains("the"))
        #expect(texts(type("Th", into: engine.makeSession())).contains("The"))
        #expect(texts(type("TH", into: engine.makeSession())).contains("THE"))
        #expect(texts(type("keyboa", into: engine.makeSession())).first == "keyboard")
    }

    @Test("after a subject, a negation is completed as its positive is",
          arguments: [("you d", "don't"), ("they d", "don't"), ("I c", "can't"), ("you c", "can't"), ("he d", "didn't")])
    func negationCompleted(typed: String, negation: String) {
        let strip = texts(type(typed, into: engine.makeSession()))
        #expect(strip.contains(negation), "\(strip)")
    }

    @Test("a first letter read as its neighbour still gets a word that begins with it",
          arguments: ["hello s", "hello d", "how s", "good n"])
    func firstLetterKept(_ typed: String) {
        let letter = String(typed.last!)
        let strip = texts(type(typed, into: engine.makeSession()))
        #expect(strip.count == 3)
        #expect(strip.contains { $0.lowercased().hasPrefix(letter) }, "\(strip)")
    }

    @Test("with en_US, American spellings lead: the word lists' British ones no longer hold all the counts and pairs",
          arguments: [("my fav", "favorite", "favourite"), ("the centr", "center", "centre"), ("the behavoir", "behavior", "behaviour")])
    func americanSpellings(typed: String, american: String, british: String) {
        let strip = texts(type(typed, into: engine.makeSession()))
        let us = strip.firstIndex(of: american), uk = strip.firstIndex(of: british)
        #expect(us != nil && (uk == nil || us! < uk!), "\(strip)")
    }

    @Test("a misspelling too far for the edit budget still gets words beginning with its first letter",
          arguments: [("unfortunently", "unfortunately"), ("intejilent", "intelligent"), ("independenent", "independent")])
    func farMisspelling(typed: String, expected: String) {
        let strip = type(typed, into: engine.makeSession()).strip
        #expect(strip.slots.contains { $0.text == expected }, "\(texts(TypingResponse(strip: strip)))")
    }

    @Test("four letters or more that begin many words and spell none are corrected on space, though completions outrank the correction mid-word",
          arguments: [("ment", "meant"), ("rela", "real"), ("excell", "excel"), ("artic", "arctic")])
    func prefixCorrectedOnSpace(typed: String, expected: String) {
        let session = engine.makeSession()
        let strip = type(typed, into: session).strip
        #expect(strip.slots.first?.text == typed && strip.slots.first?.kind == .verbatim, "\(texts(TypingResponse(strip: strip)))")
        #expect(strip.slots.first { $0.isDefault }?.text == expected, "\(texts(TypingResponse(strip: strip)))")
        #expect(strip.slots.contains { $0.kind == .completion && $0.text.hasPrefix(typed) }, "a completion keeps a slot")
        #expect(session.handle(.boundary(.space)).edits == [.delete(typed.count), .insert(expected + " ")])
    }

    /// A word the lexicon cannot reach (`blorfinator`) left the strip empty, so the user could not
    /// tap it to keep and teach it; a far misspelling showed one guess and nothing else.
    @Test("letters that spell no word and begin none fill a free slot with themselves, after the guesses, and a tap teaches them",
          arguments: [("blorfinator", ["blorfinator"]), ("transcendentatio", ["transcendental", "transcendentatio"])])
    func typedWordInFreeSlot(typed: String, strip expected: [String]) throws {
        let engine = try TypingEngine()
        let session = engine.makeSession()
        let strip = type(typed, into: session).strip
        #expect(strip.slots.map(\.text) == expected)
        #expect(strip.defaultSlot == nil && strip.slots.last?.kind == .verbatim)
        #expect(session.handle(.pick(slot: expected.count - 1)).edits == [.delete(typed.count), .insert(typed + " ")])
        #expect(engine.learnedWordCount == 1, "tapped in the strip: learned at once")
    }

    @Test("the typed word takes no slot from a guess or a completion, and a word it spells keeps its own place")
    func typedWordOnlyInFreeSlot() {
        for typed in ["qwxzv", "keyboa"] {
            let strip = type(typed, into: engine.makeSession()).strip
            #expect(strip.slots.count == SuggestionStrip.capacity && !texts(TypingResponse(strip: strip)).contains(typed),
                    "\(typed): \(texts(TypingResponse(strip: strip)))")
        }
        #expect(texts(type("form", into: engine.makeSession())).filter { $0 == "form" }.count == 1)
    }

    @Test("three letters that begin words and spell none are kept on space: as often meant (vid) as a slip")
    func shortPrefixKept() {
        let session = engine.makeSession()
        #expect(type("vid", into: session).strip.defaultSlot == nil)
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
    }

    @Test("apostrophe forms are offered and corrected to", arguments: [("dont", "don't"), ("im", "I'm"), ("youre", "you're"), ("Dont", "Don't")])
    func apostrophes(typed: String, expected: String) {
        let session = engine.makeSession()
        #expect(texts(type(typed, into: session)).contains(expected))
        let response = session.handle(.boundary(.space))
        #expect(response.edits == [.delete(typed.count), .insert(expected + " ")])
    }

    @Test("`im` after a word is `I'm`, not `in` a key away: the bigram source's `and i`, `if i` are lower-case only",
          arguments: ["and im ", "well im ", "while im ", "now im ", "but im "])
    func imAfterAWord(phrase: String) {
        #expect(type(phrase, into: engine.makeSession()).edits == [.delete(2), .insert("I'm ")], "\(phrase)")
    }

    @Test("after `I'm` the strip offers no subject, though `am I` is a question `am`'s followers hold")
    func noSubjectAfterIm() {
        let predicted = texts(type("I'm ", into: engine.makeSession()))
        #expect(!predicted.contains { ["I", "you", "we", "it"].contains($0) }, "\(predicted)")
    }

    @Test("while a word after a contraction is typed, a subject it cannot take scores as a word its row lacks",
          arguments: [("I'm i", "in", "I"), ("you're w", "what", "we"), ("I've i", "in", "it")])
    func noSubjectCompletedAfterAContraction(typed: String, first: String, demoted: String) throws {
        let strip = texts(type(typed, into: engine.makeSession()))
        #expect(strip.first == first, "\(strip)")
        // The score itself: the unigram and the backoff, though the stand-in's row holds the
        // question (`am I`, `are we`, `have it`).
        let lexicon = TestEngines.data.lexicon, model = ContextModel()
        let contraction = try #require(typed.split(separator: " ").first).lowercased()
        let subject = try #require(lexicon.entry(forKey: demoted.lowercased()))
        let standIn = try #require(ContractionContext.standIn(for: contraction))
        #expect(lexicon.bigramLogProbability(previous: standIn, next: subject.key) != nil, "the stand-in's row holds it")
        #expect(model.logProbability(of: subject, after: contraction, in: lexicon) == Double(subject.logProbability) + model.backoffPenalty)
    }

    @Test("contractions no dictionary knows are kept, not turned into others (there'll was they'll)",
          arguments: ["there'll", "there'd", "where'd", "what'd", "there're", "here're"])
    func contractionsKept(word: String) {
        #expect(type(word + " ", into: engine.makeSession()).edits.isEmpty)
    }

    @Test("contractions typed without the apostrophe are corrected to", arguments: [("therell", "there'll"), ("wouldve", "would've"), ("thatll", "that'll"), ("aint", "ain't"), ("cmon", "c'mon")])
    func contractionsRestored(typed: String, expected: String) {
        #expect(type(typed + " ", into: engine.makeSession()).edits == [.delete(typed.count), .insert(expected + " ")])
    }

    @Test("contractions typed without the apostrophe after a word are corrected to them where a subject stands, not to the word a letter away (i think youre was your)",
          arguments: [("i think youre", "you're"), ("when theyre", "they're"), ("if youre", "you're"), ("i hope im", "I'm"),
                      ("sure thats", "that's"), ("i think hed", "he'd"), ("maybe theyre", "they're"),
                      // After a preposition `you` is an object, and `youre` is more likely `your`.
                      ("thanks for youre", "your"), ("i went with youre", "your")])
    func contractionsInContext(text: String, expected: String) {
        let typed = String(text.split(separator: " ").last!)
        #expect(type(text + " ", into: engine.makeSession()).edits == [.delete(typed.count), .insert(expected + " ")])
    }

    @Test("possessives typed without the apostrophe are corrected to them, not to their host (todays was today)",
          arguments: [("todays", "today's"), ("womens", "women's"), ("childrens", "children's"), ("nobodys", "nobody's")])
    func possessivesRestored(typed: String, expected: String) {
        #expect(type(typed + " ", into: engine.makeSession()).edits == [.delete(typed.count), .insert(expected + " ")])
    }

    @Test("a valid word typed for a contraction that context makes ten times likelier becomes it; a possessive's or a likelier word's letters are kept",
          arguments: [("cant", "can't", true), ("Cant", "Can't", true), ("wont", "won't", true), ("hes", "he's", true), ("whats", "what's", true),
                      ("fathers", "father's", false), ("its", "it's", false), ("ill", "I'll", false), ("well", "we'll", false),
                      ("were", "we're", false), ("hell", "he'll", false)])
    func validApostropheTwins(typed: String, form: String, corrected: Bool) {
        let session = engine.makeSession()
        let strip = type(typed, into: session).strip
        let space = session.handle(.boundary(.space))
        if corrected {
            #expect(strip.defaultSlot.map { strip.slots[$0].text } == form, "\(strip.slots.map(\.text))")
            #expect(space.edits == [.delete(typed.count), .insert(form + " ")])
        } else {
            #expect(strip.defaultSlot == nil, "\(strip.slots.map(\.text))")
            #expect(space.edits.isEmpty)
        }
        if typed == "fathers" { #expect(strip.slots.contains { $0.text == form }, "offered") }
    }

    @Test("a contraction written for a valid word is undone by backspace and kept for the session; after any word; the user's word is kept")
    func validApostropheTwinsInContext() throws {
        let engine = try TypingEngine()   // the undo is remembered
        let session = engine.makeSession()
        #expect(type("I cant ", into: session).edits.last == .insert("can't "))
        #expect(session.handle(.backspace).edits == [.delete(6), .insert("cant")])
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
        #expect(type("and cant ", into: session).edits.isEmpty, "asserted for the session")
        #expect(type("she said hes ", into: engine.makeSession()).edits.last == .insert("he's "))
        // `shes` is no plural of `she`, so `think she` lends it no pair to keep it by.
        #expect(type("i think shes ", into: engine.makeSession()).edits.last == .insert("she's "))
        let custom = try TypingEngine()
        custom.userLexicon = UserLexicon(customWords: ["hes"])
        #expect(type("hes ", into: custom.makeSession()).edits.isEmpty, "the user's own word")
    }

    @Test("the word after decides a contraction the words before could not: ill be → I'll be, its been → it's been, lets go → let's go; not ill after fell, its before tail, lets before you, ill before you, were before you")
    func contractionDecidedByNextWord() throws {
        for (phrase, deleted, written) in [("ill be ", 6, "I'll be "), ("its a ", 5, "it's a "), ("id love ", 7, "I'd love "),
                                           ("i think ill go ", 6, "I'll go "), ("its been ", 8, "it's been "), ("shell be ", 8, "she'll be "),
                                           ("lets go ", 7, "let's go "), ("Lets see ", 8, "Let's see "), ("so lets do ", 7, "let's do "),
                                           // Neither row holds `grab`; `to grab` reads it as a bare verb.
                                           ("lets grab ", 9, "let's grab "), ("ill grab ", 8, "I'll grab "),
                                           // A word before with no row in the table (`lol`, `imo`) does not bar the subject.
                                           ("lol lets go ", 7, "let's go "), ("imo ill go ", 6, "I'll go "),
                                           // `im` written `in` at key centres (`believe in`), then revised: `going`
                                           // follows `am`.
                                           ("i believe im going ", 8, "I'm going "),
                                           // `we're` shares `we`'s pairs (the source split `'re` off): `so we`, `are here`.
                                           ("so were here ", 9, "we're here ")] {
            #expect(type(phrase, into: engine.makeSession()).edits == [.delete(deleted), .insert(written)], "\(phrase)")
        }
        for phrase in ["the dog wagged its tail ", "he fell ill last ", "I feel ill today ", "the id is ", "as well as ", "what the hell is ",
                       "it lets you ", "lets you ", "lets me ", "lets us ", "lets the ",
                       // `will you`, `would it` are questions: no subject follows the contraction.
                       "ill you ", "id it ", "what time id it ", "then ill we ", "and id someone ",
                       // nor after `'re`: `are you` is a question, `we're you` nothing.
                       "when were you ", "where were they ",
                       // `let's` has `we` for its subject, which no subject precedes.
                       "she lets go ", "he never lets go "] {
            // The whole field: a contraction written at the space after the word, not only at
            // the last space, would show.
            let text = fieldText(afterTyping: phrase)
            #expect(text.lowercased() == phrase.lowercased(), "\(phrase): \(text)")
        }
        let undoing = try TypingEngine()   // the undo is remembered
        let session = undoing.makeSession()
        #expect(type("ill be ", into: session).edits.last == .insert("I'll be "))
        #expect(session.handle(.backspace).edits == [.delete(8), .insert("ill be")], "one backspace gives both words back")
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
        #expect(type("ill be ", into: undoing.makeSession()).edits.isEmpty, "not offered again")
        let custom = try TypingEngine()
        custom.userLexicon = UserLexicon(customWords: ["ill"])
        #expect(type("ill be ", into: custom.makeSession()).edits.isEmpty, "the user's own word")
    }

    /// A valid word typed for a contraction after a word, once the word after is typed: the words
    /// before and the word after both weigh, by ``Autocorrector/contractionAfterWordMargin``.
    @Test("after a word were, hell, ill become we're, he'll, I'll when the words around want them",
          arguments: [("so were late ", "we're late "), ("before were paying ", "we're paying "), ("pretty soon hell know ", "he'll know "), ("or ill die ", "I'll die "), ("he said hell be ", "he'll be ")])
    func contractionAfterAWord(phrase: String, written: String) {
        let response = type(phrase, into: engine.makeSession())
        #expect(response.edits.last == .insert(written), "\(phrase): \(response.edits)")
    }

    @Test("after a word were, ill, hell stay where the words around want them",
          arguments: ["they were going ", "if you were here ", "i wish i were ", "i feel ill today ", "he fell ill last ",
                      "what the hell is ", "as well as "])
    func keptAfterAWord(phrase: String) {
        let text = fieldText(afterTyping: phrase)
        #expect(text.lowercased() == phrase.lowercased(), "\(text)")
    }

    /// `its` after a word: the table's pairs hold `it's` too, so the word after decides alone,
    /// the possessive read as `his` (docs/BENCHMARK.md, "The word after decides a contraction"),
    /// by ``Autocorrector/twinContractionMargin`` (`all` gains 1.9 nats, `very` 1.6: under the
    /// 2.3 of the other contractions).
    @Test("its after a word becomes it's before a verb, an article or an adverb",
          arguments: [("i think its going ", "it's going "), ("i think its a ", "it's a "), ("maybe its not ", "it's not "),
                      ("and its really ", "it's really "), ("the group and its got ", "it's got "), ("and its all ", "it's all "),
                      ("and its very ", "it's very ")])
    func itsAfterAWord(phrase: String, written: String) {
        let response = type(phrase, into: engine.makeSession())
        #expect(response.edits.last == .insert(written), "\(phrase): \(response.edits)")
    }

    @Test("its before a noun, an adjective of a noun or own stays its", arguments: [
        "the company and its employees ", "the city and its people ", "in its place ", "the team lost its way ", "because its own ",
        "the film and its first ", "the group and its name ", "the group and its members ", "the show and its best ",
        "the dog wagged its tail ", "the plan has its flaws ", "the book and its author ", "the bird spread its wings ",
    ])
    func itsKeptBeforeANoun(phrase: String) {
        let text = fieldText(afterTyping: phrase)
        #expect(text.lowercased() == phrase.lowercased(), "\(text)")
    }

    /// At a field's start the bigram table has no row: how often sentences begin with each word
    /// weighs (docs/BENCHMARK.md, "Contractions at a sentence start"), and a word after that says
    /// little (`great`, a noun's adjective as often) no longer keeps `its`.
    @Test("at a sentence's start its, id, well become it's, I'd, we'll unless the word after wants the word typed",
          arguments: [("its great ", "it's great "), ("its hard ", "it's hard "), ("id like ", "I'd like "), ("its all ", "it's all "),
                      ("well done. its great ", "it's great "), ("well see ", "we'll see "), ("well be ", "we'll be "),
                      ("well talk ", "we'll talk ")])
    func contractionAtASentenceStart(phrase: String, written: String) {
        let response = type(phrase, into: engine.makeSession())
        #expect(response.edits.last == .insert(written), "\(phrase): \(response.edits)")
    }

    @Test("at a sentence's start its before a noun stays, as lets before an object or article and well before what it leads (well then, well done) do; after a word its great stays",
          arguments: ["its name ", "its people ", "its time has ", "lets me ", "lets you ", "lets us ", "lets the ", "lets them ",
                      "the film and its great ", "well done, its great ", "well then ", "well that ", "well done ", "well said ",
                      "well you "])
    func keptAtASentenceStart(phrase: String) {
        let text = fieldText(afterTyping: phrase)
        #expect(text.lowercased() == phrase.lowercased(), "\(text)")
    }

    /// A word space corrected into one whose letters also spell a contraction (`itz` → `its`,
    /// `letd` → `lets`, `wrll` → `well`) is weighed against that contraction as the same word
    /// typed would be: the touches gave both alike (docs/BENCHMARK.md, "A contraction's twin
    /// written by a correction").
    @Test("a correction that spells a contraction without its apostrophe is weighed against it as the word typed would be",
          arguments: [("and itz all ", "and it's all "), ("i think itz going to rain ", "I think it's going to rain "),
                      ("so letd go ", "so let's go "), ("wrll see ", "we'll see "),
                      ("the dog wagged itz tail ", "the dog wagged its tail "),
                      ("the company and itd employees ", "the company and its employees "), ("as wrll as ", "as well as ")])
    func correctedTwinWeighedAsTyped(phrase: String, written: String) {
        #expect(fieldText(afterTyping: phrase) == written)
    }

    /// `wrre` after `where` is corrected to `we're` (`where we` is common), but `we're you` is no
    /// English: the questions are `were you`, `were they`. The runner-up comes back with no margin
    /// (docs/BENCHMARK.md, "A contraction before a word it cannot take").
    @Test("a contraction written before a word it cannot take yields to the runner-up correction",
          arguments: [("where wrre you ", "where were you "), ("how wrre they ", "how were they ")])
    func contractionRefusingTheWordAfter(phrase: String, written: String) {
        #expect(fieldText(afterTyping: phrase) == written)
    }

    /// After a question word the contraction is the question's verb and a subject follows it
    /// (`how'd you` is `how did you`), so the subject does not make it yield (`how you do that`).
    @Test("a question word's contraction takes a subject after it",
          arguments: [("howd you do that ", "how'd you do that "), ("whyd you go ", "why'd you go ")])
    func questionContractionBeforeASubject(phrase: String, written: String) {
        #expect(fieldText(afterTyping: phrase) == written)
    }

    /// The word after decides a contraction even when space is correcting it too: both are
    /// written at once (docs/BENCHMARK.md, "The word after decides a contraction").
    @Test("a contraction decided by a word after it that is itself corrected",
          arguments: [("ill cakl ", "I'll call "), ("ill tkae ", "I'll take "), ("i think its goijg ", "it's going ")])
    func contractionBeforeACorrectedWord(phrase: String, written: String) {
        let response = type(phrase, into: engine.makeSession())
        #expect(response.edits.last == .insert(written), "\(phrase): \(response.edits)")
    }

    /// Types `im` at the start of `session`, its `m` tapped near `n`, then space; returns the
    /// space's edits (`in` written: the touch reads `in`, the likelier word alone).
    func spaceImTappedTowardsN(into session: TypingSession) throws -> [TextEdit] {
        let layout = try #require(TestEngines.data.layouts["qwerty-en"])
        _ = session.handle(.key("i", at: layout.key(for: "i")?.center))
        let m = try #require(layout.key(for: "m")), n = try #require(layout.key(for: "n"))
        _ = session.handle(.key("m", at: Point(x: m.center.x + 0.45 * (n.center.x - m.center.x), y: m.center.y)))
        return session.handle(.boundary(.space)).edits
    }

    /// `im` tapped with its `m` near `n`: space writes `in`, the likelier word alone; the word
    /// after decides between them (docs/BENCHMARK.md, "The word after decides a contraction").
    /// At this sentence's start the two are weighed by how many counted sentences begin with
    /// each (`I'm` 80, `in` 110), not by the unigram, which has `in` twelve times likelier:
    /// `being`, `having`, `using`, `so` favour `I'm` by less than the margin over the unigram's
    /// gap (docs/BENCHMARK.md, "A contraction beside a correction at a sentence's start").
    @Test("a contraction space corrected into another word comes back when the word after wants it",
          arguments: [("glad ", "I'm glad "), ("going ", "I'm going "), ("not ", "I'm not "), ("nlt ", "I'm not "),
                      ("being ", "I'm being "), ("having ", "I'm having "), ("using ", "I'm using "), ("so ", "I'm so ")])
    func contractionRevisedByTheWordAfter(next: String, written: String) throws {
        let session = engine.makeSession()
        #expect(try spaceImTappedTowardsN(into: session) == [.delete(2), .insert("in ")], "the touch reads in")
        let response = type(next, into: session)
        #expect(response.edits == [.delete(3 + next.count - 1), .insert(written)], "\(next): \(response.edits)")
    }

    @Test("a correction the word after agrees with stays", arguments: ["the ", "a ", "my "])
    func correctionKeptByTheWordAfter(next: String) throws {
        let session = engine.makeSession()
        #expect(try spaceImTappedTowardsN(into: session) == [.delete(2), .insert("in ")])
        #expect(type(next, into: session).edits.isEmpty, "\(next)")
    }

    /// `im` typed after a word whose bigrams favour `in` (`flu in`, `go in`): space writes `in`;
    /// the word after brings `I'm` back by the margin a contraction needs after a word
    /// (``Autocorrector/contractionAfterWordMargin``), as it does for `in` typed for `I'm`, and
    /// leaves `in` where it wants it (docs/BENCHMARK.md, "A contraction beside a correction after
    /// a word").
    @Test("after a word, the word after brings back a contraction beside a correction by the after-a-word margin",
          arguments: [("the kind of flu im talking about ", "the kind of flu I'm talking about "),
                      ("everywhere i go im asked ", "everywhere I go I'm asked "),
                      ("they live im the city ", "they live in the city ")])
    func contractionBesideACorrectionAfterAWord(phrase: String, written: String) {
        #expect(fieldText(afterTyping: phrase) == written)
    }

    /// `womt` (the `n` slipped onto `m`) after `just`: space writes `want`, the likelier word
    /// there (after a subject, `you womt`, the pair gives `won't` at once); `won't`, whose letters
    /// `womt` spells but for one, comes back when the word after wants it as a contraction beside
    /// a correction does. A correction that is itself the contraction its letters spell stays
    /// (`whod been` → `who'd been`, not `who's been`), and so does a word the next one agrees with
    /// (`thate it`: `that`, not `that's`). (A correction spelling a contraction's letters, `itz` →
    /// `its`, is the twins' rule's: `correctedTwinWeighedAsTyped` above.)
    @Test("a contraction one slip from the letters comes back when the word after wants it",
          arguments: [("you womt like it ", "you won't like it "), ("i just womt be there ", "I just won't be there "), ("we just womt stop ", "we just won't stop "),
                      ("whod been there ", "who'd been there "), ("i know thate it ", "I know that it ")])
    func contractionOneSlipAway(phrase: String, written: String) {
        #expect(fieldText(afterTyping: phrase) == written)
    }

    /// A possessive typed without its apostrophe, its letters a plural (`ones`, `mans`): kept by
    /// space, then written as the possessive when the word after wants the possessive's stand-in
    /// `his` as a contraction's word after would (`one's own`); a plural the word after wants stays.
    @Test("a plural's letters typed for a possessive: the word after decides", arguments: [
        ("consistent with ones own ", "consistent with one's own "), ("he is a mans man ", "he is a man's man "),
        ("the ones who ", "the ones who "), ("we are friends now ", "we are friends now ")])
    func possessiveDecidedByTheWordAfter(phrase: String, written: String) {
        #expect(fieldText(afterTyping: phrase) == written)
    }

    /// `womt` after a subject: space writes `won't`, which the negation pairs make likely there
    /// (docs/BENCHMARK.md, "Negations after a word"); `to` cannot follow it, though it follows
    /// its stand-in `not` often, so the runner-up `want` comes back.
    @Test("a negated modal or do written before to yields to its runner-up", arguments: [("i womt to go ", "I want to go "), ("we womt to ", "we want to ")])
    func negationBeforeTo(phrase: String, written: String) {
        #expect(fieldText(afterTyping: phrase) == written)
    }

    @Test("a contraction one slip from the letters: one letter in the same place, the apostrophe aside")
    func contractionOneSlipFrom() {
        #expect(Autocorrector.isContraction("won't", oneSlipFrom: "womt"))
        #expect(Autocorrector.isContraction("he's", oneSlipFrom: "hez"))
        #expect(!Autocorrector.isContraction("won't", oneSlipFrom: "wont"), "no slip: its letters")
        #expect(!Autocorrector.isContraction("won't", oneSlipFrom: "wpmt"), "two slips")
        #expect(!Autocorrector.isContraction("won't", oneSlipFrom: "womtt"))
        #expect(!Autocorrector.isContraction("won't", oneSlipFrom: "wom"))
        #expect(!Autocorrector.isContraction("want", oneSlipFrom: "wamt"), "not a contraction")
    }

    /// `aend` with its `a` tapped towards `s`: space writes `and`, the likelier word after `can
    /// you`; the runner-up `send` comes back when the word after wants it by
    /// ``Autocorrector/revisionMargin`` more (docs/BENCHMARK.md, "The word after revises a
    /// correction"), and one backspace gives the two words back as they were.
    @Test("a correction's runner-up comes back when the word after wants it far more; a backspace undoes it")
    func runnerUpRevisedByTheWordAfter() throws {
        let layout = try #require(TestEngines.data.layouts["qwerty-en"])
        let session = engine.makeSession()
        var field = SimulatedField()
        type("can you ", into: session, field: &field)
        let a = try #require(layout.key(for: "a")), s = try #require(layout.key(for: "s"))
        let event = TypingEvent.key("a", at: Point(x: a.center.x + 0.3 * (s.center.x - a.center.x), y: a.center.y))
        field.apply(session.handle(event), for: event)
        type("end ", into: session, field: &field)
        #expect(field.text == "can you and ", "the touch and the words before read and")
        type("me ", into: session, field: &field)
        #expect(field.text == "can you send me ")
        field.apply(session.handle(.backspace), for: .backspace)
        #expect(field.text == "can you and me")
    }

    /// Words tapped as a noisy trace of the development fortunes tapped them (`synth --noise 1.0
    /// --seed 1`; the words around them at the key centres): space writes `ones` for `ojes` and
    /// `of` for `ig`, whose runners-up are `one` and `it`; the word after wants the correction
    /// after the runner-up, `one's` and `if`, by the margin (docs/BENCHMARK.md, "The word after
    /// revises a correction").
    @Test("the correction after the runner-up comes back when the word after wants it far more",
          arguments: [("inconsistent with ", [(1206.4, 65.9), (1026.1, 419.8), (448.0, 124.4), (328.7, 320.4)], "ones ", "own ", "one's own "),
                      ("unreasonable demands ", [(1092.4, 113.4), (674.8, 276.6)], "of ", "you'll ", "if you'll ")])
    func nextRunnerUpRevisedByTheWordAfter(before: String, taps: [(Double, Double)], written: String, after: String, revised: String) throws {
        try expectRevision(before: before, taps: taps, written: written, after: after, revised: revised)
    }

    /// Valid words tapped between keys, as noisy traces of the fortunes tapped them (the words
    /// around them at the key centres): space writes the reading of the touches (`id` → `if`,
    /// `if` → `of`, `thus` → `this`), and the word after brings back the contraction the typed
    /// letters spell (`I'd love`), or the word typed, which it needs only to favour
    /// (``Autocorrector/typedWordRevisionMargin``: `if there's`, `thus we`).
    @Test("a reading of touches between keys is revised by the word after: to the letters' contraction, or to the word typed",
          arguments: [("out with you ", [(1075.2, 107.5), (502.0, 294.3)], "if ", "love ", "I'd love "),
                      ("remember kids ", [(1123.3, 151.8), (623.5, 377.4)], "of ", "there's ", "if there's "),
                      ("comfort without pain ", [(688.5, 177.1), (858.6, 260.4), (968.6, 164.9), (373.7, 255.1)], "this ", "we ", "thus we ")])
    func offKeyReadingRevisedByTheWordAfter(before: String, taps: [(Double, Double)], written: String, after: String, revised: String) throws {
        try expectRevision(before: before, taps: taps, written: written, after: after, revised: revised)
    }

    /// Valid words whose touches fell between keys, as noisy traces of the fortunes tapped them:
    /// space keeps the word typed (`buy`, `am`, `love`), its reading (`but`, `an`, `live`) not
    /// ``Autocorrector/offKeyMargin`` likelier; the word after brings the reading by that margin
    /// with both words counted, and not where it favours the word typed (`love you`); one
    /// backspace puts the word typed back.
    @Test("a valid word tapped between keys, kept, is revised to the reading of its touches when the word after wants it",
          arguments: [("men's shirts ", [(845.9, 562.2), (959.8, 50.5), (720.5, 98.1)], "buy ", "they're ", "but they're "),
                      ("could comprise ", [(156.0, 326.2), (1063.3, 624.8)], "am ", "entire ", "an entire "),
                      ("we want to ", [(1292.7, 271.2), (1131.3, 134.4), (675.1, 539.3), (440.8, 163.4)], "love ", "in ", "live in "),
                      ("we want to ", [(1292.7, 271.2), (1131.3, 134.4), (675.1, 539.3), (440.8, 163.4)], "love ", "you ", "love you ")])
    func keptWordRevisedByTheWordAfter(before: String, taps: [(Double, Double)], written: String, after: String, revised: String) throws {
        // One backspace after a revision puts the word typed back.
        try expectRevision(before: before, taps: taps, written: written, after: after, revised: revised,
                           undone: revised == written + after ? nil : written + after.dropLast())
    }

    /// Types `before` at the key centres, then `taps` (points of the bundled layout) and a space,
    /// which must write `written`; then `after`, which must leave `revised` after `before`.
    /// With `undone`, a backspace must then leave that.
    private func expectRevision(before: String, taps: [(Double, Double)], written: String, after: String, revised: String,
                                undone: String? = nil) throws {
        let session = engine.makeSession()
        var field = SimulatedField()
        type(before, into: session, field: &field)
        let layout = try #require(TestEngines.data.layouts["qwerty-en"])
        for (x, y) in taps {
            let point = Point(x: x, y: y)
            let event = TypingEvent.key(try #require(layout.nearestKey(to: point)?.label), at: point)
            field.apply(session.handle(event), for: event)
        }
        type(" ", into: session, field: &field)
        #expect(field.text == before + written)
        type(after, into: session, field: &field)
        #expect(field.text == before + revised)
        if let undone {
            field.apply(session.handle(.backspace), for: .backspace)
            #expect(field.text == before + undone)
        }
    }

    /// `hprse`: `horse` written, `house` its runner-up, which `has` follows more often, but not by
    /// the margin.
    /// `cmon`: `c'mon` written, which the bigram table has no row for, so it says nothing of the
    /// word after; read below its unigram by the backoff, `common man` took it back.
    @Test("a correction the word after does not want far less stays",
          arguments: [("every hprse has ", "every horse has "), ("cmon man ", "c'mon man ")])
    func correctionKeptBesideItsRunnerUp(phrase: String, written: String) {
        #expect(fieldText(afterTyping: phrase) == written)
    }

    @Test("the engine's words take the apostrophe the user writes: ’ typed, or in the host's text, until a ' is typed")
    func userApostrophe() {
        #expect(type("dont ", into: engine.makeSession()).edits == [.delete(4), .insert("don't ")], "' by default")
        let session = engine.makeSession()
        #expect(type("i’ll ", into: session).edits == [.delete(4), .insert("I’ll ")], "the typed one")
        #expect(type("didn’", into: session).strip.slots.contains { $0.text == "didn’t" && $0.isDefault })
        #expect(type("t ", into: session).edits.isEmpty)
        #expect(type("and dont ", into: session).edits.last == .insert("don’t "), "the last one typed, in a word without one")
        #expect(type("it's ", into: session).edits.isEmpty)
        #expect(type("dont ", into: session).edits.last == .insert("don't "), "a ' typed since")
        // The host's smart punctuation wrote ’ for the key's ', or the field holds the user's text.
        let reconciled = engine.makeSession()
        _ = reconciled.reconcile(before: "I can’t say. ", after: "")
        #expect(type("wouldnt ", into: reconciled).edits.last == .insert("wouldn’t "))
        #expect(texts(reconciled.reconcile(before: "I can’t say. I do", after: "")).contains("don’t"))
    }

    @Test("everyday phone words are kept: ok is not corrected to of, favorite not to anything, thx not to the; yall becomes y'all")
    func phoneWords() {
        for word in ["favorite", "lol", "mom", "haha"] {
            #expect(type(word + " ", into: engine.makeSession()).edits.isEmpty, "\(word)")
        }
        // Chat words no dictionary holds (Scripts/sources/chat-en.txt): `thx` became `the`, `abt`
        // `and`, `imma` `Emma`, `smth` `smith`, `tryna` `try a`.
        for word in ["thx", "bday", "hehe", "omw", "rn", "sry", "irl", "tmr", "abt", "imma", "smth", "tryna"] {
            #expect(type(word + " ", into: engine.makeSession()).edits.isEmpty, "\(word)")
        }
        // Chat words hunspell writes in capitals are kept as typed: `i left bc` became `BC`, `in da house` `DA`.
        for phrase in ["i left bc ", "send a msg ", "btw ", "in da "] {
            #expect(type(phrase, into: engine.makeSession()).edits.isEmpty, "\(phrase)")
        }
        // A word wordfreq's tokenizer splits at its apostrophe, typed without it: `yall` became `you'll`.
        #expect(type("yall ", into: engine.makeSession()).edits == [.delete(4), .insert("y'all ")])
        #expect(type("y'all ", into: engine.makeSession()).edits.isEmpty)
        // `ok` is kept as typed: not hunspell's `OK`, never `of`.
        #expect(type("ok ", into: engine.makeSession()).edits.isEmpty)
    }

    @Test("predictions after a word, and sentence starters at the start")
    func predictions() {
        let session = engine.makeSession()
        #expect(!session.strip.slots.isEmpty, "sentence starters in a new field")
        #expect(session.strip.slots.allSatisfy { $0.kind == .prediction && $0.text.first?.isUppercase == true })
        let afterOf = type("one of ", into: session)
        #expect(texts(afterOf).contains("the"))
        #expect(afterOf.strip.slots.allSatisfy { $0.kind == .prediction })
        let afterStop = type("Done. ", into: engine.makeSession())
        #expect(!afterStop.strip.slots.isEmpty, "sentence starters after a full stop")
        #expect(afterStop.strip.slots.allSatisfy { $0.text.first?.isUppercase == true })
    }

    /// The bigram table's followers of `com` (`is | a | live`) were the strip after every address.
    @Test("after an address nothing is predicted from its pieces: the strip is what it is with no word before",
          arguments: ["write to john@example.com ", "go to www.google.com ", "see https://example.org/page "])
    func predictionsAfterAddress(_ typed: String) {
        // `.` given as a boundary too, as the test's `type` does: `google.` then `com`.
        let session = engine.makeSession()
        let keys: [TypingEvent] = typed.map { $0 == " " ? .boundary(.space) : .key(String($0), at: nil) }
        var last = TypingResponse.none
        for event in keys { last = session.handle(event) }
        let bare = engine.makeSession()
        _ = bare.reconcile(before: "x, ")
        #expect(texts(last) == bare.strip.slots.map(\.text), "\(texts(last))")
        #expect(texts(type(typed, into: engine.makeSession())) == bare.strip.slots.map(\.text))
        #expect(!texts(type("the com ", into: engine.makeSession())).isEmpty, "the word alone keeps its followers")
    }

    /// `I like teh| cat`, the cursor put back after `teh`: picking `the` wrote `the  cat`.
    @Test("a pick or an emoji before the host's space or a mark that ends text puts no space of its own, and what follows it starts with one; elsewhere it puts one")
    func pickBeforeSpace() throws {
        for (after, space) in [(" cat", ""), (", cat", ""), ("\nnext", ""), ("", " ")] {
            let session = engine.makeSession()
            _ = session.reconcile(before: "I like teh", after: after)
            let slot = session.strip.slots.firstIndex { $0.text == "the" }
            #expect(slot != nil, "\(session.strip.slots.map(\.text))")
            #expect(session.handle(.pick(slot: slot ?? 0)).edits == [.delete(3), .insert("the" + space)], "\(after)")
            // A space typed next is the user's own, or the one the pick put in.
            #expect(session.handle(.boundary(.space)).edits == (space.isEmpty ? [] : [.delete(1), .insert(" ")]))
        }
        let emoji = engine.makeSession()
        _ = emoji.reconcile(before: "I love pizza", after: " so much")
        #expect(emoji.handle(.pick(slot: SuggestionStrip.emojiSlot)).edits == [.insert(" 🍕")])
        // What follows such a pick starts with a space: a prediction, a letter, an emoji.
        for next in ["prediction", "letter", "emoji"] {
            var field = SimulatedField(text: "I like teh")
            let session = engine.makeSession()
            _ = session.reconcile(before: field.text, after: " cat")
            let slot = session.strip.slots.firstIndex { $0.text == "the" } ?? 0
            field.apply(session.handle(.pick(slot: slot)), for: .pick(slot: slot))
            switch next {
            case "prediction":
                let predicted = try #require(session.strip.slots.first { $0.kind == .prediction }?.text)
                field.apply(session.handle(.pick(slot: 0)), for: .pick(slot: 0))
                #expect(field.text == "I like the " + predicted)
            case "letter":
                type("b", into: session, field: &field)
                #expect(field.text == "I like the b")
            default:
                let emojiSession = engine.makeSession()
                var emojiField = SimulatedField(text: "I love")
                _ = emojiSession.reconcile(before: emojiField.text, after: " so much")
                type(" pizz", into: emojiSession, field: &emojiField)
                let pizza = emojiSession.strip.slots.firstIndex { $0.text == "pizza" } ?? 0
                emojiField.apply(emojiSession.handle(.pick(slot: pizza)), for: .pick(slot: pizza))
                emojiField.apply(emojiSession.handle(.pick(slot: SuggestionStrip.emojiSlot)), for: .pick(slot: SuggestionStrip.emojiSlot))
                #expect(emojiField.text == "I love pizza 🍕")
            }
        }
    }

    /// A prediction picked straight after a typed `,` `.` `!` `?` was glued to it (`Hello,the `),
    /// and so was an emoji (`pizza,🍕 `), though a gesture there got its space first.
    @Test("a prediction or an emoji picked straight after a mark that ends text gets a space first",
          arguments: ["Hello,", "Hello.", "Wait!", "Really?"])
    func pickAfterMark(typed: String) throws {
        var field = SimulatedField()
        let session = engine.makeSession()
        type(typed, into: session, field: &field)
        let predicted = try #require(session.strip.slots.first { $0.kind == .prediction }?.text)
        field.apply(session.handle(.pick(slot: 0)), for: .pick(slot: 0))
        #expect(field.text == typed + " " + predicted + " ")
        // The host's text ending in the mark, the same.
        let handed = engine.makeSession()
        let strip = handed.reconcile(before: typed).strip
        #expect(handed.handle(.pick(slot: 0)).edits == [.insert(" " + strip.slots[0].text + " ")])
        // An emoji the word before names, likewise; after a space, none first.
        let emoji = engine.makeSession()
        type("pizza" + String(typed.last!), into: emoji)
        #expect(emoji.handle(.pick(slot: SuggestionStrip.emojiSlot)).edits == [.insert(" 🍕 ")])
        let spaced = engine.makeSession()
        type(typed + " ", into: spaced)
        #expect(spaced.handle(.pick(slot: 0)).edits.first.map { if case let .insert(text) = $0 { text.first != " " } else { false } } == true)
    }

    @Test("a second space after a word makes the first a period and starts a sentence; a backspace right after gives the spaces back")
    func doubleSpacePeriod() {
        let session = engine.makeSession()
        #expect(type("see you ", into: session).edits.isEmpty)
        let period = session.handle(.boundary(.space))
        #expect(period.edits == [.delete(1), .insert(". ")])
        #expect(period.autoShift)
        #expect(period.strip.slots.allSatisfy { $0.kind == .prediction && $0.text.first?.isUppercase == true })
        let back = session.handle(.backspace)
        #expect(back.edits == [.delete(2), .insert("  ")])
        #expect(!back.autoShift)
        // Only straight after: the next backspace deletes a space, as usual.
        #expect(session.handle(.backspace).edits.isEmpty)

        // After a corrected word, a closing mark, a swiped word, or the host's text ending in a word
        // and a space; a space typed as a key counts as the boundary does.
        #expect(type("teh  ", into: engine.makeSession()).edits == [.delete(1), .insert(". ")])
        #expect(type("(yes)  ", into: engine.makeSession()).edits == [.delete(1), .insert(". ")])
        let swiped = engine.makeSession()
        _ = swiped.handle(.swipe(SwipePaths.through("hello", on: TestEngines.data.layouts["qwerty-en"]!)))
        #expect(swiped.handle(.key(" ", at: nil)).edits.isEmpty)
        #expect(swiped.handle(.key(" ", at: nil)).edits == [.delete(1), .insert(". ")])
        let handed = engine.makeSession()
        _ = handed.reconcile(before: "see you ", after: "")
        #expect(handed.handle(.boundary(.space)).edits == [.delete(1), .insert(". ")])
    }

    @Test("no period for a double space after a mark or a space, in address fields, or when the user turned it off")
    func noDoubleSpacePeriod() throws {
        #expect(type("Done.  ", into: engine.makeSession()).edits.isEmpty)
        #expect(type("so ,  ", into: engine.makeSession()).edits.isEmpty)
        #expect(type("a  ", into: engine.makeSession(traits: FieldTraits(contentType: .emailAddress))).edits.isEmpty)
        #expect(type("a  ", into: engine.makeSession(traits: FieldTraits(keyboardType: .url))).edits.isEmpty)
        #expect(type("a  ", into: engine.makeSession(traits: FieldTraits(isSecureTextEntry: true))).edits.isEmpty)
        let spaced = engine.makeSession()
        _ = spaced.reconcile(before: "see you  ", after: "")
        #expect(spaced.handle(.boundary(.space)).edits.isEmpty)
        let off = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"], insertsPeriodOnDoubleSpace: false))
        #expect(type("see you  ", into: off.makeSession()).edits.isEmpty)
    }

    /// The cursor put back between `Thanks ` and `for the help`: a space typed there made the
    /// host's space a period (`Thanks. for the help`).
    @Test("no period for a space typed after the host's space when a word follows the cursor; at the text's end or before a mark, one")
    func noDoubleSpacePeriodBeforeWord() {
        for (after, period) in [("for the help", false), ("2 more", false), ("", true), (", and", true), ("\nNext", true)] {
            let session = engine.makeSession()
            _ = session.reconcile(before: "Thanks ", after: after)
            #expect(session.handle(.boundary(.space)).edits == (period ? [.delete(1), .insert(". ")] : []), "\(after)")
        }
    }

    @Test("a configuration encoded before the double-space period existed has it on")
    func doubleSpacePeriodDecodesOn() throws {
        let old = #"{"languages":["en_US"],"dictionaryDirectories":[],"allowsPersistentStorage":true}"#
        let decoded = try JSONDecoder().decode(EngineConfiguration.self, from: Data(old.utf8))
        #expect(decoded.insertsPeriodOnDoubleSpace)
        #expect(!EngineConfiguration(insertsPeriodOnDoubleSpace: false).insertsPeriodOnDoubleSpace)
    }

    @Test("after a contraction or a possessive the strip predicts what follows it, not the words shown after an unknown one",
          arguments: [("I don't ", "know"), ("I'm ", "going"), ("it's ", "a"), ("we'll ", "be"), ("the dog's ", "own")])
    func predictionsAfterContraction(text: String, expected: String) {
        let response = type(text, into: engine.makeSession())
        #expect(response.strip.slots.allSatisfy { $0.kind == .prediction })
        #expect(texts(response).contains(expected))
        #expect(texts(response) != CandidateRanker.fallbackWords.prefix(3).map { $0 })
    }

    @Test("a noisy tap still completes: touches between keys")
    func noisyCompletion() throws {
        let layout = try #require(TestEngines.data.layouts["qwerty-en"])
        let session = engine.makeSession()
        // "k", "e", then a touch on the boundary between "y" and "t" → "key…" must stay possible.
        for label in ["k", "e"] { _ = session.handle(.key(label, at: layout.key(for: label)!.center)) }
        let y = layout.key(for: "y")!, t = layout.key(for: "t")!
        let between = Point(x: (y.center.x + t.center.x) / 2 - 1, y: y.center.y)
        let response = session.handle(.key("t", at: between))
        #expect(texts(response).contains { $0.hasPrefix("key") })
    }

    @Test("autocorrection on space, undone by backspace, then kept")
    func autocorrectAndUndo() throws {
        // "hrllo": r is the neighbour of e, which the touch model reads through. A fresh engine:
        // the undo is remembered (the correction is not offered again).
        let engine = try TypingEngine()
        let session = engine.makeSession()
        let typed = type("hrllo", into: session)
        #expect(typed.strip.slots.first?.kind == .verbatim)
        #expect(typed.strip.slots.first { $0.isDefault }?.text == "hello")
        let corrected = session.handle(.boundary(.space))
        #expect(corrected.edits == [.delete(5), .insert("hello ")])
        let undone = session.handle(.backspace)
        #expect(undone.edits == [.delete(6), .insert("hrllo")])
        #expect(undone.strip.defaultSlot == nil)
        let kept = session.handle(.boundary(.space))
        #expect(kept.edits.isEmpty)
        let report = engine.diagnostics.report()
        #expect((report.counters[.autocorrectionsUndone] ?? 0) >= 1)
    }

    @Test("a backspace over the space after a word written as typed composes the word again, with its strip",
          arguments: ["see you soon", "meet me at the", "blorf", "I saw Quixotlz", "hello"])
    func resumeAfterSpace(_ typed: String) {
        let session = engine.makeSession()
        let before = type(typed, into: session)
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
        let resumed = session.handle(.backspace)
        #expect(resumed.edits.isEmpty, "the front-end deletes the space")
        #expect(!resumed.strip.slots.isEmpty)
        #expect(texts(resumed) == texts(before), "the strip the word had before its space")
        #expect(resumed.strip.defaultSlot == nil, "taken up again, it is kept as written")
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
    }

    @Test("a backspace over the mark after a word, or a picked word's space, takes the word up again")
    func resumeAfterMarkOrPick() throws {
        for mark: Character in [",", ".", "!"] {
            let session = engine.makeSession()
            let before = type("I said hello", into: session)
            #expect(session.handle(.boundary(.punctuation(mark))).edits.isEmpty)
            let resumed = session.handle(.backspace)
            #expect(resumed.edits.isEmpty)
            #expect(texts(resumed) == texts(before), "after \(mark)")
        }
        var field = SimulatedField()
        let session = engine.makeSession()
        type("my keyboa", into: session, field: &field)
        let slot = try #require(session.strip.slots.firstIndex { $0.text == "keyboard" })
        field.apply(session.handle(.pick(slot: slot)), for: .pick(slot: slot))
        #expect(field.text == "my keyboard ")
        let resumed = session.handle(.backspace)
        field.apply(resumed, for: .backspace)
        #expect(texts(resumed).contains("keyboards"))
        type("s ", into: session, field: &field)
        #expect(field.text == "my keyboards ")
    }

    @Test("a letter added to a word taken up again makes a word typed anew; a second backspace edits it")
    func resumeThenEdit() {
        var resumed = SimulatedField(), straight = SimulatedField()
        let session = engine.makeSession()
        type("I saw hello ", into: session, field: &resumed)
        resumed.apply(session.handle(.backspace), for: .backspace)
        type("w ", into: session, field: &resumed)
        type("I saw hellow ", into: engine.makeSession(), field: &straight)
        #expect(resumed.text == straight.text)
        #expect(resumed.text != "I saw hellow ", "corrected as any typed word")

        let deleting = engine.makeSession()
        type("I saw Quixotlz ", into: deleting)
        _ = deleting.handle(.backspace)
        let shorter = deleting.handle(.backspace)
        #expect(!shorter.strip.slots.isEmpty)
        #expect(texts(shorter) == texts(type("I saw Quixotl", into: engine.makeSession())))
    }

    @Test("a word begun after a word's space and deleted whole: a backspace over the space takes the first up again")
    func resumeAfterDeletedWord() {
        var field = SimulatedField(), straight = SimulatedField()
        let session = engine.makeSession()
        type("I saw hello wo", into: session, field: &field)
        for _ in 0..<3 { field.apply(session.handle(.backspace), for: .backspace) }
        #expect(field.text == "I saw hello")
        #expect(session.strip.slots.map(\.text) == texts(type("I saw hello", into: engine.makeSession())), "the word's strip")
        type("s ", into: session, field: &field)
        type("I saw hellos ", into: engine.makeSession(), field: &straight)
        #expect(field.text == straight.text)

        // A letter typed and deleted again on the way keeps the run; a boundary breaks it.
        let retyped = engine.makeSession()
        type("I saw hello wo", into: retyped)
        for event: TypingEvent in [.backspace, .backspace, .key("x", at: nil), .backspace, .backspace] { _ = retyped.handle(event) }
        #expect(!retyped.strip.slots.isEmpty, "taken up again")
        let broken = engine.makeSession()
        type("I saw hello wo", into: broken)
        _ = broken.reconcile(before: "Dear Sir wo")
        for _ in 0..<3 { _ = broken.handle(.backspace) }
        #expect(broken.strip.slots.isEmpty, "after a reconcile the word before is the host's, not taken up")
    }

    /// `I saw hello world `, seven backspaces: `world` was taken up and deleted, and `hello`
    /// stayed committed with no strip; so after a picked word too.
    @Test("a word taken up again and deleted whole gives the word before it back, one deep")
    func resumeTwoWords() throws {
        var field = SimulatedField()
        let session = engine.makeSession()
        type("I saw hello world ", into: session, field: &field)
        for _ in 0..<7 { field.apply(session.handle(.backspace), for: .backspace) }
        #expect(field.text == "I saw hello")
        let hello = texts(type("I saw hello", into: engine.makeSession()))
        #expect(session.strip.slots.map(\.text) == hello, "the word's strip")
        // One deep: `saw`, before `hello`, is not taken up once `hello` is deleted whole too.
        for _ in 0..<6 { field.apply(session.handle(.backspace), for: .backspace) }
        #expect(field.text == "I saw")
        #expect(session.strip.slots.isEmpty)

        var picked = SimulatedField()
        let picking = engine.makeSession()
        type("I saw hello wor", into: picking, field: &picked)
        let slot = try #require(picking.strip.slots.firstIndex { $0.text == "world" })
        picked.apply(picking.handle(.pick(slot: slot)), for: .pick(slot: slot))
        for _ in 0..<7 { picked.apply(picking.handle(.backspace), for: .backspace) }
        #expect(picked.text == "I saw hello")
        #expect(picking.strip.slots.map(\.text) == hello)
    }

    /// Only a word written as typed, swiped or picked was kept: `I like teh cat`, four
    /// backspaces, left `I like the` with no strip.
    @Test("a word space corrected or capitalised is taken up as written once the word after it is deleted whole; straight after, a backspace still undoes it")
    func resumeCorrectedWord() throws {
        let engine = try TypingEngine()   // the undo is remembered
        for (typed, written) in [("teh", "the"), ("paris", "Paris")] {
            var field = SimulatedField()
            let session = engine.makeSession()
            type("I like \(typed) cat", into: session, field: &field)
            for _ in 0..<4 { field.apply(session.handle(.backspace), for: .backspace) }
            #expect(field.text == "I like \(written)")
            #expect(session.strip.slots.map(\.text) == texts(type("I like \(written)", into: engine.makeSession())), "the word's strip")
            // Kept as written by the next space.
            field.apply(session.handle(.boundary(.space)), for: .boundary(.space))
            #expect(field.text == "I like \(written) ")

            let undoing = engine.makeSession()
            _ = type("I like \(typed) ", into: undoing)
            #expect(undoing.handle(.backspace).edits == [.delete(written.count + 1), .insert(typed)])
        }
    }

    @Test("a split is offered, undone whole by one backspace, and predicts after its second word")
    func splitUndoAndContext() throws {
        let engine = try TypingEngine()   // the undo is remembered
        let session = engine.makeSession()
        #expect(texts(type("thisis", into: session)).contains("this is"))
        let split = session.handle(.boundary(.space))
        #expect(split.edits == [.delete(6), .insert("this is ")])
        // The next word is predicted after "is", as when "this is" was typed with its space.
        let typedApart = engine.makeSession()
        let apart = type("this is ", into: typedApart)
        #expect(texts(split) == texts(apart))
        #expect(texts(split) != texts(type("thisis ", into: engine.makeSession(traits: FieldTraits(autocorrection: .no)))))
        let undone = session.handle(.backspace)
        #expect(undone.edits == [.delete(8), .insert("thisis")])
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
    }

    /// The word a boundary's response leaves in the field: its inserted text without the
    /// boundary, or `typed` when it changed nothing.
    func written(_ response: TypingResponse, typed: String) -> String {
        for case let .insert(text) in response.edits { return text.trimmingCharacters(in: .whitespaces) }
        return typed
    }

    @Test("a space typed one letter early or late is moved back over both words, in the typed case",
          arguments: [("thi", "sis", "this is"), ("Thi", "sis", "This is"), ("o", "fthe", "of the"), ("wha", "tis", "what is")])
    func misplacedSpace(first: String, second: String, expected: String) {
        let session = engine.makeSession()
        let written = written(type(first + " ", into: session), typed: first)
        let strip = type(second, into: session).strip
        #expect(strip.defaultSlot.map { strip.slots[$0].text } == expected, "\(strip.slots.map(\.text))")
        let moved = session.handle(.boundary(.space))
        #expect(moved.edits == [.delete(written.count + 1 + second.count), .insert(expected + " ")])
        // The next word is predicted after the moved space's second word.
        #expect(texts(moved) == texts(type(expected + " ", into: engine.makeSession())))
    }

    @Test("a moved space is undone by one backspace: both words come back as they were, and stay")
    func misplacedSpaceUndo() throws {
        let engine = try TypingEngine()   // the undo is remembered
        let session = engine.makeSession()
        let written = written(type("thi ", into: session), typed: "thi")
        #expect(type("sis ", into: session).edits == [.delete(written.count + 4), .insert("this is ")])
        #expect(session.handle(.backspace).edits == [.delete(8), .insert(written + " sis")])
        #expect(session.handle(.boundary(.space)).edits.isEmpty, "kept as typed")
        // Remembered: the next time the pair is typed, the space stays where it was put.
        let again = engine.makeSession()
        let first = type("thi ", into: again)
        #expect(self.written(first, typed: "thi") == written)
        #expect(type("sis ", into: again).edits.isEmpty)
    }

    @Test("no moved space between two valid words (one written as its contraction too), after the host moved the cursor, or where autocorrection is off")
    func misplacedSpaceNot() throws {
        // Two valid words ("an ice" is two valid words too): never read again.
        #expect(type("a nice ", into: engine.makeSession()).edits.isEmpty)
        // A valid word space wrote as its contraction is still typed valid: `won't he`, not `won the`.
        for (phrase, contraction) in [("wont he ", "won't "), ("whats he ", "what's ")] {
            let session = engine.makeSession()
            #expect(type(String(phrase.prefix(contraction.count - 1)), into: session).edits == [.delete(contraction.count - 2), .insert(contraction)])
            #expect(type(String(phrase.dropFirst(contraction.count - 1)), into: session).edits.isEmpty, "\(phrase)")
        }
        // The host reconciled between the words: the session did not write the first.
        let reconciled = engine.makeSession()
        type("thi ", into: reconciled)
        _ = reconciled.reconcile(before: "thi ", after: "")
        #expect(type("sis ", into: reconciled).edits.isEmpty)
        // Autocorrection off: no word is rewritten.
        let off = engine.makeSession(traits: FieldTraits(autocorrection: .no))
        #expect(type("thi sis ", into: off).edits.isEmpty)
        // The first word's correction was undone: the user asserted it, and it stays (a fresh
        // engine: the undo is remembered).
        let asserted = try TypingEngine().makeSession()
        #expect(!type("thi ", into: asserted).edits.isEmpty, "thi is corrected")
        _ = asserted.handle(.backspace)
        #expect(type(" sis ", into: asserted).edits.isEmpty)
    }

    @Test("picking the moved-space suggestion writes both words")
    func misplacedSpacePick() throws {
        let session = engine.makeSession()
        let written = written(type("thi ", into: session), typed: "thi")
        let strip = type("sis", into: session).strip
        let slot = try #require(strip.slots.firstIndex { $0.text == "this is" })
        #expect(session.handle(.pick(slot: slot)).edits == [.delete(written.count + 4), .insert("this is ")])
    }

    @Test("shift for the next letter at a sentence start, from the session's own commits and from the host's text")
    func autoShiftSentences() {
        let session = engine.makeSession()
        #expect(session.autoShift, "an empty field starts a sentence")
        #expect(!type("h", into: session).autoShift, "inside a word")
        #expect(!type("ello ", into: session).autoShift, "after a word")
        #expect(!type("world", into: session).autoShift)
        #expect(!type(".", into: session).autoShift, "straight after a full stop, which may be inside an address")
        #expect(type(" ", into: session).autoShift, "after a full stop and a space")
        #expect(type("\n", into: session).autoShift, "after a new line")
        #expect(!session.handle(.backspace).autoShift, "deleting into committed text: the context is unknown")
        #expect(session.reconcile(before: "Fine? ").autoShift)
        #expect(!session.reconcile(before: "Fine, ").autoShift)
        #expect(!session.reconcile(before: "Fine.").autoShift, "no space after the full stop yet")
        #expect(!session.reconcile(before: "Fine. Th").autoShift, "a word is being composed")
        #expect(session.reconcile(before: "").autoShift)
        #expect(!session.reconcile(before: "", after: "word").autoShift, "inside a word")
    }

    @Test("no shift straight after a mark inside a token (gmail.com, so...what) or after U.S.; an opening bracket keeps it")
    func autoShiftAfterMarks() {
        let session = engine.makeSession()
        _ = type("Mail john", into: session)
        #expect(!type(".", into: session).autoShift)
        #expect(type("smith ", into: session).edits.isEmpty, "not Smith")
        #expect(!type("so.", into: session).autoShift)
        #expect(!type(".", into: session).autoShift)
        #expect(type(" ", into: session).autoShift)
        #expect(type("(", into: session).autoShift, "(This")
        let abbreviation = engine.makeSession()
        _ = type("the U.S.", into: abbreviation)
        #expect(!type(" ", into: abbreviation).autoShift, "U.S. ends no sentence")
        _ = type("at 5 p.m.", into: abbreviation)
        #expect(!type(" ", into: abbreviation).autoShift)
        _ = type("see nasa.gov.", into: abbreviation)
        #expect(type(" ", into: abbreviation).autoShift, "an address's period does")
        let words = engine.makeSession(traits: FieldTraits(contentType: .name))
        _ = type("Ada", into: words)
        #expect(!type(",", into: words).autoShift)
        #expect(type(" ", into: words).autoShift)
    }

    @Test("brackets, quotation marks, symbols and emoji end a word like punctuation: never typos of it, and they correct it",
          arguments: [("(", "this", ")", nil), ("[", "this", "]", nil), ("*", "this", "*", nil), ("“", "hello", "”", nil),
                      ("(", "teh", ")", "the"), ("{", "teh", "}", "the"), ("\"", "teh", "\"", "the"),
                      ("❤", "you", "❤", nil), ("👍🏽", "thanks", "🙏", nil), ("&", "teh", "&", "the")])
    func bracketsEndWords(open: String, word: String, close: String, corrected: String?) {
        let opened = engine.makeSession()
        #expect(opened.handle(.key(open)).edits.isEmpty)
        #expect(type(word + " ", into: opened).edits == corrected.map { [.delete(word.count), .insert($0 + " ")] } ?? [])
        let closed = engine.makeSession()
        _ = type(word, into: closed)
        #expect(closed.handle(.key(close)).edits == corrected.map { [.delete(word.count), .insert($0 + close)] } ?? [])
        #expect(closed.handle(.boundary(.space)).edits.isEmpty, "the mark stays")
    }

    @Test("shift by the field's capitals: every word, every letter, none; never in an off field")
    func autoShiftModes() {
        let words = engine.makeSession(traits: FieldTraits(contentType: .name))
        #expect(words.autoShift)
        #expect(!type("Ada", into: words).autoShift)
        #expect(type(" ", into: words).autoShift, "each word of a name")
        let all = engine.makeSession(traits: FieldTraits(autocapitalization: .allCharacters))
        #expect(type("AB", into: all).autoShift)
        let email = engine.makeSession(traits: FieldTraits(contentType: .emailAddress))
        #expect(!email.autoShift)
        #expect(!type("a. ", into: email).autoShift)
        let password = engine.makeSession(traits: FieldTraits(contentType: .password, autocapitalization: .allCharacters))
        #expect(!password.autoShift)
        #expect(!type("a. ", into: password).autoShift)
    }

    @Test("valid words are never corrected", arguments: ["the", "its", "Paris", "hello", "well", "c'mon"])
    func validWords(word: String) {
        let session = engine.makeSession()
        _ = type(word, into: session)
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
    }

    /// Types `word` at its key centres but for the letter at `slip`, tapped `share` of the way
    /// towards `neighbour` (``SlippedTaps``): past half way the key hit is the neighbour, and the
    /// nearest keys spell another word.
    func typeOffKey(_ word: String, slip: Int, onto neighbour: String, share: Double = 0.6, into session: TypingSession) -> TypingResponse {
        var last = TypingResponse.none
        for tap in SlippedTaps.typing(word, slip: slip, toward: neighbour, share: share, on: engine.data.layouts["qwerty-en"]!) {
            last = session.handle(.key(tap.label, at: tap.point))
        }
        return last
    }

    @Test("a valid word tapped between keys becomes the word context makes far likelier", arguments: [
        ("what ", "is", 0, "o", "os"), ("it ", "was", 2, "d", "wad"), ("one ", "of", 0, "p", "pf"), ("I want ", "to", 1, "i", "ti"),
    ])
    func offKeySlips(before: String, meant: String, slip: Int, neighbour: String, typed: String) throws {
        let engine = try TypingEngine()   // the undo below is remembered
        let session = engine.makeSession()
        _ = type(before, into: session)
        let strip = typeOffKey(meant, slip: slip, onto: neighbour, into: session).strip
        #expect(strip.slots.first == Suggestion(text: typed, kind: .verbatim))
        #expect(strip.defaultSlot.map { strip.slots[$0].text } == meant)
        #expect(session.handle(.boundary(.space)).edits == [.delete(typed.count), .insert(meant + " ")])
        // One backspace gives back the word typed, which space then keeps.
        #expect(session.handle(.backspace).edits == [.delete(meant.count + 1), .insert(typed)])
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
        // Tapped on its keys, the same word is what was meant.
        let centred = engine.makeSession()
        _ = type(before + typed, into: centred)
        #expect(centred.handle(.boundary(.space)).edits.isEmpty)
    }

    /// A contraction typed without its apostrophe, its letters tapped between keys onto another
    /// word (`dont` with the `o` near `i`: `dint`), is read by its letters, the apostrophe the
    /// one the touch decoder skips (docs/BENCHMARK.md, "Contractions tapped between keys").
    @Test("a valid word tapped between keys becomes the contraction its letters were meant for", arguments: [
        ("I ", "dont", "don't", 1, "i", "dint"), ("but I ", "dont", "don't", 0, "f", "font"), ("", "im", "I'm", 0, "o", "om"),
    ])
    func offKeyContractions(before: String, letters: String, meant: String, slip: Int, neighbour: String, typed: String) throws {
        let session = engine.makeSession()
        _ = type(before, into: session)
        let strip = typeOffKey(letters, slip: slip, onto: neighbour, into: session).strip
        #expect(strip.slots.first == Suggestion(text: typed, kind: .verbatim))
        #expect(session.handle(.boundary(.space)).edits == [.delete(typed.count), .insert(meant + " ")])
        let centred = engine.makeSession()
        _ = type(before + typed, into: centred)
        #expect(centred.handle(.boundary(.space)).edits.isEmpty, "tapped on its keys, the word typed is meant")
    }

    @Test("a valid word tapped between keys is kept when it is the user's")
    func offKeySlipOfTheUsersWord() throws {
        // The taps of the test above that write `of` for `pf`.
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(customWords: ["pf"])
        let session = engine.makeSession()
        _ = type("one ", into: session)
        _ = typeOffKey("of", slip: 0, onto: "p", into: session)
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
    }

    @Test("a touch reading replaces a valid word only by the margin, each touch read near its key, letter for letter")
    func offKeyDecision() {
        let corrector = Autocorrector()
        func reading(_ key: String, score: Double) -> Candidate {
            Candidate(entry: WordEntry(key: key, surface: key, logProbability: -5), kind: .correction, channelCost: 1,
                      contextLogProbability: -5, score: score)
        }
        // `os` tapped with its o 1 nat from i; the s on its key.
        let o = EditCostTable.index(of: UnicodeScalar("o").value), i = EditCostTable.index(of: UnicodeScalar("i").value)
        let s = EditCostTable.index(of: UnicodeScalar("s").value), a = EditCostTable.index(of: UnicodeScalar("a").value)
        let near = TouchCosts([[o: 0, i: 1], [s: 0, a: 5]])
        #expect(corrector.offKeyReading(among: [reading("is", score: -6)], typed: "os", touchCosts: near, kept: -10) != nil)
        #expect(corrector.offKeyReading(among: [reading("is", score: -6)], typed: "os", touchCosts: near, kept: -8) == nil)
        // Below the margin the reading is still the best one, kept for the word after to weigh.
        let best = corrector.bestOffKeyReading(among: [reading("us", score: -7), reading("is", score: -6)], typed: "os", touchCosts: near)
        #expect(best?.entry.key == "is")
        #expect(best.map { !corrector.writes($0, keeping: -8) && corrector.writes($0, keeping: -10) } == true)
        #expect(corrector.bestOffKeyReading(among: [reading("os", score: -6)], typed: "os", touchCosts: near) == nil, "the letters typed")
        // A touch read as a key it was far from (`oa`), a key it was not near at all, another length,
        // or no touch points (no costs): kept.
        #expect(corrector.offKeyReading(among: [reading("oa", score: 0)], typed: "os", touchCosts: near, kept: -10) == nil)
        #expect(corrector.offKeyReading(among: [reading("us", score: 0)], typed: "os", touchCosts: near, kept: -10) == nil)
        #expect(corrector.offKeyReading(among: [reading("iso", score: 0)], typed: "os", touchCosts: near, kept: -10) == nil)
        #expect(corrector.offKeyReading(among: [reading("is", score: 0)], typed: "os", touchCosts: TouchCosts([[:], [:]]), kept: -10) == nil)
        // A contraction is read by its letters (`i'd` for `os`, its apostrophe skipped); a
        // possessive is not (`o's`, a letter longer).
        let d = EditCostTable.index(of: UnicodeScalar("d").value)
        let nearD = TouchCosts([[o: 0, i: 1], [s: 0, d: 1]])
        #expect(corrector.offKeyReading(among: [reading("i'd", score: -6)], typed: "os", touchCosts: nearD, kept: -10)?.entry.key == "i'd")
        #expect(corrector.offKeyReading(among: [reading("o's", score: -6)], typed: "os", touchCosts: nearD, kept: -10) == nil)
    }

    @Test("no autocorrection in e-mail, URL, username and name fields", arguments: [
        FieldTraits(contentType: .emailAddress), FieldTraits(contentType: .url), FieldTraits(contentType: .username),
        FieldTraits(contentType: .name), FieldTraits(autocorrection: .no),
    ])
    func noAutocorrection(traits: FieldTraits) {
        let session = engine.makeSession(traits: traits)
        let typed = type("hrllo", into: session)
        #expect(typed.strip.defaultSlot == nil)
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
    }

    @Test("picking a suggestion replaces the composing word and adds one space")
    func pick() throws {
        let session = engine.makeSession()
        let response = type("keyb", into: session)
        let slot = try #require(response.strip.slots.firstIndex { $0.text == "keyboard" })
        let picked = session.handle(.pick(slot: slot))
        #expect(picked.edits == [.delete(4), .insert("keyboard ")])
        #expect(picked.strip.slots.allSatisfy { $0.kind == .prediction })
        let prediction = session.handle(.pick(slot: 0))
        #expect(prediction.edits.count == 1)
        #expect(session.handle(.pick(slot: 7)).edits.isEmpty)
        #expect(session.handle(.pick(slot: -1)).edits.isEmpty)
    }

    @Test("a mark that ends text, typed straight after a pick, goes before the space the pick put in",
          arguments: [(",", true), (".", true), ("?", true), (")", true), ("”", true), ("(", false), ("&", false), ("\"", false)])
    func markAfterPick(mark: String, swaps: Bool) throws {
        let character = try #require(mark.first)
        for asKey in [false, true] {
            let session = engine.makeSession()
            let slot = try #require(type("keyb", into: session).strip.slots.firstIndex { $0.text == "keyboard" })
            #expect(session.handle(.pick(slot: slot)).edits == [.delete(4), .insert("keyboard ")])
            let response = session.handle(asKey ? .key(mark) : .boundary(.punctuation(character)))
            #expect(response.edits == (swaps ? [.delete(1), .insert(mark + " ")] : []))
            if mark == "." { #expect(response.autoShift) }
            // The mark has its space already: a space next is the user's own, and no period.
            if swaps { #expect(session.handle(.boundary(.space)).edits.isEmpty) }
        }
        // Only straight after the pick, and only the pick's space: one the user typed stays.
        let later = engine.makeSession()
        let slot = try #require(type("keyb", into: later).strip.slots.firstIndex { $0.text == "keyboard" })
        _ = later.handle(.pick(slot: slot))
        _ = later.handle(.backspace)
        #expect(later.handle(.boundary(.punctuation(character))).edits.isEmpty)
        #expect(type("keyboard ,", into: engine.makeSession()).edits.isEmpty)
    }

    @Test("a space typed straight after a pick is the pick's own: one space, and the next makes the period")
    func spaceAfterPick() throws {
        let session = engine.makeSession()
        let slot = try #require(type("keyb", into: session).strip.slots.firstIndex { $0.text == "keyboard" })
        _ = session.handle(.pick(slot: slot))
        #expect(session.handle(.boundary(.space)).edits == [.delete(1), .insert(" ")])
        #expect(session.handle(.key(" ", at: nil)).edits == [.delete(1), .insert(". ")])
        // A prediction picked is followed the same way.
        let predicted = engine.makeSession()
        _ = type("one of ", into: predicted)
        _ = predicted.handle(.pick(slot: 0))
        #expect(predicted.handle(.boundary(.space)).edits == [.delete(1), .insert(" ")])
    }

    @Test("a hyphen joins two words, each completed and corrected as a word in the context of the one before",
          arguments: [("well-knwon ", "well-known"), ("mother-in-lwa ", "mother-in-law"), ("twenty-fiev ", "twenty-five"),
                      ("self-evidnet ", "self-evident"), ("e-mial ", "e-mail")])
    func hyphenatedParts(typed: String, written: String) {
        #expect(fieldText(afterTyping: typed) == written + " ")
    }

    /// A leading apostrophe was read as the word's first letter, and correction wrote the word
    /// without it (`'recieve` → `receive`, `'yes` → `yes`); a closing one was taken for a typo
    /// (`'thank you'` → `'thank you'd`).
    @Test("single quotes around words stay: the words inside are corrected alone, and an apostrophe inside a word is still one",
          arguments: [("he said 'yes' and left ", "he said 'yes' and left "), ("'recieve' ", "'receive' "),
                      ("I said 'thank you' ", "I said 'thank you' "), ("'I dont know' ", "'I don't know' "),
                      ("'teh' ", "'the' "), ("'paris' ", "'Paris' "), ("‘recieve’ ", "‘receive’ "), ("'cause I can ", "'cause I can "),
                      ("rock 'n' roll ", "rock 'n' roll "),
                      // outside a quotation a final apostrophe is what it was: a possessive, a dropped g, a typo
                      ("the dogs' bowls ", "the dogs' bowls "), ("goin' home ", "goin' home "), ("its' ", "it's "), ("you' ", "you'd ")])
    func singleQuotes(typed: String, written: String) {
        #expect(fieldText(afterTyping: typed) == written)
    }

    /// `.` and `:` typed as keys stay inside a word (`nasa.gov`, `10:30`), which kept the whole
    /// word from correction: `Reciept: ` stayed misspelt.
    @Test("a colon or period typed as a key straight after a word's letters ends it when a space follows: the word is corrected, the mark kept",
          arguments: [("Reciept: ", "Receipt: "), ("note: teh ", "note: the "), ("dont: ", "don't: "), ("recieve. ", "receive. "),
                      ("10:30 ", "10:30 "), ("re: ", "re: "), ("nasa.gov ", "nasa.gov "), ("i.e. ", "i.e. "), ("U.S. ", "U.S. ")])
    func markTypedAsKey(typed: String, written: String) {
        var field = SimulatedField()
        let session = engine.makeSession()
        for character in typed {
            let event: TypingEvent = character == " " ? .boundary(.space) : .key(String(character))
            field.apply(session.handle(event), orInsert: String(character))
        }
        #expect(field.text == written)
    }

    @Test("a quotation opened in the host's text is closed by the word typed after a reconcile",
          arguments: [("He said 'thank ", "you' ", "He said 'thank you' "), ("He said 'I ", "recieve' ", "He said 'I receive' "),
                      ("He said 'teh", "' ", "He said 'the' "),
                      // closed before, or on another line: a final apostrophe is not a closing mark
                      ("'done' and ", "you' ", "'done' and you'd "), ("line one 'open\nnext ", "you' ", "line one 'open\nnext you'd "),
                      ("line one 'open\r\nnext ", "you' ", "line one 'open\r\nnext you'd ")])
    func quoteFromHostText(before: String, typed: String, field written: String) {
        var field = SimulatedField(text: before)
        let session = engine.makeSession()
        _ = session.reconcile(before: before, after: "")
        type(typed, into: session, field: &field)
        #expect(field.text == written)
    }

    @Test("the part before a hyphen is kept as typed; the part after is kept in a compound meant so",
          arguments: ["laissez-faire ", "willy-nilly ", "hodge-podge ", "chit-chat ", "super-duper ", "teh-shirt ", "555-1234 "])
    func hyphenatedKept(typed: String) {
        let session = engine.makeSession()
        for character in typed {
            #expect(type(String(character), into: session).edits.isEmpty, "\(typed): \(character)")
        }
    }

    @Test("a reduplication rhymes or changes only vowels", arguments: [
        ("willy", "nilly", true), ("hodge", "podge", true), ("itsy", "bitsy", true), ("chit", "chat", true), ("zig", "zag", true),
        ("mother", "lwa", false), ("self", "help", false), ("well", "knwon", false), ("e", "mial", false), ("555", "1234", false)])
    func reduplication(first: String, second: String, expected: Bool) {
        #expect(Autocorrector.isReduplication(first, second) == expected)
    }

    @Test("backspace edits the composing word")
    func backspace() {
        let session = engine.makeSession()
        _ = type("thx", into: session)
        let response = session.handle(.backspace)
        #expect(response.edits.isEmpty)
        #expect(texts(response).contains("the"))
    }

    /// Backspacing into committed text left an empty composing word, and the letters typed next
    /// were composed alone: `Hello there, ` less 3 characters, then `ir ` wrote `Hello therit `;
    /// a pick there wrote `See you therin `; after the host's `I like the ` less its space, `y`
    /// was offered `you | your | year`.
    @Test("letters typed after a backspace into committed text touch a word the session does not know: no strip, no correction, no pick, until a boundary or a reconcile")
    func lettersAfterDeletingIntoText() throws {
        let engine = try TypingEngine()   // nothing learned from these words leaks into other tests
        var field = SimulatedField()
        let session = engine.makeSession()
        type("Hello there, ", into: session, field: &field)
        for _ in 0..<3 { field.apply(session.handle(.backspace), for: .backspace) }
        #expect(field.text == "Hello ther")
        type("ir ", into: session, field: &field)
        #expect(field.text == "Hello therir ")
        type("teh ", into: session, field: &field)
        #expect(field.text == "Hello therir the ", "after the boundary, words are corrected again")

        var picked = SimulatedField()
        let pick = engine.makeSession()
        type("See you there, ", into: pick, field: &picked)
        for _ in 0..<3 { picked.apply(pick.handle(.backspace), for: .backspace) }
        type("i", into: pick, field: &picked)
        #expect(pick.strip.isEmpty)
        picked.apply(pick.handle(.pick(slot: 0)), for: .pick(slot: 0))
        #expect(picked.text == "See you theri")

        let handed = engine.makeSession()
        _ = handed.reconcile(before: "I like the ")
        _ = handed.handle(.backspace)
        #expect(type("y", into: handed).strip.isEmpty, "\(handed.strip.slots.map(\.text))")
        #expect(!handed.reconcile(before: "I like they").strip.isEmpty, "a reconcile gives the word back")
    }

    /// `2` before the cursor is no word to CursorContext, so `nd` typed after the host's `see you
    /// on the 2` was corrected alone: `2and` (typed key by key, `2nd` stays); likewise letters
    /// after a word cut at the window's edge (the end of a long address).
    @Test("letters typed straight after a token of the host's text that is no word (a number, a word cut at the window) are neither suggested for nor corrected")
    func lettersAfterHostToken() {
        for (before, typed) in [("see you on the 2", "nd "), ("meet at 5", "pm "), ("I have 10", "k ")] {
            var field = SimulatedField(text: before)
            let session = engine.makeSession()
            #expect(session.reconcile(before: before).strip.isEmpty)
            type(typed, into: session, field: &field)
            #expect(field.text == before + typed)
        }
        let url = "https://example.com/" + String(repeating: "abcdefghij", count: 30)
        var field = SimulatedField(text: url)
        let session = engine.makeSession()
        #expect(session.reconcile(before: url).strip.isEmpty)
        type("teh ", into: session, field: &field)
        #expect(field.text == url + "teh ")
    }

    /// In text of 4,096 characters or more the count is not known, and a reconcile elsewhere with
    /// the same words around the cursor was taken for an echo: a backspace then sent the kept
    /// undo (`[.delete(4), .insert("teh")]`) over other text.
    @Test("in text too long to count, a reconcile is never taken for the host's echo")
    func longTextNoEcho() throws {
        let engine = try TypingEngine()
        let session = engine.makeSession()
        let long = String(repeating: "word ", count: TypingSession.maximumContextCharacters / 5 + 10)
        _ = session.reconcile(before: long + "I like ", after: "")
        #expect(type("teh ", into: session).edits == [.delete(3), .insert("the ")])
        _ = session.reconcile(before: long + "We all like the ", after: "")
        #expect(session.handle(.backspace).edits.isEmpty, "the cursor moved: no undo")
    }

    /// A front-end that reconciles after applying each response (iOS's textDidChange, Android's
    /// onUpdateSelection) lost the autocorrection's undo, the pick's own space and the word a
    /// backspace takes up: `I like teh `, the host's echo, then backspace did not give `teh` back.
    @Test("a reconcile with the text the session's own edits left keeps its state: undo, a pick's space, a word taken up again; a moved cursor does not")
    func reconcileEchoesOwnEdits() throws {
        let engine = try TypingEngine()   // the undo is remembered: a fresh engine
        var field = SimulatedField()
        let session = engine.makeSession()
        type("I like teh ", into: session, field: &field)
        #expect(field.text == "I like the ")
        _ = session.reconcile(before: field.text, after: "")
        let undo = session.handle(.backspace)
        #expect(undo.edits == [.delete(4), .insert("teh")])
        field.apply(undo, for: .backspace)
        _ = session.reconcile(before: field.text, after: "")
        type(" ", into: session, field: &field)
        #expect(field.text == "I like teh ", "kept as typed after the undo")

        var picked = SimulatedField()
        let pick = engine.makeSession()
        type("I need hel", into: pick, field: &picked)
        let slot = try #require(pick.strip.slots.firstIndex { $0.text == "help" })
        picked.apply(pick.handle(.pick(slot: slot)), for: .pick(slot: slot))
        _ = pick.reconcile(before: picked.text, after: "")
        picked.apply(pick.handle(.boundary(.punctuation(","))), for: .boundary(.punctuation(",")))
        #expect(picked.text == "I need help, ")

        var resumed = SimulatedField()
        let resume = engine.makeSession()
        for character in "I said hello " {
            type(String(character), into: resume, field: &resumed)
            _ = resume.reconcile(before: resumed.text, after: "")
        }
        let back = resume.handle(.backspace)
        #expect(back.edits.isEmpty)
        #expect(back.strip.slots.contains { $0.text == "hello" }, "the word is composed again")

        // The cursor moved elsewhere: the state is the text's.
        let moved = engine.makeSession()
        type("I like teh ", into: moved)
        _ = moved.reconcile(before: "I like the cat and the ", after: "")
        #expect(moved.handle(.backspace).edits.isEmpty)
        let changed = engine.makeSession()
        type("I like teh ", into: changed)
        _ = changed.reconcile(before: "I like the ", after: " dog")
        #expect(changed.handle(.backspace).edits.isEmpty)
    }

    @Test("reconcile: the cursor inside a word, after punctuation, in a long document")
    func reconcile() {
        let session = engine.makeSession()
        #expect(session.reconcile(before: "hel", after: "lo").strip.isEmpty)
        #expect(texts(session.reconcile(before: "I want to ", after: "")).count == 3)
        let mid = session.reconcile(before: "I went to the stor", after: "")
        #expect(texts(mid).contains("store"))
        let long = String(repeating: "words and more words ", count: 5000)
        #expect(!session.reconcile(before: long + "ke", after: " " + long).strip.isEmpty)
        #expect(session.reconcile(before: long + "ke", after: long).strip.isEmpty) // inside "kewords"
        #expect(session.reconcile(before: "", after: "").strip.slots.allSatisfy { $0.kind == .prediction })
    }

    @Test("the user's words: contacts and custom words complete and are never corrected; replacements")
    func userLexicon() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: "omw", phrase: "On my way!")],
                                         contactNames: ["Zoë Quixotl"], customWords: ["Kubernetes", "flimflamz"])
        #expect(texts(type("quix", into: engine.makeSession())).contains("Quixotl"))
        // A letter typed two places early is one slip for the user's words too.
        let moved = engine.makeSession()
        _ = type("qxuiotl", into: moved)
        #expect(moved.handle(.boundary(.space)).edits == [.delete(7), .insert("Quixotl ")])
        let custom = engine.makeSession()
        _ = type("flimflamz", into: custom)
        #expect(custom.handle(.boundary(.space)).edits.isEmpty)
        let shortcut = type("omw", into: engine.makeSession())
        #expect(shortcut.strip.slots.contains { $0.kind == .replacement && $0.text == "On my way!" && !$0.isDefault })

        engine.userLexicon.applyReplacementsOnSpace = true
        let session = engine.makeSession()
        _ = type("omw", into: session)
        #expect(session.handle(.boundary(.space)).edits == [.delete(3), .insert("On my way! ")])
        // One backspace takes the replacement back, and the shortcut is then kept, unmarked.
        let undone = session.handle(.backspace)
        #expect(undone.edits == [.delete(11), .insert("omw")])
        #expect(undone.strip.defaultSlot == nil)
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
        #expect(engine.diagnostics.report().counters[.autocorrectionsUndone, default: 0] == 0, "the user rejected no correction")
        // That once: typed again later in the field, the user's own rule applies again.
        _ = type("then ", into: session)
        _ = type("omw", into: session)
        #expect(session.handle(.boundary(.space)).edits == [.delete(3), .insert("On my way! ")])
    }

    /// `omw ` became `On my way! ` in e-mail, URL, name and autocorrection-off fields: space wrote
    /// the phrase where it writes no correction.
    @Test("space writes a replacement only where the field lets a boundary replace the typed word; elsewhere the strip offers it unmarked",
          arguments: [FieldTraits(contentType: .emailAddress), FieldTraits(contentType: .url), FieldTraits(keyboardType: .emailAddress),
                      FieldTraits(contentType: .name), FieldTraits(autocorrection: .no), FieldTraits(spellChecking: .no)])
    func replacementFollowsFieldPolicy(traits: FieldTraits) throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: "omw", phrase: "On my way!")], applyReplacementsOnSpace: true)
        let session = engine.makeSession(traits: traits)
        let strip = type("omw", into: session).strip
        #expect(strip.slots.contains { $0.kind == .replacement && $0.text == "On my way!" }, "\(strip.slots)")
        #expect(strip.defaultSlot == nil, "\(strip.slots)")
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
        // Where the field allows it, space writes it.
        let everyday = engine.makeSession()
        _ = type("omw", into: everyday)
        #expect(everyday.handle(.boundary(.space)).edits == [.delete(3), .insert("On my way! ")])
    }

    /// A shortcut was a valid word: with `teh` → `the` set (and space not applying it) `I saw teh `
    /// was no longer corrected, and `qw` completed to the shortcut `qwz`.
    @Test("a shortcut is no word of the user's: not kept from its correction, not completed; its phrase is still offered")
    func shortcutIsNoWord() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: "teh", phrase: "the"),
                                                            TextReplacement(shortcut: "qwz", phrase: "quiz whiz")])
        let session = engine.makeSession()
        let strip = type("I saw teh", into: session).strip
        // The phrase is what space writes (the correction): its slot is marked.
        #expect(strip.defaultSlot.map { strip.slots[$0] } == Suggestion(text: "the", kind: .replacement, isDefault: true), "\(strip.slots)")
        #expect(session.handle(.boundary(.space)).edits == [.delete(3), .insert("the ")])
        #expect(!texts(type("qw", into: engine.makeSession())).contains("qwz"))
        let offered = type("qwz", into: engine.makeSession()).strip
        #expect(offered.slots.first == Suggestion(text: "quiz whiz", kind: .replacement), "\(offered.slots)")
    }

    /// Once shortcuts were no valid words, a shortcut space did not replace (the setting off) was
    /// corrected into another word: `Ip` (for `iPhone 15`) became `Up`.
    @Test("a shortcut space does not replace is kept, unless its correction is its own phrase")
    func shortcutKeptWhenNotReplaced() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: "ip", phrase: "iPhone 15"),
                                                            TextReplacement(shortcut: "teh", phrase: "the")])
        let session = engine.makeSession()
        _ = type("I love my ", into: session)
        let strip = type("Ip", into: session).strip
        #expect(strip.defaultSlot == nil, "\(strip.slots)")
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
        // Without the shortcut, the same letters are corrected (the check can fail).
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: "teh", phrase: "the")])
        let plain = engine.makeSession()
        _ = type("I love my Ip", into: plain)
        #expect(!plain.handle(.boundary(.space)).edits.isEmpty)
        #expect(type("I saw teh ", into: engine.makeSession()).edits == [.delete(3), .insert("the ")])
        // Its own phrase with a straight apostrophe, written curly where the field's is.
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: "dont", phrase: "don't")])
        let curly = engine.makeSession()
        _ = curly.reconcile(before: "It’s fine, I ", after: "")
        #expect(type("dont ", into: curly).edits == [.delete(4), .insert("don’t ")])
    }

    /// `Ip` wrote `IPhone 15` for the phrase `iPhone 15`: its first word's own capitals stand, as a word's do.
    @Test("a phrase whose first word has capitals of its own keeps them after a capitalised shortcut",
          arguments: [("Ip", "iPhone 15"), ("IP", "iPhone 15"), ("Mos", "macOS Sonoma"), ("Omw", "On my way")])
    func phraseKeepsOwnCapitals(typed: String, written: String) throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: "ip", phrase: "iPhone 15"),
                                                            TextReplacement(shortcut: "mos", phrase: "macOS Sonoma"),
                                                            TextReplacement(shortcut: "omw", phrase: "on my way")],
                                         applyReplacementsOnSpace: true)
        let session = engine.makeSession()
        _ = type("I love my ", into: session)
        _ = type(typed, into: session)
        #expect(session.handle(.boundary(.space)).edits == [.delete(typed.count), .insert(written + " ")])
    }

    /// The strip read a shortcut without a colon or period typed after it as a key, space with it:
    /// `omw.` marked `On my way!` but space left `omw. `, and a pick wrote `On my way!. `.
    @Test("a shortcut before a closing mark: strip, space and a pick read it without the mark, and write the mark after the phrase",
          arguments: [("omw:", "On my way!:"), ("omw.", "On my way!"), ("brb.", "be right back."), ("brb:", "be right back:")])
    func replacementBeforeClosingMark(typed: String, written: String) throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: "omw", phrase: "On my way!"),
                                                            TextReplacement(shortcut: "brb", phrase: "be right back")],
                                         applyReplacementsOnSpace: true)
        func typeKeys(_ text: String, into session: TypingSession) -> TypingResponse {
            var last = TypingResponse.none
            for character in text { last = session.handle(.key(String(character))) }
            return last
        }
        let spaced = engine.makeSession()
        _ = type("I am ", into: spaced)
        let strip = typeKeys(typed, into: spaced).strip
        let phrase = strip.slots.first { $0.kind == .replacement }
        #expect(phrase?.isDefault == true, "\(strip.slots)")
        #expect(spaced.handle(.boundary(.space)).edits == [.delete(typed.count), .insert(written + " ")])
        let picked = engine.makeSession()
        _ = type("I am ", into: picked)
        let slot = typeKeys(typed, into: picked).strip.slots.firstIndex { $0.kind == .replacement }
        #expect(slot.map { picked.handle(.pick(slot: $0)).edits } == [.delete(typed.count), .insert(written + " ")])
    }

    /// `Omw ` at a sentence's start and `OMW ` wrote `on my way ` for the phrase `on my way`.
    @Test("a phrase takes a capital first letter from a shortcut typed with one or in capitals, and nothing more",
          arguments: [("omw", "on my way"), ("Omw", "On my way"), ("OMW", "On my way"), ("oMW", "on my way")])
    func replacementCase(typed: String, written: String) throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: "omw", phrase: "on my way")],
                                         applyReplacementsOnSpace: true)
        let session = engine.makeSession()
        _ = type("I am ", into: session)
        let strip = type(typed, into: session).strip
        #expect(strip.defaultSlot.map { strip.slots[$0].text } == written, "\(strip.slots)")
        #expect(session.handle(.boundary(.space)).edits == [.delete(3), .insert(written + " ")])
        // Offered only, it is offered in that case too.
        engine.userLexicon.applyReplacementsOnSpace = false
        #expect(type(typed, into: engine.makeSession()).strip.slots.contains { $0.kind == .replacement && $0.text == written })
    }

    @Test("at a sentence's start, a shortcut typed with the automatic shift gives the phrase its capital")
    func replacementAtSentenceStart() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(textReplacements: [TextReplacement(shortcut: "omw", phrase: "on my way")],
                                         applyReplacementsOnSpace: true)
        let session = engine.makeSession()
        #expect(session.reconcile(before: "", after: "").autoShift)
        _ = type("Omw", into: session)
        #expect(session.handle(.boundary(.space)).edits == [.delete(3), .insert("On my way ")])
        _ = type("ok.", into: session)
        #expect(session.handle(.boundary(.space)).autoShift)
        _ = type("Omw", into: session)
        #expect(session.handle(.boundary(.space)).edits == [.delete(3), .insert("On my way ")])
    }

    /// A contact or custom word synced in decomposed form (NFD: `o` then U+0308) was invisible: the
    /// word lists compare keys scalar for scalar, and keys send `ö` composed.
    @Test("contact names and custom words in decomposed Unicode complete and are kept as typed, written composed")
    func decomposedUserWords() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(contactNames: ["Zoe\u{308} Quixo\u{308}tl"], customWords: ["flimfla\u{308}mz"])
        func typeKeys(_ text: String, into session: TypingSession) -> TypingResponse {
            var last = TypingResponse.none
            for character in text { last = character == " " ? session.handle(.boundary(.space)) : session.handle(.key(String(character))) }
            return last
        }
        for (prefix, word) in [("I met Quixö", "Quixötl"), ("I like flimfläm", "flimflämz")] {
            let strip = typeKeys(prefix, into: engine.makeSession()).strip
            let offered = strip.slots.first { $0.text == word }
            #expect(offered != nil, "\(strip.slots)")
            #expect(offered.map { Array($0.text.unicodeScalars) == Array(word.unicodeScalars) } == true, "written composed")
            #expect(typeKeys("I met \(word) ", into: engine.makeSession()).edits.isEmpty, "\(word) kept")
        }
        #expect(typeKeys("I met Zoë ", into: engine.makeSession()).edits.isEmpty)
    }

    /// A hyphen ends the typed word, and `Jean-Luc` was a word only whole: `I met Luc ` became
    /// `I met Luck `.
    @Test("each part of a hyphenated contact name is a name of its own, kept and given its capital; the whole still kept")
    func hyphenatedContactNames() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(contactNames: ["Jean-Luc Picard", "Anne-Sophie Zqlewski-Mertz"])
        #expect(type("I met Luc ", into: engine.makeSession()).edits.isEmpty)
        #expect(type("I met Zqlewski ", into: engine.makeSession()).edits.isEmpty)
        #expect(texts(type("I met Zqlew", into: engine.makeSession())).contains("Zqlewski"))
        expectWrittenOnSpace("zqlewski", as: "Zqlewski", after: "I met ", on: engine)
        let whole = engine.makeSession()
        _ = type("I met Jean", into: whole)
        _ = whole.handle(.key("-"))
        #expect(type("Luc ", into: whole).edits.isEmpty)
    }

    /// Types `context`, then `typed` in a new session of `engine`; expects the strip to mark
    /// `written` and space to write it; returns the session.
    @discardableResult
    func expectWrittenOnSpace(_ typed: String, as written: String, after context: String, on engine: TypingEngine) -> TypingSession {
        let session = engine.makeSession()
        _ = type(context, into: session)
        let strip = type(typed, into: session).strip
        #expect(strip.defaultSlot.map { strip.slots[$0].text } == written, "\(strip.slots.map(\.text))")
        #expect(session.handle(.boundary(.space)).edits == [.delete(typed.count), .insert(written + " ")])
        return session
    }

    @Test("a word only the user has, typed in lower case, is written in the user's capitals; a contact's name the lexicon knows in lower case is not")
    func userWordCapitals() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(contactNames: ["Siobhan O'Connor", "Will Smith"], customWords: ["SwiftUI", "macOS", "flimflamz"])
        for (typed, written) in [("siobhan", "Siobhan"), ("swiftui", "SwiftUI"), ("macos", "macOS"), ("o'connor", "O'Connor")] {
            let session = expectWrittenOnSpace(typed, as: written, after: "I like ", on: engine)
            // Undone by one backspace, as any change space makes.
            #expect(session.handle(.backspace).edits == [.delete(written.count + 1), .insert(typed)])
        }
        for typed in ["will", "smith", "flimflamz", "Siobhan"] {
            #expect(type("I like \(typed) ", into: engine.makeSession()).edits.isEmpty, "\(typed)")
        }
    }

    /// The lexicon writes the names `Jose`, `Zoe` and `Renee`; a contact spelt with accents is the
    /// user's own spelling of the name, typed on keys without them.
    @Test("a name the user spells with accents, typed without them, is written in the user's spelling; a lower-case word stays")
    func userWordAccents() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(contactNames: ["José García", "Zoë", "Renée"], customWords: ["Café", "résumé"])
        for (typed, written) in [("jose", "José"), ("zoe", "Zoë"), ("renee", "Renée"), ("garcia", "García")] {
            expectWrittenOnSpace(typed, as: written, after: "I met ", on: engine)
        }
        for typed in ["cafe", "resume"] {
            #expect(type("I like \(typed) ", into: engine.makeSession()).edits.isEmpty, "\(typed)")
        }
        // With no such contact the lexicon's capitals are written.
        #expect(type("I met jose ", into: try TypingEngine().makeSession()).edits == [.delete(4), .insert("Jose ")])
    }

    /// `Iphone` at a sentence's start stayed `Iphone`, and a correction or a gesture wrote
    /// `IPhone`: the typed capital stood for the word's whole case.
    @Test("a word typed with a capital first letter only is written in its own capitals, marked in the strip; corrections and gestures too",
          arguments: [("Iphone", "iPhone"), ("Youtube", "YouTube"), ("Ebay", "eBay"), ("Nasa", "NASA"), ("Iphoen", "iPhone")])
    func ownCapitalsAtSentenceStart(typed: String, written: String) {
        expectWrittenOnSpace(typed, as: written, after: "", on: engine)
        #expect(CasePattern.capitalized.apply(to: "iPhone") == "iPhone")
        #expect(CasePattern.capitalized.apply(to: "iphone") == "Iphone")
        let swiped = engine.makeSession()
        let layout = TestEngines.data.layouts["qwerty-en"]!
        #expect(swiped.handle(.swipe(SwipePaths.through("iphone", on: layout))).edits == [.insert("iPhone")])
    }

    /// `my iphone's battery` stayed so: no list holds the possessive of `iPhone`.
    @Test("a possessive no list holds takes its word's capitals; one of a lower-case word is kept")
    func possessiveCapitals() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(contactNames: ["DeShawn Jones"])
        for (context, typed, written) in [("my ", "iphone's", "iPhone's"), ("", "Iphone's", "iPhone's"), ("I met ", "deshawn's", "DeShawn's"),
                                          ("I saw ", "youtube’s", "YouTube’s")] {
            expectWrittenOnSpace(typed, as: written, after: context, on: engine)
        }
        for typed in ["let's", "it's", "mom's", "the cat's"] {
            #expect(type("I like \(typed) ", into: engine.makeSession()).edits.isEmpty, "\(typed)")
        }
    }

    /// `open the pdfs` became `odds`, `two iphones` `iPhone`, `siobhans car` `Siobhan car`, `two
    /// swiftuis` `SwiftUI`: no list holds these plurals and possessives.
    @Test("a plural no list holds of an acronym, a brand or a custom word takes its word's capitals, and a contact's possessive typed without its apostrophe gets it; neither is corrected; other plurals are left")
    func unlistedPluralsAndPossessives() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(contactNames: ["Siobhan O'Neill", "DeShawn Jones", "Zoë Åberg"], customWords: ["SwiftUI", "kubectl"])
        for (context, typed, written) in [("open the ", "pdfs", "PDFs"), ("two ", "iphones", "iPhones"), ("my ", "ipads", "iPads"),
                                          ("the ", "ceos", "CEOs"), ("", "Ipads", "iPads"), ("at ", "siobhans", "Siobhan's"),
                                          ("at ", "deshawns", "DeShawn's"), ("", "Zoes", "Zoë's"), ("at ", "abergs", "Åberg's"),
                                          ("two ", "swiftuis", "SwiftUIs"),
                                          // The lexicon's rarer name for these letters (`Apis`) gives way; typed with its capital it stays.
                                          ("the ", "apis", "APIs"), ("", "apis", "APIs")] {
            expectWrittenOnSpace(typed, as: written, after: context, on: engine)
        }
        #expect(type("the god Apis ", into: engine.makeSession()).edits.isEmpty)
        #expect(type("two kubectls ", into: engine.makeSession()).edits.isEmpty)
        // After German words, as German writes it.
        let german = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"]))
        german.userLexicon = engine.userLexicon
        var field = SimulatedField()
        type("ich fahre mit siobhans auto ", into: german.makeSession(), field: &field)
        #expect(field.text == "ich fahre mit Siobhans Auto ")
        // Only the user's words are in the user's apostrophe.
        let curly = engine.makeSession()
        _ = curly.reconcile(before: "it’s at ", after: "")
        #expect(type("siobhans ", into: curly).edits == [.delete(8), .insert("Siobhan’s ")])
        // Plurals the lists hold as they are, and typos whose letters before `s` spell a lower-case word.
        for typed in ["the cats", "my CDs", "the ids", "IPADS"] {
            #expect(type("\(typed) ", into: engine.makeSession()).edits.isEmpty, "\(typed)")
        }
        #expect(type("thes ", into: engine.makeSession()).edits.last == .insert("this "))
    }

    @Test("a user's word or contact typed with a capital first letter only is written in the user's capitals and accents; other words keep the typed capital")
    func userCapitalsAtSentenceStart() throws {
        let engine = try TypingEngine()
        engine.userLexicon = UserLexicon(contactNames: ["DeShawn Jones", "Zoë", "Siobhan O'Neill"], customWords: ["SwiftUI", "macOS"])
        for (typed, written) in [("Deshawn", "DeShawn"), ("Swiftui", "SwiftUI"), ("Macos", "macOS"), ("Zoe", "Zoë"), ("O'neill", "O'Neill")] {
            let session = expectWrittenOnSpace(typed, as: written, after: "", on: engine)
            #expect(session.handle(.backspace).edits == [.delete(written.count + 1), .insert(typed)])
        }
        for typed in ["The", "Paris", "May", "It", "Us", "Siobhan", "DeShawn"] {
            #expect(type("\(typed) ", into: engine.makeSession()).edits.isEmpty, "\(typed)")
        }
    }

    @Test("hostile input: empty and huge keys, non-finite points, a foreign layout")
    func hostile() throws {
        let session = engine.makeSession()
        #expect(session.handle(.key("")).edits.isEmpty)
        _ = session.handle(.key(String(repeating: "a", count: 10_000)))
        #expect(session.strip.isEmpty)
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
        for _ in 0..<200 { _ = session.handle(.key("e")) } // a 200-letter run: typed as is, no search
        #expect(session.strip.isEmpty)
        for _ in 0..<200 { _ = session.handle(.backspace) }
        _ = type("hel", into: session)
        #expect(!session.strip.isEmpty)
        _ = session.handle(.boundary(.space))
        _ = session.handle(.key("q", at: Point(x: .nan, y: .infinity)))
        _ = session.handle(.key("👍"))
        _ = session.handle(.key("\u{0}"))
        #expect(session.handle(.boundary(.space)).strip.slots.count <= 3)
        let tiny = try KeyboardLayout(name: "tiny", keys: TestEngines.data.layouts["qwerty-en"]!.keys.map {
            Key(label: $0.label, x: $0.x / 100, y: $0.y / 100, width: $0.width / 100, height: $0.height / 100)
        })
        let scaled = engine.makeSession(layout: tiny)
        let response = type("th", into: scaled, layout: tiny)
        #expect(texts(response).contains("the"))
    }
}

@Suite("Autocorrection rules")
struct AutocorrectionRuleTests {
    let engine = TestEngines.shared

    /// A session with `typed` typed key by key (no touch points), and the strip after its last key.
    func typing(_ typed: String, traits: FieldTraits = .default) -> (session: TypingSession, strip: SuggestionStrip) {
        let session = engine.makeSession(traits: traits)
        var strip = SuggestionStrip.empty
        for character in typed { strip = session.handle(.key(String(character))).strip }
        return (session, strip)
    }

    func commit(_ typed: String, traits: FieldTraits = .default) -> [TextEdit] {
        typing(typed, traits: traits).session.handle(.boundary(.space)).edits
    }

    @Test("never corrected: acronyms, digits, addresses, handles, tags", arguments: [
        "HRLLO", "NSFW", "hrll0", "b4", "@hrllo", "#hrllo", "hrllo@mail", "hrllo.com", "a/b", "snake_case",
    ])
    func neverCorrected(typed: String) {
        #expect(commit(typed).isEmpty)
    }

    /// `THANKS FOR TEH HELP` stayed so: every word in capitals was an acronym.
    @Test("a word in capitals after an everyday word in capitals is caps-lock text, corrected in capitals; a word in capitals alone, first or after an acronym is kept")
    func capsLockText() throws {
        let engine = try TypingEngine()   // the words kept as typed are sighted for learning
        for (text, written) in [("THANKS FOR TEH HELP ", "THANKS FOR THE HELP "), ("I SAID DONT GO ", "I SAID DON'T GO "),
                                ("OK SEE YOU TOMMOROW ", "OK SEE YOU TOMORROW "), ("NO. TEH ", "NO. THE "),
                                ("the FBI and HRLLO ", "the FBI and HRLLO "), ("I HRLLO ", "I HRLLO "), ("NASA JPL ", "NASA JPL "),
                                // After an acronym, or a word no lexicon holds, a word in capitals is one too.
                                ("USA FTW ", "USA FTW "), ("HRLLO HRLLO ", "HRLLO HRLLO ")] {
            var field = SimulatedField()
            type(text, into: engine.makeSession(), field: &field)
            #expect(field.text == written)
        }
        // Read from the host's text as well.
        let session = engine.makeSession()
        _ = session.reconcile(before: "THANKS FOR ", after: "")
        #expect(type("TEH ", into: session).edits == [.delete(3), .insert("THE ")])
        _ = session.reconcile(before: "thanks for ", after: "")
        #expect(type("TEH ", into: session).edits.isEmpty)
    }

    /// `THANKS FOR ` offered `the a this` in lower case, and a tap wrote `THANKS FOR the`.
    @Test("after two everyday words in capitals, predictions are in capitals; after one, an acronym or lower case, they are not")
    func capsLockPredictions() throws {
        let engine = try TypingEngine()
        func predictions(_ response: TypingResponse) -> [String] { response.strip.slots.map(\.text) }
        for text in ["THANKS FOR ", "OK SEE YOU ", "NO. WAIT "] {
            let shown = predictions(type(text, into: engine.makeSession()))
            #expect(!shown.isEmpty && shown.allSatisfy { $0 == $0.uppercased() }, "\(text): \(shown)")
        }
        for text in ["PLEASE ", "the FBI ", "NASA JPL ", "USA FTW ", "thanks for "] {
            let shown = predictions(type(text, into: engine.makeSession()))
            #expect(shown.contains { $0 != $0.uppercased() }, "\(text): \(shown)")
        }
        // Read from the host's text as well, and forgotten once text is deleted.
        let session = engine.makeSession()
        #expect(predictions(session.reconcile(before: "THANKS FOR ", after: "")).allSatisfy { $0 == $0.uppercased() })
        #expect(predictions(session.reconcile(before: "thanks FOR ", after: "")).contains { $0 != $0.uppercased() })
    }

    @Test("a long garble is corrected on space, not only offered", arguments: [
        ("cijfrrences", "conferences"), ("unfortunently", "unfortunately"), ("independenent", "independent"),
    ])
    func longGarbles(typed: String, expected: String) {
        #expect(commit(typed) == [.delete(typed.count), .insert(expected + " ")])
    }

    @Test("two keys pressed in the wrong order are corrected on space", arguments: [
        ("thne", "then"), ("nto", "not"), ("theri", "their"), ("donw", "down"), ("wnet", "went"), ("singal", "signal"),
    ])
    func transpositions(typed: String, expected: String) {
        #expect(commit(typed) == [.delete(typed.count), .insert(expected + " ")])
    }

    @Test("a key pressed two places out of turn is corrected on space", arguments: [
        ("kwno", "know"), ("hvea", "have"), ("tath", "that"), ("boaut", "about"),
    ])
    func movedLetters(typed: String, expected: String) {
        #expect(commit(typed) == [.delete(typed.count), .insert(expected + " ")])
    }

    @Test("a neighbouring key slipped in stays cheaper than a letter moved two places", arguments: [
        ("tasble", "table"), ("leasve", "leave"),
    ])
    func slipBeforeMove(typed: String, expected: String) {
        #expect(commit(typed) == [.delete(typed.count), .insert(expected + " ")])
    }

    @Test("a short typo that begins only rare words shows its correction while typed", arguments: [("teh", "the"), ("nad", "and")])
    func rarePrefix(typed: String, expected: String) {
        let strip = typing(typed).strip
        #expect(strip.defaultSlot.map { strip.slots[$0].text } == expected, "\(strip.slots.map(\.text))")
    }

    @Test("space writes a word one letter short of a completion as that completion, as the strip shows it", arguments: [
        ("overal", "overall"), ("erro", "error"), ("smil", "smile"), ("befor", "before"),
    ])
    func completionAsCorrection(typed: String, expected: String) {
        let (session, strip) = typing(typed)
        // The marked slot, else the first: from five letters the near search marks the
        // correction beside the letters as typed (`overal`, `befor`); before, it is the first.
        #expect(strip.leadingSuggestion?.text == expected, "\(strip.slots.map(\.text))")
        #expect(session.handle(.boundary(.space)).edits == [.delete(typed.count), .insert(expected + " ")])
    }

    @Test("a long prefix with one completion also shows the correction space writes")
    func fewCompletions() {
        let (session, strip) = typing("humaniti")
        #expect(strip.defaultSlot.map { strip.slots[$0].text } == "humanity", "\(strip.slots.map(\.text))")
        #expect(strip.slots.contains { $0.text == "humanities" })
        #expect(session.handle(.boundary(.space)).edits == [.delete(8), .insert("humanity ")])
    }

    @Test("letters that begin words but spell none show the near word space writes", arguments: [
        ("polic", "police"), ("controll", "control"), ("examin", "examine"), ("organiz", "organize"),
    ])
    func prefixSpellingNoWord(typed: String, expected: String) {
        let (session, strip) = typing(typed)
        #expect(strip.defaultSlot.map { strip.slots[$0].text } == expected, "\(strip.slots.map(\.text))")
        #expect(session.handle(.boundary(.space)).edits == [.delete(typed.count), .insert(expected + " ")])
    }

    /// Short letters that begin words (`fiel`: `field`) once showed completions while space wrote
    /// a correction never shown (`feel`). Space corrects each of these; the strip must mark it.
    @Test("space writes only the word the strip marks, for letters that begin words too", arguments: [
        "fiel", "grat", "ther", "thi", "tast", "brid", "clim", "polic", "im", "ive", "wer", "agre",
    ])
    func spaceWritesWhatTheStripMarks(typed: String) throws {
        let (session, strip) = typing(typed)
        let marked = try #require(strip.defaultSlot.map { strip.slots[$0].text }, "\(strip.slots.map(\.text))")
        #expect(marked != typed)
        #expect(session.handle(.boundary(.space)).edits == [.delete(typed.count), .insert(marked + " ")])
    }

    @Test("a valid word that begins others also shows its near words, and space keeps it as typed", arguments: [
        ("advice", "advise"), ("forth", "fourth"), ("chose", "choose"),
    ])
    func nearWordsOfValidWord(typed: String, near: String) {
        let (session, strip) = typing(typed)
        #expect(strip.slots.contains { $0.text == typed && $0.kind == .verbatim }, "\(strip.slots.map(\.text))")
        #expect(strip.slots.contains { $0.text == near && $0.kind == .correction }, "\(strip.slots.map(\.text))")
        #expect(strip.defaultSlot == nil)
        #expect(session.handle(.boundary(.space)).edits.isEmpty)
    }

    @Test("a misspelling with a single near word shows a further one in the strip's last slot", arguments: [
        ("critising", "criticizing"), ("symmetral", "symmetric"), ("shoudln", "should"),
    ])
    func sparseStripFilled(typed: String, further: String) {
        let strip = typing(typed).strip
        #expect(strip.slots.count == SuggestionStrip.capacity, "\(strip.slots.map(\.text))")
        #expect(strip.slots.contains { $0.text == further }, "\(strip.slots.map(\.text))")
    }

    @Test("beside a pending correction the last slot holds the next correction, not a completion", arguments: [
        ("chaper", "chapter", "chaperone"), ("censur", "censor", "censured"), ("sheat", "cheat", "sheath"),
    ])
    func nextCorrectionBesideCorrection(typed: String, next: String, completion: String) {
        let strip = typing(typed).strip
        let texts = strip.slots.map(\.text)
        #expect(strip.defaultSlot != nil, "\(texts)")
        #expect(strip.slots.last?.text == next && strip.slots.last?.kind == .correction, "\(texts)")
        #expect(!texts.contains(completion), "\(texts)")
    }

    @Test("a transposition never costs less than nothing, whatever its discount")
    func transpositionFloor() {
        var model = ErrorModel.learned
        #expect(model.costTable(typed: Array("teh".unicodeScalars)).cost(of: "the") > 0)
        model.typedTranspositionDiscount = 100
        let table = model.costTable(typed: Array("teh".unicodeScalars))
        #expect(table.transpositions.allSatisfy { $0 >= 0 })
        #expect(table.cost(of: "the") == 0)
    }

    @Test("an unknown word is likelier kept the shorter it is")
    func unknownWordPrior() {
        let corrector = Autocorrector()
        #expect(corrector.unknownWordLogProbability(letters: 3) > corrector.unknownWordLogProbability(letters: 6))
        #expect(corrector.unknownWordLogProbability(letters: 6) > corrector.unknownWordLogProbability(letters: 11))
        let candidate = Candidate(entry: WordEntry(key: "word", surface: "word", logProbability: -10), kind: .correction,
                                  channelCost: 14, contextLogProbability: -10, score: -24)
        #expect(corrector.correction(among: [candidate], typed: "qwertyuiopa", typedIsValid: false) == candidate)
        #expect(corrector.correction(among: [candidate], typed: "qwer", typedIsValid: false) == nil)
        #expect(corrector.correction(among: [candidate], typed: "qwertyuiopa", typedIsValid: true) == nil)
    }

    @Test("keeping a word known nowhere is scored in context as its corrections are: after a word whose bigrams lack both, as at a field's start")
    func unknownWordInContext() {
        // `lunch` after `grab` or `ate` is backed off, as `lunhc` is: it was kept there, and
        // corrected at a field's start and after `had` (whose bigrams hold `lunch`).
        for phrase in ["lunhc ", "we had lunhc ", "grab lunhc ", "I ate lunhc "] {
            #expect(type(phrase, into: engine.makeSession()).edits.last == .insert("lunch "), "\(phrase)")
        }
        let corrector = Autocorrector()
        let candidate = Candidate(entry: WordEntry(key: "lunch", surface: "lunch", logProbability: -10), kind: .correction,
                                  channelCost: 5.6, contextLogProbability: -12, score: -17.6)
        #expect(corrector.correction(among: [candidate], typed: "lunhc", typedIsValid: false) == nil)
        #expect(corrector.correction(among: [candidate], typed: "lunhc", typedIsValid: false, backoff: -2) == candidate)
    }

    @Test("two words run together are split on space: a missing space, or a letter above the space bar", arguments: [
        ("thisis", "this is"), ("ofthe", "of the"), ("alot", "a lot"), ("Thisis", "This is"), ("iam", "I am"),
        ("thisbis", "this is"), ("ofnthe", "of the"),
    ])
    func missingSpace(typed: String, expected: String) {
        #expect(commit(typed) == [.delete(typed.count), .insert(expected + " ")])
    }

    @Test("never split: a valid word, or a capitalised unknown word into names", arguments: [
        "into", "nowhere", "together", "cannot", "Macwilliams",
    ])
    func notSplit(typed: String) {
        #expect(commit(typed).isEmpty)
    }

    /// `unconscience` was written `UN conscience` on space.
    @Test("never split into an acronym, which the lower-case letters typed do not spell", arguments: ["unconscience", "unconscience."])
    func notSplitIntoAcronym(typed: String) {
        let session = engine.makeSession()
        var field = SimulatedField()
        type(typed + " ", into: session, field: &field)
        #expect(!field.text.contains("UN"), "\(field.text)")
    }

    @Test("the corrector's own rule agrees")
    func mayCorrect() {
        #expect(!Autocorrector.mayCorrect("ASAP"))
        #expect(Autocorrector.mayCorrect("Hrllo"))
        #expect(Autocorrector.mayCorrect("A"))
        #expect(!Autocorrector.mayCorrect("r2d2"))
    }

    @Test("case patterns and the rule read ASCII bytes as they read Characters")
    func asciiAsCharacters() {
        // The definitions on `Character`s, which words with other letters still take.
        func pattern(_ typed: String) -> CasePattern {
            let letters = typed.filter(\.isLetter)
            if letters.count >= 2, letters.allSatisfy(\.isUppercase) { return .upper }
            return letters.first?.isUppercase == true ? .capitalized : .lower
        }
        func may(_ typed: String) -> Bool {
            !typed.contains { $0.isNumber || "@#/.:_".contains($0) } && pattern(typed) != .upper
        }
        // Every string of up to four of these: letters of both cases, a digit, marks, a space,
        // and (taking the `Character` path) an accented capital.
        let pieces = ["a", "Z", "7", "@", "_", "'", " ", "É"]
        var strings = [""]
        for _ in 0..<4 { strings += strings.filter { $0.count == strings.last!.count }.flatMap { s in pieces.map { s + $0 } } }
        #expect(strings.count == 1 + 8 + 64 + 512 + 4096)
        for typed in strings {
            #expect(CasePattern(of: typed) == pattern(typed), "\(typed)")
            #expect(Autocorrector.mayCorrect(typed) == may(typed), "\(typed)")
        }
    }

    @Test("two initial capitals become one, marked in the strip and undone by backspace; plural acronyms stay",
          arguments: [("THe", "The"), ("HEllo", "Hello"), ("PAris", "Paris"), ("NYc", "NYC"), ("IDs", nil), ("PCs", nil), ("ZXq", nil)])
    func twoInitialCapitals(typed: String, fixed: String?) {
        let (session, strip) = typing(typed)
        #expect(strip.defaultSlot.map { strip.slots[$0].text } == fixed)
        #expect(session.handle(.boundary(.space)).edits == (fixed.map { [.delete(typed.count), .insert($0 + " ")] } ?? []))
        if fixed != nil { #expect(session.handle(.backspace).edits == [.delete(typed.count + 1), .insert(typed)]) }
    }

    // `eee`, tapped without touch points (read by key adjacency), becomes the edit search's `eye`;
    // tapped at the keys' centres (`corpus`), `see`, a reading of the first `e` as `s`.
    @Test("a word lengthened for emphasis is kept; one letter more, or a run inside the word, is a typo",
          arguments: [("sooo", nil), ("yesss", nil), ("hellooo", nil), ("hahahaha", nil), ("ohhh", nil),
                      ("treee", "tree"), ("appple", "apple"), ("eee", "eye")])
    func emphasis(typed: String, corrected: String?) {
        #expect(commit(typed) == (corrected.map { [.delete(typed.count), .insert($0 + " ")] } ?? []))
    }

    @Test("a final apostrophe after a plural or a dropped g is kept; after a short word it is a typo",
          arguments: [("dogs'", nil), ("James'", nil), ("cats’", nil), ("goin'", nil), ("its'", "it's"), ("his'", "his")])
    func finalApostrophe(typed: String, corrected: String?) {
        #expect(commit(typed) == (corrected.map { [.delete(typed.count), .insert($0 + " ")] } ?? []))
        #expect(Autocorrector.elisionBase(of: "Students'") == "students")
        #expect(Autocorrector.elisionBase(of: "nothin’") == "nothing")
        #expect(Autocorrector.elisionBase(of: "its'") == nil)
        #expect(Autocorrector.elisionBase(of: "dogs") == nil)
    }

    /// en_US writes `cafe`, `naive`, `resume`: the accents were long presses, so the accented word
    /// is meant. An accented word its plain letters do not spell is corrected as any typo.
    @Test("a word given accents is kept when its letters spell a word without them; an accented typo is corrected",
          arguments: [("café", "cafe", nil), ("Café", "Cafe", nil), ("naïve", "naive", nil), ("résumé", "resume", nil),
                      ("fiancée", "fiancee", nil), ("naïvve", "naivve", "naive")])
    func accentedOnPurpose(typed: String, plain: String, corrected: String?) {
        #expect(commit(typed) == (corrected.map { [.delete(typed.count), .insert($0 + " ")] } ?? []))
        if corrected == nil {
            // The strip still offers the word as en_US writes it, unmarked: space keeps what was typed.
            let strip = typing(typed).strip
            #expect(strip.slots.contains { $0.text == plain }, "\(strip.slots.map(\.text))")
            #expect(strip.defaultSlot == nil)
        }
    }

    @Test("the words an emphasis may lengthen")
    func emphasisBases() {
        #expect(Autocorrector.emphasisBases(of: "Sooo") == ["so"])
        #expect(Autocorrector.emphasisBases(of: "treeee") == ["tre", "tree"])
        #expect(Autocorrector.emphasisBases(of: "treee") == ["tre"], "tree is one letter short of an emphasis")
        #expect(Autocorrector.emphasisBases(of: "hahahah") == ["haha", "hahaha"])
        // Capitals read as their letters; letters beyond ASCII take the characters' way.
        #expect(Autocorrector.emphasisBases(of: "HaHaHa") == ["haha", "hahaha"])
        #expect(Autocorrector.emphasisBases(of: "naïïï") == ["naï"])
        for plain in ["whaaat", "haha", "eee", "so", "", "a1aaa", "hahaxa"] {
            #expect(Autocorrector.emphasisBases(of: plain).isEmpty, "\(plain)")
        }
    }

    /// `dan` and `noe` rank their names below three other words (`dance`, `now`): the name then
    /// takes the last slot, marked, rather than being written unseen.
    @Test("lower-case words the lexicon writes with capitals get them, and the strip marks them",
          arguments: [("i", "I"), ("paris", "Paris"), ("im", "I'm"), ("dan", "Dan"), ("noe", "Noe")])
    func capitals(typed: String, expected: String) {
        #expect(commit(typed) == [.delete(typed.count), .insert(expected + " ")])
        let strip = typing(typed).strip
        #expect(strip.defaultSlot.map { strip.slots[$0].text } == expected, "the strip marks what space writes: \(strip.slots.map(\.text))")
    }

    /// hunspell lists `english` (a spin) and `john` (a toilet) too, which once kept them lower case
    /// (Scripts/sources/capitals-en.txt); `china`, `polish` and `bill` are everyday words.
    @Test("a language or a name whose lower-case homograph is rare takes its capital; an everyday homograph stays",
          arguments: [("english", "English"), ("french", "French"), ("john", "John"), ("john's", "John's"), ("china", nil), ("polish", nil), ("bill", nil)])
    func rareLowerCaseHomographs(typed: String, expected: String?) {
        #expect(commit(typed) == expected.map { [.delete(typed.count), .insert($0 + " ")] } ?? [])
    }

    /// Each word alone keeps or takes its own capitals (`hong` and `york` are hunspell words in lower
    /// case, `Kong` and `Zealand` names), so space wrote `hong Kong` and `new Zealand`.
    @Test("two words that spell a place name are written as it, over both, and marked in the strip",
          arguments: [("hong kong", "Hong Kong"), ("new york", "New York"), ("new zealand", "New Zealand"),
                      ("I love the united states", "I love the United States"), ("in hong kogn", "in Hong Kong"),
                      ("hongkong", "Hong Kong"), ("New york", "New York")])
    func placeNames(typed: String, expected: String) {
        var field = SimulatedField()
        let session = engine.makeSession()
        type(typed, into: session, field: &field)
        let name = expected.split(separator: " ").suffix(2).joined(separator: " ")
        #expect(session.strip.defaultSlot.map { session.strip.slots[$0].text } == name,
                "the strip marks the name: \(session.strip.slots.map(\.text))")
        type(" ", into: session, field: &field)
        #expect(field.text == expected + " ")
    }

    @Test("a place name is not written over words typed in capitals, everyday pairs, or two words a comma parts",
          arguments: ["NEW YORK", "a new jersey", "the west bank", "hong, kong"])
    func placeNamesLeft(typed: String) {
        var field = SimulatedField()
        type(typed + " ", into: engine.makeSession(), field: &field)
        // The words stay as typed but for a name's own capital (`Kong` alone); the name's first
        // word is never given one.
        #expect(field.text.lowercased() == typed.lowercased() + " " && !["Hong", "New", "West"].contains { field.text.contains($0) },
                "\(field.text)")
    }

    @Test("a place name is undone whole by one backspace, and kept as typed after; none in a field without autocorrection")
    func placeNameUndo() throws {
        let engine = try TypingEngine()   // the undo is remembered
        var field = SimulatedField()
        let session = engine.makeSession()
        type("hong kong ", into: session, field: &field)
        #expect(field.text == "Hong Kong ")
        #expect(type("hong kong ", into: engine.makeSession()).edits == [.delete(9), .insert("Hong Kong ")], "README's example")
        field.apply(session.handle(.backspace), for: .backspace)
        #expect(field.text == "hong kong")
        type(" we hong kong ", into: session, field: &field)
        #expect(field.text.hasPrefix("hong kong we hong "), "the two words the user put back are not written as the name again: \(field.text)")
        var plain = SimulatedField()
        type("hong kong ", into: engine.makeSession(traits: FieldTraits(autocorrection: .no)), field: &plain)
        #expect(plain.text == "hong kong ")
    }

    @Test("a letter straight after a period takes back the change the period made: an address or an abbreviation, not a sentence's end",
          arguments: [("www", "WWW", "g"), ("nasa", "NASA", "g"), ("teh", "the", "c"), ("i", "I", "e"), ("paris", "Paris", "1")])
    func periodInsideToken(typed: String, changed: String, next: String) {
        let session = engine.makeSession()
        #expect(type(typed + ".", into: session).edits == [.delete(typed.count), .insert(changed + ".")])
        #expect(type(next, into: session).edits == [.delete(changed.count + 1), .insert(typed + "." + next)])
        // After a space, or with no change to take back, a letter is typed as usual.
        let sentence = engine.makeSession()
        _ = type(typed + ". ", into: sentence)
        #expect(type(next, into: sentence).edits.isEmpty)
        let kept = engine.makeSession()
        _ = type("google.", into: kept)
        #expect(type("c", into: kept).edits.isEmpty)
    }

    /// With `.` given as a boundary, `foo.io` became `foo.ii`, `report.pdf` `report.PDF` and
    /// `readme.md` `readme.me`: the piece after the period was a word like any.
    @Test("a word straight after a period, @, / or : given as boundaries ends an address or a file name: neither corrected nor capitalised",
          arguments: [("my site is foo", ".", "io"), ("see report", ".", "pdf"), ("open readme", ".", "md"),
                      ("mail me", "@", "hrllo"), ("see a", "/", "hrllo"), ("see", ":", "hrllo")] as [(String, Character, String)])
    func addressPieceKept(before: String, mark: Character, after: String) throws {
        let engine = try TypingEngine()   // its own: learning is asked
        for _ in 0..<3 {
            var field = SimulatedField()
            let session = engine.makeSession()
            type(before, into: session, field: &field)
            field.apply(session.handle(.boundary(.punctuation(mark))), for: .boundary(.punctuation(mark)))
            type(after + " ", into: session, field: &field)
            #expect(field.text == before + String(mark) + after + " ")
        }
        #expect(engine.learnedWordCount == 0, "an address's piece is not learned, typed three times")
    }

    @Test("after a space, or a period with a space, the same letters are a word again")
    func addressPieceOnlyGlued() {
        #expect(type("see hrllo ", into: engine.makeSession()).edits == [.delete(5), .insert("hello ")])
        #expect(type("see report. pdf ", into: engine.makeSession()).edits == [.delete(3), .insert("PDF ")])
    }

    @Test("a correction taken back by the letter after its period is counted as taken back, not as undone")
    func periodTakeBackCounted() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
        let session = engine.makeSession()
        _ = type("www.g", into: session)
        let counters = engine.diagnostics.report().counters
        #expect(counters[.autocorrectionsApplied] == 1)
        #expect(counters[.autocorrectionsTakenBack] == 1)
        #expect(counters[.autocorrectionsUndone, default: 0] == 0)
    }

    @Test("a name typed in lower case is corrected only when the context makes a common word far likelier, else capitalised",
          arguments: [("i", "luke", "like"), ("would you", "luke", "like"), ("hey", "luke", "Luke"), ("", "luke", "Luke"),
                      ("call", "amy", "Amy"), ("call", "jim", "Jim"), ("call", "sarah", "Sarah"), ("", "thai", "Thai"),
                      ("", "paris", "Paris")])
    func lowercaseNames(previous: String, typed: String, expected: String) {
        let session = engine.makeSession()
        if !previous.isEmpty { _ = session.reconcile(before: previous + " ", after: "") }
        #expect(type(typed + " ", into: session).edits == [.delete(typed.count), .insert(expected + " ")])
    }

    @Test("a word with capitals inside it, typed in lower case, is kept and written with them, whatever the context",
          arguments: [("my", "wifi", "WiFi"), ("", "wifi", "WiFi"), ("my", "ipad", "iPad"), ("on", "youtube", "YouTube"), ("on", "ebay", "eBay")])
    func innerCapitals(previous: String, typed: String, expected: String) {
        let session = engine.makeSession()
        if !previous.isEmpty { _ = session.reconcile(before: previous + " ", after: "") }
        #expect(type(typed + " ", into: session).edits == [.delete(typed.count), .insert(expected + " ")])
    }

    @Test("a name typed with its capital is kept", arguments: ["Luke", "Thai", "John", "Mr"])
    func capitalisedNames(typed: String) {
        #expect(commit(typed).isEmpty)
    }

    @Test("the name margin: a correction must beat writing the name by it")
    func nameMargin() throws {
        let entry = WordEntry(key: "like", surface: "like", logProbability: -5)
        let correction = Candidate(entry: entry, kind: .correction, channelCost: 3, contextLogProbability: -5, score: -8)
        let autocorrector = Autocorrector()
        #expect(autocorrector.correction(among: [correction], typed: "luke", typedIsValid: false, keepingName: -8 - autocorrector.nameMargin + 0.1) == nil)
        #expect(autocorrector.correction(among: [correction], typed: "luke", typedIsValid: false, keepingName: -8 - autocorrector.nameMargin - 0.1) == correction)
        #expect(autocorrector.correction(among: [correction], typed: "luke", typedIsValid: true, keepingName: -100) == nil)
    }

    @Test("the typed case pattern is kept: a capital first letter stays on the correction, a capitalised word is kept")
    func casePattern() {
        #expect(commit("Hrllo") == [.delete(5), .insert("Hello ")])
        #expect(commit("Paris").isEmpty)
    }

    @Test("capitalisation is not applied where autocorrection is off")
    func noCapitalsInEmail() {
        #expect(commit("i", traits: FieldTraits(contentType: .emailAddress)).isEmpty)
        #expect(commit("i", traits: FieldTraits(autocorrection: .no)).isEmpty)
        #expect(!commit("i").isEmpty, "the control: `i` becomes `I` in a plain field")
    }

    @Test("two languages: a German word is never corrected into English, English typos still are")
    func twoLanguages() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"]))
        for word in ["Straße", "schön", "Bahnhof", "und", "nicht", "Mädchen"] {
            let session = engine.makeSession()
            for character in word { _ = session.handle(.key(String(character))) }
            #expect(session.handle(.boundary(.space)).edits.isEmpty, "\(word)")
        }
        let session = engine.makeSession()
        let layout = engine.data.layouts["qwerty-en"]!
        for character in "hrllo" { _ = session.handle(.key(String(character), at: layout.key(for: String(character))?.center)) }
        #expect(session.handle(.boundary(.space)).edits == [.delete(5), .insert("hello ")])
    }
}

@Suite("Learning in sessions", .serialized)
struct SessionLearningTests {
    func engine() throws -> TypingEngine { try TypingEngine() }

    /// A word no dictionary knows is not corrected before it is learned either (nothing is near
    /// it), so what learning changes is shown by its completion and by a slip of it: corrected to
    /// it once learned, left alone before (the control). That a learned word near a lexicon word
    /// is kept is `verbatimTap`'s `hrllo`.
    @Test("a word typed three times is learned, then completed, and a slip of it corrected to it")
    func threeTimes() throws {
        let engine = try engine()
        let before = engine.makeSession()
        type("Quixotkz", into: before)
        #expect(before.handle(.boundary(.space)).edits.isEmpty, "nothing near it before")
        for _ in 0..<3 { type("Quixotlz ", into: engine.makeSession()) }
        #expect(engine.learnedWordCount == 1)
        let session = engine.makeSession()
        #expect(type("Quixo", into: session).strip.slots.contains { $0.text == "Quixotlz" })
        let slip = engine.makeSession()
        type("Quixotkz", into: slip)
        #expect(slip.handle(.boundary(.space)).edits == [.delete(8), .insert("Quixotlz ")])
        let exact = engine.makeSession()
        type("Quixotlz", into: exact)
        #expect(exact.handle(.boundary(.space)).edits.isEmpty)
    }

    /// `Kubectl` typed at three sentence starts was learned so, and `kubetcl` mid-sentence then
    /// became `Kubectl`.
    @Test("a word capitalised only at a sentence's start is learned in lower case; one with a capital mid-sentence, or its own capitals, keeps them")
    func learnedCase() throws {
        let engine = try engine()
        for _ in 0..<3 { type("Quixotlz rocks ", into: engine.makeSession()) }
        #expect(type("I use quixotzl ", into: engine.makeSession()).edits == [.delete(8), .insert("quixotlz ")])
        #expect(type("Quixotzl ", into: engine.makeSession()).edits == [.delete(8), .insert("Quixotlz ")])
        for _ in 0..<3 { type("I met Zorblyx ", into: engine.makeSession()) }
        #expect(type("I met zorbylx ", into: engine.makeSession()).edits == [.delete(7), .insert("Zorblyx ")])
        for _ in 0..<3 { type("QuixOS rocks ", into: engine.makeSession()) }
        #expect(type("I use quixso ", into: engine.makeSession()).edits == [.delete(6), .insert("QuixOS ")])
    }

    /// Types `Quixotlz ` and a backspace, then `after`, in `times` new fields of `engine`.
    func backspaceOverSpace(_ engine: TypingEngine, times: Int, then after: String = "") {
        for _ in 0..<times {
            let session = engine.makeSession()
            type("Quixotlz ", into: session)
            _ = session.handle(.backspace)
            type(after, into: session)
        }
    }

    @Test("a commit undone by backspace does not count towards learning")
    func undoneCommits() throws {
        let engine = try engine()
        backspaceOverSpace(engine, times: 4)
        #expect(engine.learnedWordCount == 0)
        for _ in 0..<3 {
            let session = engine.makeSession()
            type("Quixotlz and", into: session)
        }
        #expect(engine.learnedWordCount == 1)
    }

    @Test("a word taken up again by a backspace over its space, then spaced again, counts once")
    func resumedCommits() throws {
        let engine = try engine()
        backspaceOverSpace(engine, times: 3, then: " and")
        #expect(engine.learnedWordCount == 1)
    }

    /// Undoing counts the typed word towards learning as a commit does, only when no dictionary
    /// knows it: `i` put back after `I` was counted, a store row for a word of every dictionary.
    @Test("undoing a correction counts the typed word towards learning only when no dictionary knows it")
    func undoSightings() throws {
        let (engine, _, _, learning) = try TestEngines.counting()
        let session = engine.makeSession()
        type("i", into: session)
        #expect(session.handle(.boundary(.space)).edits == [.delete(1), .insert("I ")])
        _ = session.handle(.backspace)
        #expect(learning.names["recordRejection"] == 1)
        #expect(learning.names["recordCommit"] == nil, "\(learning.names)")
        let control = engine.makeSession()
        type("hrllo", into: control)
        #expect(!control.handle(.boundary(.space)).edits.isEmpty)
        _ = control.handle(.backspace)
        #expect(learning.names["recordRejection"] == 2)
        #expect(learning.names["recordCommit"] == 1, "the control: a word no dictionary knows is counted")
    }

    /// The sightings an undo writes, read from the store's file: the bare word of a quotation
    /// (`'hrllo'` counted `hrllo'`, mark and all, before), none of `i`.
    @Test("an undo writes a sighting of the word without its closing mark, and none of a word a dictionary knows")
    func undoSightingsInTheFile() throws {
        let folder = TemporaryDirectory("undo")
        let engine = try TypingEngine(configuration: EngineConfiguration(learnedStoreDirectory: folder.path))
        let session = engine.makeSession()
        type("i", into: session)
        #expect(session.handle(.boundary(.space)).edits == [.delete(1), .insert("I ")])
        _ = session.handle(.backspace)
        let quoted = engine.makeSession()
        _ = quoted.reconcile(before: "she said '", after: "")
        type("hrllo'", into: quoted)
        #expect(quoted.handle(.boundary(.space)).edits == [.delete(6), .insert("hello' ")])
        _ = quoted.handle(.backspace)
        // At a field's start, in lower case, as a commit there is learned (the context the word
        // was typed in, not the one after its correction).
        let start = engine.makeSession()
        type("Wrold", into: start)
        #expect(start.handle(.boundary(.space)).edits == [.delete(5), .insert("World ")])
        _ = start.handle(.backspace)
        let file = try SQLiteConnection(path: folder.path + "/" + LearnedWordStore.fileName, mode: .readOnly)
        let sighted = try file.prepare("SELECT word FROM sightings ORDER BY word").rows { $0.text(at: 0) ?? "" }
        #expect(sighted == ["hrllo", "wrold"])
    }

    /// The rejection an undo kept is the one the checks ask for: the word without its closing
    /// mark, the correction's key with `'` (it kept `hrllo'` → `hello'`, `dont` → `don’t`, which
    /// no check matched, so the correction came back).
    @Test("a correction undone inside a quotation, or written with the host's smart apostrophe, is not offered again")
    func rejectionsMatched() throws {
        let engine = try engine()
        for round in 0..<2 {
            let quoted = engine.makeSession()
            _ = quoted.reconcile(before: "she said '", after: "")
            type("hrllo'", into: quoted)
            let edits = quoted.handle(.boundary(.space)).edits
            #expect(edits == (round == 0 ? [.delete(6), .insert("hello' ")] : []), "round \(round)")
            _ = quoted.handle(.backspace)
            let smart = engine.makeSession()
            _ = smart.reconcile(before: "it’s late and I ", after: "")
            type("dont", into: smart)
            #expect(smart.handle(.boundary(.space)).edits == (round == 0 ? [.delete(4), .insert("don’t ")] : []), "round \(round)")
            _ = smart.handle(.backspace)
        }
    }

    /// A word committed, then deleted by the host (select-all and delete, cut, a clear button),
    /// was counted at the reconcile that followed, as if kept. One the host's smart punctuation
    /// rewrote (`'` → `’`) is still there.
    @Test("a word the host's text no longer holds at the next reconcile does not count towards learning")
    func deletedByHost() throws {
        let engine = try engine()
        for _ in 0..<3 {
            let session = engine.makeSession()
            type("zqxjvwk ", into: session)
            _ = session.reconcile(before: "", after: "")
            type("qzvjkxw ", into: session)
            _ = session.reconcile(before: "so qzvjkxw, she said ", after: " and more")
            type("vkzq'xjw ", into: session)
            _ = session.reconcile(before: "vkzq’xjw ", after: "")   // the host's smart apostrophe
            type("zqx'jvk ", into: session)
            _ = session.reconcile(before: "", after: "")
        }
        #expect(engine.learnedWordCount == 2, "the words kept in the text are learned, the deleted one is not")
        #expect(type("qzvjk", into: engine.makeSession()).strip.slots.contains { $0.text == "qzvjkxw" })
        #expect(!type("zqxjv", into: engine.makeSession()).strip.slots.contains { $0.text == "zqxjvwk" })
    }

    /// A word no dictionary knows that still names an emoji (`tada` 🎉, offered while composing):
    /// picking the emoji commits it, and it counts towards learning as a word committed by space
    /// does — not when it is an address's piece (`foo.tada`), as space does not count one.
    @Test("a word an emoji is picked after counts towards learning as a committed one does: not an address's piece")
    func emojiPickSightings() throws {
        for (before, learned) in [("", 1), ("foo.", 0)] {
            let engine = try engine()
            for _ in 0..<3 {
                let session = engine.makeSession()
                type(before + "tada", into: session)
                #expect(session.strip.emoji?.text == "🎉")
                _ = session.handle(.pick(slot: SuggestionStrip.emojiSlot))
            }
            #expect(engine.learnedWordCount == learned, "after \(before.isEmpty ? "nothing" : before)")
        }
        // Taken up again by a backspace over its space, then given its emoji: counted, as a space
        // would count it.
        let engine = try engine()
        for _ in 0..<3 {
            let session = engine.makeSession()
            type("tada ", into: session)
            _ = session.handle(.backspace)
            #expect(session.strip.emoji?.text == "🎉")
            _ = session.handle(.pick(slot: SuggestionStrip.emojiSlot))
        }
        #expect(engine.learnedWordCount == 1, "a word taken up again")
    }

    @Test("tapping the verbatim chip learns the word at once")
    func verbatimTap() throws {
        let engine = try engine()
        let session = engine.makeSession()
        let strip = type("hrllo", into: session).strip
        let verbatim = try #require(strip.slots.firstIndex { $0.kind == .verbatim })
        _ = session.handle(.pick(slot: verbatim))
        #expect(engine.learnedWordCount == 1)
        let again = engine.makeSession()
        type("hrllo", into: again)
        #expect(again.handle(.boundary(.space)).edits.isEmpty) // learned: valid now
    }

    @Test("an undone correction is not offered again")
    func negativeLearning() throws {
        let engine = try engine()
        let first = engine.makeSession()
        type("hrllo", into: first)
        #expect(!first.handle(.boundary(.space)).edits.isEmpty)
        _ = first.handle(.backspace)
        let second = engine.makeSession()
        type("hrllo", into: second)
        #expect(second.handle(.boundary(.space)).edits.isEmpty)
    }

    /// `paris` put back after space wrote `Paris` became `Paris` again at its next space; in a
    /// field that does not learn, an undone correction came back too.
    @Test("a word put back after a correction or capitals is kept as typed for the rest of the field; capitals come back in the next")
    func undoneInField() throws {
        for traits in [FieldTraits(), FieldTraits(disablesPersonalizedLearning: true)] {
            let engine = try engine()
            var field = SimulatedField()
            let session = engine.makeSession(traits: traits)
            type("I like paris and hrllo ", into: session, field: &field)
            #expect(field.text == "I like Paris and hello ")
            field.apply(session.handle(.backspace), for: .backspace)
            type(" and hrllo and paris ", into: session, field: &field)
            field.apply(session.handle(.backspace), for: .backspace)
            type(" and paris and hrllo and iphone ", into: session, field: &field)
            #expect(field.text == "I like Paris and hrllo and hrllo and paris and paris and hrllo and iPhone ")
            // `i` put back once is still `I` after.
            field.apply(session.handle(.boundary(.newline)), for: .boundary(.newline))
            type("i ", into: session, field: &field)
            field.apply(session.handle(.backspace), for: .backspace)
            type(".e. so i ", into: session, field: &field)
            #expect(field.text.hasSuffix("\ni.e. so I "), "\(field.text)")
            // The next field: capitals again; a correction again unless the store remembers it.
            #expect(type("I like paris ", into: engine.makeSession(traits: traits)).edits == [.delete(5), .insert("Paris ")])
            #expect(type("I like hrllo ", into: engine.makeSession(traits: traits)).edits.isEmpty == !traits.disablesPersonalizedLearning)
        }
    }

    /// `QuixOS` learned, `quixos` stayed in lower case (the user's custom `SwiftUI` is written so).
    @Test("a learned word with capitals after its first letter, typed in lower case, is written in them; not when it is learned in lower case too")
    func learnedCapitals() throws {
        let engine = try engine()
        for _ in 0..<3 { type("I use QuixOS daily ", into: engine.makeSession()) }
        for _ in 0..<3 { type("I met Zorblyx there ", into: engine.makeSession()) }
        #expect(type("I use quixos ", into: engine.makeSession()).edits == [.delete(6), .insert("QuixOS ")])
        #expect(type("Quixos ", into: engine.makeSession()).edits == [.delete(6), .insert("QuixOS ")])
        #expect(type("I met zorblyx ", into: engine.makeSession()).edits.isEmpty)
        for _ in 0..<3 { type("I use vexmarpl daily ", into: engine.makeSession()) }
        for _ in 0..<3 { type("I use VexMarpl daily ", into: engine.makeSession()) }
        #expect(engine.learnedWordCount == 4)
        #expect(type("I use vexmarpl ", into: engine.makeSession()).edits.isEmpty)
        #expect(type("I use VexMarpl ", into: engine.makeSession()).edits.isEmpty)
    }

    @Test("forgetting a word and everything")
    func forgetting() throws {
        let engine = try engine()
        for word in ["Quixotlz", "Vexmarplz"] {
            for _ in 0..<3 { type(word + " ", into: engine.makeSession()) }
        }
        #expect(engine.learnedWordCount == 2)
        engine.forgetLearnedWord("quixotlz")
        #expect(engine.learnedWordCount == 1)
        engine.forgetAllLearnedWords()
        #expect(engine.learnedWordCount == 0)
    }

    @Test("with a folder the words persist across engines; without access they do not")
    func persistence() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/engine-store-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try TypingEngine(configuration: EngineConfiguration(learnedStoreDirectory: folder))
        #expect(first.isLearningPersistent)
        for _ in 0..<3 { type("Quixotlz ", into: first.makeSession()) }
        let second = try TypingEngine(configuration: EngineConfiguration(learnedStoreDirectory: folder))
        #expect(second.learnedWordCount == 1)
        let denied = try TypingEngine(configuration: EngineConfiguration(learnedStoreDirectory: folder, allowsPersistentStorage: false))
        #expect(!denied.isLearningPersistent)
        #expect(denied.learnedWordCount == 0)
    }

    /// The engine trusted its store's generation, which only that store's own changes bumped: after
    /// the containing app (another engine, another process, on the same file) reset the learned
    /// words, the keyboard still completed and accepted them; a word another keyboard process
    /// learned was never offered.
    @Test("a reset or a word learned by another engine on the same store reaches the next session")
    func changesByAnotherEngine() throws {
        let folder = TemporaryDirectory("engine-store")
        let keyboard = try TypingEngine(configuration: EngineConfiguration(learnedStoreDirectory: folder.path))
        let app = try TypingEngine(configuration: EngineConfiguration(learnedStoreDirectory: folder.path))
        _ = type("zqvorp", into: app.makeSession())   // the app's words read (none yet)
        for _ in 0..<3 { type("I said zqvorplex ", into: keyboard.makeSession()) }
        #expect(type("zqvorp", into: keyboard.makeSession()).strip.slots.contains { $0.text == "zqvorplex" })
        #expect(type("zqvorp", into: app.makeSession()).strip.slots.contains { $0.text == "zqvorplex" },
                "learned by the keyboard, offered by the app")
        app.forgetAllLearnedWords()
        #expect(!type("zqvorp", into: keyboard.makeSession()).strip.slots.contains { $0.text == "zqvorplex" })
        // Within one field too: the word's end looks again.
        let session = keyboard.makeSession()
        for _ in 0..<3 { type("I said zqvorplex ", into: app.makeSession()) }
        type("ok ", into: session)
        #expect(type("zqvorp", into: session).strip.slots.contains { $0.text == "zqvorplex" })
    }

    /// The engine recorded a reset (and its caller believed one) whatever the store did: while
    /// another process held the file's write lock, nothing was deleted.
    @Test("a reset the store could not make is reported to the caller, and no reset is recorded")
    func failedReset() throws {
        let folder = TemporaryDirectory("engine-store")
        let engine = try TypingEngine(configuration: EngineConfiguration(learnedStoreDirectory: folder.path))
        for _ in 0..<3 { type("I said zqvorplex ", into: engine.makeSession()) }
        let other = try SQLiteConnection(path: folder.path + "/" + LearnedWordStore.fileName)
        try other.execute("BEGIN IMMEDIATE")
        #expect(!engine.forgetAllLearnedWords())
        try other.execute("ROLLBACK")
        #expect(!engine.diagnostics.report().events.contains(.learnedWordsReset))
        #expect(engine.learnedWordCount == 1)
        #expect(engine.forgetAllLearnedWords())
        #expect(engine.diagnostics.report().events.contains(.learnedWordsReset))
        #expect(engine.learnedWordCount == 0)
    }

    @Test("typing in a password field with a store folder leaves no typed word in any file")
    func sensitiveFieldsLeaveNoTrace() throws {
        let folder = TemporaryDirectory("engine-store")
        let engine = try TypingEngine(configuration: EngineConfiguration(learnedStoreDirectory: folder.path))
        for traits in [FieldTraits(contentType: .password), FieldTraits(contentType: .oneTimeCode), FieldTraits(isSecureTextEntry: true)] {
            for _ in 0..<4 { type("Zqxjvwq hunterz ", into: engine.makeSession(traits: traits)) }
        }
        // A word that starts a sentence is learned in lower case: both forms are looked for.
        let written = try folder.allBytes()
        for word in ["Zqxjvwq", "zqxjvwq", "hunterz"] { #expect(written.range(of: Data(word.utf8)) == nil, "\(word)") }
        #expect(engine.learnedWordCount == 0)
        // The control: the same typing in an ordinary field does reach the store, so the search
        // above can see it.
        let ordinary = TemporaryDirectory("engine-store")
        let control = try TypingEngine(configuration: EngineConfiguration(learnedStoreDirectory: ordinary.path))
        for _ in 0..<4 { type("Zqxjvwq hunterz ", into: control.makeSession()) }
        #expect(control.learnedWordCount > 0)
        #expect(try ordinary.allBytes().range(of: Data("zqxjvwq".utf8)) != nil)
    }
}
