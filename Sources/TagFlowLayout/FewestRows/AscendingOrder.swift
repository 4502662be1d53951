/// The order of values (free space or loads, never negative) smallest first, ties in their
/// order: a bucket sort over `0...largest`, each bucket kept in order by insertion. The lists it
/// orders (tens of thousands of nearly full lines, spread evenly over a narrow window) are what a
/// comparison sort is slowest at next to the search it serves.
enum AscendingOrder {
    /// The indices of `values` (each in `0...largest`, finite) by value, ties by index.
    static func of(_ values: [Double], largest: Double) -> [Int] {
        let n = values.count
        // About two values a bucket; the scale puts `largest` in the last one.
        let buckets = n / 2 + 1
        let scale = Double(buckets - 1) / largest
        guard n > 1, scale.isFinite, scale > 0 else {
            return values.indices.sorted { values[$0] < values[$1] || (values[$0] == values[$1] && $0 < $1) }
        }
        var starts = [Int](repeating: 0, count: buckets + 1)
        for value in values { starts[bucket(value, scale: scale, buckets: buckets) + 1] += 1 }
        for b in 0..<buckets { starts[b + 1] += starts[b] }
        var order = [Int](repeating: 0, count: n)
        var filled = starts
        for (k, value) in values.enumerated() {
            let b = bucket(value, scale: scale, buckets: buckets)
            // Insertion into the bucket's sorted run: earlier indices stay ahead of equal values.
            var at = filled[b]
            while at > starts[b], values[order[at - 1]] > value {
                order[at] = order[at - 1]
                at -= 1
            }
            order[at] = k
            filled[b] += 1
        }
        return order
    }

    /// The bucket of `value`: monotone in it, so the buckets in turn are in order.
    @inline(__always)
    private static func bucket(_ value: Double, scale: Double, buckets: Int) -> Int {
        min(buckets - 1, max(0, Int(value * scale)))
    }
}
