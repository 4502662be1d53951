/// Collects the callbacks of one call in order and hands each to the delegate as it fires, so the
/// delegate hears a notification before the next question (a swipe's `didSwipeSelect` of one tag
/// before `canSwipeSelect` of the next).
struct CallbackSink<Delegate: TagCollectionDelegate> {
    var delegate: Delegate
    var callbacks: [ComponentCallback] = []

    init(_ delegate: Delegate) {
        self.delegate = delegate
    }

    mutating func emit(_ callback: ComponentCallback) {
        callbacks.append(callback)
        delegate.receive(callback)
    }
}

extension TagCollectionController {
    /// Runs `body` on a copy of the controller and keeps the copy only when it succeeds, so a call
    /// that throws leaves the controller as it was. Afterwards keyboard focus is repaired (a
    /// focused tag that was removed or hidden passes focus on), and the update carries the
    /// callbacks and the transition between the frames before and after.
    mutating func recordingUpdate<D: TagCollectionDelegate>(
        delegate: inout D,
        _ body: (inout TagCollectionController, inout CallbackSink<D>) throws(ComponentError) -> Void
    ) throws(ComponentError) -> TagCollectionUpdate {
        let before = snapshot()
        let focusedBefore = focusedIndex
        // The copy gets the size memo to itself (so it is updated in place, not copied); after a
        // throw the controller goes on without one, which only costs a re-measure from the cache.
        let memo = takeSizeMemo()
        var copy = self
        copy.sizeMemo = memo
        var sink = CallbackSink(delegate)
        do {
            try body(&copy, &sink)
        } catch {
            delegate = sink.delegate
            throw error
        }
        copy.repairFocus(previousIndex: focusedBefore, sink: &sink)
        self = copy
        delegate = sink.delegate
        return TagCollectionUpdate(callbacks: sink.callbacks, transition: LayoutTransition.between(before, snapshot()))
    }

    /// `recordingUpdate` for calls that consult no delegate.
    mutating func recordingUpdate(
        _ body: (inout TagCollectionController, inout CallbackSink<AllowingDelegate>) throws(ComponentError) -> Void
    ) throws(ComponentError) -> TagCollectionUpdate {
        var delegate = AllowingDelegate()
        return try recordingUpdate(delegate: &delegate, body)
    }

    /// Keeps focus on a tag that can have it: when the focused tag was removed or is now hidden,
    /// focus goes to the tag now at the index it had (or the last tag), if that one is visible,
    /// else nowhere.
    mutating func repairFocus<D>(previousIndex: Int?, sink: inout CallbackSink<D>) {
        guard let id = focusedID else { return }
        if let i = collection.firstIndex(ofID: id), !layout.isHidden(i) { return }
        if let previous = previousIndex, !collection.isEmpty {
            let candidate = min(previous, collection.count - 1)
            if !layout.isHidden(candidate) {
                setFocus(candidate, sink: &sink)
                return
            }
        }
        focusedID = nil
        focusAnchorX = nil
        sink.emit(.didChangeFocus(index: nil, id: nil))
    }

    /// Focuses the tag at `index` and remembers its centre as the x that up and down keep.
    mutating func setFocus<D>(_ index: Int, sink: inout CallbackSink<D>) {
        let id = collection[index].id
        focusAnchorX = layout.frames[index].midX
        guard focusedID != id else { return }
        focusedID = id
        sink.emit(.didChangeFocus(index: index, id: id))
    }
}
