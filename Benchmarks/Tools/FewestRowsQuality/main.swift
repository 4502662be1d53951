// How often `fewestRows` reaches the optimum, and at what cost, on the instances with proven
// optima that `fewest_rows_optima.py` generates (the file the layout tests read):
//
//     FewestRowsQuality ../Tests/TagFlowLayoutTests/FewestRowsInstances.swift
//
// Prints, per family and size class, the share of instances at the optimum, the share proven,
// and the time per layout (best of three, so a busy machine disturbs it less).
import Foundation
import TagFlowLayout

struct Instance {
    var family: String
    var lineWidth: Double
    var spacing: Double
    var optimum: Int
    var widths: [Double]
}

func instances(in path: String) -> [Instance] {
    let text = try! String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
        let parts = line.split(separator: ";", omittingEmptySubsequences: false)
        guard parts.count == 5, let optimum = Int(parts[3]) else { return nil }
        return Instance(
            family: String(parts[0]), lineWidth: Double(parts[1])!, spacing: Double(parts[2])!, optimum: optimum,
            widths: parts[4].split(separator: ",").map { Double($0)! })
    }
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "../Tests/TagFlowLayoutTests/FewestRowsInstances.swift"
// FAMILY=name keeps one family, MINITEMS=n instances of at least n items (for profiling).
let environment = ProcessInfo.processInfo.environment
let all = instances(in: path).filter { instance in
    (environment["FAMILY"].map { $0 == instance.family } ?? true)
        && instance.widths.count >= Int(environment["MINITEMS"] ?? "0")!
}
struct Tally { var count = 0, optimal = 0, proven = 0, falseProofs = 0, worseThanGreedy = 0; var times: [Double] = [] }
var tallies: [String: Tally] = [:]
for instance in all {
    var configuration = LayoutConfiguration()
    configuration.horizontalSpacing = instance.spacing
    configuration.lineBreaking = .fewestRows
    let items = instance.widths.map { LayoutItem(width: $0, height: 10) }
    let container = Size(width: instance.lineWidth, height: 0)
    let layout = FlowLayout(configuration: configuration)
    var best = Double.infinity
    var result = try! layout.layout(items, in: container)
    for _ in 0..<3 {
        let start = now()
        result = try! layout.layout(items, in: container)
        best = min(best, now() - start)
    }
    configuration.lineBreaking = .greedy
    let greedy = try! FlowLayout(configuration: configuration).layout(items, in: container).lineCount
    if ProcessInfo.processInfo.environment["VERBOSE"] != nil, result.lineCount != instance.optimum {
        print(instance.family, instance.widths.count, "lines", result.lineCount, "optimum", instance.optimum,
              "proven", result.provenOptimal as Any, "greedy", greedy, result.lines)
    }
    let size = instance.widths.count <= 40 ? "≤40" : "41–120"
    for key in ["\(instance.family) \(size)", "all \(size)"] {
        var t = tallies[key, default: Tally()]
        t.count += 1
        if result.lineCount == instance.optimum { t.optimal += 1 }
        if result.provenOptimal == true { t.proven += 1 }
        if result.provenOptimal == true, result.lineCount != instance.optimum { t.falseProofs += 1 }
        if result.lineCount > greedy { t.worseThanGreedy += 1 }
        t.times.append(best)
        tallies[key] = t
    }
}
print("family size          count optimal proven falseProof >greedy  p50 µs   p99 µs   max µs")
for key in tallies.keys.sorted() {
    let t = tallies[key]!
    let times = t.times.sorted()
    func pct(_ p: Double) -> Double { times[min(times.count - 1, Int(Double(times.count) * p))] * 1e6 }
    print(String(format: "%-22@ %5d %6.1f%% %5.1f%% %6d %8d %8.1f %8.1f %8.1f", key as NSString, t.count,
                 100 * Double(t.optimal) / Double(t.count), 100 * Double(t.proven) / Double(t.count), t.falseProofs,
                 t.worseThanGreedy, pct(0.5), pct(0.99), times.last! * 1e6))
}
