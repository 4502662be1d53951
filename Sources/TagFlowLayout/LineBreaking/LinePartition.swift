/// Which items go on which line, in which order: what every line-breaking strategy (greedy,
/// balanced, fewest rows, and the horizontal distributions) hands to placement.
struct LinePartition {
    /// Every item in placement order, line after line (lines past a line limit included).
    var placement: [Int]
    /// Where each line starts in `placement`.
    var lineStarts: [Int] = []
    /// Each line's natural width and height, when the strategy measured them on the way; empty
    /// otherwise (placement then measures the lines itself).
    var lineExtents: [LineExtent] = []
    /// With fewest rows: whether the line count is proven to be the fewest possible; `nil` with
    /// the other strategies.
    var provenOptimal: Bool? = nil
}
