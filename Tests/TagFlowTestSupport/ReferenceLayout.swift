import TagFlowLayout

/// A plain model of the layout rules (`TagFlowLayout`'s "Layout rules" page), written from the
/// page and nothing else: arrays, one step after another, no shortcuts, no raw memory. The
/// engine's general path and its fast path are both tested against it.
///
/// It covers wrapping rows (greedy and balanced line breaking, forced breaks, over-wide items, a
/// cap on the items of a line), horizontal rows, flexible items (growth, minimum and maximum
/// widths, as CSS resolves them), every alignment and the last line's own, every line
/// alignment (baselines and stretching included), right to left, the line limit with the "+N"
/// slot (a fixed size or one per count), the collapse slot and the trailing item, the block's
/// vertical alignment, and pixel snapping. `fewestRows` chooses its lines by a search the model does not repeat:
/// `place(lines:…)` places lines given from outside.
public struct ReferenceLayout {
    public let configuration: LayoutConfiguration
    public let items: [LayoutItem]
    public let container: Size
    /// The "+N" slot's size for a count; by default the configuration's fixed size.
    public let indicatorSize: (Int) -> Size?

    public init(
        _ configuration: LayoutConfiguration, items: [LayoutItem], container: Size,
        indicatorSize: ((Int) -> Size?)? = nil
    ) {
        self.configuration = configuration
        self.items = items
        self.container = container
        self.indicatorSize = indicatorSize ?? { _ in configuration.overflowIndicator }
    }

    /// What a layout gives: the engine's result, as plain values.
    public struct Result: Equatable, CustomStringConvertible {
        /// One frame per item, `.zero` for a hidden one.
        public var frames: [Rect]
        public var hidden: [Bool]
        /// The input indices of each visible line, from its leading edge.
        public var lines: [[Int]]
        public var lineFrames: [Rect]
        /// Every line the items form, hidden ones (and a collapse slot's) included.
        public var lineCount: Int
        public var contentSize: Size
        public var fittingSize: Size
        public var overflow: OverflowPlacement?
        public var collapseFrame: Rect?
        public var trailingFrame: Rect? = nil

        public var description: String {
            "lines \(lines) of \(lineCount), frames \(frames), content \(contentSize), fitting \(fittingSize), line frames \(lineFrames)"
                + (overflow.map { ", overflow \($0)" } ?? "") + (collapseFrame.map { ", collapse \($0)" } ?? "")
                + (trailingFrame.map { ", trailing \($0)" } ?? "")
        }
    }

    // MARK: The rules' terms

    /// `W`: the container width less the insets, never below 0.
    public var lineWidth: Double { max(0, container.width - configuration.contentInset.left - configuration.contentInset.right) }
    var spacing: Double { configuration.horizontalSpacing }
    var vertical: Bool { configuration.scrollDirection == .vertical }
    var maxItems: Int { configuration.maxItemsPerLine ?? .max }
    /// An exact fit stays on the line; the tolerance is against float noise only.
    func fits(_ width: Double) -> Bool { width <= lineWidth + FlowLayout.tolerance }
    func isOverWide(_ item: LayoutItem) -> Bool { !fits(hypothetical(item)) }
    func standsAlone(_ item: LayoutItem) -> Bool { item.lineBreak == .fillsLine || isOverWide(item) }

    /// An item's width within its minimum and maximum: what it brings to line breaking.
    func hypothetical(_ item: LayoutItem) -> Double { clamp(item.width, item) }

    func clamp(_ width: Double, _ item: LayoutItem) -> Double { max(item.minWidth, min(width, item.maxWidth)) }

    /// The width an item takes on its line before growth: in wrapping rows shrunk to `W` (a
    /// `fillsLine` item takes `W`) but kept within its minimum and maximum; its own (within
    /// them) in horizontal rows.
    func width(of item: LayoutItem) -> Double {
        if let grid { return item.lineBreak == .fillsLine ? Double(grid.count) * grid.cell + Double(grid.count - 1) * spacing : grid.cell }
        guard vertical else { return hypothetical(item) }
        return clamp(item.lineBreak == .fillsLine ? lineWidth : min(hypothetical(item), lineWidth), item)
    }

    /// A line's natural width: its items' widths and the spacings between them, summed item by
    /// item from the first.
    func naturalWidth(_ line: [Int]) -> Double {
        guard let first = line.first else { return 0 }
        // A grid's row: its cells and the gaps between them.
        if let grid, items[first].lineBreak != .fillsLine {
            return Double(line.count) * grid.cell + Double(line.count - 1) * spacing
        }
        return line.dropFirst().reduce(width(of: items[first])) { $0 + spacing + width(of: items[$1]) }
    }

    // MARK: Lines

    /// An equal-width grid's columns: as many at least the minimum width wide as fit with the
    /// gaps between them (at most the cap on a line's items), sharing the line; one column of
    /// the minimum width where not even one fits.
    var grid: (count: Int, cell: Double)? {
        guard let minimum = configuration.columns?.minimumWidth else { return nil }
        guard fits(minimum) else { return (1, minimum) }
        var count = 1
        while count < maxItems, fits(Double(count + 1) * minimum + Double(count) * spacing) { count += 1 }
        return (count, (lineWidth - Double(count - 1) * spacing) / Double(count))
    }

    /// The lines the configuration's strategy forms (all of them, before any limit).
    public func lines() -> [[Int]] {
        guard vertical else { return horizontalLines() }
        if let grid { return gridLines(columns: grid.count) }
        switch configuration.lineBreaking {
        case .greedy: return greedyLines(items.indices)
        case .balanced: return balancedLines()
        case .fewestRows: preconditionFailure("the reference does not search: use place(lines:)")
        }
    }

    /// Greedy: each line takes items in order while the next one fits; an item that starts a
    /// line, or stands alone, or follows one that does, begins a new one.
    func greedyLines(_ range: Range<Int>) -> [[Int]] {
        var lines: [[Int]] = []
        for i in range {
            let item = items[i]
            if let last = lines.last, let previous = last.last, last.count < maxItems,
                item.lineBreak == .normal, !standsAlone(item), !standsAlone(items[previous]),
                fits(naturalWidth(last) + spacing + hypothetical(item))
            {
                lines[lines.count - 1].append(i)
            } else {
                lines.append([i])
            }
        }
        return lines
    }

    /// A grid's rows: items in reading order, a row full at `columns` items; a line-break flag
    /// starts a new row, and an item that fills its line has a row of its own.
    func gridLines(columns: Int) -> [[Int]] {
        var lines: [[Int]] = []
        for i in items.indices {
            if let last = lines.last, last.count < columns, items[i].lineBreak == .normal, items[last.last!].lineBreak != .fillsLine {
                lines[lines.count - 1].append(i)
            } else {
                lines.append([i])
            }
        }
        return lines
    }

    /// Balanced: runs between forced breaks keep greedy's line count each, and among the breaks
    /// into that many lines that fit, take the least sum of squared free space; among equal sums,
    /// the earlier lines take more. A plain O(n²) programme over (first item, lines left).
    func balancedLines() -> [[Int]] {
        var runs: [Range<Int>] = []
        var start = 0
        for i in items.indices where i > 0 && isForcedBreak(before: i) {
            runs.append(start..<i)
            start = i
        }
        if !items.isEmpty { runs.append(start..<items.count) }
        return runs.flatMap { balancedLines(of: $0, lineCount: greedyLines($0).count) }
    }

    func isForcedBreak(before i: Int) -> Bool {
        items[i].lineBreak != .normal || standsAlone(items[i]) || standsAlone(items[i - 1])
    }

    private func balancedLines(of run: Range<Int>, lineCount: Int) -> [[Int]] {
        guard lineCount > 1 else { return [Array(run)] }
        let end = run.upperBound
        // best[a][k]: the least cost of breaking items a..<end into k lines, and the next start.
        var best = [Int: [Int: (cost: Double, next: Int)]]()
        func cost(_ a: Int, _ k: Int) -> (cost: Double, next: Int)? {
            if a == end { return k == 0 ? (0, end) : nil }
            if k == 0 { return nil }
            if let known = best[a]?[k] { return known }
            var found: (cost: Double, next: Int)? = nil
            for b in (a + 1)...end {
                let width = naturalWidth(Array(a..<b))
                guard b == a + 1 || (fits(width) && b - a <= maxItems) else { break }
                guard let rest = cost(b, k - 1) else { continue }
                let free = lineWidth - width
                let total = free * free + rest.cost
                if found == nil || total <= found!.cost { found = (total, b) }
            }
            best[a, default: [:]][k] = found
            return found
        }
        guard cost(run.lowerBound, lineCount) != nil else { return greedyLines(run) }
        var lines: [[Int]] = []
        var a = run.lowerBound
        for k in stride(from: lineCount, to: 0, by: -1) {
            let next = cost(a, k)!.next
            lines.append(Array(a..<next))
            a = next
        }
        return lines
    }

    /// Horizontal rows: `max(1, numberOfLines)` lines, filled row by row, round robin, or split
    /// so that the widest line is as narrow as possible (greedy at that width).
    func horizontalLines() -> [[Int]] {
        let count = items.count
        guard count > 0 else { return [] }
        // With a cap on the items of a line, as many lines as the items need.
        let lineCount = max(max(1, configuration.numberOfLines ?? 1), (count + min(maxItems, count) - 1) / min(maxItems, count))
        switch configuration.horizontalDistribution {
        case .rowMajor:
            let perLine = (count + lineCount - 1) / lineCount
            return stride(from: 0, to: count, by: perLine).map { Array($0..<min(count, $0 + perLine)) }
        case .columnMajor:
            return (0..<min(lineCount, count)).map { Array(stride(from: $0, to: count, by: lineCount)) }
        case .balanced:
            // The widest line of the best split is the natural width of some run of items, at
            // least the widest item.
            let widest = items.map(hypothetical).max()!
            let candidates = Set(items.indices.flatMap { a in (a + 1...count).map { naturalWidth(Array(a..<$0)) } })
            let narrowest = candidates.filter { $0 >= widest }.sorted().first { rowsAt($0).count <= lineCount }!
            return rowsAt(narrowest)
        }
    }

    /// Consecutive items in lines of at most `width`, each line as long as it can be.
    private func rowsAt(_ width: Double) -> [[Int]] {
        var lines: [[Int]] = []
        for i in items.indices {
            if let last = lines.last, last.count < maxItems, naturalWidth(last) + spacing + hypothetical(items[i]) <= width {
                lines[lines.count - 1].append(i)
            } else {
                lines.append([i])
            }
        }
        return lines
    }
}
