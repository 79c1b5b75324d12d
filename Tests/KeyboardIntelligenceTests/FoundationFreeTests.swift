import Foundation
import Testing
import TestSupport

@Suite("Memory: no Foundation in the engine's process")
struct FoundationFreeTests {
    #if os(Linux)
    /// Linking Foundation costs a Linux process about 6 MB resident from its start
    /// (docs/PERFORMANCE.md, "Memory"); FoundationEssentials is what the engine uses.
    @Test("keyboard-bench, with the engine and every dictionary loaded, maps no libFoundation, FoundationInternationalization or Foundation's ICU")
    func noFoundationMapped() throws {
        let folder = TemporaryDirectory("foundation-free")
        let smaps = folder.file("info.smaps")
        let info = try KeyboardBench.launch(["info", "--languages", "en_US", "--store", folder.file("store"), "--smaps", smaps])
        info.waitUntilExit()
        #expect(info.terminationStatus == 0)
        let mappings = try String(contentsOfFile: smaps, encoding: .utf8)
        #expect(mappings.contains("libswiftCore.so"), "the copy of /proc/self/smaps is not one")
        for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
            // An incremental debug build across the change that removed Foundation keeps objects
            // whose autolink entries still name it: `rm -rf .build/*/debug` (docs/ARCHITECTURE.md).
            #expect(!mappings.contains("/" + library), "\(library) is mapped: some module imports Foundation, or stale objects")
        }
    }
    #endif
}
