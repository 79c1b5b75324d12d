import Foundation
@testable import KeyboardIntelligence
import KeyboardCorrection
import KeyboardEvaluation
import KeyboardLayout
import KeyboardLearning
import KeyboardSwipe
import Testing
import TestSupport

/// A gesture through the centres of `word`'s keys, eight points a segment (``SwipePaths``).
func swipePath(_ word: String, on layout: KeyboardLayout) -> [SwipePoint] {
    SwipePaths.through(word, on: layout)
}

@Suite("Swipe in a session")
struct SwipeSessionTests {
    let engine = TestEngines.shared
    let layout = TestEngines.data.layouts["qwerty-en"]!

    func swipe(_ word: String, _ session: TypingSession) -> TypingResponse {
        session.handle(.swipe(swipePath(word, on: layout)))
    }

    @Test("commits the best word, capitalised at a sentence start, with alternates in the strip")
    func commits() {
        let session = engine.makeSession()
        let response = swipe("hello", session)
        #expect(response.edits == [.insert("Hello")])
        #expect(response.strip.slots.first?.text == "Hello")
        #expect(response.strip.slots.count > 1)
        #expect(response.strip.slots.allSatisfy { $0.kind == .alternate })
    }

    /// A gesture carried no shift state: a swiped word was capitalised at a sentence's start
    /// only, so `New` in `New York` or a word in caps lock could not be swiped.
    @Test("the shift key's state when a gesture begins sets its word's case and its alternates'", arguments: [
        (SwipeShift.automatic, "", "Hello"), (.automatic, "I said ", "hello"), (.off, "", "hello"), (.on, "I said ", "Hello"),
        (.capsLock, "I said ", "HELLO"), (.capsLock, "", "HELLO")])
    func shiftedGesture(shift: SwipeShift, before: String, written: String) {
        let session = engine.makeSession()
        _ = session.reconcile(before: before, after: "")
        let response = session.handle(.swipe(swipePath("hello", on: layout), shift: shift))
        #expect(response.edits == [.insert(written)])
        #expect(response.strip.slots.count > 1)
        #expect(response.strip.slots.allSatisfy { CasePattern(of: $0.text) == CasePattern(of: written) }, "\(response.strip.slots.map(\.text))")
    }

    @Test("with shift off a word the lexicon writes with capitals keeps them")
    func shiftOffKeepsCapitals() {
        let session = engine.makeSession()
        _ = session.reconcile(before: "I love ", after: "")
        #expect(session.handle(.swipe(swipePath("paris", on: layout), shift: .off)).edits == [.insert("Paris")])
    }

    @Test("a backspace over the space after a swiped word, or after its alternate, takes the word up again")
    func resumeAfterSwipe() throws {
        var field = SimulatedField()
        let session = engine.makeSession()
        type("hello ", into: session, field: &field)
        let event = TypingEvent.swipe(swipePath("world", on: layout))
        field.apply(session.handle(event), for: event)
        type(" ", into: session, field: &field)
        let resumed = session.handle(.backspace)
        field.apply(resumed, for: .backspace)
        #expect(field.text == "hello world")
        #expect(resumed.edits.isEmpty)
        #expect(resumed.strip.slots.first?.text == "world", "\(resumed.strip.slots.map(\.text))")
        #expect(resumed.strip.defaultSlot == nil)
        #expect(session.handle(.boundary(.space)).edits.isEmpty, "kept as written")

        let alternate = engine.makeSession()
        let swiped = swipe("world", alternate)
        let slot = try #require(swiped.strip.slots.indices.dropFirst().first)
        let text = swiped.strip.slots[slot].text
        _ = alternate.handle(.pick(slot: slot))
        _ = alternate.handle(.boundary(.space))
        #expect(alternate.handle(.backspace).strip.slots.first?.text == text)
    }

    @Test("a second gesture, or a letter, gets the automatic space first; punctuation does not")
    func automaticSpace() {
        let session = engine.makeSession()
        _ = swipe("hello", session)
        #expect(swipe("world", session).edits == [.insert(" world")])
        #expect(session.handle(.key("a", at: layout.key(for: "a")!.center)).edits == [.insert(" a")])
        let other = engine.makeSession()
        _ = swipe("hello", other)
        #expect(other.handle(.boundary(.punctuation("."))).edits.isEmpty)
        let spaced = engine.makeSession()
        _ = swipe("hello", spaced)
        #expect(spaced.handle(.boundary(.space)).edits.isEmpty)
        #expect(swipe("world", spaced).edits == [.insert("world")])
    }

    @Test("a single quote opens a quotation before a gesture's word; typed straight after the word, it closes it")
    func quotedGesture() {
        let session = engine.makeSession()
        var field = SimulatedField()
        field.apply(session.handle(.key("'")), orInsert: "'")
        field.apply(swipe("hello", session), orInsert: "")
        field.apply(session.handle(.key("'")), orInsert: "'")
        field.apply(session.handle(.boundary(.space)), orInsert: " ")
        #expect(field.text == "'Hello' ")
        // Closed: a final apostrophe after it is what it is outside a quotation (`its'` → `it's`).
        type("its' ", into: session, field: &field)
        #expect(field.text == "'Hello' it's ")
    }

    @Test("a mark that begins text gets the automatic space after a gesture, as a key or a boundary; one that ends a word does not",
          arguments: [("(", " ("), ("“", " “"), ("$", " $"), ("#", " #"), ("@", " @"), ("¿", " ¿"),
                      (")", nil), (",", nil), ("!", nil), ("\"", nil), ("%", nil)] as [(String, String?)])
    func markAfterGesture(mark: String, inserted: String?) {
        let expected: [TextEdit] = inserted.map { [.insert($0)] } ?? []
        let keyed = engine.makeSession()
        _ = swipe("hello", keyed)
        #expect(keyed.handle(.key(mark, at: nil)).edits == expected)
        guard let character = mark.first, Boundary.separator(forKey: mark) != nil else { return }
        let bounded = engine.makeSession()
        _ = swipe("hello", bounded)
        #expect(bounded.handle(.boundary(.punctuation(character))).edits == expected)
        // The mark is committed text: the next letter is not spaced again.
        #expect(bounded.handle(.key("w", at: layout.key(for: "w")!.center)).edits.isEmpty)
    }

    /// A gesture straight after `Hello,` wrote `Hello,there`: the automatic space followed a
    /// gesture's word only, not a mark typed after it or after typed text.
    @Test("a gesture straight after a mark that ends text gets the automatic space first; after one that opens text, or a space, not",
          arguments: [("hello,", " there"), ("hello!", " There"), ("hello)", " there"), ("hello;", " there"),
                      ("hello (", "there"), ("hello, ", "there")])
    func gestureAfterMark(typed: String, inserted: String) {
        let session = engine.makeSession()
        var field = SimulatedField()
        type(typed, into: session, field: &field)
        let response = swipe("there", session)
        #expect(response.edits == [.insert(inserted)])
        // Deleted whole, it takes its space with it.
        #expect(session.handle(.backspace).edits == [.delete(inserted.count)])
        // After a gesture's word and a comma typed after it, the same.
        let swiped = engine.makeSession()
        _ = swipe("hello", swiped)
        _ = swiped.handle(.boundary(.punctuation(",")))
        #expect(swipe("there", swiped).edits == [.insert(" there")])
    }

    /// With the cursor put before a word (`hello |world`), a gesture's word was glued to it:
    /// `hello big|world`.
    @Test("a gesture before a word after the cursor gets a space after it; its alternate and a backspace keep that space in account")
    func gestureBeforeWord() throws {
        let session = engine.makeSession()
        var field = SimulatedField(text: "hello ")
        _ = session.reconcile(before: field.text, after: "world")
        let response = swipe("big", session)
        field.apply(response, for: .swipe([]))
        #expect(field.text + "|world" == "hello big |world")
        // An alternate replaces the word and keeps the space after it.
        let slot = try #require(response.strip.slots.indices.dropFirst().first)
        let alternate = response.strip.slots[slot].text
        #expect(session.handle(.pick(slot: slot)).edits == [.delete(4), .insert(alternate + " ")])
        // A backspace right after deletes the word and its space.
        #expect(session.handle(.backspace).edits == [.delete(alternate.count + 1)])
        // A mark typed after the gesture goes before that space, as after a pick.
        let marked = engine.makeSession()
        _ = marked.reconcile(before: "hello ", after: "world")
        _ = swipe("big", marked)
        #expect(marked.handle(.boundary(.punctuation(","))).edits == [.delete(1), .insert(", ")])
        // Not before a space or at the end of the text.
        for after in [" world", ""] {
            let spaced = engine.makeSession()
            _ = spaced.reconcile(before: "hello ", after: after)
            #expect(swipe("big", spaced).edits == [.insert("big")], "\(after)")
        }
    }

    @Test("after I, a gesture through c-a-n-t writes can't, w-o-n-t won't; with the user's apostrophe")
    func contractionAfterPronoun() {
        for (path, word) in [("cant", "can't"), ("wont", "won't")] {
            let session = engine.makeSession()
            _ = session.handle(.key("I", at: layout.key(for: "i")!.center))
            _ = session.handle(.boundary(.space))
            #expect(swipe(path, session).edits == [.insert(word)])
        }
        // Where the user writes ’ (here the host's text holds one), so does the gesture's word.
        let session = engine.makeSession()
        _ = session.reconcile(before: "It’s late. I ", after: "")
        #expect(swipe("cant", session).edits == [.insert("can’t")])
    }

    @Test("picking an alternate replaces the committed word and keeps one space")
    func alternates() throws {
        let session = engine.makeSession()
        _ = swipe("hello", session)
        let response = swipe("for", session)
        #expect(response.edits == [.insert(" for")])
        let slot = try #require(response.strip.slots.indices.dropFirst().first)
        let alternate = response.strip.slots[slot].text
        let picked = session.handle(.pick(slot: slot))
        #expect(picked.edits == [.delete(3), .insert(alternate)])
        // Picking again replaces the alternate, not the original.
        let back = session.handle(.pick(slot: 0))
        #expect(back.edits == [.delete(alternate.count), .insert("for")])
        // The next word is still spaced.
        #expect(swipe("you", session).edits == [.insert(" you")])
    }

    @Test("two gestures that spell a place name write it over both words; the first read as its alternate if need be")
    func placeNames() {
        var field = SimulatedField(text: "I live in ")
        let session = engine.makeSession()
        _ = session.reconcile(before: field.text)
        for word in ["new", "zealand"] { field.apply(swipe(word, session), orInsert: "") }
        #expect(field.text == "I live in New Zealand")
        var angeles = SimulatedField(text: "I live in ")
        let other = engine.makeSession()
        _ = other.reconcile(before: angeles.text)
        for word in ["los", "angeles"] { angeles.apply(swipe(word, other), orInsert: "") }
        #expect(angeles.text == "I live in Los Angeles", "`loss` and `los` are one path")
        // Not after a tapped word, nor for a word swiped in capitals.
        var caps = SimulatedField(text: "I live in ")
        let locked = engine.makeSession()
        _ = locked.reconcile(before: caps.text)
        caps.apply(swipe("new", locked), orInsert: "")
        caps.apply(locked.handle(.swipe(swipePath("zealand", on: layout), shift: .capsLock)), orInsert: "")
        #expect(caps.text == "I live in new ZEALAND")
    }

    @Test("a backspace right after a gesture deletes the whole word and its space")
    func backspaceDeletesWord() {
        let session = engine.makeSession()
        _ = swipe("hello", session)
        _ = swipe("world", session)
        #expect(session.handle(.backspace).edits == [.delete(6)])
        #expect(session.handle(.backspace).edits.isEmpty, "a second backspace is an ordinary one")
        let first = engine.makeSession()
        _ = swipe("hello", first)
        #expect(first.handle(.backspace).edits == [.delete(5)])
    }

    /// A front-end that reconciles after applying each response, as the README asks, handed
    /// back `Hello` after a gesture: the session read it as a word being typed, so the gesture's
    /// alternates left the strip, a backspace deleted one letter (`Hell`) rather than the word,
    /// and the next gesture was no second word of a place name.
    @Test("a reconcile echoing a gesture's word keeps its alternates, the whole-word backspace and the place name")
    func reconcileAfterGesture() throws {
        let session = engine.makeSession()
        var field = SimulatedField()
        func gesture(_ word: String) -> TypingResponse {
            let event = TypingEvent.swipe(swipePath(word, on: layout))
            let response = session.handle(event)
            field.apply(response, for: event)
            #expect(session.reconcile(before: field.text, after: "").strip == response.strip, "\(word): the echo keeps the alternates")
            return response
        }
        _ = gesture("hello")
        let world = gesture("world")
        let slot = try #require(world.strip.slots.indices.dropFirst().first)
        let alternate = world.strip.slots[slot].text
        #expect(session.handle(.pick(slot: slot)).edits == [.delete(5), .insert(alternate)])
        field.apply(TypingResponse(edits: [.delete(5), .insert(alternate)]), for: .pick(slot: slot))
        _ = session.reconcile(before: field.text, after: "")
        #expect(session.handle(.backspace).edits == [.delete(alternate.count + 1)], "the whole word and its space")

        let place = engine.makeSession()
        var named = SimulatedField(text: "I moved to ")
        _ = place.reconcile(before: named.text, after: "")
        for word in ["new", "zealand"] {
            let event = TypingEvent.swipe(swipePath(word, on: layout))
            named.apply(place.handle(event), for: event)
            _ = place.reconcile(before: named.text, after: "")
        }
        #expect(named.text == "I moved to New Zealand")

        // A word picked before the host's space (`I like big| cats`): its echo keeps the predictions.
        let picked = engine.makeSession()
        var text = SimulatedField(text: "I like ")
        _ = picked.reconcile(before: text.text, after: " cats")
        type("bi", into: picked, field: &text)
        let big = try #require(picked.strip.slots.firstIndex { $0.text == "big" })
        let pick = picked.handle(.pick(slot: big))
        text.apply(pick, for: .pick(slot: big))
        #expect(text.text == "I like big")
        #expect(picked.reconcile(before: text.text, after: " cats").strip == pick.strip)
    }

    /// In an e-mail field `john`, `smith` swiped and `1` tapped wrote `john smith 1`, and a
    /// completion picked wrote its space into the address (`gmail ` then `.com`): the AOSP
    /// keyboard puts no space of its own in e-mail, URL and username fields.
    @Test("in an address field no space of the engine's goes before a gesture's word, after it, or after a pick",
          arguments: [FieldTraits(contentType: .emailAddress), FieldTraits(contentType: .url), FieldTraits(keyboardType: .emailAddress),
                      FieldTraits(contentType: .username)])
    func noAutomaticSpaceInAddressField(traits: FieldTraits) throws {
        let session = engine.makeSession(traits: traits)
        var field = SimulatedField()
        for event in [TypingEvent.swipe(swipePath("john", on: layout)), .swipe(swipePath("smith", on: layout)), .key("1")] {
            field.apply(session.handle(event), for: event)
        }
        #expect(!field.text.contains(" "), "\(field.text)")
        #expect(field.text == "johnsmith1", "no lexicon capitals in an address")
        // A backspace right after a gesture still deletes its word, and nothing else.
        let deleted = engine.makeSession(traits: traits)
        _ = swipe("john", deleted)
        #expect(swipe("smith", deleted).edits == [.insert("smith")])
        #expect(deleted.handle(.backspace).edits == [.delete(5)])
        // Letters tapped before a gesture join its word.
        let tapped = engine.makeSession(traits: traits)
        type("j", into: tapped)
        #expect(swipe("smith", tapped).edits == [.insert("smith")])

        let picked = engine.makeSession(traits: traits)
        var text = SimulatedField()
        type("keyboa", into: picked, field: &text)
        let slot = try #require(picked.strip.slots.firstIndex { $0.text == "keyboard" })
        let pick = picked.handle(.pick(slot: slot))
        text.apply(pick, for: .pick(slot: slot))
        type(".com", into: picked, field: &text)
        #expect(text.text == "keyboard.com")
        // A gesture after `.` typed gets no space first either.
        let marked = engine.makeSession(traits: traits)
        type("mail.", into: marked)
        #expect(swipe("hello", marked).edits == [.insert("hello")])
        #expect(swipe("paris", marked).edits == [.insert("paris")])
        #expect(engine.makeSession(traits: traits).handle(.swipe(swipePath("paris", on: layout), shift: .on)).edits == [.insert("Paris")])
    }

    /// A backspace right after a word picked in an address field, where no space follows it, took
    /// the word up again as over a pick's space while the host deleted its last letter: `keyboar`
    /// was composed as `keyboard`, and a completion picked after `s` deleted the `.` before it.
    @Test("in an address field a backspace right after a pick takes no word up", arguments: [
        FieldTraits(contentType: .emailAddress), FieldTraits(contentType: .url), FieldTraits(contentType: .username)])
    func backspaceAfterPickInAddressField(traits: FieldTraits) throws {
        let session = engine.makeSession(traits: traits)
        var text = SimulatedField()
        type("x.keyboa", into: session, field: &text)
        let slot = try #require(session.strip.slots.firstIndex { $0.text == "keyboard" })
        for event in [TypingEvent.pick(slot: slot), .backspace] { text.apply(session.handle(event), for: event) }
        type("s", into: session, field: &text)
        #expect(text.text == "x.keyboars")
        if !session.strip.slots.isEmpty { text.apply(session.handle(.pick(slot: 0)), for: .pick(slot: 0)) }
        #expect(text.text.hasPrefix("x.keyboar"), "\(text.text)")
    }

    @Test("a gesture after a tapped word keeps the word as typed and spaces the new one")
    func afterTapping() {
        let session = engine.makeSession()
        type("Teh", into: session)
        #expect(swipe("world", session).edits == [.insert(" world")])
    }

    /// `our` and `or` trace nearly one path: alone the commoner `or` leads (the control), after
    /// `find` the pair's `our`, whether the word before was typed and spaced, or swiped, or tapped
    /// straight before the gesture.
    @Test("the context decides: the previous word's bigram is used")
    func context() {
        let alone = engine.makeSession()
        _ = alone.reconcile(before: "I said ", after: "")
        #expect(swipe("our", alone).edits == [.insert("or")])
        let spaced = engine.makeSession()
        type("I find ", into: spaced)
        #expect(swipe("our", spaced).edits == [.insert("our")])
        let swiped = engine.makeSession()
        _ = swiped.reconcile(before: "I ", after: "")
        #expect(swipe("find", swiped).edits == [.insert("find")])
        #expect(swipe("our", swiped).edits == [.insert(" our")])
        let tapped = engine.makeSession()
        type("I find", into: tapped)
        #expect(swipe("our", tapped).edits == [.insert(" our")], "the word being tapped is the word before the gesture's")
    }

    /// A contact's `Bill` hid `bill` from the strip; at a sentence's start the two are one.
    @Test("a contact's name and the lexicon's word in its case are both offered, once where capitals make them one")
    func contactAndWord() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
        engine.userLexicon = UserLexicon(contactNames: ["Bill Gates"])
        let session = engine.makeSession()
        _ = session.reconcile(before: "please pay the ", after: "")
        let texts = session.handle(.swipe(swipePath("bill", on: layout))).strip.slots.map(\.text)
        #expect(texts.contains("Bill") && texts.contains("bill"), "\(texts)")
        let start = engine.makeSession().handle(.swipe(swipePath("bill", on: layout))).strip.slots.map(\.text)
        #expect(start.filter { $0 == "Bill" }.count == 1, "\(start)")
        #expect(Set(start).count == start.count)
    }

    /// Every layout's decoder was kept for the engine's life: a layout whose keys moved (a
    /// height setting) added about 2 MB each time.
    @Test("the engine keeps the swipe decoders of the two layouts used last")
    func decodersKept() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
        let layouts = try [1.0, 1.1, 1.2].map { scale in
            try KeyboardLayout(name: "qwerty-\(scale)", keys: layout.keys.map {
                Key(label: $0.label, x: $0.x, y: $0.y * scale, width: $0.width, height: $0.height * scale)
            })
        }
        func swipe(on layout: KeyboardLayout) -> [TextEdit] {
            engine.makeSession(layout: layout).handle(.swipe(swipePath("hello", on: layout))).edits
        }
        for layout in layouts { #expect(swipe(on: layout) == [.insert("Hello")]) }
        #expect(engine.swipeDecoderCount == 2)
        #expect(swipe(on: layouts[0]) == [.insert("Hello")], "built again")
        #expect(swipe(on: layouts[2]) == [.insert("Hello")])
        #expect(engine.swipeDecoderCount == 2)
        // The user's words on a layout evicted while they were built (another thread's gesture)
        // are not kept: they stayed until the lists changed.
        engine.userLexicon = UserLexicon(customWords: ["flimflamz"])
        _ = engine.personalSwipeWords(for: SwipeDecoder(lexicon: engine.data.lexicon, layout: layouts[1]), layout: layouts[1])
        #expect(engine.personalSwipeCount == 0)
        #expect(swipe(on: layouts[2]) == [.insert("Hello")])
        #expect(engine.personalSwipeCount == 1)
    }

    /// A memory warning drops what is built again on demand; typing must not notice it.
    @Test("releaseCaches drops the spare swipe index and closed sessions' buffers, and the strip for the same keys is the same after it")
    func releaseCaches() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
        engine.userLexicon = UserLexicon(customWords: ["Kubernetes"])
        let landscape = try KeyboardLayout(name: "qwerty-landscape", keys: layout.keys.map {
            Key(label: $0.label, x: $0.x * 1.5, y: $0.y, width: $0.width * 1.5, height: $0.height)
        })
        func key(_ letter: Character, _ session: TypingSession) -> SuggestionStrip {
            session.handle(.key(String(letter), at: layout.key(for: String(letter))?.center)).strip
        }
        func begin(_ session: TypingSession) -> [SuggestionStrip] {
            "I like teh kube".map { $0 == " " ? session.handle(.boundary(.space)).strip : key($0, session) }
        }
        func script(_ session: TypingSession) -> [SuggestionStrip] {
            var strips = begin(session)
            strips += "rn".map { key($0, session) }
            strips.append(session.handle(.boundary(.space)).strip)
            strips.append(session.handle(.swipe(swipePath("hello", on: layout))).strip)
            return strips
        }
        #expect(engine.makeSession(layout: landscape).handle(.swipe(swipePath("hello", on: landscape))).edits == [.insert("Hello")])
        let before = script(engine.makeSession(layout: layout))   // the session ends: its buffers are the engine's spares
        #expect(engine.swipeDecoderCount == 2)
        let open = engine.makeSession(layout: layout)
        let typed = begin(open)
        engine.releaseCaches()
        #expect(engine.swipeDecoderCount == 1, "the layout used last keeps its index")
        #expect(engine.personalSwipeCount == 1)
        #expect(typed == Array(before[..<typed.count]))
        #expect(key("r", open) == before[typed.count], "an open session types on")
        #expect(script(engine.makeSession(layout: layout)) == before)
        #expect(engine.userLexicon == UserLexicon(customWords: ["Kubernetes"]))
        // The released layout's index is built again at its next gesture.
        #expect(engine.makeSession(layout: landscape).handle(.swipe(swipePath("hello", on: landscape))).edits == [.insert("Hello")])
        #expect(engine.swipeDecoderCount == 2)
    }

    /// A refused gesture (one point) cleared the last gesture's state but left its alternates in
    /// the strip: a pick then added a second word (`world worlds`) and a backspace deleted a letter.
    @Test("a refused gesture changes nothing: a pick or a backspace after it acts on the word swiped before")
    func refusedGestureKeepsState() throws {
        var field = SimulatedField()
        let session = engine.makeSession()
        for word in ["hello", "world"] {
            let event = TypingEvent.swipe(swipePath(word, on: layout))
            field.apply(session.handle(event), for: event)
        }
        #expect(field.text == "Hello world")
        let key = try #require(layout.key(for: "k"))
        let refused = session.handle(.swipe([SwipePoint(x: key.center.x, y: key.center.y)]))
        #expect(refused.edits.isEmpty)
        let slot = try #require(refused.strip.slots.indices.dropFirst().first)
        let alternate = refused.strip.slots[slot].text
        field.apply(session.handle(.pick(slot: slot)), for: .pick(slot: slot))
        #expect(field.text == "Hello " + alternate)

        var second = SimulatedField()
        let other = engine.makeSession()
        for event in [TypingEvent.swipe(swipePath("hello", on: layout)), .swipe(swipePath("world", on: layout)),
                      .swipe([SwipePoint(x: key.center.x, y: key.center.y)]), .backspace] {
            second.apply(other.handle(event), for: event)
        }
        #expect(second.text == "Hello", "the backspace deletes the swiped word whole")
    }

    /// `.automatic` capitalised at a sentence's start only, whatever the field asked: `Hello` in an
    /// e-mail field, `John smith` in a name field.
    @Test("an automatic gesture's case follows the field's capitalisation", arguments: [
        (FieldTraits.Autocapitalization.none, "", "hello"), (.sentences, "", "Hello"), (.sentences, "I said ", "hello"),
        (.words, "I said ", "Hello"), (.allCharacters, "I said ", "HELLO")])
    func automaticCase(autocapitalization: FieldTraits.Autocapitalization, before: String, written: String) {
        let session = engine.makeSession(traits: FieldTraits(autocapitalization: autocapitalization))
        _ = session.reconcile(before: before, after: "")
        #expect(swipe("hello", session).edits == [.insert(written)])
    }

    /// A space went in after any tapped letters: `# love`, `thanks @ John`.
    @Test("a gesture after a tapped # or @ joins it; after a tapped letter, follows a space", arguments: [
        ("so fun #", "so fun #love"), ("thanks @", "thanks @love"), ("so fun", "so fun love")])
    func joiningMarks(tapped: String, text: String) {
        var field = SimulatedField()
        let session = engine.makeSession()
        _ = session.reconcile(before: "", after: "")
        for character in tapped {
            let event: TypingEvent = character == " " ? .boundary(.space) : .key(String(character))
            field.apply(session.handle(event), for: event)
        }
        let event = TypingEvent.swipe(swipePath("love", on: layout), shift: .off)
        field.apply(session.handle(event), for: event)
        #expect(field.text.lowercased() == text.lowercased())
    }

    /// A gesture after `#` joins it (`#love`); a backspace deleted its word and left the `#` no
    /// word of the session's, so `x` typed then was a word of its own where the text reads `#x`,
    /// and `teh` after it was corrected where `#teh` typed is a hashtag kept as typed.
    @Test("a backspace over a gesture's word that joined # or @ gives the mark back to compose", arguments: ["#", "@"])
    func backspaceAfterJoiningMark(mark: String) {
        let swiped = engine.makeSession()
        var field = SimulatedField()
        for event in [TypingEvent.key(mark), .swipe(swipePath("love", on: layout), shift: .off), .backspace] {
            field.apply(swiped.handle(event), for: event)
        }
        #expect(field.text == mark)
        let typed = engine.makeSession()
        _ = typed.handle(.key(mark))
        for letter in "teh" {
            let event = TypingEvent.key(String(letter), at: layout.key(for: String(letter))?.center)
            let response = swiped.handle(event)
            field.apply(response, for: event)
            #expect(response.strip == typed.handle(event).strip)
        }
        let space = swiped.handle(.boundary(.space))
        #expect(space.edits == typed.handle(.boundary(.space)).edits)
        field.apply(space, for: .boundary(.space))
        #expect(field.text == mark + "teh ")
    }

    /// Android's keyboard ends one tapped letter before a gesture as a space does (`i` → `I`),
    /// and keeps longer tapped words as typed (``afterTapping()``).
    @Test("one letter tapped before a gesture is ended as a space ends it")
    func oneLetterBeforeGesture() {
        var field = SimulatedField()
        let session = engine.makeSession()
        for event in [TypingEvent.key("y"), .key("e"), .key("s"), .boundary(.space), .key("i"), .swipe(swipePath("think", on: layout))] {
            field.apply(session.handle(event), for: event)
        }
        #expect(field.text == "yes I think")
        let space = session.handle(.boundary(.space))
        field.apply(space, for: .boundary(.space))
        #expect(field.text == "yes I think ", "one space after the gesture's word, not a period")

        // A letter space keeps as typed (no edits: the front-end types a space key's space) still
        // gets its space from the gesture's response (`acat` before).
        var kept = SimulatedField()
        let other = engine.makeSession()
        for event in [TypingEvent.key("I"), .boundary(.space), .key("a"), .swipe(swipePath("cat", on: layout))] {
            kept.apply(other.handle(event), for: event)
        }
        #expect(kept.text == "I a cat")
    }

    /// A refused gesture bumped the session's event count, so a backspace after it no longer took
    /// up the word before its space.
    @Test("a backspace after a refused gesture still takes up the word before the space")
    func refusedGestureKeepsResumableWord() throws {
        var field = SimulatedField()
        let session = engine.makeSession()
        let key = try #require(layout.key(for: "k"))
        for event in [TypingEvent.key("h"), .key("e"), .key("l"), .key("l"), .key("o"), .boundary(.space),
                      .swipe([SwipePoint(x: key.center.x, y: key.center.y)]), .backspace] {
            field.apply(session.handle(event), for: event)
        }
        #expect(field.text == "hello")
        #expect(session.strip.slots.first?.text == "hello", "\(session.strip.slots.map(\.text))")
    }

    @Test("a learned word becomes swipeable")
    func learnedWord() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-learn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"], learnedStoreDirectory: directory.path))
        let before = engine.makeSession()
        #expect(swipe("blorvath", before).edits != [.insert("Blorvath")])
        for _ in 0..<3 {
            let teach = engine.makeSession()
            type("blorvath the ", into: teach)
        }
        #expect(engine.learnedWordCount == 1)
        let after = engine.makeSession()
        type("the ", into: after)
        #expect(swipe("blorvath", after).edits == [.insert("blorvath")])
    }

    /// Only a learned word typed or tapped refreshed its recency in the store: one a swipe typist
    /// swiped, or one an autocorrection wrote, kept its old time and was evicted first (the
    /// least recently used goes at 2,000).
    @Test("a learned word swiped, or written by an autocorrection, becomes the most recently used")
    func learnedRecencyRefreshed() throws {
        let directory = TemporaryDirectory("swipe-recency")
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"], learnedStoreDirectory: directory.path))
        func newest() throws -> String? {
            try SQLiteConnection(path: directory.file(LearnedWordStore.fileName), mode: .readOnly)
                .prepare("SELECT word FROM learned ORDER BY last_used DESC LIMIT 1").rows { $0.text(at: 0) }.first ?? nil
        }
        for word in ["blorvath", "zqvorplex"] {
            for _ in 0..<3 { type("\(word) the ", into: engine.makeSession()) }
        }
        #expect(engine.learnedWordCount == 2)
        #expect(try newest() == "zqvorplex")
        let typing = engine.makeSession()
        type("I said blorvatg", into: typing)
        #expect(typing.handle(.boundary(.space)).edits == [.delete(8), .insert("blorvath ")])
        #expect(try newest() == "blorvath", "the word a slip was corrected into")
        type("zqvorplex the ", into: engine.makeSession())
        #expect(try newest() == "zqvorplex", "typed: refreshed as before")
        let swiping = engine.makeSession()
        type("the ", into: swiping)
        #expect(swipe("blorvath", swiping).edits == [.insert("blorvath")])
        #expect(try newest() == "blorvath", "the swiped word")
        #expect(engine.learnedWordCount == 2)
    }

    @Test("the user's words are swipeable from the gesture after they are set and not after they are removed; learned words not after forgetting all")
    func personalWordsFollowChanges() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
        func swiped(_ word: String, after context: String = "") -> [TextEdit] {
            let session = engine.makeSession()
            type(context, into: session)
            return swipe(word, session).edits
        }
        #expect(swiped("zarkov") != [.insert("Zarkov")])
        engine.userLexicon = UserLexicon(contactNames: ["Ivan Zarkov"])
        #expect(swiped("zarkov") == [.insert("Zarkov")])
        engine.userLexicon = UserLexicon()
        #expect(swiped("zarkov") != [.insert("Zarkov")], "paths kept from before would still offer it: the check can fail")
        for _ in 0..<3 { type("blorvath the ", into: engine.makeSession()) }
        #expect(swiped("blorvath", after: "the ") == [.insert("blorvath")])
        engine.forgetAllLearnedWords()
        #expect(swiped("blorvath", after: "the ") != [.insert("blorvath")])
    }

    @Test("hostile gestures give no edits and leave the session working", arguments: [
        [SwipePoint](),
        [SwipePoint(x: 10, y: 10)],
        [SwipePoint(x: .nan, y: 10), SwipePoint(x: 20, y: 10)],
        [SwipePoint(x: 10, y: 10, t: .infinity), SwipePoint(x: 20, y: 10)],
        (0..<50).map { SwipePoint(x: -1e9, y: Double($0)) },
    ])
    func hostile(points: [SwipePoint]) {
        let session = engine.makeSession()
        let response = session.handle(.swipe(points))
        #expect(response.edits.isEmpty)
        #expect(swipe("hello", session).edits == [.insert("Hello")])
    }

    @Test("10,000 points decode")
    func longGesture() {
        let session = engine.makeSession()
        var points: [SwipePoint] = []
        let path = swipePath("keyboard", on: layout)
        for (a, b) in zip(path, path.dropFirst()) {
            for k in 0..<200 {
                let f = Double(k) / 200
                points.append(SwipePoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
            }
        }
        #expect(points.count >= 10_000)
        #expect(session.handle(.swipe(points)).edits == [.insert("Keyboard")])
    }
}

@Suite("Swipe precision in the engine")
struct SwipePrecisionSessionTests {
    @Test("kept words teach the engine the user's precision; deleted ones, and those of fields that do not learn, do not")
    func learnsPrecision() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
        let layout = TestEngines.data.layouts["qwerty-en"]!
        #expect(engine.swipePrecision == 1)
        let deleting = engine.makeSession()
        for word in ["hello", "world", "again"] {
            _ = deleting.handle(.swipe(swipePath(word, on: layout)))
            _ = deleting.handle(.backspace)
        }
        _ = deleting.handle(.boundary(.space))
        #expect(engine.swipePrecision == 1, "undone gestures teach nothing")
        let incognito = engine.makeSession(traits: FieldTraits(disablesPersonalizedLearning: true))
        for word in ["hello", "world", "again", "thanks", "for", "your", "message"] {
            _ = incognito.handle(.swipe(swipePath(word, on: layout)))
        }
        _ = incognito.handle(.boundary(.space))
        #expect(engine.swipePrecision == 1, "a field that does not learn teaches nothing")
        let session = engine.makeSession()
        for word in ["hello", "world", "again", "thanks", "for", "your", "message"] {
            _ = session.handle(.swipe(swipePath(word, on: layout)))
        }
        _ = session.handle(.boundary(.space))
        #expect(engine.swipePrecision > 1, "exact paths: a precise user")
    }
}
