import Testing
import TagFlow

@Suite struct ControllerQueryTests {
    @Test func laysOutTextAndCustomTagsThroughOneCall() throws {
        var style = TagStyle()
        style.padding = Size(width: 14, height: 8)
        let items: [TagItem] = [
            .text("Swift", id: "swift", style: style),  // 5 × 7 + 14 = 49 wide, 17 + 8 = 25 high
            .custom(width: 30, height: 25, id: "dot"),
            TagItem(CustomTag(id: "half", size: .provider(key: "half", size: { Size(width: $0 * 0.6, height: 25) }))),
        ]
        let sizer = componentSizer()
        let controller = try TagCollectionController(
            items: items, configuration: gridConfiguration(), viewport: Viewport(width: 200, height: 100), sizer: sizer)
        #expect(try controller.frame(forID: "swift") == Rect(x: 0, y: 0, width: 49, height: 25))
        #expect(try controller.frame(at: 1) == Rect(x: 59, y: 0, width: 30, height: 25))
        #expect(try controller.frame(forID: "half") == Rect(x: 0, y: 35, width: 120, height: 25))
        #expect(controller.contentSize == Size(width: 200, height: 60))
        #expect(controller.fittingSize == Size(width: 120, height: 60))  // the widest line
        #expect(sizer.cache!.statistics.measurements == 1)
    }

    @Test func selectedSizesReflowAndComeFromTheCache() throws {
        var selected = TagStyle()
        selected.padding = Size(width: 40, height: 8)
        let tag = Tag(id: "a", "Tag", style: TagStyle(), selectedStyle: selected)
        let sizer = componentSizer()
        var controller = try TagCollectionController(
            items: [TagItem(tag), .custom(width: 40, height: 20, id: "b")], configuration: gridConfiguration(),
            viewport: Viewport(width: 200, height: 0), sizer: sizer)
        let before = try controller.frame(forID: "a")!
        let update = try controller.tap(at: controller.center("a"), time: 0)
        let after = try controller.frame(forID: "a")!
        #expect(after.width == before.width + 26)
        #expect(update.transition?.entry(for: "b")?.kind == .moved)
        for t in 1...5 { try controller.tap(at: controller.center("a"), time: Double(t)) }
        #expect(sizer.cache!.statistics.measurements == 1)  // "Tag" measured once, whatever the style
    }

    @Test func hitTestsVisibleTagsAndScrollOffsets() throws {
        var controller = try gridController(12, viewport: Viewport(width: 200, height: 50))
        #expect(controller.index(at: pt(55, 5)) == 1)
        #expect(controller.index(at: pt(45, 5)) == nil)  // the gap
        #expect(controller.id(at: pt(155, 65)) == "t11")
        #expect(controller.index(at: pt(.nan, 5)) == nil)
        #expect(controller.contentSize == Size(width: 200, height: 80))
        #expect(controller.visibleIndices == [0, 1, 2, 3, 4, 5, 6, 7])  // lines at y 0 and 30 (touching 50)
        #expect(try controller.contentOffset(toShowTagAt: 8, at: .start) == pt(0, 30))
        #expect(try controller.contentOffset(toShowTagAt: 8, at: .nearest) == pt(0, 30))
        #expect(try controller.contentOffset(toShowTagAt: 4, at: .center) == pt(0, 15))
        #expect(try controller.contentOffset(toShowTagAt: 0, at: .end) == pt(0, 0))
        #expect(try controller.scrollToTag(withID: "t9", position: .end) == pt(0, 30))
        #expect(controller.viewport.contentOffset == pt(0, 30))
        #expect(controller.visibleIndices == Array(4..<12))
        #expect(componentError { () throws(ComponentError) in try controller.scrollToTag(at: 12) }
            == .indexOutOfRange(name: "index", index: 12, validRange: 0...11))
        #expect(componentError { () throws(ComponentError) in try controller.scrollToTag(withID: "x") }
            == .unknownID(name: "id", id: "x"))
    }

    @Test func hiddenTagsHaveNoFrameAndNoScrollOffset() throws {
        var controller = try gridController(12, configuration: gridConfiguration(numberOfLines: 1))
        #expect(try controller.frame(at: 5) == nil)
        #expect(try controller.isHidden(at: 5))
        #expect(try controller.scrollToTag(at: 5) == nil)
        #expect(controller.index(at: pt(5, 35)) == nil)
    }

    @Test func badInputIsAnErrorNeverACrash() throws {
        let sizer = componentSizer()
        #expect(componentError { () throws(ComponentError) in
            try TagCollectionController(items: blocks(2), viewport: Viewport(width: -1), sizer: sizer)
        } == .invalidValue(name: "viewport.size.width", value: -1, allowed: "finite and ≥ 0"))
        #expect(componentError { () throws(ComponentError) in
            try TagCollectionController(items: blocks(2), viewport: Viewport(width: 10, offsetY: .infinity), sizer: sizer)
        } == .invalidValue(name: "viewport.contentOffset.y", value: .infinity, allowed: "finite"))
        #expect(componentError { () throws(ComponentError) in
            try TagCollectionController(
                items: blocks(2), options: TagCollectionOptions(selectionMode: .multiple(limit: 0)),
                viewport: Viewport(width: 10), sizer: sizer)
        } == .invalidCount(name: "options.selectionMode.limit", value: 0, allowed: "≥ 1, or nil for no limit"))
        let nanSize = TagItem(CustomTag(id: "n", size: .provider(key: "nan", size: { _ in Size(width: .nan, height: 1) })))
        #expect(componentError { () throws(ComponentError) in
            try TagCollectionController(items: [nanSize], viewport: Viewport(width: 10), sizer: sizer)
        }?.description == "tags[0].size.width is nan; it must be finite and ≥ 0")
        var badFont = TagStyle()
        badFont.font.size = -3
        #expect(componentError { () throws(ComponentError) in
            try TagCollectionController(items: [.text("x", id: "x", style: badFont)], viewport: Viewport(width: 10), sizer: sizer)
        } == .tagFlow(.invalidValue(name: "tags[0].style.font.size", value: -3, allowed: "finite and > 0")))

        var controller = try gridController(4)
        let before = controller.collection
        #expect(componentError { () throws(ComponentError) in try controller.handle(down(pt(.nan, 3), 0)) }?.description
            == "event.location.x is nan; it must be finite")
        #expect(componentError { () throws(ComponentError) in try controller.handle(.tick(time: .infinity)) }
            == .invalidValue(name: "event.time", value: .infinity, allowed: "finite"))
        try controller.handle(.tick(time: 5))
        #expect(componentError { () throws(ComponentError) in try controller.handle(.tick(time: 4)) }
            == .timeWentBackwards(name: "event.time", time: 4, previous: 5))
        #expect(componentError { () throws(ComponentError) in try controller.setViewport(Viewport(width: .nan)) } != nil)
        #expect(componentError { () throws(ComponentError) in try controller.insert(.text("x", id: "x", style: badFont), at: 0) }
            == .tagFlow(.invalidValue(name: "tags[0].style.font.size", value: -3, allowed: "finite and > 0")))
        #expect(controller.collection == before)
        #expect(componentError { () throws(ComponentError) in try controller.frame(at: -1) } != nil)
        #expect(componentError { () throws(ComponentError) in try controller.frame(forID: "zz") } == .unknownID(name: "id", id: "zz"))
    }

    @Test func keepsInputIndicesThroughMovesInsertsAndDeletes() throws {
        var controller = try gridController(4)
        try controller.move(from: 0, to: 3)
        try controller.insert(.custom(width: 40, height: 20, id: "new"), at: 0)
        try controller.remove(id: "t2")
        #expect(controller.order == [4, 1, 3, 0])
        #expect(controller.inputIndex(ofID: "t2") == 2)
        #expect(controller.inputIndex(ofID: "new") == 4)
        try controller.setSelected(true, forID: "t0")
        try controller.setSelected(true, at: 0)
        #expect(controller.selectedInputIndices == [0, 4])
        let frames = controller.inputFrames
        #expect(frames.count == 5)
        #expect(frames[2] == nil)
        #expect(frames[4]?.frame == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(frames[0]?.frame == Rect(x: 150, y: 0, width: 40, height: 20))
    }

    @Test func widthChangesReflowWithATransition() throws {
        var controller = try gridController(6)
        let update = try controller.setViewport(Viewport(width: 100, height: 100))
        let transition = try #require(update.transition)
        #expect(transition.entry(for: "t0")?.kind == .unchanged)
        #expect(transition.entry(for: "t2")?.before == Rect(x: 100, y: 0, width: 40, height: 20))
        #expect(transition.entry(for: "t2")?.after == Rect(x: 0, y: 30, width: 40, height: 20))
        #expect(transition.entry(for: "t2")?.kind == .moved)
        #expect(transition.contentSizeAfter.height == 80)
        #expect(try controller.setViewport(Viewport(width: 100, height: 100)).transition == nil)
    }
}
