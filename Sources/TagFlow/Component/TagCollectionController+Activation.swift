/// Activation apart from selection, and context-menu requests.
///
/// The rules:
/// - With `activatesOnSingleClick`, a tap on an enabled tag asks `canTap` and fires
///   `didActivate`; it never toggles (chips that are buttons).
/// - Otherwise a tap toggles, and a second tap on the same tag within `doubleTapInterval` of the
///   first (and within `tapMaxMovement` of it) is a double tap: `canTap`, then `didActivate`
///   instead of toggling again — as a file manager's double click selects, then opens. A third
///   tap starts over.
/// - Return on the focused tag activates it (`didActivate`, `canTap` asked).
/// - A long press that lifts nothing (with `longPressRequestsContextMenu`), a secondary click
///   and the menu key fire `didRequestContextMenu` with the point and the enabled tag there (the
///   menu key: the focused tag's centre) — with or without dragging; a disabled tag or blank
///   space gives no tag.
extension TagCollectionController {
    /// What a press held still became.
    enum LongPressOutcome {
        /// Not (yet) a long press.
        case none
        /// The tag lifted: a drag is under way.
        case lifted
        /// A context menu was asked for; the rest of the press is ignored.
        case contextMenu
    }

    /// Recognises a long press by `time`: lifts the pressed tag when it can be lifted, else asks
    /// for a context menu when the options say so.
    mutating func recognizeLongPress(_ press: GestureState.Press, time: Double, sink: inout CallbackSink) -> LongPressOutcome {
        guard !press.wandered, !press.onRemoveButton, time - press.startTime >= options.longPressDuration else { return .none }
        if liftPressedTag(press, sink: &sink) { return .lifted }
        guard options.longPressRequestsContextMenu else { return .none }
        gesture = .ignoring
        requestContextMenu(at: press.start, sink: &sink)
        return .contextMenu
    }

    /// A secondary click at `point`: a context-menu request, unless a pointer is down.
    mutating func secondaryClick(at point: Point, sink: inout CallbackSink) {
        guard case .idle = gesture else { return }
        requestContextMenu(at: point, sink: &sink)
    }

    /// `didRequestContextMenu` at `point`, naming the enabled tag there.
    private func requestContextMenu(at point: Point, sink: inout CallbackSink) {
        let index = self.index(at: point).flatMap { collection[$0].isDisabled ? nil : $0 }
        sink.emit(.didRequestContextMenu(index: index, id: index.map { collection[$0].id }, point: point))
    }

    /// A tap on the enabled tag at `index`: activation or a toggle, as the rules say.
    mutating func tapTag(at index: Int, point: Point, time: Double, sink: inout CallbackSink) throws(TagFlowError) {
        let id = collection[index].id
        if options.activatesOnSingleClick {
            lastTap = nil
            activate(at: index, sink: &sink)
            return
        }
        if let last = lastTap, last.id == id, time - last.time <= options.doubleTapInterval,
            distance(point, last.point) <= options.tapMaxMovement
        {
            lastTap = nil
            activate(at: index, sink: &sink)
            return
        }
        lastTap = LastTap(id: id, time: time, point: point)
        try toggleSelection(at: index, sink: &sink)
    }
}

/// The last tap on a tag: where, when and which tag, for telling a double tap.
struct LastTap: Hashable, Sendable {
    var id: TagID
    var time: Double
    var point: Point
}
