import Foundation

/// The benchmark process's memory, from `/proc/self/status` on Linux (0 elsewhere).
enum ProcessMemory {
    /// Current resident memory in MB (VmRSS).
    static var residentMB: Double { field("VmRSS:") }
    /// Peak resident memory in MB (VmHWM).
    static var peakResidentMB: Double { field("VmHWM:") }
    /// The anonymous part of the resident memory in MB (RssAnon: heap, stacks — what a phone
    /// counts against an extension's limit).
    static var residentAnonymousMB: Double { field("RssAnon:") }
    /// The file-backed part in MB (RssFile: mapped resources and code, clean pages the system can
    /// drop and read again).
    static var residentFileMB: Double { field("RssFile:") }

    private static func field(_ name: String) -> Double {
        // procfs files report a size of 0, so read in chunks until the end rather than by size.
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        let data = bytes
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix(name) {
            let kb = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Double($0) } ?? 0
            return kb / 1024
        }
        return 0
    }
}
