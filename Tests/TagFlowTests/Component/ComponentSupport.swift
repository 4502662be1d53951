import TagFlow

/// A text measurer with simple arithmetic: 7 pt per character and 17 pt per line at 14 pt,
/// scaled by font size / 14. Single line only: the component tests are about gestures, not text.
struct ComponentMeasurer: TextMeasuring {
    func measure(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
        var width = 0.0
        var height = 0.0
        for span in request.fontSpans {
            width += Double(span.text.count) * 7 * span.font.size / 14
            height = max(height, 17 * span.font.size / 14)
        }
        if height == 0 { height = 17 * request.scaledFont.size / 14 }
        if let limit = request.wrapWidth { width = min(width, limit) }
        return TextMeasurement(width: width, height: height, lineCount: 1)
    }
}

/// A sizer over the fake measurer with its own cache.
func componentSizer() -> TagSizer { TagSizer(measurer: ComponentMeasurer()) }

/// `n` custom tags of 40 × 20 with ids "t0", "t1", …
func blocks(_ n: Int, width: Double = 40, height: Double = 20) -> [TagItem] {
    (0..<n).map { TagItem.custom(width: width, height: height, id: TagID("t\($0)"), label: "Block \($0)") }
}

/// 10 pt spacing both ways: with 40 pt tags in a 200 pt viewport, four tags per line at x = 0,
/// 50, 100, 150 and lines at y = 0, 30, 60, …
func gridConfiguration(_ direction: LayoutDirection = .leftToRight, numberOfLines: Int = 0) -> LayoutConfiguration {
    LayoutConfiguration(layoutDirection: direction, horizontalSpacing: 10, verticalSpacing: 10, numberOfLines: numberOfLines)
}

/// A controller of `n` blocks in a 200 × 100 viewport.
func gridController(
    _ n: Int = 12, options: TagCollectionOptions = TagCollectionOptions(),
    configuration: LayoutConfiguration = gridConfiguration(), viewport: Viewport = Viewport(width: 200, height: 100)
) throws -> TagCollectionController {
    try TagCollectionController(
        items: blocks(n), configuration: configuration, options: options, viewport: viewport, sizer: componentSizer())
}

extension TagCollectionController {
    /// The centre of the tag with id `id`.
    func center(_ id: TagID) -> Point { try! frame(forID: id)!.center }

    /// The ids in order, as strings.
    var idOrder: [String] { collection.ids.map(\.rawValue) }

    /// The selected ids, in order, as strings.
    var selectedIDs: [String] { collection.selectedItems.map(\.id.rawValue) }

    /// Applies events in order and collects every callback fired.
    @discardableResult
    mutating func run<D: TagCollectionDelegate>(_ events: [InputEvent], delegate: inout D) throws -> [ComponentCallback] {
        var all: [ComponentCallback] = []
        for event in events { all += try handle(event, delegate: &delegate).callbacks }
        return all
    }

    @discardableResult
    mutating func run(_ events: [InputEvent]) throws -> [ComponentCallback] {
        var delegate = AllowingDelegate()
        return try run(events, delegate: &delegate)
    }
}

/// A delegate that records every question and notification and answers from its settings.
struct RecordingDelegate: TagCollectionDelegate {
    var refuseTap: Set<TagID> = []
    /// `nil`: fall back to `canTap` (the default); otherwise the ids refused.
    var refuseSwipe: Set<TagID>? = nil
    var allowMove: (TagID, Int, Int) -> Bool = { _, _, _ in true }
    var allowDelete = true

    var asked: [String] = []
    var heard: [ComponentCallback] = []
    /// Notifications heard through the named methods (proves the default dispatch).
    var methodCalls: [String] = []

    mutating func canTap(_ item: TagItem, at index: Int) -> Bool {
        asked.append("canTap(\(item.id),\(index))")
        return !refuseTap.contains(item.id)
    }

    mutating func canSwipeSelect(_ item: TagItem, at index: Int) -> Bool {
        guard let refuseSwipe else {
            asked.append("canSwipeSelect→")
            return canTap(item, at: index)
        }
        asked.append("canSwipeSelect(\(item.id),\(index))")
        return !refuseSwipe.contains(item.id)
    }

    mutating func canMove(_ item: TagItem, from: Int, to: Int) -> Bool {
        asked.append("canMove(\(item.id),\(from),\(to))")
        return allowMove(item.id, from, to)
    }

    mutating func canDelete(_ item: TagItem, at index: Int) -> Bool {
        asked.append("canDelete(\(item.id),\(index))")
        return allowDelete
    }

    mutating func receive(_ callback: ComponentCallback) {
        heard.append(callback)
        switch callback {
        case let .didTap(index, id, selected): didTap(index: index, id: id, selected: selected)
        case let .didMove(id, from, to): didMove(id: id, from: from, to: to)
        default: break
        }
    }

    mutating func didTap(index: Int, id: TagID, selected: Bool) { methodCalls.append("didTap") }
    mutating func didMove(id: TagID, from: Int, to: Int) { methodCalls.append("didMove") }

    func count(_ name: String) -> Int { heard.filter { $0.name == name }.count }
    func askedCount(_ prefix: String) -> Int { asked.filter { $0.hasPrefix(prefix + "(") }.count }
}

/// Catches the `ComponentError` a call throws, or `nil` when it throws none.
func componentError<T>(_ body: () throws(ComponentError) -> T) -> ComponentError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

func down(_ p: Point, _ t: Double) -> InputEvent { .pointerDown(p, time: t) }
func move(_ p: Point, _ t: Double) -> InputEvent { .pointerMove(p, time: t) }
func up(_ p: Point, _ t: Double) -> InputEvent { .pointerUp(p, time: t) }
func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
