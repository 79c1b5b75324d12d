@testable import KeyboardIntelligence
import KeyboardLexicon
import Testing

@Suite("Edit-search buffers across sessions")
struct SessionBufferTests {
    @Test("a closed session's buffers go to the next session, holding no walk of its words")
    func handedOn() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
        var session: TypingSession? = engine.makeSession()
        type("recieve", into: try #require(session))          // not a prefix from "recie": the edit walk runs
        let lent = engine.borrowNearWordCache()
        #expect(lent.lastFilledNodes == 0, "a new cache, as no session has ended yet")
        engine.returnNearWordCache(lent)
        session = nil                                          // ends: its cache goes back, cleared
        let next = engine.borrowNearWordCache()
        let other = engine.borrowNearWordCache()
        #expect(next === lent || other === lent, "the cache lent here came back")
        // The session's own, its buffers grown by the walk of `recieve` (a new cache in its place
        // would have a new cache's).
        let fresh = NearWordCache().bufferBytes
        #expect([next, other].contains { (cache: NearWordCache) in cache !== lent && cache.bufferBytes > fresh }, "the session's cache came back beside it")
        for cache in [next, other] {
            #expect(cache.lastFilledNodes == 0 && cache.lastReusedNodes == 0, "returned caches are cleared")
        }
    }

    /// The widened walk (nothing within the first walk's bound: `envireminakl`) grows its
    /// buffers well past a new cache's; they too go back to the engine for the next session.
    @Test("the widened walk's buffers are kept and handed on too")
    func widenedHandedOn() throws {
        let engine = try TypingEngine(configuration: EngineConfiguration(languages: ["en_US"]))
        let fresh = NearWordCache().bufferBytes
        var session: TypingSession? = engine.makeSession()
        type("envireminakl ", into: try #require(session))
        session = nil
        let caches = [engine.borrowNearWordCache(), engine.borrowNearWordCache()]
        for cache in caches {
            #expect(cache.bufferBytes > fresh, "a closed session's cache, its buffers grown by a walk")
            #expect(cache.lastFilledNodes == 0, "cleared")
        }
    }
}
