import TagFlow

/// The part of the content whose tags have accessible children: the visible part and half a
/// viewport more on each side along the scroll axis, as `GtkListView` keeps rows only in and
/// near its view. Screen readers walking the tree see these tags (plus the focused one) in
/// reading order; each still says its place in the whole collection ("2 of 10000").
struct MirroredRegion: Equatable {
    /// The content rectangle covered.
    let rect: Rect

    /// The region around `visible` (content coordinates) when scrolling along `direction`.
    init(around visible: Rect, scrollDirection: LayoutConfiguration.ScrollDirection) {
        switch scrollDirection {
        case .vertical:
            rect = visible.insetBy(dx: 0, dy: -visible.height / 2)
        case .horizontal:
            rect = visible.insetBy(dx: -visible.width / 2, dy: 0)
        }
    }

    /// Whether `visible` lies inside the region (else the children must follow the view).
    func covers(_ visible: Rect) -> Bool {
        visible.minX >= rect.minX && visible.maxX <= rect.maxX && visible.minY >= rect.minY && visible.maxY <= rect.maxY
    }

    /// The elements the children stand for, in reading order: the tags meeting the region, the
    /// tags with the ids in `keeping` wherever they are (the focused one), and the overflow or
    /// collapse indicator when it meets the region, last. With `atLeast`, the tags nearest the
    /// region make up that many: a new width that fits fewer tags in view keeps the children
    /// there are, bound to tags just beyond it, instead of destroying them.
    func elements(of controller: TagCollectionController, keeping: [TagID], atLeast minimum: Int = 0) -> [TagAccessibilityElement] {
        var indices = nearestIndices(of: controller, count: minimum)
        let rightToLeft = controller.layout.layoutDirection == .rightToLeft
        for id in keeping {
            guard let index = controller.index(ofID: id), let frame = controller.frame(at: index), !indices.contains(index) else {
                continue
            }
            let place = indices.firstIndex { other in
                controller.frame(at: other).map { Self.precedes(frame, $0, rightToLeft: rightToLeft) } ?? false
            }
            indices.insert(index, at: place ?? indices.endIndex)
        }
        var elements = indices.compactMap { controller.accessibilityElement(at: $0) }
        for indicator in controller.accessibilityElements(ofIndicatorsIn: rect) { elements.append(indicator) }
        return elements
    }

    /// The tags meeting the region, and as many of the nearest beyond it (within one more
    /// extent of the region along the scroll axis) as make `count`, in reading order.
    private func nearestIndices(of controller: TagCollectionController, count: Int) -> [Int] {
        let inside = controller.indices(in: rect)
        guard inside.count < count else { return inside }
        let vertical = controller.configuration.scrollDirection == .vertical
        let reach = rect.insetBy(dx: vertical ? 0 : -rect.width / 2, dy: vertical ? -rect.height / 2 : 0)
        let around = controller.indices(in: reach)
        guard around.count > count else { return around }
        // The distance from the region along the scroll axis; the nearest extra tags stay.
        func distance(_ index: Int) -> Double {
            guard let f = controller.frame(at: index) else { return .infinity }
            return vertical ? max(0, rect.minY - f.maxY, f.minY - rect.maxY) : max(0, rect.minX - f.maxX, f.minX - rect.maxX)
        }
        let kept = Set(around.sorted { distance($0) < distance($1) }.prefix(count))
        return around.filter(kept.contains)
    }

    /// The elements of the tags with `ids` alone, in reading order.
    static func elements(of controller: TagCollectionController, ids: [TagID]) -> [TagAccessibilityElement] {
        let rightToLeft = controller.layout.layoutDirection == .rightToLeft
        let indices = Set(ids.compactMap { controller.index(ofID: $0) })
        return indices.compactMap { controller.accessibilityElement(at: $0) }.sorted {
            precedes($0.frame, $1.frame, rightToLeft: rightToLeft)
        }
    }

    /// Whether a tag at `a` comes before one at `b` in reading order: an earlier line first,
    /// then from the line's leading edge. Lines never overlap vertically, so frames whose
    /// vertical spans meet share a line.
    static func precedes(_ a: Rect, _ b: Rect, rightToLeft: Bool) -> Bool {
        let sameLine = (a.minY < b.maxY && b.minY < a.maxY) || a.minY == b.minY
        guard sameLine else { return a.minY < b.minY }
        return rightToLeft ? a.minX > b.minX : a.minX < b.minX
    }
}

extension TagCollectionController {
    /// The overflow and collapse indicators' elements whose frames meet `rect`, in reading order.
    /// They come last in `accessibilityElements`, which builds every tag's element too: it is
    /// asked only when an indicator meets `rect`.
    func accessibilityElements(ofIndicatorsIn rect: Rect) -> [TagAccessibilityElement] {
        let frames = [layout.overflow?.frame, layout.collapseIndicatorFrame]
        guard frames.contains(where: { $0?.intersects(rect) ?? false }) else { return [] }
        return accessibilityElements.filter { element in
            if case .tag = element.kind { return false }
            return element.frame.intersects(rect)
        }
    }
}
