import Testing
import TagFlow

@Suite(.tags(.component)) struct AccessibilityTests {
    @Test func everyVisibleTagIsAnElementWithLabelValueTraitsAndHint() throws {
        let tags: [TextTag] = [
            TextTag("Swift", id: "s"), block("c", label: "Avatar"), block("anon"),
            TextTag(id: "o", content: "Raw", accessibility: TagAccessibility(label: "Overridden", hint: "")),
            TextTag(id: "x", content: "Decor", accessibility: TagAccessibility(isElement: false)),
        ]
        var c = try TagCollectionController(
            tags: tags, configuration: gridConfiguration(), viewport: Viewport(width: 400), sizer: componentSizer())
        try c.setSelected(true, forID: "c")
        let elements = c.accessibilityElements
        #expect(elements.map(\.label) == ["Swift", "Avatar", "Tag 3", "Overridden"])
        #expect(elements.map(\.value) == ["1 of 5", "selected, 2 of 5", "3 of 5", "4 of 5"])
        #expect(elements.map(\.traits) == [.button, [.button, .selected], .button, .button] as [TagAccessibilityElement.Traits])
        #expect(elements.map(\.hint) == ["Double tap to select", "Double tap to deselect", "Double tap to select", nil])
        #expect(elements[0].frame == c.frame(forID: "s"))
        #expect(elements.allSatisfy { $0.actions.isEmpty })
    }

    @Test func readingOrderFollowsTheLayoutDirection() throws {
        let c = try gridController(6, configuration: gridConfiguration(.rightToLeft))
        let elements = c.accessibilityElements
        #expect(elements.map(\.kind) == (0..<6).map { .tag(index: $0, id: TagID("t\($0)")) })
        let xs = elements.prefix(4).map(\.frame.x)
        #expect(xs == [160, 110, 60, 10])  // right to left along the line
    }

    @Test func hiddenTagsAreNotElementsAndTheOverflowChipIsOne() throws {
        var configuration = gridConfiguration(numberOfLines: 1)
        configuration.overflowIndicator = Size(width: 30, height: 20)
        let c = try gridController(8, configuration: configuration)
        let elements = c.accessibilityElements
        #expect(elements.count == 4)
        #expect(elements.last?.kind == .overflowIndicator(hiddenCount: 5))
        #expect(elements.last?.label == "5 more tags")
        #expect(elements.last?.traits == .staticText)
        #expect(c.accessibilityElement(at: 5) == nil)
    }

    @Test func customActionsFollowTheEnabledGesturesAndFireTheSameCallbacks() throws {
        var c = try gridController(3, options: TagCollectionOptions(allowsReordering: true, allowsDragToDelete: true))
        #expect(c.accessibilityElements.map(\.actions) == [
            [.remove, .moveLater], [.remove, .moveEarlier, .moveLater], [.remove, .moveEarlier],
        ])
        let d = PolicyRecorder()

        c.policy = d.policy
        let moved = try c.performAccessibilityAction(.moveLater, onTagWithID: "t0")
        #expect(moved.callbacks == [.didMove(id: "t0", from: 0, to: 1)])
        #expect(c.idOrder == ["t1", "t0", "t2"])
        d.allowDelete = false
        let refused = try c.performAccessibilityAction(.remove, onTagWithID: "t2")
        d.allowDelete = true
        #expect(refused.callbacks == [.didRefuseDelete(index: 2, id: "t2")])
        let removed = try c.performAccessibilityAction(.remove, onTagWithID: "t2")
        #expect(removed.callbacks == [.didDelete(index: 2, id: "t2")])
        #expect(try c.performAccessibilityAction(.moveEarlier, onTagWithID: "t1").callbacks.isEmpty)  // first: not offered
        #expect(thrownError { () throws(TagFlowError) in try c.performAccessibilityAction(.remove, onTagWithID: "zz") }
            == TagFlowError(TagFlowError.CollectionReason.unknownID("zz"), at: ["id"]))
        var plain = try gridController(2)
        #expect(try plain.performAccessibilityAction(.remove, onTagWithID: "t0").callbacks.isEmpty)
        #expect(plain.count == 2)
    }

    @Test func noSelectionMeansNoSelectionHintOrValue() throws {
        var c = try gridController(2, options: TagCollectionOptions(selectionMode: .none))
        try c.setSelected(true, at: 0)
        let element = try #require(c.accessibilityElement(at: 0))
        #expect(element.value == "1 of 2")
        #expect(element.hint == nil)
        #expect(element.traits == [.button, .selected])
    }

    @Test func activatingAnElementTogglesLikeSpaceOrTapsTheIndicator() throws {
        var configuration = gridConfiguration(numberOfLines: 1)
        configuration.overflowIndicator = Size(width: 30, height: 20)
        var c = try gridController(8, options: TagCollectionOptions(selectionMode: .multiple(limit: 1)), configuration: configuration)
        let recorder = PolicyRecorder()
        c.policy = recorder.policy
        let first = try c.activateAccessibilityElement(.tag(index: 0, id: "t0"))
        #expect(first.callbacks == [.didTap(index: 0, id: "t0", selected: true)])
        #expect(c.focusedID == nil)
        let refused = try c.activateAccessibilityElement(.tag(index: 1, id: "t1"))
        #expect(refused.callbacks == [.didRefuseTapForLimit(index: 1, id: "t1", limit: 1)])
        #expect(recorder.asked == ["canTap(t0,0)", "canTap(t1,1)"])
        let indicator = try c.activateAccessibilityElement(.overflowIndicator(hiddenCount: 5))
        #expect(indicator.callbacks == [.didTapOverflowIndicator(hiddenCount: 5)])
        // The id decides, not a stale index; an unknown id is an error.
        #expect(try c.activateAccessibilityElement(.tag(index: 7, id: "t0")).callbacks == [.didTap(index: 0, id: "t0", selected: false)])
        #expect(thrownError { () throws(TagFlowError) in try c.activateAccessibilityElement(.tag(index: 0, id: "zz")) }
            == TagFlowError(TagFlowError.CollectionReason.unknownID("zz"), at: ["id"]))
        var unlimited = try gridController(3)
        #expect(try unlimited.activateAccessibilityElement(.overflowIndicator(hiddenCount: 2)).callbacks.isEmpty)
    }
}
