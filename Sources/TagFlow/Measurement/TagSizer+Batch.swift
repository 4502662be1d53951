/// A tag's size and what it came from, as plain values (nothing to retain or release): what a
/// batch of sizings produces and the controller's size memo keeps. `TagSizer.metrics(of:from:)`
/// rebuilds the full `TagMetrics` from it and the tag.
struct TagSizing: Sendable {
    /// The tag's size.
    var size: Size
    /// The text's measurement (zero for custom content).
    var measurement: TextMeasurement
    /// The room the text was measured in (`nil`: unlimited, or custom content).
    var textRoom: Double?
    /// Whether the tag shows text (else custom content).
    var isText: Bool
    /// Whether the sizing is complete (a batch's working flag).
    var isResolved = true

    static let zero = TagSizing(
        size: .zero, measurement: TextMeasurement(width: 0, height: 0, lineCount: 0), textRoom: nil, isText: false)
}

extension TagSizer {
    /// Sizes `tags` as they show now into `sizings` (one per tag, in order), exactly as
    /// `metrics(of:containerWidth:accessoryWidth:)` sizes each, with the work a warm cache makes unnecessary
    /// left out: every tag's validity, measurement key and style numbers come from its
    /// `SizingBasis` (worked out when the tag was made), and all cache look-ups share one
    /// acquisition of the cache's lock. Tags the cache cannot answer, and tags with a bad value,
    /// go through `metrics(of:containerWidth:accessoryWidth:)` one by one.
    /// - Throws: the first failure in tag order, its path prefixed with the tag's index.
    func sizings(
        of tags: some RandomAccessCollection<TextTag>, containerWidth: Double, accessoryWidth: Double = 0,
        into sizings: inout [TagSizing]
    ) throws(TagFlowError) {
        sizings.removeAll(keepingCapacity: true)
        let count = tags.count
        guard count > 0 else { return }
        guard containerWidth >= 0, accessoryWidth >= 0, accessoryWidth < .infinity else {
            // As `metrics(of:containerWidth:accessoryWidth:)` refuses them.
            _ = try metrics(of: tags[tags.startIndex], containerWidth: containerWidth, accessoryWidth: accessoryWidth)
            return
        }
        sizings.reserveCapacity(count)
        // 1. What each tag needs, from its basis; custom sizes at once. A bad value ends the
        //    batch there: the tags before it are sized, then its error is thrown.
        var end = count
        var pending = 0  // text tags left for the cache
        for k in 0..<count {
            let basis = tags[tags.index(tags.startIndex, offsetBy: k)].rightfulSizingBasis
            guard basis.isValid else {
                end = k
                break
            }
            if let customSize = basis.customSize {
                let size = customSize.size(containerWidth: containerWidth)
                guard size.width >= 0, size.width < .infinity, size.height >= 0, size.height < .infinity else {
                    end = k
                    break
                }
                sizings.append(TagSizing(size: size, measurement: TagSizing.zero.measurement, textRoom: nil, isText: false))
            } else {
                sizings.append(TagSizing(
                    size: .zero, measurement: TagSizing.zero.measurement,
                    textRoom: basis.textRoom(
                        containerWidth: containerWidth, accessoryWidth: accessoryWidth, category: textSizeCategory),
                    isText: true, isResolved: false))
                pending += 1
            }
        }
        // The tags from the bad one on are sized one by one in step 3.
        while sizings.count < count { sizings.append(TagSizing.zero) }
        // 2. Every text tag the cache can answer whole, under one lock, with the counts and the
        //    answer `MeasurementCache.measurement(forValid:using:)` would give. The rest are
        //    left uncounted, for step 3.
        if let cache, pending > 0 {
            let category = textSizeCategory
            sizings.withUnsafeMutableBufferPointer { sizings in
                cache.withLockedState { state in
                    for k in 0..<end where sizings[k].isText {
                        let basis = tags[tags.index(tags.startIndex, offsetBy: k)].rightfulSizingBasis
                        guard let n = state.find(basis, textSizeCategory: category, maxWidth: nil)
                        else { continue }
                        let textRoom = sizings[k].textRoom
                        var measurement = state.values[n]
                        if basis.lineBreakMode != .clip, let width = textRoom, measurement.width > width {
                            guard let w = state.find(basis, textSizeCategory: category, maxWidth: width)
                            else { continue }
                            _ = state.markHit(n)
                            measurement = state.markHit(w)
                        } else {
                            measurement = MeasurementCache.clipped(state.markHit(n), basis.lineBreakMode, textRoom)
                        }
                        sizings[k].measurement = measurement
                        sizings[k].size = basis.size(
                            measurement: measurement, containerWidth: containerWidth, accessoryWidth: accessoryWidth,
                            category: category)
                        sizings[k].isResolved = true
                    }
                }
            }
        }
        // 3. The rest one by one: text the cache could not answer (or no cache), the tag with a
        //    bad value (which throws), and, should it not, every tag after it.
        for k in 0..<count where k >= end || !sizings[k].isResolved {
            let tag = tags[tags.index(tags.startIndex, offsetBy: k)]
            do {
                let metrics = try self.metrics(of: tag, containerWidth: containerWidth, accessoryWidth: accessoryWidth)
                sizings[k] = TagSizing(
                    size: metrics.size, measurement: metrics.text?.measurement ?? TagSizing.zero.measurement,
                    textRoom: metrics.text?.request.maxWidth, isText: metrics.text != nil)
            } catch {
                throw error.prefixed(with: [.index(k)])
            }
        }
    }

    /// The metrics `metrics(of:containerWidth:)` gives for `tag`, rebuilt from its `sizing`
    /// (made by `sizings(of:containerWidth:into:)` for this very tag, unchanged since).
    func metrics(of tag: TextTag, from sizing: TagSizing) -> TagMetrics {
        guard sizing.isText, case .text(let text, let image) = tag.rightfulContent else {
            return TagMetrics(size: sizing.size)
        }
        let style = tag.rightfulStyle
        let request = TextMeasurementRequest(
            text: text, font: style.font, textSizeCategory: textSizeCategory, maxWidth: sizing.textRoom,
            numberOfLines: style.numberOfLines, lineBreakMode: style.lineBreakMode, lineHeight: style.lineHeight)
        return TagMetrics(
            size: sizing.size, text: TagMetrics.MeasuredText(request: request, measurement: sizing.measurement),
            imageSize: image?.size, imageSpacing: tag.rightfulSizingBasis.imageSpacing)
    }
}
