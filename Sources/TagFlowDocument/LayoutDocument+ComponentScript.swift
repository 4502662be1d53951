import TagFlow

extension LayoutDocument {
    /// Throws when the document's `component` script cannot be played as written; does nothing for
    /// a document without one. Refused, at the path of the offending value:
    ///
    /// - a `lineBreak` other than `normal` on an item or tag (`$.items[2].lineBreak`): the
    ///   component lays its tags out without line-break behaviours;
    /// - with `"selection": {"mode": "single"}`, a second tag with `"selected": true`
    ///   (`$.tags[3].selected`): single selection allows one selected tag at most.
    ///
    /// The decoder calls it; `LayoutCommand` calls it again for documents built in code.
    public func checkComponentScript() throws(DocumentError) {
        guard let component else { return }
        let lineBreaks: [LineBreakBehavior]
        let contentKey: String
        switch content {
        case .items(let items):
            lineBreaks = items.map(\.lineBreak)
            contentKey = "items"
        case .tags(let tags):
            lineBreaks = tags.map(\.lineBreak)
            contentKey = "tags"
        }
        let contentPath = JSONPath([.key(contentKey)])
        if let index = lineBreaks.firstIndex(where: { $0 != .normal }) {
            let name = LineBreakBehavior.documentNames.first { $0.value == lineBreaks[index] }?.key ?? "\(lineBreaks[index])"
            throw DocumentError(
                path: contentPath.appending(index: index).appending(key: "lineBreak"),
                message: "\(JSONWriter.quoted(name)) is not allowed with \"component\" or \"events\"; "
                    + "the component lays tags out without line-break behaviours, so only \"normal\" works")
        }
        if case .single = component.options.selectionMode, case .tags(let tags) = content {
            let selected = tags.indices.filter { tags[$0].tag.isSelected }
            if selected.count > 1 {
                throw DocumentError(
                    path: contentPath.appending(index: selected[1]).appending(key: "selected"),
                    message: "a second selected tag (tags[\(selected[0])] is selected too); "
                        + "with \"selection\": {\"mode\": \"single\"} at most one tag may start selected")
            }
        }
    }
}
