/// A run's items left as the bits of a word: class `c`'s items own the bits from `offsets[c]` on,
/// and the first `left[c]` of them are set. One word for each vector of counts and one vector for
/// each word, so `CoverSearch` remembers the sets of items that failed by a word, hashed at the
/// cost of one, not by an array hashed class by class (and copied when the search next moves).
struct ItemSet {
    /// The most items a run may have.
    static let limit = UInt64.bitWidth

    /// Where each class's bits start: the items of the classes before it.
    private let offsets: [Int]

    /// The sets of a run with `counts` items of each class (at most `limit` in all).
    init(counts: [Int]) {
        var offsets: [Int] = []
        offsets.reserveCapacity(counts.count)
        var items = 0
        for count in counts {
            precondition(count >= 0, "a class of \(count) items")
            offsets.append(items)
            items += count
        }
        precondition(items <= Self.limit, "\(items) items, past the \(Self.limit) a word holds")
        self.offsets = offsets
    }

    /// The word of `left` items of each class (each at most the run's count of it).
    func word(_ left: [Int]) -> UInt64 {
        var word: UInt64 = 0
        for c in left.indices where left[c] > 0 { word |= (UInt64.max >> UInt64(Self.limit - left[c])) << UInt64(offsets[c]) }
        return word
    }
}
