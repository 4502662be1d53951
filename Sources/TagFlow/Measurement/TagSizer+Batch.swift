/// A collection that stores its tags (an array), so a tag read from it lives as long as the
/// collection: what lets a batch read each tag's sizing basis without retaining it. (A
/// collection that makes its tags on the fly, a lazy map, must not conform.)
protocol StoredTags: RandomAccessCollection<TextTag> {}
extension Array: StoredTags where Element == TextTag {}

extension TagSizer {
    /// Sizes `tags` as they show now into `sizings` (one per tag, in order), exactly as
    /// `metrics(of:containerWidth:accessoryWidth:)` sizes each, with the work a warm cache makes unnecessary
    /// left out: every tag's validity, measurement key and style numbers come from its
    /// `SizingBasis` (worked out when the tag was made), and all cache look-ups share one
    /// acquisition of the cache's lock. Tags the cache cannot answer, and tags with a bad value,
    /// go through `metrics(of:containerWidth:accessoryWidth:)` one by one.
    /// - Throws: the first failure in tag order, its path prefixed with the tag's index.
    func sizings(
        of tags: some StoredTags, containerWidth: Double, accessoryWidth: Double = 0,
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
        // 1. What each tag needs, from its basis (`start`; read unretained, see step 2); custom
        //    sizes at once. A bad value ends the batch there: the tags before it are sized, then
        //    its error is thrown.
        var end = count
        var pending = 0  // text tags left for the cache
        for k in 0..<count {
            let basis = Unmanaged.passUnretained(tags[tags.index(tags.startIndex, offsetBy: k)].rightfulSizingBasis)
            let sizing = basis._withUnsafeGuaranteedRef { basis in
                start(basis, containerWidth: containerWidth, accessoryWidth: accessoryWidth)
            }
            guard let sizing else {
                end = k
                break
            }
            sizings.append(sizing)
            if !sizing.isResolved { pending += 1 }
        }
        // The tags from the bad one on are sized one by one in step 3.
        while sizings.count < count { sizings.append(TagSizing.zero) }
        // 2. Every text tag the cache can answer whole, under one lock (`resolve`). The rest
        //    are left uncounted, for step 3. The bases are read unretained: `tags` stores each
        //    tag (`StoredTags`), and a tag's box its bases, until the call returns (a retain and
        //    a release per tag and step were a sixth of a warm batch).
        if let cache, pending > 0 {
            let category = textSizeCategory
            sizings.withUnsafeMutableBufferPointer { sizings in
                cache.withLockedState { state in
                    for k in 0..<end where sizings[k].isText {
                        let basis = Unmanaged.passUnretained(tags[tags.index(tags.startIndex, offsetBy: k)].rightfulSizingBasis)
                        basis._withUnsafeGuaranteedRef { basis in
                            Self.resolve(
                                &sizings[k], basis: basis, from: &state, containerWidth: containerWidth,
                                accessoryWidth: accessoryWidth, category: category)
                        }
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
                    size: metrics.size, text: metrics.text.map { TagSizing.MeasuredExtent($0.measurement) } ?? TagSizing.MeasuredExtent(),
                    textRoom: metrics.text?.request.maxWidth, isText: metrics.text != nil)
            } catch {
                throw error.prefixed(with: [.index(k)])
            }
        }
    }

    /// A tag's sizing as far as its `basis` tells: a custom size complete, a text tag's room
    /// (left unresolved, for the cache or the measurer); `nil` for a bad value (the tag is then
    /// sized one by one, which names it).
    @inline(__always)
    private func start(_ basis: SizingBasis, containerWidth: Double, accessoryWidth: Double) -> TagSizing? {
        guard basis.isValid else { return nil }
        guard let customSize = basis.customSize else {
            return TagSizing(
                size: .zero, text: TagSizing.MeasuredExtent(),
                textRoom: basis.textRoom(containerWidth: containerWidth, accessoryWidth: accessoryWidth, category: textSizeCategory),
                isText: true, isResolved: false)
        }
        let size = customSize.size(containerWidth: containerWidth)
        guard size.width >= 0, size.width < .infinity, size.height >= 0, size.height < .infinity else { return nil }
        return TagSizing(size: size, text: TagSizing.MeasuredExtent(), textRoom: nil, isText: false)
    }

    /// Completes `sizing`, a text tag's, from the cache's entries when they answer it whole —
    /// with the counts and the answer `MeasurementCache.measurement(forValid:using:)` would give
    /// — and leaves it unresolved and uncounted otherwise. The entries are read in place:
    /// copying a `TextMeasurement` out would retain and release its missing characters.
    @inline(__always)
    private static func resolve(
        _ sizing: inout TagSizing, basis: SizingBasis, from state: inout MeasurementCache.State, containerWidth: Double,
        accessoryWidth: Double, category: TextSizeCategory
    ) {
        func entry(_ slot: Int) -> TagSizing.MeasuredExtent {
            TagSizing.MeasuredExtent(
                width: state.values[slot].width, height: state.values[slot].height,
                lineCount: state.values[slot].lineCount, hasMissingCharacters: state.values[slot].hasMissingCharacters)
        }
        guard let n = state.find(basis, textSizeCategory: category, maxWidth: nil) else { return }
        if let fit = Self.fit(entry(n), in: sizing.textRoom, basis.lineBreakMode) {
            sizing.text = fit.text
            sizing.textIsNatural = fit.isNatural
        } else {
            // Wrapped (or truncated) at the room's width: its own entry.
            guard let w = state.find(basis, textSizeCategory: category, maxWidth: sizing.textRoom) else { return }
            state.countHit(w)
            sizing.text = entry(w)
            sizing.textIsNatural = false
        }
        state.countHit(n)
        sizing.size = basis.size(
            text: sizing.text, containerWidth: containerWidth, accessoryWidth: accessoryWidth, category: category)
        sizing.isResolved = true
    }

    /// A text's `natural` measurement in `room` as the cache answers it
    /// (`MeasurementCache.measurement(forValid:key:using:)`): itself where it fits or nothing
    /// limits it (`isNatural`), cut to the room in `clip` mode; `nil` when the text must be
    /// measured at the room's width (it wraps or is truncated).
    @inline(__always)
    private static func fit(
        _ natural: TagSizing.MeasuredExtent, in room: Double?, _ mode: TextTagStyle.LineBreakMode
    ) -> (text: TagSizing.MeasuredExtent, isNatural: Bool)? {
        guard let room, natural.width > room else { return (natural, true) }
        guard mode == .clip else { return nil }
        var clipped = natural
        clipped.width = room  // `MeasurementCache.clipped`: min(natural, room)
        return (clipped, false)
    }

    /// `sizing` (a text tag's, made at another container width with the same accessory width
    /// and text size category) at `containerWidth`, when its natural measurement answers there
    /// as a batch would take it from the cache: the text fits the new room, or is clipped to
    /// it. `nil` when the text must be measured at the new width (it wraps), or the sizing holds
    /// no natural measurement.
    @inline(__always)
    func refitted(_ sizing: TagSizing, basis: SizingBasis, containerWidth: Double, accessoryWidth: Double) -> TagSizing? {
        guard sizing.isText, sizing.textIsNatural else { return nil }
        let room = basis.textRoom(containerWidth: containerWidth, accessoryWidth: accessoryWidth, category: textSizeCategory)
        guard let fit = Self.fit(sizing.text, in: room, basis.lineBreakMode) else { return nil }
        var refitted = TagSizing(
            size: basis.size(text: fit.text, containerWidth: containerWidth, accessoryWidth: accessoryWidth, category: textSizeCategory),
            text: fit.text, textRoom: room, isText: true)
        refitted.textIsNatural = fit.isNatural
        return refitted
    }

    /// The metrics `metrics(of:containerWidth:)` gives for `tag`, rebuilt from its `sizing`
    /// (made by `sizings(of:containerWidth:into:)` for this very tag, unchanged since).
    /// - Throws: only when the text had missing characters and measuring it again to list them
    ///   fails (a measurer that answered once answers the same request again).
    func metrics(of tag: TextTag, from sizing: TagSizing) throws(TagFlowError) -> TagMetrics {
        guard sizing.isText, case .text(let text, let image) = tag.rightfulContent else {
            return TagMetrics(size: sizing.size)
        }
        let style = tag.rightfulStyle
        let request = TextMeasurementRequest(
            text: text, font: style.font, textSizeCategory: textSizeCategory, maxWidth: sizing.textRoom,
            numberOfLines: style.numberOfLines, lineBreakMode: style.lineBreakMode, lineHeight: style.lineHeight)
        let measurement =
            sizing.text.hasMissingCharacters
            ? try measure(request)
            : TextMeasurement(width: sizing.text.width, height: sizing.text.height, lineCount: sizing.text.lineCount)
        return TagMetrics(
            size: sizing.size, text: TagMetrics.MeasuredText(request: request, measurement: measurement),
            imageSize: image?.size, imageSpacing: tag.rightfulSizingBasis.imageSpacing)
    }
}
