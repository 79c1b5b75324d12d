import KeyboardLayout
import Testing
import TestSupport

@Suite("Keyboard layouts")
struct KeyboardLayoutTests {
    static func bundled(_ name: String) throws -> KeyboardLayout {
        try KeyboardLayout(resourcePath: ResourceFixtures.path("Layouts/\(name).layout"))
    }

    @Test("the bundled layouts load with every letter of their language", arguments: [
        ("qwerty-en", "abcdefghijklmnopqrstuvwxyz"),
        ("qwertz-de", "abcdefghijklmnopqrstuvwxyzäöü"),
        ("azerty-fr", "abcdefghijklmnopqrstuvwxyz"),
    ])
    func bundledLayouts(name: String, letters: String) throws {
        let layout = try Self.bundled(name)
        #expect(layout.name == name)
        try layout.requireKeys(letters.map(String.init))
        for a in layout.keys {
            for b in layout.keys where a.label < b.label {
                let overlapX = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
                let overlapY = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
                #expect(overlapX <= 0.5 || overlapY <= 0.5, "\(a.label) overlaps \(b.label)")
            }
        }
    }

    @Test("rows are where each layout puts them")
    func rows() throws {
        let qwerty = try Self.bundled("qwerty-en"), qwertz = try Self.bundled("qwertz-de"), azerty = try Self.bundled("azerty-fr")
        let q = try #require(qwerty.key(for: "q")), z = try #require(qwerty.key(for: "z")), a = try #require(qwerty.key(for: "a"))
        #expect(q.y < a.y && a.y < z.y)
        #expect(try #require(qwertz.key(for: "z")).y == q.y)
        #expect(try #require(qwertz.key(for: "y")).y == z.y)
        #expect(try #require(azerty.key(for: "a")).y == q.y)
        #expect(try #require(azerty.key(for: "m")).y == a.y)
        #expect(try #require(azerty.key(for: "w")).y == z.y)
    }

    @Test("the keys above the space bar: the middle of the bottom row", arguments: [
        ("qwerty-en", ["x", "c", "v", "b", "n"]), ("qwertz-de", ["x", "c", "v", "b", "n"]), ("azerty-fr", ["x", "c", "v", "b", "n"]),
    ])
    func spaceBarNeighbours(name: String, expected: [String]) throws {
        #expect(try Self.bundled(name).spaceBarNeighbours == expected)
    }

    @Test("nearest key: inside a key, between keys, off the keyboard, and non-finite")
    func nearest() throws {
        let layout = try Self.bundled("qwerty-en")
        for key in layout.keys { #expect(layout.nearestKey(to: key.center)?.label == key.label) }
        let q = try #require(layout.key(for: "q"))
        #expect(layout.nearestKey(to: Point(x: q.x - 5000, y: q.y - 5000))?.label == "q")
        #expect(layout.nearestKey(to: Point(x: .nan, y: 10)) == nil)
        #expect(layout.nearestKey(to: Point(x: .infinity, y: 10)) == nil)
    }

    @Test("nearest key: a finite point however far off has one, the key nearest the keyboard's edge in its direction")
    func nearestFarOff() throws {
        let layout = try Self.bundled("qwerty-en")
        // The squares of distances near 1e308 overflow; near 1e150 they are finite but the centres'
        // differences are lost below a Double's precision (every key tied, the first won).
        for far in [1e308, Double.greatestFiniteMagnitude, 1e150, 1e20] {
            for (x, y, label) in [(-far, -far, "q"), (far, -far, "p"), (-far, far, "z"), (far, far, "m")] {
                #expect(layout.nearestKey(to: Point(x: x, y: y))?.label == label, "\(x), \(y)")
            }
        }
        // Within reach of a touch model (a thousand keyboards off), the nearest centre as before.
        let width = layout.keys.map { $0.x + $0.width }.max()!
        for point in [Point(x: 1000 * width, y: 300), Point(x: -700 * width, y: -2 * width), Point(x: 0.4 * width, y: 999 * width)] {
            let nearest = layout.keys.min { a, b in
                let (da, db) = (a.center, b.center)
                return (da.x - point.x) * (da.x - point.x) + (da.y - point.y) * (da.y - point.y)
                    < (db.x - point.x) * (db.x - point.x) + (db.y - point.y) * (db.y - point.y)
            }
            #expect(layout.nearestKey(to: point)?.label == nearest?.label, "\(point)")
        }
        // Keys themselves that far apart (a trace's geometry is any finite numbers).
        let huge = try KeyboardLayout(name: "huge", keys: [
            Key(label: "a", x: -1e300, y: 0, width: 1, height: 1), Key(label: "b", x: 1e300, y: 0, width: 1e300, height: 1e300),
        ])
        #expect(huge.nearestKey(to: Point(x: 0.5e300, y: 0))?.label == "b")
        #expect(huge.nearestKey(to: Point(x: -0.5e300, y: 1e308))?.label == "a")
        #expect(huge.nearestKey(to: Point(x: 1e308, y: 1e308))?.label == "b")
    }

    @Test("touch candidates: the likeliest keys best first, ties in the layout's order, cut at the floor")
    func touchCandidates() throws {
        let layout = try Self.bundled("qwerty-en")
        let model = TouchModel(layout: layout)
        // Key centres (their neighbours tie left and right), points between keys and rows, and
        // one far off the keyboard.
        var points = layout.keys.map(\.center)
        for (a, b) in zip(layout.keys, layout.keys.dropFirst()) { points.append(Point(x: (a.center.x + b.center.x) / 2, y: (a.center.y + b.center.y) / 2 + 7)) }
        points.append(Point(x: -4000, y: 9000))
        for point in points {
            // Every key scored, a stable sort by score, the first `limit`, then the floor's cut.
            let scored = layout.keys.map { TouchModel.Candidate(label: $0.label, logLikelihood: model.logLikelihood(of: point, for: $0)) }
            let sorted = scored.enumerated().sorted { $0.element.logLikelihood != $1.element.logLikelihood
                ? $0.element.logLikelihood > $1.element.logLikelihood : $0.offset < $1.offset }.map(\.element)
            for limit in [1, 2, 5, 8, layout.keys.count + 3] {
                for floor in [-1.0, 0, 4, 12, .infinity] {
                    let first = Array(sorted.prefix(limit))
                    let expected = first.filter { !($0.logLikelihood < first[0].logLikelihood - floor) }
                    #expect(model.candidates(near: point, limit: limit, floor: floor) == expected, "\(point) \(limit) \(floor)")
                }
            }
        }
        #expect(model.candidates(near: Point(x: .nan, y: 0), limit: 5).isEmpty)
        #expect(model.candidates(near: layout.keys[0].center, limit: 0).isEmpty)
    }

    @Test("geometry in any unit gives the same keys")
    func units() throws {
        let layout = try Self.bundled("qwerty-en")
        let scaled = try KeyboardLayout(name: "tiny", keys: layout.keys.map {
            Key(label: $0.label, x: $0.x / 1000, y: $0.y / 1000, width: $0.width / 1000, height: $0.height / 1000)
        })
        for key in layout.keys {
            let c = key.center
            #expect(scaled.nearestKey(to: Point(x: c.x / 1000, y: c.y / 1000))?.label == key.label)
        }
    }

    @Test("invalid definitions are typed errors")
    func invalid() {
        #expect(throws: LayoutError.empty) { try KeyboardLayout(name: "x", keys: []) }
        #expect(throws: LayoutError.invalidKey(label: "a")) {
            try KeyboardLayout(name: "x", keys: [Key(label: "a", x: 0, y: 0, width: .nan, height: 1)])
        }
        #expect(throws: LayoutError.invalidKey(label: "a")) {
            try KeyboardLayout(name: "x", keys: [Key(label: "a", x: 0, y: 0, width: 0, height: 1)])
        }
        #expect(throws: LayoutError.duplicateKey(label: "a")) {
            try KeyboardLayout(name: "x", keys: [Key(label: "a", x: 0, y: 0, width: 1, height: 1), Key(label: "a", x: 1, y: 0, width: 1, height: 1)])
        }
        #expect(throws: LayoutError.missingKey(label: "b")) {
            try KeyboardLayout(name: "x", keys: [Key(label: "a", x: 0, y: 0, width: 1, height: 1)]).requireKeys(["a", "b"])
        }
    }

    @Test("a damaged layout file is a typed error", arguments: ResourceFixtures.Damage.allCases)
    func damaged(_ damage: ResourceFixtures.Damage) throws {
        let dir = TemporaryDirectory()
        let path = try ResourceFixtures.damagedCopy(of: ResourceFixtures.path("Layouts/azerty-fr.layout"), damage, in: dir)
        #expect(throws: LayoutError.self) { try KeyboardLayout(resourcePath: path) }
    }
}
