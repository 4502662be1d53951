/// Which items go on which line, in which order: what every line-breaking strategy (balanced,
/// fewest rows, the horizontal distributions, and greedy under a line limit) hands to placement.
struct LinePartition {
    /// Every item in placement order, line after line (lines past a line limit included); empty
    /// when that order is the input order, as it is for every strategy that keeps the order.
    var placement: [Int] = []
    /// Where each line starts in placement order.
    var lineStarts: [Int] = []
    /// Each line's natural width and height, when the strategy measured them on the way; empty
    /// otherwise (placement then measures the lines itself).
    var lineExtents: [LineExtent] = []
    /// With fewest rows: whether the line count is proven to be the fewest possible; `nil` with
    /// the other strategies.
    var provenOptimal: Bool? = nil
}

/// The order in which placement reads items: how a line's positions map to input indices.
/// Placement is generic over it, so the common case (input order) costs no look-up.
protocol PlacementOrder {
    /// The input index of the item at placement position `k`.
    func index(_ k: Int) -> Int
}

/// Placement order is input order.
struct InputOrder: PlacementOrder {
    @inline(__always)
    func index(_ k: Int) -> Int { k }
}

/// Placement order is given by a permutation of the input indices.
struct PermutedOrder: PlacementOrder {
    let permutation: ArrayView<Int>

    @inline(__always)
    func index(_ k: Int) -> Int { permutation[k] }
}

/// A partition reads its own placement order (the input order when it stores none).
extension LinePartition: PlacementOrder {
    @inline(__always)
    func index(_ k: Int) -> Int {
        placement.isEmpty ? k : placement[k]
    }
}
