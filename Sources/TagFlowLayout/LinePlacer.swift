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
    /// Each line's natural width and height when the line breaker already knows them; empty
    /// otherwise.
    let lineExtents: [LineExtent]

    init(
        items: UnsafeBufferPointer<LayoutItem>, configuration: LayoutConfiguration, container: Size,
        metrics: LineMetrics, placement: [Int], lineStarts: [Int], lineExtents: [LineExtent] = []
    ) {
        self.items = items
        self.configuration = configuration
        self.container = container
        self.metrics = metrics
        self.placement = placement
        self.lineStarts = lineStarts
        self.lineExtents = lineExtents
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

        var frames = Self.framesToBeWritten(count: items.count)
        var output = PlacedLines()
        output.lineFrames.reserveCapacity(visibleLines)
        output.y = inset.top
        let geometry = LineGeometry(
            vertical: isVertical, lineWidth: metrics.lineWidth, spacing: spacing,
            verticalSpacing: c.verticalSpacing, left: inset.left, referenceWidth: referenceWidth,
            alignment: alignment, mirrored: mirrored, mirrorAxis: mirrorAxis, crossFactor: crossFactor,
            indicator: indicator, lineCount: lineCount, visibleLines: visibleLines,
            hiddenCount: placement.count - visibleEnd)
        let items = self.items
        frames.withUnsafeMutableBufferPointer { frames in
            placement.withUnsafeBufferPointer { placement in
                for k in visibleEnd..<placement.count { frames[placement[k]] = .zero }
                lineStarts.withUnsafeBufferPointer { lineStarts in
                    lineExtents.withUnsafeBufferPointer { extents in
                        Self.placeLines(
                            items: items, placement: placement, lineStarts: lineStarts, knownExtents: extents,
                            geometry: geometry, frames: frames, output: &output)
                    }
                }
            }
        }
        let y = output.y
        let widestLine = output.widestLine
        var lineFrames = output.lineFrames
        var overflow = output.overflow

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

    /// An array of `count` frames left uninitialized: every slot is written exactly once by the
    /// placement pass (placement holds every index once; visible items get their frame and hidden
    /// ones `.zero`), so clearing it first would be wasted work.
    private static func framesToBeWritten(count: Int) -> [Rect] {
        [Rect](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// The constants of one placement pass.
    struct LineGeometry {
        let vertical: Bool
        let lineWidth: Double
        let spacing: Double
        let verticalSpacing: Double
        let left: Double
        let referenceWidth: Double
        /// Already swapped for right-to-left.
        let alignment: Alignment
        let mirrored: Bool
        let mirrorAxis: Double
        let crossFactor: Double
        let indicator: Size?
        let lineCount: Int
        let visibleLines: Int
        let hiddenCount: Int
    }

    /// What a placement pass produces besides the item frames.
    struct PlacedLines {
        var lineFrames: [Rect] = []
        var overflow: OverflowPlacement? = nil
        var widestLine = 0.0
        /// The top of the next line.
        var y = 0.0
    }

    /// The hot loop: frames for every visible line, on raw buffers and constants only, so no
    /// reference counting or copying happens per item.
    private static func placeLines(
        items: UnsafeBufferPointer<LayoutItem>, placement: UnsafeBufferPointer<Int>,
        lineStarts: UnsafeBufferPointer<Int>, knownExtents: UnsafeBufferPointer<LineExtent>,
        geometry g: LineGeometry, frames: UnsafeMutableBufferPointer<Rect>, output: inout PlacedLines
    ) {
        let spacing = g.spacing
        var y = output.y
        for j in 0..<g.visibleLines {
            let range = lineStarts[j]..<lineStarts[j + 1]
            let carriesIndicator = g.indicator != nil && j == g.visibleLines - 1
            var natural = 0.0
            var height = 0.0
            if !carriesIndicator, j < knownExtents.count {
                natural = knownExtents[j].width
                height = knownExtents[j].height
            } else {
                for k in range {
                    let item = items[placement[k]]
                    natural += g.vertical ? LineMetrics.effectiveWidth(item, lineWidth: g.lineWidth) : item.width
                    height = max(height, item.height)
                }
                if range.count > 1 { natural += Double(range.count - 1) * spacing }
            }
            var slots = range.count
            if carriesIndicator, let indicator = g.indicator {
                natural += (range.isEmpty ? 0 : spacing) + indicator.width
                height = max(height, indicator.height)
                slots += 1
            }
            output.widestLine = max(output.widestLine, natural)
            let spread = spread(
                g.alignment, free: max(0, g.referenceWidth - natural), slots: slots,
                growable: range.count, isLastOfAll: j == g.lineCount - 1 && g.lineCount > 1)

            let lineStartX = g.left + spread.start
            let step = spacing + spread.gap
            var x = lineStartX
            for k in range {
                let index = placement[k]
                let item = items[index]
                let w = (g.vertical ? LineMetrics.effectiveWidth(item, lineWidth: g.lineWidth) : item.width) + spread.grow
                frames[index] = Rect(
                    x: g.mirrored ? g.mirrorAxis - x - w : x, y: y + (height - item.height) * g.crossFactor,
                    width: w, height: item.height)
                x += w + step
            }
            if carriesIndicator, let indicator = g.indicator {
                let frame = Rect(
                    x: g.mirrored ? g.mirrorAxis - x - indicator.width : x,
                    y: y + (height - indicator.height) * g.crossFactor,
                    width: indicator.width, height: indicator.height)
                output.overflow = OverflowPlacement(hiddenCount: g.hiddenCount, frame: frame)
                x += indicator.width + step
            }
            let lineEndX = slots > 0 ? x - step : lineStartX
            output.lineFrames.append(Rect(
                x: g.mirrored ? g.mirrorAxis - lineEndX : lineStartX, y: y,
                width: lineEndX - lineStartX, height: height))
            y += height + g.verticalSpacing
        }
        output.y = y
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
