#if canImport(Glibc)
import Glibc
#endif

/// The side-by-side results as text: the rounds' medians and ratios, and the resident memory
/// table (each figure from a process of its own).
@MainActor
public enum SideBySideReport {
    /// The tag counts compared.
    public static let sizes = [100, 1000, 10_000]

    /// Runs `rounds` alternating rounds at each size (fewer at 10 000 tags) after one warm-up
    /// round, and prints each phase's median time per contender and the median ratios.
    public static func printRounds(rounds: Int) {
        print("phase, tags: median ms (widget / GtkFlowBox / headless) — median ratios widget:GtkFlowBox, widget:headless, headless:GtkFlowBox")
        for n in sizes {
            // A warm-up round, then rounds of texts never shown before.
            _ = try! SideBySide.round(ComparisonTexts.make(n, round: 999), index: 1)
            let all = (0..<(n == 10_000 ? max(3, rounds / 3) : rounds)).map {
                try! SideBySide.round(ComparisonTexts.make(n, round: $0), index: $0)
            }
            for (phase, times) in [("build + first allocation", all.map(\.build)), ("relayout", all.map(\.relayout))] {
                let ms = Contender.allCases.map { c in format(median(times.map { Double($0[c]!) }) / 1e6) }
                let ratios = [(Contender.widget, Contender.flowBox), (.widget, .headless), (.headless, .flowBox)].map { a, b in
                    format(median(times.map { Double($0[a]!) / Double(max(1, $0[b]!)) }))
                }
                print("\(phase), \(n): \(ms.joined(separator: " / ")) ms — \(ratios.joined(separator: ", "))")
            }
        }
    }

    /// Runs this program once per contender, size and warm-up choice (three times each, the
    /// median kept) and prints the resident memory each collection added, in MiB, and the time
    /// its build took, with the widget's ratios to GtkFlowBox: *first* is a process's first
    /// collection (its text engine's set-up counted), *warm* one after a collection of ten tags.
    public static func printResidentTable(program: String, options: String) {
        print("tags, first or warm: resident MiB widget / GtkFlowBox / headless — widget:GtkFlowBox; build ms (same) — ratio")
        for n in sizes {
            for warm in ["first", "warm"] {
                let runs = Contender.allCases.map { c in (0..<3).map { _ in oneProcess(program, "\(options) --resident-one \(c.rawValue) \(n) \(warm)") } }
                let kib = runs.map { median($0.map { $0.first ?? .nan }) }
                let ms = runs.map { median($0.map { ($0.last ?? .nan) / 1e6 }) }
                print("\(n) \(warm): \(kib.map { format($0 / 1024) }.joined(separator: " / ")) MiB — \(format(kib[0] / max(1, kib[1])));"
                    + " \(ms.map(format).joined(separator: " / ")) ms — \(format(ms[0] / ms[1]))")
            }
        }
    }

    /// Runs the list side by side, each kind in a process of its own, `runs` times alternating,
    /// and prints the medians: start-up to the first painted frame, resident memory added, and
    /// the frame times of `pages` page-down scrolls (median run's p50, p95, max).
    public static func printListTable(program: String, options: String, count: Int, pages: Int, runs: Int) {
        print("list of \(count) rows, \(pages) pages down, \(runs) runs: widget / GtkFlowBox — ratio")
        var results: [ListSideBySide.Rows: [[Double]]] = [:]
        for run in 0..<runs {
            let order: [ListSideBySide.Rows] = run % 2 == 0 ? [.widget, .flowBox] : [.flowBox, .widget]
            for rows in order {
                results[rows, default: []].append(oneProcess(program, "\(options) --list-one \(rows.rawValue) \(count) \(pages)"))
            }
        }
        let names = ["start-up to the first frame, ms", "resident memory added, MiB", "page-down frame p50, ms", "page-down frame p95, ms",
                     "page-down frame max, ms"]
        for (i, name) in names.enumerated() {
            let values = [ListSideBySide.Rows.widget, .flowBox].map { rows in
                median(results[rows, default: []].map { $0.count > i ? (i == 1 ? $0[i] / 1024 : $0[i]) : .nan })
            }
            print("\(name): \(format(values[0])) / \(format(values[1])) — \(format(values[0] / values[1]))")
        }
    }

    /// The numbers `program` prints on its first line, run as `arguments` in a process of its own.
    private static func oneProcess(_ program: String, _ arguments: String) -> [Double] {
        guard let pipe = popen("'\(program)' \(arguments)", "r") else { return [] }
        defer { pclose(pipe) }
        var line = [CChar](repeating: 0, count: 256)
        guard fgets(&line, Int32(line.count), pipe) != nil else { return [] }
        let text = String(decoding: line.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: " ").compactMap { Double($0) }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }

    static func format(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : value >= 1 ? String(Double(Int(value * 100)) / 100) : String(Double(Int(value * 1000)) / 1000)
    }
}
