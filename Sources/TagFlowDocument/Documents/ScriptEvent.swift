import TagFlow
import TagFlowJSON

/// One entry of a layout document's `events`: an input event for the component, or a tap (a
/// pointer down and up at one point and one time).
///
/// ```json
/// { "type": "tap", "x": 12, "y": 8, "time": 0.1 }
/// { "type": "key", "key": "right", "time": 0.2 }
/// ```
public enum ScriptEvent: Hashable, Sendable {
    /// A single event: `down`, `move`, `up`, `cancel`, `tick` or `key`.
    case input(InputEvent)
    /// `tap`: a pointer down and a pointer up at `point`, both at `time`.
    case tap(Point, time: Double)

    /// The events to hand to the controller, in order (two for a tap).
    public var inputEvents: [InputEvent] {
        switch self {
        case .input(let event): [event]
        case let .tap(point, time): [.pointerDown(point, time: time), .pointerUp(point, time: time)]
        }
    }

    /// When the event happens, in seconds.
    public var time: Double {
        switch self {
        case .input(let event): event.time
        case .tap(_, let time): time
        }
    }
}
