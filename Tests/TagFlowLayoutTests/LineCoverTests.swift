import PropertyBased
import TagFlowTestSupport
import Testing
@testable import TagFlowLayout

/// The nearly full lines `LineCover` lists for its exact cover: every sub-multiset of the items
/// whose load lies in the window, none other, fullest first — held to a plain enumeration of every
/// count of every class.
@Suite("Fewest rows' nearly full lines")
struct LineCoverTests {
    /// 1…9 whole-number weights (so sums are exact), a capacity, and the free space allowed as a
    /// share of it.
    static let input = zip(Gen.int(in: 1...60).array(of: 1...9), Gen.int(in: 20...130), Gen.int(in: 0...33))

    @Test func theListIsEveryLineOfTheWindowFullestFirst() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: Self.input) { raw, capacity, percent in
            let weights = raw.filter { $0 <= capacity }
            guard !weights.isEmpty else { return }
            let (classWeights, counts) = ThreeToALineTests.classes(weights)
            let slack = Double(capacity * percent / 100)
            var budget = BinCompletion.Budget(units: 1_000_000)
            let problem = LineCover(weights: classWeights, counts: counts, capacity: Double(capacity))
            guard let listed = problem.candidates(slack: slack, limit: .max, budget: &budget) else {
                Issue.record("out of budget: \(weights) in \(capacity)")
                return
            }
            let lines = (0..<listed.count).map { Array(listed.line($0)) }
            let expected = Self.everyLine(classWeights, counts, capacity: Double(capacity), least: Double(capacity) - slack)
            #expect(Set(lines) == Set(expected), "\(weights) in \(capacity), slack \(slack)")
            #expect(lines.count == expected.count, "\(weights) in \(capacity), slack \(slack)")
            for k in 0..<listed.count {
                let load = lines[k].reduce(0.0) { $0 + classWeights[$1] }
                #expect(listed.waste[k] == Double(capacity) - load)
                if k > 0 { #expect(listed.waste[k - 1] <= listed.waste[k]) }
            }
        }
    }

    /// Every count of every class whose load lies in `least...capacity`, as lines of classes
    /// ascending.
    static func everyLine(_ weights: [Double], _ counts: [Int], capacity: Double, least: Double) -> [[Int]] {
        var lines: [[Int]] = []
        var taken = [Int](repeating: 0, count: counts.count)
        while true {
            let load = taken.indices.reduce(0.0) { $0 + Double(taken[$1]) * weights[$1] }
            if load >= least, load <= capacity {
                lines.append(taken.indices.flatMap { [Int](repeating: $0, count: taken[$0]) })
            }
            // The next count vector, as an odometer.
            var c = 0
            while c < counts.count, taken[c] == counts[c] {
                taken[c] = 0
                c += 1
            }
            if c == counts.count { return lines }
            taken[c] += 1
        }
    }
}
