import Testing
import TagFlow

@Suite(.tags(.component)) struct TransitionTests {
    @Test func insertionsRemovalsAndMovesAreMarked() throws {
        var c = try gridController(4)
        let insert = try c.insert(block("n", width: 40, height: 20), at: 1)
        let t = try #require(insert.transition)
        #expect(t.ids(.inserted) == ["n"])
        #expect(t.entry(for: "n")?.before == nil)
        #expect(t.entry(for: "n")?.after == Rect(x: 50, y: 0, width: 40, height: 20))
        #expect(t.ids(.moved) == ["t1", "t2", "t3"])
        #expect(t.ids(.unchanged) == ["t0"])
        #expect(t.entry(for: "t3")?.after == Rect(x: 0, y: 30, width: 40, height: 20))
        #expect(t.contentSizeBefore.height == 20 && t.contentSizeAfter.height == 50)

        let remove = try #require(try c.remove(id: "t0").transition)
        #expect(remove.entries.last == TagTransition(id: "t0", before: Rect(x: 0, y: 0, width: 40, height: 20), after: nil, kind: .removed))

        let move = try #require(try c.move(id: "t3", to: 0).transition)
        #expect(move.entries.map(\.id) == ["t3", "n", "t1", "t2"])
        #expect(move.entries.allSatisfy { $0.kind == .moved })
    }

    @Test func tagsHiddenOrShownByAChangeAreMovedWithANilFrame() throws {
        var c = try gridController(5, configuration: gridConfiguration(numberOfLines: 1))
        let t = try #require(try c.remove(at: 0).transition)
        #expect(t.entry(for: "t4")?.before == nil)
        #expect(t.entry(for: "t4")?.after == Rect(x: 150, y: 0, width: 40, height: 20))
        #expect(t.entry(for: "t4")?.kind == .moved)
    }

    @Test func aChangeThatMovesNothingHasNoTransition() throws {
        var c = try gridController(4)
        #expect(try c.setSelected(true, at: 0).transition == nil)  // custom tags keep their size
        #expect(try c.move(from: 2, to: 2).transition == nil)
        #expect(try c.tap(at: pt(45, 5), time: 0).transition == nil)
    }

    /// The widget's resize (`resizeViewport`, whose transition lists no tags) against
    /// `setViewport`: the same controller after, the same callbacks and changes, and a
    /// transition exactly when `setViewport` makes one, with its content sizes — over line
    /// limits that hide tags (and the focused one), filters and new offsets.
    @Test func aResizeIsSetViewportWithoutTheEntries() throws {
        var generator = SeededGenerator(seed: 12)
        var transitions = 0
        for round in 0..<40 {
            let tags = (0..<Int.random(in: 0...24, using: &generator)).map { WarmPathTests.randomTag($0, &generator, allowBad: false) }
            let lines = [nil, 1, 2].randomElement(using: &generator)!
            var plain = try TagCollectionController(
                tags: tags, configuration: gridConfiguration(numberOfLines: lines), viewport: Viewport(width: 343, height: 200),
                sizer: TagSizer(measurer: FakeMeasurer(wraps: round % 2 == 0)))
            if round % 3 == 0 { try plain.setFilter(TagFilter("even") { $0.id.rawValue.count % 2 == 0 }) }
            if !tags.isEmpty { try plain.focus(at: Int.random(in: 0..<tags.count, using: &generator)) }
            var resized = plain
            for _ in 0..<5 {
                let viewport = Viewport(
                    size: Size(width: [0.0, 40, 120, 343, 600].randomElement(using: &generator)!, height: 200),
                    contentOffset: Point(x: 0, y: [0.0, 30].randomElement(using: &generator)!))
                let reference = try plain.setViewport(viewport)
                let update = try resized.resizeViewport(viewport)
                #expect(update.callbacks == reference.callbacks && update.changes == reference.changes)
                #expect((update.transition == nil) == (reference.transition == nil))
                #expect(update.transition?.entries == (reference.transition == nil ? nil : []))
                #expect(update.transition?.contentSizeBefore == reference.transition?.contentSizeBefore)
                #expect(update.transition?.contentSizeAfter == reference.transition?.contentSizeAfter)
                #expect(resized.focusedID == plain.focusedID && resized.viewport == plain.viewport)
                #expect(resized.tags.indices.map(resized.frame(at:)) == plain.tags.indices.map(plain.frame(at:)))
                if reference.transition != nil { transitions += 1 }
            }
        }
        #expect(transitions > 50)
    }
}
