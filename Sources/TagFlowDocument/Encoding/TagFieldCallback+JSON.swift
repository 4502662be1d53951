import TagFlow
import TagFlowJSON

extension TagFieldCallback {
    /// The callback as `tagflow layout` prints it for a field: `{"name": "didAdd", "arguments":
    /// {"index": 0, "id": "swift", "text": "swift", "source": "typed"}}` — the stable `name` and
    /// the arguments in a fixed order, tags named by their id (`"id"`). A refusal's `reason` is
    /// `{"kind": "duplicate", "of": id}`, `{"kind": "limit", "limit": n}` or `{"kind":
    /// "invalid", "reason": "…"}`; an added tag's `invalidReason` is there only when it is invalid.
    /// The collection's callbacks are as a component's, with `"id"` in place of `"input"`.
    public var documentJSON: JSONValue {
        let arguments: [JSONValue.Member]
        switch self {
        case let .didAdd(index, id, text, source, reason):
            arguments = [number("index", index), Self.id(id), .init("text", .string(text)), .init("source", .string(source.rawValue))]
                + (reason.map { [.init("invalidReason", .string($0))] } ?? [])
        case let .didRefuse(text, reason, source):
            arguments = [.init("text", .string(text)), .init("reason", reason.documentJSON), .init("source", .string(source.rawValue))]
        case let .didEdit(index, id, old, new):
            arguments = [number("index", index), Self.id(id), .init("oldText", .string(old)), .init("newText", .string(new))]
        case let .didChangeEditing(id, editing):
            arguments = [Self.id(id), .init("editing", .bool(editing))]
        case let .didMark(id):
            arguments = [Self.id(id)]
        case let .didChangeDraft(text, caret):
            arguments = [.init("text", .string(text)), number("caret", caret)]
        case let .didChangeSuggestions(count, shown, highlighted):
            arguments = [number("matchCount", count), number("shown", shown), number("highlighted", highlighted)]
        case let .collection(callback):
            return callback.documentJSON(tagKey: "id") { .string($0.rawValue) }
        }
        return ["name": .string(name), "arguments": .object(arguments)]
    }

    private func number(_ label: String, _ value: Int?) -> JSONValue.Member {
        .init(label, value.map { .number(Double($0)) } ?? .null)
    }

    private static func id(_ id: TagID?) -> JSONValue.Member {
        .init("id", id.map { .string($0.rawValue) } ?? .null)
    }
}

extension TagFieldCallback.Refusal {
    /// `{"kind": "duplicate", "of": id}`, `{"kind": "limit", "limit": n}` or `{"kind": "invalid", "reason": "…"}`.
    var documentJSON: JSONValue {
        switch self {
        case .duplicate(let id): ["kind": "duplicate", "of": .string(id.rawValue)]
        case .limit(let limit): ["kind": "limit", "limit": .number(Double(limit))]
        case .invalid(let reason): ["kind": "invalid", "reason": .string(reason)]
        }
    }
}
