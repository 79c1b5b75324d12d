import KeyboardEvaluation
import KeyboardIntelligence
import KeyboardLayout

/// `fuzz-session`: a stream of keyboard events, decoded from the bytes, through one engine's
/// sessions — keys (with hostile touch points and strings), backspaces, boundaries, picks of any
/// slot, swipes (hostile paths: NaN, ±∞, 1e308, one point, thousands), reconciles with hostile
/// context, new fields, user-lexicon changes and learned-word resets.
///
/// Checked after every event: the strip holds at most three slots, no edit deletes a negative
/// count or more text than the simulated field holds, and an off field answers with nothing.
///
/// **Adding an event**: give it a free raw value in ``Operation``, decode its payload in
/// ``decode(_:)`` (``FuzzInput/double()`` gives hostile numbers) and deliver it in ``run(_:)``, as
/// `.swipe` (raw value 9) is. Existing raw values keep their meaning, so the committed corpus stays
/// valid.
public enum SessionFuzzer: FuzzHarness {
    public static let name = "fuzz-session"

    /// One engine for the process (hunspell en_US and de_DE, learned words in memory), as a
    /// keyboard extension has.
    static let engine: TypingEngine = {
        do {
            let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US", "de_DE"]))
            engine.preloadDictionaries()
            return engine
        } catch {
            fatalError("fuzz-session: the engine cannot start: \(error)")
        }
    }()

    /// What one step of the stream does. Raw values are stable; unassigned bytes are key presses.
    public enum Operation: UInt8 {
        case key = 0, backspace = 1, boundary = 2, pick = 3, reconcile = 4, pastedKey = 5
        case newSession = 6, userLexicon = 7, forget = 8, swipe = 9
    }

    /// A decoded step.
    public enum Step {
        case event(TypingEvent)
        case reconcile(before: String, after: String)
        case newSession(FieldTraits, KeyboardLayout?)
        case userLexicon(UserLexicon)
        case forget(String?)
    }

    static let letters = Array("etaoinshrdlcumwfgypbvkjxqz'").map(String.init)
    static let punctuation: [Character] = [".", ",", "?", "!", ";", ":", "…", "\u{0}", "é", "👍"]

    public static func fuzz(_ data: UnsafeRawBufferPointer) {
        var input = FuzzInput(data)
        run(&input)
    }

    /// The engine, its dictionaries and its indexes, the swipe index included (seconds in a debug
    /// build with ASan): left to the first unit with a swipe, they pushed it past libFuzzer's 10 s
    /// timeout on a loaded machine.
    public static func prepare() {
        let session = engine.makeSession()
        _ = session.handle(.key("a"))
        _ = session.handle(.swipe([SwipePoint(x: 100, y: 100, t: 0), SwipePoint(x: 400, y: 120, t: 80)]))
    }

    /// Decodes and runs steps until the input ends (at most 400 steps).
    public static func run(_ input: inout FuzzInput) {
        let engine = Self.engine
        if engine.learnedWordCount > 0 { engine.forgetAllLearnedWords() }
        if engine.userLexicon != UserLexicon() { engine.userLexicon = UserLexicon() }
        var session = engine.makeSession(traits: traits(&input))
        var field = SimulatedField()
        var steps = 0
        while !input.isExhausted, steps < 400 {
            steps += 1
            switch decode(&input) {
            case let .event(event):
                let response = session.handle(event)
                check(response, session: session, field: field)
                field.apply(response, for: event)
            case let .reconcile(before, after):
                let response = session.reconcile(before: before, after: after)
                check(response, session: session, field: field)
                precondition(response.edits.isEmpty, "reconcile returned edits")
                field = SimulatedField(text: before)
            case let .newSession(traits, layout):
                session = engine.makeSession(traits: traits, layout: layout)
                field = SimulatedField()
                _ = session.strip
            case let .userLexicon(lexicon):
                engine.userLexicon = lexicon
            case let .forget(word):
                if let word { engine.forgetLearnedWord(word) } else { engine.forgetAllLearnedWords() }
            }
        }
        withExtendedLifetime(session) {}
    }

    /// The next step of the stream.
    public static func decode(_ input: inout FuzzInput) -> Step {
        let op = input.byte()
        switch Operation(rawValue: op % 16) {
        case .backspace: return .event(.backspace)
        case .boundary:
            switch input.byte() % 4 {
            case 0: return .event(.boundary(.newline))
            case 1: return .event(.boundary(.punctuation(input.pick(punctuation))))
            default: return .event(.boundary(.space))
            }
        case .pick: return .event(.pick(slot: input.pick([0, 1, 2, 3, -1, Int.max, Int.min, 2])))
        case .reconcile: return .reconcile(before: HostileText.string(&input), after: HostileText.string(&input, maximumPieces: 3))
        case .pastedKey: return .event(.key(HostileText.string(&input, maximumPieces: 3), at: point(&input)))
        case .newSession: return .newSession(traits(&input), layout(&input))
        case .userLexicon:
            let words = (0..<Int(input.byte() % 4)).map { _ in HostileText.string(&input, maximumPieces: 3, maximumRepeat: 2_000) }
            let replacement = TextReplacement(shortcut: HostileText.string(&input, maximumPieces: 2), phrase: HostileText.string(&input, maximumPieces: 3))
            return .userLexicon(UserLexicon(textReplacements: [replacement], contactNames: words.reversed(), customWords: words,
                                            applyReplacementsOnSpace: input.bool()))
        case .forget: return .forget(input.bool() ? HostileText.string(&input, maximumPieces: 2) : nil)
        case .swipe: return .event(.swipe(swipePath(&input), shift: input.pick(SwipeShift.allCases)))
        case .key, nil:
            let index = Int(op >> 4) + Int(input.byte() % 2) * 16
            let letter = index < letters.count ? letters[index] : input.pick(HostileText.pieces)
            return .event(.key(letter, at: input.bool() ? point(&input) : nil))
        }
    }

    /// A path: mostly a few dozen points on the keyboard (an ordinary gesture, in qwerty-en's
    /// units), sometimes none, one, or thousands, with hostile coordinates and times.
    static func swipePath(_ input: inout FuzzInput) -> [SwipePoint] {
        let shape = input.byte()
        let count = shape % 16 == 0 ? Int(input.uint16()) % 5_000 : Int(shape % 48)
        var points: [SwipePoint] = []
        points.reserveCapacity(count)
        var time = 0.0
        for _ in 0..<count {
            if input.byte() % 8 == 0 {
                points.append(SwipePoint(x: input.double(), y: input.double(), t: input.bool() ? input.double() : nil))
            } else {
                time += Double(input.byte() % 32)
                points.append(SwipePoint(x: Double(input.uint16() % 1_440), y: Double(input.uint16() % 900), t: shape & 0x80 == 0 ? time : nil))
            }
        }
        return points
    }

    static func point(_ input: inout FuzzInput) -> Point? {
        input.byte() % 4 == 0 ? nil : Point(x: input.double(), y: input.double())
    }

    static func traits(_ input: inout FuzzInput) -> FieldTraits {
        FieldTraits(
            isSecureTextEntry: input.byte() % 8 == 0,
            contentType: input.pick(FieldTraits.ContentType.allCases),
            keyboardType: input.pick(FieldTraits.KeyboardType.allCases),
            autocorrection: input.pick(FieldTraits.Switch.allCases),
            spellChecking: input.pick(FieldTraits.Switch.allCases),
            disablesPersonalizedLearning: input.byte() % 4 == 0
        )
    }

    /// A bundled layout, none (the default), or one made of hostile keys (nil when invalid).
    static func layout(_ input: inout FuzzInput) -> KeyboardLayout? {
        switch input.byte() % 4 {
        case 0: return engine.data.layouts[input.pick(["qwerty-en", "qwertz-de", "azerty-fr"])]
        case 1:
            let keys = (0..<Int(input.byte() % 40)).map { _ in
                Key(label: input.bool() ? input.pick(letters) : HostileText.string(&input, maximumPieces: 2, maximumRepeat: 100),
                    x: input.double(), y: input.double(), width: input.double(), height: input.double())
            }
            return try? KeyboardLayout(name: "fuzz", keys: keys)
        default: return nil
        }
    }

    static func check(_ response: TypingResponse, session: TypingSession, field: SimulatedField) {
        precondition(response.strip.slots.count <= 3, "strip holds \(response.strip.slots.count) slots")
        if !session.policy.isEnabled {
            precondition(response == .none, "an off session answered with something")
        }
        guard response.edits.contains(where: { if case .delete = $0 { true } else { false } }) else { return }
        var characters = field.text.count
        for edit in response.edits {
            switch edit {
            case let .delete(count):
                precondition(count >= 0, "negative delete")
                precondition(count <= characters, "delete(\(count)) with \(characters) characters before the cursor")
                characters -= count
            case let .insert(text):
                characters += text.count
            }
        }
    }
}
