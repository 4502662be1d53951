/// The fast path's one pass over the items: each item is checked (`SizeCheck`), breaks the line
/// or joins it (`LineRules`, or the balanced breaks), and gets its frame; a line is recorded
/// when the next item breaks it.
///
/// Lines that pack from the left (leading or left alignment, left to right) with items as high
/// as their line, or at its top, are final as the items join: their frames are written then, as
/// `LineGeometry.writeLine` would write them. Any other line is written again through
/// `writeLine` once it is complete, while its items are still in the cache (`LinePolicy`).
///
/// The pass is a value that can stop and go on (`Stop`): when the result's line room is full
/// (greedy only: balanced knows its line count first), and at the first item whose height
/// differs from the height every item was taken to share, and at the first item with a trait (a
/// line-break flag or the flexible bit), from which on it reads traits (`TraitRule`). It gives up
/// at the first flexible item (`LayoutItem.isFlexible`): the general path lays such layouts out.
struct FusedPass {
    let geometry: LineGeometry
    /// The x at which a line packed from the left starts (`writeLine`'s, for a spread of zeros).
    let lineStartX: Double

    /// The next item to read.
    var next = 0
    /// The lines completed and recorded.
    var lines = 0
    /// The line under way.
    var line = LineUnderWay()
    /// The top of the line under way, and the widest line so far.
    var y: Double
    var widestLine = 0.0
    /// The running check of every size read.
    var check = SizeCheck()
    /// The height every item is taken to have, while positive and finite: lines packed from the
    /// left are then final as written and as high as it, so the pass keeps no line heights. The
    /// first item's, when lines pack from the left (tags of one style share a height); from the
    /// first item of another height on it is 0, and the pass keeps each line's height.
    var sharedHeight: Double
    /// Whether an item with a trait has been met: the pass then reads every item's.
    var readsTraits = false

    init(geometry: LineGeometry, top: Double, firstHeight: Double) {
        self.geometry = geometry
        lineStartX = geometry.left + LineSpread().start
        y = top
        let shareable = geometry.packsFromTheLeft && firstHeight > 0 && firstHeight < .infinity
        sharedHeight = shareable ? firstHeight : 0
        // Every line is as high as the shared height while there is one.
        line.height = firstHeight
        line.lowest = firstHeight
    }

    var rules: LineRules { geometry.measure.rules }

    /// Why a run of the pass stopped.
    enum Stop {
        /// Every item is placed and every line recorded.
        case finished
        /// The line storage is full: the pass stopped before recording the line under way.
        case needsLineRoom
        /// An item is not as high as `sharedHeight`: the pass stopped before reading it.
        case heightsDiffer
        /// An item has a trait (a line-break flag or the flexible bit) and the pass reads none: it
        /// stopped before reading it.
        case flagged
        /// An item is flexible: the pass leaves the layout to the general path.
        case declined
    }

    /// Runs the pass over `items` into `storage` until every item is placed, going on after each
    /// stop: growing the line room (keeping what is written), or keeping line heights. False when
    /// it gave up on a flexible item.
    @inline(__always)
    mutating func runToTheEnd<Breaks: BreakRule>(_ breaks: Breaks.Type, _ items: PlainItems, storage: inout ResultStorage) -> Bool {
        while true {
            let stop = storage.withParts { frames, lineFrames, lineStarts in
                run(Breaks.self, items, LineParts(frames: frames, lineFrames: lineFrames, lineStarts: lineStarts))
            }
            switch stop {
            case .finished:
                return true
            case .declined:
                return false
            case .heightsDiffer:
                sharedHeight = 0
            case .flagged:
                readsTraits = true
            case .needsLineRoom:
                assert(!Breaks.endsGiven, "balanced breaks are settled with room for every line")
                storage.prepare(
                    itemCount: items.count,
                    lineRoom: ResultStorage.lineRoom(forecastFrom: lines, itemsDone: next, itemCount: items.count),
                    keepingFrames: next, keepingLines: lines)
            }
        }
    }

    /// One run, with the way traits are read a compile-time constant.
    private mutating func run<Breaks: BreakRule>(_ breaks: Breaks.Type, _ items: PlainItems, _ parts: LineParts) -> Stop {
        readsTraits ? run(Breaks.self, ReadsTraits.self, items, parts) : run(Breaks.self, NoTraits.self, items, parts)
    }

    /// One run, with the line policy of the configuration made a compile-time constant.
    private mutating func run<Breaks: BreakRule, Traits: TraitRule>(
        _ breaks: Breaks.Type, _ traits: Traits.Type, _ items: PlainItems, _ parts: LineParts
    ) -> Stop {
        if !geometry.packsFromTheLeft {
            run(Breaks.self, RewritesEveryLine.self, Traits.self, items, parts)
        } else if sharedHeight > 0 {
            run(Breaks.self, KeepsLinesOfSharedHeight.self, Traits.self, items, parts)
        } else if geometry.crossFactor == 0 {
            run(Breaks.self, KeepsEveryLine.self, Traits.self, items, parts)
        } else {
            run(Breaks.self, KeepsLinesOfOneHeight.self, Traits.self, items, parts)
        }
    }

    /// One run of the loop on a copy of the pass, put back when it stops: the compiler keeps a
    /// local value's fields out of memory, where it would store `self`'s at every item
    /// (benchmark "greedy reusing n=1000"; docs/performance.md).
    private mutating func run<Breaks: BreakRule, Policy: LinePolicy, Traits: TraitRule>(
        _ breaks: Breaks.Type, _ policy: Policy.Type, _ traits: Traits.Type, _ items: PlainItems, _ parts: LineParts
    ) -> Stop {
        let (progress, stop) = Self.run(from: self, Breaks.self, Policy.self, Traits.self, items, parts)
        self.progress = progress
        return stop
    }

    /// Hands back only what the run changed: the geometry it only read is not carried out of
    /// the loop (docs/performance.md).
    @inline(never)
    private static func run<Breaks: BreakRule, Policy: LinePolicy, Traits: TraitRule>(
        from start: FusedPass, _ breaks: Breaks.Type, _ policy: Policy.Type, _ traits: Traits.Type, _ items: PlainItems,
        _ parts: LineParts
    ) -> (Progress, Stop) {
        var pass = start
        let stop = loop(&pass, Breaks.self, Policy.self, Traits.self, items, parts)
        return (pass.progress, stop)
    }

    /// What a run of the pass changes: everything but the geometry and how it reads traits.
    struct Progress {
        let next: Int
        let lines: Int
        let line: LineUnderWay
        let y: Double
        let widestLine: Double
        let check: SizeCheck
        let sharedHeight: Double
    }

    private var progress: Progress {
        get {
            Progress(next: next, lines: lines, line: line, y: y, widestLine: widestLine, check: check, sharedHeight: sharedHeight)
        }
        set {
            (next, lines, line, y) = (newValue.next, newValue.lines, newValue.line, newValue.y)
            (widestLine, check, sharedHeight) = (newValue.widestLine, newValue.check, newValue.sharedHeight)
        }
    }

    /// The loop itself: every item is read once; the line under way is recorded when an item
    /// breaks it, and that item starts the next.
    @inline(__always)
    private static func loop<Breaks: BreakRule, Policy: LinePolicy, Traits: TraitRule>(
        _ pass: inout FusedPass, _ breaks: Breaks.Type, _ policy: Policy.Type, _ traits: Traits.Type, _ items: PlainItems,
        _ parts: LineParts
    ) -> Stop {
        let lineEnds = Breaks.lineEnds(in: parts.frames)
        if pass.next == 0, !items.isEmpty {
            if let stop = Traits.stop(before: items[0]) { return stop }
            let first = Traits.placed(items[0])
            pass.check.add(first)
            pass.startLine(Breaks.self, Policy.self, with: first, at: 0, lineEnds: lineEnds, frames: parts.frames)
            pass.next = 1
        }
        while pass.next < items.count {
            if let stop = Traits.stop(before: items[pass.next]) { return stop }
            let item = Traits.placed(items[pass.next])
            if Policy.heightsShared {
                // The height is the shared one, to the bit, so valid: only the width is checked.
                guard item.height.bitPattern == pass.sharedHeight.bitPattern else { return .heightsDiffer }
                pass.check.add(width: item.width)
            } else {
                pass.check.add(item)
            }
            let extended = pass.rules.joined(pass.line.used, item)
            if Breaks.breaks(before: pass.next, item: item, joining: extended, rules: pass.rules, lineEnd: pass.line.end) {
                guard pass.lines < parts.lineFrames.count else { return .needsLineRoom }
                pass.recordLine(Policy.self, end: pass.next, isLastOfAll: false, items: items, parts: parts)
                pass.startLine(Breaks.self, Policy.self, with: item, at: pass.next, lineEnds: lineEnds, frames: parts.frames)
            } else {
                pass.joinLine(Policy.self, item, extended: extended, frames: parts.frames)
            }
            pass.next += 1
        }
        guard !items.isEmpty else { return .finished }
        guard pass.lines < parts.lineFrames.count else { return .needsLineRoom }
        pass.recordLine(Policy.self, end: items.count, isLastOfAll: pass.lines > 0, items: items, parts: parts)
        return .finished
    }

    /// Starts a line with `item` (item `i`) and writes its frame; with given breaks, reads where
    /// the line ends before any frame of it is written.
    @inline(__always)
    private mutating func startLine<Breaks: BreakRule, Policy: LinePolicy>(
        _ breaks: Breaks.Type, _ policy: Policy.Type, with item: PlainItem, at i: Int, lineEnds: Breaks.LineEnds,
        frames: FrameSlots
    ) {
        let started = rules.start(with: item)
        let width = Self.packed(started.effective)
        line.start = i
        if Breaks.endsGiven { line.end = Breaks.end(ofLineAt: i, in: lineEnds) }
        line.used = started.running
        line.x = lineStartX + (width + rules.spacing)
        if !Policy.heightsShared {
            line.height = item.height
            line.lowest = item.height
        }
        frames[i] = Rect(x: lineStartX, y: y, width: width, height: Self.height(of: item, Policy.self, shared: sharedHeight))
    }

    /// `item` (item `next`) joins the line under way, `extended` wide with it, and gets its frame.
    @inline(__always)
    private mutating func joinLine<Policy: LinePolicy>(
        _ policy: Policy.Type, _ item: PlainItem, extended: Double, frames: FrameSlots
    ) {
        line.used = extended
        if !Policy.heightsShared {
            line.height = larger(line.height, item.height)
            line.lowest = min(line.lowest, item.height)
        }
        let width = Self.packed(rules.clamped(item.width))
        frames[next] = Rect(x: line.x, y: y, width: width, height: Self.height(of: item, Policy.self, shared: sharedHeight))
        line.x += width + rules.spacing
    }

    /// Records the line under way, which ends before item `end`: its start, its frame — as the
    /// pass wrote its items when the policy keeps it, else written again — and its natural width
    /// into the widest line; then steps to the next line's top.
    @inline(__always)
    private mutating func recordLine<Policy: LinePolicy>(
        _ policy: Policy.Type, end: Int, isLastOfAll: Bool, items: PlainItems, parts: LineParts
    ) {
        parts.lineStarts[lines] = line.start
        let natural = rules.naturalWidth(running: line.used, first: items[line.start])
        // The shared height, while there is one, is the line's to the bit, and the loop holds it.
        let height = Policy.heightsShared ? sharedHeight : line.height
        if Policy.keepsEveryLine || (Policy.keepsLinesOfOneHeight && line.lowest == line.height) {
            parts.lineFrames[lines] = Rect(
                x: lineStartX, y: y, width: (line.x - rules.spacing) - lineStartX, height: height)
        } else {
            parts.lineFrames[lines] = rewrittenLine(
                end: end, isLastOfAll: isLastOfAll, natural: natural, items: items, frames: parts.frames)
        }
        widestLine = larger(widestLine, natural)
        y += height + geometry.verticalSpacing
        lines &+= 1
    }

    /// The line under way written again through `LineGeometry.writeLine` (alignment, mirroring,
    /// items of different heights); its frame. Out of line, so the common path stays small.
    @inline(never)
    private func rewrittenLine(end: Int, isLastOfAll: Bool, natural: Double, items: PlainItems, frames: FrameSlots) -> Rect {
        let written = LineGeometry.Line(
            range: line.start..<end, top: y, extent: LineExtent(width: natural, height: line.height),
            isLast: end == items.count, isLastOfSeveral: isLastOfAll)
        return geometry.writeLine(written, items: items, order: InputOrder(), frames: frames, PlainLines.self).frame
    }

    /// An item's height as its frame takes it: the shared height, while every item has it (the
    /// same bits: the item's is then only compared, not moved), else its own.
    @inline(__always)
    private static func height<Policy: LinePolicy>(of item: PlainItem, _ policy: Policy.Type, shared: Double) -> Double {
        Policy.heightsShared ? shared : item.height
    }

    /// A frame's width in a line packed from the left: `width + LineSpread().grow`, as
    /// `writeLine` writes it, for every valid width. That growth is +0, and adding +0 turns −0
    /// into +0 and leaves every other size as it is, exactly as clearing the sign does (cheaper
    /// in the loop; docs/performance.md). A negative width differs, but such a size is refused
    /// after the pass and its frames are never seen.
    @inline(__always)
    private static func packed(_ width: Double) -> Double {
        width.magnitude
    }
}

/// The line the fast path has under way.
struct LineUnderWay {
    /// Its first item, and where it ends when the breaks are given (unused otherwise).
    var start = 0
    var end = 0
    /// Its running width (`LineRules.runningWidth`: +∞ when its item stands alone).
    var used = 0.0
    /// The next item's x.
    var x = 0.0
    /// Its height (the tallest item) and its lowest item: its items share a height when the two
    /// are equal.
    var height = 0.0
    var lowest = 0.0
}

/// The parts of a result's storage the pass writes.
struct LineParts {
    let frames: FrameSlots
    let lineFrames: FrameSlots
    let lineStarts: WordSlots<Int>
}
