import TagFlow

/// Choices about how a scene becomes a picture that are not part of the scene itself.
public struct RenderOptions: Hashable, Sendable {
    /// How far the canvas reaches past the scene's own rectangle.
    public enum Bleed: Hashable, Sendable {
        /// The canvas grows (by whole points) wherever a shadow, a lifted tag or a frame reaches
        /// past the scene, so nothing is cut off; the scene's origin then sits at a positive
        /// offset in the picture (`TagRenderer.canvasRect(for:)` tells where).
        case automatic
        /// The canvas is exactly the scene's rectangle; what reaches past it is cut off.
        case none
    }

    /// How far the canvas reaches past the scene. Default `.automatic`.
    public var bleed: Bleed = .automatic
    /// In PNG output, whether the edges of tags, chips and delete zones are moved to the nearest
    /// device pixel (and text baselines to a pixel row), so fills and 1 px borders come out crisp
    /// even when the layout's frames are fractional. Vector output is never snapped.
    public var snapsToPixels = true
    /// Pixels per point of the blurred shadow masks in SVG and PDF output, which embed them as
    /// images (a blur has no sharp detail, so 2 is plenty). Finite, ≥ 1, ≤ 8.
    public var vectorShadowResolution = 2.0
    /// The directory that relative image paths (`TagImage.source`) are read from; `nil` for the
    /// process's working directory.
    public var imageDirectory: String? = nil

    /// Creates the default options.
    public init() {}

    /// Creates options; every argument has its default.
    public init(
        bleed: Bleed = .automatic, snapsToPixels: Bool = true, vectorShadowResolution: Double = 2,
        imageDirectory: String? = nil
    ) {
        self.bleed = bleed
        self.snapsToPixels = snapsToPixels
        self.vectorShadowResolution = vectorShadowResolution
        self.imageDirectory = imageDirectory
    }

    /// Throws unless `vectorShadowResolution` is ≥ 1 and ≤ 8.
    func validate() throws(TagFlowError) {
        guard vectorShadowResolution >= 1, vectorShadowResolution <= 8 else {
            throw TagFlowError(.invalidNumber(vectorShadowResolution, allowed: "≥ 1 and ≤ 8"), at: ["options", "vectorShadowResolution"])
        }
    }
}
