import KeyboardLayout
import KeyboardLexicon
import KeyboardSwipe
import TestSupport

/// The bundled lexicon and qwerty-en layout, and a decoder over them, shared by the swipe tests
/// (gestures come from ``SwipePaths``).
enum SwipeFixtures {
    static let lexicon = try? Lexicon(path: ResourceFixtures.path("Lexicon/en.lexicon"))
    static let layout = try? KeyboardLayout(resourcePath: ResourceFixtures.path("Layouts/qwerty-en.layout"))
    static let decoder: SwipeDecoder? = {
        guard let lexicon, let layout else { return nil }
        return SwipeDecoder(lexicon: lexicon, layout: layout)
    }()
}
