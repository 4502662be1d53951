import Testing
import TagFlow
import TagFlowTestSupport

/// Options that cannot hold together are refused, with the option's path and what is allowed;
/// nothing changes.
@Suite(.tags(.component)) struct ContradictoryOptionsTests {
    func refusal(_ change: (inout TagCollectionOptions) -> Void) throws -> String? {
        var options = TagCollectionOptions()
        change(&options)
        var c = try gridController(4)
        let before = c.options
        let message = thrownError { () throws(TagFlowError) in try c.setOptions(options) }?.description
        if message != nil { #expect(c.options == before) }
        let fresh = thrownError { () throws(TagFlowError) in
            try TagCollectionController(tags: blocks(4), options: options, viewport: Viewport(width: 200), sizer: componentSizer())
        }
        #expect(fresh?.description == message)
        return message
    }

    @Test func aMinimumTheModeCannotKeep() throws {
        #expect(try refusal { $0.selectionMode = .multiple(limit: 3); $0.selectionMinimum = 4 }
            == "options.selectionMinimum: a minimum of 4 is not allowed: the minimum must be at most the selection limit of 3")
        #expect(try refusal { $0.selectionMode = .single; $0.selectionMinimum = 2 }
            == "options.selectionMinimum: a minimum of 2 is not allowed: single selection keeps one tag at most, so the minimum must be 0 or 1")
        #expect(try refusal { $0.selectionMode = .none; $0.selectionMinimum = 1 }
            == "options.selectionMinimum: a minimum of 1 is not allowed: selection mode none selects nothing, so the minimum must be 0")
        #expect(try refusal { $0.selectionMinimum = -1 } == "options.selectionMinimum: -1 is not allowed; it must be ≥ 0 (0: no tag required)")
        #expect(try refusal { $0.selectionMode = .multiple(limit: nil); $0.selectionMinimum = 1_000 } == nil)  // no limit: any minimum
    }

    @Test func selectionFollowingFocusNeedsSingleSelection() throws {
        #expect(try refusal { $0.selectionFollowsFocus = true }
            == "options.selectionFollowsFocus: selection follows focus only with single selection (the selection mode is multiple)")
        #expect(try refusal { $0.selectionMode = .single; $0.selectionFollowsFocus = true } == nil)
    }

    @Test func aNegativeDoubleTapInterval() throws {
        #expect(try refusal { $0.doubleTapInterval = -0.1 }?.hasPrefix("options.doubleTapInterval: -0.1 is not allowed") == true)
        #expect(try refusal { $0.doubleTapInterval = .nan }?.hasPrefix("options.doubleTapInterval:") == true)
    }

    /// Options that only look odd together, and what they do (documented, not refused).
    @Test func oddButMeaningfulCombinations() throws {
        // Single-click activation with swipes: taps activate, swipes still select.
        var options = TagCollectionOptions(allowsSwipeSelection: true)
        options.activatesOnSingleClick = true
        var c = try gridController(4, options: options)
        #expect(try c.tap(at: c.center("t0"), time: 0).callbacks.first == .didActivate(index: 0, id: "t0"))
        try c.run([down(c.center("t1"), 1), move(c.center("t3"), 1.1), up(c.center("t3"), 1.2)])
        #expect(c.selectedIDs == ["t1", "t2", "t3"])
    }
}
