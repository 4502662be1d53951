/// The one rule for a valid item: both of its sizes finite and ≥ 0.
///
/// Checked for many items at once, as a running check: `(Σ width, Σ height)` and
/// `(least width, least height)` catch every bad size — a NaN or an infinity makes a sum
/// non-finite, a negative size a least one negative — with one addition and one minimum per item
/// and no branch. A sum of huge finite sizes may overflow too; `throwFirstInvalidSize(in:)` then
/// finds that every size is valid. Only when a check fails are the sizes read one by one, to name
/// the first bad one.
struct SizeCheck {
    private var sum = SIMD2<Double>()
    private var least = SIMD2<Double>()
    /// The widths of items whose height is known valid, on their own lanes.
    private var widthSum = 0.0
    private var leastWidth = Double.infinity

    /// Takes both sizes of `item` into the check.
    @inline(__always)
    mutating func add<Item: LineItem>(_ item: Item) {
        add(SIMD2(item.width, item.height))
    }

    /// Takes the width of an item whose height is known to be valid into the check.
    @inline(__always)
    mutating func add(width: Double) {
        widthSum = widthSum + width
        leastWidth = leastWidth < width ? leastWidth : width
    }

    /// Takes a `(width, height)` pair into the check.
    @inline(__always)
    mutating func add(_ size: SIMD2<Double>) {
        sum = sum + size
        // The least of each lane, the running value kept on ties and replaced by a NaN (which the
        // sum catches anyway).
        least = size.replacing(with: least, where: least .< size)
    }

    /// Whether every size taken in is valid (or huge sizes overflowed the sum).
    var passed: Bool {
        sum.x.isFinite && sum.y.isFinite && least.min() >= 0 && widthSum.isFinite && leastWidth >= 0
    }

    /// Throws at the first size of `items` that is negative, infinite or NaN.
    /// - Throws: `TagFlowError` at `items[i].width` or `items[i].height`.
    static func throwFirstInvalidSize<Items: ItemSource>(in items: Items) throws(TagFlowError) {
        for i in items.indices {
            try TagFlowError.checkNonNegative(items[i].width, at: FlowLayout.Argument.items.path(.index(i), "width"))
            try TagFlowError.checkNonNegative(items[i].height, at: FlowLayout.Argument.items.path(.index(i), "height"))
        }
    }

    /// Checks every item, throwing at the first bad size, then its flexible properties
    /// (`checkFlexibility(of:at:)`).
    /// Returns whether any item is flexible.
    @discardableResult
    static func validate(_ items: ItemList) throws(TagFlowError) -> Bool {
        var check = SizeCheck()
        for item in items { check.add(item) }
        if !check.passed { try throwFirstInvalidSize(in: items) }
        var anyFlexible = false
        for i in items.indices where items[i].isFlexible {
            anyFlexible = true
            guard !items[i].hasValidFlexibility else { continue }
            do { try items[i].item.validateFlexibility() } catch { throw error.prefixed(with: FlowLayout.Argument.items.path(.index(i))) }
        }
        return anyFlexible
    }
}

extension LayoutItem {
    /// Whether every flexible property is in range (what `validateFlexibility()` checks, told
    /// without naming the first bad one).
    @inline(__always)
    var hasValidFlexibility: Bool {
        let baselineFits = baseline.map { $0 >= 0 && $0 <= height } ?? true
        return grow >= 0 && grow < .infinity && minWidth >= 0 && minWidth < .infinity && maxWidth >= minWidth && baselineFits
    }

    /// Throws at the first flexible property out of range, its path relative to the item: a
    /// weight that is negative or not finite (`grow`), a minimum that is (`minWidth`), a maximum
    /// below the minimum or NaN (`maxWidth`), a baseline outside the item (`baseline`).
    package func validateFlexibility() throws(TagFlowError) {
        try TagFlowError.checkNonNegative(grow, at: ["grow"])
        try TagFlowError.checkNonNegative(minWidth, at: ["minWidth"])
        guard maxWidth >= minWidth else {
            throw TagFlowError(
                .invalidNumber(maxWidth, allowed: "≥ minWidth (\(formatted(minWidth))), or infinity for none"), at: ["maxWidth"])
        }
        if let baseline, !(baseline >= 0 && baseline <= height) {
            throw TagFlowError(
                .invalidNumber(baseline, allowed: "within the item: 0 … its height (\(formatted(height)))"), at: ["baseline"])
        }
    }
}
