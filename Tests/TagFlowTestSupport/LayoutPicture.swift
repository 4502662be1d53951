import TagFlowLayout

/// Draws a layout as text, one character per `unit` points: every item is filled with its letter
/// (a, b, c, …), the overflow indicator with `+`, the collapse indicator with `-`, the trailing
/// item with `_`, empty space with `.`. Rows past the content height are not drawn. A picture makes a layout test read as
/// what it asserts.
public func picture(_ result: LayoutResult, width: Double, unit: Double = 10) -> String {
    picture(
        frames: result.frames.indices.map { result.isHidden($0) ? nil : result.frames[$0] },
        overflow: result.overflow?.frame, collapse: result.collapseIndicatorFrame, trailing: result.trailingItemFrame,
        contentSize: result.contentSize, width: width, unit: unit)
}

/// The reference model's layout drawn as `picture(_:width:unit:)` draws the engine's.
public func picture(_ result: ReferenceLayout.Result, width: Double, unit: Double = 10) -> String {
    picture(
        frames: result.frames.indices.map { result.hidden[$0] ? nil : result.frames[$0] },
        overflow: result.overflow?.frame, collapse: result.collapseFrame, trailing: result.trailingFrame,
        contentSize: result.contentSize, width: width, unit: unit)
}

/// The frames of visible items (`nil` for hidden ones) and the slots, drawn as text: the "+N"
/// chip with `+`, the collapse chip with `-`, the trailing item with `_`.
func picture(
    frames: [Rect?], overflow: Rect?, collapse: Rect?, trailing: Rect? = nil, contentSize: Size, width: Double, unit: Double
) -> String {
    let columns = Int((max(width, contentSize.width) / unit).rounded(.up))
    let rows = Int((contentSize.height / unit).rounded(.up))
    var grid = [[Character]](repeating: [Character](repeating: ".", count: columns), count: rows)
    func fill(_ frame: Rect, with mark: Character) {
        let x0 = Int((frame.minX / unit).rounded()), x1 = Int((frame.maxX / unit).rounded())
        let y0 = Int((frame.minY / unit).rounded()), y1 = Int((frame.maxY / unit).rounded())
        let (top, bottom, left, right) = (max(0, y0), min(rows, y1), max(0, x0), min(columns, x1))
        guard top < bottom, left < right else { return }
        for row in top..<bottom {
            for column in left..<right { grid[row][column] = mark }
        }
    }
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    for (index, frame) in frames.enumerated() {
        if let frame { fill(frame, with: letters[index % letters.count]) }
    }
    if let overflow { fill(overflow, with: "+") }
    if let collapse { fill(collapse, with: "-") }
    if let trailing { fill(trailing, with: "_") }
    return grid.map { String($0) }.joined(separator: "\n")
}
