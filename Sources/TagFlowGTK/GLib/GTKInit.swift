import CGtk
import CGtkShim
import TagFlow
import TagFlowPango

/// Starting GTK without a `GtkApplication` — what `gtk_init` is to a C program, for a tool that
/// opens a window and runs a `GLibMainLoop` (`tagflow show`). An app with a `GtkApplication`
/// needs none of this: `g_application_run` names the program and opens the display, and the
/// widget serves Swift's main queue itself.
public enum GTKInit {
    /// Names the program (what screen readers list as the application: GTK reads it at start),
    /// connects GTK to the display and serves Swift's main queue in GLib's default context.
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
        GLibMainContext.serveSwiftMainQueue()
    }
}
