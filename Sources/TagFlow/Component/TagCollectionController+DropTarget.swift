extension TagCollectionController {
    /// The gap a drop at `point` (content coordinates) goes in, with the bar that shows it: the
    /// line under the point (else the nearest; ties, the earlier), and on it the first tag, from
    /// the leading edge, whose centre the point has not passed, else the end of the line.
    func dropTarget(at point: Point) -> DropTarget {
        let lines = layout.lines
        let frames = layout.lineFrames
        guard let line = nearestLine(to: point.y, lines: lines, frames: frames) else {
            return DropTarget(index: collection.count, marker: nil)
        }
        let leftToRight = layout.layoutDirection == .leftToRight
        let tags = lines[line].compactMap { index in layout.frame(of: index).map { (index, $0) } }
        guard let last = tags.last else { return DropTarget(index: collection.count, marker: nil) }
        var previous: Rect?
        for (index, frame) in tags {
            let passed = leftToRight ? point.x > frame.center.x : point.x < frame.center.x
            if !passed {
                let edge = leftToRight ? frame.minX : frame.maxX
                let x = previous.map { ((leftToRight ? $0.maxX : $0.minX) + edge) / 2 } ?? edge + (leftToRight ? -2 : 2)
                return DropTarget(index: index, marker: bar(at: x, line: frames[line]))
            }
            previous = frame
        }
        let x = leftToRight ? last.1.maxX + 2 : last.1.minX - 2
        return DropTarget(index: last.0 + 1, marker: bar(at: x, line: frames[line]))
    }

    /// The visible line nearest `y` (distance 0 inside it); `nil` when no line shows a tag.
    private func nearestLine(to y: Double, lines: [[Int]], frames: FrameList) -> Int? {
        var best: (line: Int, distance: Double)?
        for line in lines.indices where !lines[line].isEmpty {
            let frame = frames[line]
            let distance = y < frame.minY ? frame.minY - y : max(0, y - frame.maxY)
            if best == nil || distance < best!.distance { best = (line, distance) }
        }
        return best?.line
    }

    /// The drop bar: two points wide, centred on `x`, as tall as the line, never left of 0.
    private func bar(at x: Double, line: Rect) -> Rect {
        Rect(x: max(0, x - 1), y: line.minY, width: 2, height: line.height)
    }
}
