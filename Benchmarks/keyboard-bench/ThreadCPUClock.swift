#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`): the time it ran, not the time it
/// waited for a core, so a figure measured on a busy machine stays the engine's own.
enum ThreadCPUClock {
    /// The thread's CPU time so far, in microseconds.
    static var microseconds: Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
    }
}
