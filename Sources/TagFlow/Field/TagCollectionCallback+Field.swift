/// The arguments of a tag field's callbacks: how a piece reached the field, and why one was
/// refused.
extension TagCollectionCallback {
    /// How a piece reached a tag field.
    public enum Source: String, Hashable, Sendable {
        /// Typed, and committed by a delimiter, Return or blur.
        case typed
        /// Pasted.
        case pasted
        /// A suggestion picked (Return, Tab or a click).
        case picked
        /// Put back by undo (Control+Z).
        case undone
        /// A tag's new text, edited in place.
        case edited
        /// Dropped by drag and drop.
        case dropped
    }

    /// Why a tag field did not add a piece.
    public enum Refusal: Hashable, Sendable, CustomStringConvertible {
        /// A tag with the same text (by the duplicate rule) is already there: its id.
        case duplicate(of: TagID)
        /// The field holds its maximum count of tags.
        case limit(Int)
        /// The validator's reason.
        case invalid(String)
        /// The field takes only its suggestions (`TagCollectionOptions.onlyKnownTags`), and none
        /// is this text.
        case unknown

        /// `duplicate(of: "Swift")`, `limit(4)`, `invalid("too long")`, `unknown`.
        public var description: String {
            switch self {
            case .duplicate(let id): "duplicate(of: \"\(id)\")"
            case .limit(let limit): "limit(\(limit))"
            case .invalid(let reason): "invalid(\"\(reason)\")"
            case .unknown: "unknown"
            }
        }
    }

    /// The field callbacks' arguments, `label: value, …`.
    var fieldArguments: String {
        func quoted(_ text: String) -> String { "\"\(text)\"" }
        switch self {
        case let .didAdd(index, id, text, source, reason):
            return "index: \(index), id: \(quoted(id.rawValue)), text: \(quoted(text)), source: \(source.rawValue)"
                + (reason.map { ", invalidReason: \(quoted($0))" } ?? "")
        case let .didRefuse(text, reason, source):
            return "text: \(quoted(text)), reason: \(reason), source: \(source.rawValue)"
        case let .didEdit(index, id, old, new):
            return "index: \(index), id: \(quoted(id.rawValue)), oldText: \(quoted(old)), newText: \(quoted(new))"
        case let .didChangeEditing(id, editing):
            return "id: \(quoted(id.rawValue)), editing: \(editing)"
        case let .didMark(id):
            return "id: \(id.map { quoted($0.rawValue) } ?? "nil")"
        case let .didChangeDraft(text, caret):
            return "text: \(quoted(text)), caret: \(caret)"
        case let .didChangeSuggestions(count, shown, highlighted, loading):
            return "matchCount: \(count), shown: \(shown), highlighted: \(highlighted.map(String.init) ?? "nil")"
                + (loading ? ", isLoading: true" : "")
        case let .didRequestSuggestions(query):
            return "query: \(query.map(quoted) ?? "nil")"
        default:
            return ""
        }
    }
}
