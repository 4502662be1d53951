#if canImport(Glibc)
import Glibc
#endif
import CGtk
import TagFlow
import TagFlowGTK

/// Runs the demo's panels as a GtkApplication; with `screenshot`, writes the window as a PNG
/// once it has painted (a main-actor task, which runs inside `g_application_run`) and quits.
@MainActor func runDemoApp(screenshot: String?) -> Int32 {
    let app = gtk_application_new("org.tagflow.Demo", G_APPLICATION_NON_UNIQUE)
    defer { g_object_unref(app) }
    var status: Int32 = 0
    onSignal(app, "activate") {
        do {
            let window = try DemoWindow(application: app!)
            window.present()
            guard let screenshot else { return }
            Task { @MainActor in
                try await Task.sleep(for: .milliseconds(700))
                if !window.saveImage(to: screenshot) {
                    printError("error: \(screenshot): cannot write the screenshot")
                    status = 1
                }
                g_application_quit(UnsafeMutablePointer(OpaquePointer(app)))
            }
        } catch {
            printError("error: \(error)")
            status = 1
        }
    }
    let ran = g_application_run(UnsafeMutablePointer(OpaquePointer(app)), 1, CommandLine.unsafeArgv)
    return ran != 0 ? ran : status
}
