import KeyboardBenchFormats
import KeyboardIntelligence

extension TypingEngine {
    /// Loads the active languages' dictionaries, as a front-end does at start-up, and fails when
    /// one is not installed: the engine would run without it, and a run of `--languages
    /// en_US,de_DE` on a machine without German's dictionary would report English's figures
    /// alone as German's.
    func preloadAskedDictionaries() throws(BenchError) {
        let missing = preloadDictionaries()
        guard missing.isEmpty else {
            throw .failure("no hunspell dictionary installed for \(missing.map(\.hunspellName).joined(separator: ", "))"
                + " (Scripts/install-system-packages installs those the tests use)")
        }
    }
}
