#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

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

    /// Copies `/proc/self/smaps` (every mapping with its resident, anonymous and shared sizes) to
    /// `path`; false when either file cannot be opened.
    static func copyMappings(to path: String) -> Bool {
        guard let bytes = read("/proc/self/smaps"), let out = fopen(path, "w") else { return false }
        defer { fclose(out) }
        return bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, out) } == bytes.count
    }

    private static func read(_ path: String) -> [UInt8]? {
        // procfs files report a size of 0, so read in chunks until the end rather than by size.
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }

    private static func field(_ name: String) -> Double {
        guard let data = read("/proc/self/status") else { return 0 }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix(name) {
            let kb = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Double($0) } ?? 0
            return kb / 1024
        }
        return 0
    }
}
