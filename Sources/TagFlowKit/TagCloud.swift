/// A collection of tags in one object, as TTGTagCollectionView's view was: settings changed in
/// place one line each, tags added, removed and moved, a height for a width, and a picture in one
/// call — measured and drawn with the bundled fonts through Pango and Cairo.
///
/// ```swift
/// let cloud = TagCloud(["Swift", "Linux", "Pango", "Cairo", "GTK"])
/// cloud.alignment = .fillWidth
/// cloud.numberOfLines = 1
/// cloud.overflowChip = OverflowChip(format: "+{count} more")
/// try cloud.append("Accessibility")
/// let height = try cloud.size(forWidth: 240).height
/// try cloud.write(toFile: "tags.png", width: 240)
/// ```
///
/// It is a thin front over the layered types, which stay there for everything else:
/// ``configuration`` is the engine's `LayoutConfiguration`, ``options`` the component's
/// `TagCollectionOptions`, ``controller`` the `TagCollectionController` that holds the tags and
/// their selection, and drawing goes through `SceneBuilder` and `CairoRenderer`. Settings are
/// checked when next used: a call that lays the tags out throws a `TagFlowError` naming the bad
/// setting (`configuration.horizontalSpacing`).
public final class TagCloud {
    /// How the tags are laid out: alignment, spacing, insets, line limit, direction, line
    /// breaking. The settings below are shortcuts into it.
    public var configuration = LayoutConfiguration()
    /// How the collection behaves: selection, reordering, deleting, the "+N" chip.
    public var options = TagCollectionOptions()
    /// The style of tags added by their text (`append("Swift")`) and of tags given without a
    /// style of their own.
    public var style = TextTagStyle()
    /// The selected style of tags added by their text and of tags given without one, or `nil`
    /// for the default selected look.
    public var selectedStyle: TextTagStyle?
    /// The width the tags wrap in between calls that take their own: where taps land and what
    /// scrolling shows (``controller``).
    public var width: Double
    /// How pictures are drawn: background, chip colours, dark or light.
    public var appearance = SceneAppearance()
    /// The questions TTGTagCollectionView asked its delegate (`canTapTag`, `canMoveTag`…), as
    /// closures: `cloud.policy.canTap = { tag, _ in tag.id != "locked" }`.
    public var policy = TagCollectionPolicy.allowingEverything

    /// The text engine: the bundled fonts, or the measurer given at creation.
    let engine: Result<PangoTextMeasurer, TagFlowError>
    /// The component, made on first use so that creating a cloud cannot fail.
    var component: TagCollectionController?

    /// Creates a cloud of tags with these texts (each its own id), measured with the bundled
    /// fonts. They are made on first use, in ``style`` and ``selectedStyle`` as they are then.
    /// - Parameters:
    ///   - texts: the tags' texts, in order; each text is the tag's id (a text given again is
    ///     numbered: `"Swift 2"`).
    ///   - width: the width the tags wrap in (see ``width``).
    ///   - measurer: the text engine; `nil` for one shared engine over the bundled fonts.
    public init(_ texts: [String] = [], width: Double = 343, measurer: PangoTextMeasurer? = nil) {
        self.width = width
        self.engine = measurer.map { .success($0) } ?? Self.sharedEngine
        self.pendingTexts = texts
    }

    /// Texts given at creation, added on first use (adding can fail: a bad setting).
    var pendingTexts: [String]

    /// One engine over the bundled fonts for every cloud that was given none: setting up fonts
    /// costs milliseconds, measuring through one engine is thread-safe.
    private static let sharedEngine = Result { () throws(TagFlowError) in try PangoTextMeasurer() }

    /// The component holding the tags, their selection and layout, with the current settings:
    /// for what the shortcuts do not cover (`tap(at:time:)`, keys, drags, `policy`).
    /// - Throws: `TagFlowError` naming a bad setting, or why the fonts could not be set up.
    public var controller: TagCollectionController {
        get throws(TagFlowError) { try ready() }
    }

    /// The component brought up to date with the settings, made on first use.
    @discardableResult
    func ready() throws(TagFlowError) -> TagCollectionController {
        let viewport = Viewport(width: width)
        guard var component else {
            let sizer = TagSizer(measurer: try engine.get())
            var made = try TagCollectionController(
                tags: [], configuration: configuration, options: options, policy: policy, viewport: viewport, sizer: sizer)
            _ = try made.append(contentsOf: adopt(pendingTexts.map { TextTag($0) }, after: []))
            pendingTexts = []
            self.component = made
            return made
        }
        if component.configuration != configuration { _ = try component.setConfiguration(configuration) }
        if component.options != options { _ = try component.setOptions(options) }
        if component.viewport != viewport { _ = try component.setViewport(viewport) }
        component.policy = policy  // closures cannot be compared: always the current ones
        self.component = component
        return component
    }

    /// Runs `change` on the up-to-date component and keeps its result.
    @discardableResult
    func update<Result>(
        _ change: (inout TagCollectionController) throws(TagFlowError) -> Result
    ) throws(TagFlowError) -> Result {
        var component = try ready()
        let result = try change(&component)
        self.component = component
        return result
    }
}
