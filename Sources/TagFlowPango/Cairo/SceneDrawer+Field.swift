import TagFlow
import TagFlowRendering

/// A tag field's parts, each drawn as a tag is: the entry (box, text, caret) above the tags, and
/// the suggestion list (panel, rows) above everything, as a popover is.
extension SceneDrawer {
    /// The entry's box, its text and its caret.
    func drawFieldEntry(_ field: RenderScene.Field) throws(TagFlowError) {
        try drawTag(field.entry, frame: field.entry.frame, path: RenderScene.Part.field.path("entry"))
        if let text = field.text { try drawTag(text, frame: text.frame, path: RenderScene.Part.field.path("text")) }
        if let editor = field.editor { try drawTag(editor, frame: editor.frame, path: RenderScene.Part.field.path("editor")) }
        if let text = field.editorText { try drawTag(text, frame: text.frame, path: RenderScene.Part.field.path("editorText")) }
        if let caret = field.caret { try drawTag(caret, frame: caret.frame, path: RenderScene.Part.field.path("caret")) }
    }

    /// The open suggestion list's panel and rows.
    func drawSuggestionList(_ field: RenderScene.Field) throws(TagFlowError) {
        guard let list = field.suggestions else { return }
        let path = RenderScene.Part.field.path("suggestions")
        try drawTag(list.panel, frame: list.panel.frame, path: path.appending(key: "panel"))
        for (i, header) in list.headers.enumerated() {
            try drawTag(header, frame: header.frame, path: path.appending(key: "headers").appending(index: i))
        }
        for (i, row) in list.rows.enumerated() {
            try drawTag(row, frame: row.frame, path: path.appending(key: "rows").appending(index: i))
        }
        if let loading = list.loading { try drawTag(loading, frame: loading.frame, path: path.appending(key: "loading")) }
    }
}
