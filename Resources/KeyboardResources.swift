import Foundation

/// Where the bundled data lives: the `Resources/` folder of the package, shipped as this target's
/// resource bundle.
///
/// A front-end that ships the data elsewhere (a trimmed emoji set, an App Group copy) passes its
/// own folder in the engine's configuration instead; the layout inside is the same:
/// `Lexicon/<lang>.lexicon`, `Emoji/<locale>.emoji`, `Layouts/<name>.layout`.
public enum KeyboardResources {
    /// The folder holding `Lexicon/`, `Emoji/` and `Layouts/`.
    public static var directory: URL {
        Bundle.module.resourceURL ?? Bundle.module.bundleURL
    }
}
