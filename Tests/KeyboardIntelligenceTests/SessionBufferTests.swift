@testable import KeyboardIntelligence
import KeyboardLexicon
import Testing

@Suite("Edit-search buffers across sessions")
struct SessionBufferTests {
    @Test("a closed session's buffers go to the next session, holding no walk of its words")
    func handedOn() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
        var session: TypingSession? = engine.makeSession()
        // Nothing near it: the widened walk runs, and its buffers grow past a new cache's (the first
        // walks' stay within them).
        type("envireminakl", into: try #require(session))
        let lent = engine.borrowNearWordCache()
        #expect(lent.lastFilledNodes == 0, "a new cache, as no session has ended yet")
        engine.returnNearWordCache(lent)
        session = nil                                          // ends: its caches go back, cleared
        let borrowed = (0..<TypingEngine.nearWordCachesPerSession).map { _ in engine.borrowNearWordCache() }
        #expect(borrowed.contains { $0 === lent }, "the cache lent here came back")
        // The session's own, the widened walk's buffers grown (a new cache in its place would have
        // a new cache's).
        let fresh = NearWordCache().bufferBytes
        #expect(borrowed.contains { $0 !== lent && $0.bufferBytes > fresh }, "the session's caches came back beside it")
        for cache in borrowed {
            #expect(cache.lastFilledNodes == 0 && cache.lastReusedNodes == 0, "returned caches are cleared")
        }
    }

    @Test("a session tells its walks' caches that keys follow while letters are typed, and not once text is handed over")
    func keysFollow() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
        /// The caches a session left, after `use`.
        func returned(_ use: (TypingSession) -> Void) -> [NearWordCache] {
            var session: TypingSession? = engine.makeSession()
            use(session!)
            session = nil
            let caches = (0..<TypingEngine.nearWordCachesPerSession).map { _ in engine.borrowNearWordCache() }
            for cache in caches { engine.returnNearWordCache(cache) }
            return caches
        }
        #expect(returned { type("recieve", into: $0) }.allSatisfy { $0.keysFollow })
        #expect(returned { _ in }.allSatisfy { !$0.keysFollow }, "a new session tells a borrowed cache afresh")
        #expect(returned { session in
            type("recie", into: session)
            _ = session.reconcile(before: "I recieve")
        }.allSatisfy { !$0.keysFollow }, "text handed over")
    }

    /// A session borrows three caches; the engine keeps three for the next session, no more.
    @Test("the engine keeps one session's caches and no more")
    func keepsOneSessionsWorth() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
        let lent = (0..<5).map { _ in engine.borrowNearWordCache() }
        for cache in lent { engine.returnNearWordCache(cache) }
        let again = (0..<5).map { _ in engine.borrowNearWordCache() }
        #expect(again.count { cache in lent.contains { $0 === cache } } == TypingEngine.nearWordCachesPerSession)
    }
}
