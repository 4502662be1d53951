/// One change to the collection itself — what an app's own model of the tags must do to stay in
/// step — reported the same way whether input or the program made it
/// (`TagCollectionUpdate.changes`).
///
/// The changes of one update are steps to apply in order to an array that mirrored the
/// collection before the update; afterwards it mirrors the collection after it. Each index is
/// the position at the moment its step applies:
/// 1. `removed`, at descending indices (positions before the update);
/// 2. `moved`, each from where the tag is after the steps before it to where the tag ends up
///    (`Array.move` as `TagCollection.move(from:to:)` does it: the tag lands at `to`);
/// 3. `inserted`, at ascending indices (positions after the update);
/// 4. `replaced` and `selectionChanged`, at positions after the update.
///
/// A drag reports nothing while it is under way (its live order is a preview): its drop reports
/// one `moved` (or a `removed`, dropped on the delete zone), and a cancelled drag nothing.
public enum TagCollectionChange: Hashable, Sendable, CustomStringConvertible {
    /// The tag left the collection from `index`; `tag` is its value then (selection included).
    case removed(index: Int, tag: TextTag)
    /// The tag moved from `from` to `to`.
    case moved(id: TagID, from: Int, to: Int)
    /// The tag joined the collection at `index`.
    case inserted(index: Int, tag: TextTag)
    /// The tag at `index` kept its id but changed otherwise (content, styles, accessibility,
    /// line break); its selected state is reported apart.
    case replaced(index: Int, old: TextTag, new: TextTag)
    /// The tag at `index` was selected (`true`) or deselected.
    case selectionChanged(index: Int, id: TagID, selected: Bool)

    /// The tag the change is about.
    public var id: TagID {
        switch self {
        case .removed(_, let tag), .inserted(_, let tag): tag.id
        case .moved(let id, _, _), .selectionChanged(_, let id, _): id
        case .replaced(_, _, let new): new.id
        }
    }

    /// `removed(index: 2, id: "Swift")` and the like (tags named by their ids).
    public var description: String {
        switch self {
        case let .removed(index, tag): "removed(index: \(index), id: \"\(tag.id)\")"
        case let .moved(id, from, to): "moved(id: \"\(id)\", from: \(from), to: \(to))"
        case let .inserted(index, tag): "inserted(index: \(index), id: \"\(tag.id)\")"
        case let .replaced(index, _, new): "replaced(index: \(index), id: \"\(new.id)\")"
        case let .selectionChanged(index, id, selected): "selectionChanged(index: \(index), id: \"\(id)\", selected: \(selected))"
        }
    }
}

extension Array where Element == TagCollectionChange {
    /// Whether a tag's selected state changed, or a selected tag came or went.
    public var changesSelection: Bool {
        contains { change in
            switch change {
            case .selectionChanged: true
            case .removed(_, let tag), .inserted(_, let tag): tag.isSelected
            case .moved, .replaced: false
            }
        }
    }

    /// Whether tags came, went or changed order.
    public var changesMembershipOrOrder: Bool {
        contains { change in
            switch change {
            case .removed, .inserted, .moved: true
            case .replaced, .selectionChanged: false
            }
        }
    }
}
