import TagFlow

/// A drawn picture: the file's bytes and what the renderer had to draw around.
public struct RenderOutput: Hashable, Sendable {
    /// The PNG, SVG or PDF file.
    public var bytes: [UInt8]
    /// What could not be drawn as asked (e.g. a missing image), in drawing order.
    public var issues: [RenderIssue]

    /// Creates an output.
    package init(bytes: [UInt8], issues: [RenderIssue]) {
        self.bytes = bytes
        self.issues = issues
    }
}

/// Something the renderer drew around instead of failing: the picture is complete, but not
/// everything was as asked.
public enum RenderIssue: Hashable, Sendable, CustomStringConvertible {
    /// A leading image could not be read; a neutral placeholder box was drawn in its place.
    /// `path` is the item's place in the scene (e.g. `items[2]`).
    case missingImage(path: ValuePath, source: String, reason: String)
    /// Characters of a tag's text that no font has were drawn as boxes. `characters` are the
    /// distinct ones, in the order drawn; `count` is the number of boxes.
    case missingGlyphs(path: ValuePath, characters: [Unicode.Scalar], count: Int)

    public var description: String {
        "\(path): \(message)"
    }

    /// The item's place in the scene.
    public var path: ValuePath {
        switch self {
        case .missingImage(let path, _, _), .missingGlyphs(let path, _, _): path
        }
    }

    /// What happened, after the place: `cannot draw image "icons/x.png" (no such file); drew a
    /// placeholder` (the source quoted, and shortened if long), `no font has U+18B00; drew a box …`.
    public var message: String {
        switch self {
        case let .missingImage(_, source, reason):
            "cannot draw image \(quoted(source)) (\(reason)); drew a placeholder"
        case let .missingGlyphs(_, characters, count):
            Self.missingGlyphsMessage(characters: characters, count: count)
        }
    }

    /// What a `missingGlyphs` issue says after its place: the code points and what was drawn.
    package static func missingGlyphsMessage(characters: [Unicode.Scalar], count: Int) -> String {
        let list = characters.map(\.codePoint).joined(separator: " ")
        return "no font has \(list); drew \(count == 1 ? "a box" : "\(count) boxes") (add a font that has them)"
    }

    /// The issue of a tag whose text has `missingCharacters` (one per box), or `nil` if none.
    package static func missingGlyphs(path: ValuePath, missingCharacters: [Unicode.Scalar]) -> RenderIssue? {
        guard !missingCharacters.isEmpty else { return nil }
        var seen = Set<Unicode.Scalar>()
        let distinct = missingCharacters.filter { seen.insert($0).inserted }
        return .missingGlyphs(path: path, characters: distinct, count: missingCharacters.count)
    }
}

extension Unicode.Scalar {
    /// `U+` and at least four upper-case hexadecimal digits, as Unicode writes code points.
    var codePoint: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// Something that draws scenes into files: the Cairo renderer on Linux. The document commands
/// take one, so they never depend on a drawing library themselves.
public protocol SceneRendering: Sendable {
    /// Draws `scene` as a file of `format`, with what had to be drawn around.
    /// - Throws: `TagFlowError` for a bad format (`scale`), a scene value that cannot be drawn (its
    ///   path in the scene), a canvas too large, or a failure of the drawing library.
    func render(_ scene: RenderScene, format: RenderFormat) throws(TagFlowError) -> RenderOutput

    /// Where the picture of `scene` lies in the scene's coordinates: a renderer may grow the
    /// canvas past the scene's own rectangle where shadows or a lifted tag reach out.
    func canvasRect(for scene: RenderScene, format: RenderFormat) throws(TagFlowError) -> Rect
}
