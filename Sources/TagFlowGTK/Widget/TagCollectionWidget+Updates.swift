import CGtk
import CGtkShim
import TagFlow

extension TagCollectionWidget {
    // MARK: Changing the component

    /// Changes the component — add, remove, move or select tags, set options, policy or
    /// configuration — and shows the change: animated from the before and after frames (unless
    /// the desktop turned animations off, or `animated` is false: a list row bound to another
    /// item shows its new tags as they are), its changes passed to `onChange` and its callbacks
    /// to `onCallback`, the GObject signals emitted and the changed properties notified. When the
    /// content size may have changed, the widget queues its own resize, so the container (a list
    /// row, a box, a popover) gives it the new height in the next frame. Several calls inside
    /// `change` make one update (`performBatchUpdates(animated:_:)`).
    ///
    /// ```swift
    /// try tags.update { try $0.append(TextTag("Wayland")) }
    /// try tags.update(animated: false) { try $0.setTags(rowTags) }   // a list row's bind
    /// ```
    /// - Throws: what `change` throws; the component is then unchanged.
    @discardableResult
    public func update<Failure: Error>(
        animated: Bool = true, _ change: (inout TagCollectionController) throws(Failure) -> TagCollectionUpdate
    ) throws(Failure) -> TagCollectionUpdate {
        try performBatchUpdates(animated: animated) { (controller) throws(Failure) in _ = try change(&controller) }
    }

    /// Makes several changes as one update: one transition from the frames before to the
    /// frames after (animated unless `animated` is false), every callback in order, one set of
    /// changes (`TagCollectionController.performBatchUpdates(_:)`).
    ///
    /// ```swift
    /// try tags.performBatchUpdates { tags in
    ///     try tags.setTags(savedTags)
    ///     try tags.setSelection(savedSelection)
    /// }
    /// ```
    /// - Throws: what `changes` throws; the component is then unchanged.
    @discardableResult
    public func performBatchUpdates<Failure: Error>(
        animated: Bool = true, _ changes: (inout TagCollectionController) throws(Failure) -> Void
    ) throws(Failure) -> TagCollectionUpdate {
        var changed = controller
        let result = try changed.performBatchUpdates(changes)
        let dragBefore = controller.dragState
        controller = changed
        // Anything may have changed (options, labels), frames or not: the children catch up.
        apply(result, animated: animated, dragBefore: dragBefore, syncingAccessibility: true)
        conformToDesktop()
        return result
    }

    /// Scrolls so that the tag at `index` shows at `position` (no callback: the caller asked).
    public func scrollToTag(at index: Int, position: LayoutResult.ScrollPosition = .nearest) {
        guard let offset = controller.scrollToTag(at: index, position: position) else { return }
        scroller.moveScrollBars(to: offset)
        queueDraw()
    }

    // MARK: Applying updates

    /// Shows a change the widget made itself (input, a new width, the app's `update(_:)`): a tag
    /// field that hosts the widget answers it first (a double tap puts a tag's text in the
    /// entry), then `show`.
    func apply(_ update: TagCollectionUpdate, animated: Bool, dragBefore: DragState?, syncingAccessibility: Bool = false) {
        guard isAlive else { return }
        if update.changes.contains(where: { if case .removed = $0 { true } else { false } }) { forgetStyleClassesOfRemovedTags() }
        fieldHost?.collectionChanged(update)
        show(update, animated: animated, dragBefore: dragBefore, syncingAccessibility: syncingAccessibility)
    }

    /// Shows an update: scroll bars, animations, accessible children, layout and drawing; then
    /// tells the app (`deliver`). The accessible children are brought up to date when frames
    /// changed, a callback other than a scroll fired (or always, with `syncingAccessibility`)
    /// or the view left the part they mirror: an auto-scroll step within it changes nothing
    /// they say.
    func show(_ update: TagCollectionUpdate, animated: Bool, dragBefore: DragState?, syncingAccessibility: Bool = false) {
        guard isAlive else { return }
        let focusWasInside = keyboardFocus != nil
        for case .didScroll(let offset) in update.callbacks { scroller.moveScrollBars(to: offset) }
        let now = monotonicSeconds()
        if let transition = update.transition {
            if animated, sizing.hasLaidOut, desktop.settings.animationsEnabled {
                animator.begin(transition, at: now)
            } else {
                animator.stop()
            }
        }
        // A dropped tag glides from under the pointer into its slot.
        if animated, desktop.settings.animationsEnabled, let drag = dragBefore, controller.dragState == nil,
            let slot = controller.frame(forID: drag.id)
        {
            animator.begin(moving: drag.id, from: drag.liftedFrame, to: slot, at: now)
        }
        let onlyScrolled = update.transition == nil && update.callbacks.allSatisfy { if case .didScroll = $0 { true } else { false } }
        // Children exist from the first allocation on, for the tags in and near the view.
        if sizing.hasLaidOut, syncingAccessibility || !onlyScrolled || !mirror.covers(controller.visibleRect) {
            mirror.sync(with: controller)
        }
        if let id = controller.focusedID { focus.lastTagID = id }
        if mirror.isActive, focusWasInside, let stop = FocusStop(controller.focusedElement), mirror.focusedStop != stop {
            mirror.grabFocus(on: stop)
        }
        if sizing.show(contentSize: contentSize(of: controller)) || update.transition != nil {
            queueResize()
        } else if mirror.needsAllocation {
            queueAllocate()
        }
        // A tick that changed nothing (a press held still) draws nothing new.
        if update.transition != nil || !update.callbacks.isEmpty || dragBefore != controller.dragState || syncingAccessibility {
            queueDraw()
        }
        ensureTicking()
        if let announcement = controller.announcement(for: update) { announce(announcement) }
        deliver(update)
    }

    /// Tells the app what an update did: its changes (`onChange`, then the change signals),
    /// the properties they changed, then its callbacks (`onCallback`, then the callback signals).
    private func deliver(_ update: TagCollectionUpdate) {
        // The app's model first, so that whoever the signals reach finds it in step.
        writeToModel(update)
        announceToSelectionModel(update)
        serveClipboard(update.callbacks)
        g_object_freeze_notify(gobject(widget))
        notifyChangedProperties(changes: update.changes)
        g_object_thaw_notify(gobject(widget))
        enableActions()
        if !update.changes.isEmpty {
            onChange?(update.changes)
            emitSignals(for: update.changes)
        }
        for callback in update.callbacks {
            onCallback?(callback)
            emitSignal(for: callback)
        }
    }
}
