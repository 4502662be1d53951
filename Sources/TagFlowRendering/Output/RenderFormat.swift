import TagFlow

/// The kind of file a scene is drawn to.
public enum RenderFormat: Hashable, Sendable, CustomStringConvertible {
    /// A PNG with `scale` device pixels per point (1, 2, 3, …): a 100 × 40 pt scene at scale 2 is
    /// a 200 × 80 pixel image. The scale must be finite, ≥ `minimumScale` and ≤ `maximumScale`.
    case png(scale: Double = 1)
    /// An SVG sized in px (one px per point). Text is drawn as glyph outlines, never as text.
    case svg
    /// A PDF, one page, sized in points, with the fonts embedded and a fixed creation date so the
    /// same scene gives the same bytes.
    case pdf

    /// The largest PNG scale accepted: enough for any real display, small enough that a mistake
    /// cannot ask for gigapixel images.
    public static let maximumScale = 8.0

    /// The format a path's extension names (`.png`, `.svg`, `.pdf`, any case), PNG at `scale`;
    /// `nil` for any other extension.
    package init?(path: String, scale: Double = 1) {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "png": self = .png(scale: scale)
        case "svg": self = .svg
        case "pdf": self = .pdf
        default: return nil
        }
    }

    /// The usual file extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .svg: "svg"
        case .pdf: "pdf"
        }
    }

    public var description: String {
        switch self {
        case .png(let scale): "png@\(scale)x"
        case .svg: "svg"
        case .pdf: "pdf"
        }
    }

    /// Throws unless a PNG scale is finite, ≥ `minimumScale` and ≤ `maximumScale`; the path is
    /// `scale`.
    package func validate() throws(TagFlowError) {
        if case .png(let scale) = self, !(scale >= Self.minimumScale && scale <= Self.maximumScale) {
            throw TagFlowError(
                .invalidNumber(scale, allowed: "finite, ≥ \(Self.minimumScale) and ≤ \(Int(Self.maximumScale))"), at: ["scale"])
        }
    }

    /// Whether the output is pixels (and edges may be snapped to them).
    public var isRaster: Bool {
        if case .png = self { return true }
        return false
    }
}
