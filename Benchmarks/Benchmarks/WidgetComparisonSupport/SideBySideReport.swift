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
            let texts = ComparisonTexts.make(n)
            _ = try! SideBySide.round(texts, index: 1)
            let all = (0..<(n == 10_000 ? max(3, rounds / 3) : rounds)).map { try! SideBySide.round(texts, index: $0) }
            for (phase, times) in [("build + first allocation", all.map(\.build)), ("relayout", all.map(\.relayout))] {
                let ms = Contender.allCases.map { c in format(median(times.map { Double($0[c]!) }) / 1e6) }
                let ratios = [(Contender.widget, Contender.flowBox), (.widget, .headless), (.headless, .flowBox)].map { a, b in
                    format(median(times.map { Double($0[a]!) / Double(max(1, $0[b]!)) }))
                }
                print("\(phase), \(n): \(ms.joined(separator: " / ")) ms — \(ratios.joined(separator: ", "))")
            }
        }
    }

    /// Runs this program once per contender, size and warm-up choice and prints the resident
    /// memory each collection added, in MiB, with the widget's ratios to GtkFlowBox.
    public static func printResidentTable(program: String) {
        print("tags, engine set-up counted (first) or not (warm): resident MiB widget / GtkFlowBox / headless — widget:GtkFlowBox")
        for n in sizes {
            for warm in ["first", "warm"] {
                let kib = Contender.allCases.map { c in Double(residentGrowth(program, c, n, warm)) }
                let mib = kib.map { format($0 / 1024) }
                print("\(n) \(warm): \(mib.joined(separator: " / ")) — \(format(kib[0] / max(1, kib[1])))")
            }
        }
    }

    /// The growth `program --resident-one` reports, in KiB.
    private static func residentGrowth(_ program: String, _ contender: Contender, _ n: Int, _ warm: String) -> Int {
        let command = "'\(program)' --resident-one \(contender.rawValue) \(n) \(warm)"
        guard let pipe = popen(command, "r") else { return -1 }
        defer { pclose(pipe) }
        var line = [CChar](repeating: 0, count: 64)
        guard fgets(&line, Int32(line.count), pipe) != nil else { return -1 }
        return Int(String(decoding: line.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) ?? -1
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }

    static func format(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : value >= 1 ? String(Double(Int(value * 100)) / 100) : String(Double(Int(value * 1000)) / 1000)
    }
}
