import KeyboardLayout

/// A gesture made ready for matching: checked, clamped to the keyboard, thinned to a bounded
/// number of points, converted to key units and resampled at equal arc-length steps.
struct SwipeGesture: Sendable {
    /// The resampled points, ``SwipeParameters/samples`` of them, in key units.
    var xs: [Float]
    var ys: [Float]
    /// The path's length in key units (after thinning).
    var length: Float
    /// Keys the finger lifted near, stayed on (dwelled) or started on: see ``dwellKeys``.
    var startX: Float, startY: Float, endX: Float, endY: Float
    /// Keys where the finger paused (time stamps given): a hint for double letters.
    var dwellKeys: Set<UInt8>

    /// The most input points used; longer gestures are thinned by an even stride first, so the
    /// work is bounded however many points a front-end sends.
    static let maximumInputPoints = 2048
    /// A pause at least this long, moving less than ``dwellRadius``, counts as a dwell.
    static let dwellMilliseconds = 90.0
    static let dwellRadius: Float = 0.2

    init(points: [SwipePoint], geometry: SwipeGeometry, samples: Int) throws(SwipeError) {
        guard !points.isEmpty else { throw .empty }
        guard points.count >= 2 else { throw .tooFewPoints }
        if let bad = points.firstIndex(where: { !$0.isFinite }) { throw .nonFinitePoint(index: bad) }

        // Thin, convert to key units, and keep only what lies on or within a key of the keyboard.
        let stride = max(1, (points.count + Self.maximumInputPoints - 1) / Self.maximumInputPoints)
        var px: [Float] = [], py: [Float] = [], pt: [Double] = []
        px.reserveCapacity(points.count / stride + 1)
        py.reserveCapacity(points.count / stride + 1)
        var onKeyboard = false
        var hasTimes = true
        var i = 0
        while i < points.count {
            let p = points[i]
            let x = Float(p.x / geometry.unitWidth), y = Float(p.y / geometry.unitHeight)
            if x >= geometry.minX - 1, x <= geometry.maxX + 1, y >= geometry.minY - 1, y <= geometry.maxY + 1 { onKeyboard = true }
            px.append(min(max(x, geometry.minX), geometry.maxX))
            py.append(min(max(y, geometry.minY), geometry.maxY))
            if let t = p.t { pt.append(t) } else { hasTimes = false }
            // Always keep the last point.
            i = (i + stride >= points.count && i != points.count - 1) ? points.count - 1 : i + stride
        }
        guard onKeyboard else { throw .offKeyboard }

        var length: Float = 0
        for k in 1..<px.count {
            let dx = px[k] - px[k - 1], dy = py[k] - py[k - 1]
            length += (dx * dx + dy * dy).squareRoot()
        }
        self.length = length
        startX = px[0]
        startY = py[0]
        endX = px[px.count - 1]
        endY = py[py.count - 1]
        xs = [Float](repeating: 0, count: samples)
        ys = [Float](repeating: 0, count: samples)
        Self.resample(count: px.count, x: { px[$0] }, y: { py[$0] }, length: length, into: &xs, &ys)
        dwellKeys = hasTimes && pt.count == px.count ? Self.dwells(px, py, pt, geometry: geometry) : []
    }

    /// Resamples the polyline of `count` vertices to `xs.count` points at equal arc-length steps.
    @inline(__always)
    static func resample(count: Int, x: (Int) -> Float, y: (Int) -> Float, length: Float, into xs: inout [Float], _ ys: inout [Float]) {
        let n = xs.count
        guard length > 1e-6, count > 1 else {
            for k in 0..<n {
                xs[k] = x(0)
                ys[k] = y(0)
            }
            return
        }
        let step = length / Float(n - 1)
        var segment = 1
        var segmentStart: Float = 0
        var ax = x(0), ay = y(0), bx = x(1), by = y(1)
        var segmentLength = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
        for k in 0..<n {
            let target = min(Float(k) * step, length)
            while segmentStart + segmentLength < target, segment < count - 1 {
                segmentStart += segmentLength
                segment += 1
                ax = bx
                ay = by
                bx = x(segment)
                by = y(segment)
                segmentLength = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
            }
            let f = segmentLength > 1e-9 ? min(max((target - segmentStart) / segmentLength, 0), 1) : 0
            xs[k] = ax + (bx - ax) * f
            ys[k] = ay + (by - ay) * f
        }
    }

    /// The keys nearest to places where the finger stayed within ``dwellRadius`` for at least
    /// ``dwellMilliseconds`` (time stamps must rise; a gesture whose times do not gets none).
    private static func dwells(_ px: [Float], _ py: [Float], _ pt: [Double], geometry: SwipeGeometry) -> Set<UInt8> {
        var keys: Set<UInt8> = []
        var anchor = 0
        for k in 1..<px.count {
            guard pt[k] >= pt[k - 1] else { return [] }
            let dx = px[k] - px[anchor], dy = py[k] - py[anchor]
            if (dx * dx + dy * dy).squareRoot() > dwellRadius {
                if pt[k - 1] - pt[anchor] >= dwellMilliseconds, let key = geometry.nearestKey(x: px[anchor], y: py[anchor]) {
                    keys.insert(key)
                }
                anchor = k
            }
        }
        if pt[px.count - 1] - pt[anchor] >= dwellMilliseconds, let key = geometry.nearestKey(x: px[anchor], y: py[anchor]) {
            keys.insert(key)
        }
        return keys
    }
}

extension SwipeGeometry {
    /// The key whose centre is nearest to (x, y), in key units.
    func nearestKey(x: Float, y: Float) -> UInt8? {
        var best: UInt8?
        var bestDistance = Float.infinity
        for k in 0..<keyCount {
            let dx = centerX[k] - x, dy = centerY[k] - y
            let d = dx * dx + dy * dy
            if d < bestDistance {
                bestDistance = d
                best = UInt8(k)
            }
        }
        return best
    }

    /// Keys whose centres lie within `radius` of (x, y), or within `slack` of the nearest one,
    /// nearest first, at most `limit`.
    func keys(near x: Float, _ y: Float, radius: Float, slack: Float, limit: Int) -> [(key: UInt8, distance: Float)] {
        var all: [(key: UInt8, distance: Float)] = []
        all.reserveCapacity(keyCount)
        for k in 0..<keyCount {
            let dx = centerX[k] - x, dy = centerY[k] - y
            all.append((UInt8(k), (dx * dx + dy * dy).squareRoot()))
        }
        all.sort { $0.distance < $1.distance }
        guard let nearest = all.first?.distance else { return [] }
        return Array(all.prefix { $0.distance <= max(radius, nearest + slack) }.prefix(limit))
    }
}
