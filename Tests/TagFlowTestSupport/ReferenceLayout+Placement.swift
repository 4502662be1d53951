import TagFlowLayout

extension ReferenceLayout {
    /// The layout of the configuration's own lines.
    public func result() -> Result {
        place(lines: lines())
    }

    /// Places `lines` (input indices, each line from its leading edge): the line limit and its
    /// slots, then every line along and across, the block, the mirror, the snapping.
    public func place(lines all: [[Int]]) -> Result {
        var lines = all
        var hidden = [Bool](repeating: false, count: items.count)
        var slot: (size: Size, count: Int)? = nil
        var collapse: Size? = nil
        var lineCount = all.count
        if vertical, let limit = configuration.numberOfLines, all.count > limit {
            if configuration.isLineLimitExpanded {
                if let size = configuration.collapseIndicator {
                    collapse = Size(width: min(size.width, lineWidth), height: size.height)
                    if !collapseFits(after: lines[lines.count - 1], width: collapse!.width) {
                        lines.append([])
                        lineCount += 1
                    }
                }
            } else {
                for line in all[limit...] { for i in line { hidden[i] = true } }
                lines = Array(all[..<limit])
                slot = overflowSlot(lines: &lines, hidden: &hidden)
            }
        }
        return placeVisible(lines, itemLines: all.count, lineCount: lineCount, hidden: hidden, slot: slot, collapse: collapse)
    }

    /// The "+N" slot on the last visible line: asked for the count hidden, then one more each
    /// time a trailing item leaves the line, until it fits (clamped to the line).
    private func overflowSlot(lines: inout [[Int]], hidden: inout [Bool]) -> (size: Size, count: Int)? {
        let last = lines.count - 1
        while true {
            let count = hidden.filter { $0 }.count
            guard let asked = indicatorSize(count) else { return nil }
            let size = Size(width: min(asked.width, lineWidth), height: asked.height)
            let line = lines[last]
            if line.isEmpty || fits(naturalWidth(line) + spacing + size.width) { return (size, count) }
            hidden[line.last!] = true
            lines[last].removeLast()
        }
    }

    /// Whether the collapse slot joins the line after `line`'s last item as one more item would.
    private func collapseFits(after line: [Int], width: Double) -> Bool {
        guard let last = line.last, !standsAlone(items[last]) else { return false }
        return fits(naturalWidth(line) + spacing + width)
    }

    private func placeVisible(
        _ lines: [[Int]], itemLines: Int, lineCount: Int, hidden: [Bool], slot: (size: Size, count: Int)?,
        collapse: Size?
    ) -> Result {
        let inset = configuration.contentInset
        var result = Result(
            frames: [Rect](repeating: .zero, count: items.count), hidden: hidden, lines: lines,
            lineFrames: [], lineCount: lineCount, contentSize: .zero, fittingSize: .zero, overflow: nil, collapseFrame: nil)
        let extra = slot?.size ?? collapse
        // Each line's natural width, a slot on the last line counted as one more item.
        let naturals = lines.indices.map { j -> Double in
            let width = naturalWidth(lines[j])
            guard j == lines.count - 1, let extra else { return width }
            return width + (lines[j].isEmpty ? 0 : spacing) + extra.width
        }
        let reference = vertical ? lineWidth : (naturals.max() ?? 0)
        var y = inset.top
        for j in lines.indices {
            let slotSize = j == lines.count - 1 ? extra : nil
            let placed = placeLine(
                lines[j], natural: naturals[j], reference: reference, y: y, slot: slotSize,
                isLastOfAll: j == itemLines - 1 && itemLines > 1, frames: &result.frames)
            result.lineFrames.append(placed.line)
            if let frame = placed.slot {
                if slot != nil { result.overflow = OverflowPlacement(hiddenCount: slot!.count, frame: frame) }
                else { result.collapseFrame = frame }
            }
            y += placed.line.height + configuration.verticalSpacing
        }
        let natural = lines.isEmpty ? inset.top + inset.bottom : y - configuration.verticalSpacing + inset.bottom
        result.contentSize = Size(width: vertical ? container.width : reference + inset.left + inset.right, height: natural)
        result.fittingSize = Size(width: (naturals.max() ?? 0) + inset.left + inset.right, height: natural)
        alignBlock(&result, naturalHeight: natural)
        if let scale = configuration.displayScale { snap(&result, scale: scale, reference: reference) }
        return result
    }

    /// One line: the free space spread as the alignment says, items across the line, the
    /// mirror for right to left.
    private func placeLine(
        _ line: [Int], natural: Double, reference: Double, y: Double, slot: Size?, isLastOfAll: Bool,
        frames: inout [Rect]
    ) -> (line: Rect, slot: Rect?) {
        let height = (line.map { items[$0].height } + [slot?.height ?? 0]).max()!
        let slots = line.count + (slot == nil ? 0 : 1)
        let (start, gap, grow) = spread(free: max(0, reference - natural), slots: slots, items: line.count, isLastOfAll: isLastOfAll)
        let left = configuration.contentInset.left
        let rightToLeft = configuration.layoutDirection == .rightToLeft
        func physical(_ x: Double, _ w: Double) -> Double { rightToLeft ? 2 * left + reference - x - w : x }
        func top(_ h: Double) -> Double { y + (height - h) * crossFactor }
        let step = spacing + gap
        var x = left + start
        for i in line {
            let w = width(of: items[i]) + grow
            frames[i] = Rect(x: physical(x, w), y: top(items[i].height), width: w, height: items[i].height)
            x += w + step
        }
        var slotFrame: Rect? = nil
        if let slot {
            slotFrame = Rect(x: physical(x, slot.width), y: top(slot.height), width: slot.width, height: slot.height)
            x += slot.width + step
        }
        let end = slots > 0 ? x - step : left + start
        // The span from the first item's start to the last one's end, mirrored as a span: [M − end, M − start].
        let lineFrame = Rect(
            x: rightToLeft ? 2 * left + reference - end : left + start, y: y, width: end - (left + start), height: height)
        return (lineFrame, slotFrame)
    }

    var crossFactor: Double {
        switch configuration.lineAlignment {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }

    /// Where the free space goes: before the first slot, into each gap, into each item.
    private func spread(free: Double, slots: Int, items: Int, isLastOfAll: Bool) -> (Double, Double, Double) {
        guard slots > 0 else { return (0, 0, 0) }
        var alignment = configuration.alignment
        if configuration.layoutDirection == .rightToLeft {
            // Physical sides swap before the mirror.
            alignment = alignment == .left ? .right : alignment == .right ? .left : alignment
        }
        switch alignment {
        case .leading, .left: return (0, 0, 0)
        case .trailing, .right: return (free, 0, 0)
        case .center: return (free / 2, 0, 0)
        case .spaceBetween: return slots > 1 ? (0, free / Double(slots - 1), 0) : (0, 0, 0)
        case .spaceAround: return (free / Double(slots) / 2, free / Double(slots), 0)
        case .spaceEvenly: return (free / Double(slots + 1), free / Double(slots + 1), 0)
        case .fillWidth: return items > 0 ? (0, 0, free / Double(items)) : (0, 0, 0)
        case .fillWidthExceptLastLine: return items > 0 && !isLastOfAll ? (0, 0, free / Double(items)) : (0, 0, 0)
        }
    }

    /// The block moves down by half or all of the free height when the container is taller.
    private func alignBlock(_ result: inout Result, naturalHeight: Double) {
        let alignment = configuration.contentVerticalAlignment
        guard alignment != .top, !result.lineFrames.isEmpty, container.height > naturalHeight else { return }
        let shift = (container.height - naturalHeight) * (alignment == .center ? 0.5 : 1)
        for i in items.indices where !result.hidden[i] { result.frames[i].y += shift }
        for j in result.lineFrames.indices { result.lineFrames[j].y += shift }
        result.overflow?.frame.y += shift
        result.collapseFrame?.y += shift
        result.contentSize.height = container.height
    }

    /// Every edge to the nearest device pixel, inside the line box's whole pixels; the sizes up.
    private func snap(_ result: inout Result, scale: Double, reference: Double) {
        let left = configuration.contentInset.left
        let minX = (left * scale).rounded(.up) / scale
        let maxX = max(minX, ((left + reference) * scale).rounded(.down) / scale)
        func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
        func snapped(_ r: Rect) -> Rect {
            let l = min(max(round(r.minX), minX), maxX), rr = min(max(round(r.maxX), l), maxX)
            let t = round(r.minY), b = max(round(r.maxY), t)
            return Rect(x: l, y: t, width: rr - l, height: b - t)
        }
        func up(_ v: Double) -> Double { (v * scale).rounded(.up) / scale }
        for i in items.indices where !result.hidden[i] { result.frames[i] = snapped(result.frames[i]) }
        result.lineFrames = result.lineFrames.map(snapped)
        if let frame = result.overflow?.frame { result.overflow?.frame = snapped(frame) }
        if let frame = result.collapseFrame { result.collapseFrame = snapped(frame) }
        result.contentSize = Size(width: vertical ? result.contentSize.width : up(result.contentSize.width), height: up(result.contentSize.height))
        result.fittingSize = Size(width: up(result.fittingSize.width), height: up(result.fittingSize.height))
    }
}
