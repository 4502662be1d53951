/// Turns lines (which items, in which order) into frames: alignment along each line and across
/// it, right-to-left mirroring, the position of the whole block, the sizes, and pixel snapping.
/// The line limit and the "+N" slot are settled first (`LineLimit`). This is the general path,
/// where every configuration is placed and new features go first; the fast path (`FastPath`)
/// must place exactly as it does.
struct LinePlacer<Items: ItemSource> {
    let items: Items
    let configuration: LayoutConfiguration
    let container: Size
    let measure: LineMeasure
    /// The lines the strategy formed.
    let partition: LinePartition
    /// Whether every line is plain (`PlainLines`): no item is flexible, and items sit at a fixed
    /// part of their line's height.
    let plainLines: Bool

    /// Places the lines into `result` under `limit`, replacing everything it held (its storage
    /// is reused).
    func place(into result: inout LayoutResult, limit: LineLimit) {
        if partition.placement.isEmpty {
            place(order: InputOrder(), limit: limit, into: &result)
        } else {
            ArrayView.reading(partition.placement) { permutation in
                place(order: PermutedOrder(permutation: permutation), limit: limit, into: &result)
            }
        }
    }

    private func place<Order: PlacementOrder>(order: Order, limit: LineLimit, into result: inout LayoutResult) {
        let itemCount = items.count
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
        // Every frame is written below: hidden items get `.zero`, every visible item (placement
        // holds each index once) and every visible line its frame.
        let placed = result.storage.withParts { frames, lineFrames, lineStarts in
            limit.writeLineStarts(of: partition, into: lineStarts)
            lineStarts[visibleLines] = visibleEnd
            for k in visibleEnd..<itemCount { frames[order.index(k)] = .zero }
            return plainLines
                ? placeLines(order: order, limit: limit, frames: frames, lineFrames: lineFrames, lineStarts: lineStarts, PlainLines.self)
                : placeLines(
                    order: order, limit: limit, frames: frames, lineFrames: lineFrames, lineStarts: lineStarts, FlexibleLines.self)
        }
        result.overflow = placed.overflow
        result.trailingItemFrame = placed.trailing
        result.finish(
            order: order,
            placed: PlacedLayout(
                visibleEnd: visibleEnd, lineCount: partition.lineStarts.count + limit.indicatorLines + limit.trailingLines,
                nextLineTop: placed.nextLineTop, widestLine: placed.widestLine, referenceWidth: placed.referenceWidth,
                provenOptimal: partition.provenOptimal),
            configuration: configuration, container: container)
    }

    /// What placing the lines gives besides their frames.
    private struct PlacedLines {
        var referenceWidth: Double
        var nextLineTop: Double
        var widestLine = 0.0
        var overflow: OverflowPlacement? = nil
        var trailing: Rect? = nil
    }

    /// Writes every visible line through `LineGeometry.writeLine`, from the top.
    private func placeLines<Order: PlacementOrder, Features: LineFeatures>(
        order: Order, limit: LineLimit, frames: FrameSlots, lineFrames: FrameSlots, lineStarts: WordSlots<Int>,
        _ features: Features.Type
    ) -> PlacedLines {
        let lineCount = partition.lineStarts.count
        let visibleLines = limit.visibleLines
        // A line that carries the indicator may have lost items, and the lines of the slots
        // alone hold none: they are measured here.
        func extent(_ j: Int) -> LineExtent {
            let range = lineStarts[j]..<lineStarts[j + 1]
            let measured = j < limit.itemLines && (j != limit.indicatorLine || limit.indicator == nil)
            return measured && j < partition.lineExtents.count
                ? partition.lineExtents[j] : measure.extent(of: range, items: items, order: order)
        }
        // The width lines align in: the line width, or in horizontal scrolling the widest line.
        var referenceWidth = measure.rules.lineWidth
        if !measure.vertical {
            referenceWidth = (0..<visibleLines).reduce(0) { max($0, extent($1).width) }
            // The trailing item ends the last line (horizontal rows have no line limit, no chip).
            if let trailing = limit.trailing {
                let j = visibleLines - 1
                let gap = lineStarts[j] < lineStarts[j + 1] ? measure.rules.spacing : 0
                referenceWidth = max(referenceWidth, extent(j).width + gap + measure.width(of: trailing))
            }
        }
        let geometry = LineGeometry(
            configuration: configuration, measure: measure, referenceWidth: referenceWidth, growsItems: measure.grid == nil)
        var placed = PlacedLines(referenceWidth: referenceWidth, nextLineTop: configuration.contentInset.top)
        for j in 0..<visibleLines {
            // The trailing item's own line is aligned as a last line is.
            let ownsTrailing = limit.trailingLines > 0 && j == visibleLines - 1
            let isLast = j == lineCount - 1 || ownsTrailing
            let written = LineGeometry.Line(
                range: lineStarts[j]..<lineStarts[j + 1], top: placed.nextLineTop, extent: extent(j),
                indicator: j == limit.indicatorLine ? limit.indicator : nil,
                trailing: j == visibleLines - 1 ? limit.trailing : nil,
                isLast: isLast, isLastOfSeveral: isLast && (ownsTrailing ? visibleLines : lineCount) > 1)
            let line = geometry.writeLine(written, items: items, order: order, frames: frames, Features.self)
            lineFrames[j] = line.frame
            placed.widestLine = larger(placed.widestLine, line.natural)
            if let frame = line.indicatorFrame {
                placed.overflow = OverflowPlacement(hiddenCount: items.count - limit.visibleEnd, frame: frame)
            }
            if let frame = line.trailingFrame { placed.trailing = frame }
            placed.nextLineTop += line.frame.height + configuration.verticalSpacing
        }
        return placed
    }
}
