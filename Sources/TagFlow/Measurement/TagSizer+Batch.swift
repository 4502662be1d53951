extension TagSizer {
    /// The sizing of `tag` as it shows now, from the cache's entries when they answer it whole —
    /// its validity, measurement key and sizing rule come from its `SizingBasis` — else measured
    /// (`measuredMetrics(of:containerWidth:accessoryWidth:)`, which names a bad value).
    func sizing(of tag: TextTag, containerWidth: Double, accessoryWidth: Double = 0) throws(TagFlowError) -> TagSizing {
        if Self.accepts(containerWidth: containerWidth, accessoryWidth: accessoryWidth) {
            let basis = tag.rightfulSizingBasis
            let sizing =
                cache.map { cache in
                    cache.withLockedState { state in
                        warmSizing(basis, containerWidth: containerWidth, accessoryWidth: accessoryWidth, state: &state)
                    }
                } ?? start(basis, containerWidth: containerWidth, accessoryWidth: accessoryWidth) ?? .unresolved
            if sizing.isResolved { return sizing }
        }
        return try measuredSizing(of: tag, containerWidth: containerWidth, accessoryWidth: accessoryWidth)
    }

    /// Sizes `tags` as they show now into `sizings` (one per tag, in order), as
    /// `sizing(of:containerWidth:accessoryWidth:)` sizes each, with every cache look-up under one
    /// acquisition of the cache's lock.
    /// - Throws: the first failure in tag order, its path prefixed with the tag's index.
    func sizings(
        of tags: [TextTag], containerWidth: Double, accessoryWidth: Double = 0, into sizings: inout [TagSizing]
    ) throws(TagFlowError) {
        sizings.removeAll(keepingCapacity: true)
        guard let first = tags.first else { return }
        guard Self.accepts(containerWidth: containerWidth, accessoryWidth: accessoryWidth) else {
            // Refused as the measured path refuses them, at the argument.
            _ = try measuredMetrics(of: first, containerWidth: containerWidth, accessoryWidth: accessoryWidth)
            return
        }
        sizings.reserveCapacity(tags.count)
        // Every tag the cache answers whole, under one lock; the rest (text the cache does not
        // hold, a bad value) are left unresolved.
        if let cache {
            cache.withLockedState { state in
                for k in tags.indices {
                    sizings.append(
                        warmSizing(
                            tags[k].rightfulSizingBasis, containerWidth: containerWidth, accessoryWidth: accessoryWidth,
                            state: &state))
                }
            }
        } else {
            for k in tags.indices {
                sizings.append(
                    start(tags[k].rightfulSizingBasis, containerWidth: containerWidth, accessoryWidth: accessoryWidth)
                        ?? .unresolved)
            }
        }
        // The rest one by one, in order: measured, or a bad value named.
        for k in sizings.indices where !sizings[k].isResolved {
            do {
                sizings[k] = try measuredSizing(of: tags[k], containerWidth: containerWidth, accessoryWidth: accessoryWidth)
            } catch {
                throw error.prefixed(with: [.index(k)])
            }
            markNatural(&sizings[k], basis: tags[k].rightfulSizingBasis)
        }
    }

    /// Marks a text tag's freshly measured `sizing` as holding its text's natural measurement
    /// when that is what the cache answered (the text fits its room), as a sizing read from the
    /// cache's entries is marked: a new width then refits it without the cache
    /// (`refitted(_:basis:containerWidth:accessoryWidth:)`), from the first relayout on.
    private func markNatural(_ sizing: inout TagSizing, basis: SizingBasis) {
        guard sizing.isText, !sizing.textIsNatural, let cache else { return }
        let natural = cache.withLockedState { state in
            state.find(basis, textSizeCategory: textSizeCategory, maxWidth: nil).map { TagSizing.MeasuredExtent(state.values[$0]) }
        }
        guard let natural, let fit = Self.fit(natural, in: sizing.textRoom, basis.rule.lineBreakMode), fit.isNatural else { return }
        sizing.text = natural
        sizing.textIsNatural = true
    }

    /// A tag's sizing from its `basis` and the cache's entries (`state`), or unresolved.
    @inline(__always)
    private func warmSizing(
        _ basis: SizingBasis, containerWidth: Double, accessoryWidth: Double, state: inout MeasurementCache.State
    ) -> TagSizing {
        guard var sizing = start(basis, containerWidth: containerWidth, accessoryWidth: accessoryWidth) else {
            return .unresolved
        }
        if !sizing.isResolved {
            Self.resolve(
                &sizing, basis: basis, from: &state, containerWidth: containerWidth, accessoryWidth: accessoryWidth,
                category: textSizeCategory)
        }
        return sizing
    }

    /// Whether the warm path can take these widths; otherwise the measured path refuses them,
    /// naming the value.
    private static func accepts(containerWidth: Double, accessoryWidth: Double) -> Bool {
        containerWidth >= 0 && accessoryWidth >= 0 && accessoryWidth < .infinity
    }

    /// `tag` sized through `measuredMetrics(of:containerWidth:accessoryWidth:)`.
    private func measuredSizing(of tag: TextTag, containerWidth: Double, accessoryWidth: Double) throws(TagFlowError) -> TagSizing {
        let metrics = try measuredMetrics(of: tag, containerWidth: containerWidth, accessoryWidth: accessoryWidth)
        var sizing = TagSizing(
            size: metrics.size, text: metrics.text.map { TagSizing.MeasuredExtent($0.measurement) } ?? TagSizing.MeasuredExtent(),
            textRoom: metrics.text?.request.maxWidth, isText: metrics.text != nil)
        let rule = tag.rightfulSizingBasis.rule
        if !sizing.isText { sizing.text = TagSizing.MeasuredExtent(content: sizing.size.height, baseline: rule.customBaseline) }
        sizing.takeGrowth(from: rule)
        return sizing
    }

    /// A tag's sizing as far as its `basis` tells: a custom size complete, a text tag's room
    /// (left unresolved, for the cache or the measurer); `nil` for a bad value (the tag is then
    /// sized by the measured path, which names it).
    @inline(__always)
    private func start(_ basis: SizingBasis, containerWidth: Double, accessoryWidth: Double) -> TagSizing? {
        guard basis.isValid else { return nil }
        guard let customSize = basis.customSize else {
            return TagSizing(
                size: .zero, text: TagSizing.MeasuredExtent(),
                textRoom: basis.rule.textRoom(
                    containerWidth: containerWidth, accessoryWidth: accessoryWidth, category: textSizeCategory),
                isText: true, isResolved: false)
        }
        let size = customSize.size(containerWidth: containerWidth)
        guard size.width >= 0, size.width < .infinity, size.height >= 0, size.height < .infinity else { return nil }
        var sizing = TagSizing(
            size: size, text: TagSizing.MeasuredExtent(content: size.height, baseline: basis.rule.customBaseline), textRoom: nil,
            isText: false)
        sizing.takeGrowth(from: basis.rule)
        return sizing
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
                lineCount: state.values[slot].lineCount, firstBaseline: state.values[slot].firstBaseline,
                hasMissingCharacters: state.values[slot].hasMissingCharacters)
        }
        guard let n = state.find(basis, textSizeCategory: category, maxWidth: nil) else { return }
        if let fit = Self.fit(entry(n), in: sizing.textRoom, basis.rule.lineBreakMode) {
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
        sizing.size = basis.rule.size(
            text: sizing.text, containerWidth: containerWidth, accessoryWidth: accessoryWidth, category: category)
        sizing.takeGrowth(from: basis.rule)
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
        let rule = basis.rule
        let room = rule.textRoom(containerWidth: containerWidth, accessoryWidth: accessoryWidth, category: textSizeCategory)
        guard let fit = Self.fit(sizing.text, in: room, rule.lineBreakMode) else { return nil }
        var refitted = TagSizing(
            size: rule.size(text: fit.text, containerWidth: containerWidth, accessoryWidth: accessoryWidth, category: textSizeCategory),
            text: fit.text, textRoom: room, isText: true)
        refitted.textIsNatural = fit.isNatural
        refitted.takeGrowth(from: rule)
        return refitted
    }

    /// The metrics `metrics(of:containerWidth:)` gives for `tag`, rebuilt from its `sizing`
    /// (made for this very tag, unchanged since).
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
            : TextMeasurement(
                width: sizing.text.width, height: sizing.text.height, lineCount: sizing.text.lineCount,
                firstBaseline: sizing.text.firstBaseline)
        return TagMetrics(
            size: sizing.size, text: TagMetrics.MeasuredText(request: request, measurement: measurement),
            imageSize: image?.size, imageSpacing: tag.rightfulSizingBasis.rule.imageSpacing)
    }
}
