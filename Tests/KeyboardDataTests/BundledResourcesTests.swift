import Foundation
@testable import KeyboardResources
import Testing

@Suite("Bundled resource folder")
struct BundledResourcesTests {
    @Test("holds the lexicon, the layouts and the English emoji")
    func holdsTheData() {
        let directory = KeyboardResources.directory.path
        for file in ["Lexicon/en.lexicon", "Layouts/qwerty-en.layout", "Emoji/en.emoji", "Emoji/popularity.prior"] {
            #expect(FileManager.default.fileExists(atPath: directory + "/" + file), "\(directory) lacks \(file)")
        }
    }

    #if os(Linux)
    @Test("on Linux: the copy SwiftPM puts beside the built executable, else the package's own folder")
    func foundWithoutFoundationsBundle() throws {
        let executable = try #require(KeyboardResources.executableDirectory)
        #expect(KeyboardResources.directory.path == executable + "/" + KeyboardResources.bundleName)
        let package = KeyboardResources.packageResources
        #expect(package.hasSuffix("/Resources"))
        #expect(FileManager.default.fileExists(atPath: package + "/Lexicon/en.lexicon"))
    }
    #endif
}
