// `fuzz-hunspell`: the libFuzzer target of `HunspellFuzzer` (docs/RELIABILITY.md). `Scripts/fuzz fuzz-hunspell SECONDS`
// runs it; a plain build replays the files or folders given as arguments.
import KeyboardFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    HunspellFuzzer.fuzz(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

@main
enum FuzzHunspell {
    static func main() {
        FuzzDriver.main(prepare: HunspellFuzzer.prepare, fuzzOneInput)
    }
}
