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

    /// Single selection with a minimum of 1 and remove buttons, four blocks t0…t3.
    func requiredChoice(
        _ direction: LayoutConfiguration.LayoutDirection = .leftToRight, mode: TagCollectionOptions.SelectionMode = .single,
        minimum: Int = 1
    ) throws -> TagCollectionController {
        var options = TagCollectionOptions(selectionMode: mode, removeButton: .init())
        options.selectionMinimum = minimum
        return try gridController(4, options: options, configuration: gridConfiguration(direction))
    }

    @Test func deletingTheChosenTagChoosesTheNextAsGtkSingleSelectionsAutoselectDoes() throws {
        var c = try requiredChoice()
        try c.setSelection(["t1"])
        try c.focus(at: 1)
        let delete = try c.handle(key(.delete, [], 0))
        #expect(delete.callbacks == [
            .didDelete(index: 1, id: "t1"), .didChangeSelection(selected: ["t2"], deselected: []),
            .didChangeFocus(index: 1, id: "t2"),
        ])
        #expect(delete.changes.map(\.description) == [#"removed(index: 1, id: "t1")"#, #"selectionChanged(index: 1, id: "t2", selected: true)"#])
        #expect(c.announcement(for: delete) == "Removed Block 1. Selected Block 2.")
        // The last tag in reading order passes the choice back to the one before it.
        try c.setSelection(["t3"])
        let action = try c.performAccessibilityAction(.remove, onTagWithID: "t3")
        #expect(action.callbacks == [.didDelete(index: 2, id: "t3"), .didChangeSelection(selected: ["t2"], deselected: [])])
        #expect(c.selectedIDs == ["t2"])
        // The program's removal leaves the selection as it makes it: the caller asked.
        let program = try c.remove(id: "t2")
        #expect(!program.callbacks.contains { $0.name == "didChangeSelection" } && c.selectedIDs.isEmpty)
    }

    @Test func aRequiredSelectionPassesOverDisabledAndLeftOutTagsInReadingOrderRightToLeft() throws {
        // Right to left: t0 at the right end, then t1, t2, t3 leftwards.
        var c = try requiredChoice(.rightToLeft, mode: .multiple(limit: 3), minimum: 2)
        #expect(c.frame(forID: "t0")!.minX > c.frame(forID: "t3")!.minX)
        try c.setSelection(["t0", "t1"])
        try c.setDisabled(true, forID: "t2")
        try c.focus(at: 1)
        let delete = try c.handle(key(.delete, [], 0))
        // After t1 in reading order: the disabled t2 (passed over), then t3.
        #expect(delete.callbacks == [
            .didDelete(index: 1, id: "t1"), .didChangeSelection(selected: ["t3"], deselected: []),
            .didChangeFocus(index: 2, id: "t3"),
        ])
        var filtered = try requiredChoice(.rightToLeft, mode: .multiple(limit: 3), minimum: 2)
        try filtered.setSelection(["t1", "t2"])
        try filtered.setFilter(TagFilter("not t3") { $0.id != "t3" })
        try filtered.focus(at: 2)
        // After t2 only the left-out t3: the nearest before it that is free is t0 (t1 is selected).
        let backspace = try filtered.handle(key(.backspace, [], 0))
        #expect(backspace.callbacks == [
            .didDelete(index: 2, id: "t2"), .didChangeSelection(selected: ["t0"], deselected: []),
            .didChangeFocus(index: 1, id: "t1"),
        ])
        #expect(filtered.selectedIDs == ["t0", "t1"])
    }

    @Test func theRemoveButtonAndADropOnTheDeleteZoneKeepARequiredSelectionToo() throws {
        var options = TagCollectionOptions(selectionMode: .single, removeButton: .init())
        options.selectionMinimum = 1
        var c = try TagCollectionController(
            tags: ["Swift", "Linux", "Pango"].map { TextTag($0) }, configuration: gridConfiguration(), options: options,
            viewport: Viewport(width: 400, height: 100), sizer: componentSizer())
        try c.setSelection(["Linux"])
        let button = try #require(c.removeButtonFrame(at: 1)).center
        let tap = try c.tap(at: button, time: 0)
        #expect(tap.callbacks == [
            .didTapRemove(index: 1, id: "Linux"), .didDelete(index: 1, id: "Linux"),
            .didChangeSelection(selected: ["Pango"], deselected: []), .didTapAnywhere(point: button),
        ])
        var zone = TagCollectionOptions(selectionMode: .single, allowsDragToDelete: true, deleteZoneFrame: Rect(x: 0, y: 80, width: 200, height: 20))
        zone.selectionMinimum = 1
        var dragged = try gridController(4, options: zone)
        try dragged.setSelection(["t1"])
        let drop = try dragged.run([down(pt(70, 10), 0), .tick(time: 0.4), move(pt(100, 90), 0.5), up(pt(100, 90), 0.6)])
        #expect(drop.suffix(3) == [
            .didDelete(index: 1, id: "t1"), .didChangeSelection(selected: ["t2"], deselected: []), .didEndDrag(index: nil, id: "t1"),
        ])
    }

    /// Random taps, swipes, keys, select all and none, accessibility toggles, `select(ids:)` and
    /// removals (Delete, the accessibility action) while six tags or more remain: starting within
    /// bounds, the selection never drops below the minimum nor rises above the limit, whatever
    /// the order.
    @Test(arguments: [(1, 1), (0, 2), (2, 3), (1, 4), (3, 3)])
    func inputNeverTakesTheSelectionOutOfBounds(minimum: Int, limit: Int) throws {
        var generator = SeededGenerator(seed: UInt64(minimum * 10 + limit))
        for round in 0..<40 {
            var options = TagCollectionOptions(selectionMode: limit == 1 && minimum == 1 ? .single : .multiple(limit: limit))
            options.selectionMinimum = minimum
            options.allowsSwipeSelection = true
            options.removeButton = .init()
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
        switch Int.random(in: 0..<8, using: &generator) {
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
        case 6 where c.count > 6:
            try c.focus(at: c.index(ofID: id))
            try c.handle(key(.delete, [], time + 0.5))
        case 7 where c.count > 6: try c.performAccessibilityAction(.remove, onTagWithID: id)
        default: try c.deselectAll()
        }
    }
}
