import CGtk
import CGtkShim
import TagFlow

/// The GLib main loop a GTK program runs on its main thread, with Swift's main queue served
/// inside it, so `Task { @MainActor in … }`, `await MainActor.run { … }` and
/// `DispatchQueue.main.async` work while the loop runs.
///
/// Without it, `g_main_loop_run` never drains libdispatch's main queue and main-actor jobs wait
/// forever. The queue is served by a GLib source on its wake-up descriptor at
/// `mainQueuePriority`, below GDK's input, layout and redraw priorities: a busy main actor runs
/// between frames and can never keep a frame from being painted.
///
/// ```swift
/// try GTKApplicationSetup.start(programName: "my-app")
/// let loop = GLibMainLoop()
/// // … build windows; quit the loop from a window's close-request …
/// loop.run()
/// ```
@MainActor
public final class GLibMainLoop {
    /// The priority the main queue is served at: `G_PRIORITY_DEFAULT_IDLE` (200), below GTK's
    /// resize (110) and redraw (120) and GDK's events (0).
    public static let mainQueuePriority = Int32(G_PRIORITY_DEFAULT_IDLE)

    /// The loop. A `GMainLoop` is only ever touched from the main thread (this class is
    /// main-actor isolated), and unreferenced by the deinit, when nothing else can use it.
    private nonisolated(unsafe) let loop: OpaquePointer

    /// Creates a loop on the default main context.
    public init() {
        loop = g_main_loop_new(nil, 0)
    }

    deinit {
        g_main_loop_unref(loop)
    }

    /// Runs the loop until `quit()`, serving the main queue meanwhile.
    public func run() {
        let source = tfs_attach_dispatch_main_queue(Self.mainQueuePriority)
        g_main_loop_run(loop)
        g_source_remove(source)
    }

    /// Makes `run()` return once the current callback is done.
    public func quit() {
        g_main_loop_quit(loop)
    }
}

/// Starting GTK the way the widget expects.
public enum GTKApplicationSetup {
    /// Names the program (what screen readers list as the application: GTK reads it at start)
    /// and connects GTK to the display.
    /// - Throws: `TagFlowError` (`drawingFailed`) when no display can be opened.
    @MainActor
    public static func start(programName: String) throws(TagFlowError) {
        g_set_prgname(programName)
        guard gtk_init_check() != 0 else {
            throw TagFlowError(
                TagFlowError.DrawingReason.drawingFailed(
                    operation: "open a display",
                    detail: "GTK found none; run it in a graphical session (DISPLAY or WAYLAND_DISPLAY set), or under xvfb-run"))
        }
    }
}
