// keyboard-bench: replays typing traces and measures the engine (docs/BENCHMARK.md).
// Arguments are parsed by hand: the package uses no outside Swift packages.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif
import KeyboardBenchFormats

let usage = """
    usage: keyboard-bench <command> [options]

    commands:
      corpus   correction quality on misspelling/correct pairs
      emoji    emoji search quality on query/expected lines
      info     what the engine loaded and what it costs
      learn    teaches words to a learned-word store folder
      replay   types a trace through the engine and scores it
      synth    turns plain text into a typing trace on stdout (touch-noise model)

    Run `keyboard-bench <command> --help` (or -h) for a command's options. `--json` prints one JSON object.
    """

func fail(_ error: BenchError) -> Never {
    var stderr = StandardError()
    print("keyboard-bench: \(error.description)", to: &stderr)
    exit(error.exitCode)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileDescriptor.writeAll(2, Array(string.utf8))
    }
}

#if DEBUG
do {
    var stderr = StandardError()
    print("keyboard-bench: warning: debug build; timings are not representative (use swift build -c release)", to: &stderr)
}
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first, command != "--help", command != "-h" else {
    print(usage)
    if let error = standardOutputError() { fail(error) }
    exit(arguments.isEmpty ? 2 : 0)
}
let rest = Array(arguments.dropFirst())
// `-h` as well as `--help`, as at the top level: `replay -h` read `-h` as the trace's path.
let help = rest.contains { $0 == "--help" || $0 == "-h" }
do throws(BenchError) {
    switch command {
    case "emoji":
        if help { print(EmojiCommand.usage) } else { try EmojiCommand.run(rest) }
    case "info":
        if help { print(InfoCommand.usage) } else { try InfoCommand.run(rest) }
    case "corpus":
        if help { print(CorpusCommand.usage) } else { try CorpusCommand.run(rest) }
    case "learn":
        if help { print(LearnCommand.usage) } else { try LearnCommand.run(rest) }
    case "replay":
        if help { print(ReplayCommand.usage) } else { try ReplayCommand.run(rest) }
    case "synth":
        if help { print(SynthCommand.usage) } else { try SynthCommand.run(rest) }
    default:
        throw .usage("unknown command \(command) (see keyboard-bench --help)")
    }
} catch {
    fail(error)
}
// A report cut short by a full disk must not exit 0.
if let error = standardOutputError() { fail(error) }
