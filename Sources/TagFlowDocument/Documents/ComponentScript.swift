import TagFlow
import TagFlowJSON

/// The interactive part of a layout document: the `component` settings and the `events` to play
/// through a `TagCollectionController` before the output is written.
///
/// A document with a `component` or an `events` key (or both) has a script; `tagflow layout` then
/// also reports `order`, `selected`, `focused` and `callbacks` (see `docs/cli.md`).
///
/// ```json
/// { "container": { "width": 200 },
///   "component": { "selection": { "mode": "multiple", "limit": 2 }, "reordering": true },
///   "items": [ { "width": 80, "height": 28 }, { "width": 80, "height": 28 } ],
///   "events": [ { "type": "tap", "x": 12, "y": 8, "time": 0 } ] }
/// ```
package struct ComponentScript: Hashable, Sendable {
    /// The selection policy and gestures (`component.selection`, `swipeSelection`, …); the
    /// defaults of `TagCollectionOptions()` for keys the document leaves out.
    package var options: TagCollectionOptions
    /// Where the viewport is scrolled to (`component.viewport.offsetX` / `offsetY`). The
    /// viewport's size is the container's.
    package var contentOffset: Point
    /// The events, in document order.
    package var events: [ScriptEvent]
    /// The filter the component starts with (`component.filter`), or `nil` for every tag.
    package var filter: FilterSetting?
    /// The sort order the component starts with (`component.sort`), or `nil` for the tags' order.
    package var sort: SortSetting?

    /// Creates a script.
    package init(options: TagCollectionOptions = TagCollectionOptions(), contentOffset: Point = .zero, events: [ScriptEvent] = []) {
        self.options = options
        self.contentOffset = contentOffset
        self.events = events
    }
}
