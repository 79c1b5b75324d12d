#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
import KeyboardIntelligence
import KeyboardText

/// GNU Aspell as a reference corrector, run side by side: one `aspell -a` process (normal
/// suggestion mode, en_US) fed one word at a time over a pipe, each word timed from the write to
/// the end of its answer — the same words, in the same run, as the engine.
///
/// Started with `posix_spawn` and two pipes (keyboard-bench links no Foundation: its `Process`
/// would load it).
struct AspellReference {
    private let pid: pid_t
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    /// Whether aspell stopped answering during the run (it exited or closed its pipes): its
    /// figures would then be wrong, and the run fails.
    private(set) var died = false

    /// Starts `aspell -a`.
    /// - Throws: ``BenchError/failure(_:)`` when aspell is not installed (`apt-get install aspell aspell-en`).
    init() throws(BenchError) {
        // A write to an aspell that has exited fails with EPIPE (``died``) rather than killing
        // the bench with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let candidates = ["/usr/bin/aspell", "/usr/local/bin/aspell", "/opt/homebrew/bin/aspell"]
        guard let path = candidates.first(where: { access($0, X_OK) == 0 }) else {
            throw .failure("--versus-aspell needs GNU Aspell and its English dictionary (apt-get install aspell aspell-en)")
        }
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { throw .failure("cannot start aspell: pipe failed (errno \(errno))") }
        guard pipe(&fromChild) == 0 else {
            close(toChild[0]); close(toChild[1])
            throw .failure("cannot start aspell: pipe failed (errno \(errno))")
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for descriptor in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let arguments = [path, "-a", "--lang=en_US", "--sug-mode=normal", "--encoding=utf-8"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        // The child starts with SIGPIPE at its default, not the bench's ignored one (an ignored
        // signal is inherited through exec): aspell is then stopped as any process would be.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaulted = sigset_t()
        sigemptyset(&defaulted)
        sigaddset(&defaulted, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaulted)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        let status = posix_spawn(&child, path, &actions, &attributes, &argv, &envp)
        close(toChild[0])
        close(fromChild[1])
        guard status == 0 else {
            close(toChild[1]); close(fromChild[0])
            throw .failure("cannot start aspell: posix_spawn failed (errno \(status))")
        }
        pid = child
        input = toChild[1]
        output = fromChild[0]
        guard readLine()?.hasPrefix("@(#)") == true else { throw .failure("aspell -a did not answer with its banner") }
    }

    /// Aspell's first suggestion for `word` (the word itself when aspell knows it), and the time
    /// the round trip took.
    mutating func firstSuggestion(for word: String) -> (String?, Duration) {
        let clock = ContinuousClock()
        var answer: String?
        let elapsed = clock.measure {
            // `^` makes aspell read the rest of the line as text, never as a command.
            guard !died, FileDescriptor.writeAll(input, Array(("^" + word + "\n").utf8)) else {
                died = true
                return
            }
            while true {
                guard let line = readLine() else {
                    died = true   // the pipe ended before the blank line that ends an answer
                    return
                }
                if line.isEmpty { break }
                if line == "*" { answer = word }
                else if line.hasPrefix("&"), let colon = line.firstIndex(of: ":") {
                    answer = line[line.index(after: colon)...].split(separator: ",").first
                        .map { $0.trimming(.whitespaces) }
                }
            }
        }
        return (answer, elapsed)
    }

    func stop() {
        close(input)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        close(output)
    }

    private mutating func readLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return nil }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}
