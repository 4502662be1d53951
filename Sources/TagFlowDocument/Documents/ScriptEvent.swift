import TagFlow
import TagFlowJSON

/// One entry of a layout document's `events`: an input event for the component, a tap (a
/// pointer down and up at one point and one time), or the program setting the filter or the
/// sort order.
///
/// ```json
/// { "type": "tap", "x": 12, "y": 8, "time": 0.1 }
/// { "type": "key", "key": "right", "modifiers": ["shift"], "time": 0.2 }
/// { "type": "filter", "text": "sw" }
/// ```
package enum ScriptEvent: Hashable, Sendable {
    /// A single event: `down`, `move`, `up`, `cancel`, `tick`, `key` or `secondaryClick`.
    case input(InputEvent)
    /// `tap`: a pointer down and a pointer up at `point`, both at `time`.
    case tap(Point, time: Double)
    /// `filter`: `TagCollectionController.setFilter(_:)` (`nil`: every tag).
    case filter(FilterSetting?)
    /// `sort`: `TagCollectionController.setSortOrder(_:)` (`nil`: the tags' order).
    case sort(SortSetting?)

    /// The events to hand to the controller, in order (two for a tap, none for a setting).
    package var inputEvents: [InputEvent] {
        switch self {
        case .input(let event): [event]
        case let .tap(point, time): [.pointerDown(point, time: time), .pointerUp(point, time: time)]
        case .filter, .sort: []
        }
    }

    /// When the event happens, in seconds; `nil` for a setting (the program's, not input).
    package var time: Double? {
        switch self {
        case .input(let event): event.time
        case .tap(_, let time): time
        case .filter, .sort: nil
        }
    }
}
