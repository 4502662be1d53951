/// Where the fused pass breaks lines, as a compile-time choice.
protocol BreakRule {
    /// Where the ends of lines known beforehand are read.
    associatedtype LineEnds
    /// Whether the lines' ends are known beforehand (`end(ofLineAt:in:)`).
    static var endsGiven: Bool { get }

    /// Where the ends of lines known beforehand lie, in the storage of `frames`.
    static func lineEnds(in frames: FrameSlots) -> LineEnds

    /// Where the line starting at `start` ends, when the breaks are known beforehand; read as the
    /// line starts, before any frame of it is written (a later read could meet a frame written
    /// over its entry: `BalancedLineBreaker.Workspace`).
    static func end(ofLineAt start: Int, in lineEnds: LineEnds) -> Int

    /// Whether the line under way ends before `items[i]`, which would make it `extended` wide;
    /// `lineEnd` is what `end(ofLineAt:in:)` gave for its start.
    static func breaks<Item: LineItem>(before i: Int, item: Item, joining extended: Double, rules: LineRules, lineEnd: Int) -> Bool
}

/// Greedy: a line ends where `LineRules.breaks(before:joining:)` says.
enum GreedyBreaks: BreakRule {
    static var endsGiven: Bool { false }

    @inline(__always)
    static func lineEnds(in frames: FrameSlots) {}

    @inline(__always)
    static func end(ofLineAt start: Int, in lineEnds: Void) -> Int { 0 }

    @inline(__always)
    static func breaks<Item: LineItem>(before i: Int, item: Item, joining extended: Double, rules: LineRules, lineEnd: Int) -> Bool {
        rules.breaks(before: item, joining: extended)
    }
}

/// Breaks found beforehand (`BalancedLineBreaker.settle`): each line's start names the next
/// line's, in the frames' storage, ahead of the frames written so far.
enum GivenBreaks: BreakRule {
    static var endsGiven: Bool { true }

    @inline(__always)
    static func lineEnds(in frames: FrameSlots) -> WordSlots<Int> {
        BalancedLineBreaker.Workspace.choices(in: frames)
    }

    @inline(__always)
    static func end(ofLineAt start: Int, in lineEnds: WordSlots<Int>) -> Int {
        lineEnds[start]
    }

    @inline(__always)
    static func breaks<Item: LineItem>(before i: Int, item: Item, joining extended: Double, rules: LineRules, lineEnd: Int) -> Bool {
        i == lineEnd
    }
}
