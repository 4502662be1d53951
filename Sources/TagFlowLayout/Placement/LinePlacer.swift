/// Turns lines (which items, in which order) into frames: alignment along each line and across
/// it, right-to-left mirroring, the position of the whole block, the sizes, and pixel snapping.
/// The line limit and the "+N" slot are settled first (`LineLimit`).
struct LinePlacer {
    let items: UnsafeBufferPointer<LayoutItem>
    let configuration: LayoutConfiguration
    let container: Size
    let metrics: LineMetrics
    /// The lines the strategy formed.
    var partition: LinePartition

    private var isVertical: Bool { configuration.scrollDirection == .vertical }

    /// The width an item takes on its line before alignment.
    @inline(__always)
    func width(of item: LayoutItem) -> Double {
        isVertical ? LineMetrics.effectiveWidth(item, lineWidth: metrics.lineWidth) : item.width
    }

    /// The natural width and the height of the line `placement[range]`.
    @inline(__always)
    func extent(of range: Range<Int>) -> (width: Double, height: Double) {
        var width = 0.0
        var height = 0.0
        for k in range {
            let item = items[partition.placement[k]]
            width += self.width(of: item)
            height = max(height, item.height)
        }
        if range.count > 1 { width += Double(range.count - 1) * metrics.spacing }
        return (width, height)
    }

    mutating func result() -> LayoutResult {
        let c = configuration
        let spacing = metrics.spacing
        let inset = c.contentInset
        let lineCount = partition.lineStarts.count
        let limit = LineLimit(applying: c, to: self)
        let visibleLines = limit.visibleLines
        let visibleEnd = limit.visibleEnd
        let indicator = limit.indicator
        let placement = partition.placement
        var lineStarts = partition.lineStarts
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
                    partition.lineExtents.withUnsafeBufferPointer { extents in
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
            overflow: overflow, provenOptimal: partition.provenOptimal, lineFrames: lineFrames,
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
        let alignment: LayoutConfiguration.Alignment
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
            let spread = LineSpread.spread(
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
}
