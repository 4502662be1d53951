/// Where a focus move lands, by geometry (the rules are in `TagCollectionController+Keyboard`).
extension TagCollectionController {
    /// The tag `move` goes to from the focused tag at `current`, or `nil` when it goes nowhere
    /// (an end reached). `reading` is the focusable tags in reading order.
    func focusTarget(_ move: KeyCommand.Move, from current: Int, reading: [Int]) -> Int? {
        switch move {
        case .first: return reading[0]
        case .last: return reading[reading.count - 1]
        case .previous, .next:
            guard let position = reading.firstIndex(of: current) else { return reading[0] }
            let next = position + (move == .next ? 1 : -1)
            return reading.indices.contains(next) ? reading[next] : nil
        case .lineAbove, .lineBelow:
            return lineTarget(from: current, step: move == .lineBelow ? 1 : -1)
        case .pageBack, .pageForward:
            return pageTarget(from: current, forward: move == .pageForward)
        }
    }

    /// The focusable tag nearest the remembered x on the nearest line `step` lines away (+1
    /// below, −1 above) that has one; `nil` at the first or last line.
    private func lineTarget(from current: Int, step: Int) -> Int? {
        let lines = layout.lines
        guard let line = lines.firstIndex(where: { $0.contains(current) }) else { return nil }
        var target = line + step
        while lines.indices.contains(target) {
            if let best = nearestFocusable(on: lines[target], toX: anchorX(of: current)) { return best }
            target += step
        }
        return nil
    }

    /// The tag a viewport away along the scrolling axis (see the keyboard rules).
    private func pageTarget(from current: Int, forward: Bool) -> Int? {
        guard let frame = layout.frame(of: current) else { return nil }
        let lines = layout.lines
        guard let line = lines.firstIndex(where: { $0.contains(current) }) else { return nil }
        if configuration.scrollDirection == .horizontal {
            let page = viewport.size.width > 0 ? viewport.size.width : .infinity
            let rightward = forward == (layout.layoutDirection == .leftToRight)
            let x = frame.midX + (rightward ? page : -page)
            let target = nearestFocusable(on: lines[line], toX: x)
            return target == current ? nil : target
        }
        let page = viewport.size.height > 0 ? viewport.size.height : .infinity
        let y = frame.midY + (forward ? page : -page)
        // The lines past the current one, nearest `y` first (without a viewport height, the
        // farthest first); a line of disabled tags only is passed over.
        var candidates = forward ? Array((line + 1)..<lines.count) : Array((0..<line).reversed())
        if page.isFinite {
            candidates = candidates.enumerated().sorted { a, b in
                let da = abs(layout.lineFrames[a.element].midY - y), db = abs(layout.lineFrames[b.element].midY - y)
                return da < db || (da == db && a.offset < b.offset)
            }.map(\.element)
        } else {
            candidates.reverse()
        }
        for target in candidates {
            if let best = nearestFocusable(on: lines[target], toX: anchorX(of: current)) { return best }
        }
        return nil
    }

    /// The x up, down and page moves keep: the remembered one, else the tag's centre.
    private func anchorX(of index: Int) -> Double {
        focusAnchorX ?? layout.frame(of: index)?.midX ?? 0
    }

    /// The enabled tag of `line` whose centre is nearest `x` (ties: the earlier), or `nil`.
    private func nearestFocusable(on line: [Int], toX x: Double) -> Int? {
        var best: (index: Int, distance: Double)?
        for index in line where !collection[index].isDisabled {
            guard let frame = layout.frame(of: index) else { continue }
            let d = abs(frame.midX - x)
            if best == nil || d < best!.distance { best = (index, d) }
        }
        return best?.index
    }
}
