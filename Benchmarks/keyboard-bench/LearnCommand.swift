import KeyboardBenchFormats
import KeyboardLearning

/// `keyboard-bench learn`: teaches words to a store folder, as a second process would (the
/// multi-process tests drive it; it is also a quick way to seed a store).
enum LearnCommand {
    static let usage = """
        usage: keyboard-bench learn DIR WORD... [--repeat N]
          Learns each WORD (as a tap on its suggestion would) in the learned-word store of DIR,
          N times over (default 1), one transaction per word, and prints the store's count.
        """

    static func run(_ arguments: [String]) throws(BenchError) {
        let args = try Arguments(arguments, flags: [], options: ["--repeat"])
        guard let directory = args.positionals.first, args.positionals.count >= 2 else { throw .usage("learn needs DIR and at least one WORD") }
        guard let rounds = Int(args.options["--repeat"] ?? "1"), rounds >= 1 else { throw .usage("--repeat takes a whole number of at least 1") }
        let store = LearnedWordStore(directory: Arguments.absolute(directory))
        guard store.isPersistent else { throw .failure("\(directory): cannot hold the learned-word store") }
        for _ in 0..<rounds {
            for word in args.positionals.dropFirst() { store.learnNow(word) }
        }
        print(store.count)
    }
}
