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
                    collapse = Size(width: grid?.cell ?? min(size.width, lineWidth), height: size.height)
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
        let chipLine = lines.count - 1
        let trailing = configuration.trailingItem.map(heldToLine)
        let ownLine = trailing.map { !trailingFits($0, after: lines.last, chip: (slot?.size ?? collapse)?.width) } ?? false
        if ownLine {
            lines.append([])
            lineCount += 1
        }
        return placeVisible(
            lines, itemLines: all.count, lineCount: lineCount, hidden: hidden,
            slots: Slots(chip: slot, collapse: collapse, chipLine: chipLine, trailing: trailing, trailingOwnsLine: ownLine))
    }

    /// The trailing item with its minimum held to a wrapping line's width, as the chips are.
    func heldToLine(_ item: LayoutItem) -> LayoutItem {
        guard vertical, item.minWidth > lineWidth else { return item }
        var held = item
        held.minWidth = lineWidth
        held.maxWidth = max(item.maxWidth, lineWidth)
        return held
    }

    /// Whether the trailing item joins `line` (after its chip, `chip` wide), as one more item
    /// would: always in horizontal rows, which have no width.
    private func trailingFits(_ item: LayoutItem, after line: [Int]?, chip: Double?) -> Bool {
        guard let line else { return false }
        guard vertical else { return true }
        guard item.lineBreak == .normal, !standsAlone(item) else { return false }
        if let last = line.last, standsAlone(items[last]) { return false }
        var used = naturalWidth(line)
        if let chip { used += (line.isEmpty ? 0 : spacing) + chip }
        return fits(used + (line.isEmpty && chip == nil ? 0 : spacing) + width(of: item))
    }

    /// The slots a layout may place besides its items: the "+N" chip and the count it shows, or
    /// the collapse chip, on `chipLine`; the trailing item on the last line.
    struct Slots {
        var chip: (size: Size, count: Int)?
        var collapse: Size?
        var chipLine: Int
        var trailing: LayoutItem?
        var trailingOwnsLine: Bool
    }

    /// The "+N" slot on the last visible line: asked for the count hidden, then one more each
    /// time a trailing item leaves the line, until it fits (clamped to the line).
    private func overflowSlot(lines: inout [[Int]], hidden: inout [Bool]) -> (size: Size, count: Int)? {
        let last = lines.count - 1
        while true {
            let count = hidden.filter { $0 }.count
            guard let asked = indicatorSize(count) else { return nil }
            // In a grid the slot takes a cell.
            let size = Size(width: grid?.cell ?? min(asked.width, lineWidth), height: asked.height)
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

    private func placeVisible(_ lines: [[Int]], itemLines: Int, lineCount: Int, hidden: [Bool], slots: Slots) -> Result {
        let inset = configuration.contentInset
        var result = Result(
            frames: [Rect](repeating: .zero, count: items.count), hidden: hidden, lines: lines,
            lineFrames: [], lineCount: lineCount, contentSize: .zero, fittingSize: .zero, overflow: nil, collapseFrame: nil)
        let extra = slots.chip?.size ?? slots.collapse
        // Each line's natural width, a slot on it counted as one more item.
        let naturals = lines.indices.map { j -> Double in
            var natural = naturalWidth(lines[j])
            var holds = !lines[j].isEmpty
            if j == slots.chipLine, let extra {
                natural += (holds ? spacing : 0) + extra.width
                holds = true
            }
            if j == lines.count - 1, let trailing = slots.trailing { natural += (holds ? spacing : 0) + width(of: trailing) }
            return natural
        }
        let reference = vertical ? lineWidth : (naturals.max() ?? 0)
        var y = inset.top
        for j in lines.indices {
            let isTrailingLine = slots.trailingOwnsLine && j == lines.count - 1
            let isLast = j == itemLines - 1 || isTrailingLine
            let placed = placeLine(
                lines[j], natural: naturals[j], reference: reference, y: y,
                slot: j == slots.chipLine ? extra : nil, trailing: j == lines.count - 1 ? slots.trailing : nil,
                last: (isLast: isLast, ofSeveral: isLast && (isTrailingLine ? lines.count : itemLines) > 1), frames: &result.frames)
            result.lineFrames.append(placed.line)
            if let frame = placed.slot {
                if let chip = slots.chip { result.overflow = OverflowPlacement(hiddenCount: chip.count, frame: frame) }
                else { result.collapseFrame = frame }
            }
            if let frame = placed.trailing { result.trailingFrame = frame }
            y += placed.line.height + configuration.verticalSpacing
        }
        let natural = lines.isEmpty ? inset.top + inset.bottom : y - configuration.verticalSpacing + inset.bottom
        result.contentSize = Size(width: vertical ? container.width : reference + inset.left + inset.right, height: natural)
        result.fittingSize = Size(width: (naturals.max() ?? 0) + inset.left + inset.right, height: natural)
        alignBlock(&result, naturalHeight: natural)
        if let scale = configuration.displayScale { snap(&result, scale: scale, reference: reference) }
        return result
    }

    /// One line: its items grown (CSS flexible lengths), the free space left spread as its
    /// alignment says, items across the line, the mirror for right to left.
    private func placeLine(
        _ line: [Int], natural: Double, reference: Double, y: Double, slot: Size?, trailing: LayoutItem?,
        last: (isLast: Bool, ofSeveral: Bool), frames: inout [Rect]
    ) -> (line: Rect, slot: Rect?, trailing: Rect?) {
        // A grid's cells fill its rows: no alignment spreads them, and its items do not grow.
        var alignment = grid == nil ? configuration.alignment : .leading
        if last.isLast, grid == nil, let lastLine = configuration.lastLineAlignment { alignment = lastLine }
        let free = max(0, reference - natural)
        let fills = alignment == .fillWidth || (alignment == .fillWidthExceptLastLine && !last.ofSeveral)
        // The trailing item grows with the line's items, as its last.
        let flexing = line.map { items[$0] } + (trailing.map { [$0] } ?? [])
        let grown = grid == nil ? grownWidths(flexing, free: free, fills: fills) : nil
        let leftover = grown.map { widths in free - zip(widths, flexing).reduce(0) { $0 + ($1.0 - width(of: $1.1)) } }
        let slots = line.count + (slot == nil ? 0 : 1) + (trailing == nil ? 0 : 1)
        let (start, gap, grow) = spread(
            alignment, free: leftover ?? free, slots: slots, growing: grown == nil ? line.count : 0, isLastOfSeveral: last.ofSeveral)
        let across = Across(self, line: line, slot: slot, trailing: trailing)
        let left = configuration.contentInset.left
        let rightToLeft = configuration.layoutDirection == .rightToLeft
        func physical(_ x: Double, _ w: Double) -> Double { rightToLeft ? 2 * left + reference - x - w : x }
        let step = spacing + gap
        var x = left + start
        for (n, i) in line.enumerated() {
            let w = grown?[n] ?? width(of: items[i]) + grow
            let (top, height) = across.place(items[i].height, baseline: items[i].baseline ?? items[i].height, lineTop: y)
            frames[i] = Rect(x: physical(x, w), y: top, width: w, height: height)
            x += w + step
        }
        var slotFrame: Rect? = nil
        if let slot {
            let (top, height) = across.place(slot.height, baseline: slot.height, lineTop: y)
            slotFrame = Rect(x: physical(x, slot.width), y: top, width: slot.width, height: height)
            x += slot.width + step
        }
        var trailingFrame: Rect? = nil
        if let trailing {
            let w = grown?[line.count] ?? width(of: trailing)
            let (top, height) = across.place(trailing.height, baseline: trailing.baseline ?? trailing.height, lineTop: y)
            trailingFrame = Rect(x: physical(x, w), y: top, width: w, height: height)
            x += w + step
        }
        let end = slots > 0 ? x - step : left + start
        // The span from the first item's start to the last one's end, mirrored as a span: [M − end, M − start].
        let lineFrame = Rect(
            x: rightToLeft ? 2 * left + reference - end : left + start, y: y, width: end - (left + start),
            height: across.height)
        return (lineFrame, slotFrame, trailingFrame)
    }

    /// A line across: its height, and where a box goes in it (at a fixed part of the free
    /// height, on the line's baseline, or stretched to the line).
    struct Across {
        let alignment: LayoutConfiguration.LineAlignment
        let height: Double
        let baseline: Double

        init(_ layout: ReferenceLayout, line: [Int], slot: Size?, trailing: LayoutItem? = nil) {
            alignment = layout.configuration.lineAlignment
            let boxes = line.map { (layout.items[$0].height, layout.items[$0].baseline ?? layout.items[$0].height) }
                + (slot.map { [($0.height, $0.height)] } ?? []) + (trailing.map { [($0.height, $0.baseline ?? $0.height)] } ?? [])
            if alignment == .firstBaseline {
                // As tall as the deepest ascent and the deepest descent together.
                baseline = boxes.map(\.1).max() ?? 0
                height = baseline + (boxes.map { $0.0 - $0.1 }.max() ?? 0)
            } else {
                baseline = 0
                height = boxes.map(\.0).max() ?? 0
            }
        }

        func place(_ h: Double, baseline b: Double, lineTop y: Double) -> (Double, Double) {
            switch alignment {
            case .top: (y, h)
            case .center: (y + (height - h) * 0.5, h)
            case .bottom: (y + (height - h), h)
            case .firstBaseline: (y + (baseline - b), h)
            case .stretch: (y, height)
            }
        }
    }

    /// Where the free space goes: before the first slot, into each gap, into each item.
    private func spread(
        _ alignment: LayoutConfiguration.Alignment, free: Double, slots: Int, growing: Int, isLastOfSeveral: Bool
    ) -> (Double, Double, Double) {
        guard slots > 0 else { return (0, 0, 0) }
        var alignment = alignment
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
        case .fillWidth: return growing > 0 ? (0, 0, free / Double(growing)) : (0, 0, 0)
        case .fillWidthExceptLastLine:
            return growing > 0 && !isLastOfSeveral ? (0, 0, free / Double(growing)) : (0, 0, 0)
        }
    }

    /// The widths of the line's items grown into `free` as CSS resolves flexible lengths, when
    /// an item grows (by the items' weights) or the line fills and an item is flexible (every
    /// weight 1); `nil` when the line does not grow.
    func grownWidths(_ lineItems: [LayoutItem], free: Double, fills: Bool) -> [Double]? {
        let anyGrow = lineItems.contains { $0.grow > 0 }
        let anyFlexible = lineItems.contains { $0.grow != 0 || $0.minWidth != 0 || $0.maxWidth != .infinity || $0.baseline != nil }
        guard free > 0, anyGrow || (fills && anyFlexible) else { return nil }
        let weights = lineItems.map { anyGrow ? $0.grow : 1 }
        let hypothetical = lineItems.map(width(of:))
        // The flex base is the item's own width; a line-filling item's is the line.
        let bases = lineItems.indices.map { k in
            lineItems[k].lineBreak == .fillsLine && vertical ? hypothetical[k] : lineItems[k].width
        }
        let sizes = free + hypothetical.reduce(0, +)
        var frozen = lineItems.indices.map { weights[$0] == 0 || bases[$0] > hypothetical[$0] }
        var target = hypothetical
        let initialFree = sizes - lineItems.indices.reduce(0) { $0 + (frozen[$1] ? hypothetical[$1] : bases[$1]) }
        while frozen.contains(false) {
            let open = lineItems.indices.filter { !frozen[$0] }
            var remaining = sizes - lineItems.indices.reduce(0) { $0 + (frozen[$1] ? target[$1] : bases[$1]) }
            let weightSum = open.reduce(0) { $0 + weights[$1] }
            if weightSum < 1, initialFree * weightSum < remaining { remaining = initialFree * weightSum }
            for k in open { target[k] = bases[k] + remaining * weights[k] / weightSum }
            let clamped = lineItems.indices.map { clamp(target[$0], lineItems[$0]) }
            let total = open.reduce(0) { $0 + clamped[$1] - target[$1] }
            for k in open where total == 0 || (total > 0 && clamped[k] > target[k]) || (total < 0 && clamped[k] < target[k]) {
                target[k] = clamped[k]
                frozen[k] = true
            }
        }
        return target
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
        result.trailingFrame?.y += shift
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
        if let frame = result.trailingFrame { result.trailingFrame = snapped(frame) }
        result.contentSize = Size(width: vertical ? result.contentSize.width : up(result.contentSize.width), height: up(result.contentSize.height))
        result.fittingSize = Size(width: up(result.fittingSize.width), height: up(result.fittingSize.height))
    }
}
