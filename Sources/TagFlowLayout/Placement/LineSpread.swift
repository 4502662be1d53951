/// How a line spreads its free space along its length: where its first item starts (from the
/// left, before right-to-left mirroring), the extra space in every gap, and how much every item
/// grows. One value per alignment rule.
struct LineSpread {
    var start = 0.0
    var gap = 0.0
    var grow = 0.0

    /// The spread for an alignment (already swapped for right-to-left), given the line's free
    /// space, its slots (items plus an overflow indicator), the items that may grow, and whether
    /// it is the last of several lines.
    static func spread(
        _ alignment: LayoutConfiguration.Alignment, free: Double, slots: Int, growable: Int, isLastOfAll: Bool
    ) -> LineSpread {
        guard slots > 0 else { return LineSpread() }
        switch alignment {
        case .leading, .left:
            return LineSpread()
        case .trailing, .right:
            return LineSpread(start: free)
        case .center:
            return LineSpread(start: free / 2)
        case .spaceBetween:
            return slots > 1 ? LineSpread(gap: free / Double(slots - 1)) : LineSpread()
        case .spaceAround:
            let share = free / Double(slots)
            return LineSpread(start: share / 2, gap: share)
        case .spaceEvenly:
            let share = free / Double(slots + 1)
            return LineSpread(start: share, gap: share)
        case .fillWidth:
            return growable > 0 ? LineSpread(grow: free / Double(growable)) : LineSpread()
        case .fillWidthExceptLastLine:
            return growable > 0 && !isLastOfAll ? LineSpread(grow: free / Double(growable)) : LineSpread()
        }
    }
}
