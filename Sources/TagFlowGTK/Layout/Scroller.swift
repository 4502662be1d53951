import CGtk
import CGtkShim
import TagFlow

/// What scrolls the drawing area: the viewport, the scrolled window it sits in while the widget
/// scrolls itself, and the handlers on the adjustments it scrolls with. The widget decides the
/// mode; this places the viewport for it and moves and reads the scroll bars.
@MainActor
final class Scroller {
    /// The viewport that scrolls the drawing area (directly in the widget, or in `scrolledWindow`).
    let viewport: UnsafeMutablePointer<GtkWidget>
    /// The scrolled window the widget scrolls in while it scrolls itself, else `nil`.
    private(set) var scrolledWindow: UnsafeMutablePointer<GtkWidget>?
    /// How the widget scrolls now.
    private(set) var mode = ScrollingMode.none
    /// Set while the widget moves the scroll bars itself.
    private(set) var isMovingScrollBars = false
    /// The viewport's adjustments, each held while watched, and the handlers watching their values.
    private var watched: [(adjustment: UnsafeMutablePointer<GtkAdjustment>, handler: gulong)] = []

    /// A viewport holding `content`, in `parent`; it does not scroll to the focused child: the
    /// controller scrolls to the focused tag itself.
    init(content: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>) {
        viewport = gtk_viewport_new(nil, nil)
        gtk_viewport_set_scroll_to_focus(OpaquePointer(viewport), 0)
        gtk_viewport_set_child(OpaquePointer(viewport), content)
        gtk_widget_set_parent(viewport, parent)
    }

    /// The child the widget allocates: its scrolled window, or the viewport.
    var child: UnsafeMutablePointer<GtkWidget> { scrolledWindow ?? viewport }

    var horizontal: UnsafeMutablePointer<GtkAdjustment> { gtk_scrollable_get_hadjustment(OpaquePointer(viewport)) }

    var vertical: UnsafeMutablePointer<GtkAdjustment> { gtk_scrollable_get_vadjustment(OpaquePointer(viewport)) }

    /// Puts the viewport where `mode` wants it in `parent` (`widget`) and sets its scrolling:
    /// the scroll bars of its own scrolled window, or the adjustments of the app's (`.outer`).
    /// Whether the viewport moved (the widget's size may change).
    func apply(_ mode: ScrollingMode, in parent: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let moved = mode != self.mode
        if moved { reparentViewport(for: mode, in: parent) }
        switch mode {
        case .own(let vertical):
            gtk_scrolled_window_set_policy(
                OpaquePointer(scrolledWindow), vertical ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC,
                vertical ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
        case .outer:
            let scrollable = OpaquePointer(viewport)
            gtk_scrollable_set_hadjustment(scrollable, tfs_tag_collection_get_adjustment(parent, GTK_ORIENTATION_HORIZONTAL))
            gtk_scrollable_set_vadjustment(scrollable, tfs_tag_collection_get_adjustment(parent, GTK_ORIENTATION_VERTICAL))
            gtk_scrollable_set_hscroll_policy(scrollable, tfs_tag_collection_get_scroll_policy(parent, GTK_ORIENTATION_HORIZONTAL))
            gtk_scrollable_set_vscroll_policy(scrollable, tfs_tag_collection_get_scroll_policy(parent, GTK_ORIENTATION_VERTICAL))
        case .none:
            break
        }
        return moved
    }

    /// Moves the viewport out of its current parent into the one `mode` wants.
    private func reparentViewport(for mode: ScrollingMode, in parent: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref(untyped(viewport))
        defer { g_object_unref(untyped(viewport)) }
        if let scrolledWindow {
            gtk_scrolled_window_set_child(OpaquePointer(scrolledWindow), nil)
            gtk_widget_unparent(scrolledWindow)
            self.scrolledWindow = nil
        } else {
            gtk_widget_unparent(viewport)
        }
        if self.mode == .outer {
            // The app's adjustments are not the viewport's to keep: it makes its own again.
            gtk_scrollable_set_hadjustment(OpaquePointer(viewport), nil)
            gtk_scrollable_set_vadjustment(OpaquePointer(viewport), nil)
        }
        if case .own = mode {
            let scroller = gtk_scrolled_window_new()!
            // GtkScrolledWindow is focusable in GTK 4.8: Tab would stop on it and never reach a tag.
            gtk_widget_set_focusable(scroller, 0)
            gtk_scrolled_window_set_child(OpaquePointer(scroller), viewport)
            gtk_widget_set_parent(scroller, parent)
            scrolledWindow = scroller
        } else {
            gtk_widget_set_parent(viewport, parent)
        }
        self.mode = mode
    }

    /// Watches the values of the viewport's adjustments now (they change with the mode) with
    /// `handler`, holding a reference to each while watching: an app's scrolled window may drop
    /// its adjustments before the widget is disposed.
    func watchAdjustments(_ handler: VoidSignalHandler, data: UnsafeMutableRawPointer) {
        unwatchAdjustments()
        watched = [horizontal, vertical].map { adjustment in
            g_object_ref(untyped(adjustment))
            return (adjustment, connectSignal(untyped(adjustment), "value-changed", handler, data))
        }
    }

    func unwatchAdjustments() {
        for (adjustment, handler) in watched {
            g_signal_handler_disconnect(untyped(adjustment), handler)
            g_object_unref(untyped(adjustment))
        }
        watched = []
    }

    /// Moves the scroll bars to `offset` (the controller scrolled: auto-scroll, focus).
    func moveScrollBars(to offset: Point) {
        isMovingScrollBars = true
        gtk_adjustment_set_value(horizontal, offset.x)
        gtk_adjustment_set_value(vertical, offset.y)
        isMovingScrollBars = false
    }

    /// Where the scroll bars are.
    var offset: Point { Point(x: gtk_adjustment_get_value(horizontal), y: gtk_adjustment_get_value(vertical)) }

    /// The visible part of `content` (the drawing area), all of it before GTK sized the pages.
    func visibleRect(of content: UnsafeMutablePointer<GtkWidget>) -> Rect {
        let width = gtk_adjustment_get_page_size(horizontal), height = gtk_adjustment_get_page_size(vertical)
        return Rect(
            origin: offset, size: Size(
                width: width > 0 ? width : Double(gtk_widget_get_width(content)),
                height: height > 0 ? height : Double(gtk_widget_get_height(content))))
    }
}
