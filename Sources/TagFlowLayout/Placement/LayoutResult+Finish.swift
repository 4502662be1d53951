/// What placing the lines found, for `LayoutResult.finish`.
struct PlacedLayout {
    /// The end of the shown items in placement order.
    var visibleEnd: Int
    /// Every line the items form, hidden ones included.
    var lineCount: Int
    /// The top the line after the last visible one would have (the lines, their spacings and
    /// the top inset).
    var nextLineTop: Double
    /// The widest visible line's natural width.
    var widestLine: Double
    /// The width the lines were aligned in.
    var referenceWidth: Double
    /// `fewestRows`' proof of optimality; `nil` for other strategies.
    var provenOptimal: Bool?
}

extension LayoutResult {
    /// The last step of every layout, once frames and line frames are written: moves the block
    /// for `contentVerticalAlignment`, computes the sizes, snaps to pixels, and records what the
    /// result was laid out for.
    mutating func finish<Order: PlacementOrder>(
        order: Order, placed: PlacedLayout, configuration c: LayoutConfiguration, container: Size
    ) {
        let (visibleEnd, y, widestLine, referenceWidth) = (
            placed.visibleEnd, placed.nextLineTop, placed.widestLine, placed.referenceWidth
        )
        let inset = c.contentInset
        let isVertical = c.scrollDirection == .vertical
        let visibleLines = storage.lineCount
        let naturalHeight = visibleLines > 0 ? y - c.verticalSpacing + inset.bottom : inset.vertical
        var contentHeight = naturalHeight
        let shift = visibleLines > 0 && container.height > naturalHeight && c.contentVerticalAlignment != .top
            ? (container.height - naturalHeight) * (c.contentVerticalAlignment == .center ? 0.5 : 1) : nil
        if let shift {
            overflow?.frame.y += shift
            trailingItemFrame?.y += shift
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
            if let frame = trailingItemFrame { trailingItemFrame = snapper.snap(frame) }
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
        self.lineCount = placed.lineCount
        self.contentSize = contentSize
        self.fittingSize = fittingSize
        self.provenOptimal = placed.provenOptimal
        self.scrollDirection = c.scrollDirection
        self.layoutDirection = c.layoutDirection
    }
}
