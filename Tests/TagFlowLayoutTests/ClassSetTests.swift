import PropertyBased
import TagFlowTestSupport
import Testing
@testable import TagFlowLayout

/// The class sets the cover's scans test lines by, held to counting a line's items against the
/// items left one class at a time.
@Suite("Fewest rows' class sets")
struct ClassSetTests {
    /// A line's classes (ascending, with repeats) and the items left of each class, over the
    /// whole width of a set: classes up to 63, counts of 0–3.
    static let input = zip(Gen.int(in: 0...63).array(of: 0...9), Gen.int(in: 0...3).array(of: 64...64))

    /// Whether the line fits the items left, counted the plain way.
    static func fits(_ line: [Int], left: [Int]) -> Bool {
        Dictionary(line.map { ($0, 1) }, uniquingKeysWith: +).allSatisfy { left[$0.key] >= $0.value }
    }

    @Test func theSetsDecideALineAsCountingDoesOrLeaveItToCounting() async {
        await propertyCheck(count: PropertyCounts.scaled(2000), input: Self.input) { raw, counts in
            let line = raw.sorted()
            let sets = ClassSet.Line(ascending: line.map(UInt8.init))
            let decided = ClassSet.Left(counts).admits(once: sets.once, repeated: sets.repeated)
            let holdsAClassTwice = Set(line).count < line.count
            // Undecided only for a line that holds a class twice; decided, as counting decides.
            #expect(decided != nil || holdsAClassTwice, "\(line) in \(counts)")
            if let decided { #expect(decided == Self.fits(line, left: counts), "\(line) in \(counts)") }
        }
    }

    @Test func aLinesSetsAreTheClassesItHoldsAndThoseItHoldsTwice() {
        let sets = ClassSet.Line(ascending: [0, 3, 3, 3, 63] as [UInt8])
        #expect(sets.once == (1 | 1 << 3 | 1 << 63) as UInt64)
        #expect(sets.repeated == 1 << 3)
        #expect(ClassSet.contains(sets.once, 63) && !ClassSet.contains(sets.once, 62))
        let left = ClassSet.Left([1, 0, 2, 5])
        #expect(left.once == 0b1101 && left.twice == 0b1100)
    }
}
