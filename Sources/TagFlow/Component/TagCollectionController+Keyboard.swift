/// Keyboard focus and selection.
///
/// The rules:
/// - Only visible tags take focus. With no focus (or focus on a tag that is gone), any arrow key
///   focuses the first tag in reading order (the leading end of the first line).
/// - Left and right move by geometry along the reading order: in left-to-right layouts right is
///   the next tag and left the previous; in right-to-left layouts the reverse. At the end of a
///   line the move continues on the next (or previous) line; at the first and last tag it stops
///   (no wrap-around, no callback).
/// - Up and down go to the previous or next visible line and pick the tag whose centre is
///   nearest the remembered x: the centre of the tag focused by the last left/right move, key
///   focus or tap focus — so passing through a short line and back returns to the same column.
///   Ties go to the earlier tag in reading order. On the first or last line nothing happens.
/// - Home and End focus the first and the last tag in reading order.
/// - Space and return toggle the focused tag exactly like a tap (`canTap`, the policy, `didTap`
///   or `didRefuseTapForLimit`), without `didTapAnywhere`, which is about pointer positions.
/// - With `options.scrollsToFocusedTag`, a focus move scrolls the tag into view (`nearest`),
///   reported as `didScroll` when the offset changed.
/// - Keys are ignored while a pointer is down.
extension TagCollectionController {
    /// Moves keyboard focus to the tag at `index`, or clears it with `nil` (no callback: the
    /// caller asked). A hidden tag cannot take focus: focusing one clears focus.
    /// - Throws: `TagFlowError` at `index` when there is no such tag.
    public mutating func focus(at index: Int?) throws(TagFlowError) {
        guard let index else {
            focusedID = nil
            focusAnchorX = nil
            return
        }
        try TagFlowError.checkIndex(index, count: count, at: ["index"])
        guard let frame = layout.frame(of: index) else {
            focusedID = nil
            focusAnchorX = nil
            return
        }
        focusedID = collection[index].id
        focusAnchorX = frame.midX
    }

    mutating func keyPress(_ key: InputEvent.Key, sink: inout CallbackSink) throws(TagFlowError) {
        guard case .idle = gesture else { return }
        let reading = Array(layout.placementOrder)
        guard !reading.isEmpty else { return }
        let current = focusedIndex.flatMap { layout.isHidden($0) ? nil : $0 }
        switch key {
        case .space, .return:
            if let current { try toggleSelection(at: current, sink: &sink) }
            return
        case .home, .end:
            moveFocus(to: key == .home ? reading[0] : reading[reading.count - 1], keepingAnchor: false, sink: &sink)
            return
        case .left, .right, .up, .down:
            break
        }
        guard let current, let position = reading.firstIndex(of: current) else {
            moveFocus(to: reading[0], keepingAnchor: false, sink: &sink)
            return
        }
        switch key {
        case .left, .right:
            let forward = (key == .right) == (layout.layoutDirection == .leftToRight)
            let next = position + (forward ? 1 : -1)
            guard reading.indices.contains(next) else { return }
            moveFocus(to: reading[next], keepingAnchor: false, sink: &sink)
        case .up, .down:
            let lines = layout.lines
            guard let line = lines.firstIndex(where: { $0.contains(current) }) else { return }
            let targetLine = line + (key == .down ? 1 : -1)
            guard lines.indices.contains(targetLine) else { return }
            let anchor = focusAnchorX ?? layout.frames[current].midX
            var best: (index: Int, distance: Double)?
            for index in lines[targetLine] {
                let d = abs(layout.frames[index].midX - anchor)
                if best == nil || d < best!.distance { best = (index, d) }
            }
            if let best { moveFocus(to: best.index, keepingAnchor: true, sink: &sink) }
        case .space, .return, .home, .end:
            break
        }
    }

    private mutating func moveFocus(to index: Int, keepingAnchor: Bool, sink: inout CallbackSink) {
        let anchor = focusAnchorX
        setFocus(index, sink: &sink)
        if keepingAnchor { focusAnchorX = anchor }
        guard options.scrollsToFocusedTag,
            let offset = layout.contentOffset(
                toShow: index, at: .nearest, viewportSize: viewport.size, currentOffset: viewport.contentOffset),
            offset != viewport.contentOffset
        else { return }
        // A viewport extent of 0 means "no fixed size": nothing to scroll along that axis.
        let vertical = configuration.scrollDirection == .vertical
        guard (vertical ? viewport.size.height : viewport.size.width) > 0 else { return }
        viewport.contentOffset = offset
        sink.emit(.didScroll(offset: offset))
    }
}
