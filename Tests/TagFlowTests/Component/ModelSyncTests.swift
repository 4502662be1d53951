import Testing
import TagFlow
import TagFlowTestSupport

/// `TagCollectionUpdate.changes`: every change to the collection, by input or by the program,
/// reported as steps that keep an app's model in step.
@Suite(.tags(.component)) struct ModelSyncTests {
    /// `steps` applied in order to `model` (the ids and selection an app keeps).
    func apply(_ steps: [TagCollectionChange], to model: [TextTag]) -> [TextTag] {
        var model = model
        for step in steps {
            switch step {
            case let .removed(index, tag):
                #expect(model[index].id == tag.id)
                model.remove(at: index)
            case let .moved(id, from, to):
                #expect(model[from].id == id)
                model.insert(model.remove(at: from), at: to)
            case let .inserted(index, tag):
                model.insert(tag, at: index)
            case let .replaced(index, old, new):
                #expect(model[index].id == old.id)
                model[index] = new
            case let .selectionChanged(index, id, selected):
                #expect(model[index].id == id)
                model[index].isSelected = selected
            }
        }
        return model
    }

    @Test func programmaticChangesReportWhatChanged() throws {
        var c = try gridController(4)
        #expect(try c.append(block("t4")).changes == [.inserted(index: 4, tag: block("t4"))])
        #expect(try c.remove(id: "t1").changes == [.removed(index: 1, tag: blocks(2)[1])])
        #expect(try c.move(from: 0, to: 2).changes == [.moved(id: "t0", from: 0, to: 2)])
        #expect(try c.setSelected(true, forID: "t3").changes == [.selectionChanged(index: 1, id: "t3", selected: true)])
        let wider = block("t2", width: 60)
        #expect(try c.replace(id: "t2", with: wider).changes == [.replaced(index: 0, old: block("t2", label: "Block 2"), new: wider)])
        // Nothing about the tags changed: no steps.
        #expect(try c.setConfiguration(gridConfiguration(.rightToLeft)).changes.isEmpty)
        #expect(try c.setViewport(Viewport(width: 120, height: 100)).changes.isEmpty)
    }

    @Test func aRemovalCarriesTheRemovedTagsValue() throws {
        var c = try TagCollectionController(
            tags: ["Swift", "Linux"].map { TextTag($0) }, options: TagCollectionOptions(removeButton: .init()),
            viewport: Viewport(width: 400, height: 100), sizer: componentSizer())
        try c.setSelected(true, at: 1)
        let button = try #require(c.removeButtonFrame(at: 1))
        let tap = try c.tap(at: button.center, time: 0)
        #expect(tap.callbacks.map(\.name) == ["didTapRemove", "didDelete", "didTapAnywhere"])
        var removed = TextTag("Linux")
        removed.isSelected = true
        #expect(tap.changes == [.removed(index: 1, tag: removed)])
    }

    @Test func aDragReportsOneMoveAtTheDropAndNothingBefore() throws {
        var c = try gridController(8, options: TagCollectionOptions(allowsReordering: true))
        let lift = try c.run([down(pt(20, 10), 0), .tick(time: 0.4)])
        #expect(lift == [.didBeginDrag(index: 0, id: "t0")])
        let step = try c.handle(move(pt(120, 10), 0.5))
        #expect(c.idOrder.prefix(3) == ["t1", "t2", "t0"])  // the live order…
        #expect(step.changes.isEmpty)  // …is a preview
        let drop = try c.handle(up(pt(120, 10), 0.6))
        #expect(drop.changes == [.moved(id: "t0", from: 0, to: 2)])
    }

    @Test func aCancelledDragReportsNothingAndADropOnTheZoneARemoval() throws {
        let options = TagCollectionOptions(
            allowsReordering: true, allowsDragToDelete: true, deleteZoneFrame: Rect(x: 0, y: 80, width: 200, height: 20))
        var c = try gridController(8, options: options)
        try c.run([down(pt(20, 10), 0), .tick(time: 0.4), move(pt(120, 10), 0.5)])
        #expect(try c.handle(.pointerCancel(time: 0.6)).changes.isEmpty)
        try c.run([down(pt(70, 10), 1), .tick(time: 1.4), move(pt(120, 10), 1.5), move(pt(100, 90), 1.6)])
        let drop = try c.handle(up(pt(100, 90), 1.7))
        #expect(drop.callbacks.map(\.name) == ["didDelete", "didEndDrag"])
        #expect(drop.changes == [.removed(index: 1, tag: blocks(8)[1])])
    }

    @Test func tapsAndSwipesReportSelection() throws {
        var c = try gridController(8, options: TagCollectionOptions(selectionMode: .single, allowsSwipeSelection: true))
        #expect(try c.tap(at: c.center("t1"), time: 0).changes == [.selectionChanged(index: 1, id: "t1", selected: true)])
        // Single selection: the tap on t2 deselects t1 first.
        #expect(try c.tap(at: c.center("t2"), time: 1).changes == [
            .selectionChanged(index: 1, id: "t1", selected: false), .selectionChanged(index: 2, id: "t2", selected: true),
        ])
    }

    @Test func setTagsIsDiffedByIdAndKeepsUnchangedTagsSizes() throws {
        let sizer = componentSizer()
        var c = try TagCollectionController(
            tags: ["a", "b", "c", "d"].map { TextTag($0) }, viewport: Viewport(width: 400), sizer: sizer)
        let asked = sizer.cache!.statistics.hits + sizer.cache!.statistics.measurements
        let update = try c.setTags(["d", "b", "e", "a"].map { TextTag($0) })
        #expect(c.idOrder == ["d", "b", "e", "a"])
        #expect(update.changes == [
            .removed(index: 2, tag: TextTag("c")), .moved(id: "b", from: 1, to: 2), .moved(id: "a", from: 0, to: 2),
            .inserted(index: 2, tag: TextTag("e")),
        ])
        #expect(apply(update.changes, to: ["a", "b", "c", "d"].map { TextTag($0) }) == c.tags)
        // Only "e" was new to the sizer; the others kept their sizes.
        #expect(sizer.cache!.statistics.hits + sizer.cache!.statistics.measurements == asked + 1)
        // "b" moved from index 1 to 1 and "d" from 3 to 0: the transition pairs frames by id.
        #expect(update.transition?.entry(for: "d")?.kind == .moved)
        #expect(update.transition?.entry(for: "c")?.kind == .removed)
        #expect(update.transition?.entry(for: "e")?.kind == .inserted)
        #expect(try c.setTags(c.tags).changes.isEmpty)
    }

    @Test func setTagsRefusesRepeatedIds() throws {
        var c = try gridController(3)
        let error = thrownError { () throws(TagFlowError) in try c.setTags([block("x"), block("y"), block("x")]) }
        #expect(error?.path == ["tags", .index(2), "id"])
        #expect(error?.description.contains("ids must be unique") == true)
        #expect(c.idOrder == ["t0", "t1", "t2"])
    }

    @Test func setSelectionAndDeselectAll() throws {
        var c = try gridController(5, options: TagCollectionOptions(selectionMode: .multiple(limit: 2)))
        try c.setSelected(true, at: 0)
        let update = try c.setSelection(["t2", "t3", "t4"])  // the program's authority: past the limit
        #expect(c.selectedIDs == ["t2", "t3", "t4"])
        #expect(update.changes.map(\.description) == [
            #"selectionChanged(index: 0, id: "t0", selected: false)"#, #"selectionChanged(index: 2, id: "t2", selected: true)"#,
            #"selectionChanged(index: 3, id: "t3", selected: true)"#, #"selectionChanged(index: 4, id: "t4", selected: true)"#,
        ])
        #expect(update.callbacks.isEmpty)
        #expect(try c.deselectAll().changes.count == 3)
        #expect(c.selectedIDs.isEmpty)
        #expect(try c.deselectAll().changes.isEmpty)
        let error = thrownError { () throws(TagFlowError) in try c.setSelection(["t1", "nope"]) }
        #expect(error?.path == ["ids", .index(1)])
        #expect(error?.description.contains("\"nope\" is not the id of any tag") == true)
        #expect(c.selectedIDs.isEmpty)
    }

    @Test func aBatchIsOneUpdateWithOneTransitionAndOneSetOfSteps() throws {
        var c = try gridController(6)
        let update = try c.performBatchUpdates { (c) throws(TagFlowError) in
            try c.remove(id: "t0")
            try c.insert(block("n", width: 90), at: 0)
            try c.move(id: "t5", to: 1)
            try c.setSelection(["n", "t5"])
        }
        #expect(c.idOrder == ["n", "t5", "t1", "t2", "t3", "t4"])
        #expect(update.changes.map(\.description) == [
            #"removed(index: 0, id: "t0")"#, #"moved(id: "t5", from: 4, to: 0)"#, #"inserted(index: 0, id: "n")"#,
            #"selectionChanged(index: 1, id: "t5", selected: true)"#,
        ])
        // The new tag arrives selected: its value says so.
        if case .inserted(_, let tag) = update.changes[2] { #expect(tag.isSelected) }
        #expect(apply(update.changes, to: blocks(6)) == c.tags)
        // One transition from the frames before the batch: t5 goes from the second line's start
        // (after t0…t3 filled the first) straight to its final place.
        let t5 = try #require(update.transition?.entry(for: "t5"))
        #expect(t5.before == Rect(x: 50, y: 30, width: 40, height: 20) && t5.after == Rect(x: 100, y: 0, width: 40, height: 20))
    }

    @Test func aBatchCollectsTheCallbacksOfItsCallsAndIsAllOrNothing() throws {
        var c = try gridController(6, options: TagCollectionOptions(allowsReordering: true))
        try c.run([down(pt(20, 10), 0), .tick(time: 0.4)])  // a drag under way
        let update = try c.performBatchUpdates { (c) throws(TagFlowError) in
            try c.append(block("n"))  // cancels the drag
            try c.handle(down(pt(70, 10), 1))  // a tap, through input
            try c.handle(up(pt(70, 10), 1.05))
        }
        #expect(update.callbacks.map(\.name) == ["didCancelDrag", "didTap", "didTapAnywhere"])
        let before = c.idOrder
        let error = thrownError { () throws(TagFlowError) -> TagCollectionUpdate in
            try c.performBatchUpdates { (c) throws(TagFlowError) in
                try c.remove(id: "t0")
                try c.remove(id: "t0")
            }
        }
        #expect(error?.path == ["id"])
        #expect(c.idOrder == before)
    }

    /// Random mutations and bulk replacements, within batches and not: the steps, applied to
    /// the tags before, always give the tags after.
    @Test func stepsAlwaysRebuildTheCollection() throws {
        var generator = SeededGenerator(seed: 35)
        var fresh = 0
        for round in 0..<300 {
            var c = try gridController(Int.random(in: 0...12, using: &generator))
            for _ in 0..<4 {
                let before = c.tags
                let update = try c.performBatchUpdates { (c) throws(TagFlowError) in
                    for _ in 0..<Int.random(in: 1...4, using: &generator) { try randomChange(&c, &generator, &fresh) }
                }
                #expect(apply(update.changes, to: before) == c.tags, "round \(round)")
            }
        }
    }

    /// One random mutation of `c`; new tags are named "n0", "n1", … after `fresh`.
    func randomChange(_ c: inout TagCollectionController, _ g: inout SeededGenerator, _ fresh: inout Int) throws(TagFlowError) {
        fresh += 1
        let newTag = block(TagID("n\(fresh)"))
        switch (Int.random(in: 0..<6, using: &g), c.count) {
        case (0, _), (_, 0): try c.insert(newTag, at: Int.random(in: 0...c.count, using: &g))
        case (1, let n): try c.remove(at: Int.random(in: 0..<n, using: &g))
        case (2, let n): try c.move(from: Int.random(in: 0..<n, using: &g), to: Int.random(in: 0..<n, using: &g))
        case (3, let n): try c.setSelected(Bool.random(using: &g), at: Int.random(in: 0..<n, using: &g))
        case (4, let n):
            let i = Int.random(in: 0..<n, using: &g)
            try c.replace(at: i, with: block(c.collection.ids[i], width: Double.random(in: 10...90, using: &g)))
        default:
            var tags = c.tags.shuffled(using: &g).filter { _ in Int.random(in: 0..<4, using: &g) > 0 }
            tags.insert(newTag, at: Int.random(in: 0...tags.count, using: &g))
            try c.setTags(tags)
        }
    }
}
