/// A value in a callback's argument list, as a command-line tool would print it.
public enum CallbackValue: Hashable, Sendable, CustomStringConvertible {
    /// A whole number (an index, a count).
    case int(Int)
    /// A coordinate or an offset.
    case double(Double)
    /// A flag.
    case bool(Bool)
    /// A tag id.
    case string(String)
    /// No value (e.g. no focused tag).
    case null

    public var description: String {
        switch self {
        case .int(let v): String(v)
        case .double(let v): String(v)
        case .bool(let v): String(v)
        case .string(let v): "\"\(v)\""
        case .null: "null"
        }
    }
}

/// Something the component tells its owner, as a value: every input and mutation returns the
/// callbacks it fired, in order, and passes each to the delegate.
///
/// Indices are positions in the collection at the moment the callback fires (after the change it
/// reports, unless a case says otherwise). Each case's `name` and `arguments` are stable: a tool
/// can print them and a test can compare them.
public enum ComponentCallback: Hashable, Sendable, CustomStringConvertible {
    /// A tap (or space/return on the focused tag) that `canTap` allowed; `selected` is the tag's
    /// state afterwards (unchanged in `SelectionMode.none`).
    case didTap(index: Int, id: TagID, selected: Bool)
    /// A tap that would have selected a tag past the selection limit; nothing changed.
    case didRefuseTapForLimit(index: Int, id: TagID, limit: Int)
    /// In single selection, the tag that was deselected because another was chosen. Fires before
    /// the `didTap` (or `didSwipeSelect`) of the new choice.
    case didDeselectReplaced(index: Int, id: TagID)
    /// A tap on no tag and not on the overflow indicator.
    case didTapBlank(point: Point)
    /// A tap on the overflow ("+N") indicator.
    case didTapOverflowIndicator(hiddenCount: Int)
    /// Any tap, wherever it landed; fires after the more specific tap callbacks.
    case didTapAnywhere(point: Point)
    /// A swipe selected this tag.
    case didSwipeSelect(index: Int, id: TagID)
    /// A swipe crossed this unselected tag, but the selection limit was reached; it stays
    /// unselected. At most once per tag per swipe.
    case didRefuseSwipeForLimit(index: Int, id: TagID, limit: Int)
    /// A long press lifted this tag; a drag is under way.
    case didBeginDrag(index: Int, id: TagID)
    /// The pointer of a drag entered (`true`) or left (`false`) the delete zone.
    case didChangeDeleteZoneHighlight(highlighted: Bool)
    /// A drop (or an accessibility action) moved the tag from `from` to `to`. Once per drop, and
    /// only when the position changed; `from` is the index before the drag began.
    case didMove(id: TagID, from: Int, to: Int)
    /// A drop on the delete zone (or an accessibility action) removed the tag; `index` is where it
    /// was before the drag began.
    case didDelete(index: Int, id: TagID)
    /// A drop on the delete zone that `canDelete` refused; the order is restored as at the start
    /// of the drag. `index` is that original index.
    case didRefuseDelete(index: Int, id: TagID)
    /// A drag ended with a drop; `index` is where the tag is now, `nil` when it was deleted.
    case didEndDrag(index: Int?, id: TagID)
    /// A drag was cancelled (a cancel event, a new pointer, a mutation or an options change);
    /// the order is as at the start of the drag and `index` is the tag's index there.
    case didCancelDrag(index: Int, id: TagID)
    /// Keyboard focus moved to a tag, or (`nil`) left every tag.
    case didChangeFocus(index: Int?, id: TagID?)
    /// The content offset changed (auto-scroll during a drag, or a focused tag scrolled into view).
    case didScroll(offset: Point)

    /// The callback's stable name, e.g. `"didTap"`.
    public var name: String {
        switch self {
        case .didTap: "didTap"
        case .didRefuseTapForLimit: "didRefuseTapForLimit"
        case .didDeselectReplaced: "didDeselectReplaced"
        case .didTapBlank: "didTapBlank"
        case .didTapOverflowIndicator: "didTapOverflowIndicator"
        case .didTapAnywhere: "didTapAnywhere"
        case .didSwipeSelect: "didSwipeSelect"
        case .didRefuseSwipeForLimit: "didRefuseSwipeForLimit"
        case .didBeginDrag: "didBeginDrag"
        case .didChangeDeleteZoneHighlight: "didChangeDeleteZoneHighlight"
        case .didMove: "didMove"
        case .didDelete: "didDelete"
        case .didRefuseDelete: "didRefuseDelete"
        case .didEndDrag: "didEndDrag"
        case .didCancelDrag: "didCancelDrag"
        case .didChangeFocus: "didChangeFocus"
        case .didScroll: "didScroll"
        }
    }

    /// The arguments as labelled values, in a fixed order (points become `x`, `y`).
    public var arguments: [(label: String, value: CallbackValue)] {
        func id(_ id: TagID) -> (label: String, value: CallbackValue) { ("id", .string(id.rawValue)) }
        func index(_ i: Int, _ label: String = "index") -> (label: String, value: CallbackValue) { (label, .int(i)) }
        switch self {
        case let .didTap(i, tag, selected):
            return [index(i), id(tag), ("selected", .bool(selected))]
        case let .didRefuseTapForLimit(i, tag, limit), let .didRefuseSwipeForLimit(i, tag, limit):
            return [index(i), id(tag), ("limit", .int(limit))]
        case let .didDeselectReplaced(i, tag), let .didSwipeSelect(i, tag), let .didBeginDrag(i, tag),
            let .didDelete(i, tag), let .didRefuseDelete(i, tag), let .didCancelDrag(i, tag):
            return [index(i), id(tag)]
        case let .didTapBlank(p), let .didTapAnywhere(p):
            return [("x", .double(p.x)), ("y", .double(p.y))]
        case let .didTapOverflowIndicator(count):
            return [("hiddenCount", .int(count))]
        case let .didChangeDeleteZoneHighlight(highlighted):
            return [("highlighted", .bool(highlighted))]
        case let .didMove(tag, from, to):
            return [id(tag), index(from, "from"), index(to, "to")]
        case let .didEndDrag(i, tag):
            return [("index", i.map(CallbackValue.int) ?? .null), id(tag)]
        case let .didChangeFocus(i, tag):
            return [("index", i.map(CallbackValue.int) ?? .null), ("id", tag.map { .string($0.rawValue) } ?? .null)]
        case let .didScroll(offset):
            return [("x", .double(offset.x)), ("y", .double(offset.y))]
        }
    }

    /// `name(label: value, …)`, e.g. `didTap(index: 2, id: "b", selected: true)`.
    public var description: String {
        "\(name)(" + arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
    }
}
