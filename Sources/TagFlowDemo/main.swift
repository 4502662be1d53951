// The TagFlow demo (`make demo`): the GTK widget in small panels, one feature each, in the spirit
// of TTGTagCollectionView's example app.
//
//   tagflow-demo                      opens the window; closing it quits
//   tagflow-demo --screenshot FILE    writes a PNG of the window once it has painted, and quits
#if canImport(Glibc)
import Glibc
#endif
import CGtk
import TagFlow
import TagFlowGTK

let arguments = Array(CommandLine.arguments.dropFirst())
let screenshotPath: String? = arguments.first == "--screenshot" && arguments.count == 2 ? arguments[1] : nil
guard arguments.isEmpty || screenshotPath != nil else {
    printError("usage: tagflow-demo [--screenshot FILE.png]")
    exit(2)
}

MainActor.assumeIsolated {
    do throws(TagFlowError) {
        try GTKApplicationSetup.start(programName: "tagflow-demo")
        let loop = GLibMainLoop()
        let window = try DemoWindow(closing: loop)
        window.present()
        if let screenshotPath {
            // Give the window time to lay out and paint, then save it: a main-actor task, which
            // runs inside the GLib loop.
            Task { @MainActor in
                try await Task.sleep(for: .milliseconds(700))
                let saved = window.saveImage(to: screenshotPath)
                loop.quit()
                if !saved {
                    printError("error: \(screenshotPath): cannot write the screenshot")
                    exit(1)
                }
            }
        }
        loop.run()
    } catch {
        printError("error: \(error)")
        exit(1)
    }
}
exit(0)
