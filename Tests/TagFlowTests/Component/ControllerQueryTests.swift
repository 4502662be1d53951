import Testing
import TagFlow

@Suite(.tags(.component)) struct ControllerQueryTests {
    @Test func laysOutTextAndCustomTagsThroughOneCall() throws {
        var style = TextTagStyle()
        style.padding = Size(width: 14, height: 8)
        let tags: [TextTag] = [
            TextTag("Swift", id: "swift", style: style),  // 5 × 7 + 14 = 49 wide, 17 + 8 = 25 high
            block("dot", width: 30, height: 25),
            TextTag(id: "half", content: .custom(.provider(key: "half", size: { Size(width: $0 * 0.6, height: 25) }))),
        ]
        let sizer = componentSizer()
        let controller = try TagCollectionController(
            tags: tags, configuration: gridConfiguration(), viewport: Viewport(width: 200, height: 100), sizer: sizer)
        #expect(controller.frame(forID: "swift") == Rect(x: 0, y: 0, width: 49, height: 25))
        #expect(controller.frame(at: 1) == Rect(x: 59, y: 0, width: 30, height: 25))
        #expect(controller.frame(forID: "half") == Rect(x: 0, y: 35, width: 120, height: 25))
        #expect(controller.contentSize == Size(width: 200, height: 60))
        #expect(controller.fittingSize == Size(width: 120, height: 60))  // the widest line
        #expect(sizer.cache!.statistics.measurements == 1)
    }

    @Test func selectedSizesReflowAndComeFromTheCache() throws {
        var selected = TextTagStyle()
        selected.padding = Size(width: 40, height: 8)
        let tag = TextTag("Tag", id: "a", style: TextTagStyle(), selectedStyle: selected)
        let sizer = componentSizer()
        var controller = try TagCollectionController(
            tags: [tag, block("b")], configuration: gridConfiguration(),
            viewport: Viewport(width: 200, height: 0), sizer: sizer)
        let before = controller.frame(forID: "a")!
        let update = try controller.tap(at: controller.center("a"), time: 0)
        let after = controller.frame(forID: "a")!
        #expect(after.width == before.width + 26)
        #expect(update.transition?.entry(for: "b")?.kind == .moved)
        for t in 1...5 { try controller.tap(at: controller.center("a"), time: Double(t)) }
        #expect(sizer.cache!.statistics.measurements == 1)  // "Tag" measured once, whatever the style
    }

    @Test func looksTagsUpByIndexIDAndRangeAndMissesWithNil() throws {
        var controller = try gridController(5, viewport: Viewport(width: 200, height: 0))
        try controller.setSelected(true, forID: "t3")
        #expect(controller.tag(at: 2)?.id == "t2")
        #expect(controller.tag(at: 5) == nil && controller.tag(at: -1) == nil)
        #expect(controller.tag(withID: "t4")?.id == "t4" && controller.tag(withID: "nope") == nil)
        #expect(controller.index(ofID: "t1") == 1 && controller.index(ofID: "nope") == nil)
        #expect(controller.tags(in: 1..<3)?.map(\.id) == ["t1", "t2"])
        #expect(controller.tags(in: 0..<5)?.count == 5)
        #expect(controller.tags(in: 3..<6) == nil)
        #expect(controller.selectedTags.map(\.id) == ["t3"])
        #expect(controller.unselectedTags.map(\.id) == ["t0", "t1", "t2", "t4"])
    }

    @Test func hitTestsVisibleTagsAndScrollOffsets() throws {
        var controller = try gridController(12, viewport: Viewport(width: 200, height: 50))
        #expect(controller.index(at: pt(55, 5)) == 1)
        #expect(controller.index(at: pt(45, 5)) == nil)  // the gap
        #expect(controller.id(at: pt(155, 65)) == "t11")
        #expect(controller.index(at: pt(.nan, 5)) == nil)
        #expect(controller.contentSize == Size(width: 200, height: 80))
        #expect(controller.visibleIndices == [0, 1, 2, 3, 4, 5, 6, 7])  // lines at y 0 and 30 (touching 50)
        #expect(controller.contentOffset(toShowTagAt: 8, at: .start) == pt(0, 30))
        #expect(controller.contentOffset(toShowTagAt: 8, at: .nearest) == pt(0, 30))
        #expect(controller.contentOffset(toShowTagAt: 4, at: .center) == pt(0, 15))
        #expect(controller.contentOffset(toShowTagAt: 0, at: .end) == pt(0, 0))
        #expect(controller.scrollToTag(withID: "t9", position: .end) == pt(0, 30))
        #expect(controller.viewport.contentOffset == pt(0, 30))
        #expect(controller.visibleIndices == Array(4..<12))
        #expect(controller.scrollToTag(at: 12) == nil)  // no such tag: a miss, not an error
        #expect(controller.scrollToTag(withID: "x") == nil)
        #expect(controller.viewport.contentOffset == pt(0, 30))
    }

    @Test func hiddenTagsHaveNoFrameAndNoScrollOffset() throws {
        var controller = try gridController(12, configuration: gridConfiguration(numberOfLines: 1))
        #expect(controller.frame(at: 5) == nil)
        #expect(controller.layout.isHidden(5))
        #expect(controller.scrollToTag(at: 5) == nil)
        #expect(controller.index(at: pt(5, 35)) == nil)
    }

    @Test func badInputIsAnErrorNeverACrash() throws {
        let sizer = componentSizer()
        #expect(thrownError { () throws(TagFlowError) in
            try TagCollectionController(tags: blocks(2), viewport: Viewport(width: -1), sizer: sizer)
        } == TagFlowError(.invalidNumber(-1, allowed: "finite and ≥ 0"), at: ["viewport", "size", "width"]))
        #expect(thrownError { () throws(TagFlowError) in
            try TagCollectionController(tags: blocks(2), viewport: Viewport(width: 10, offsetY: .infinity), sizer: sizer)
        } == TagFlowError(.invalidNumber(.infinity, allowed: "finite"), at: ["viewport", "contentOffset", "y"]))
        #expect(thrownError { () throws(TagFlowError) in
            try TagCollectionController(
                tags: blocks(2), options: TagCollectionOptions(selectionMode: .multiple(limit: 0)),
                viewport: Viewport(width: 10), sizer: sizer)
        } == TagFlowError(.invalidCount(0, allowed: "≥ 1, or nil for no limit (write nil where TTGTagCollectionView and the JSON documents write 0)"), at: ["options", "selectionMode", "limit"]))
        let nanSize = TextTag(id: "n", content: .custom(.provider(key: "nan", size: { _ in Size(width: .nan, height: 1) })))
        #expect(thrownError { () throws(TagFlowError) in
            try TagCollectionController(tags: [nanSize], viewport: Viewport(width: 10), sizer: sizer)
        }?.description == "tags[0].content.size.width: nan is not allowed; it must be finite and ≥ 0")
        var badFont = TextTagStyle()
        badFont.font.size = -3
        #expect(thrownError { () throws(TagFlowError) in
            try TagCollectionController(tags: [TextTag("x", style: badFont)], viewport: Viewport(width: 10), sizer: sizer)
        } == TagFlowError(.invalidNumber(-3, allowed: "finite and > 0"), at: ["tags", 0, "style", "font", "size"]))

        var controller = try gridController(4)
        let before = controller.collection
        #expect(thrownError { () throws(TagFlowError) in try controller.handle(down(pt(.nan, 3), 0)) }?.description
            == "event.location.x: nan is not allowed; it must be finite")
        #expect(thrownError { () throws(TagFlowError) in try controller.handle(.tick(time: .infinity)) }
            == TagFlowError(.invalidNumber(.infinity, allowed: "finite"), at: ["event", "time"]))
        try controller.handle(.tick(time: 5))
        #expect(thrownError { () throws(TagFlowError) in try controller.handle(.tick(time: 4)) }
            == TagFlowError(TagFlowError.CollectionReason.timeWentBackwards(4, previous: 5), at: ["event", "time"]))
        #expect(thrownError { () throws(TagFlowError) in try controller.setViewport(Viewport(width: .nan)) } != nil)
        #expect(thrownError { () throws(TagFlowError) in try controller.insert(TextTag("x", style: badFont), at: 0) }
            == TagFlowError(.invalidNumber(-3, allowed: "finite and > 0"), at: ["tags", 0, "style", "font", "size"]))
        #expect(controller.collection == before)
        #expect(controller.frame(at: -1) == nil)  // look-ups miss, they do not throw
        #expect(controller.frame(forID: "zz") == nil)
        #expect(controller.tag(at: 9) == nil && controller.index(ofID: "zz") == nil)
    }

    @Test func exposesTheMetricsEachTagWasSizedWith() throws {
        var controller = try TagCollectionController(
            tags: [TextTag("Swift"), block("b")], viewport: Viewport(width: 200), sizer: componentSizer())
        let text = try #require(controller.metrics(at: 0))
        #expect(text.size == controller.frame(at: 0)?.size)
        #expect(text.text?.request.text == "Swift")
        #expect(controller.metrics(at: 1)?.size == Size(width: 40, height: 20))
        #expect(controller.metrics(at: 1)?.text == nil)
        #expect(controller.metrics(at: 2) == nil)
        try controller.setSelected(true, at: 0)
        #expect(controller.metrics(at: 0)?.size == controller.frame(at: 0)?.size)
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
