// `fuzz-formats`: the libFuzzer target of `FormatFuzzer` (docs/RELIABILITY.md). `Scripts/fuzz fuzz-formats SECONDS`
// runs it; a plain build replays the files or folders given as arguments.
import KeyboardFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FormatFuzzer.fuzz(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

@main
enum FuzzFormats {
    static func main() {
        FuzzDriver.main(prepare: FormatFuzzer.prepare, fuzzOneInput)
    }
}
