import TagFlow

extension TagCollectionController {
    /// The output of `tagflow layout` for a document with a `component` script, after its events:
    /// the members of `LayoutResult.documentJSON` for the current layout, in input terms —
    /// `lines` hold input indices, `frames` has one entry per input tag in input order (`null` for
    /// a deleted tag) — followed by
    /// - `order`: the input indices of the tags in their current order (deleted tags absent);
    /// - `selected`: the input indices of the selected tags, ascending;
    /// - `focused`: the input index of the focused tag, or `null`;
    /// - `callbacks`: `callbacks` in order, each `ComponentCallback.documentJSON(inputIndex:)`.
    public func documentJSON(callbacks: [ComponentCallback]) -> JSONValue {
        let order = self.order
        var members: [JSONValue.Member] = []
        if case .object(let plain) = layout.documentJSON { members = plain }
        for i in members.indices {
            switch (members[i].key, members[i].value) {
            case ("lines", _):
                members[i].value = .array(layout.lines.map { line in .array(line.map { .number(Double(order[$0])) }) })
            case ("frames", .array(let frames)):
                var byInput = [JSONValue](repeating: .null, count: inputFrames.count)
                for (position, frame) in frames.enumerated() { byInput[order[position]] = frame }
                members[i].value = .array(byInput)
            default:
                break
            }
        }
        members.append(.init("order", .array(order.map { .number(Double($0)) })))
        members.append(.init("selected", .array(selectedInputIndices.map { .number(Double($0)) })))
        members.append(.init("focused", focusedInputIndex.map { .number(Double($0)) } ?? .null))
        members.append(.init("callbacks", .array(callbacks.map { $0.documentJSON(inputIndex: inputIndex(ofID:)) })))
        return .object(members)
    }
}

extension ComponentCallback {
    /// The callback as `tagflow layout` prints it: `{"name": "didTap", "arguments": {"index": 2,
    /// "input": 2, "selected": true}}` — the stable `name`, and the `arguments` in their order
    /// with every tag id replaced by `"input"`, the tag's input index (`null` where the id is
    /// absent, as in `didChangeFocus` to no tag). `index`, `from` and `to` stay positions in the
    /// collection, as the callback reports them.
    /// - Parameter inputIndex: the input index of a tag id (the controller's `inputIndex(ofID:)`).
    public func documentJSON(inputIndex: (TagID) -> Int?) -> JSONValue {
        let arguments = self.arguments.map { argument -> JSONValue.Member in
            switch (argument.label, argument.value) {
            case ("id", .string(let id)):
                return .init("input", inputIndex(TagID(id)).map { .number(Double($0)) } ?? .null)
            case ("id", .null):
                return .init("input", .null)
            case (let label, .int(let value)):
                return .init(label, .number(Double(value)))
            case (let label, .double(let value)):
                return .init(label, .number(value))
            case (let label, .bool(let value)):
                return .init(label, .bool(value))
            case (let label, .string(let value)):
                return .init(label, .string(value))
            case (let label, .null):
                return .init(label, .null)
            }
        }
        return ["name": .string(name), "arguments": .object(arguments)]
    }
}
