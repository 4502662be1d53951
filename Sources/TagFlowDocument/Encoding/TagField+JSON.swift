import TagFlow
import TagFlowJSON

extension TagField {
    /// The output of `tagflow layout` for a document with a `field`, after its events: the
    /// members of `LayoutResult.documentJSON` for the tags' layout, the entry laid out with them —
    /// `lines` and `frames` by position in `tags` (a line the entry has alone is `[]`) —
    /// followed by
    /// - `tags`: `{ "id", "text" }` per tag in order (a document's tag has its input index as
    ///   its id, a typed one its text), with `"invalidReason"` for an invalid tag;
    /// - `draft`, `caret` (in characters), `hasFocus`, `focused` (the focused tag's position or
    ///   `null`), `marked` and `editing` (a tag's id or `null`), and while a tag is edited
    ///   `entryText` (what the entry keeps meanwhile);
    /// - `entryFrame`, `editorFrame` (the entry's, or the edited tag's): `{ "x", "y", "width",
    ///   "height" }`;
    /// - `suggestions`: `{ "matchCount", "highlighted" (a row or `null`), "isLoading", "rows" }`,
    ///   each row `{ "text", "match": { "start", "end" } (characters), "kind", "isAdded" }` and
    ///   its `"group"` when it has one;
    /// - `callbacks`: each entry's `FieldCallbackLog.Entry.documentJSON`, in order (a change of
    ///   the draft as its edit).
    package func documentOutput(callbacks: FieldCallbackLog) -> JSONOutput {
        let layout = controller.layout
        let result = layout.result
        guard case .object(var members) = result.documentOutput(overflowChip: controller.options.overflowChip) else { return .object([]) }
        for i in members.indices {
            switch members[i].key {
            case "lines":
                members[i].value = .array(count: result.visibleLineCount) { line in
                    .array(result.indices(onLine: line).map { .number(Double(layout.tagIndex(ofItem: $0))) })
                }
            case "frames":
                let frames = result.frames
                members[i].value = .array(count: tags.count) { position in
                    guard let k = layout.itemIndex(ofTag: position) else { return LayoutResult.json(.zero, hidden: true) }
                    return LayoutResult.json(frames[k], hidden: result.isHidden(k))
                }
            default:
                break
            }
        }
        // The engine's trailing item is the entry: `entryFrame` says where it is.
        members.removeAll { $0.key == "trailingItem" }
        members += stateMembers
        let entries = callbacks.entries
        members.append(.init("callbacks", .array(count: entries.count) { entries[$0].documentJSON }))
        return .object(members)
    }

    /// The tags, the draft, focus, the entry and the suggestions.
    private var stateMembers: [JSONOutput.Member] {
        let tags = self.tags
        let focused = controller.focusedID.flatMap { controller.index(ofID: $0) }
        return [
            .init("tags", .array(count: tags.count) { self.tagJSON(tags[$0]) }),
            .init("draft", .value(.string(draft))),
            .init("caret", .value(.number(Double(caret)))),
            .init("hasFocus", .value(.bool(hasFocus))),
            .init("focused", .value(focused.map { .number(Double($0)) } ?? .null)),
            .init("marked", .value(markedID.map { .string($0.rawValue) } ?? .null)),
            .init("editing", .value(editing.map { .string($0.rawValue) } ?? .null)),
        ] + (editing == nil ? [] : [.init("entryText", .value(.string(entryText)))]) + [
            .init("entryFrame", .value(LayoutResult.json(entryFrame))),
            .init("editorFrame", .value(LayoutResult.json(editorFrame))),
            .init("suggestions", .value(suggestionsJSON)),
        ]
    }

    /// One tag: its id, its text and, when invalid, the reason.
    private func tagJSON(_ tag: TextTag) -> JSONValue {
        var members: [JSONValue.Member] = [.init("id", .string(tag.id.rawValue)), .init("text", .string(tag.content.text?.string ?? ""))]
        if let reason = invalidReasons[tag.id] { members.append(.init("invalidReason", .string(reason))) }
        return .object(members)
    }

    /// The suggestion list as shown.
    private var suggestionsJSON: JSONValue {
        let rows: [JSONValue] = suggestions.map { row in
            var members: [JSONValue.Member] = [
                .init("text", .string(row.text)),
                .init("match", ["start": .number(Double(row.matchRange.lowerBound)), "end": .number(Double(row.matchRange.upperBound))]),
                .init("kind", .string(row.kind.documentName)), .init("isAdded", .bool(row.isAdded)),
            ]
            if let group = row.group { members.append(.init("group", .string(group))) }
            return .object(members)
        }
        return [
            "matchCount": .number(Double(suggestionMatchCount)),
            "highlighted": highlightedSuggestion.map { .number(Double($0)) } ?? .null,
            "isLoading": .bool(isLoadingSuggestions),
            "rows": .array(rows),
        ]
    }
}

extension TagSuggestion.MatchKind {
    /// `prefix`, `wordPrefix` or `substring`.
    var documentName: String {
        switch self {
        case .prefix: "prefix"
        case .wordPrefix: "wordPrefix"
        case .substring: "substring"
        }
    }
}
