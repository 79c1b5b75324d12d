import KeyboardIntelligence
import Testing

@Suite("Diagnostics tables")
struct DiagnosticsTableTests {
    @Test("each counter and each stage keeps its own count, and a reset clears them all")
    func ownSlots() {
        let diagnostics = Diagnostics()
        for (i, counter) in DiagnosticCounter.allCases.enumerated() { diagnostics.increment(counter, by: i + 1) }
        for (i, stage) in DiagnosticStage.allCases.enumerated() {
            for _ in 0...i { diagnostics.time(stage, seconds: Double(i + 1) * 1e-6) }
        }
        let report = diagnostics.report()
        for (i, counter) in DiagnosticCounter.allCases.enumerated() { #expect(report.counters[counter] == i + 1, "\(counter)") }
        for (i, stage) in DiagnosticStage.allCases.enumerated() {
            #expect(report.stages[stage]?.count == i + 1, "\(stage)")
            #expect(abs((report.stages[stage]?.maxMicroseconds ?? 0) - Double(i + 1)) < 1e-6, "\(stage)")
        }
        diagnostics.increment(.keystrokes, by: Int.max)
        #expect(diagnostics.report().counters[.keystrokes] == .max, "saturates")
        diagnostics.reset()
        #expect(diagnostics.report().counters.isEmpty)
        #expect(diagnostics.report().stages.isEmpty)
    }
}
