/// Greedy or balanced wrapping without a line limit — the common configurations — in one pass
/// over the items that checks them and writes the frames and the lines together.
///
/// Greedy breaks lines in the same pass, exactly as `GreedyLineBreaker` breaks them; balanced
/// first finds its breaks (`BalancedLineBreaker`, which needs the widths only) and the pass then
/// breaks where they say. Every line is placed exactly as `LinePlacer` places it: when lines pack
/// from the left (leading or left alignment, left to right) and their items share a height (or sit
/// at the line's top), an item's frame is final the moment it joins its line, and is written then,
/// from the same expressions `LineGeometry` evaluates. While every item is as high as the first
/// (tags of one style), the pass keeps no line heights at all: every line is as high as its
/// items; from an item of another height on, it keeps them. Any other line is written again
/// through `LineGeometry.writeLine` once its end is known, while its items are still in the
/// cache. The item checks are folded into the same pass, branch-free; when one fails, the layout
/// throws after the pass.
///
/// The pass writes straight into the result's storage: the frames (one per item) and the line
/// records (a start and a frame per line). When the line storage fills up (greedy only: balanced
/// knows its line count first), the pass stops before the next line, the storage grows, and the
/// pass resumes there.
enum FusedLineLayout {
    /// Whether `configuration` takes the fused pass.
    static func applies(to configuration: LayoutConfiguration) -> Bool {
        // A spacing of −0 (allowed: it is ≥ 0) would make `writeLine`'s step, `spacing + 0`,
        // differ in its bits from the spacing; the pass uses one for the other.
        configuration.scrollDirection == .vertical && configuration.lineBreaking != .fewestRows
            && configuration.numberOfLines == nil && configuration.horizontalSpacing.sign == .plus
    }

    /// Lays `items` out into `result`, replacing everything it held.
    ///
    /// Inlined into its one caller: as a call, it spilled its arguments and its setup, about 90
    /// instructions a layout, which small layouts (list rows of a few tags) pay per tag.
    /// - Throws: `TagFlowError` at `items[i].width` or `items[i].height` for the first size that
    ///   is negative, infinite or NaN; `result` is then the empty result.
    @inline(__always)
    static func layOut(
        _ items: UnsafeBufferPointer<LayoutItem>, configuration: LayoutConfiguration, container: Size,
        metrics: LineMetrics, into result: inout LayoutResult
    ) throws(TagFlowError) {
        let itemCount = items.count
        let geometry = LineGeometry(configuration: configuration, metrics: metrics, referenceWidth: metrics.lineWidth)
        var pass = Pass(
            geometry: geometry, metrics: metrics, top: configuration.contentInset.top,
            firstHeight: items.first?.height ?? 0)
        let breaksGiven = configuration.lineBreaking == .balanced
        // Line room: all the result's storage holds when it holds as many lines as last time;
        // otherwise (a new result, or one that must grow anyway) a forecast from the first items
        // (`firstLineRoom`). When greedy's lines outnumber it, the rate at which they have formed
        // so far sizes it for the items left (`ResultStorage.lineRoom(forecastFrom:itemsDone:itemCount:)`),
        // as the pass goes; balanced knows its line count once its breaks are settled, and grows
        // the room to it before the pass.
        let lastLineCount = result.storage.lineCount
        result.storage.prepare(
            itemCount: itemCount,
            lineRoom: lastLineCount > 0 && result.storage.holds(itemCount: itemCount, lineRoom: lastLineCount)
                ? lastLineCount : max(lastLineCount, Self.firstLineRoom(for: items, metrics: metrics)))
        if breaksGiven, itemCount > 0 {
            // Balancing works in the frames' storage, which the pass writes only afterwards,
            // reading each line's end there as the line starts (`GivenBreaks`).
            BalancedLineBreaker.settle(items, metrics: metrics, in: &result.storage)
        }

        if !result.placement.isEmpty { result.placement = [] }
        if !result.hiddenFlags.isEmpty { result.hiddenFlags = [] }
        result.overflow = nil
        passing: while true {
            let stop = result.storage.withParts { frames, lineFrames, lineStarts in
                breaksGiven
                    ? pass.run(GivenBreaks.self, items, frames: frames, lineFrames: lineFrames, lineStarts: lineStarts)
                    : pass.run(GreedyBreaks.self, items, frames: frames, lineFrames: lineFrames, lineStarts: lineStarts)
            }
            switch stop {
            case .finished:
                break passing
            case .heightsDiffer:
                // The pass goes on where it stopped, keeping each line's height as it goes.
                pass.sharedHeight = 0
            case .needsLineRoom:
                // The frames and lines written so far are kept; the rest is written as the pass
                // goes on.
                result.storage.prepare(
                    itemCount: itemCount,
                    lineRoom: ResultStorage.lineRoom(forecastFrom: pass.lines, itemsDone: pass.next, itemCount: itemCount),
                    keepingFrames: pass.next, keepingLines: pass.lines)
            }
        }
        if !pass.checksPassed {
            do {
                try ItemSummary.throwFirstInvalidSize(in: items)
            } catch {
                result = LayoutResult()
                throw error
            }
            // Only a sum of huge sizes overflowed: every size is valid.
        }
        let lineCount = pass.lines
        result.storage.setLineCount(lineCount)
        var nextLineTop = pass.y
        let top = configuration.contentInset.top
        let verticalSpacing = configuration.verticalSpacing
        let crossFactor = geometry.crossFactor
        nextLineTop = result.storage.withParts { frames, lineFrames, lineStarts in
            lineStarts[lineCount] = itemCount
            guard top == 0, top.sign == .minus else { return nextLineTop }
            // The pass tracks the tops its items take (+0 for −0); the lines keep theirs as
            // given, as `LinePlacer` sums them: −0 until a line adds a height.
            var y = top
            for j in 0..<lineCount {
                lineFrames[j].y = y
                if y == 0 {
                    // On a top of ±0 an item's `y + (line height − height) · crossFactor` takes
                    // its sign from the offset, which is −0 where the line's height is −0 and the
                    // item's +0: written again as `LineGeometry.writeLine` writes it.
                    let height = lineFrames[j].height
                    for k in lineStarts[j]..<lineStarts[j + 1] {
                        frames[k].y = y + (height - frames[k].height) * crossFactor
                    }
                }
                y += lineFrames[j].height + verticalSpacing
            }
            return y
        }
        result.finish(
            order: InputOrder(), visibleEnd: itemCount, lineCount: lineCount, nextLineTop: nextLineTop,
            widestLine: pass.widestLine, referenceWidth: metrics.lineWidth, configuration: configuration,
            container: container, provenOptimal: nil)
    }

    /// How many items the first line room is forecast from.
    static let sampleSize = 32

    /// The line room for a result that has none to go by: every line for up to `sampleSize`
    /// items; for more, the rate at which greedy breaks the first `sampleSize` (balanced makes as
    /// many lines), forecast for them all. (A new result used to start with room for 64 lines
    /// and grow: for 1 000 tags a plain layout call paid for a second block and a copy, 2.7 µs
    /// where it now takes 2.5.)
    static func firstLineRoom(for items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics) -> Int {
        guard items.count > sampleSize else { return items.count }
        let sampledLines = GreedyLineBreaker.lineCount(of: items, in: 0..<sampleSize, metrics: metrics)
        return ResultStorage.lineRoom(forecastFrom: sampledLines - 1, itemsDone: sampleSize, itemCount: items.count)
    }

    /// Why a run of the pass stopped.
    enum Stop {
        /// Every item is placed and every line recorded.
        case finished
        /// The line storage is full: the pass stopped before recording the line under way.
        case needsLineRoom
        /// An item is not as high as the pass took every item to be (`Pass.sharedHeight`): the
        /// pass stopped before reading it.
        case heightsDiffer
    }

    /// The pass's constants and progress, kept between a stop (`Stop`) and the resumption.
    struct Pass {
        let geometry: LineGeometry
        let limit: Double
        let lineWidth: Double
        let spacing: Double
        /// `LineGeometry.writeLine`'s line start for a line that packs from the left (its spread
        /// is all zeros), so the frames written here are bit for bit the same. Its step,
        /// `spacing + 0`, is the spacing itself (`applies(to:)` rules out −0).
        let lineStartX: Double

        /// The next item to read.
        var next = 0
        /// Lines completed and recorded.
        var lines = 0
        /// The line under way: its first item, where it ends when the breaks are given (unused
        /// otherwise), its natural width (summed as `GreedyLineBreaker` sums it; +∞ when its item
        /// must stand alone, so that the next item breaks), the next item's x, and its height (the
        /// tallest item) and lowest item (the items are all as high as the first when the two are
        /// equal).
        var lineStart = 0
        var lineEnd = 0
        var used = 0.0
        var x = 0.0
        var height = 0.0
        var lowest = 0.0
        /// The top of the line under way, as its items' frames take it (`y + 0`, what
        /// `LineGeometry` writes for an item as high as its line: +0 where the line's top is −0),
        /// and the widest line so far.
        var y: Double
        var widestLine = 0.0
        /// `(Σ w, Σ h)` and `(least w, least h)`: together they catch every bad size (a NaN or
        /// an infinity makes a sum non-finite, a negative size a least one negative). A sum of
        /// huge finite sizes may overflow too; `layOut` then checks the sizes one by one. Kept as
        /// two-lane vectors, so one addition and one minimum check both sizes of an item.
        var sizeSum = SIMD2<Double>()
        var smallest = SIMD2<Double>()
        /// The height every item is taken to have while it is positive and finite: lines that pack
        /// from the left are then final as written and as high as it, so the pass keeps no line
        /// heights. The first item's, when lines pack from the left (tags of one style share a
        /// height); the pass stops at the first item of another height (`Stop.heightsDiffer`),
        /// and it is then 0: the pass keeps each line's height from there on. (Positive, so that
        /// equal heights are the same bits: +0 and −0 are equal.)
        var sharedHeight: Double

        init(geometry: LineGeometry, metrics: LineMetrics, top: Double, firstHeight: Double) {
            self.geometry = geometry
            limit = metrics.fitLimit
            lineWidth = metrics.lineWidth
            spacing = metrics.spacing
            lineStartX = geometry.left + LineSpread().start
            y = top + 0
            sharedHeight = geometry.packsFromTheLeft && firstHeight > 0 && firstHeight < .infinity ? firstHeight : 0
        }

        var checksPassed: Bool { sizeSum.x.isFinite && sizeSum.y.isFinite && smallest.min() >= 0 }

        /// Runs until every item is placed or it has to stop (`Stop`), with the line policy of
        /// the configuration made a compile-time constant.
        mutating func run<Breaks: BreakRule>(
            _ breaks: Breaks.Type, _ items: UnsafeBufferPointer<LayoutItem>, frames: UnsafeMutableBufferPointer<Rect>,
            lineFrames: UnsafeMutableBufferPointer<Rect>, lineStarts: UnsafeMutableBufferPointer<Int>
        ) -> Stop {
            if !geometry.packsFromTheLeft {
                return run(Breaks.self, RewritesEveryLine.self, items, frames, lineFrames, lineStarts)
            } else if sharedHeight > 0 {
                return run(Breaks.self, KeepsLinesOfSharedHeight.self, items, frames, lineFrames, lineStarts)
            } else if geometry.crossFactor == 0 {
                return run(Breaks.self, KeepsEveryLine.self, items, frames, lineFrames, lineStarts)
            } else {
                return run(Breaks.self, KeepsLinesOfOneHeight.self, items, frames, lineFrames, lineStarts)
            }
        }

        /// The pass itself. Progress lives in locals while the loop runs, so it stays in
        /// registers. Every item is read once; the line under way is recorded when an item
        /// breaks it, and the breaking item starts the next line.
        @inline(__always)
        private mutating func run<Breaks: BreakRule, Policy: LinePolicy>(
            _ breaks: Breaks.Type, _ policy: Policy.Type, _ items: UnsafeBufferPointer<LayoutItem>, _ frames: UnsafeMutableBufferPointer<Rect>,
            _ lineFrames: UnsafeMutableBufferPointer<Rect>, _ lineStarts: UnsafeMutableBufferPointer<Int>
        ) -> Stop {
            let count = items.count
            let limit = self.limit, lineWidth = self.lineWidth, spacing = self.spacing
            let lineStartX = self.lineStartX, verticalSpacing = geometry.verticalSpacing
            let lineRoom = lineFrames.count
            let grow = LineSpread().grow
            let sharedBits = sharedHeight.bitPattern
            let lineEnds = Breaks.lineEnds(in: frames)
            var i = next, lines = self.lines
            var lineStart = self.lineStart, lineEnd = self.lineEnd, used = self.used, x = self.x
            var height = self.height, lowest = self.lowest
            var y = self.y, widestLine = self.widestLine, sizeSum = self.sizeSum, smallest = self.smallest
            // The width lanes alone, while heights are shared.
            var widthSum = 0.0, leastWidth = Double.infinity
            var stop = Stop.finished

            if i == 0, count > 0 {
                let item = items[0]
                let size = SIMD2(item.width, item.height)
                sizeSum += size
                smallest = Self.least(smallest, size)
                lineStart = 0
                lineEnd = Breaks.end(ofLineAt: 0, in: lineEnds)
                height = item.height
                lowest = item.height
                used = min(item.width, lineWidth)
                var width = Self.packed(used)
                if item.lineBreak == .fillsLine || item.width > limit {
                    (width, used) = Self.standAlone(item, lineWidth: lineWidth, grow: grow)
                }
                frames[0] = Rect(x: lineStartX, y: y, width: width, height: item.height)
                x = lineStartX + (width + spacing)
                i = 1
            }
            while i < count {
                let item = items[i]
                let w = item.width
                let h = item.height
                if Policy.heightsShared {
                    // The line under way is as high as every item in it. The height is the
                    // shared one, to the bit (one integer comparison with the item in memory),
                    // so valid: only the width is checked.
                    guard h.bitPattern == sharedBits else {
                        stop = .heightsDiffer
                        break
                    }
                    widthSum += w
                    leastWidth = leastWidth < w ? leastWidth : w  // in place
                } else {
                    // One load of both sizes, one addition, one minimum.
                    let size = SIMD2(w, h)
                    sizeSum = sizeSum + size
                    smallest = Self.least(smallest, size)
                }
                let extended = used + spacing + w
                var width: Double
                if Breaks.breaks(before: i, item: item, extended: extended, limit: limit, lineEnd: lineEnd) {
                    guard lines < lineRoom else {
                        stop = .needsLineRoom
                        break
                    }
                    // Record the line under way.
                    recordLine(
                        Policy.self, from: lineStart, to: i, isLastOfAll: false, used: used, x: x, height: height, lowest: lowest,
                        lineWidth: lineWidth, spacing: spacing, lineStartX: lineStartX, verticalSpacing: verticalSpacing,
                        items: items, frames: frames, lineFrames: lineFrames, lineStarts: lineStarts,
                        y: &y, widestLine: &widestLine, lines: &lines)
                    // This item starts the next.
                    lineStart = i
                    lineEnd = Breaks.end(ofLineAt: i, in: lineEnds)
                    if !Policy.heightsShared {
                        height = h
                        lowest = h
                    }
                    used = min(w, lineWidth)
                    width = Self.packed(used)
                    if item.lineBreak == .fillsLine || w > limit {
                        (width, used) = Self.standAlone(item, lineWidth: lineWidth, grow: grow)
                    }
                    x = lineStartX
                } else {
                    used = extended
                    if !Policy.heightsShared {
                        // Branch-free: tags share a height, and a line of unequal heights is
                        // rewritten when it ends (`lowest == height` tells).
                        height = height > h ? height : h  // `larger(height, h)`, in place
                        lowest = lowest < h ? lowest : h  // in place; only compared
                    }
                    width = Self.packed(w < lineWidth ? w : lineWidth)
                }
                // The shared height from its register: the item's is compared only.
                let frameHeight = Policy.heightsShared ? Double(bitPattern: sharedBits) : h
                frames[i] = Rect(x: x, y: y, width: width, height: frameHeight)
                x += width + spacing
                i += 1
            }
            if stop == .finished, count > 0 {
                if lines < lineRoom {
                    recordLine(
                        Policy.self, from: lineStart, to: count, isLastOfAll: lines > 0, used: used, x: x, height: height,
                        lowest: lowest, lineWidth: lineWidth, spacing: spacing, lineStartX: lineStartX,
                        verticalSpacing: verticalSpacing, items: items, frames: frames, lineFrames: lineFrames,
                        lineStarts: lineStarts, y: &y, widestLine: &widestLine, lines: &lines)
                } else {
                    stop = .needsLineRoom
                }
            }
            next = i
            self.lines = lines
            self.lineStart = lineStart
            // (Greedy's is never read: not kept, it takes no register in the loop.)
            if Breaks.endsGiven { self.lineEnd = lineEnd }
            self.used = used
            self.x = x
            self.height = height
            self.lowest = lowest
            self.y = y
            self.widestLine = widestLine
            self.sizeSum = sizeSum + SIMD2(widthSum, 0)
            self.smallest = Self.least(smallest, SIMD2(leastWidth, .infinity))
            return stop
        }

        /// Records the line of items `start..<end` (complete): its start, its frame — as the pass
        /// wrote its items when the policy keeps it, else written again — and its natural width
        /// into the widest line; then steps to the next line's top. `used` is the line's natural
        /// width as the pass tracks it (+∞ for an item that stands alone), `x` the x after its
        /// last item. (Bounds rather than a range: making a `Range` checks them, on every line.)
        ///
        /// Marked `mutating` though it changes nothing of the pass: the loop holds the pass
        /// `inout`, and a non-mutating call from there copied the whole pass for every line
        /// (a `memcpy`, 18 instructions per item); this way it is passed in place.
        @inline(__always)
        private mutating func recordLine<Policy: LinePolicy>(
            _ policy: Policy.Type, from start: Int, to end: Int, isLastOfAll: Bool, used: Double, x: Double,
            height: Double, lowest: Double, lineWidth: Double, spacing: Double, lineStartX: Double,
            verticalSpacing: Double,
            items: UnsafeBufferPointer<LayoutItem>, frames: UnsafeMutableBufferPointer<Rect>,
            lineFrames: UnsafeMutableBufferPointer<Rect>, lineStarts: UnsafeMutableBufferPointer<Int>,
            y: inout Double, widestLine: inout Double, lines: inout Int
        ) {
            lineStarts[lines] = start
            let natural = used < .infinity ? used : LineMetrics.effectiveWidth(items[start], lineWidth: lineWidth)
            if Policy.keepsEveryLine || (Policy.keepsLinesOfOneHeight && lowest == height) {
                lineFrames[lines] = Rect(x: lineStartX, y: y, width: (x - spacing) - lineStartX, height: height)
            } else {
                rewriteLine(
                    from: start, to: end, isLastOfAll: isLastOfAll, natural: natural, height: height, y: y, items: items,
                    frames: frames, into: lineFrames, at: lines)
            }
            widestLine = larger(widestLine, natural)
            y += height + verticalSpacing
            lines &+= 1  // below the line room, which the caller checked
        }

        /// The lane-wise least of a running minimum and a new pair of sizes: one `minpd`, with the
        /// running value as its destination. (A NaN in `new` replaces the running value; the
        /// sums, where a NaN stays, catch it.)
        @inline(__always)
        private static func least(_ running: SIMD2<Double>, _ new: SIMD2<Double>) -> SIMD2<Double> {
            new.replacing(with: running, where: running .< new)
        }

        /// A frame's width in a line packed from the left: `width + LineSpread().grow`, as
        /// `LineGeometry` writes it, for every valid width. That spread's growth is +0, and adding
        /// +0 turns −0 into +0 and leaves every other size as it is, exactly as clearing the sign
        /// does — one instruction with a constant, where the addition needs a register holding
        /// zero in a loop that has none to spare. (A negative width differs, but such a size is
        /// refused after the pass and its frames are never seen.)
        @inline(__always)
        private static func packed(_ width: Double) -> Double {
            width.magnitude
        }

        /// For an item that must stand alone (it fills its line, or is wider than one) starting a
        /// line: its frame's width, and the line's natural width as the pass tracks it, +∞, so
        /// the next item breaks (a line whose items fit has a finite width: at most the limit).
        /// Inline: a call spills every value the loop keeps in registers (all vector registers
        /// are the caller's to save), and the two-lane size checks then ran through memory.
        /// Out of line, all-over-wide input took 101 instructions and 6.5 µs per 1 000 items;
        /// inline, 74 and 3.8 µs. The common path is the same either way.
        @inline(__always)
        private static func standAlone(_ item: LayoutItem, lineWidth: Double, grow: Double) -> (width: Double, used: Double) {
            (LineMetrics.effectiveWidth(item, lineWidth: lineWidth) + grow, .infinity)
        }

        /// Writes a line again through `LineGeometry.writeLine` (alignment, mirroring, items of
        /// different heights), and its frame as `lineFrames[line]`; kept out of line, so the
        /// common path stays small.
        @inline(never)
        private func rewriteLine(
            from start: Int, to end: Int, isLastOfAll: Bool, natural: Double, height: Double, y: Double,
            items: UnsafeBufferPointer<LayoutItem>, frames: UnsafeMutableBufferPointer<Rect>,
            into lineFrames: UnsafeMutableBufferPointer<Rect>, at line: Int
        ) {
            // The line's frame is stored here, not returned: returned, it met the frame the pass
            // writes itself in registers, and the common path paid for moving it there.
            lineFrames[line] = geometry.writeLine(
                start..<end, isLastOfAll: isLastOfAll, extent: LineExtent(width: natural, height: height), y: y,
                indicator: nil, items: items, order: InputOrder(), frames: frames
            ).frame
        }
    }
}

/// Which lines the fused pass writes once, as a compile-time choice: the pass is specialised for
/// each, so the common configuration pays for no test it does not need.
protocol LinePolicy {
    /// Every line is final as written (items packed from the left, at the top of their line).
    static var keepsEveryLine: Bool { get }
    /// A line whose items share a height is final as written (items packed from the left).
    static var keepsLinesOfOneHeight: Bool { get }
    /// Every item is as high as `Pass.sharedHeight`, so is every line, and the pass stops at an
    /// item that is not.
    static var heightsShared: Bool { get }
}

/// Leading or left alignment, left to right, every item as high as the first so far (the pass
/// checks each): every line is final as written, whatever the items' place in their line.
enum KeepsLinesOfSharedHeight: LinePolicy {
    static var keepsEveryLine: Bool { true }
    static var keepsLinesOfOneHeight: Bool { true }
    static var heightsShared: Bool { true }
}

/// Leading or left alignment, left to right, items at the top of their line.
enum KeepsEveryLine: LinePolicy {
    static var keepsEveryLine: Bool { true }
    static var keepsLinesOfOneHeight: Bool { true }
    static var heightsShared: Bool { false }
}

/// Leading or left alignment, left to right, items centred or at the bottom of their line.
enum KeepsLinesOfOneHeight: LinePolicy {
    static var keepsEveryLine: Bool { false }
    static var keepsLinesOfOneHeight: Bool { true }
    static var heightsShared: Bool { false }
}

/// Any other alignment, or right to left: every line is written again once complete.
enum RewritesEveryLine: LinePolicy {
    static var keepsEveryLine: Bool { false }
    static var keepsLinesOfOneHeight: Bool { false }
    static var heightsShared: Bool { false }
}

/// Where the fused pass breaks lines, as a compile-time choice.
protocol BreakRule {
    /// Whether the lines' ends are known beforehand (`end(ofLineAt:in:)`).
    static var endsGiven: Bool { get }

    /// Where the ends of lines known beforehand lie, in the storage of `frames`.
    static func lineEnds(in frames: UnsafeMutableBufferPointer<Rect>) -> UnsafeRawPointer

    /// Where the line starting at `start` ends, when the breaks are known beforehand (`lineEnds`);
    /// read as the line starts, before its first frame is written.
    static func end(ofLineAt start: Int, in lineEnds: UnsafeRawPointer) -> Int

    /// Whether the line under way ends before `items[i]`, which would make it `extended` wide
    /// where it may reach `limit` (`extended` is +∞ after an item that must stand alone);
    /// `lineEnd` is what `end(ofLineAt:in:)` gave for its start.
    static func breaks(before i: Int, item: LayoutItem, extended: Double, limit: Double, lineEnd: Int) -> Bool
}

/// Greedy: a line ends when the next item does not fit or must start a line.
enum GreedyBreaks: BreakRule {
    static var endsGiven: Bool { false }

    @inline(__always)
    static func lineEnds(in frames: UnsafeMutableBufferPointer<Rect>) -> UnsafeRawPointer {
        UnsafeRawPointer(frames.baseAddress.unsafelyUnwrapped)
    }

    @inline(__always)
    static func end(ofLineAt start: Int, in lineEnds: UnsafeRawPointer) -> Int { 0 }

    @inline(__always)
    static func breaks(before i: Int, item: LayoutItem, extended: Double, limit: Double, lineEnd: Int) -> Bool {
        item.lineBreak != .normal || extended > limit
    }
}

/// Breaks found beforehand (`BalancedLineBreaker.settle`): each line's start names the next
/// line's, in the frames' storage, ahead of the frames written so far.
enum GivenBreaks: BreakRule {
    static var endsGiven: Bool { true }

    @inline(__always)
    static func lineEnds(in frames: UnsafeMutableBufferPointer<Rect>) -> UnsafeRawPointer {
        BalancedLineBreaker.Workspace.choices(in: frames)
    }

    @inline(__always)
    static func end(ofLineAt start: Int, in lineEnds: UnsafeRawPointer) -> Int {
        lineEnds.load(fromByteOffset: start &* MemoryLayout<Int>.stride, as: Int.self)
    }

    @inline(__always)
    static func breaks(before i: Int, item: LayoutItem, extended: Double, limit: Double, lineEnd: Int) -> Bool {
        i == lineEnd
    }
}
