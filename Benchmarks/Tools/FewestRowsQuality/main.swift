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
    /// `nil` where the file says `?` (not solved: only proofs and times are measured).
    var optimum: Int?
    var widths: [Double]
}

func instances(in path: String) -> [Instance] {
    let text = try! String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
        let parts = line.split(separator: ";", omittingEmptySubsequences: false)
        guard parts.count == 5, parts[3] == "?" || Int(parts[3]) != nil else { return nil }
        return Instance(
            family: String(parts[0]), lineWidth: Double(parts[1])!, spacing: Double(parts[2])!, optimum: Int(parts[3]),
            widths: parts[4].split(separator: ",").map { Double($0)! })
    }
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "../Tests/TagFlowLayoutTests/FewestRowsInstances.swift"
// FAMILY=name keeps one family, MINITEMS=n instances of at least n items, ONLY=k the k-th instance
// kept (0-based; for profiling, with CALLS=n layouts of it); SLOWEST=n prints the n slowest inputs,
// VERBOSE=1 those off their optimum or unproven, ALL=1 every result's lines (to compare two builds).
let environment = ProcessInfo.processInfo.environment
var all = instances(in: path).filter { instance in
    (environment["FAMILY"].map { $0 == instance.family } ?? true)
        && instance.widths.count >= Int(environment["MINITEMS"] ?? "0")!
}
if let only = environment["ONLY"].flatMap(Int.init) { all = [all[only]] }
let calls = environment["CALLS"].flatMap(Int.init) ?? 3
struct Tally {
    var count = 0, solved = 0, optimal = 0, proven = 0, falseProofs = 0, worseThanGreedy = 0
    var times: [Double] = []
}
var tallies: [String: Tally] = [:]
var slowest: [(time: Double, line: String)] = []
for instance in all {
    var configuration = LayoutConfiguration()
    configuration.horizontalSpacing = instance.spacing
    configuration.lineBreaking = .fewestRows
    let items = instance.widths.map { LayoutItem(width: $0, height: 10) }
    let container = Size(width: instance.lineWidth, height: 0)
    let layout = FlowLayout(configuration: configuration)
    var best = Double.infinity
    var result = try! layout.layout(items, in: container)
    for _ in 0..<calls {
        let start = now()
        result = try! layout.layout(items, in: container)
        best = min(best, now() - start)
    }
    configuration.lineBreaking = .greedy
    let greedy = try! FlowLayout(configuration: configuration).layout(items, in: container).lineCount
    let text = "\(instance.family);\(instance.lineWidth);\(instance.spacing);\(instance.optimum.map(String.init) ?? "?");"
        + instance.widths.map { "\($0)" }.joined(separator: ",")
    if environment["VERBOSE"] != nil, (instance.optimum.map { $0 != result.lineCount } ?? false) || result.provenOptimal != true {
        print("lines", result.lineCount, "proven", result.provenOptimal as Any, "greedy", greedy, "items", items.count, text)
    }
    if environment["ALL"] != nil { print("all", result.provenOptimal as Any, result.lines, text) }
    slowest.append((best, text))
    let size = instance.widths.count <= 40 ? "≤40" : "41–120"
    for key in ["\(instance.family) \(size)", "all \(size)"] {
        var t = tallies[key, default: Tally()]
        t.count += 1
        if let optimum = instance.optimum {
            t.solved += 1
            if result.lineCount == optimum { t.optimal += 1 }
            if result.provenOptimal == true, result.lineCount != optimum { t.falseProofs += 1 }
        }
        if result.provenOptimal == true { t.proven += 1 }
        if result.lineCount > greedy { t.worseThanGreedy += 1 }
        t.times.append(best)
        tallies[key] = t
    }
}
if let n = environment["SLOWEST"].flatMap(Int.init) {
    for (time, line) in slowest.sorted(by: { $0.time > $1.time }).prefix(n) { print(String(format: "%8.1f µs ", time * 1e6) + line) }
}
// "optimal" is the share of the instances whose optimum the file gives (`solved`).
print("family size          count solved optimal proven falseProof >greedy  p50 µs   p99 µs   max µs")
for key in tallies.keys.sorted() {
    let t = tallies[key]!
    let times = t.times.sorted()
    func pct(_ p: Double) -> Double { times[min(times.count - 1, Int(Double(times.count) * p))] * 1e6 }
    let optimal: Double = t.solved == 0 ? 0 : 100 * Double(t.optimal) / Double(t.solved)
    let proven: Double = 100 * Double(t.proven) / Double(t.count)
    print(String(format: "%-22@ %5d %6d %6.1f%% %5.1f%% %6d %8d %8.1f %8.1f %8.1f", key as NSString, t.count, t.solved,
                 optimal, proven, t.falseProofs, t.worseThanGreedy, pct(0.5), pct(0.99), times.last! * 1e6))
}
