import Testing
@testable import TagFlow

/// A front end's commands (the GTK widget's `tags.activate` and `tags.clear`): what the same input
/// does, the policy asked, nothing without the options that allow it.
@Suite struct CommandTests {
    @Test func activatingByIDIsReturnOnTheTag() throws {
        var tags = try textCollection()
        #expect(try tags.activateByCommand(id: "Pango").callbacks == [.didActivate(index: 2, id: "Pango")])
        #expect(tags.selectedTags.isEmpty)  // apart from selecting
        var refusing = try textCollection(policy: TagCollectionPolicy(canTap: { tag, _ in tag.id != "Linux" }))
        #expect(try refusing.activateByCommand(id: "Linux").callbacks.isEmpty)
        #expect(thrownError { () throws(TagFlowError) in _ = try tags.activateByCommand(id: "GTK") }?.path == ["id"])
    }

    @Test func clearingRemovesEveryTagTheRemoveButtonsWouldLastFirst() throws {
        var tags = try textCollection(policy: TagCollectionPolicy(canDelete: { tag, _ in tag.id != "Linux" }))
        try tags.setDisabled(true, forID: "Swift")
        let update = try tags.removeAllByCommand()
        #expect(update.callbacks == [
            .didDelete(index: 3, id: "Cairo"), .didDelete(index: 2, id: "Pango"), .didRefuseDelete(index: 1, id: "Linux"),
        ])
        #expect(tags.tags.map(\.id) == ["Swift", "Linux"])  // disabled and refused tags stay
        var fixed = try textCollection(options: TagCollectionOptions())
        #expect(try fixed.removeAllByCommand().callbacks.isEmpty)
        #expect(fixed.count == 4)  // no remove button, no drag to delete: nothing removes tags
    }
}
