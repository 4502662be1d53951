import Testing
import TagFlowTestSupport
@testable import TagFlowLayout

/// The result's one block of storage: growth while the pass runs, copy on write, and the
/// `FrameList` views onto it.
@Suite("Result storage")
struct ResultStorageTests {
    /// Many lines in a new result: the greedy pass runs out of its first line room and resumes
    /// in a larger block, and balanced moves its scan to one; both still place exactly as the
    /// general path does.
    @Test(arguments: [LayoutConfiguration.LineBreaking.greedy, .balanced], [false, true])
    func aResultThatOutgrowsItsFirstBlockPlacesExactlyAsTheGeneralPath(
        _ lineBreaking: LayoutConfiguration.LineBreaking, overWide: Bool
    ) throws {
        var generator = SeededGenerator(seed: 77)
        let items = (0..<3000).map { _ in
            LayoutItem(width: overWide ? 400 : Double(Int.random(in: 40...250, using: &generator)), height: 28)
        }
        var configuration = LayoutConfiguration()
        configuration.lineBreaking = lineBreaking
        configuration.alignment = .center
        let test = LayoutCase(configuration: configuration, items: items, container: Size(width: 343, height: 0))
        try FastPathTests.expectFastPathMatchesTheGeneralPath(test)
        let result = try FlowLayout(configuration: configuration).layout(items, in: test.container)
        #expect(result.visibleLineCount > 64)
        #expect(result.storage.lineRoom >= result.visibleLineCount)
    }

    @Test func aListTakenBeforeALayoutKeepsItsFrames() throws {
        let layout = FlowLayout()
        var result = try layout.layout([LayoutItem(width: 50, height: 20)], in: Size(width: 343, height: 0))
        let frames = result.frames
        let lineFrames = result.lineFrames
        try layout.layout(
            [LayoutItem(width: 80, height: 30), LayoutItem(width: 90, height: 30)], in: Size(width: 343, height: 0),
            into: &result)
        #expect(frames == [Rect(x: 0, y: 0, width: 50, height: 20)])
        #expect(lineFrames == [Rect(x: 0, y: 0, width: 50, height: 20)])
        #expect(result.frames == [Rect(x: 0, y: 0, width: 80, height: 30), Rect(x: 88, y: 0, width: 90, height: 30)])
    }

    @Test func aCopiedResultIsNotChangedByLayingOutTheOriginal() throws {
        let layout = FlowLayout()
        let items = (0..<40).map { LayoutItem(width: Double(30 + $0), height: 20) }
        var result = try layout.layout(items, in: Size(width: 343, height: 0))
        let copy = result
        try layout.layout(items, in: Size(width: 200, height: 0), into: &result)
        #expect(copy == (try layout.layout(items, in: Size(width: 343, height: 0))))
        #expect(copy != result)
    }

    @Test func aListIsACollectionOfItsFrames() {
        let a = Rect(x: 1, y: 2, width: 3, height: 4)
        let b = Rect(x: 5, y: 6, width: 7, height: 8)
        let list: FrameList = [a, b]
        #expect(list.count == 2)
        #expect(Array(list) == [a, b])
        #expect(list[1] == b)
        #expect(list.reversed() == [b, a])
        #expect(list == FrameList([a, b]))
        #expect(list != FrameList([a]))
        #expect(list.hashValue == FrameList([a, b]).hashValue)
        #expect(list.description == [a, b].description)
        let empty: FrameList = []
        #expect(empty.isEmpty)
        #expect(empty.description == "[]")
        #expect(list.withContiguousStorageIfAvailable { Array($0) } == [a, b])
    }

    @Test func theEmptyResultHasNoFramesAndNoLines() {
        let result = LayoutResult()
        #expect(result.frames.isEmpty)
        #expect(result.lineFrames.isEmpty)
        #expect(result.visibleItemCount == 0)
        #expect(result.lines.isEmpty)
        #expect(result == LayoutResult())
    }

    /// fewestRows sorts, bounds and packs in the result's frames (radix passes ending in either
    /// buffer, the tree, the prefix sums): its line count is that of a plain first-fit
    /// decreasing over a sorted array whenever that beats greedy (runs this long get no exact
    /// search), and a reused result gives what a new one does.
    @Test func fewestRowsWorkingInTheResultPacksAsFirstFitDecreasing() throws {
        var generator = SeededGenerator(seed: 5)
        var configuration = LayoutConfiguration()
        configuration.lineBreaking = .fewestRows
        let layout = FlowLayout(configuration: configuration)
        let container = Size(width: 343, height: 0)
        let capacity = 343 + configuration.horizontalSpacing + FlowLayout.tolerance
        var reused = LayoutResult()
        for round in 0..<24 {
            let count = Int.random(in: 130...3000, using: &generator)
            // Whole points, half points and any fraction: one, two or more radix passes.
            let step = [1.0, 0.5, 0.001][round % 3]
            let widths = (0..<count).map { _ in (Double.random(in: 20...300, using: &generator) / step).rounded() * step }
            let items = widths.map { LayoutItem(width: $0, height: 28) }

            let weights = widths.map { $0 + configuration.horizontalSpacing }
            let order = weights.indices.sorted { weights[$0] > weights[$1] || (weights[$0] == weights[$1] && $0 < $1) }
            var free: [Double] = []
            for i in order {
                if let bin = free.firstIndex(where: { $0 >= weights[i] }) {
                    free[bin] -= weights[i]
                } else {
                    free.append(capacity - weights[i])
                }
            }
            var greedy = configuration
            greedy.lineBreaking = .greedy
            let greedyLines = try FlowLayout(configuration: greedy).layout(items, in: container).lineCount

            let result = try layout.layout(items, in: container)
            #expect(result.lineCount == min(greedyLines, free.count), "round \(round)")
            try layout.layout(items, in: container, into: &reused)
            #expect(reused == result, "round \(round)")
        }
    }

    /// The line room fills what the block holds, and never more.
    @Test func theLineRoomIsTheMostThatFits() {
        for items in [0, 1, 7, 100] {
            for units in (items + 1)...(items + 40) {
                let room = ResultBlock.lineRoom(itemCount: items, units: units)
                #expect(ResultBlock.units(itemCount: items, lineRoom: room) <= units)
                #expect(ResultBlock.units(itemCount: items, lineRoom: room + 1) > units)
            }
        }
    }
}
