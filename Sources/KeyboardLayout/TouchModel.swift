/// How likely a touch is for each key: a 2-D Gaussian around each key's centre whose spread is
/// a fixed share of the key's size, so the model works in whatever unit the layout uses.
///
/// `log P(point | key) = -(dx²/2σx² + dy²/2σy²)` up to a constant shared by all keys of equal
/// size (the constant cancels when candidates are compared). Stateless and thread-safe.
public struct TouchModel: Sendable, Hashable, Codable {
    /// The layout the touches are on.
    public let layout: KeyboardLayout
    /// σ as a share of a key's width (x).
    public var spreadX: Double
    /// σ as a share of a key's height (y).
    public var spreadY: Double

    /// A touch likelihood for a key, as ``candidates(near:limit:)`` returns it.
    public struct Candidate: Sendable, Hashable, Codable {
        /// The key's label.
        public var label: String
        /// Natural-log likelihood relative to a touch at the key's centre (0 there, negative elsewhere).
        public var logLikelihood: Double

        /// A key's likelihood.
        public init(label: String, logLikelihood: Double) {
            self.label = label
            self.logLikelihood = logLikelihood
        }
    }

    /// A model over `layout`. The default spreads (σ = 0.35 key widths, 0.3 key heights) make a
    /// touch on the neighbouring key's centre cost about 4 nats in a row and 5.5 across rows;
    /// they were chosen by replaying the development trace (docs/BENCHMARK.md).
    public init(layout: KeyboardLayout, spreadX: Double = 0.35, spreadY: Double = 0.3) {
        self.layout = layout
        self.spreadX = spreadX
        self.spreadY = spreadY
    }

    /// The log-likelihood of `point` for `key`.
    public func logLikelihood(of point: Point, for key: Key) -> Double {
        let c = key.center
        let dx = (point.x - c.x) / (spreadX * key.width)
        let dy = (point.y - c.y) / (spreadY * key.height)
        return -0.5 * (dx * dx + dy * dy)
    }

    /// The `limit` most likely keys for `point`, most likely first, dropping those more than
    /// `floor` nats below the best. Empty for a non-finite point.
    public func candidates(near point: Point, limit: Int, floor: Double = 12) -> [Candidate] {
        guard point.isFinite, limit > 0 else { return [] }
        // The best keys as (score, index) pairs first, in a buffer on the stack, and candidates
        // made for those alone, in one array cut at the floor: a candidate made for each key that
        // led for a while retained and released its label, and two arrays a tap (a tap's
        // candidates are asked at every key press) were most of the call. Ties keep the
        // layout's order.
        let keys = layout.keys
        return keys.withUnsafeBufferPointer { keys in
            withUnsafeTemporaryAllocation(of: (score: Double, index: Int).self, capacity: limit) { ranked in
                var count = 0
                for index in keys.indices {
                    ranked.insertBest((logLikelihood(of: point, for: keys[index]), index), count: &count) { $0.score > $1.score }
                }
                guard count > 0 else { return [] }
                // Best first, so the keys below the floor are a tail.
                let best = ranked[0].score
                var kept = 0
                while kept < count, !(ranked[kept].score < best - floor) { kept += 1 }
                var result: [Candidate] = []
                result.reserveCapacity(kept)
                for place in 0..<kept { result.append(Candidate(label: keys[ranked[place].index].label, logLikelihood: ranked[place].score)) }
                return result
            }
        }
    }

    /// The touch candidates for a typed character without a touch point: the key's centre is
    /// taken as the touch, so neighbours stay possible at the cost of one key's distance.
    /// Empty when the layout has no key for `label`.
    public func candidates(forTyped label: String, limit: Int) -> [Candidate] {
        guard let key = layout.key(for: label) else { return [] }
        return candidates(near: key.center, limit: limit)
    }
}
