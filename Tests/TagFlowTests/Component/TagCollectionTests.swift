import Testing
import TagFlow

@Suite struct TagCollectionTests {
    func abc() throws -> TagCollection {
        try TagCollection([.text("A", id: "a"), .text("B", id: "b"), .custom(width: 10, height: 10, id: "c")])
    }

    @Test func addInsertRemoveMoveByIndexAndID() throws {
        var c = try abc()
        try c.append(.text("D", id: "d"))
        try c.insert(.text("E", id: "e"), at: 0)
        #expect(c.ids == ["e", "a", "b", "c", "d"])
        try c.insert(contentsOf: [.text("F", id: "f"), .text("G", id: "g")], at: 5)
        #expect(c.ids == ["e", "a", "b", "c", "d", "f", "g"])
        try c.remove(at: 0)
        try c.remove(id: "g")
        #expect(c.ids == ["a", "b", "c", "d", "f"])
        try c.move(from: 0, to: 3)
        #expect(c.ids == ["b", "c", "d", "a", "f"])
        try c.move(id: "f", to: 0)
        #expect(c.ids == ["f", "b", "c", "d", "a"])
        #expect(try c.index(ofID: "a") == 4)
        #expect(c.firstIndex(ofID: "zz") == nil)
        c.removeAll()
        #expect(c.isEmpty)
    }

    @Test func updatesSelectionAndWholeTagsOfBothKinds() throws {
        var c = try abc()
        try c.setSelected(true, at: 0)
        try c.setSelected(true, forID: "c")
        #expect(c.selectedItems.map(\.id) == ["a", "c"])
        #expect(c.unselectedItems.map(\.id) == ["b"])
        #expect(c.selectedIndices == [0, 2])
        try c.replace(id: "b", with: .custom(width: 5, height: 5, id: "b2"))
        #expect(c.ids == ["a", "b2", "c"])
        #expect(c.contains(id: "b2") && !c.contains(id: "b"))
        try c.replace(at: 0, with: .text("A!", id: "a"))
        #expect(try c.item(withID: "a").textTag?.content.text.string == "A!")
        #expect(try c.item(at: 2).customTag != nil)
        #expect(try c.items(in: 1..<3).map(\.id) == ["b2", "c"])
    }

    @Test func badIndicesAndIDsAreReportedAndChangeNothing() throws {
        var c = try abc()
        let before = c
        #expect(componentError { () throws(ComponentError) in try c.item(at: 3) }
            == .indexOutOfRange(name: "index", index: 3, validRange: 0...2))
        #expect(componentError { () throws(ComponentError) in try c.insert(.text("X", id: "x"), at: -1) }
            == .indexOutOfRange(name: "index", index: -1, validRange: 0...3))
        #expect(componentError { () throws(ComponentError) in try c.remove(id: "nope") } == .unknownID(name: "id", id: "nope"))
        #expect(componentError { () throws(ComponentError) in try c.append(.text("dup", id: "a")) } == .duplicateID(name: "item.id", id: "a"))
        #expect(componentError { () throws(ComponentError) in
            try c.append(contentsOf: [.text("X", id: "x"), .text("X again", id: "x")])
        } == .duplicateID(name: "items[1].id", id: "x"))
        #expect(componentError { () throws(ComponentError) in try c.move(from: 0, to: 9) }
            == .indexOutOfRange(name: "destination", index: 9, validRange: 0...2))
        #expect(componentError { () throws(ComponentError) in try c.items(in: 2..<5) }
            == .rangeOutOfBounds(name: "range", lowerBound: 2, upperBound: 5, count: 3))
        #expect(componentError { () throws(ComponentError) in try c.replace(at: 0, with: .text("B", id: "b")) }
            == .duplicateID(name: "item.id", id: "b"))
        #expect(c == before)
        var empty = TagCollection()
        let error = componentError { () throws(ComponentError) in try empty.remove(at: 0) }
        #expect(error == .indexOutOfRange(name: "index", index: 0, validRange: nil))
        #expect(error!.description == "index is 0, but the collection is empty")
    }

    @Test func errorMessagesNameWhatAndWhere() {
        #expect(ComponentError.indexOutOfRange(name: "index", index: 7, validRange: 0...2).description
            == "index is 7; it must be in 0...2")
        #expect(ComponentError.unknownID(name: "id", id: "q").description.contains("\"q\""))
        #expect(ComponentError.invalidValue(name: "event.location.x", value: .nan, allowed: "finite").description
            == "event.location.x is nan; it must be finite")
    }
}
