import Testing
import TagFlow
import TagFlowTestSupport

/// A required selection (`selectionMinimum`) and the limit, held by every kind of input: taps,
/// swipes, keys, select all and none, accessibility.
@Suite(.tags(.component)) struct SelectionRequiredTests {
    @Test func aSingleChoiceThatCannotBeEmptiedMovesButNeverEmpties() throws {
        var options = TagCollectionOptions(selectionMode: .single)
        options.selectionMinimum = 1
        var c = try gridController(4, options: options)
        try c.tap(at: c.center("t0"), time: 0)
        #expect(c.selectedIDs == ["t0"])
        let again = try c.tap(at: c.center("t0"), time: 1)
        #expect(again.callbacks == [.didRefuseDeselectForMinimum(ids: ["t0"], minimum: 1), .didTapAnywhere(point: c.center("t0"))])
        let other = try c.tap(at: c.center("t2"), time: 2)
        #expect(other.callbacks.prefix(2) == [.didDeselectReplaced(index: 0, id: "t0"), .didTap(index: 2, id: "t2", selected: true)])
        let spoken = try c.activateAccessibilityElement(.tag(index: 2, id: "t2"))
        #expect(spoken.callbacks == [.didRefuseDeselectForMinimum(ids: ["t2"], minimum: 1)])
        #expect(c.selectedIDs == ["t2"])
    }

    @Test func aMinimumInMultipleSelectionKeepsTheLastOnes() throws {
        var options = TagCollectionOptions(selectionMode: .multiple(limit: 3))
        options.selectionMinimum = 2
        var c = try gridController(4, options: options)
        try c.setSelection(["t0"])  // the program may leave fewer: input can add
        let first = try c.tap(at: c.center("t0"), time: 0)
        #expect(first.callbacks.first == .didRefuseDeselectForMinimum(ids: ["t0"], minimum: 2))
        try c.tap(at: c.center("t1"), time: 1)
        try c.tap(at: c.center("t2"), time: 2)
        try c.tap(at: c.center("t1"), time: 3)
        #expect(c.selectedIDs == ["t0", "t2"])
        let third = try c.tap(at: c.center("t0"), time: 4)
        #expect(third.callbacks.first == .didRefuseDeselectForMinimum(ids: ["t0"], minimum: 2))
    }

    /// Random taps, swipes, keys, select all and none, accessibility toggles and `select(ids:)`:
    /// starting within bounds, the selection never drops below the minimum nor rises above the
    /// limit, whatever the order.
    @Test(arguments: [(1, 1), (0, 2), (2, 3), (1, 4), (3, 3)])
    func inputNeverTakesTheSelectionOutOfBounds(minimum: Int, limit: Int) throws {
        var generator = SeededGenerator(seed: UInt64(minimum * 10 + limit))
        for round in 0..<40 {
            var options = TagCollectionOptions(selectionMode: limit == 1 && minimum == 1 ? .single : .multiple(limit: limit))
            options.selectionMinimum = minimum
            options.allowsSwipeSelection = true
            var c = try gridController(12, options: options)
            try c.setSelection(c.tags.prefix(max(minimum, 1)).map(\.id))
            if Bool.random(using: &generator) { try c.setDisabled(true, at: Int.random(in: 0..<12, using: &generator)) }
            var time = 0.0
            for _ in 0..<30 {
                time += 1
                try randomInput(&c, time: time, using: &generator)
                let count = c.selectedTags.count
                #expect(count >= minimum && count <= limit, "round \(round): \(count) selected, \(c.selectedIDs)")
            }
        }
    }

    private func randomInput(_ c: inout TagCollectionController, time: Double, using generator: inout SeededGenerator) throws {
        let id = c.tags.randomElement(using: &generator)!.id
        switch Int.random(in: 0..<7, using: &generator) {
        case 0: try c.tap(at: c.center(id), time: time)
        case 1:
            try c.run([down(c.center(id), time), move(pt(190, 70), time + 0.1), up(pt(190, 70), time + 0.2)])
        case 2:
            let keys: [InputEvent.Key] = [.left, .right, .up, .down, .home, .end, .space]
            let modifiers: [KeyModifiers] = [[], .shift, .control]
            try c.handle(key(keys.randomElement(using: &generator)!, modifiers.randomElement(using: &generator)!, time + 0.5))
        case 3: try c.handle(key(.a, Bool.random(using: &generator) ? .control : [.control, .shift], time + 0.5))
        case 4: try c.activateAccessibilityElement(.tag(index: 0, id: id))
        case 5: if !c.tag(withID: id)!.isDisabled { try c.select(ids: [id]) }
        default: try c.deselectAll()
        }
    }
}
