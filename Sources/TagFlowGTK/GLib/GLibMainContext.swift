import CGtk
import CGtkShim

/// Swift's main queue inside GLib's default main context, where GTK runs.
///
/// GLib's loops — `g_application_run`, `g_main_loop_run`, `g_main_context_iteration` — never
/// drain libdispatch's main queue by themselves, so without this main-actor jobs wait forever.
/// The queue is served by a GLib source on its wake-up descriptor at `G_PRIORITY_DEFAULT_IDLE`, below
/// GDK's input, layout and redraw priorities: a busy main actor runs between frames and can never
/// keep a frame from being painted. The widget serves the queue as soon as its type is
/// registered or a widget is made, so an app rarely calls this itself: only to run main-actor
/// work before it makes its first `TagCollectionWidget`.
public enum GLibMainContext {
    /// The priority the main queue is served at: `G_PRIORITY_DEFAULT_IDLE` (200), below GTK's
    /// resize (110) and redraw (120) and GDK's events (0).
    package static let mainQueuePriority = Int32(G_PRIORITY_DEFAULT_IDLE)

    /// Serves Swift's main queue in the default main context from now on, whatever loop runs it.
    /// Calling it again does nothing (GLib finds the source already there).
    @MainActor
    public static func serveSwiftMainQueue() {
        _ = tfs_serve_dispatch_main_queue(mainQueuePriority)
    }
}
