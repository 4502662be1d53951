// The TagFlow demo (`make demo`): the GTK widget in small panels, one feature each, in the spirit
// of TTGTagCollectionView's example app — a GtkApplication.
//
//   tagflow-demo                      opens the window; closing it quits
//   tagflow-demo --screenshot FILE    writes a PNG of the window once it has painted, and quits
//   tagflow-demo --topics             runs the README's GTK example (`runTopicsApp`)
//   tagflow-demo --ui FILE            opens the window a GtkBuilder file describes (BuilderWindow)
#if canImport(Glibc)
import Glibc
#endif
import CGtk
import TagFlow
import TagFlowGTK

let arguments = Array(CommandLine.arguments.dropFirst())
enum Mode {
    case panels(screenshot: String?)
    case topics
    case builder(file: String)
}
let mode: Mode? =
    switch arguments.first {
    case nil: .panels(screenshot: nil)
    case "--screenshot" where arguments.count == 2: .panels(screenshot: arguments[1])
    case "--topics" where arguments.count == 1: .topics
    case "--ui" where arguments.count == 2: .builder(file: arguments[1])
    default: nil
    }
guard let mode else {
    printError("usage: tagflow-demo [--screenshot FILE.png | --topics | --ui FILE.ui]")
    exit(2)
}

// GApplication sees the program's name alone: the options above are the demo's own.
let status = MainActor.assumeIsolated {
    switch mode {
    case .panels(let screenshot): runDemoApp(screenshot: screenshot)
    case .topics: runTopicsApp(argc: 1, argv: CommandLine.unsafeArgv)
    case .builder(let file): runBuilderApp(file: file)
    }
}
exit(status)
