import Testing
import TagFlow

@Suite(.tags(.component)) struct TagCollectionTests {
    func abc() throws -> TagCollection {
        try TagCollection([TextTag("A", id: "a"), TextTag("B", id: "b"), block("c", width: 10, height: 10)])
    }

    @Test func addInsertRemoveMoveByIndexAndID() throws {
        var c = try abc()
        try c.append(TextTag("D", id: "d"))
        try c.insert(TextTag("E", id: "e"), at: 0)
        #expect(c.ids == ["e", "a", "b", "c", "d"])
        try c.insert(contentsOf: [TextTag("F", id: "f"), TextTag("G", id: "g")], at: 5)
        #expect(c.ids == ["e", "a", "b", "c", "d", "f", "g"])
        try c.remove(at: 0)
        try c.remove(id: "g")
        #expect(c.ids == ["a", "b", "c", "d", "f"])
        try c.move(from: 0, to: 3)
        #expect(c.ids == ["b", "c", "d", "a", "f"])
        try c.move(id: "f", to: 0)
        #expect(c.ids == ["f", "b", "c", "d", "a"])
        #expect(c.index(ofID: "a") == 4)
        #expect(c.index(ofID: "zz") == nil)
        c.removeAll()
        #expect(c.isEmpty)
    }

    @Test func updatesSelectionAndWholeTagsOfBothKinds() throws {
        var c = try abc()
        try c.setSelected(true, at: 0)
        try c.setSelected(true, forID: "c")
        #expect(c.selectedTags.map(\.id) == ["a", "c"])
        #expect(c.unselectedTags.map(\.id) == ["b"])
        #expect(c.selectedIndices == [0, 2])
        try c.replace(id: "b", with: block("b2", width: 5, height: 5))
        #expect(c.ids == ["a", "b2", "c"])
        #expect(c.contains(id: "b2") && !c.contains(id: "b"))
        try c.replace(at: 0, with: TextTag("A!", id: "a"))
        #expect(c.tag(withID: "a")?.content.string == "A!")
        if case .custom? = c.tag(at: 2)?.content {} else { Issue.record("expected custom content") }
        #expect(c.tags(in: 1..<3)?.map(\.id) == ["b2", "c"])
    }

    @Test func badIndicesAndIDsAreReportedAndChangeNothing() throws {
        var c = try abc()
        let before = c
        #expect(c.tag(at: 3) == nil)  // a look-up misses without an error
        #expect(thrownError { () throws(TagFlowError) in try c.insert(TextTag("X", id: "x"), at: -1) }
            == TagFlowError(.indexOutOfRange(-1, valid: 0...3), at: ["index"]))
        #expect(thrownError { () throws(TagFlowError) in try c.remove(id: "nope") } == TagFlowError(TagFlowError.CollectionReason.unknownID("nope"), at: ["id"]))
        #expect(thrownError { () throws(TagFlowError) in try c.append(TextTag("dup", id: "a")) }
            == TagFlowError(TagFlowError.CollectionReason.duplicateID("a"), at: ["tag", "id"]))
        #expect(thrownError { () throws(TagFlowError) in
            try c.append(contentsOf: [TextTag("X", id: "x"), TextTag("X again", id: "x")])
        } == TagFlowError(TagFlowError.CollectionReason.duplicateID("x"), at: ["tags", 1, "id"]))
        #expect(thrownError { () throws(TagFlowError) in try c.move(from: 0, to: 9) }
            == TagFlowError(.indexOutOfRange(9, valid: 0...2), at: ["destination"]))
        #expect(c.tags(in: 2..<5) == nil)
        #expect(thrownError { () throws(TagFlowError) in try c.replace(at: 0, with: TextTag("B", id: "b")) }
            == TagFlowError(TagFlowError.CollectionReason.duplicateID("b"), at: ["tag", "id"]))
        #expect(c == before)
        var empty = TagCollection()
        let error = thrownError { () throws(TagFlowError) in try empty.remove(at: 0) }
        #expect(error == TagFlowError(.indexOutOfRange(0, valid: nil), at: ["index"]))
        #expect(error!.description == "index: 0 is not a valid index: the collection is empty")
    }

    @Test func tagsWithTheSameTextNeedIdsOfTheirOwn() throws {
        #expect(thrownError { () throws(TagFlowError) in try TagCollection([TextTag("Swift"), TextTag("Swift")]) }?.description
            == "tags[1].id: \"Swift\" is the id of another tag in the collection; ids must be unique")
        #expect(try TagCollection([TextTag("Swift"), TextTag("Swift", id: "swift-2")]).count == 2)
    }

    @Test func errorMessagesNameWhatAndWhere() {
        #expect(TagFlowError(.indexOutOfRange(7, valid: 0...2), at: ["index"]).description
            == "index: 7 is not a valid index; it must be in 0...2")
        #expect(TagFlowError(TagFlowError.CollectionReason.unknownID("q"), at: ["id"]).description.contains("\"q\""))
        #expect(TagFlowError(.invalidNumber(.nan, allowed: "finite"), at: ["event", "location", "x"]).description
            == "event.location.x: nan is not allowed; it must be finite")
    }
}
