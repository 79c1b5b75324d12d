import Foundation
import Testing
import TestSupport

/// The floors of docs/ARCHITECTURE.md ("Dependencies point one way"), read from the sources:
/// SwiftPM refuses a cycle between targets, not a dependency that points up or sideways, so
/// without this a lower module could come to import a higher one and the build would not say.
@Suite("Architecture: dependencies point down the floors")
struct LayeringTests {
    /// Each module's floor, the C targets lowest.
    static let floors: [String: Int] = [
        "CHunspell": 0, "CICUBridge": 0, "CSQLite": 0, "KeyboardResourceFiles": 0,
        "KeyboardText": 1, "KeyboardData": 1, "KeyboardSync": 1,
        "KeyboardLayout": 2, "KeyboardLexicon": 2, "KeyboardSpelling": 2, "KeyboardLearning": 2,
        "KeyboardCorrection": 3, "KeyboardSwipe": 3, "KeyboardEmoji": 3, "KeyboardResources": 3, "KeyboardBenchFormats": 3,
        "KeyboardIntelligence": 4,
        "KeyboardEvaluation": 5,
        "keyboard-bench": 6, "KeyboardFuzzing": 6, "CorpusTests": 6,
    ]

    /// Where each Swift module's sources are, when not `Sources/NAME` (Package.swift's `path`s).
    static let paths: [String: String] = [
        "KeyboardResources": "Resources",
        "KeyboardBenchFormats": "Benchmarks/KeyboardBenchFormats",
        "keyboard-bench": "Benchmarks/keyboard-bench",
        "KeyboardFuzzing": "Tests/Fuzz/KeyboardFuzzing",
        "CorpusTests": "Tests/CorpusTests",
    ]

    /// KeyboardBenchFormats serves the benchmark and the fuzz harnesses only.
    static let benchFormatsImporters: Set = ["keyboard-bench", "KeyboardFuzzing"]

    /// The modules a folder's Swift files import (`import X`, `@testable import X`,
    /// `import struct X.Y`), each once.
    static func imports(under folder: URL) throws -> Set<String> {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                var words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                guard words.first == "import" else { continue }
                words.removeFirst()
                if words.count > 1 { words.removeFirst() }   // `import struct X.Y`
                if let module = words.first?.split(separator: ".").first { found.insert(String(module)) }
            }
        }
        return found
    }

    @Test("every module in Sources/ has a floor")
    func everyModulePlaced() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Sources").path)
        #expect(!modules.isEmpty)
        for module in modules { #expect(Self.floors[module] != nil, "\(module) is on no floor: add it here and to docs/ARCHITECTURE.md") }
    }

    @Test("a module imports only modules on lower floors", arguments: floors.keys.sorted())
    func importsPointDown(module: String) throws {
        let folder = Repository.root.appendingPathComponent(Self.paths[module] ?? "Sources/\(module)")
        let floor = try #require(Self.floors[module])
        let imports = try Self.imports(under: folder)
        // A Swift module imports at least the toolchain's: none found means a wrong folder.
        if floor > 0 { #expect(!imports.isEmpty, "no imports found under \(folder.path)") }
        for imported in imports {
            guard let below = Self.floors[imported] else { continue }   // the toolchain's and the system's
            #expect(below < floor, "\(module) (floor \(floor)) imports \(imported) (floor \(below))")
            if imported == "KeyboardBenchFormats" { #expect(Self.benchFormatsImporters.contains(module), "\(module) imports KeyboardBenchFormats") }
        }
    }

    @Test("the import reader finds what a module imports")
    func readerFindsImports() throws {
        let intelligence = try Self.imports(under: Repository.root.appendingPathComponent("Sources/KeyboardIntelligence"))
        #expect(intelligence.isSuperset(of: ["KeyboardCorrection", "KeyboardLexicon", "KeyboardText"]))
        #expect(try Self.imports(under: Repository.root.appendingPathComponent("Sources/KeyboardText")) == ["CICUBridge"])
    }
}
