import KeyboardData

extension KeyboardLayout {
    /// The supported `LAYT` versions.
    public static let resourceVersions: ClosedRange<UInt32> = 1...1

    /// Loads a bundled layout file (`LAYT` format); the name is the file's base name.
    /// - Throws: ``LayoutError/resource(_:)`` when the file is missing or corrupt, or another
    ///   ``LayoutError`` when its keys are invalid.
    public init(resourcePath path: String) throws(LayoutError) {
        let file: ResourceFile
        let labels: StringTable
        let rects: ResourceArray<Float32>
        do throws(ResourceError) {
            file = try ResourceFile(path: path, kind: "LAYT", versions: Self.resourceVersions)
            guard let k = file.sections["LIDX"]?.count else { throw ResourceError.malformedSection(file: path, tag: "LIDX") }
            labels = try file.strings(index: "LIDX", text: "LTXT", count: k)
            rects = try file.array("RECT", of: Float32.self, count: 4 * k)
        } catch {
            throw .resource(error)
        }
        let keys = (0..<labels.count).map { i in
            Key(label: labels[i], x: Double(rects[4 * i]), y: Double(rects[4 * i + 1]),
                width: Double(rects[4 * i + 2]), height: Double(rects[4 * i + 3]))
        }
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let name = base.hasSuffix(".layout") ? String(base.dropLast(7)) : base
        try self.init(name: name, keys: keys)
    }
}
