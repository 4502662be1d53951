/// Greedy line breaking: each line takes as many items, in order, as fit — the fewest lines for
/// the given order. The other strategies start from it: balanced keeps its line count, fewest
/// rows never does worse.
enum GreedyLineBreaker {
    /// The lines of `items`, with each line's natural width and height recorded on the way, so
    /// placing them needs no second pass to measure them.
    static func partition<Items: ItemSource>(of items: Items, rules: LineRules) -> LinePartition {
        var partition = LinePartition()
        breakLines(of: items, in: 0..<items.count, rules: rules, into: &partition)
        return partition
    }

    /// Appends the start index of every line greedy breaking forms for `items[range]` (the first
    /// being `range.lowerBound`).
    static func appendLineStarts<Items: ItemSource>(of items: Items, in range: Range<Int>, rules: LineRules, to starts: inout [Int]) {
        breakLines(of: items, in: range, rules: rules, into: &starts)
    }

    /// The number of lines greedy breaking forms for `items[range]`.
    static func lineCount<Items: ItemSource>(of items: Items, in range: Range<Int>, rules: LineRules) -> Int {
        var counter = LineCounter()
        breakLines(of: items, in: range, rules: rules, into: &counter)
        return counter.count
    }

    /// Greedy breaking: hands `lines` each line's start as it begins and its natural width and
    /// height once it is complete. Inlined into each caller, so what its lines do not keep is not
    /// computed.
    @inline(__always)
    static func breakLines<Lines: GreedyLines, Items: ItemSource>(
        of items: Items, in range: Range<Int>, rules: LineRules, into lines: inout Lines
    ) {
        guard !range.isEmpty else { return }
        var line = GreedyLine(startingWith: items[range.lowerBound], at: range.lowerBound, rules: rules)
        lines.begin(at: range.lowerBound)
        for i in (range.lowerBound + 1)..<range.upperBound {
            let item = items[i]
            let extended = rules.joined(line.used, item)
            if rules.breaks(before: item, joining: extended) || rules.isFull(holding: line.count) {
                lines.end(extent: line.extent(first: items[line.start], rules: rules))
                line = GreedyLine(startingWith: item, at: i, rules: rules)
                lines.begin(at: i)
            } else {
                line.join(item, extended: extended)
            }
        }
        lines.end(extent: line.extent(first: items[line.start], rules: rules))
    }
}

/// The line greedy breaking has under way: where it starts, its running width (+∞ after an item
/// that stands alone), its height and how many items it holds.
struct GreedyLine {
    let start: Int
    var used: Double
    var height: Double
    var count = 1

    @inline(__always)
    init<Item: LineItem>(startingWith item: Item, at start: Int, rules: LineRules) {
        self.start = start
        used = rules.runningWidth(startingWith: item)
        height = item.height
    }

    @inline(__always)
    mutating func join<Item: LineItem>(_ item: Item, extended: Double) {
        used = extended
        height = larger(height, item.height)
        count &+= 1
    }

    /// The line's natural extent: its running width, or for an item that stands alone that
    /// item's effective width.
    @inline(__always)
    func extent<Item: LineItem>(first: Item, rules: LineRules) -> LineExtent {
        LineExtent(width: rules.naturalWidth(running: used, first: first), height: height)
    }
}

/// What greedy breaking hands its lines to (`GreedyLineBreaker.breakLines`).
protocol GreedyLines {
    /// A line begins at item `start`.
    mutating func begin(at start: Int)
    /// The line begun last is complete: its natural width and height.
    mutating func end(extent: LineExtent)
}

/// A partition takes each line's start and extent.
extension LinePartition: GreedyLines {
    @inline(__always)
    mutating func begin(at start: Int) { lineStarts.append(start) }

    @inline(__always)
    mutating func end(extent: LineExtent) { lineExtents.append(extent) }
}

/// A list of line starts takes each line's start.
extension Array: GreedyLines where Element == Int {
    @inline(__always)
    mutating func begin(at start: Int) { append(start) }

    @inline(__always)
    mutating func end(extent: LineExtent) {}
}

/// Counts the lines.
struct LineCounter: GreedyLines {
    private(set) var count = 0

    @inline(__always)
    mutating func begin(at start: Int) { count &+= 1 }

    @inline(__always)
    mutating func end(extent: LineExtent) {}
}
