import CGtk
import CGtkShim
import TagFlow
import TagFlowRendering

/// GTK's input as the controller's events: the drag gesture, hovering, keys, and what screen
/// readers ask of the accessible children.
extension TagCollectionWidget {
    /// Applies one input event.
    func send(_ event: InputEvent) {
        let dragBefore = controller.dragState
        do {
            apply(try controller.handle(event), animated: true, dragBefore: dragBefore)
        } catch {
            report(error)
        }
    }

    func pointerBegan(at point: Point) {
        let event = input.began(
            at: point, eventMilliseconds: gtk_event_controller_get_current_event_time(dragGesture), now: monotonicSeconds())
        // A press on an enabled tag focuses it, as GTK buttons take focus on click (and Escape
        // then reaches the widget during a drag); a press on a remove button does not.
        if let index = controller.index(at: point), !controller.collection[index].isDisabled,
            controller.removeButtonIndex(at: point) == nil
        {
            focusKeyboard(on: .tag(controller.collection[index].id))
        } else if controller.index(at: point) == nil {
            fieldHost?.focusEntry()
        }
        send(event)
    }

    /// A secondary-button press at `point`: a context-menu request.
    func secondaryClicked(at point: Point, gesture: OpaquePointer?) {
        send(input.secondaryClick(at: point, eventMilliseconds: gtk_event_controller_get_current_event_time(gesture), now: monotonicSeconds()))
    }

    func pointerMoved(by offset: Point) {
        guard let event = input.moved(
            by: offset, eventMilliseconds: gtk_event_controller_get_current_event_time(dragGesture), now: monotonicSeconds())
        else { return }
        send(event)
        if let point = event.location { handOverIfOutside(point) }
    }

    func pointerEnded(by offset: Point) {
        guard let event = input.ended(
            by: offset, eventMilliseconds: gtk_event_controller_get_current_event_time(dragGesture), now: monotonicSeconds())
        else { return }
        frameClock.released(at: event.time)
        send(event)
    }

    func pointerCancelled() {
        guard let event = input.cancelled(now: monotonicSeconds()) else { return }
        // A tag handed over to GDK's drag took the pointer with it: only the drag's end counts.
        guard systemDrag == nil else { return }
        send(event)
    }

    func pointerHovered(at point: Point?) {
        let now = point.flatMap { PointerHover(at: $0, in: controller) }
        guard now != hover else { return }
        hover = now
        queueDraw()
    }

    /// Handles a key; `false` passes it on to GTK: Tab, a key the component does nothing with
    /// now (`keyCommand(for:modifiers:)` is `nil`: an app's shortcut), Escape with no gesture.
    func keyPressed(_ keyval: UInt32, modifiers: GdkModifierType, controllerPointer: OpaquePointer?) -> Bool {
        if !input.isDown, let host = fieldHost, let handled = host.tagKeyPressed(keyval, modifiers: modifiers) { return handled }
        if keyval == UInt32(GDK_KEY_Tab) || keyval == UInt32(GDK_KEY_ISO_Left_Tab) || keyval == UInt32(GDK_KEY_KP_Tab) {
            return tabPressed(backwards: keyval == UInt32(GDK_KEY_ISO_Left_Tab) || modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0)
        }
        switch PointerTranslator.keyPress(forKeyval: keyval, modifiers: modifiers) {
        case .cancelGesture:
            guard input.isDown else { return false }
            // Resetting the gesture emits its `cancel`, which sends the cancel event.
            gtk_event_controller_reset(dragGesture)
            pointerCancelled()
            return true
        case .key(let key, let held):
            guard controller.keyCommand(for: key, modifiers: held) != nil else { return false }
            let milliseconds = gtk_event_controller_get_current_event_time(controllerPointer)
            send(input.key(key, modifiers: held, eventMilliseconds: milliseconds, now: monotonicSeconds()))
            return true
        case nil:
            return false
        }
    }

    // MARK: Accessibility actions

    /// Activates an element for a screen reader (AT-SPI toggle or click).
    func activateAccessibilityElement(_ kind: TagAccessibilityElement.Kind) {
        do {
            apply(try controller.activateAccessibilityElement(kind), animated: true, dragBefore: controller.dragState)
        } catch {
            report(error)
        }
    }

    /// Performs a screen reader's remove or move on the tag `id`.
    func performAccessibilityAction(_ action: TagAccessibilityElement.Action, on id: TagID) {
        do {
            apply(try controller.performAccessibilityAction(action, onTagWithID: id), animated: true, dragBefore: controller.dragState)
        } catch {
            report(error)
        }
    }
}
