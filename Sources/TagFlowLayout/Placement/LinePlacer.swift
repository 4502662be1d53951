/// Turns lines (which items, in which order) into frames: alignment along each line and across
/// it, right-to-left mirroring, the position of the whole block, the sizes, and pixel snapping.
/// The line limit and the "+N" slot are settled first (`LineLimit`). This is the general path;
/// greedy and balanced wrapping without a line limit take the fused pass (`FusedLineLayout`) instead.
struct LinePlacer {
    let items: UnsafeBufferPointer<LayoutItem>
    let configuration: LayoutConfiguration
    let container: Size
    let metrics: LineMetrics
    /// The lines the strategy formed.
    let partition: LinePartition

    private var isVertical: Bool { configuration.scrollDirection == .vertical }

    /// The width an item takes on its line before alignment.
    @inline(__always)
    func width(of item: LayoutItem) -> Double {
        isVertical ? LineMetrics.effectiveWidth(item, lineWidth: metrics.lineWidth) : item.width
    }

    /// The input index of the item at placement position `k`.
    @inline(__always)
    func item(atPlacement k: Int) -> Int {
        partition.placement.isEmpty ? k : partition.placement[k]
    }

    /// The natural width and the height of the line at placement positions `range`.
    func extent(of range: Range<Int>) -> LineExtent {
        var width = 0.0
        var height = 0.0
        for k in range {
            let item = items[item(atPlacement: k)]
            width += self.width(of: item)
            height = larger(height, item.height)
        }
        if range.count > 1 { width += Double(range.count - 1) * metrics.spacing }
        return LineExtent(width: width, height: height)
    }

    /// Places the lines into `result` under `limit`, replacing everything it held (its storage
    /// is reused).
    func place(into result: inout LayoutResult, limit: LineLimit) {
        if partition.placement.isEmpty {
            place(order: InputOrder(), limit: limit, into: &result)
        } else {
            partition.placement.withUnsafeBufferPointer { permutation in
                place(order: PermutedOrder(permutation: permutation), limit: limit, into: &result)
            }
        }
    }

    private func place<Order: PlacementOrder>(order: Order, limit: LineLimit, into result: inout LayoutResult) {
        let c = configuration
        let itemCount = items.count
        let lineCount = partition.lineStarts.count
        let visibleLines = limit.visibleLines
        let visibleEnd = limit.visibleEnd

        result.placement = partition.placement
        result.hiddenFlags.removeAll(keepingCapacity: true)
        if !partition.placement.isEmpty, visibleEnd < itemCount {
            result.hiddenFlags.append(contentsOf: repeatElement(false, count: itemCount))
            for k in visibleEnd..<itemCount { result.hiddenFlags[order.index(k)] = true }
        }
        result.storage.prepare(itemCount: itemCount, lineRoom: visibleLines)
        result.storage.setLineCount(visibleLines)

        var y = c.contentInset.top
        var widestLine = 0.0
        var overflow: OverflowPlacement? = nil
        let isVertical = self.isVertical
        let items = self.items
        let partition = self.partition
        // Every frame is written below: hidden items get `.zero`, every visible item (placement
        // holds each index once) and every visible line its frame.
        let referenceWidth = result.storage.withParts { frames, lineFrames, lineStarts in
            limit.writeLineStarts(of: partition, into: lineStarts)
            lineStarts[visibleLines] = visibleEnd

            // The reference width lines align in: the line width, or in horizontal scrolling the
            // widest line.
            var referenceWidth = metrics.lineWidth
            if !isVertical {
                referenceWidth = 0
                for j in 0..<visibleLines {
                    referenceWidth = max(referenceWidth, extent(of: lineStarts[j]..<lineStarts[j + 1]).width)
                }
            }
            let geometry = LineGeometry(configuration: c, metrics: metrics, referenceWidth: referenceWidth)
            let packsFromTheLeft = isVertical && geometry.packsFromTheLeft

            for k in visibleEnd..<itemCount { frames[order.index(k)] = .zero }
            for j in 0..<visibleLines {
                let range = lineStarts[j]..<lineStarts[j + 1]
                let indicator = j == visibleLines - 1 ? limit.indicator : nil
                if packsFromTheLeft, indicator == nil, j >= partition.lineExtents.count, !range.isEmpty,
                    let line = Self.writeLinePackedFromTheLeft(
                        range, y: y, geometry: geometry, items: items, order: order, frames: frames)
                {
                    lineFrames[j] = line.frame
                    widestLine = larger(widestLine, line.natural)
                    y += line.frame.height + c.verticalSpacing
                    continue
                }
                // A line that carries the indicator may have lost items: measure it again.
                let extent = indicator == nil && j < partition.lineExtents.count
                    ? partition.lineExtents[j]
                    : geometry.extent(of: range, items: items, order: order)
                let line = geometry.writeLine(
                    range, isLastOfAll: j == lineCount - 1 && lineCount > 1, extent: extent, y: y,
                    indicator: indicator,
                    items: items, order: order, frames: frames)
                lineFrames[j] = line.frame
                widestLine = larger(widestLine, line.natural)
                if let frame = line.indicatorFrame {
                    overflow = OverflowPlacement(hiddenCount: itemCount - visibleEnd, frame: frame)
                }
                y += line.frame.height + c.verticalSpacing
            }
            return referenceWidth
        }
        result.overflow = overflow
        result.finish(
            order: order, visibleEnd: visibleEnd, lineCount: lineCount + limit.indicatorLines, nextLineTop: y, widestLine: widestLine,
            referenceWidth: referenceWidth, configuration: c, container: container,
            provenOptimal: partition.provenOptimal)
    }
}

extension LinePlacer {
    /// A line that packs from the left (leading or left alignment, left to right, vertical
    /// scrolling) in one pass over its items: measured and written together, with the values
    /// `LineGeometry.extent` and `writeLine` compute (a spread of zeros), so the frames are the
    /// same to the bit. `nil`, having written nothing final, when its items differ in height and
    /// sit other than at the top: the caller then measures and writes it the general way.
    @inline(__always)
    static func writeLinePackedFromTheLeft<Order: PlacementOrder>(
        _ range: Range<Int>, y: Double, geometry: LineGeometry, items: UnsafeBufferPointer<LayoutItem>,
        order: Order, frames: UnsafeMutableBufferPointer<Rect>
    ) -> LineGeometry.PlacedLine? {
        let spread = LineSpread()
        let lineStartX = geometry.left + spread.start
        let step = geometry.spacing + spread.gap
        // `y + (height − item.height) · crossFactor` for an item as high as its line.
        let itemTop = y + 0 * geometry.crossFactor
        let firstHeight = items[order.index(range.lowerBound)].height
        var width = 0.0
        var height = 0.0
        var sameHeights = true
        var x = lineStartX
        for k in range {
            let index = order.index(k)
            let item = items[index]
            let natural = geometry.width(of: item)
            let w = natural + spread.grow
            frames[index] = Rect(x: x, y: itemTop, width: w, height: item.height)
            x += w + step
            width += natural
            height = larger(height, item.height)
            sameHeights = sameHeights && item.height == firstHeight
        }
        guard sameHeights || geometry.crossFactor == 0 else { return nil }
        if range.count > 1 { width += Double(range.count - 1) * geometry.spacing }
        let lineEndX = x - step
        return LineGeometry.PlacedLine(
            frame: Rect(x: lineStartX, y: y, width: lineEndX - lineStartX, height: height), natural: width,
            indicatorFrame: nil)
    }
}

extension LayoutResult {
    /// The last step of every layout, once frames and line frames are written: moves the block
    /// for `contentVerticalAlignment`, computes the sizes, snaps to pixels, and records what the
    /// result was laid out for.
    mutating func finish<Order: PlacementOrder>(
        order: Order, visibleEnd: Int, lineCount: Int, nextLineTop y: Double, widestLine: Double,
        referenceWidth: Double, configuration c: LayoutConfiguration, container: Size, provenOptimal: Bool?
    ) {
        let inset = c.contentInset
        let isVertical = c.scrollDirection == .vertical
        let visibleLines = storage.lineCount
        let naturalHeight = visibleLines > 0 ? y - c.verticalSpacing + inset.bottom : inset.vertical
        var contentHeight = naturalHeight
        let shift = visibleLines > 0 && container.height > naturalHeight && c.contentVerticalAlignment != .top
            ? (container.height - naturalHeight) * (c.contentVerticalAlignment == .center ? 0.5 : 1) : nil
        if let shift {
            overflow?.frame.y += shift
            contentHeight = container.height
        }

        var contentSize = Size(
            width: isVertical ? container.width : referenceWidth + inset.horizontal, height: contentHeight)
        var fittingSize = Size(width: widestLine + inset.horizontal, height: naturalHeight)
        let snapper = c.displayScale.map {
            PixelSnapper(scale: $0, lineStart: inset.left, lineEnd: inset.left + referenceWidth)
        }
        if let snapper {
            if let frame = overflow?.frame { overflow?.frame = snapper.snap(frame) }
            let snappedContent = snapper.snapUp(contentSize)
            // In vertical scrolling the content is exactly as wide as the container.
            contentSize = Size(width: isVertical ? contentSize.width : snappedContent.width, height: snappedContent.height)
            fittingSize = snapper.snapUp(fittingSize)
        }
        if shift != nil || snapper != nil {
            storage.withParts { frames, lineFrames, _ in
                if let shift {
                    for k in 0..<visibleEnd { frames[order.index(k)].y += shift }
                    for j in 0..<visibleLines { lineFrames[j].y += shift }
                }
                if let snapper {
                    for k in 0..<visibleEnd { frames[order.index(k)] = snapper.snap(frames[order.index(k)]) }
                    for j in 0..<visibleLines { lineFrames[j] = snapper.snap(lineFrames[j]) }
                }
            }
        }
        self.lineCount = lineCount
        self.contentSize = contentSize
        self.fittingSize = fittingSize
        self.provenOptimal = provenOptimal
        self.scrollDirection = c.scrollDirection
        self.layoutDirection = c.layoutDirection
    }
}
