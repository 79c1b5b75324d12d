import KeyboardLayout
import KeyboardLexicon

/// Reads the taps of the composing word as lexicon prefixes: a beam search in which each tap may
/// be the key it landed on or a nearby one (weighted by the touch model), an apostrophe may be
/// slipped in where the lexicon has one (`dont` → `don't`), and only prefixes some word list
/// holds survive. This is what lets completion tolerate noisy letters.
///
/// Cost per tap: beam width × candidate keys binary searches. A value type; not shared.
public struct TouchDecoder: Sendable {
    /// The word lists a prefix must exist in (any of them).
    public var models: [any WordModel] { didSet { adoptLists() } }
    /// How likely each key is for a touch point.
    public let touchModel: TouchModel
    /// Hypotheses kept after each tap. 12, twice the readings the ranker reads: against 16 (on
    /// 550088d) aspell's top-3 gained a pair and every other corpus, trace, noisy trace and
    /// keystroke saving read the same, for about 1% less time a typed word (docs/BENCHMARK.md).
    public var beamWidth: Int
    /// Candidate keys considered per tap. 4 instead of 5 took 2–3% less time but lost the
    /// second-language typos' top-1 (docs/BENCHMARK.md, "Tried this stop and not kept (f55cff0 …)").
    public var keysPerTap: Int
    /// Cost, in nats, of an apostrophe the user did not type.
    public var apostropheCost: Double

    /// The taps so far.
    public private(set) var taps: [Tap] = []
    /// Per tap, the cost (nats) of reading it as each nearby letter rather than the literal one,
    /// by alphabet index (``EditCostTable/index(of:)``); +∞ for the other letters, and for every
    /// letter of a tap without a touch point.
    public private(set) var touchCosts = TouchCosts()
    /// The surviving readings, most likely first; `[""]` before any tap.
    public private(set) var hypotheses: [PrefixHypothesis] = [PrefixHypothesis(prefix: "", logLikelihood: 0)]
    /// Per reading, its node in ``lexicon``'s trie, or −1 when the lexicon has no such prefix
    /// (another word list has).
    private var nodes: [Int] = [0]
    /// The lists after the first when every one is a ``WordList`` (the user's words): readings
    /// step down their tries too, a scalar at a time, where each reading the lexicon lacks was
    /// written out and searched for in every list (a heavy user's lists made that the decoder's
    /// biggest cost). Nil otherwise: each list is asked by prefix.
    private var lists: [WordList]?
    /// Per reading, its node in each of ``lists``' tries (−1 for none), `lists.count` a reading.
    private var listNodes: [Int] = []
    /// The taps read literally (lower case): what the user's nearest keys spell.
    public private(set) var literal: String = ""
    /// The literal reading's touch log-likelihood, for comparing corrections with it.
    public private(set) var literalLogLikelihood: Double = 0

    /// A decoder over `models`' prefixes, keeping the `beamWidth` likeliest readings, each tap
    /// read as one of its `keysPerTap` likeliest keys; an apostrophe the letters skip costs
    /// `apostropheCost` nats.
    public init(models: [any WordModel], touchModel: TouchModel, beamWidth: Int = 12, keysPerTap: Int = 5, apostropheCost: Double = 0.5) {
        self.models = models
        self.touchModel = touchModel
        self.beamWidth = beamWidth
        self.keysPerTap = keysPerTap
        self.apostropheCost = apostropheCost
        adoptLists()
    }

    /// Takes ``models``' user lists: unchanged lists keep the readings' nodes; when they changed
    /// with taps read (the user's words set while a word is typed: a contact synced, a custom
    /// word added), the taps are read again, since a reading only a new list has was dropped at
    /// the taps before (`kubern` then `e` offered no `Kubernetes` added meanwhile).
    private mutating func adoptLists() {
        let others = models.dropFirst()
        let found = others.compactMap { $0 as? WordList }
        guard found.count == others.count else {
            (lists, listNodes) = (nil, [])
            return
        }
        // An empty list has no reading to step (a new user's learned words).
        let nonEmpty = found.filter { !$0.isEmpty }
        let unchanged = lists.map { $0.map(\.trieIdentity) == nonEmpty.map(\.trieIdentity) } ?? false
        lists = nonEmpty
        if !unchanged, !taps.isEmpty {
            let read = taps
            reset()
            for tap in read { append(tap) }
            return
        }
        guard !unchanged || listNodes.count != hypotheses.count * nonEmpty.count else { return }
        listNodes = hypotheses.flatMap { reading in nonEmpty.map { $0.node(ofPrefix: reading.prefix) ?? -1 } }
    }

    /// Per reading (``hypotheses``), its node in `lexicon`'s trie (``Lexicon/node(ofPrefix:)``;
    /// −1 where the lexicon has no such prefix), when `lexicon` is the first of ``models``; nil
    /// otherwise. The readings were stepped down that trie already: a caller asking the lexicon
    /// about them need not look them up again.
    public func readingNodes(in lexicon: Lexicon) -> [Int]? {
        guard let first = models.first as? Lexicon, first === lexicon, nodes.count == hypotheses.count else { return nil }
        return nodes
    }

    /// Adds one tap and advances the beam.
    public mutating func append(_ tap: Tap) {
        taps.append(tap)
        let typed = tap.character.lowercased()
        var options = tap.point.map { touchModel.candidates(near: $0, limit: keysPerTap) }
            ?? touchModel.candidates(forTyped: typed, limit: keysPerTap)
        let literalScore: Double
        if let index = options.firstIndex(where: { $0.label == typed }) {
            literalScore = options[index].logLikelihood
        } else {
            // A character the layout lacks, or a touch far from the key the front-end reports:
            // believe the front-end.
            literalScore = options.first?.logLikelihood ?? 0
            options.insert(TouchModel.Candidate(label: typed, logLikelihood: literalScore), at: 0)
        }
        literal += typed
        literalLogLikelihood += literalScore
        // Each key's label as its one scalar (nil for a label of more or none), read once a tap.
        let scalars = options.map { Self.singleScalar(of: $0.label) }
        touchCosts.appendTap()
        if tap.point != nil {
            let row = touchCosts.count - 1
            for (option, scalar) in zip(options, scalars) {
                guard let scalar else { continue }
                touchCosts[row, EditCostTable.index(of: scalar)] = Float(max(0, literalScore - option.logLikelihood))
            }
        }

        // The first word list's trie when it is a ``Lexicon``: readings step down it, one child a
        // letter, instead of each prefix being looked up from the root. A reading's text is
        // written only once some list has it (most of the beam × keys do not). The trie alone:
        // the lexicon unwrapped at each step was copied, a dozen references retained.
        let lexicon = (models.first as? Lexicon)?.prefixTrie
        // Read into locals once: `step` is static, so that no call copies the decoder.
        let (models, lists, listNodes) = (self.models, self.lists, self.listNodes)
        // Each reading with its lexicon node and where its lists' nodes are in `nextListNodes`.
        let k = lists?.count ?? 0
        var next: [(hypothesis: PrefixHypothesis, node: Int, lists: Int)] = []
        next.reserveCapacity(hypotheses.count * options.count)
        var nextListNodes: [Int] = []
        if k > 0 { nextListNodes.reserveCapacity(hypotheses.count * options.count * k) }
        // A step's nodes in the lists, and the apostrophe's (kept for the options after it).
        var stepped = [Int](repeating: -1, count: k), apostropheLists = stepped
        // The lexicon alone (no user list with words, a new user's): each step is a child in its
        // trie, taken here, with each option's scalar read once a tap (a call of `step` a step,
        // with its reading's text captured for a look-up it never makes, was most of the beam).
        if let lexicon, lists?.isEmpty == true {
            @inline(__always) func child(of node: Int, _ option: Int) -> Int? {
                guard node >= 0 else { return nil }
                if let scalar = scalars[option] { return lexicon.child(of: node, scalar: scalar) }
                var reached = node
                for scalar in options[option].label.unicodeScalars {
                    guard let next = lexicon.child(of: reached, scalar: scalar.value) else { return nil }
                    reached = next
                }
                return reached
            }
            for h in hypotheses.indices {
                let (hypothesis, node) = (hypotheses[h], nodes[h])
                let apostropheNode = hypothesis.prefix.isEmpty || node < 0 ? nil : lexicon.child(of: node, scalar: 0x27)
                for o in options.indices {
                    let option = options[o]
                    if let reached = child(of: node, o) {
                        next.append((PrefixHypothesis(prefix: hypothesis.prefix + option.label, logLikelihood: hypothesis.logLikelihood + option.logLikelihood),
                                     reached, 0))
                    }
                    if let apostropheNode, option.label != "'", let reached = child(of: apostropheNode, o) {
                        next.append((PrefixHypothesis(prefix: hypothesis.prefix + "'" + option.label,
                                                      logLikelihood: hypothesis.logLikelihood + option.logLikelihood - apostropheCost),
                                     reached, 0))
                    }
                }
            }
        } else {
            for h in hypotheses.indices {
                let (hypothesis, node) = (hypotheses[h], nodes[h])
                let apostropheNode = hypothesis.prefix.isEmpty ? nil
                    : Self.step(from: node, lists: listNodes, at: h * k, prefix: hypothesis.prefix + "'", adding: "'", in: lexicon,
                                models: models, wordLists: lists, into: &apostropheLists)
                for option in options {
                    if let reached = Self.step(from: node, lists: listNodes, at: h * k, prefix: hypothesis.prefix + option.label, adding: option.label,
                                               in: lexicon, models: models, wordLists: lists, into: &stepped) {
                        next.append((PrefixHypothesis(prefix: hypothesis.prefix + option.label, logLikelihood: hypothesis.logLikelihood + option.logLikelihood),
                                     reached, nextListNodes.count))
                        if k > 0 { nextListNodes.append(contentsOf: stepped) }
                    }
                    if let apostropheNode, option.label != "'",
                       let reached = Self.step(from: apostropheNode, lists: apostropheLists, at: 0, prefix: hypothesis.prefix + "'" + option.label,
                                               adding: option.label, in: lexicon, models: models, wordLists: lists, into: &stepped) {
                        next.append((PrefixHypothesis(prefix: hypothesis.prefix + "'" + option.label,
                                                      logLikelihood: hypothesis.logLikelihood + option.logLikelihood - apostropheCost),
                                     reached, nextListNodes.count))
                        if k > 0 { nextListNodes.append(contentsOf: stepped) }
                    }
                }
            }
        }
        next.sort { a, b in
            a.hypothesis.logLikelihood != b.hypothesis.logLikelihood
                ? a.hypothesis.logLikelihood > b.hypothesis.logLikelihood : a.hypothesis.prefix < b.hypothesis.prefix
        }
        // Each reading once, at its best: a node of the lexicon's trie stands for one prefix, so
        // readings are told apart by node, and by text only where no node is (another list's).
        hypotheses.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
        self.listNodes.removeAll(keepingCapacity: true)
        for (hypothesis, node, offset) in next where hypotheses.count < beamWidth {
            let seen = node >= 0
                ? nodes.contains(node)
                : zip(hypotheses, nodes).contains { $0.1 < 0 && $0.0.prefix == hypothesis.prefix }
            if !seen {
                hypotheses.append(hypothesis)
                nodes.append(node)
                if k > 0 { self.listNodes.append(contentsOf: nextListNodes[offset..<(offset + k)]) }
            }
        }
    }

    /// The scalar value of a label of exactly one scalar, else nil (read with an iterator:
    /// counting the scalars walked them all).
    private static func singleScalar(of label: String) -> UInt32? {
        var iterator = label.unicodeScalars.makeIterator()
        guard let scalar = iterator.next(), iterator.next() == nil else { return nil }
        return scalar.value
    }

    /// Removes the last tap (backspace) by replaying the others.
    public mutating func removeLast() {
        guard !taps.isEmpty else { return }
        let kept = taps.dropLast()
        reset()
        for tap in kept { append(tap) }
    }

    /// Forgets every tap.
    public mutating func reset() {
        taps = []
        touchCosts = TouchCosts()
        hypotheses = [PrefixHypothesis(prefix: "", logLikelihood: 0)]
        nodes = [0]
        listNodes = [Int](repeating: WordList.rootNode, count: lists?.count ?? 0)
        literal = ""
        literalLogLikelihood = 0
    }

    /// Whether some word list has `prefix`, the reading at `node` (its node in `lexicon`, the
    /// first list's trie, −1 for none) with `label` added: its node then (−1 when only another list has
    /// it), nil when none. With `wordLists` (``lists``), the reading's nodes in them are
    /// `source[start…]`, and its nodes after `label` are written to `target` (read only when it is
    /// returned); without, the lists after the first of `models` are asked by prefix.
    /// `lexicon` is compared with nil and unwrapped in place, not bound to a copy.
    private static func step(from node: Int, lists source: [Int], at start: Int, prefix: @autoclosure () -> String, adding label: String,
                             in lexicon: PrefixTrie?, models: [any WordModel], wordLists lists: [WordList]?,
                             into target: inout [Int]) -> Int? {
        if lexicon == nil {
            let prefix = prefix()
            return models.contains { $0.hasWords(withPrefix: prefix) } ? -1 : nil
        }
        var reached = -1
        if node >= 0 {
            reached = node
            for scalar in label.unicodeScalars {
                guard let child = lexicon.unsafelyUnwrapped.child(of: reached, scalar: scalar.value) else { reached = -1; break }
                reached = child
            }
        }
        if let lists {
            // No list with words (a new user's): the lexicon alone, answered before the loop below,
            // which copied `target` at every step even with no list to step (the compiler hoists
            // the copy its writes need out of the loop).
            if lists.isEmpty { return reached >= 0 ? reached : nil }
            var inList = false
            for (k, list) in lists.enumerated() {
                var at = source[start + k]
                if at >= 0 {
                    for scalar in label.unicodeScalars {
                        guard let child = list.child(ofNode: at, scalar: scalar.value) else { at = -1; break }
                        at = child
                    }
                }
                target[k] = at
                if at >= 0 { inList = true }
            }
            return reached >= 0 ? reached : inList ? -1 : nil
        }
        if reached >= 0 { return reached }
        guard models.count > 1 else { return nil }
        let prefix = prefix()
        return models.dropFirst().contains { $0.hasWords(withPrefix: prefix) } ? -1 : nil
    }
}
