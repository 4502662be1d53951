/// Where a straight pointer path first enters a rectangle, for swipe selection: a fast swipe
/// reports points far apart, and every tag between two of them must still count as crossed.
enum SegmentCrossing {
    /// The fraction `t` in `0...1` of the path from `a` to `b` at which it first touches `rect`
    /// (0 when `a` is inside), or `nil` when it misses. Liang–Barsky clipping.
    static func entry(from a: Point, to b: Point, into rect: Rect) -> Double? {
        let dx = b.x - a.x
        let dy = b.y - a.y
        var t0 = 0.0
        var t1 = 1.0
        // Each pair: the direction along one axis and the distance to one of the rect's edges.
        let tests: [(p: Double, q: Double)] = [
            (-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y),
        ]
        for (p, q) in tests {
            if p == 0 {
                if q < 0 { return nil }  // parallel to this edge and outside it
                continue
            }
            let r = q / p
            if p < 0 {
                if r > t1 { return nil }
                t0 = max(t0, r)
            } else {
                if r < t0 { return nil }
                t1 = min(t1, r)
            }
        }
        return t0 <= t1 ? t0 : nil
    }
}
