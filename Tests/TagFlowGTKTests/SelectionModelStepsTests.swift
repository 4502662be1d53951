import Testing
import TagFlow
import TagFlowTestSupport
@testable import TagFlowGTK

/// The selection model speaks of an update step by step (`SelectionModelSteps`): the steps,
/// applied to the items its users knew, must give the tags as they are after the update — the
/// plain way (one change over the whole list) is what they are held to.
@Suite struct SelectionModelStepsTests {
    typealias Item = SelectionModelSteps.Item

    static func items(_ tags: [TextTag]) -> [Item] { tags.map { ($0.id, $0.isSelected) } }

    static func same(_ a: [Item], _ b: [Item]) -> Bool {
        a.elementsEqual(b) { $0.id == $1.id && $0.isSelected == $1.isSelected }
    }

    @Test func randomUpdatesStepToTheTagsAfterThem() throws {
        var random = SeededGenerator(seed: 45_045)
        let pool = (0..<12).map { "t\($0)" }
        var controller = try TagCollectionController(
            tags: [], viewport: Viewport(width: 400), sizer: TagSizer(measurer: FakeMeasurer.component()))
        for round in 0..<300 {
            let before = Self.items(controller.tags)
            var tags = pool.filter { _ in Bool.random(using: &random) }.shuffled(using: &random).map { TextTag($0) }
            for i in tags.indices where Bool.random(using: &random) { tags[i].isSelected = true }
            let update = try controller.setTags(tags)
            let steps = try #require(SelectionModelSteps(update.changes, from: before), "round \(round)")
            #expect(Self.same(steps.items, Self.items(controller.tags)), "round \(round): \(update.changes)")
            // Each list step stands where the list is at that moment.
            var list = before
            for step in steps.listSteps {
                if let item = step.inserted { list.insert(item, at: step.position) } else { list.remove(at: step.position) }
            }
            #expect(list.map(\.id) == controller.tags.map(\.id), "round \(round)")
        }
    }

    @Test func oneTagInsertedRemovedOrMovedIsOneOrTwoSteps() throws {
        var controller = try TagCollectionController(
            tags: ["a", "b", "c"].map { TextTag($0) }, viewport: Viewport(width: 400), sizer: TagSizer(measurer: FakeMeasurer.component()))
        var before = Self.items(controller.tags)
        var update = try controller.insert(TextTag("d"), at: 1)
        #expect(SelectionModelSteps(update.changes, from: before)?.listSteps.map(\.position) == [1])
        before = Self.items(controller.tags)
        update = try controller.move(from: 0, to: 3)
        #expect(SelectionModelSteps(update.changes, from: before)?.listSteps.map(\.position) == [0, 3])
        before = Self.items(controller.tags)
        update = try controller.remove(at: 2)
        #expect(SelectionModelSteps(update.changes, from: before)?.listSteps.map(\.position) == [2])
    }

    @Test func changesThatDoNotFitTheKnownItemsAreRefused() {
        let known: [Item] = [("a", false), ("b", true)]
        #expect(SelectionModelSteps([.removed(index: 2, tag: TextTag("c"))], from: known) == nil)
        #expect(SelectionModelSteps([.moved(id: "b", from: 0, to: 1)], from: known) == nil)
        #expect(SelectionModelSteps([.selectionChanged(index: 0, id: "b", selected: true)], from: known) == nil)
        #expect(SelectionModelSteps([.inserted(index: 3, tag: TextTag("c"))], from: known) == nil)
    }
}
