// swift-tools-version:6.0
//
// KeyboardIntelligence: on-device typing intelligence for keyboard front-ends.
//
// Build flags: `-DFUZZING` (with `-sanitize=fuzzer`) turns the fuzz executables' runner into a
// libFuzzer driver; `Scripts/fuzz` passes both. Every target builds in Swift 6 language mode
// (strict concurrency).
// System libraries come from pkg-config (`hunspell`, `sqlite3`) and from ICU (`icuuc`), which only
// the C target `CICUBridge` sees: Foundation on Linux carries its own ICU, and the two sets of
// headers clash, so Swift code never includes <unicode/*.h>.

import PackageDescription

/// The libFuzzer targets, each an executable under Tests/Fuzz/Targets/ (`Scripts/fuzz` lists them).
let fuzzTargets = ["fuzz-session", "fuzz-resources", "fuzz-formats", "fuzz-emoji", "fuzz-hunspell"]

/// The bundled data: the top-level Resources/ folder, so the data keeps its own place in the tree,
/// exposed by the KeyboardResources module (`KeyboardResources.directory`).
///
/// On Linux it is the resource folder of a C target, KeyboardResourceFiles: a Swift target with
/// resources gets a generated `Bundle.module` accessor that imports Foundation, and a process
/// that links Foundation holds about 6 MB more resident memory from its start
/// (docs/PERFORMANCE.md, "Memory"); KeyboardResources then finds the folder without Foundation.
/// Elsewhere Foundation costs an app nothing more (it is in the system's shared cache), and
/// KeyboardResources is itself the resource target, read through `Bundle.module`.
#if os(Linux)
let resourceTargets: [Target] = [
    .target(
        name: "KeyboardResourceFiles",
        path: "Resources",
        exclude: ["LICENSES.md", "MANIFEST.tsv", "KeyboardResources.swift"],
        sources: ["KeyboardResourceFiles.c"],
        resources: [.copy("Lexicon"), .copy("Emoji"), .copy("Layouts")],
        publicHeadersPath: "include"
    ),
    .target(
        name: "KeyboardResources",
        dependencies: ["KeyboardResourceFiles"],
        path: "Resources",
        exclude: ["LICENSES.md", "MANIFEST.tsv", "KeyboardResourceFiles.c", "include", "Lexicon", "Emoji", "Layouts"],
        sources: ["KeyboardResources.swift"]
    ),
]
#else
let resourceTargets: [Target] = [
    .target(
        name: "KeyboardResources",
        path: "Resources",
        exclude: ["LICENSES.md", "MANIFEST.tsv", "KeyboardResourceFiles.c", "include"],
        sources: ["KeyboardResources.swift"],
        resources: [.copy("Lexicon"), .copy("Emoji"), .copy("Layouts")]
    ),
]
#endif

let package = Package(
    name: "KeyboardIntelligence",
    products: [
        .library(name: "KeyboardIntelligence", targets: ["KeyboardIntelligence"]),
        .executable(name: "keyboard-bench", targets: ["keyboard-bench"]),
    ],
    targets: [
        // MARK: C bridges
        .systemLibrary(
            name: "CHunspell",
            pkgConfig: "hunspell",
            providers: [.apt(["libhunspell-dev"]), .brew(["hunspell"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite3"])]
        ),
        .target(
            name: "CICUBridge",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]
        ),

        // MARK: Bundled data (resourceTargets, above), and the container reader
    ] + resourceTargets + [
        .target(name: "KeyboardData"),
        // A lock over pthreads, so that no module needs Foundation's NSLock (docs/PERFORMANCE.md).
        .target(name: "KeyboardSync"),

        // MARK: Foundations
        .target(name: "KeyboardText", dependencies: ["CICUBridge"]),
        .target(name: "KeyboardLayout", dependencies: ["KeyboardData"]),
        .target(name: "KeyboardLexicon", dependencies: ["KeyboardData", "KeyboardSync"]),
        .target(name: "KeyboardSpelling", dependencies: ["CHunspell", "KeyboardText", "KeyboardSync"]),
        .target(name: "KeyboardLearning", dependencies: ["CSQLite", "KeyboardSync"]),
        .target(name: "KeyboardEmoji", dependencies: ["KeyboardData", "KeyboardText", "KeyboardSync"]),
        .target(name: "KeyboardCorrection", dependencies: ["KeyboardData", "KeyboardLayout", "KeyboardLexicon"]),
        .target(name: "KeyboardSwipe", dependencies: ["KeyboardLayout", "KeyboardLexicon", "KeyboardText"]),

        // MARK: Facade
        .target(
            name: "KeyboardIntelligence",
            dependencies: [
                "KeyboardResources", "KeyboardData", "KeyboardText", "KeyboardLayout",
                "KeyboardLexicon", "KeyboardSpelling", "KeyboardLearning", "KeyboardEmoji",
                "KeyboardCorrection", "KeyboardSwipe", "KeyboardSync",
            ]
        ),

        // MARK: Benchmark
        // Corpus and inline-emoji evaluation shared by keyboard-bench and the corpus tests.
        .target(name: "KeyboardEvaluation", dependencies: ["KeyboardIntelligence", "KeyboardLayout", "KeyboardSpelling", "KeyboardText"]),
        // keyboard-bench's file formats (traces, emoji query files), a library so the fuzz targets
        // can read them as the benchmark does.
        .target(name: "KeyboardBenchFormats", dependencies: ["KeyboardLayout", "KeyboardText"], path: "Benchmarks/KeyboardBenchFormats"),
        .executableTarget(
            name: "keyboard-bench",
            dependencies: [
                "KeyboardIntelligence", "KeyboardEvaluation", "KeyboardBenchFormats", "KeyboardCorrection", "KeyboardSwipe",
                "KeyboardData", "KeyboardEmoji", "KeyboardLayout", "KeyboardLearning", "KeyboardLexicon", "KeyboardSpelling",
                "KeyboardText",
            ],
            path: "Benchmarks/keyboard-bench"
        ),

        // MARK: Fuzzing (docs/RELIABILITY.md)
        // The harnesses, and one executable per libFuzzer target. A plain build makes each
        // executable a runner that replays the files or folders named on its command line;
        // `Scripts/fuzz` builds one with `-sanitize=fuzzer,address -DFUZZING` (scratch path
        // .build-fuzz), which hands it to libFuzzer. FuzzTests replays the committed seeds and
        // reproducers through the same harnesses.
        .target(
            name: "KeyboardFuzzing",
            dependencies: [
                "KeyboardIntelligence", "KeyboardBenchFormats", "KeyboardEvaluation",
                "KeyboardData", "KeyboardEmoji", "KeyboardLayout", "KeyboardLexicon", "KeyboardSpelling",
            ],
            path: "Tests/Fuzz/KeyboardFuzzing"
        ),
    ] + fuzzTargets.map { name in
        .executableTarget(name: name, dependencies: ["KeyboardFuzzing"], path: "Tests/Fuzz/Targets/\(name)")
    } + [

        // MARK: Tests
        .target(name: "TestSupport", dependencies: ["KeyboardResources", "KeyboardData", "KeyboardLayout"], path: "Tests/TestSupport"),
        .testTarget(name: "KeyboardTextTests", dependencies: ["KeyboardText", "CICUBridge"]),
        .testTarget(name: "KeyboardSyncTests", dependencies: ["KeyboardSync"]),
        .testTarget(name: "KeyboardBenchFormatsTests", dependencies: ["KeyboardBenchFormats", "TestSupport"]),
        .testTarget(name: "KeyboardDataTests", dependencies: ["KeyboardData", "KeyboardResources", "TestSupport"]),
        .testTarget(name: "KeyboardLayoutTests", dependencies: ["KeyboardLayout", "TestSupport"]),
        .testTarget(name: "KeyboardLexiconTests", dependencies: ["KeyboardLexicon", "KeyboardData", "TestSupport"]),
        .testTarget(
            name: "KeyboardSpellingTests",
            dependencies: ["KeyboardSpelling", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "KeyboardLearningTests", dependencies: ["KeyboardLearning", "CSQLite", "TestSupport"]),
        .testTarget(name: "KeyboardEmojiTests", dependencies: ["KeyboardEmoji", "KeyboardData", "KeyboardText", "TestSupport"]),
        .testTarget(name: "KeyboardSwipeTests", dependencies: ["KeyboardSwipe", "KeyboardLexicon", "KeyboardLayout", "TestSupport"]),
        .testTarget(
            name: "KeyboardIntelligenceTests",
            dependencies: [
                "KeyboardIntelligence", "KeyboardCorrection", "KeyboardData", "KeyboardEmoji", "KeyboardEvaluation", "KeyboardLayout",
                "KeyboardLearning", "KeyboardLexicon", "KeyboardSpelling", "KeyboardSwipe", "TestSupport",
            ]
        ),
        .testTarget(
            name: "FuzzTests",
            dependencies: ["KeyboardFuzzing", "KeyboardSpelling", "KeyboardIntelligence"],
            resources: [.copy("Corpus")]
        ),
        // The correction-quality corpora: prints top-1/top-3/false-correction figures and fails
        // below thresholds set just under the measured ones (raise them as correction improves).
        .testTarget(
            name: "CorpusTests",
            dependencies: ["KeyboardEvaluation", "KeyboardEmoji", "KeyboardIntelligence", "TestSupport"],
            resources: [.copy("Corpora")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
