import KeyboardLayout
import KeyboardLexicon

/// Decodes a swipe gesture into the words it most probably spells: a shape matcher over the
/// bundled lexicon and the user's words, for one layout.
///
/// A gesture is compared only with the words whose paths start and end on keys near its first
/// and last points and whose length is plausible (``SwipeIndex``). Each is scored by three
/// channels — location (equal arc-length points), elastic (the same after time warping) and keys
/// (each letter's key against the gesture point aligned with it) — plus the language model
/// (bigram on the previous word, backing off to the unigram). docs/SWIPE.md explains the model
/// and its figures.
///
/// Creating a decoder indexes the lexicon for the layout (tens of milliseconds: do it off the
/// keyboard's thread, or let ``TypingEngine`` do it on the first swipe). Immutable and
/// thread-safe; decoding allocates a few small buffers per gesture, and per shortlisted word
/// (96 at most) only its key and surface strings.
///
/// ```swift
/// let decoder = SwipeDecoder(lexicon: lexicon, layout: layout)
/// let words = try decoder.decode(points, previousWord: "i", limit: 3)   // ["love", "live", "lobe"]
/// ```
public final class SwipeDecoder: Sendable {
    /// The layout the decoder was built for.
    public let layout: KeyboardLayout
    /// The decoder's constants (docs/SWIPE.md).
    public let parameters: SwipeParameters
    let lexicon: Lexicon
    let geometry: SwipeGeometry
    let index: SwipeIndex

    /// Indexes `lexicon` for `layout`.
    public init(lexicon: Lexicon, layout: KeyboardLayout, parameters: SwipeParameters = .default) {
        self.layout = layout
        self.parameters = parameters
        self.lexicon = lexicon
        geometry = SwipeGeometry(layout: layout)
        index = SwipeIndex(words: (0..<lexicon.count).lazy.map { (UInt32($0), lexicon.key(WordID(rawValue: UInt32($0)))) },
                           geometry: geometry)
    }

    /// The number of swipeable lexicon words.
    public var wordCount: Int { index.entries.count }

    /// Bytes the decoder holds beyond the mapped lexicon (its index), for memory reports.
    public var indexByteCount: Int { index.byteCount }

    /// The `limit` words `points` most probably spell, best first, one per key.
    ///
    /// - Parameters:
    ///   - points: the finger's path in the layout's units, with times in milliseconds when the
    ///     front-end has them (a pause on a key then favours its double letter). Any number of
    ///     points: long gestures are thinned to ``SwipeGesture/maximumInputPoints`` first. Points
    ///     off the keyboard are moved to its edge.
    ///   - previousWord: the lower-case word before the cursor, for the bigram.
    ///   - personalWords: learned words, contacts and custom words, also swipeable.
    ///   - precision: how precisely this user swipes, relative to the model's typical user (1):
    ///     it multiplies every channel's weight, so a careful user's gestures outweigh the
    ///     language model more and a hurried user's less. ``SwipePrecision`` estimates it.
    /// - Returns: an empty array only when no word fits at all.
    /// - Throws: ``SwipeError`` for a gesture with fewer than two points, a non-finite
    ///   coordinate or time, or no point on the keyboard.
    public func decode(_ points: [SwipePoint], previousWord: String? = nil, personalWords: [WordEntry] = [],
                       limit: Int = 3, precision: Float = 1) throws(SwipeError) -> [SwipeCandidate] {
        try decode(points, previousWord: previousWord, personal: self.personalWords(personalWords), limit: limit, precision: precision)
    }

    /// ``decode(_:previousWord:personalWords:limit:precision:)`` with the personal words' key
    /// paths built already (``personalWords(_:)``, once each time the words change).
    public func decode(_ points: [SwipePoint], previousWord: String? = nil, personal: SwipePersonalWords,
                       limit: Int = 3, precision: Float = 1) throws(SwipeError) -> [SwipeCandidate] {
        var p = parameters
        let scale = precision.isFinite ? min(max(precision, SwipePrecision.range.lowerBound), SwipePrecision.range.upperBound) : 1
        p.locationWeight *= scale
        p.elasticWeight *= scale
        p.keyWeight *= scale
        p.endpointWeight *= scale
        let n = p.samples
        let gesture = try SwipeGesture(points: points, geometry: geometry, samples: n)
        guard limit > 0 else { return [] }
        let (starts, ends, lengths) = prune(gesture)

        var shortlist = Shortlist(capacity: p.shortlist)
        var tx = [Float](repeating: 0, count: n), ty = [Float](repeating: 0, count: n)
        let inverseN = 1 / Float(n)

        // Pass 1: the location channel and the unigram, over the pruned lexicon.
        for start in starts {
            for end in ends {
                for i in index.entries(first: Int(start), last: Int(end), lengths: lengths) {
                    let entry = index.entries[i]
                    let lm = p.languageWeight * lexicon.logProbability(WordID(rawValue: entry.word))
                    let bound = shortlist.isFull ? (lm - shortlist.threshold) / p.locationWeight : .infinity
                    guard bound > 0 else { continue }
                    template(index.path(of: entry), into: &tx, &ty)
                    guard let location = meanSquaredDistance(gesture, tx, ty, bound: bound, inverseN: inverseN) else { continue }
                    shortlist.insert(Shortlisted(score: lm - p.locationWeight * location, item: Int32(i), location: location))
                }
            }
        }
        // The personal words, by the same bound: one that cannot join the shortlist is passed by,
        // as soon as its distance shows it.
        for (k, word) in personal.words.enumerated() {
            let lm = p.languageWeight * word.logProbability + p.personalBonus
            let bound = shortlist.isFull ? (lm - shortlist.threshold) / p.locationWeight : .infinity
            let keys = personal.path(k)
            guard bound > 0, starts.contains(keys[keys.startIndex]), ends.contains(keys[keys.endIndex - 1]),
                  lengths.contains(personal.lengths[k]) else { continue }
            template(keys, into: &tx, &ty)
            guard let location = meanSquaredDistance(gesture, tx, ty, bound: bound, inverseN: inverseN) else { continue }
            shortlist.insert(Shortlisted(score: lm - p.locationWeight * location, item: -1 - Int32(k), location: location))
        }

        // Pass 2: the elastic and key channels and the bigram, over the shortlist.
        let previous = previousWord.map { lexicon.previousWord($0) }
        var best: [String: SwipeCandidate] = [:]
        var rows = DTWRows(count: n)
        var path: [UInt8] = []
        for item in shortlist.items {
            let key: String, surface: String, lm: Float, source: SwipeCandidate.Source
            if item.item >= 0 {
                let entry = index.entries[Int(item.item)]
                let id = WordID(rawValue: entry.word)
                key = lexicon.key(id)
                surface = lexicon.word(id)
                if let before = previous?.id, let bigram = lexicon.bigramLogProbability(before, id) {
                    lm = bigram
                } else if let previous {
                    let entry = WordEntry(key: key, surface: surface, logProbability: lexicon.logProbability(id))
                    lm = Float(p.context.backedOffLogProbability(of: entry, after: previous, in: lexicon))
                } else {
                    lm = lexicon.logProbability(id)
                }
                source = .lexicon
                path.removeAll(keepingCapacity: true)
                path.append(contentsOf: index.path(of: entry))
            } else {
                let k = Int(-1 - item.item)
                let word = personal.words[k]
                key = word.key
                surface = word.surface
                lm = word.logProbability + p.personalBonus / max(p.languageWeight, 1e-3)
                source = .personal
                path.removeAll(keepingCapacity: true)
                path.append(contentsOf: personal.path(k))
            }
            template(path[...], into: &tx, &ty)
            let elastic = rows.distance(gesture, tx, ty, band: max(1, Int(p.bandShare * Float(n))))
            let keys = keyAlignmentCost(gesture, path, rows: &rows)
            let endpoints = endpointCost(gesture, path)
            var score = p.languageWeight * lm - p.locationWeight * item.location - p.elasticWeight * elastic - p.keyWeight * keys - p.endpointWeight * endpoints
            if !gesture.dwellKeys.isEmpty { score += p.dwellBonus * Float(doubledLetters(of: key, on: gesture.dwellKeys)) }
            // One candidate a written form: a personal word that differs from a lexicon word only
            // in case (a contact's `Bill`) does not hide it (`bill`).
            if let existing = best[surface], existing.score >= score { continue }
            best[surface] = SwipeCandidate(key: key, surface: surface, score: score, source: source, fit: item.location)
        }
        return Array(best.values.sorted { $0.score != $1.score ? $0.score > $1.score : $0.key != $1.key ? $0.key < $1.key : $0.surface < $1.surface }.prefix(limit))
    }

    /// How many lexicon words pass 1 looks at for `points` (the pruning's reach; tests and
    /// docs/SWIPE.md use it).
    func prunedWordCount(_ points: [SwipePoint]) throws(SwipeError) -> Int {
        let (starts, ends, lengths) = prune(try SwipeGesture(points: points, geometry: geometry, samples: parameters.samples))
        return starts.reduce(0) { total, start in
            ends.reduce(total) { $0 + index.entries(first: Int(start), last: Int($1), lengths: lengths).count }
        }
    }

    /// The pruning of ``SwipeIndex``: the keys a word's path may start and end on (near the
    /// gesture's first and last points) and the path lengths plausible for the gesture's.
    private func prune(_ gesture: SwipeGesture) -> (starts: [UInt8], ends: [UInt8], lengths: ClosedRange<Float>) {
        let p = parameters
        let starts = geometry.keys(near: gesture.startX, gesture.startY, radius: p.endRadius, slack: p.endSlack, limit: p.endKeys)
        let ends = geometry.keys(near: gesture.endX, gesture.endY, radius: p.endRadius, slack: p.endSlack, limit: p.endKeys)
        let lengths = max(0, gesture.length * p.shorterShare - p.shorterSlack)...(gesture.length * p.longerShare + p.longerSlack)
        return (starts.map(\.key), ends.map(\.key), lengths)
    }

    // MARK: Channels

    /// A word's ideal path (its keys' centres) resampled into `tx`, `ty`.
    private func template(_ keys: ArraySlice<UInt8>, into tx: inout [Float], _ ty: inout [Float]) {
        let base = keys.startIndex
        let length = geometry.pathLength(keys)
        let cx = geometry.centerX, cy = geometry.centerY
        SwipeGesture.resample(count: keys.count, x: { cx[Int(keys[base + $0])] }, y: { cy[Int(keys[base + $0])] },
                              length: length, into: &tx, &ty)
    }

    /// The mean squared distance between the gesture's points and the template's, or nil as soon
    /// as it must exceed `bound`.
    private func meanSquaredDistance(_ g: SwipeGesture, _ tx: [Float], _ ty: [Float], bound: Float, inverseN: Float) -> Float? {
        let limit = bound * Float(tx.count)
        var sum: Float = 0
        for k in 0..<tx.count {
            let dx = g.xs[k] - tx[k], dy = g.ys[k] - ty[k]
            sum += dx * dx + dy * dy
            if sum > limit { return nil }
        }
        return sum * inverseN
    }

    /// The mean squared distance from each key of `path` to the gesture point aligned with it,
    /// the first key with the first point, the last with the last, the others in order between
    /// (`rows`' two buffers, of the gesture's length, hold the alignment's rows).
    private func keyAlignmentCost(_ g: SwipeGesture, _ path: [UInt8], rows: inout DTWRows) -> Float {
        let n = g.xs.count, m = path.count
        let cx = geometry.centerX, cy = geometry.centerY
        func d(_ key: UInt8, _ i: Int) -> Float {
            let dx = g.xs[i] - cx[Int(key)], dy = g.ys[i] - cy[Int(key)]
            return dx * dx + dy * dy
        }
        guard m > 1 else { return d(path[0], 0) }
        var total = d(path[0], 0) + d(path[m - 1], n - 1)
        guard m > 2 else { return total / Float(m) }
        // best[i]: the cheapest alignment of the interior keys so far with the current key at or
        // before point i (prefix minimum), points strictly inside the gesture.
        for j in 1..<(m - 1) {
            var running = Float.infinity
            for i in 0..<n {
                let previous = j == 1 ? 0 : (i > 0 ? rows.previous[i - 1] : .infinity)
                let cost = previous + d(path[j], i)
                running = min(running, cost)
                rows.current[i] = running
            }
            swap(&rows.previous, &rows.current)
        }
        total += rows.previous[n - 1]
        return total / Float(m)
    }

    /// The squared distances from the gesture's first and last points to the word's first and
    /// last keys: where the finger lands and lifts, with no corner to cut.
    private func endpointCost(_ g: SwipeGesture, _ path: [UInt8]) -> Float {
        let cx = geometry.centerX, cy = geometry.centerY
        let first = Int(path[0]), last = Int(path[path.count - 1])
        let dx0 = g.startX - cx[first], dy0 = g.startY - cy[first]
        let dx1 = g.endX - cx[last], dy1 = g.endY - cy[last]
        return dx0 * dx0 + dy0 * dy0 + dx1 * dx1 + dy1 * dy1
    }

    /// How many of `key`'s doubled letters (`ll` in `hello`) sit on keys in `dwells`.
    private func doubledLetters(of key: String, on dwells: Set<UInt8>) -> Int {
        var count = 0
        var previous: Character?
        var path: [UInt8] = []
        for character in key {
            if character == previous, geometry.keyPath(of: String(character), into: &path), dwells.contains(path[0]) { count += 1 }
            previous = character
        }
        return count
    }
}

/// The best candidates of pass 1, kept in a min-heap by score.
private struct Shortlisted {
    var score: Float
    /// An index entry (≥ 0) or a personal word (−1 − its index).
    var item: Int32
    var location: Float
}

private struct Shortlist {
    let capacity: Int
    private(set) var items: [Shortlisted] = []

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        items.reserveCapacity(self.capacity)
    }

    var isFull: Bool { items.count >= capacity }
    /// The lowest score kept.
    var threshold: Float { items[0].score }

    mutating func insert(_ element: Shortlisted) {
        if items.count < capacity {
            items.append(element)
            var child = items.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard items[child].score < items[parent].score else { break }
                items.swapAt(child, parent)
                child = parent
            }
            return
        }
        guard element.score > items[0].score else { return }
        items[0] = element
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left].score < items[smallest].score { smallest = left }
            if right < items.count, items[right].score < items[smallest].score { smallest = right }
            guard smallest != parent else { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}

/// Two rows of a banded dynamic-time-warping table, reused across words.
private struct DTWRows {
    var previous: [Float]
    var current: [Float]

    init(count: Int) {
        previous = [Float](repeating: .infinity, count: count)
        current = [Float](repeating: .infinity, count: count)
    }

    /// The mean squared distance along the best monotone alignment of the gesture with the
    /// template, each within `band` samples of the diagonal.
    mutating func distance(_ g: SwipeGesture, _ tx: [Float], _ ty: [Float], band: Int) -> Float {
        let n = tx.count
        for j in 0..<n { previous[j] = .infinity }
        for i in 0..<n {
            for j in 0..<n { current[j] = .infinity }
            let low = max(0, i - band), high = min(n - 1, i + band)
            for j in low...high {
                let dx = g.xs[i] - tx[j], dy = g.ys[i] - ty[j]
                let cost = dx * dx + dy * dy
                var best: Float
                if i == 0 && j == 0 {
                    best = 0
                } else {
                    best = previous[j]
                    if j > 0 { best = min(best, current[j - 1], previous[j - 1]) }
                }
                current[j] = cost + best
            }
            swap(&previous, &current)
        }
        return previous[n - 1] / Float(2 * n)
    }
}
