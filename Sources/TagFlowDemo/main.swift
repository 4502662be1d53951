// The TagFlow demo (`make demo`): the GTK widget in small panels, one feature each, in the spirit
// of TTGTagCollectionView's example app — a GtkApplication.
//
//   tagflow-demo                      opens the window; closing it quits
//   tagflow-demo --screenshot FILE    writes a PNG of the window once it has painted, and quits
//   tagflow-demo --topics             runs the README's GTK example (`runTopicsApp`)
//   tagflow-demo --ui FILE            opens the window a GtkBuilder file describes (BuilderWindow)
//   tagflow-demo --list [COUNT] [--report]
//                                     an issue tracker's GtkListView of COUNT rows (2 000), each
//                                     a title and its labels (`runListApp`); --report prints the
//                                     rows in view after each scroll
//   tagflow-demo --form               an issue's form: entries, a tag field, a collection (`runFormApp`)
//   tagflow-demo --model              labels in a GtkStringList bound to the tags (`runModelApp`)
//   tagflow-demo --clipboard          copy, cut and paste between two collections and an entry
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
    case list(count: Int, reportsRows: Bool)
    case form
    case model
    case clipboard
}
let mode: Mode? =
    switch arguments.first {
    case nil: .panels(screenshot: nil)
    case "--screenshot" where arguments.count == 2: .panels(screenshot: arguments[1])
    case "--topics" where arguments.count == 1: .topics
    case "--ui" where arguments.count == 2: .builder(file: arguments[1])
    case "--list": listMode(Array(arguments.dropFirst()))
    case "--form" where arguments.count == 1: .form
    case "--model" where arguments.count == 1: .model
    case "--clipboard" where arguments.count == 1: .clipboard
    default: nil
    }
guard let mode else {
    printError("usage: tagflow-demo [--screenshot FILE.png | --topics | --ui FILE.ui | --list [COUNT 1…1000000] [--report] | --form | --model | --clipboard]")
    exit(2)
}

/// `--list [COUNT] [--report]`'s mode, or `nil` for other arguments.
func listMode(_ options: [String]) -> Mode? {
    var count = 2000
    var reports = false
    for option in options {
        if option == "--report", !reports {
            reports = true
        } else if let number = Int(option), (1...1_000_000).contains(number) {
            count = number
        } else {
            return nil
        }
    }
    return .list(count: count, reportsRows: reports)
}

// GApplication sees the program's name alone: the options above are the demo's own.
let status = MainActor.assumeIsolated {
    switch mode {
    case .panels(let screenshot): runDemoApp(screenshot: screenshot)
    case .topics: runTopicsApp(argc: 1, argv: CommandLine.unsafeArgv)
    case .builder(let file): runBuilderApp(file: file)
    case .list(let count, let reportsRows): runListApp(count: count, reportsRows: reportsRows)
    case .form: runFormApp()
    case .model: runModelApp()
    case .clipboard: runClipboardApp()
    }
}
exit(status)
