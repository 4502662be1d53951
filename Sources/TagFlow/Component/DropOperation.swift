/// What the system's drag and drop did with a tag a collection handed over (`InputEvent.dragOutEnded`):
/// moved it (the tag leaves the collection it came from) or copied it (the tag stays).
public enum DropOperation: String, Hashable, Sendable, CaseIterable {
    case move, copy
}
