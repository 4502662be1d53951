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
}
