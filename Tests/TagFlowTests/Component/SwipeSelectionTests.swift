import Testing
import TagFlow

@Suite(.tags(.component)) struct SwipeSelectionTests {
    let swipeOn = TagCollectionOptions(allowsSwipeSelection: true)

    @Test func selectsEveryTagThePathCrossesOnceInOrder() throws {
        var c = try gridController(8, options: swipeOn)
        let d = PolicyRecorder()

        c.policy = d.policy
        // One fast move from t0 across the whole first line: the tags in between count too.
        let callbacks = try c.run([down(pt(20, 10), 0), move(pt(170, 10), 0.05), move(pt(20, 10), 0.1), up(pt(20, 10), 0.2)])
        #expect(callbacks == [
            .didSwipeSelect(index: 0, id: "t0"), .didSwipeSelect(index: 1, id: "t1"),
            .didSwipeSelect(index: 2, id: "t2"), .didSwipeSelect(index: 3, id: "t3"),
        ])
        #expect(c.selectedIDs == ["t0", "t1", "t2", "t3"])
        #expect(d.askedCount("canTap") == 4)  // canSwipeSelect falls back to canTap, once per tag
    }

    @Test func neverDeselectsAndSkipsSelectedTagsSilently() throws {
        var c = try gridController(4, options: swipeOn)
        try c.setSelected(true, forID: "t1")
        let d = PolicyRecorder()

        c.policy = d.policy
        let callbacks = try c.run([down(pt(20, 10), 0), move(pt(120, 10), 0.1), up(pt(120, 10), 0.2)])
        #expect(callbacks == [.didSwipeSelect(index: 0, id: "t0"), .didSwipeSelect(index: 2, id: "t2")])
        #expect(c.selectedIDs == ["t0", "t1", "t2"])
        #expect(!d.asked.contains("canTap(t1,1)"))
    }

    @Test func theLimitReachedMidSwipeRefusesTheRestOnceEach() throws {
        var c = try gridController(8, options: TagCollectionOptions(selectionMode: .multiple(limit: 2), allowsSwipeSelection: true))
        let callbacks = try c.run([
            down(pt(20, 10), 0), move(pt(170, 10), 0.1), move(pt(20, 10), 0.2), move(pt(170, 10), 0.3), up(pt(170, 10), 0.4),
        ])
        #expect(callbacks == [
            .didSwipeSelect(index: 0, id: "t0"), .didSwipeSelect(index: 1, id: "t1"),
            .didRefuseSwipeForLimit(index: 2, id: "t2", limit: 2), .didRefuseSwipeForLimit(index: 3, id: "t3", limit: 2),
        ])
        #expect(c.selectedIDs == ["t0", "t1"])
    }

    @Test func canSwipeSelectFalseSkipsATagForTheRestOfTheSwipe() throws {
        var c = try gridController(4, options: swipeOn)
        let d = PolicyRecorder(refuseSwipe: ["t1"])

        c.policy = d.policy
        let callbacks = try c.run([down(pt(20, 10), 0), move(pt(120, 10), 0.1), move(pt(60, 10), 0.2), up(pt(60, 10), 0.3)])
        #expect(callbacks.map(\.name) == ["didSwipeSelect", "didSwipeSelect"])
        #expect(c.selectedIDs == ["t0", "t2"])
        #expect(d.asked == ["canSwipeSelect(t0,0)", "canSwipeSelect(t1,1)", "canSwipeSelect(t2,2)"])
        // And canTap false refuses a swipe when canSwipeSelect is not set.
        var c2 = try gridController(4, options: swipeOn)
        c2.policy = TagCollectionPolicy(canTap: { tag, _ in tag.id != "t1" })
        try c2.run([down(pt(20, 10), 0), move(pt(120, 10), 0.1), up(pt(120, 10), 0.2)])
        #expect(c2.selectedIDs == ["t0", "t2"])
    }

    @Test func crossesLinesAndIgnoresGaps() throws {
        var c = try gridController(8, options: swipeOn)
        // From t0 straight down through the line gap to t4.
        try c.run([down(pt(20, 10), 0), move(pt(20, 25), 0.1), move(pt(20, 40), 0.2), up(pt(20, 40), 0.3)])
        #expect(c.selectedIDs == ["t0", "t4"])
    }

    @Test func aSwipeMustStartOnATagAndBeSwitchedOn() throws {
        var c = try gridController(4, options: swipeOn)
        let fromBlank = try c.run([down(pt(45, 10), 0), move(pt(170, 10), 0.1), up(pt(170, 10), 0.2)])
        #expect(fromBlank.isEmpty)
        var off = try gridController(4)
        let callbacks = try off.run([down(pt(20, 10), 0), move(pt(170, 10), 0.1), up(pt(170, 10), 0.2)])
        #expect(callbacks.isEmpty)
        #expect(off.selectedIDs.isEmpty)
        var none = try gridController(4, options: TagCollectionOptions(selectionMode: .none, allowsSwipeSelection: true))
        #expect(try none.run([down(pt(20, 10), 0), move(pt(170, 10), 0.1), up(pt(170, 10), 0.2)]).isEmpty)
    }

    @Test func singleModeKeepsTheLastTagCrossed() throws {
        var c = try gridController(4, options: TagCollectionOptions(selectionMode: .single, allowsSwipeSelection: true))
        let callbacks = try c.run([down(pt(20, 10), 0), move(pt(120, 10), 0.1), up(pt(120, 10), 0.2)])
        #expect(c.selectedIDs == ["t2"])
        #expect(callbacks.map(\.name) == [
            "didSwipeSelect", "didDeselectReplaced", "didSwipeSelect", "didDeselectReplaced", "didSwipeSelect",
        ])
    }

    @Test func hiddenTagsCannotBeSwipedOrTapped() throws {
        var c = try gridController(8, options: swipeOn, configuration: gridConfiguration(numberOfLines: 1))
        // The path runs over where line 2 would be: t4… are hidden and take no space.
        let callbacks = try c.run([down(pt(20, 10), 0), move(pt(20, 45), 0.1), move(pt(190, 45), 0.2), up(pt(190, 45), 0.3)])
        #expect(callbacks == [.didSwipeSelect(index: 0, id: "t0")])
        let tap = try c.tap(at: pt(20, 40), time: 1)
        #expect(tap.callbackNames == ["didTapBlank", "didTapAnywhere"])
        #expect(c.selectedIDs == ["t0"])
    }

    @Test func worksForTextTagsToo() throws {
        let items: [TextTag] = [TextTag("Alpha", id: "a"), TextTag("Beta", id: "b"), block("c", width: 30, height: 25)]
        var c = try TagCollectionController(
            tags: items, configuration: gridConfiguration(), options: swipeOn, viewport: Viewport(width: 300),
            sizer: componentSizer())
        try c.run([down(c.center("a"), 0), move(c.center("c"), 0.1), up(c.center("c"), 0.2)])
        #expect(c.selectedIDs == ["a", "b", "c"])
    }
}

@Suite(.tags(.component)) struct GestureInterruptionTests {
    @Test func aMutationDuringASwipeEndsItAndKeepsItsSelections() throws {
        var c = try gridController(8, options: TagCollectionOptions(allowsSwipeSelection: true))
        try c.run([down(pt(20, 10), 0), move(pt(70, 10), 0.1)])
        #expect(c.selectedIDs == ["t0", "t1"])
        let update = try c.append(block("n", width: 40, height: 20))
        #expect(update.callbacks.isEmpty)
        #expect(try c.run([move(pt(170, 10), 0.2), up(pt(170, 10), 0.3)]).isEmpty)
        #expect(c.selectedIDs == ["t0", "t1"])
    }

    @Test func aMutationDuringAPressMeansNoTap() throws {
        var c = try gridController(4)
        try c.handle(down(pt(5, 5), 0))
        try c.move(from: 3, to: 0)
        #expect(try c.handle(up(pt(5, 5), 0.1)).callbacks.isEmpty)
        #expect(c.selectedIDs.isEmpty)
    }

    @Test func horizontalScrollingAutoScrollsSideways() throws {
        var configuration = gridConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.numberOfLines = 1
        var options = TagCollectionOptions(allowsReordering: true)
        options.autoScrollEdgeBand = 20
        options.autoScrollMaxStep = 10
        var c = try gridController(10, options: options, configuration: configuration, viewport: Viewport(width: 200, height: 20))
        #expect(c.contentSize.width == 490)
        let callbacks = try c.run([down(pt(20, 10), 0), .tick(time: 0.4), move(pt(200, 10), 0.5)])
        #expect(callbacks.last == .didScroll(offset: pt(10, 0)))
    }
}
