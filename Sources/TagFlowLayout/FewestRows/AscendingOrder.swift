/// The order of values (free space or loads, never negative) smallest first, ties in their
/// order: a bucket sort over `0...largest`, each bucket kept in order by insertion. The lists it
/// orders (tens of thousands of nearly full lines, spread over a narrow window) are what a
/// comparison sort is slowest at next to the search it serves.
enum AscendingOrder {
    /// The indices of `values` (each in `0...largest`, finite) by value, ties by index.
    static func of(_ values: [Double], largest: Double) -> [Int] {
        let n = values.count
        // About one value a bucket; the scale puts `largest` in the last one.
        let scale = Double(n - 1) / largest
        guard n > 1, scale.isFinite, scale > 0 else {
            return values.indices.sorted { values[$0] < values[$1] || (values[$0] == values[$1] && $0 < $1) }
        }
        var starts = [Int](repeating: 0, count: n + 1)
        var buckets = [Int](repeating: 0, count: n)
        do {
            var bucketOf = buckets.mutableSpan
            var sizes = starts.mutableSpan
            for k in 0..<n {
                let b = bucket(values[k], scale: scale, count: n)
                bucketOf[k] = b
                sizes[b + 1] += 1
            }
            for b in 0..<n { sizes[b + 1] += sizes[b] }
        }
        // The values are placed beside their indices, so that the insertion compares neighbours.
        var order = [Int](repeating: 0, count: n)
        var placed = [Double](repeating: 0, count: n)
        var filled = starts
        var orderSpan = order.mutableSpan
        var placedSpan = placed.mutableSpan
        for k in 0..<n {
            let b = buckets[k]
            let value = values[k]
            // Insertion into the bucket's sorted run: earlier indices stay ahead of equal values.
            var at = filled[b]
            while at > starts[b], placedSpan[at - 1] > value {
                orderSpan[at] = orderSpan[at - 1]
                placedSpan[at] = placedSpan[at - 1]
                at -= 1
            }
            orderSpan[at] = k
            placedSpan[at] = value
            filled[b] += 1
        }
        return order
    }

    /// The bucket of `value`: monotone in it, so the buckets in turn are in order.
    @inline(__always)
    private static func bucket(_ value: Double, scale: Double, count: Int) -> Int {
        min(count - 1, max(0, Int(value * scale)))
    }
}
