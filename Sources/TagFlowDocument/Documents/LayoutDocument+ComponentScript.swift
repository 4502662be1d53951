import TagFlow
import TagFlowJSON

extension LayoutDocument {
    /// Throws when the document's `component` script cannot be played as written; does nothing for
    /// a document without one. Refused, at the path of the offending value:
    ///
    /// - with `"selection": {"mode": "single"}`, a second tag with `"selected": true`
    ///   (`$.tags[3].selected`): single selection allows one selected tag at most.
    ///
    /// The decoder calls it; `LayoutCommand` calls it again for documents built in code.
    package func checkComponentScript() throws(TagFlowError) {
        guard let component else { return }
        guard case .tags(let tags) = content else { return }
        let contentPath = ValuePath(["tags"])
        if case .single = component.options.selectionMode {
            let selected = tags.indices.filter { tags[$0].tag.isSelected }
            if selected.count > 1 {
                throw TagFlowError.document(
                    at: contentPath.appending(index: selected[1]).appending(key: "selected"),
                    "a second selected tag (tags[\(selected[0])] is selected too); "
                        + "with \"selection\": {\"mode\": \"single\"} at most one tag may start selected")
            }
        }
    }
}
