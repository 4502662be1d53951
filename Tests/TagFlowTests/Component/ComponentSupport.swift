import TagFlow

/// A sizer over the component tests' fake measurer (7 pt per character, 17 pt lines at 14 pt),
/// with its own cache.
func componentSizer() -> TagSizer { TagSizer(measurer: FakeMeasurer.component()) }

/// A collection of plain text tags (ids their texts) in a 400 × 100 viewport: the commands' and
/// the clipboard's tests.
func textCollection(
    _ texts: [String] = ["Swift", "Linux", "Pango", "Cairo"], options: TagCollectionOptions = TagCollectionOptions(removeButton: .init()),
    policy: TagCollectionPolicy = .allowingEverything
) throws -> TagCollectionController {
    try TagCollectionController(
        tags: texts.map { TextTag($0) }, options: options, policy: policy, viewport: Viewport(width: 400, height: 100),
        sizer: componentSizer())
}

/// `n` custom tags of 40 × 20 with ids "t0", "t1", …
func blocks(_ n: Int, width: Double = 40, height: Double = 20) -> [TextTag] {
    (0..<n).map { block(TagID("t\($0)"), width: width, height: height, label: "Block \($0)") }
}

/// A custom tag of a fixed size.
func block(_ id: TagID, width: Double = 40, height: Double = 20, label: String = "") -> TextTag {
    TextTag(id: id, content: .custom(size: Size(width: width, height: height), label: label))
}

/// 10 pt spacing both ways: with 40 pt tags in a 200 pt viewport, four tags per line at x = 0,
/// 50, 100, 150 and lines at y = 0, 30, 60, …
func gridConfiguration(
    _ direction: LayoutConfiguration.LayoutDirection = .leftToRight, numberOfLines: Int? = nil
) -> LayoutConfiguration {
    LayoutConfiguration(layoutDirection: direction, horizontalSpacing: 10, verticalSpacing: 10, numberOfLines: numberOfLines)
}

/// A controller of `n` blocks in a 200 × 100 viewport.
func gridController(
    _ n: Int = 12, options: TagCollectionOptions = TagCollectionOptions(),
    configuration: LayoutConfiguration = gridConfiguration(), viewport: Viewport = Viewport(width: 200, height: 100),
    policy: TagCollectionPolicy = .allowingEverything
) throws -> TagCollectionController {
    try TagCollectionController(
        tags: blocks(n), configuration: configuration, options: options, policy: policy, viewport: viewport,
        sizer: componentSizer())
}

extension TagCollectionController {
    /// The centre of the tag with id `id`.
    func center(_ id: TagID) -> Point { frame(forID: id)!.center }

    /// The ids in order, as strings.
    var idOrder: [String] { collection.ids.map(\.rawValue) }

    /// The selected ids, in order, as strings.
    var selectedIDs: [String] { selectedTags.map(\.id.rawValue) }

    /// Applies events in order and collects every callback fired.
    @discardableResult
    mutating func run(_ events: [InputEvent]) throws -> [TagCollectionCallback] {
        var all: [TagCollectionCallback] = []
        for event in events { all += try handle(event).callbacks }
        return all
    }
}

func down(_ p: Point, _ t: Double) -> InputEvent { .pointerDown(p, time: t) }
func move(_ p: Point, _ t: Double) -> InputEvent { .pointerMove(p, time: t) }
func up(_ p: Point, _ t: Double) -> InputEvent { .pointerUp(p, time: t) }
func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// A key press at time `t`, with `modifiers`.
func key(_ key: InputEvent.Key, _ modifiers: KeyModifiers = [], _ t: Double) -> InputEvent {
    .key(key, modifiers: modifiers, time: t)
}

extension TagCollectionController {
    /// The ids the view shows, in view order, as strings.
    var viewIDs: [String] { viewTags.map(\.id.rawValue) }
}
