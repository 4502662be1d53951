/// One piece of input, with the time it happened in seconds (any epoch, but times must not
/// decrease from one event to the next).
///
/// Pointer locations are in **content coordinates**: the content's top-left corner (insets
/// included) is the origin, whatever the viewport is scrolled to — the coordinates of tag frames.
/// A front end adds the content offset to a location in its view before passing it on.
public enum InputEvent: Hashable, Sendable {
    /// A pointer (finger, mouse button) went down.
    case pointerDown(Point, time: Double)
    /// The pointer moved while down.
    case pointerMove(Point, time: Double)
    /// The pointer went up.
    case pointerUp(Point, time: Double)
    /// The system took the pointer away (an incoming call, a scroll view claiming the touch):
    /// whatever was under way is undone where it can be (a drag's order is restored) and nothing
    /// is committed.
    case pointerCancel(time: Double)
    /// Time passed without the pointer moving: lets a held press become a long press at the
    /// threshold, and lets a drag resting near an edge keep auto-scrolling. A front end sends it
    /// from a timer; tests send it to script time.
    case tick(time: Double)
    /// A key was pressed, with the modifiers held (`KeyCommand` says what each does).
    case key(Key, modifiers: KeyModifiers = [], time: Double)
    /// A secondary (right) click at a point: a context-menu request.
    case secondaryClick(Point, time: Double)

    /// When the event happened, in seconds.
    public var time: Double {
        switch self {
        case .pointerDown(_, let t), .pointerMove(_, let t), .pointerUp(_, let t), .secondaryClick(_, let t): t
        case .pointerCancel(let t), .tick(let t), .key(_, _, let t): t
        }
    }

    /// Where the pointer was, for pointer events with a location.
    public var location: Point? {
        switch self {
        case .pointerDown(let p, _), .pointerMove(let p, _), .pointerUp(let p, _), .secondaryClick(let p, _): p
        case .pointerCancel, .tick, .key: nil
        }
    }

    /// A short name for error messages and logs: `down`, `move`, `up`, `cancel`, `tick`, `key`,
    /// `secondaryClick`.
    public var kindName: String {
        switch self {
        case .pointerDown: "down"
        case .pointerMove: "move"
        case .pointerUp: "up"
        case .pointerCancel: "cancel"
        case .tick: "tick"
        case .key: "key"
        case .secondaryClick: "secondaryClick"
        }
    }

    /// Throws for a non-finite time or coordinate; paths are relative to the event (`time`,
    /// `location.x`).
    public func validate() throws(TagFlowError) {
        try TagFlowError.checkFinite(time, at: ["time"])
        if let location {
            try TagFlowError.checkFinite(location.x, at: ["location", "x"])
            try TagFlowError.checkFinite(location.y, at: ["location", "y"])
        }
    }
}
