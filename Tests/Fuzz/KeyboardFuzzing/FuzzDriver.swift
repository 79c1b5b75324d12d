import Foundation

/// A fuzz harness: takes any bytes, must never crash, hang or leak.
public protocol FuzzHarness: Sendable {
    /// The name of the fuzz target (`fuzz-session`) and of its corpus folder.
    static var name: String { get }
    /// Runs one input.
    static func fuzz(_ data: UnsafeRawBufferPointer)
    /// Loads what every input shares (an engine, dictionaries), before the first input, so its
    /// start-up is not charged to an input's time limit.
    static func prepare()
}

extension FuzzHarness {
    public static func prepare() {}
}

/// A fuzz target by name, for the tests that replay the committed corpora.
public struct FuzzTarget: Sendable {
    public let name: String
    public let fuzz: @Sendable (UnsafeRawBufferPointer) -> Void

    init<Harness: FuzzHarness>(_: Harness.Type) {
        name = Harness.name
        fuzz = { Harness.fuzz($0) }
    }

    /// Every target.
    public static let all: [FuzzTarget] = [
        FuzzTarget(SessionFuzzer.self), FuzzTarget(ResourceFuzzer.self), FuzzTarget(FormatFuzzer.self),
        FuzzTarget(EmojiFuzzer.self), FuzzTarget(HunspellFuzzer.self),
    ]
}

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif

/// The `main` of a fuzz executable.
///
/// Built with `-sanitize=fuzzer -DFUZZING` it hands `callback` (the target's
/// `LLVMFuzzerTestOneInput`) to libFuzzer, which parses the command line. SwiftPM names an
/// executable's entry point after its module, so libFuzzer's own `main` cannot be used; its
/// `LLVMFuzzerRunDriver` is the documented way in. In a plain build it replays each file (or
/// every file of each folder) named on the command line, so a crash reproducer runs without the
/// fuzzer: `fuzz-session crash-1234`.
public enum FuzzDriver {
    public static func main(prepare: () -> Void = {}, _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        prepare()
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
        #else
        var count = 0
        for path in CommandLine.arguments.dropFirst() where !path.hasPrefix("-") {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
                    exit(1)
                }
                data.withUnsafeBytes { bytes in
                    _ = callback(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count)
                }
                count += 1
            }
        }
        print("ran \(count) inputs (a plain build replays files; Scripts/fuzz runs libFuzzer)")
        exit(0)
        #endif
    }

    /// The file at `path`, or the regular files of the folder at `path`, sorted.
    public static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted().map { path + "/" + $0 }
    }
}
