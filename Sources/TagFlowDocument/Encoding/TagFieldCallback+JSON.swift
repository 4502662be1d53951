import TagFlow
import TagFlowJSON

extension TagCollectionCallback {
    /// A tag field's callback as `tagflow layout` prints it: `{"name": "didAdd", "arguments":
    /// {"index": 0, "id": "swift", "text": "swift", "source": "typed"}}` — the stable `name` and
    /// the arguments in a fixed order, tags named by their id (`"id"`). A refusal's `reason` is
    /// `{"kind": "duplicate", "of": id}`, `{"kind": "limit", "limit": n}`, `{"kind": "invalid",
    /// "reason": "…"}` or `{"kind": "unknown"}`; an added tag's `invalidReason` is there only when
    /// it is invalid, the suggestions' `isLoading` only while an answer is awaited. The
    /// collection's callbacks are as a component's, with `"id"` in place of `"input"`.
    package var fieldDocumentJSON: JSONValue {
        documentJSON(tagKey: "id") { .string($0.rawValue) }
    }

    /// The arguments of a field's own callback.
    func fieldArguments(tagKey: String, name tagName: (TagID) -> JSONValue) -> [JSONValue.Member] {
        func id(_ id: TagID?) -> JSONValue.Member { .init(tagKey, id.map(tagName) ?? .null) }
        func number(_ label: String, _ value: Int?) -> JSONValue.Member { .init(label, value.map { .number(Double($0)) } ?? .null) }
        switch self {
        case let .didAdd(index, tag, text, source, reason):
            return [number("index", index), id(tag), .init("text", .string(text)), .init("source", .string(source.rawValue))]
                + (reason.map { [.init("invalidReason", .string($0))] } ?? [])
        case let .didRefuse(text, reason, source):
            return [.init("text", .string(text)), .init("reason", reason.documentJSON), .init("source", .string(source.rawValue))]
        case let .didEdit(index, tag, old, new):
            return [number("index", index), id(tag), .init("oldText", .string(old)), .init("newText", .string(new))]
        case let .didChangeEditing(tag, editing):
            return [id(tag), .init("editing", .bool(editing))]
        case let .didMark(tag):
            return [id(tag)]
        case let .didChangeDraft(text, caret):
            return [.init("text", .string(text)), number("caret", caret)]
        case let .didChangeSuggestions(count, shown, highlighted, loading):
            return [number("matchCount", count), number("shown", shown), number("highlighted", highlighted)]
                + (loading ? [.init("isLoading", .bool(true))] : [])
        case let .didRequestSuggestions(query):
            return [.init("query", query.map { .string($0) } ?? .null)]
        default:
            return []
        }
    }
}

extension TagCollectionCallback.Refusal {
    /// `{"kind": "duplicate", "of": id}`, `{"kind": "limit", "limit": n}`, `{"kind": "invalid",
    /// "reason": "…"}` or `{"kind": "unknown"}`.
    var documentJSON: JSONValue {
        switch self {
        case .duplicate(let id): ["kind": "duplicate", "of": .string(id.rawValue)]
        case .limit(let limit): ["kind": "limit", "limit": .number(Double(limit))]
        case .invalid(let reason): ["kind": "invalid", "reason": .string(reason)]
        case .unknown: ["kind": "unknown"]
        }
    }
}
