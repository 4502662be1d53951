extension LayoutResult {
    /// Where an item should end up in the viewport when scrolling to it.
    public enum ScrollPosition: String, CaseIterable, Hashable, Sendable {
        /// Scroll as little as possible: not at all when the item is already fully visible, else just
        /// enough to show it at the nearer edge (its start edge when it is larger than the viewport).
        case nearest
        /// The item's leading edge at the viewport's leading edge (top in vertical scrolling; left,
        /// or right in right-to-left, in horizontal scrolling).
        case start
        /// The item centred in the viewport.
        case center
        /// The item's trailing edge at the viewport's trailing edge.
        case end
    }

    /// The number of items on visible lines (placed items).
    public var visibleItemCount: Int { storage.lineStart(storage.lineCount) }

    /// The index of the visible line containing `point` vertically, found by binary search.
    private func line(at y: Double) -> Int? {
        var low = 0
        var high = storage.lineCount
        // The last line whose top is at or above `y`.
        while low < high {
            let mid = (low + high) / 2
            if storage.lineFrame(mid).minY <= y { low = mid + 1 } else { high = mid }
        }
        let candidate = low - 1
        guard candidate >= 0, y < storage.lineFrame(candidate).maxY else { return nil }
        return candidate
    }

    /// The item whose frame contains `point`, or `nil` for gaps, insets, hidden items and the
    /// overflow and collapse indicators. Frames include their left and top edges and exclude their right and
    /// bottom edges. O(log n): a binary search over the lines, then over the line's items.
    public func index(at point: Point) -> Int? {
        guard let line = line(at: point.y) else { return nil }
        let start = storage.lineStart(line)
        let end = storage.lineStart(line + 1)
        // Items of a line run left to right in left-to-right layouts and right to left otherwise:
        // find the last item (in that physical order) whose left edge is at or before the point.
        let rightToLeft = layoutDirection == .rightToLeft
        var low = 0
        var high = end - start
        while low < high {
            let mid = (low + high) / 2
            let k = rightToLeft ? end - 1 - mid : start + mid
            if storage.frame(item(atPlacement: k)).minX <= point.x { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let k = rightToLeft ? end - low : start + low - 1
        let index = item(atPlacement: k)
        return storage.frame(index).contains(point) ? index : nil
    }

    /// Whether `point` lies on the overflow indicator.
    public func overflowIndicatorContains(_ point: Point) -> Bool {
        overflow?.frame.contains(point) ?? false
    }

    /// Whether `point` lies on the collapse indicator.
    public func collapseIndicatorContains(_ point: Point) -> Bool {
        collapseIndicatorFrame?.contains(point) ?? false
    }

    /// The visible items whose frames intersect `rect` (touching counts), in placement order —
    /// what a view needs to draw for a viewport. Lines are found by binary search.
    public func indices(in rect: Rect) -> [Int] {
        var found: [Int] = []
        // The first line whose bottom reaches the rectangle.
        var low = 0
        var high = storage.lineCount
        while low < high {
            let mid = (low + high) / 2
            if storage.lineFrame(mid).maxY < rect.minY { low = mid + 1 } else { high = mid }
        }
        var line = low
        while line < storage.lineCount, storage.lineFrame(line).minY <= rect.maxY {
            for k in storage.lineStart(line)..<storage.lineStart(line + 1)
            where storage.frame(item(atPlacement: k)).intersects(rect) {
                found.append(item(atPlacement: k))
            }
            line += 1
        }
        return found
    }

    /// The content offset that brings item `index` into a viewport of `viewportSize` scrolled to
    /// `currentOffset`, clamped to the scrollable range `0 ... contentSize − viewportSize`.
    /// Only the scrolling axis changes. `nil` when the index is out of range or the item hidden.
    public func contentOffset(
        toShow index: Int, at position: ScrollPosition, viewportSize: Size, currentOffset: Point = .zero
    ) -> Point? {
        guard let frame = frame(of: index) else { return nil }
        return contentOffset(toShowFrame: frame, at: position, viewportSize: viewportSize, currentOffset: currentOffset)
    }

    /// The content offset that brings `frame` (content coordinates: an item's, or the overflow or
    /// collapse indicator's) into the viewport, as `contentOffset(toShow:at:viewportSize:currentOffset:)`
    /// does for an item.
    public func contentOffset(
        toShowFrame frame: Rect, at position: ScrollPosition, viewportSize: Size, currentOffset: Point = .zero
    ) -> Point {
        switch scrollDirection {
        case .vertical:
            let axis = ScrollAxis(
                viewport: viewportSize.height, content: contentSize.height, current: currentOffset.y, reversed: false)
            return Point(x: currentOffset.x, y: axis.offset(showing: frame.minY, to: frame.maxY, at: position))
        case .horizontal:
            let axis = ScrollAxis(
                viewport: viewportSize.width, content: contentSize.width, current: currentOffset.x,
                reversed: layoutDirection == .rightToLeft)
            return Point(x: axis.offset(showing: frame.minX, to: frame.maxX, at: position), y: currentOffset.y)
        }
    }

    /// The scrolling axis: the viewport's and the content's length along it, the current offset,
    /// and whether start and end are read from the far side (right to left).
    private struct ScrollAxis {
        let viewport: Double
        let content: Double
        let current: Double
        let reversed: Bool

        /// The offset that shows the span `itemStart ... itemEnd` at `position`, clamped to the
        /// scrollable range.
        func offset(showing itemStart: Double, to itemEnd: Double, at position: ScrollPosition) -> Double {
            let alignStart = reversed ? itemEnd - viewport : itemStart
            let alignEnd = reversed ? itemStart : itemEnd - viewport
            let wanted: Double
            switch position {
            case .start:
                wanted = alignStart
            case .end:
                wanted = alignEnd
            case .center:
                wanted = (itemStart + itemEnd) / 2 - viewport / 2
            case .nearest:
                if itemEnd - itemStart > viewport {
                    wanted = alignStart
                } else if itemStart < current {
                    wanted = itemStart
                } else if itemEnd > current + viewport {
                    wanted = itemEnd - viewport
                } else {
                    wanted = current
                }
            }
            return min(max(wanted, 0), max(0, content - viewport))
        }
    }
}
