/// Input: plain events with a time, turned into taps, swipes, drags and focus moves.
///
/// How a pointer gesture is told apart:
/// - A pointer goes down: the tag under it (a visible one; hidden tags are never hit) is noted.
///   A pointer that goes down while another gesture is under way cancels that gesture first.
/// - **Long press**: the pointer stays within `tapMaxMovement` of where it went down for
///   `longPressDuration` seconds. It is recognised at the first event (move, up or tick) whose
///   time reaches the threshold. On an enabled tag that can be lifted (`allowsDragToDelete`, or
///   reordering while no sort order decides the order) the tag is lifted where the pointer last
///   was (`didBeginDrag`), then that event is applied to the drag; an up at or after the
///   threshold is a lift and an immediate drop, not a tap. Otherwise, with
///   `longPressRequestsContextMenu`, it asks for a context menu where the pointer went down
///   (`didRequestContextMenu`, naming the enabled tag there) and the rest of the press is ignored.
/// - **Secondary click** (`InputEvent.secondaryClick`): a context-menu request at its point, as a
///   long press makes; ignored while a pointer is down.
/// - **Tap**: the pointer goes up within `tapMaxMovement` of where it went down, never having
///   wandered farther, no later than `effectiveTapMaxDuration` after it went down, and before a
///   long press was recognised. It acts at the point where the pointer went down.
/// - **Swipe** (with `allowsSwipeSelection`, a selection mode other than `none`, and a press that began
///   on a tag): the pointer wanders farther than `tapMaxMovement` before a long press. The path
///   from the down point on is then followed segment by segment; every visible tag the straight
///   segments touch is considered once, in the order the path enters them (the tag it began on
///   first). Swipes never deselect.
/// - Any other wandering press (on blank space, or with swipes off) is ignored until the pointer
///   goes up: no tap, no swipe.
/// - A tap on a disabled tag reports only `didTapAnywhere`; a swipe passes disabled tags over.
/// - A press on a tag's remove button can only become a tap on that button (see
///   `removeButtonIndex(at:)`): no long press, no swipe.
/// - Pointer events without a pointer down, and moves and ticks while idle, are ignored.
/// - Keys are ignored while a pointer is down; a key without a command (`keyCommand(for:modifiers:)`)
///   is not handled (`TagCollectionUpdate.isHandled`), so a front end passes it on. A remove key's
///   auto-repeat removes nothing: a held key removes at most the tag its press removed.
/// - A paste (`InputEvent.paste`) adds tags with `allowsPasting` (`TagCollectionController+Clipboard`);
///   a text entry's other events (typed text, the caret, …) are a `TagField`'s: not handled here.
extension TagCollectionController {
    /// Applies one event, asking the controller's `policy` its questions.
    /// - Returns: the callbacks the event fired, in order, the transition of the frames, and
    ///   whether the controller used the event.
    /// - Throws: `TagFlowError` for a non-finite time or coordinate (`event.time`,
    ///   `event.location.x`), or a time earlier than the previous event's; such an event changes
    ///   nothing.
    @discardableResult
    public mutating func handle(_ event: InputEvent) throws(TagFlowError) -> TagCollectionUpdate {
        do { try event.validate() } catch { throw error.prefixed(with: Argument.event) }
        if case .paste(let text) = event { return try paste(text) }
        guard let time = event.time else { return TagCollectionUpdate(isHandled: false) }
        if let last = lastEventTime, time < last {
            throw TagFlowError(TagFlowError.CollectionReason.timeWentBackwards(time, previous: last), at: Argument.event.path("time"))
        }
        var handled = true
        var update = try recordingUpdate { (controller, sink) throws(TagFlowError) in
            controller.lastEventTime = time
            switch event {
            case let .pointerDown(point, time): try controller.pointerDown(point, time: time, sink: &sink)
            case let .pointerMove(point, time): try controller.pointerMove(point, time: time, sink: &sink)
            case let .pointerUp(point, time): try controller.pointerUp(point, time: time, sink: &sink)
            case .pointerCancel: try controller.cancelGesture(sink: &sink)
            case let .tick(time): try controller.tick(time: time, sink: &sink)
            case let .key(key, modifiers, isRepeat, _):
                handled = try controller.keyPress(key, modifiers: modifiers, isRepeat: isRepeat, sink: &sink)
            case let .secondaryClick(point, _): controller.secondaryClick(at: point, sink: &sink)
            case .dragOut, .dragOutEnded, .dropMove, .dropExit, .drop, .dropBack:
                handled = try controller.dragAndDrop(event, sink: &sink)
            case .text, .paste, .deleteText, .moveCaret, .focus, .blur, .pickSuggestion, .suggestions: handled = false
            }
        }
        update.isHandled = handled
        return update
    }

    /// A pointer down and up at one point at one time: a tap (or a tap on blank space).
    @discardableResult
    public mutating func tap(at point: Point, time: Double) throws(TagFlowError) -> TagCollectionUpdate {
        let down = try handle(.pointerDown(point, time: time))
        let up = try handle(.pointerUp(point, time: time))
        return TagCollectionUpdate(
            callbacks: down.callbacks + up.callbacks, transition: up.transition ?? down.transition, changes: down.changes + up.changes)
    }

    // MARK: Pointer

    private mutating func pointerDown(_ point: Point, time: Double, sink: inout CallbackSink) throws(TagFlowError) {
        try cancelGesture(sink: &sink)
        gesture = .pressed(
            .init(
                start: point, startTime: time, last: point, id: id(at: point), wandered: false,
                onRemoveButton: removeButtonIndex(at: point) != nil))
    }

    private mutating func pointerMove(_ point: Point, time: Double, sink: inout CallbackSink) throws(TagFlowError) {
        switch gesture {
        case .idle, .ignoring, .handedOver:
            return
        case .pressed(var press):
            switch recognizeLongPress(press, time: time, sink: &sink) {
            case .lifted:
                try dragMove(to: point, sink: &sink)
                return
            case .contextMenu:
                return
            case .none:
                break
            }
            if distance(point, press.start) > options.tapMaxMovement {
                press.wandered = true
                if options.allowsSwipeSelection, options.selectionMode.allowsSelection, press.id != nil, !press.onRemoveButton {
                    gesture = .swiping(.init(last: press.start, visited: []))
                    try swipe(to: point, sink: &sink)
                } else {
                    gesture = .ignoring
                }
                return
            }
            press.last = point
            gesture = .pressed(press)
        case .swiping:
            try swipe(to: point, sink: &sink)
        case .dragging:
            try dragMove(to: point, sink: &sink)
        }
    }

    private mutating func pointerUp(_ point: Point, time: Double, sink: inout CallbackSink) throws(TagFlowError) {
        switch gesture {
        case .idle, .ignoring:
            break
        case .handedOver:
            // The system's drag has the pointer: only its end settles the tag.
            return
        case .pressed(let press):
            switch recognizeLongPress(press, time: time, sink: &sink) {
            case .lifted:
                try dragMove(to: point, sink: &sink)
                try drop(sink: &sink)
            case .contextMenu:
                break
            case .none:
                let longest = press.onRemoveButton ? options.tapMaxDuration ?? .infinity : options.effectiveTapMaxDuration
                if !press.wandered, distance(point, press.start) <= options.tapMaxMovement, time - press.startTime <= longest {
                    try tap(press, time: time, sink: &sink)
                }
            }
        case .swiping:
            try swipe(to: point, sink: &sink)
        case .dragging:
            try dragMove(to: point, sink: &sink)
            try drop(sink: &sink)
        }
        gesture = .idle
    }

    private mutating func tick(time: Double, sink: inout CallbackSink) throws(TagFlowError) {
        switch gesture {
        case .pressed(let press):
            _ = recognizeLongPress(press, time: time, sink: &sink)
        case .dragging(let drag):
            try dragMove(to: drag.pointer, sink: &sink)
        case .idle, .ignoring, .swiping, .handedOver:
            break
        }
    }

    /// Ends the gesture under way without committing it: a drag's order is restored and
    /// `didCancelDrag` fires; a press or a swipe simply ends (a swipe's selections stay). When the
    /// pointer is still down it is ignored until it goes up.
    mutating func cancelGesture(sink: inout CallbackSink) throws(TagFlowError) {
        switch gesture {
        case .idle:
            return
        case .ignoring:
            break
        case .pressed, .swiping:
            gesture = .ignoring
        case .dragging(let drag):
            var restored = collection
            restored.reorder(to: drag.originalIDs)
            try commit(restored)
            gesture = .ignoring
            sink.emit(.didCancelDrag(index: drag.originalIndex, id: drag.id))
        case .handedOver(let drag):
            gesture = .idle
            if let index = collection.index(ofID: drag.id) { sink.emit(.didCancelDrag(index: index, id: drag.id)) }
        }
    }

    // MARK: Tap

    private mutating func tap(_ press: GestureState.Press, time: Double, sink: inout CallbackSink) throws(TagFlowError) {
        let point = press.start
        if let id = press.id, let index = collection.index(ofID: id) {
            if press.onRemoveButton {
                try tapRemoveButton(at: index, sink: &sink)
            } else if !collection[index].isDisabled {
                try tapTag(at: index, point: point, time: time, sink: &sink)
            }
        } else if layout.overflowIndicatorContains(point) || layout.collapseIndicatorContains(point) {
            try tapIndicator(sink: &sink)
        } else {
            sink.emit(.didTapBlank(point: point))
        }
        sink.emit(.didTapAnywhere(point: point))
    }

    // MARK: Swipe

    /// Follows the swipe from its last point to `point`, selecting the tags the path enters.
    private mutating func swipe(to point: Point, sink: inout CallbackSink) throws(TagFlowError) {
        guard case .swiping(var swipe) = gesture else { return }
        let start = swipe.last
        let bounds = Rect(
            x: min(start.x, point.x), y: min(start.y, point.y),
            width: abs(point.x - start.x), height: abs(point.y - start.y))
        // Crossed tags in the order the path enters them; ties in placement (reading) order.
        let crossed = layout.indices(in: bounds).enumerated().compactMap { (rank, index) -> (Double, Int, TagID)? in
            guard let frame = layout.frame(of: index), frame.width > 0, frame.height > 0,
                let t = SegmentCrossing.entry(from: start, to: point, into: frame)
            else { return nil }
            return (t, rank, collection[index].id)
        }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        for (_, _, id) in crossed where swipe.visited.insert(id).inserted {
            // Earlier selections in this segment may have reflowed the layout; indices do not move.
            guard let index = collection.index(ofID: id) else { continue }
            gesture = .swiping(swipe)
            try swipeSelect(at: index, sink: &sink)
        }
        swipe.last = point
        gesture = .swiping(swipe)
    }

    // MARK: Helpers

    func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x
        let dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
