// `fuzz-session`: the libFuzzer target of `SessionFuzzer` (docs/RELIABILITY.md). `Scripts/fuzz fuzz-session SECONDS`
// runs it; a plain build replays the files or folders given as arguments.
import KeyboardFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    SessionFuzzer.fuzz(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

@main
enum FuzzSession {
    static func main() {
        FuzzDriver.main(prepare: SessionFuzzer.prepare, fuzzOneInput)
    }
}
