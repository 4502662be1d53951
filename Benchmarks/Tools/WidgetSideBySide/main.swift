// The GTK widget beside GtkFlowBox and headless TagFlow, in one process on its main thread:
//
//     WidgetSideBySide [ROUNDS]                   alternating rounds at 100, 1 000 and 10 000 tags
//     WidgetSideBySide --resident                 the memory each adds, each in a process of its own
//     WidgetSideBySide --resident-one KIND N warm|first   one such process (what --resident runs)
//     WidgetSideBySide --repeat KIND N build|relayout CALLS   one phase CALLS times, for callgrind.sh
//
// Needs a display (run it under xvfb-run). Times are the main thread's CPU time; every ratio is
// the median of the rounds' own ratios, each round measuring all three back to back.
#if canImport(Glibc)
import Glibc
#endif
import WidgetComparisonSupport

let arguments = Array(CommandLine.arguments.dropFirst())
MainActor.assumeIsolated {
    SideBySide.start()
    switch arguments.first {
    case "--resident":
        SideBySideReport.printResidentTable(program: CommandLine.arguments[0])
    case "--resident-one":
        guard arguments.count == 4, let contender = Contender(rawValue: arguments[1]), let n = Int(arguments[2]) else {
            fatalError("usage: --resident-one widget|GtkFlowBox|headless N warm|first")
        }
        print(try! SideBySide.residentGrowth(of: contender, ComparisonTexts.make(n), afterWarmUp: arguments[3] == "warm"))
    case "--repeat":
        guard arguments.count == 5, let contender = Contender(rawValue: arguments[1]), let n = Int(arguments[2]),
            let calls = Int(arguments[4])
        else {
            fatalError("usage: --repeat widget|GtkFlowBox|headless N build|relayout CALLS")
        }
        try! SideBySide.repeatPhase(arguments[3], of: contender, ComparisonTexts.make(n), calls: calls)
    default:
        SideBySideReport.printRounds(rounds: arguments.first.flatMap { Int($0) } ?? 15)
    }
}
