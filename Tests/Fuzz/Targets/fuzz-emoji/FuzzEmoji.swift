// `fuzz-emoji`: the libFuzzer target of `EmojiFuzzer` (docs/RELIABILITY.md). `Scripts/fuzz fuzz-emoji SECONDS`
// runs it; a plain build replays the files or folders given as arguments.
import KeyboardFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    EmojiFuzzer.fuzz(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

@main
enum FuzzEmoji {
    static func main() {
        FuzzDriver.main(prepare: EmojiFuzzer.prepare, fuzzOneInput)
    }
}
