import Testing
import TagFlow

@Suite struct RemoveButtonTests {
    /// Text tags in the component measurer (7 pt a character, default padding 14 × 8): "Swift"
    /// is 35 + 14 = 49 pt wide without a button, 25 pt high.
    func controller(
        _ texts: [String] = ["Swift", "Linux", "Pango"], options: TagCollectionOptions = TagCollectionOptions(removeButton: .init()),
        direction: LayoutConfiguration.LayoutDirection = .leftToRight, policy: TagCollectionPolicy = .allowingEverything
    ) throws -> TagCollectionController {
        try TagCollectionController(
            tags: texts.map { TextTag($0) }, configuration: gridConfiguration(direction), options: options, policy: policy,
            viewport: Viewport(width: 400, height: 100), sizer: componentSizer())
    }

    @Test func theButtonWidensEveryTextTagByItsExtentAndNotCustomContent() throws {
        let plain = try controller(options: TagCollectionOptions())
        let with = try TagCollectionController(
            tags: [TextTag("Swift"), block("c")], options: TagCollectionOptions(removeButton: .init(size: 12, spacing: 6)),
            viewport: Viewport(width: 400), sizer: componentSizer())
        #expect(plain.frame(at: 0)?.width == 49)
        #expect(with.frame(at: 0)?.width == 67)  // 49 + 12 + 6
        #expect(with.frame(at: 1)?.width == 40)
        #expect(with.removeButtonFrame(at: 1) == nil)
    }

    @Test func theTextGetsLessRoomUnderAnExactWidth() throws {
        var style = TextTagStyle()
        style.exactWidth = 60
        let sizer = componentSizer()
        let metrics = try sizer.metrics(of: TextTag("Swift", style: style), containerWidth: 400, accessoryWidth: 18)
        #expect(metrics.size.width == 60)
        #expect(metrics.text?.request.maxWidth == 28)  // 60 − 14 − 18
        #expect(thrownError { () throws(TagFlowError) in
            _ = try sizer.metrics(of: TextTag("Swift"), containerWidth: 400, accessoryWidth: -1)
        } == TagFlowError(.invalidNumber(-1, allowed: "finite and ≥ 0"), at: ["accessoryWidth"]))
    }

    @Test func theGlyphSitsAtTheTrailingEndOfTheContentBox() throws {
        let ltr = try controller()
        // Frame 0, 0, 67 × 25; half the padding is 7 pt.
        #expect(ltr.frame(at: 0) == Rect(x: 0, y: 0, width: 67, height: 25))
        #expect(ltr.removeButtonFrame(at: 0) == Rect(x: 67 - 7 - 12, y: 6.5, width: 12, height: 12))
        let rtl = try controller(direction: .rightToLeft)
        let frame = try #require(rtl.frame(at: 0))
        #expect(rtl.removeButtonFrame(at: 0) == Rect(x: frame.minX + 7, y: 6.5, width: 12, height: 12))
    }

    @Test func theButtonScalesWithTheText() throws {
        var c = try controller()
        try c.setTextSizeCategory(.accessibilityMedium)
        let factor = TextSizeCategory.accessibilityMedium.scaleFactor
        #expect(c.removeButton == .init(size: 12 * factor, spacing: 6 * factor))
        // The tag holds the scaled text, padding and button: (35 + 14 + 18) × the factor.
        let frame = try #require(c.frame(at: 0))
        #expect(abs(frame.width - 67 * factor) < 1e-9)
        let glyph = try #require(c.removeButtonFrame(at: 0))
        #expect(abs(glyph.width - 12 * factor) < 1e-9 && abs(glyph.maxX - (frame.maxX - 7 * factor)) < 1e-9)
        try c.setTextSizeCategory(.large)
        #expect(c.removeButton == .init(size: 12, spacing: 6))
    }

    @Test func theHitRegionRunsFromMidSpacingToTheEdgeOverTheFullHeight() throws {
        let c = try controller()
        // The glyph starts at x 48; the region at 48 − 3 = 45 and ends at the tag's edge, 67.
        #expect(c.removeButtonIndex(at: pt(45, 1)) == 0)
        #expect(c.removeButtonIndex(at: pt(66.9, 24)) == 0)
        #expect(c.removeButtonIndex(at: pt(44.9, 12)) == nil)
        #expect(c.removeButtonIndex(at: pt(20, 12)) == nil)  // the text
        #expect(c.removeButtonIndex(at: pt(70, 12)) == nil)  // the gap after the tag
        let rtl = try controller(direction: .rightToLeft)
        let frame = try #require(rtl.frame(at: 0))
        #expect(rtl.removeButtonIndex(at: pt(frame.minX + 1, 12)) == 0)
        #expect(rtl.removeButtonIndex(at: pt(frame.minX + 7 + 12 + 3.1, 12)) == nil)
        let off = try controller(options: TagCollectionOptions())
        #expect(off.removeButtonIndex(at: pt(60, 12)) == nil)
        #expect(off.removeButtonFrame(at: 0) == nil)
    }

    @Test func aTapOnTheButtonReportsItThenRemovesTheTag() throws {
        var c = try controller()
        let recorder = PolicyRecorder()
        c.policy = recorder.policy
        let update = try c.tap(at: pt(60, 12), time: 0)
        #expect(update.callbacks == [
            .didTapRemove(index: 0, id: "Swift"), .didDelete(index: 0, id: "Swift"), .didTapAnywhere(point: pt(60, 12)),
        ])
        #expect(c.idOrder == ["Linux", "Pango"])
        #expect(update.transition?.entry(for: "Swift")?.kind == .removed)
        #expect(recorder.asked == ["canDelete(Swift,0)"])
        #expect(c.selectedIDs.isEmpty)
    }

    @Test func aRefusedRemovalChangesNothing() throws {
        var c = try controller(policy: PolicyRecorder(allowDelete: false).policy)
        let update = try c.tap(at: pt(60, 12), time: 0)
        #expect(update.callbacks == [
            .didTapRemove(index: 0, id: "Swift"), .didRefuseDelete(index: 0, id: "Swift"), .didTapAnywhere(point: pt(60, 12)),
        ])
        #expect(c.idOrder == ["Swift", "Linux", "Pango"])
        #expect(update.transition == nil)
    }

    @Test func aPressOnTheButtonNeverLiftsOrSwipesAndASlowTapStillCounts() throws {
        var options = TagCollectionOptions(allowsSwipeSelection: true, allowsReordering: true, removeButton: .init())
        var c = try controller(options: options)
        // Held for a second: no lift, and the up is still a tap on the button.
        let held = try c.run([down(pt(60, 12), 0), .tick(time: 0.5), up(pt(60, 12), 1)])
        #expect(held.map(\.name) == ["didTapRemove", "didDelete", "didTapAnywhere"])
        // Dragged across the next tags: no swipe selection, no tap.
        let dragged = try c.run([down(pt(60, 12), 2), move(pt(200, 12), 2.1), up(pt(200, 12), 2.2)])
        #expect(dragged.isEmpty)
        #expect(c.selectedIDs.isEmpty)
        // An explicit tap duration limits it like any tap.
        options.tapMaxDuration = 0.2
        try c.setOptions(options)
        #expect(try c.run([down(pt(60, 12), 3), up(pt(60, 12), 3.5)]).isEmpty)
        // A press on the text still lifts.
        #expect(try c.run([down(pt(10, 12), 4), .tick(time: 4.5)]).map(\.name) == ["didBeginDrag"])
    }

    @Test func tagsOfferTheAccessibilityRemoveActionWhichSkipsDidTapRemove() throws {
        var c = try controller()
        let element = try #require(c.accessibilityElement(at: 1))
        #expect(element.actions == [.remove])
        #expect(element.position == TagAccessibilityElement.Position(number: 2, count: 3))
        #expect(element.position?.description == "2 of 3")
        let update = try c.performAccessibilityAction(.remove, onTagWithID: "Linux")
        #expect(update.callbacks == [.didDelete(index: 1, id: "Linux")])
        #expect(try controller(options: TagCollectionOptions()).accessibilityElement(at: 0)?.actions == [])
    }

    @Test func showingOrHidingTheButtonLaysTheTagsOutAgain() throws {
        var c = try controller(options: TagCollectionOptions())
        let shown = try c.setOptions(TagCollectionOptions(removeButton: .init(size: 10, spacing: 4)))
        #expect(c.frame(at: 0)?.width == 63)  // 49 + 10 + 4
        #expect(shown.transition?.entry(for: "Swift")?.kind == .moved)
        let hidden = try c.setOptions(TagCollectionOptions())
        #expect(c.frame(at: 0)?.width == 49)
        #expect(hidden.transition != nil)
    }

    @Test func aNegativeSizeIsRefusedAtItsPath() throws {
        let error = thrownError { () throws(TagFlowError) in
            _ = try TagCollectionController(
                tags: [TextTag("Swift")], options: TagCollectionOptions(removeButton: .init(size: -2)),
                viewport: Viewport(width: 400), sizer: componentSizer())
        }
        #expect(error == TagFlowError(.invalidNumber(-2, allowed: "finite and ≥ 0"), at: ["options", "removeButton", "size"]))
    }
}
