/// The columns of an equal-width grid (`LayoutConfiguration.Columns`), as CSS grid's
/// `repeat(auto-fill, minmax(M, 1fr))` makes them with the spacing as the gap: as many columns at
/// least `M` wide as fit in the line (at most `maxItemsPerLine`), sharing it equally; where even
/// one does not fit, one column `M` wide.
struct GridColumns {
    /// The number of columns (≥ 1), the width of each, and the gap between them.
    let count: Int
    let cellWidth: Double
    let spacing: Double

    init(minimumWidth: Double, rules: LineRules) {
        spacing = rules.spacing
        guard rules.fits(minimumWidth) else {
            count = 1
            cellWidth = minimumWidth
            return
        }
        // Columns of `M` and the gaps between them: n·M + (n − 1)·hs ≤ W (with the fit tolerance).
        let fitting = ((rules.fitLimit + rules.spacing) / (minimumWidth + rules.spacing)).rounded(.down)
        count = max(1, min(rules.maxItems, Int(min(fitting, Double(Int32.max)))))
        cellWidth = (rules.lineWidth - Double(count - 1) * rules.spacing) / Double(count)
    }

    /// A whole row of cells with the gaps between them: what an item that fills its line takes.
    var rowWidth: Double { Double(count) * cellWidth + Double(count - 1) * spacing }
}

/// The rows of an equal-width grid: items in reading order, `columns.count` to a row; an item
/// that starts a new line starts a new row, and one that fills its line takes a row of its own.
enum GridRows {
    static func partition<Items: ItemSource>(of items: Items, columns: GridColumns) -> LinePartition {
        var partition = LinePartition()
        var inRow = 0
        for i in items.indices {
            let item = items[i]
            let alone = item.lineBreak == .fillsLine || (i > 0 && items[i - 1].lineBreak == .fillsLine)
            if i == 0 || inRow == columns.count || item.lineBreak != .normal || alone {
                partition.lineStarts.append(i)
                inRow = 0
            }
            inRow += 1
        }
        return partition
    }
}
