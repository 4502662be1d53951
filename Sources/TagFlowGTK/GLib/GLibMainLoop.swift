import CGtk
import CGtkShim
import TagFlow

/// A GLib main loop for a GTK program without a `GtkApplication` (a tool such as `tagflow show`):
/// `run()` iterates GLib's default context until `quit()`, with Swift's main queue served in it
/// (`GLibMainContext.serveSwiftMainQueue()`), so `Task { @MainActor in … }` and
/// `DispatchQueue.main.async` work while it runs. With a `GtkApplication`, `g_application_run`
/// is the loop and needs nothing from here.
///
/// ```swift
/// try GTKInit.start(programName: "my-tool")
/// let loop = GLibMainLoop()
/// // … build windows; quit the loop from a window's close-request …
/// loop.run()
/// ```
@MainActor
public final class GLibMainLoop {
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
        GLibMainContext.serveSwiftMainQueue()
        g_main_loop_run(loop)
    }

    /// Makes `run()` return once the current callback is done.
    public func quit() {
        g_main_loop_quit(loop)
    }
}
