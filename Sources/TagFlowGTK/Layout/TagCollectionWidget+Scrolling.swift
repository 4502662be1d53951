import CGtk
import CGtkShim
import TagFlow

/// Scrolling: the widget tree for the scrolling mode, the adjustments the viewport scrolls
/// with, and the visible part of the content they describe.
extension TagCollectionWidget {
    /// Puts the viewport where the scrolling mode wants it (directly in the widget, or in a
    /// scrolled window of the widget's own) and gives it the app's adjustments in `.outer`.
    func applyScrollingMode() {
        guard isAlive else { return }
        let outerH = tfs_tag_collection_get_adjustment(widget, GTK_ORIENTATION_HORIZONTAL)
        let outerV = tfs_tag_collection_get_adjustment(widget, GTK_ORIENTATION_VERTICAL)
        let mode = ScrollingMode.choose(
            vertical: controller.configuration.scrollDirection == .vertical, viewportHeight: viewportHeight,
            hasOuterAdjustments: outerH != nil || outerV != nil)
        if mode != scrollingMode { reparentViewport(for: mode) }
        switch mode {
        case .own(let vertical):
            gtk_scrolled_window_set_policy(
                OpaquePointer(scrolledWindow), vertical ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC,
                vertical ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
        case .outer:
            let scrollable = OpaquePointer(viewport)
            gtk_scrollable_set_hadjustment(scrollable, outerH)
            gtk_scrollable_set_vadjustment(scrollable, outerV)
            gtk_scrollable_set_hscroll_policy(scrollable, tfs_tag_collection_get_scroll_policy(widget, GTK_ORIENTATION_HORIZONTAL))
            gtk_scrollable_set_vscroll_policy(scrollable, tfs_tag_collection_get_scroll_policy(widget, GTK_ORIENTATION_VERTICAL))
        case .none:
            break
        }
    }

    /// Moves the viewport out of its current parent into the one `mode` wants.
    private func reparentViewport(for mode: ScrollingMode) {
        g_object_ref(untyped(viewport))
        defer { g_object_unref(untyped(viewport)) }
        if let scrolledWindow {
            gtk_scrolled_window_set_child(OpaquePointer(scrolledWindow), nil)
            gtk_widget_unparent(scrolledWindow)
            self.scrolledWindow = nil
        } else {
            gtk_widget_unparent(viewport)
        }
        if scrollingMode == .outer {
            // The app's adjustments are not the viewport's to keep: it makes its own again.
            gtk_scrollable_set_hadjustment(OpaquePointer(viewport), nil)
            gtk_scrollable_set_vadjustment(OpaquePointer(viewport), nil)
        }
        if case .own = mode {
            let scroller = gtk_scrolled_window_new()!
            // GtkScrolledWindow is focusable in GTK 4.8: Tab would stop on it and never reach a tag.
            gtk_widget_set_focusable(scroller, 0)
            gtk_scrolled_window_set_child(OpaquePointer(scroller), viewport)
            gtk_widget_set_parent(scroller, widget)
            scrolledWindow = scroller
        } else {
            gtk_widget_set_parent(viewport, widget)
        }
        scrollingMode = mode
        queueResize()
    }

    /// The child the widget allocates: its scrolled window, or the viewport.
    var scrollingChild: UnsafeMutablePointer<GtkWidget> { scrolledWindow ?? viewport }

    var horizontalAdjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrollable_get_hadjustment(OpaquePointer(viewport)) }

    var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrollable_get_vadjustment(OpaquePointer(viewport)) }

    /// Watches the values of the viewport's adjustments now (they change with the mode), holding
    /// a reference to each while watching: an app's scrolled window may drop its adjustments
    /// before the widget is disposed.
    func watchAdjustments() {
        unwatchAdjustments()
        let me = Unmanaged.passUnretained(self).toOpaque()
        watchedAdjustments = [horizontalAdjustment, verticalAdjustment].map { adjustment in
            g_object_ref(untyped(adjustment))
            return (adjustment, connectSignal(untyped(adjustment), "value-changed", onScrolled, me))
        }
    }

    func unwatchAdjustments() {
        for (adjustment, handler) in watchedAdjustments {
            g_signal_handler_disconnect(untyped(adjustment), handler)
            g_object_unref(untyped(adjustment))
        }
        watchedAdjustments = []
    }

    /// Moves the scroll bars to `offset` (the controller scrolled: auto-scroll, focus).
    func setAdjustments(to offset: Point) {
        isSettingAdjustments = true
        gtk_adjustment_set_value(horizontalAdjustment, offset.x)
        gtk_adjustment_set_value(verticalAdjustment, offset.y)
        isSettingAdjustments = false
    }

    func scrolled() {
        if !isSettingAdjustments {
            // The user scrolled (wheel, touchpad, scroll bar): the controller's viewport follows.
            let offset = Point(x: gtk_adjustment_get_value(horizontalAdjustment), y: gtk_adjustment_get_value(verticalAdjustment))
            do { try controller.setContentOffset(offset) } catch { report(error) }
        }
        // The accessible children follow the view once it leaves the part they mirror.
        if hasLaidOut, !mirror.covers(controller.visibleRect) {
            mirror.sync(with: controller)
            queueAllocate()
        }
        queueDraw()  // newly exposed tags
    }

    /// The visible part of the content.
    var visibleRect: Rect {
        let h = horizontalAdjustment, v = verticalAdjustment
        let width = gtk_adjustment_get_page_size(h), height = gtk_adjustment_get_page_size(v)
        return Rect(
            x: gtk_adjustment_get_value(h), y: gtk_adjustment_get_value(v),
            width: width > 0 ? width : Double(gtk_widget_get_width(area)),
            height: height > 0 ? height : Double(gtk_widget_get_height(area)))
    }
}
