import Testing
import TagFlow
import TagFlowTestSupport

/// What a screen reader is told about a change: `announcement(for:)` and `viewAnnouncement`.
@Suite(.tags(.component)) struct AnnouncementTests {
    func controller(_ options: TagCollectionOptions = TagCollectionOptions()) throws -> TagCollectionController {
        try TagCollectionController(
            tags: ["Swift", "Linux", "GTK", "Pango", "Cairo"].map { TextTag($0) }, configuration: gridConfiguration(),
            options: options, viewport: Viewport(width: 400), sizer: componentSizer())
    }

    @Test func removalsAdditionsAndMovesAreToldByName() throws {
        var c = try controller(TagCollectionOptions(allowsReordering: true, removeButton: .init()))
        try c.focus(at: 1)
        let delete = try c.handle(key(.delete, [], 0))
        #expect(c.announcement(for: delete) == "Removed Linux.")
        let added = try c.append(contentsOf: [TextTag("Qt"), TextTag("Vala"), TextTag("Meson")])
        #expect(c.announcement(for: added) == "Added 3 tags.")
        try c.focus(at: 0)
        let moved = try c.handle(key(.right, .alt, 1))
        #expect(c.announcement(for: moved) == "Moved Swift to position 2 of 7.")
    }

    @Test func selectionIsToldUnlessTheTagSaysSoItself() throws {
        var c = try controller(TagCollectionOptions(selectionMode: .multiple(limit: 3)))
        try c.focus(at: 0)
        let space = try c.handle(key(.space, [], 0))
        #expect(c.announcement(for: space) == nil)  // the focused check box turns checked
        let range = try c.handle(key(.right, .shift, 1))
        #expect(c.announcement(for: range) == "Selected Linux.")
        let all = try c.handle(key(.a, .control, 2))
        #expect(c.announcement(for: all) == "Selected GTK. Pango and Cairo not selected: at most 3 tags can be selected.")
        let program = try c.setSelection(["Cairo"])
        #expect(c.announcement(for: program) == "Selected Cairo. Deselected 3 tags.")
    }

    @Test func refusalsAndTheChipAreTold() throws {
        var options = TagCollectionOptions(selectionMode: .single, overflowChip: OverflowChip())
        options.selectionMinimum = 1
        var c = try TagCollectionController(
            tags: blocks(12), configuration: gridConfiguration(numberOfLines: 1), options: options,
            viewport: Viewport(width: 200), sizer: componentSizer())
        try c.setSelection(["t0"])
        let refused = try c.tap(at: c.center("t0"), time: 0)
        #expect(c.announcement(for: refused) == "At least 1 tag must stay selected.")
        let chip = try #require(c.layout.overflow).frame.center
        let expand = try c.tap(at: chip, time: 1)
        #expect(c.announcement(for: expand) == "Showing all 12 tags.")
    }

    @Test func aFilterTellsHowManyShow() throws {
        var c = try controller()
        #expect(c.viewAnnouncement == "All 5 tags shown.")
        try c.setFilter(.text(containing: "o"))
        #expect(c.viewAnnouncement == "2 of 5 tags shown.")
        try c.setFilter(.text(containing: "zz"))
        #expect(c.viewAnnouncement == "No tags shown.")
    }
}
