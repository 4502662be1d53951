import TagFlow
import TagFlowJSON

extension TagCollectionController {
    /// The output of `tagflow layout` for a document with a `component` script, after its events.
    ///
    /// Tags of a document have their input index as their id, so everything is reported in input
    /// terms: the members of `LayoutResult.documentJSON` for the current layout — `lines` hold
    /// input indices, `frames` has one entry per input tag in input order (`null` for a deleted
    /// tag; a tag the filter leaves out is hidden, with a zero frame) — followed by
    /// - `shown`, only with a filter or sort order: the input indices of the tags the view shows,
    ///   in view order (those a line limit hides included);
    /// - `order`: the input indices of the tags in their current order (deleted tags absent);
    /// - `selected`: the input indices of the selected tags, ascending;
    /// - `focused`: the input index of the focused tag, or `null`;
    /// - `focusedIndicator`, only while a chip has keyboard focus: the member that describes it,
    ///   `"overflow"` (the "+N" chip) or `"collapseIndicator"` (the "less" chip);
    /// - `callbacks`: `callbacks` in order, each `TagCollectionCallback.documentJSON`.
    /// - Parameters:
    ///   - callbacks: the callbacks fired while the events were played, in order.
    ///   - inputs: the input indices of the document's tags.
    package func documentJSON(callbacks: [TagCollectionCallback], inputs: InputIndices) -> JSONValue {
        documentOutput(callbacks: callbacks, inputs: inputs).value
    }

    /// `documentJSON(callbacks:inputs:)` as an output whose long arrays are made one element
    /// at a time as they are written (`JSONWriter.write(_:to:)`).
    package func documentOutput(callbacks: [TagCollectionCallback], inputs: InputIndices) -> JSONOutput {
        let order = collection.ids.map { inputs.index(of: $0) }
        let inputCount = inputs.count
        // The position of each input tag in the collection; -1 for a deleted one.
        var positions = [Int](repeating: -1, count: inputCount)
        for (position, input) in order.enumerated() { if let input { positions[input] = position } }
        let layout = self.layout
        let result = layout.result
        guard case .object(var members) = result.documentOutput(overflowChip: options.overflowChip) else { return .object([]) }
        for i in members.indices {
            switch members[i].key {
            case "lines":
                members[i].value = .array(count: result.visibleLineCount) { line in
                    .array(result.indices(onLine: line).map { Self.json(order[layout.tagIndex(ofItem: $0)]) })
                }
            case "frames":
                let frames = result.frames
                members[i].value = .array(count: inputCount) { input in
                    let position = positions[input]
                    guard position >= 0 else { return .null }
                    // A tag the filter leaves out is hidden, with a zero frame.
                    guard let k = layout.itemIndex(ofTag: position) else { return LayoutResult.json(.zero, hidden: true) }
                    return LayoutResult.json(frames[k], hidden: result.isHidden(k))
                }
            default:
                break
            }
        }
        let selected = collection.indices.filter { collection[$0].isSelected }.compactMap { order[$0] }.sorted()
        if layout.hasView {
            members.append(.init("shown", .array(count: layout.viewCount) { Self.json(order[layout.tagIndex(ofItem: $0)]) }))
        }
        members.append(.init("order", .array(count: order.count) { Self.json(order[$0]) }))
        members.append(.init("selected", .array(count: selected.count) { .number(Double(selected[$0])) }))
        members.append(.init("focused", .value(focusedID.map(inputs.json) ?? .null)))
        switch focusedElement {
        case .overflowIndicator?: members.append(.init("focusedIndicator", .value("overflow")))
        case .collapseIndicator?: members.append(.init("focusedIndicator", .value("collapseIndicator")))
        case .tag?, nil: break
        }
        members.append(.init("callbacks", .array(count: callbacks.count) { callbacks[$0].documentJSON(inputs: inputs) }))
        return .object(members)
    }

    /// An input index as JSON, `null` for a tag the document did not place.
    private static func json(_ input: Int?) -> JSONValue { input.map { .number(Double($0)) } ?? .null }
}

extension TagCollectionCallback {
    /// The callback as `tagflow layout` (and `tagflow show --events`) prints it:
    /// `{"name": "didTap", "arguments": {"index": 2, "input": 2, "selected": true}}` — the stable
    /// `name`, and the arguments in a fixed order with the tag (named by its id) given as
    /// `"input"`, its input index (`null` where there is none, as in `didChangeFocus` to no tag),
    /// and lists of tags as arrays of input indices (`inputs`, `selected`, `deselected`).
    /// `index`, `from` and `to` stay positions in the collection, as the callback reports them.
    package func documentJSON(inputs: InputIndices) -> JSONValue {
        documentJSON(tagKey: "input", name: inputs.json)
    }

    /// The callback with its tags named by `name` under `tagKey` (`"input"` and the input index
    /// for a component; `"id"` and the id for a tag field, whose typed tags have no input index).
    /// Lists of tags keep their labels (`inputs`, `selected`, `deselected`).
    func documentJSON(tagKey: String, name tagName: (TagID) -> JSONValue) -> JSONValue {
        func input(_ id: TagID?) -> JSONValue.Member {
            .init(tagKey, id.map(tagName) ?? .null)
        }
        func number(_ label: String, _ value: Int?) -> JSONValue.Member {
            .init(label, value.map { .number(Double($0)) } ?? .null)
        }
        func inputs(_ label: String, _ ids: [TagID]) -> JSONValue.Member {
            .init(label, .array(ids.map(tagName)))
        }
        let arguments: [JSONValue.Member]
        switch self {
        case let .didTap(i, id, selected):
            arguments = [number("index", i), input(id), .init("selected", .bool(selected))]
        case let .didRefuseTapForLimit(i, id, limit), let .didRefuseSwipeForLimit(i, id, limit):
            arguments = [number("index", i), input(id), number("limit", limit)]
        case let .didRefuseDeselectForMinimum(ids, minimum):
            arguments = [inputs("inputs", ids), number("minimum", minimum)]
        case let .didChangeSelection(selected, deselected):
            arguments = [inputs("selected", selected), inputs("deselected", deselected)]
        case let .didRefuseSelectForLimit(ids, limit):
            arguments = [inputs("inputs", ids), number("limit", limit)]
        case let .didRequestContextMenu(i, id, p):
            arguments = [number("index", i), input(id), .init("x", .number(p.x)), .init("y", .number(p.y))]
        case let .didDeselectReplaced(i, id), let .didSwipeSelect(i, id), let .didBeginDrag(i, id),
            let .didDelete(i, id), let .didRefuseDelete(i, id), let .didCancelDrag(i, id), let .didTapRemove(i, id),
            let .didActivate(i, id):
            arguments = [number("index", i), input(id)]
        case let .didDragOut(i, id, carried):
            arguments = [number("index", i), input(id), inputs("carrying", carried)]
        case let .didChangeDropTarget(i):
            arguments = [number("index", i)]
        case let .didTapBlank(p), let .didTapAnywhere(p), let .didScroll(p):
            arguments = [.init("x", .number(p.x)), .init("y", .number(p.y))]
        case let .didTapOverflowIndicator(count), let .didFocusOverflowIndicator(count):
            arguments = [number("hiddenCount", count)]
        case .didTapCollapseIndicator, .didExpand, .didCollapse, .didFocusCollapseIndicator, .didRequestPaste:
            arguments = []
        case let .didCopy(tags, text):
            arguments = [inputs("inputs", tags.map(\.id)), .init("text", .string(text))]
        case let .didChangeDeleteZoneHighlight(highlighted):
            arguments = [.init("highlighted", .bool(highlighted))]
        case let .didMove(id, from, to):
            arguments = [input(id), number("from", from), number("to", to)]
        case let .didEndDrag(i, id):
            arguments = [number("index", i), input(id)]
        case let .didChangeFocus(i, id):
            arguments = [number("index", i), input(id)]
        case .didAdd, .didRefuse, .didEdit, .didChangeEditing, .didMark, .didChangeDraft, .didChangeSuggestions,
            .didRequestSuggestions:
            arguments = fieldArguments(tagKey: tagKey, name: tagName)
        }
        return ["name": .string(name), "arguments": .object(arguments)]
    }
}
