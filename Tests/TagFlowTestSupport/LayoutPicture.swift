import TagFlowLayout

/// Draws a layout as text, one character per `unit` points: every item is filled with its letter
/// (a, b, c, …), the overflow indicator with `+`, the collapse indicator with `-`, empty space
/// with `.`. Rows past the content
/// height are not drawn. A picture makes a layout test read as what it asserts.
public func picture(_ result: LayoutResult, width: Double, unit: Double = 10) -> String {
    let columns = Int((max(width, result.contentSize.width) / unit).rounded(.up))
    let rows = Int((result.contentSize.height / unit).rounded(.up))
    var grid = [[Character]](repeating: [Character](repeating: ".", count: columns), count: rows)
    func fill(_ frame: Rect, with mark: Character) {
        let x0 = Int((frame.minX / unit).rounded()), x1 = Int((frame.maxX / unit).rounded())
        let y0 = Int((frame.minY / unit).rounded()), y1 = Int((frame.maxY / unit).rounded())
        for row in max(0, y0)..<min(rows, y1) {
            for column in max(0, x0)..<min(columns, x1) { grid[row][column] = mark }
        }
    }
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    for index in result.frames.indices where !result.isHidden(index) {
        fill(result.frames[index], with: letters[index % letters.count])
    }
    if let overflow = result.overflow { fill(overflow.frame, with: "+") }
    if let collapse = result.collapseIndicatorFrame { fill(collapse, with: "-") }
    return grid.map { String($0) }.joined(separator: "\n")
}
