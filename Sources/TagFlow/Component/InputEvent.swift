/// One piece of input, with the time it happened in seconds (any epoch, but times must not
/// decrease from one event to the next).
///
/// Pointer locations are in **content coordinates**: the content's top-left corner (insets
/// included) is the origin, whatever the viewport is scrolled to — the coordinates of tag frames.
/// A front end adds the content offset to a location in its view before passing it on.
///
/// The events of a text entry — typed and pasted text, its own deletions, its caret, focus, a
/// suggestion picked or answered — are a `TagField`'s (its draft is the text entry's); they carry
/// no time, and a collection without a field does not handle them (`isHandled` is `false`).
public enum InputEvent: Hashable, Sendable {
    /// A pointer (finger, mouse button) went down.
    case pointerDown(Point, time: Double)
    /// A pointer moved while down.
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
    /// A key was pressed, with the modifiers held and whether it is the key's auto-repeat (a key
    /// held down: an auto-repeat never removes or marks a tag, so a held key removes at most
    /// what one press would); `KeyCommand` says what each key does, and a field's own table what
    /// it does there.
    case key(Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, time: Double)
    /// A secondary (right) click at a point: a context-menu request.
    case secondaryClick(Point, time: Double)
    /// Text typed (or committed by an input method) at a field's caret. A delimiter in it commits.
    case text(String)
    /// Text pasted at a field's caret: split on every delimiter and line break, every piece
    /// committed. A collection with `allowsPasting` takes the pieces after its focused tag (else
    /// at the end), through the same policy.
    case paste(String)
    /// The draft's characters in a range were deleted by the text entry's own editing (a
    /// selection cut or deleted, a word deleted): the caret goes to the range's start. A range
    /// past the draft's end is cut at it; it never reaches the tags.
    case deleteText(Range<Int>)
    /// The caret was put at a character offset of the draft (a click in the text).
    case moveCaret(to: Int)
    /// The field took keyboard focus.
    case focus
    /// The field lost keyboard focus: an edit commits, and with `commitsOnBlur` the draft too.
    case blur
    /// A row of the suggestion list was clicked (its index in `TagField.suggestions`).
    case pickSuggestion(Int)
    /// The answer of an asynchronous suggestion source (`TagSuggestionSource.answeredLater`) for
    /// `query`: its candidates, in groups. An answer for a query the field no longer asks (the
    /// draft changed, the request was cancelled) is dropped.
    case suggestions([TagSuggestionGroup], query: String)
    /// The lifted tag left the collection, carried on by the system's drag and drop (another
    /// collection, another app): the order goes back as at the lift (`didDragOut`) and the drag
    /// waits for `dragOutEnded`.
    case dragOut(time: Double)
    /// The system's drag of the tag handed over (`dragOut`) ended: `.move` removes it where
    /// `canDelete` allows, `.copy` keeps it, `nil` (nobody took it) cancels the drag.
    case dragOutEnded(DropOperation?, time: Double)
    /// A drag from elsewhere is over the collection at a point: the drop target (the gap it
    /// would go in) follows it (`didChangeDropTarget`).
    case dropMove(Point, time: Double)
    /// That drag left the collection, or ended elsewhere: no drop target.
    case dropExit(time: Double)
    /// Text dropped at a point (from another collection or app): its pieces, cut as a paste's,
    /// pass the policy as a paste's do (with `allowsPasting`) and go in at the drop target.
    case drop(String, at: Point, time: Double)
    /// The tag this collection handed over (`dragOut`) is dropped back onto it at a point: it
    /// moves to the drop target, as a reorder drag moves it (`canMove`).
    case dropBack(Point, time: Double)

    /// When the event happened, in seconds; `nil` for a text entry's events, which have no
    /// time of their own.
    package var time: Double? {
        switch self {
        case .pointerDown(_, let t), .pointerMove(_, let t), .pointerUp(_, let t), .secondaryClick(_, let t): t
        case .pointerCancel(let t), .tick(let t), .key(_, _, _, let t), .dragOut(let t), .dragOutEnded(_, let t): t
        case .dropMove(_, let t), .dropExit(let t), .drop(_, _, let t), .dropBack(_, let t): t
        case .text, .paste, .deleteText, .moveCaret, .focus, .blur, .pickSuggestion, .suggestions: nil
        }
    }

    /// Where the pointer was, for pointer events with a location.
    package var location: Point? {
        switch self {
        case .pointerDown(let p, _), .pointerMove(let p, _), .pointerUp(let p, _), .secondaryClick(let p, _): p
        case .dropMove(let p, _), .drop(_, let p, _), .dropBack(let p, _): p
        default: nil
        }
    }

    /// A short name for error messages and logs: `down`, `move`, `up`, `cancel`, `tick`, `key`,
    /// `secondaryClick`, drag and drop's `dragOut`, `dragOutEnded`, `dropMove`, `dropExit`,
    /// `drop`, `dropBack`, and a text entry's `text`, `paste`, `deleteText`, `moveCaret`, `focus`,
    /// `blur`, `pickSuggestion`, `suggestions`.
    package var kindName: String {
        switch self {
        case .pointerDown: "down"
        case .pointerMove: "move"
        case .pointerUp: "up"
        case .pointerCancel: "cancel"
        case .tick: "tick"
        case .key: "key"
        case .secondaryClick: "secondaryClick"
        case .text: "text"
        case .paste: "paste"
        case .deleteText: "deleteText"
        case .moveCaret: "moveCaret"
        case .focus: "focus"
        case .blur: "blur"
        case .pickSuggestion: "pickSuggestion"
        case .suggestions: "suggestions"
        case .dragOut: "dragOut"
        case .dragOutEnded: "dragOutEnded"
        case .dropMove: "dropMove"
        case .dropExit: "dropExit"
        case .drop: "drop"
        case .dropBack: "dropBack"
        }
    }

    /// Whether the event is a text entry's (a field's own), which a collection alone ignores.
    package var isTextEntryEvent: Bool { time == nil }

    /// Throws for a non-finite time or coordinate; paths are relative to the event (`time`,
    /// `location.x`).
    package func validate() throws(TagFlowError) {
        if let time { try TagFlowError.checkFinite(time, at: ["time"]) }
        if let location {
            try TagFlowError.checkFinite(location.x, at: ["location", "x"])
            try TagFlowError.checkFinite(location.y, at: ["location", "y"])
        }
    }
}
