/// Where the entry goes: after the last tag (and after the "+N" chip under a line limit), at
/// least its minimum width, taking the rest of that line, or on a line of its own below when
/// less is left. Right to left it stands at the left of the last line. Its height is a tag's
/// (the tag style's padding and one line of its font) and its minimum width scales with the
/// text size category, as the tags do.
///
/// The entry is placed after the controller's layout rather than as a layout item: the engine
/// hides every item past a line limit and ends the last shown line with the chip, so an entry
/// item would be hidden exactly when the field is full. Placed after the layout, with the
/// configuration's spacing and insets, it follows the chip and stays visible.
extension TagField {
    /// The entry's smallest width now: `options.entryMinimumWidth` scaled by the text size
    /// category, or the placeholder measured as a tag (at least 40 pt), capped at the line.
    public var entryMinimumWidth: Double { entryMinimumWidth(laidOutBy: controller) }

    /// The entry's frame in content coordinates.
    public var entryFrame: Rect { entryFrame(laidOutBy: controller) }

    /// The content's size with the entry: the tags' content size, taller when the entry opened
    /// a line of its own.
    public var contentSize: Size { contentSize(laidOutBy: controller) }

    /// `entryFrame` had the tags been laid out by `other` (a copy of the field's controller at
    /// another width, say, as a widget measures its height for a width before taking it).
    public func entryFrame(laidOutBy other: TagCollectionController) -> Rect {
        let configuration = other.configuration
        let inset = configuration.contentInset
        let line = Self.containerWidth(of: other)
        let height = entryHeight(laidOutBy: other)
        let left = inset.left, right = inset.left + line
        guard let last = Self.lastLine(of: other.layout) else { return Rect(x: left, y: inset.top, width: right - left, height: height) }
        let minimum = entryMinimumWidth(laidOutBy: other)
        let spacing = configuration.horizontalSpacing
        if other.layout.layoutDirection == .leftToRight {
            let start = last.trailing + spacing
            if right - start >= minimum - FlowLayout.tolerance {
                return Rect(x: start, y: last.top, width: max(right - start, minimum), height: max(height, last.height))
            }
        } else {
            let end = last.trailing - spacing
            if end - left >= minimum - FlowLayout.tolerance {
                return Rect(x: left, y: last.top, width: max(end - left, minimum), height: max(height, last.height))
            }
        }
        return Rect(x: left, y: last.top + last.height + configuration.verticalSpacing, width: right - left, height: height)
    }

    /// `contentSize` had the tags been laid out by `other`.
    public func contentSize(laidOutBy other: TagCollectionController) -> Size {
        let tags = other.contentSize
        let bottom = entryFrame(laidOutBy: other).maxY + other.configuration.contentInset.bottom
        return Size(width: tags.width, height: max(tags.height, bottom))
    }

    private func entryMinimumWidth(laidOutBy other: TagCollectionController) -> Double {
        let line = Self.containerWidth(of: other)
        let category = other.sizer.textSizeCategory
        if let set = options.entryMinimumWidth { return min(set * category.scaleFactor, line) }
        let measured = (try? other.sizer.size(
            of: .text(.plain(options.placeholder)), style: options.tagStyle, containerWidth: line).width) ?? 0
        return min(max(measured, 40 * category.scaleFactor), line)
    }

    /// The width lines are laid out in (the viewport's less the insets).
    static func containerWidth(of controller: TagCollectionController) -> Double {
        let width = ContentSizeCalculator.tagContainerWidth(
            forWidth: controller.viewport.size.width, configuration: controller.configuration)
        return width.isFinite ? width : controller.viewport.size.width
    }

    /// A tag's height: the tag style's padding around one line of its font.
    private func entryHeight(laidOutBy other: TagCollectionController) -> Double {
        (try? other.sizer.size(of: .text(.plain("Xg")), style: options.tagStyle, containerWidth: Self.containerWidth(of: other)).height) ?? 0
    }

    /// The last shown line: its top, height and trailing edge (the right end left to right, the
    /// left end right to left), the chips on it included; `nil` without tags.
    private static func lastLine(of layout: CollectionLayout) -> (top: Double, height: Double, trailing: Double)? {
        guard let last = layout.lines.last, !last.isEmpty else { return nil }
        var frames = last.compactMap { layout.frame(of: $0) }
        guard let first = frames.first else { return nil }
        let top = frames.map(\.minY).min() ?? first.minY
        let bottom = frames.map(\.maxY).max() ?? first.maxY
        for chip in [layout.overflow?.frame, layout.collapseIndicatorFrame].compactMap({ $0 })
        where chip.minY < bottom && chip.maxY > top {
            frames.append(chip)
        }
        let ltr = layout.layoutDirection == .leftToRight
        let trailing = ltr ? frames.map(\.maxX).max()! : frames.map(\.minX).min()!
        return (top, bottom - top, trailing)
    }
}
