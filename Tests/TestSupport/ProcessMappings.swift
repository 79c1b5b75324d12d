import Foundation

/// This process's memory mappings as `/proc/self/smaps` lists them (Linux), for tests of what a
/// loader leaves resident.
public enum ProcessMappings {
    /// The resident bytes of the mapping that starts at `address`; nil when no mapping starts
    /// there or the system has no `/proc/self/smaps`.
    public static func residentBytes(ofMappingAt address: UnsafeRawPointer) -> Int? {
        residentBytes { start, _ in start == UInt(bitPattern: address) }
    }

    /// The resident bytes of every mapping of the file at `path` (its full path), summed; nil
    /// when the system has no `/proc/self/smaps`.
    public static func residentBytes(ofFile path: String) -> Int? {
        residentBytes { _, name in name == path }
    }

    private static func residentBytes(where matches: (UInt, String) -> Bool) -> Int? {
        // procfs files report a size of 0: read until the end, not by size.
        guard let file = fopen("/proc/self/smaps", "r") else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        fclose(file)
        let text = String(decoding: bytes, as: UTF8.self)
        var total: Int?
        var inside = false
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                // "start-end perms offset device inode [name]"
                let start = UInt(range.split(separator: "-")[0], radix: 16) ?? 0
                let name = fields.count == 6 ? String(fields[5]).trimmingCharacters(in: .whitespaces) : ""
                inside = matches(start, name)
                if inside, total == nil { total = 0 }
            } else if inside, fields.first == "Rss:", fields.count >= 2, let kb = Int(fields[1]) {
                total = (total ?? 0) + kb * 1024
            }
        }
        return total
    }
}
