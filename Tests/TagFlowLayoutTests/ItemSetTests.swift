import PropertyBased
import TagFlowTestSupport
import Testing
@testable import TagFlowLayout

/// The word by which `CoverSearch` remembers a set of items left (`ItemSet`): a word of its own
/// for every vector of counts left, its bits the items left.
@Suite("Fewest rows' sets of items left as words")
struct ItemSetTests {
    /// Every vector of counts left of 1…5 classes of 0…5 items, each class from none to all of
    /// its items: no two share a word, and each word sets as many bits as there are items left.
    @Test func everyVectorOfCountsLeftHasAWordOfItsOwn() async {
        await propertyCheck(count: PropertyCounts.scaled(200), input: Gen.int(in: 0...5).array(of: 1...5)) { counts in
            let sets = ItemSet(counts: counts)
            var seen: [UInt64: [Int]] = [:]
            var left = [Int](repeating: 0, count: counts.count)
            while true {
                let word = sets.word(left)
                #expect(seen[word] == nil, "\(left) and \(seen[word] ?? []) share \(word) in \(counts)")
                #expect(word.nonzeroBitCount == left.reduce(0, +), "\(left) of \(counts): \(word)")
                seen[word] = left
                // The next vector, as an odometer.
                var c = 0
                while c < counts.count, left[c] == counts[c] {
                    left[c] = 0
                    c += 1
                }
                guard c < counts.count else { break }
                left[c] += 1
            }
            #expect(seen.count == counts.reduce(1) { $0 * ($1 + 1) })
        }
    }

    /// At a word's limit of 64 items each class keeps to its own bits: the first class's items
    /// the low ones, the last's the high ones.
    @Test func aRunOfSixtyFourItemsFillsTheWord() {
        let sets = ItemSet(counts: [40, 24])
        #expect(ItemSet.limit == 64)
        #expect(sets.word([40, 24]) == .max)
        #expect(sets.word([40, 0]) == (1 << 40) - 1)
        #expect(sets.word([0, 24]) == .max << 40)
        #expect(sets.word([1, 1]) == 1 | 1 << 40)
        #expect(sets.word([0, 0]) == 0)
    }
}
