/// Where a focus move lands, by geometry (the rules are in `TagCollectionController+Keyboard`).
extension TagCollectionController {
    /// A place keyboard focus can be: a tag (by collection index), or the chip the layout shows.
    enum FocusStop: Hashable {
        case tag(Int)
        case indicator
    }

    /// Where `move` goes from `current` (with no focus: the first stop, End the last), or `nil`
    /// when it goes nowhere (an end reached). `reading` is the focusable tags in reading order;
    /// `indicator` the frame of the chip when it is a stop, after every tag.
    func focusTarget(_ move: KeyCommand.Move, from current: FocusStop?, reading: [Int], indicator: Rect?) -> FocusStop? {
        let stops = reading.map(FocusStop.tag) + (indicator == nil ? [] : [.indicator])
        guard let first = stops.first, let last = stops.last else { return nil }
        guard let current else { return move == .last ? last : first }
        switch move {
        case .first: return first
        case .last: return last
        case .previous, .next:
            guard let position = stops.firstIndex(of: current) else { return first }
            let next = position + (move == .next ? 1 : -1)
            return stops.indices.contains(next) ? stops[next] : nil
        case .lineAbove, .lineBelow:
            return lineTarget(from: current, step: move == .lineBelow ? 1 : -1, lines: stopLines(indicator: indicator))
        case .pageBack, .pageForward:
            return pageTarget(from: current, forward: move == .pageForward, lines: stopLines(indicator: indicator))
        }
    }

    /// The shown lines as stops, each from its leading edge; the chip ends the line it stands
    /// level with, or makes a line of its own after the last.
    private func stopLines(indicator: Rect?) -> [[FocusStop]] {
        var lines = layout.lines.map { $0.map(FocusStop.tag) }
        guard let indicator else { return lines }
        if let line = layout.lineFrames.firstIndex(where: { $0.minY <= indicator.midY && indicator.midY <= $0.maxY }),
            line < lines.count
        {
            lines[line].append(.indicator)
        } else {
            lines.append([.indicator])
        }
        return lines
    }

    /// The stop nearest the remembered x on the nearest line `step` lines away (+1 below, −1
    /// above) that has one; below the chip's line, the chip itself (it is the last stop); else `nil`.
    private func lineTarget(from current: FocusStop, step: Int, lines: [[FocusStop]]) -> FocusStop? {
        guard let line = lines.firstIndex(where: { $0.contains(current) }) else { return nil }
        var target = line + step
        while lines.indices.contains(target) {
            if let best = nearestStop(on: lines[target], toX: anchorX(of: current)) { return best }
            target += step
        }
        return step > 0 ? chipAfter(current, lines: lines) : nil
    }

    /// The stop a viewport away along the scrolling axis (see the keyboard rules).
    private func pageTarget(from current: FocusStop, forward: Bool, lines: [[FocusStop]]) -> FocusStop? {
        guard let frame = frame(of: current), let line = lines.firstIndex(where: { $0.contains(current) }) else { return nil }
        if configuration.scrollDirection == .horizontal {
            let page = viewport.size.width > 0 ? viewport.size.width : .infinity
            let rightward = forward == (layout.layoutDirection == .leftToRight)
            let target = nearestStop(on: lines[line], toX: frame.midX + (rightward ? page : -page))
            return target == current ? nil : target
        }
        let page = viewport.size.height > 0 ? viewport.size.height : .infinity
        let y = frame.midY + (forward ? page : -page)
        // The lines past the current one, nearest `y` first (without a viewport height, the
        // farthest first); a line of disabled tags only is passed over.
        var candidates = forward ? Array((line + 1)..<lines.count) : Array((0..<line).reversed())
        if page.isFinite {
            candidates = candidates.enumerated().sorted { a, b in
                let da = abs(midY(ofLine: a.element, lines) - y), db = abs(midY(ofLine: b.element, lines) - y)
                return da < db || (da == db && a.offset < b.offset)
            }.map(\.element)
        } else {
            candidates.reverse()
        }
        for target in candidates {
            if let best = nearestStop(on: lines[target], toX: anchorX(of: current)) { return best }
        }
        return forward ? chipAfter(current, lines: lines) : nil
    }

    /// The chip, when `current` is a tag and a move down or a page forward found no line: the
    /// chip is after every tag, so those keys reach it from the last line as End does.
    private func chipAfter(_ current: FocusStop, lines: [[FocusStop]]) -> FocusStop? {
        current != .indicator && lines.contains { $0.contains(.indicator) } ? .indicator : nil
    }

    /// The middle of line `k`: its frame's, or the chip's on a line of its own.
    private func midY(ofLine k: Int, _ lines: [[FocusStop]]) -> Double {
        if k < layout.lineFrames.count { return layout.lineFrames[k].midY }
        return lines[k].first.flatMap(frame(of:))?.midY ?? 0
    }

    /// The x up, down and page moves keep: the remembered one, else the stop's centre.
    private func anchorX(of stop: FocusStop) -> Double {
        focusAnchorX ?? frame(of: stop)?.midX ?? 0
    }

    /// Where a stop is: the tag's frame, or the chip's.
    func frame(of stop: FocusStop) -> Rect? {
        switch stop {
        case .tag(let index): layout.frame(of: index)
        case .indicator: focusableIndicatorFrame
        }
    }

    /// The stop of `line` (an enabled tag, or the chip) whose centre is nearest `x` (ties: the
    /// earlier), or `nil`.
    private func nearestStop(on line: [FocusStop], toX x: Double) -> FocusStop? {
        var best: (stop: FocusStop, distance: Double)?
        for stop in line {
            if case .tag(let index) = stop, collection[index].isDisabled { continue }
            guard let frame = frame(of: stop) else { continue }
            let d = abs(frame.midX - x)
            if best == nil || d < best!.distance { best = (stop, d) }
        }
        return best?.stop
    }
}
