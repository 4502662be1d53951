/// Turns lines (which items, in which order) into frames: the line limit and the overflow
/// indicator, alignment along each line and across it, right-to-left mirroring, the position of
/// the whole block, the sizes, and pixel snapping.
struct LinePlacer {
    let items: UnsafeBufferPointer<LayoutItem>
    let configuration: LayoutConfiguration
    let container: Size
    let metrics: LineMetrics
    /// Every item in placement order, line after line (lines past the limit included).
    var placement: [Int]
    /// The start of every line in `placement`.
    var lineStarts: [Int]

    init(
        items: UnsafeBufferPointer<LayoutItem>, configuration: LayoutConfiguration, container: Size,
        metrics: LineMetrics, placement: [Int], lineStarts: [Int]
    ) {
        self.items = items
        self.configuration = configuration
        self.container = container
        self.metrics = metrics
        self.placement = placement
        self.lineStarts = lineStarts
    }

    private var isVertical: Bool { configuration.scrollDirection == .vertical }

    /// The width an item takes on its line before alignment.
    @inline(__always)
    private func width(of item: LayoutItem) -> Double {
        isVertical ? LineMetrics.effectiveWidth(item, lineWidth: metrics.lineWidth) : item.width
    }

    /// The natural width and the height of the line `placement[range]`.
    @inline(__always)
    private func extent(of range: Range<Int>) -> (width: Double, height: Double) {
        var width = 0.0
        var height = 0.0
        for k in range {
            let item = items[placement[k]]
            width += self.width(of: item)
            height = max(height, item.height)
        }
        if range.count > 1 { width += Double(range.count - 1) * metrics.spacing }
        return (width, height)
    }

    mutating func result(provenOptimal: Bool?) -> LayoutResult {
        let c = configuration
        let spacing = metrics.spacing
        let inset = c.contentInset
        let lineCount = lineStarts.count

        // The line limit (vertical only: horizontal scrolling's lines are its number of lines).
        var visibleLines = lineCount
        if isVertical, c.numberOfLines > 0 { visibleLines = min(lineCount, c.numberOfLines) }
        var visibleEnd = visibleLines < lineCount ? lineStarts[visibleLines] : placement.count

        // The overflow indicator joins the end of the last visible line; trailing items leave the
        // line until it fits (an indicator wider than the line is clamped to it).
        var indicator: Size? = nil
        if isVertical, visibleLines > 0, visibleEnd < placement.count, let size = c.overflowIndicator {
            let indicatorWidth = min(size.width, metrics.lineWidth)
            let lastStart = lineStarts[visibleLines - 1]
            var used = extent(of: lastStart..<visibleEnd).width
            while visibleEnd > lastStart, used + spacing + indicatorWidth > metrics.fitLimit {
                visibleEnd -= 1
                used -= width(of: items[placement[visibleEnd]]) + (visibleEnd > lastStart ? spacing : 0)
            }
            indicator = Size(width: indicatorWidth, height: size.height)
        }
        lineStarts.removeLast(lineCount - visibleLines)
        lineStarts.append(visibleEnd)

        var hiddenFlags: [Bool] = []
        if visibleEnd < placement.count {
            hiddenFlags = [Bool](repeating: false, count: items.count)
            for k in visibleEnd..<placement.count { hiddenFlags[placement[k]] = true }
        }

        // The reference width lines align in: the line width, or in horizontal scrolling the
        // widest line.
        var referenceWidth = metrics.lineWidth
        if !isVertical {
            referenceWidth = 0
            for j in 0..<visibleLines {
                referenceWidth = max(referenceWidth, extent(of: lineStarts[j]..<lineStarts[j + 1]).width)
            }
        }

        var alignment = c.alignment
        let mirrored = c.layoutDirection == .rightToLeft
        if mirrored {
            // The layout is computed left to right and mirrored, so physical sides swap first.
            if alignment == .left { alignment = .right } else if alignment == .right { alignment = .left }
        }
        let mirrorAxis = 2 * inset.left + referenceWidth
        let crossFactor: Double = switch c.lineAlignment {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }

        var frames = [Rect](repeating: .zero, count: items.count)
        var lineFrames: [Rect] = []
        lineFrames.reserveCapacity(visibleLines)
        var overflow: OverflowPlacement? = nil
        var widestLine = 0.0
        var y = inset.top
        // The hot loop works on raw buffers and locals only: no copies of `self`, no retains.
        let items = self.items
        let vertical = isVertical
        let lineWidth = metrics.lineWidth
        let verticalSpacing = c.verticalSpacing
        let hiddenCount = placement.count - visibleEnd
        frames.withUnsafeMutableBufferPointer { frames in
            placement.withUnsafeBufferPointer { placement in
                lineStarts.withUnsafeBufferPointer { lineStarts in
                    for j in 0..<visibleLines {
                        let range = lineStarts[j]..<lineStarts[j + 1]
                        var natural = 0.0
                        var height = 0.0
                        for k in range {
                            let item = items[placement[k]]
                            natural += vertical ? LineMetrics.effectiveWidth(item, lineWidth: lineWidth) : item.width
                            height = max(height, item.height)
                        }
                        if range.count > 1 { natural += Double(range.count - 1) * spacing }
                        let carriesIndicator = indicator != nil && j == visibleLines - 1
                        var slots = range.count
                        if carriesIndicator, let indicator {
                            natural += (range.isEmpty ? 0 : spacing) + indicator.width
                            height = max(height, indicator.height)
                            slots += 1
                        }
                        widestLine = max(widestLine, natural)
                        let isLastOfAll = j == lineCount - 1 && lineCount > 1
                        let spread = Self.spread(
                            alignment, free: max(0, referenceWidth - natural), slots: slots,
                            growable: range.count, isLastOfAll: isLastOfAll)

                        var x = inset.left + spread.start
                        for k in range {
                            let index = placement[k]
                            let item = items[index]
                            let w = (vertical ? LineMetrics.effectiveWidth(item, lineWidth: lineWidth) : item.width) + spread.grow
                            frames[index] = Rect(
                                x: mirrored ? mirrorAxis - x - w : x, y: y + (height - item.height) * crossFactor,
                                width: w, height: item.height)
                            x += w + spacing + spread.gap
                        }
                        if carriesIndicator, let indicator {
                            let frame = Rect(
                                x: mirrored ? mirrorAxis - x - indicator.width : x,
                                y: y + (height - indicator.height) * crossFactor,
                                width: indicator.width, height: indicator.height)
                            overflow = OverflowPlacement(hiddenCount: hiddenCount, frame: frame)
                            x += indicator.width + spacing + spread.gap
                        }
                        let lineStartX = inset.left + spread.start
                        let lineEndX = slots > 0 ? x - spacing - spread.gap : lineStartX
                        lineFrames.append(Rect(
                            x: mirrored ? mirrorAxis - lineEndX : lineStartX, y: y,
                            width: lineEndX - lineStartX, height: height))
                        y += height + verticalSpacing
                    }
                }
            }
        }

        let naturalHeight = visibleLines > 0 ? y - c.verticalSpacing + inset.bottom : inset.vertical
        var contentHeight = naturalHeight
        if visibleLines > 0, container.height > naturalHeight, c.contentVerticalAlignment != .top {
            let shift = (container.height - naturalHeight) * (c.contentVerticalAlignment == .center ? 0.5 : 1)
            for k in 0..<visibleEnd { frames[placement[k]].y += shift }
            for j in lineFrames.indices { lineFrames[j].y += shift }
            overflow?.frame.y += shift
            contentHeight = container.height
        }

        var contentSize = Size(
            width: isVertical ? container.width : referenceWidth + inset.horizontal, height: contentHeight)
        var fittingSize = Size(width: widestLine + inset.horizontal, height: naturalHeight)
        if let scale = c.displayScale {
            let snapper = PixelSnapper(scale: scale, lineStart: inset.left, lineEnd: inset.left + referenceWidth)
            for k in 0..<visibleEnd { frames[placement[k]] = snapper.snap(frames[placement[k]]) }
            for j in lineFrames.indices { lineFrames[j] = snapper.snap(lineFrames[j]) }
            if let frame = overflow?.frame { overflow?.frame = snapper.snap(frame) }
            let snappedContent = snapper.snapUp(contentSize)
            // In vertical scrolling the content is exactly as wide as the container.
            contentSize = Size(width: isVertical ? contentSize.width : snappedContent.width, height: snappedContent.height)
            fittingSize = snapper.snapUp(fittingSize)
        }

        return LayoutResult(
            frames: frames, lineCount: lineCount, contentSize: contentSize, fittingSize: fittingSize,
            overflow: overflow, provenOptimal: provenOptimal, lineFrames: lineFrames,
            scrollDirection: c.scrollDirection, layoutDirection: c.layoutDirection,
            placement: placement, lineStarts: lineStarts, hiddenFlags: hiddenFlags)
    }

    /// How a line spreads its free space: where its first item starts (from the left, before
    /// mirroring), the extra space in every gap, and how much every item grows.
    struct Spread {
        var start = 0.0
        var gap = 0.0
        var grow = 0.0
    }

    /// The spread for an alignment (already swapped for right-to-left), given the line's free
    /// space, its slots (items plus an overflow indicator), the items that may grow, and whether
    /// it is the last of several lines.
    static func spread(
        _ alignment: Alignment, free: Double, slots: Int, growable: Int, isLastOfAll: Bool
    ) -> Spread {
        guard slots > 0 else { return Spread() }
        switch alignment {
        case .leading, .left:
            return Spread()
        case .trailing, .right:
            return Spread(start: free)
        case .center:
            return Spread(start: free / 2)
        case .spaceBetween:
            return slots > 1 ? Spread(gap: free / Double(slots - 1)) : Spread()
        case .spaceAround:
            let share = free / Double(slots)
            return Spread(start: share / 2, gap: share)
        case .spaceEvenly:
            let share = free / Double(slots + 1)
            return Spread(start: share, gap: share)
        case .fillWidth:
            return growable > 0 ? Spread(grow: free / Double(growable)) : Spread()
        case .fillWidthExceptLastLine:
            return growable > 0 && !isLastOfAll ? Spread(grow: free / Double(growable)) : Spread()
        }
    }
}
