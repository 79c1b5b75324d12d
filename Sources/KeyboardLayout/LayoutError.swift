import KeyboardData

/// Why a layout could not be built.
public enum LayoutError: Error, Sendable, Hashable {
    /// The layout has no keys.
    case empty
    /// A key has a non-finite coordinate, a size that is not positive, or a label that is empty
    /// or longer than ``Key/maximumLabelBytes`` (the label given up to that many bytes).
    case invalidKey(label: String)
    /// The layout's name is longer than ``KeyboardLayout/maximumNameBytes`` (the name given up to
    /// that many bytes).
    case invalidName(String)
    /// Two keys share a label.
    case duplicateKey(label: String)
    /// A required key is missing (a trace's layout must hold a–z).
    case missingKey(label: String)
    /// The bundled layout file could not be read.
    case resource(ResourceError)
}
