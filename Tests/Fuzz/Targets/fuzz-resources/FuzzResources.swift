// `fuzz-resources`: the libFuzzer target of `ResourceFuzzer` (docs/RELIABILITY.md). `Scripts/fuzz fuzz-resources SECONDS`
// runs it; a plain build replays the files or folders given as arguments.
import KeyboardFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ResourceFuzzer.fuzz(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

@main
enum FuzzResources {
    static func main() {
        FuzzDriver.main(prepare: ResourceFuzzer.prepare, fuzzOneInput)
    }
}
