import Testing
import TagFlow
import TagFlowTestSupport

/// Filtering and sorting as a view: what shows and in what order, apart from the collection.
@Suite(.tags(.component)) struct FilterSortTests {
    /// Blocks t0…t11 whose label is their id: even ones pass `even`.
    let even = TagFilter("even") { Int($0.id.rawValue.dropFirst())! % 2 == 0 }

    @Test func aFilterHidesTagsWithoutRemovingThem() throws {
        var c = try gridController()
        try c.setSelection(["t1", "t2"])
        let update = try c.setFilter(even)
        #expect(update.callbacks.isEmpty && update.changes.isEmpty)
        #expect(c.idOrder == (0..<12).map { "t\($0)" })
        #expect(c.selectedIDs == ["t1", "t2"])
        #expect(c.viewIDs == ["t0", "t2", "t4", "t6", "t8", "t10"])
        #expect(c.filteredOutTags.map(\.id.rawValue) == ["t1", "t3", "t5", "t7", "t9", "t11"])
        #expect(c.frame(forID: "t1") == nil)
        #expect(c.frame(forID: "t2") == Rect(x: 50, y: 0, width: 40, height: 20))  // t1's place taken
        #expect(c.index(at: pt(60, 10)) == 2)
        #expect(c.layout.lines == [[0, 2, 4, 6], [8, 10]])
        // The transition: t2 moves into t1's place, t1 leaves, nothing is removed.
        let t1 = try #require(update.transition?.entry(for: "t1"))
        #expect(t1.kind == .moved && t1.after == nil)
        #expect(update.transition?.entry(for: "t2")?.after == Rect(x: 50, y: 0, width: 40, height: 20))
        // Cleared, every tag is back where it was.
        try c.setFilter(nil)
        #expect(c.frame(forID: "t1") == Rect(x: 50, y: 0, width: 40, height: 20))
        #expect(!c.layout.hasView)
    }

    @Test func accessibilityCountsTheShownTagsAndFocusFollowsThem() throws {
        var c = try gridController()
        try c.setFilter(even)
        let elements = c.accessibilityElements
        #expect(elements.map(\.value) == ["1 of 6", "2 of 6", "3 of 6", "4 of 6", "5 of 6", "6 of 6"])
        #expect(elements.map(\.label) == ["Block 0", "Block 2", "Block 4", "Block 6", "Block 8", "Block 10"])
        _ = try c.run([key(.right, [], 0), key(.right, [], 1), key(.down, [], 2)])
        #expect(c.focusedID == "t10")  // t2's column on the second line
        try c.setFilter(TagFilter("small") { Int($0.id.rawValue.dropFirst())! < 6 })
        #expect(c.focusedID == "t4")  // t10 left: focus went back to the nearest tag still shown
        #expect(c.accessibilityElement(at: 5)?.position == TagAccessibilityElement.Position(number: 6, count: 6))
    }

    @Test func theLineLimitCountsTheShownTags() throws {
        var c = try gridController(configuration: gridConfiguration(numberOfLines: 1))
        #expect(c.hiddenTags.count == 8)
        try c.setFilter(even)
        #expect(c.hiddenTags.map(\.id.rawValue) == ["t8", "t10"])
        #expect(c.shownTags.map(\.id.rawValue) == ["t0", "t2", "t4", "t6"])
        #expect(c.accessibilityElements.map(\.value) == ["1 of 6", "2 of 6", "3 of 6", "4 of 6"])
    }

    @Test func aSortOrderArrangesWhatShowsAndTheCollectionKeepsItsOrder() throws {
        var c = try TagCollectionController(
            tags: ["pear", "Apple", "fig", "banana"].map { TextTag($0) }, configuration: gridConfiguration(),
            options: TagCollectionOptions(allowsReordering: true), viewport: Viewport(width: 400), sizer: componentSizer())
        try c.setSelected(true, forID: "fig")
        try c.setSortOrder(.text())
        #expect(c.viewIDs == ["Apple", "banana", "fig", "pear"])
        #expect(c.idOrder == ["pear", "Apple", "fig", "banana"])
        #expect(c.layout.placementOrder == [1, 3, 2, 0])
        #expect(c.accessibilityElements.map(\.label) == ["Apple", "banana", "fig", "pear"])
        try c.setSortOrder(.text(descending: true))
        #expect(c.viewIDs == ["pear", "fig", "banana", "Apple"])
        try c.setSortOrder(.selectedFirst)
        #expect(c.viewIDs == ["fig", "pear", "Apple", "banana"])  // ties keep the collection's order
        // The sort decides the order: nothing lifts to reorder, no move actions or keys.
        #expect(c.accessibilityElement(at: 0)?.actions == [])
        let press = try c.run([down(c.center("pear"), 0), .tick(time: 0.4), up(c.center("pear"), 0.5)])
        #expect(press.map(\.name) == ["didRequestContextMenu"])
        // A tag that changes is placed by the sort at once.
        try c.setSelected(true, forID: "banana")
        #expect(c.viewIDs == ["fig", "banana", "pear", "Apple"])
    }

    @Test func aFilterOnACollectionBeingDraggedCancelsTheDrag() throws {
        var c = try gridController(8, options: TagCollectionOptions(allowsReordering: true))
        try c.run([down(c.center("t0"), 0), .tick(time: 0.4), move(c.center("t2"), 0.5)])
        #expect(c.idOrder.prefix(3) == ["t1", "t2", "t0"])
        let filter = try c.setFilter(even)
        #expect(filter.callbacks == [.didCancelDrag(index: 0, id: "t0")])
        #expect(c.idOrder.prefix(3) == ["t0", "t1", "t2"])
        #expect(try c.run([up(c.center("t2"), 0.6)]).isEmpty)  // the rest of that pointer is ignored
    }

    @Test func aDragAmongFilteredTagsMovesTheTagToTheTargetsIndex() throws {
        var c = try gridController(8, options: TagCollectionOptions(allowsReordering: true))
        try c.setFilter(even)
        let drag = try c.run([down(c.center("t0"), 0), .tick(time: 0.4), move(c.center("t4"), 0.5), up(c.center("t4"), 0.6)])
        #expect(drag.contains(.didMove(id: "t0", from: 0, to: 4)))
        #expect(c.viewIDs == ["t2", "t4", "t0", "t6"])
        #expect(c.idOrder == ["t1", "t2", "t3", "t4", "t0", "t5", "t6", "t7"])
    }

    /// Any filter, on any selection, keeps every id, the order and the selection; the shown tags
    /// are exactly those it keeps, and their accessibility positions run 1…k.
    @Test func aFilterKeepsIDsOrderAndSelectionAndPositionsRunOneToK() throws {
        var generator = SeededGenerator(seed: 29)
        for round in 0..<60 {
            let count = Int.random(in: 0...20, using: &generator)
            var c = try gridController(count, viewport: Viewport(width: 200, height: 0))
            let selected = c.tags.filter { _ in Bool.random(using: &generator) }.map(\.id)
            try c.setSelection(selected)
            let kept = Set(c.tags.filter { _ in Bool.random(using: &generator) }.map(\.id))
            let before = (c.idOrder, c.selectedIDs)
            try c.setFilter(TagFilter("random") { kept.contains($0.id) })
            if Bool.random(using: &generator) { try c.setSortOrder(.selectedFirst) }
            #expect(c.idOrder == before.0 && c.selectedIDs == before.1, "round \(round)")
            #expect(Set(c.viewTags.map(\.id)) == kept, "round \(round)")
            let positions = c.accessibilityElements.compactMap(\.position)
            #expect(positions.map(\.number) == Array(stride(from: 1, through: kept.count, by: 1)), "round \(round)")
            #expect(positions.allSatisfy { $0.count == kept.count }, "round \(round)")
            for index in c.collection.indices where !kept.contains(c.collection[index].id) {
                #expect(c.frame(at: index) == nil && c.accessibilityElement(at: index) == nil, "round \(round)")
            }
        }
    }

    @Test func theTextFilterIgnoresCaseAndAnEmptyQueryShowsEverything() throws {
        let tags = ["Swift", "swing", "SWAP", "Linux", "Straße"].map { TextTag($0) }
        var c = try TagCollectionController(tags: tags, viewport: Viewport(width: 400), sizer: componentSizer())
        try c.setFilter(.text(containing: "sw"))
        #expect(c.viewIDs == ["Swift", "swing", "SWAP"])
        try c.setFilter(.text(containing: "STRASSE"))
        #expect(c.viewIDs.isEmpty)  // case is folded letter by letter, ß stays ß
        try c.setFilter(.text(containing: "ST"))
        #expect(c.viewIDs == ["Straße"])
        try c.setFilter(.text(containing: ""))
        #expect(c.viewIDs.count == 5)
        #expect(TagFilter.text(containing: "sw").description == #"text contains "sw""#)
    }
}
