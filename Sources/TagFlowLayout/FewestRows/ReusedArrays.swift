extension Array {
    /// The array as `count` copies of `value`, in its own storage when that is large enough and
    /// not shared: the working arrays of a solve made at every node of a search are allocated once.
    mutating func refill(with value: Element, count: Int) {
        removeAll(keepingCapacity: true)
        append(contentsOf: repeatElement(value, count: count))
    }
}
