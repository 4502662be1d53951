// The GTK widget beside GtkFlowBox and headless TagFlow, on the main thread of a process, under
// Xvfb with the desktop's font published (`SideBySide.desktopFont`):
//
//     WidgetSideBySide [--screen-reader] [ROUNDS]     alternating rounds at 100, 1 000 and 10 000 tags,
//                                                     every round's texts new
//     WidgetSideBySide [--screen-reader] --resident   memory added and build time, a process each
//     WidgetSideBySide [--screen-reader] --list [COUNT PAGES RUNS]
//                                                     an issue tracker's GtkListView, widget rows
//                                                     beside GtkFlowBox rows, a process each
//     WidgetSideBySide --resident-one KIND N warm|first    one such process (what --resident runs)
//     WidgetSideBySide --resident-steps widget|GtkFlowBox N   a first build's resident memory step by
//                                                     step, with the mappings that grew
//     WidgetSideBySide --list-one widget|GtkFlowBox COUNT PAGES   one list process (what --list runs)
//     WidgetSideBySide --repeat KIND N build|relayout CALLS   one phase CALLS times, for callgrind.sh
//     WidgetSideBySide --repeat KIND N first-relayout CALLS   CALLS builds, each laid out again once
//                                                     (the rounds' relayout, for a profiler)
//
// --screen-reader: an assistive technology listens (the widget mirrors its tags). Times are the
// main thread's CPU time; every ratio is the median of the rounds' own ratios, each round
// measuring all three back to back.
#if canImport(Glibc)
import Glibc
#endif
import WidgetComparisonSupport

var arguments = Array(CommandLine.arguments.dropFirst())
let screenReader = arguments.first == "--screen-reader"
if screenReader { arguments.removeFirst() }
let options = screenReader ? "--screen-reader" : ""
MainActor.assumeIsolated {
    SideBySide.start(screenReader: screenReader)
    switch arguments.first {
    case "--resident":
        SideBySideReport.printResidentTable(program: CommandLine.arguments[0], options: options)
    case "--resident-one":
        guard arguments.count == 4, let contender = Contender(rawValue: arguments[1]), let n = Int(arguments[2]) else {
            fatalError("usage: --resident-one widget|GtkFlowBox|headless N warm|first")
        }
        let (kib, ns) = try! SideBySide.residentGrowth(of: contender, ComparisonTexts.make(n, round: 997), afterWarmUp: arguments[3] == "warm")
        print(kib, ns)
    case "--resident-steps":
        guard arguments.count == 3, let contender = Contender(rawValue: arguments[1]), contender != .headless,
            let n = Int(arguments[2]), n > 0
        else {
            fatalError("usage: --resident-steps widget|GtkFlowBox N")
        }
        try! ResidentSteps.run(contender, count: n)
    case "--list":
        let numbers = arguments.dropFirst().compactMap { Int($0) }
        SideBySideReport.printListTable(
            program: CommandLine.arguments[0], options: options, count: numbers.first ?? 2000,
            pages: numbers.dropFirst().first ?? 30, runs: numbers.dropFirst(2).first ?? 5)
    case "--list-one":
        guard arguments.count == 4, let rows = ListSideBySide.Rows(rawValue: arguments[1]), let count = Int(arguments[2]),
            let pages = Int(arguments[3])
        else {
            fatalError("usage: --list-one widget|GtkFlowBox COUNT PAGES")
        }
        let run = ListSideBySide.run(rows, count: count, pages: pages)
        let frames = run.frameMilliseconds.sorted()
        let p = { (q: Double) in frames.isEmpty ? 0 : frames[min(frames.count - 1, Int(Double(frames.count) * q))] }
        print(run.startMilliseconds, run.residentKibibytes, p(0.5), p(0.95), frames.last ?? 0)
    case "--repeat":
        guard arguments.count == 5, let contender = Contender(rawValue: arguments[1]), let n = Int(arguments[2]),
            let calls = Int(arguments[4])
        else {
            fatalError("usage: --repeat widget|GtkFlowBox|headless N build|relayout|first-relayout CALLS")
        }
        try! SideBySide.repeatPhase(arguments[3], of: contender, count: n, calls: calls)
    default:
        SideBySideReport.printRounds(rounds: arguments.first.flatMap { Int($0) } ?? 15)
    }
}
