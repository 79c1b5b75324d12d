import Foundation

/// The benchmark process's memory, from `/proc/self/status` on Linux (0 elsewhere).
enum ProcessMemory {
    /// Current resident memory in MB (VmRSS).
    static var residentMB: Double { field("VmRSS:") }
    /// Peak resident memory in MB (VmHWM).
    static var peakResidentMB: Double { field("VmHWM:") }

    private static func field(_ name: String) -> Double {
        // procfs files report a size of 0, so read to the end rather than by size.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/status") else { return 0 }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return 0 }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix(name) {
            let kb = line.dropFirst(name.count).split(separator: " ").first.flatMap { Double($0) } ?? 0
            return kb / 1024
        }
        return 0
    }
}
