/// Shares items between the fixed number of lines of horizontal scrolling.
enum HorizontalDistributor {
    /// The placement order and line starts for `items` on `lineCount` lines (≥ 1). Lines that would
    /// get no item are left out: they take no height and no spacing.
    static func partition(
        of items: UnsafeBufferPointer<LayoutItem>, lineCount: Int, spacing: Double,
        distribution: HorizontalDistribution
    ) -> (placement: [Int], lineStarts: [Int]) {
        let n = items.count
        guard n > 0 else { return ([], []) }
        switch distribution {
        case .rowMajor:
            let perLine = (n + lineCount - 1) / lineCount
            return (Array(0..<n), Array(stride(from: 0, to: n, by: perLine)))
        case .columnMajor:
            var placement: [Int] = []
            placement.reserveCapacity(n)
            var starts: [Int] = []
            for line in 0..<min(lineCount, n) {
                starts.append(placement.count)
                placement.append(contentsOf: stride(from: line, to: n, by: lineCount))
            }
            return (placement, starts)
        case .balanced:
            return (Array(0..<n), balancedStarts(items, lineCount: lineCount, spacing: spacing))
        }
    }

    /// Consecutive lines whose widest member is as narrow as possible.
    ///
    /// Whether a width `T` admits `lineCount` lines is monotone in `T`, and the optimum is the
    /// width of one of the lines, as greedy packing computes it. A binary search over the ordered
    /// bit patterns of non-negative doubles therefore finds the exact least feasible `T` in at most
    /// 64 greedy passes, with no tolerance involved.
    private static func balancedStarts(
        _ items: UnsafeBufferPointer<LayoutItem>, lineCount: Int, spacing: Double
    ) -> [Int] {
        var widest = 0.0
        var total = -spacing
        for item in items {
            widest = max(widest, item.width)
            total += item.width + spacing
        }
        var low = widest.bitPattern  // feasible iff lines needed at this width ≤ lineCount
        var high = max(total, widest).bitPattern
        while low < high {
            let mid = low + (high - low) / 2
            if linesNeeded(items, maxWidth: Double(bitPattern: mid), spacing: spacing, stopAfter: lineCount) <= lineCount {
                high = mid
            } else {
                low = mid + 1
            }
        }
        let width = Double(bitPattern: low)
        var starts: [Int] = [0]
        var used = items[0].width
        for i in 1..<items.count {
            let extended = used + spacing + items[i].width
            if extended > width {
                starts.append(i)
                used = items[i].width
            } else {
                used = extended
            }
        }
        return starts
    }

    /// Greedy line count at `maxWidth`, stopping early once it exceeds `stopAfter`.
    private static func linesNeeded(
        _ items: UnsafeBufferPointer<LayoutItem>, maxWidth: Double, spacing: Double, stopAfter: Int
    ) -> Int {
        var lines = 1
        var used = items[0].width
        for i in 1..<items.count {
            let extended = used + spacing + items[i].width
            if extended > maxWidth {
                lines += 1
                if lines > stopAfter { return lines }
                used = items[i].width
            } else {
                used = extended
            }
        }
        return lines
    }
}
