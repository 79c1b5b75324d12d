#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyboardSync

/// Counters, recent lifecycle events and stage timings of one engine. Thread-safe.
///
/// Only closed vocabularies go in (``DiagnosticEvent``, ``DiagnosticCounter``,
/// ``DiagnosticStage``): there is no way to record text.
public final class Diagnostics: @unchecked Sendable {
    /// Events kept, most recent.
    public static let eventCapacity = 200
    /// Timings kept per stage (a ring of the most recent).
    public static let timingCapacity = 4096

    private let lock = Lock()
    // By each case's place in `allCases` (``DiagnosticCounter/ordinal``): tables keyed by the
    // enums hashed their raw strings, twice a keystroke.
    private var counters = [Int](repeating: 0, count: DiagnosticCounter.allCases.count)
    private var events: [DiagnosticEvent] = []
    private var timings = [[Double]](repeating: [], count: DiagnosticStage.allCases.count)
    private var timingCursor = [Int](repeating: 0, count: DiagnosticStage.allCases.count)

    /// Empty diagnostics: no counts, events or timings.
    public init() {}

    /// Keeps `event`, dropping the oldest past ``eventCapacity``.
    public func record(_ event: DiagnosticEvent) {
        lock.withLock {
            events.append(event)
            if events.count > Self.eventCapacity { events.removeFirst(events.count - Self.eventCapacity) }
        }
    }

    /// Adds `amount` (a positive number; others are ignored) to `counter`, saturating at `Int.max`.
    public func increment(_ counter: DiagnosticCounter, by amount: Int = 1) {
        guard amount > 0 else { return }
        lock.withLock {
            let (sum, overflow) = counters[counter.ordinal].addingReportingOverflow(amount)
            counters[counter.ordinal] = overflow ? .max : sum
        }
    }

    /// Records one duration of `stage`, in seconds. A duration that is not a finite, non-negative
    /// number of microseconds is dropped, so the export always encodes.
    public func time(_ stage: DiagnosticStage, seconds: Double) {
        guard seconds >= 0, (seconds * 1e6).isFinite else { return }
        // The ring is changed where it lies: a copy taken out of the table and put back would
        // copy all of it (32 KB when full) on every keystroke.
        let i = stage.ordinal
        lock.withLock {
            if timings[i].count < Self.timingCapacity {
                timings[i].append(seconds * 1e6)
            } else {
                let cursor = timingCursor[i]
                timings[i][cursor] = seconds * 1e6
                timingCursor[i] = (cursor + 1) % Self.timingCapacity
            }
        }
    }

    /// A copy of everything recorded.
    public func report() -> DiagnosticsReport {
        lock.withLock {
            var stages: [DiagnosticStage: LatencySummary] = [:]
            for stage in DiagnosticStage.allCases where !timings[stage.ordinal].isEmpty {
                stages[stage] = LatencySummary(microseconds: timings[stage.ordinal])
            }
            var counted: [DiagnosticCounter: Int] = [:]
            for counter in DiagnosticCounter.allCases where counters[counter.ordinal] > 0 {
                counted[counter] = counters[counter.ordinal]
            }
            return DiagnosticsReport(counters: counted, events: events, stages: stages)
        }
    }

    /// The report as JSON (sorted keys), for a bug report.
    public func exportJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(report())
    }

    /// Clears everything.
    public func reset() {
        lock.withLock {
            counters = [Int](repeating: 0, count: DiagnosticCounter.allCases.count)
            events = []
            timings = [[Double]](repeating: [], count: DiagnosticStage.allCases.count)
            timingCursor = [Int](repeating: 0, count: DiagnosticStage.allCases.count)
        }
    }
}
