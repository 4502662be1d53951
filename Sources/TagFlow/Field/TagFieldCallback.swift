/// Something a tag field tells its owner, and why.
public enum TagFieldCallback: Hashable, Sendable, CustomStringConvertible {
    /// How a piece reached the field.
    public enum Source: String, Hashable, Sendable {
        /// Typed, and committed by a delimiter, Return or blur.
        case typed
        /// Pasted.
        case pasted
        /// A suggestion picked (Return, Tab or a click).
        case picked
        /// Put back by undo (Control+Z).
        case undone
    }

    /// Why a piece was not added.
    public enum Refusal: Hashable, Sendable, CustomStringConvertible {
        /// A tag with the same text (by the duplicate rule) is already there: its id.
        case duplicate(of: TagID)
        /// The field holds its maximum count of tags.
        case limit(Int)
        /// The validator's reason, or a limit every text has (`TagText.checkLimits()`: length,
        /// combining marks, noncharacters), which the draft keeps too.
        case invalid(String)

        /// `duplicate(of: "Swift")`, `limit(4)`, `invalid("too long")`.
        public var description: String {
            switch self {
            case .duplicate(let id): "duplicate(of: \"\(id)\")"
            case .limit(let limit): "limit(\(limit))"
            case .invalid(let reason): "invalid(\"\(reason)\")"
            }
        }
    }

    /// A tag was added at `index` (an invalid one carries its reason).
    case didAdd(index: Int, id: TagID, text: String, source: Source, invalidReason: String? = nil)
    /// A piece was refused; it stays in the draft.
    case didRefuse(text: String, reason: Refusal, source: Source)
    /// The tag's text was edited in place: from `oldText` to `newText`.
    case didEdit(index: Int, id: TagID, oldText: String, newText: String)
    /// Editing a tag began (its text is in the draft) or was reverted (`false`; the tag is back).
    case didChangeEditing(id: TagID, editing: Bool)
    /// Backspace in the empty draft marked the last tag (the next press removes it), or `nil`
    /// when the mark went.
    case didMark(id: TagID?)
    /// The draft's text or caret changed.
    case didChangeDraft(text: String, caret: Int)
    /// The suggestion list changed: how many matched, how many show, and the highlighted row.
    case didChangeSuggestions(matchCount: Int, shown: Int, highlighted: Int?)
    /// What the collection reported (taps, focus, `didDelete` for a removed tag, …).
    case collection(TagCollectionCallback)

    /// The callback's stable name: `didAdd`, …, or the collection callback's own.
    public var name: String {
        switch self {
        case .didAdd: "didAdd"
        case .didRefuse: "didRefuse"
        case .didEdit: "didEdit"
        case .didChangeEditing: "didChangeEditing"
        case .didMark: "didMark"
        case .didChangeDraft: "didChangeDraft"
        case .didChangeSuggestions: "didChangeSuggestions"
        case .collection(let callback): callback.name
        }
    }

    /// `name(label: value, …)`.
    public var description: String {
        switch self {
        case let .didAdd(index, id, text, source, reason):
            "didAdd(index: \(index), id: \"\(id)\", text: \"\(text)\", source: \(source.rawValue)"
                + (reason.map { ", invalidReason: \"\($0)\")" } ?? ")")
        case let .didRefuse(text, reason, source): "didRefuse(text: \"\(text)\", reason: \(reason), source: \(source.rawValue))"
        case let .didEdit(index, id, old, new): "didEdit(index: \(index), id: \"\(id)\", oldText: \"\(old)\", newText: \"\(new)\")"
        case let .didChangeEditing(id, editing): "didChangeEditing(id: \"\(id)\", editing: \(editing))"
        case let .didMark(id): "didMark(id: \(id.map { "\"\($0)\"" } ?? "nil"))"
        case let .didChangeDraft(text, caret): "didChangeDraft(text: \"\(text)\", caret: \(caret))"
        case let .didChangeSuggestions(count, shown, highlighted):
            "didChangeSuggestions(matchCount: \(count), shown: \(shown), highlighted: \(highlighted.map(String.init) ?? "nil"))"
        case let .collection(callback): callback.description
        }
    }
}

/// What one tag-field call did: its callbacks in order, the collection's update (one
/// transition and one set of changes for the call), and whether the field used the event
/// (a front end passes on a key it did not, say Tab with nothing to accept).
public struct TagFieldUpdate: Hashable, Sendable {
    /// Every callback, in order.
    public var callbacks: [TagFieldCallback]
    /// The collection's transition and changes over the whole call.
    public var collection: TagCollectionUpdate
    /// Whether the field used the event.
    public var isHandled: Bool

    /// Creates an update.
    public init(callbacks: [TagFieldCallback] = [], collection: TagCollectionUpdate = TagCollectionUpdate(), isHandled: Bool = true) {
        self.callbacks = callbacks
        self.collection = collection
        self.isHandled = isHandled
    }
}
