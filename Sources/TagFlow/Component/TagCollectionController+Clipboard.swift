/// Copy, cut and paste, with the clipboard left to the front end:
///
/// - **Copy** (Control+C) takes the selected tags in the collection's order, else the focused
///   tag, and reports them with their text, one a line (`didCopy`); the front end puts them on
///   its clipboard. Nothing to take: the key is not handled.
/// - **Cut** (Control+X, with a remove button or drag to delete) copies them, then removes each as
///   its remove button would (`canDelete`; `didDelete` or `didRefuseDelete`, last first).
/// - **Paste** (Control+V, with `allowsPasting`) asks for the clipboard (`didRequestPaste`); the
///   front end answers with `InputEvent.paste(text)`, whose pieces (cut as a field cuts a paste)
///   pass the field's policy (`TagCollectionController+Admission`) and go in after the focused
///   tag, else at the end, in one change (`didAdd` and `didRefuse`, source `.pasted`).
///   `paste(tags:)` takes copied tags with their styles, as a front end's own clipboard keeps them.
extension TagCollectionController {
    /// The indices a copy takes: the selected tags, else the focused one, else none.
    package var copiedIndices: [Int] {
        let selected = collection.selectedIndices
        if !selected.isEmpty { return selected }
        return focusedIndex.map { [$0] } ?? []
    }

    /// The text a copy of `tags` puts on the clipboard: each tag's text (its accessible label
    /// when it has none), one a line.
    package static func clipboardText(of tags: [TextTag]) -> String {
        tags.map { (tag) in
            let text = tag.content.string
            return text.isEmpty ? tag.accessibility.label ?? "" : text
        }.joined(separator: "\n")
    }

    /// Reports the copied tags; a cut then removes each that may be removed, last first.
    mutating func copy(cutting: Bool, sink: inout CallbackSink) throws(TagFlowError) {
        let indices = copiedIndices
        guard !indices.isEmpty else { return }
        let tags = indices.map { collection[$0] }
        sink.emit(.didCopy(tags: tags, text: Self.clipboardText(of: tags)))
        guard cutting else { return }
        for index in indices.reversed() { try removeIfAllowed(at: index, sink: &sink) }
    }

    /// Copies or cuts as Control+C or Control+X does (`didCopy`, a cut's removals), or asks for
    /// the clipboard as Control+V does with `allowsPasting` — a front end's command (GTK's
    /// `clipboard.copy`, `clipboard.cut`, `clipboard.paste`); the gesture under way is cancelled
    /// first. Any other command does nothing.
    package mutating func clipboardByCommand(_ command: KeyCommand) throws(TagFlowError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, sink) throws(TagFlowError) in
            try controller.cancelGesture(sink: &sink)
            switch command {
            case .copy, .cut: try controller.copy(cutting: command == .cut, sink: &sink)
            case .paste where controller.options.allowsPasting: sink.emit(.didRequestPaste)
            default: return
            }
        }
    }

    /// Cuts as Control+X does, whatever the options (a tag field's, whose Backspace removes
    /// without a remove button): the copy, then `canDelete` for each tag.
    package mutating func cutByInput() throws(TagFlowError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, sink) throws(TagFlowError) in try controller.copy(cutting: true, sink: &sink) }
    }

    /// A paste of `text`: its pieces through the policy, in after the focused tag.
    mutating func paste(_ text: String) throws(TagFlowError) -> TagCollectionUpdate {
        guard options.allowsPasting else { return TagCollectionUpdate(isHandled: false) }
        let pieces = TagFieldTokenizer.pieces(of: Substring(text), cutAt: options.delimiters.endsPasted)
        return try insertAdmitted(pieces.map { ($0, nil) })
    }

    /// Pastes copied `tags` with their styles and details (new ids), through the same policy as
    /// their text; `allowsPasting` is not asked (the front end's command is).
    /// - Throws: `TagFlowError` when the insertion fails; nothing changes then.
    package mutating func paste(tags: [TextTag]) throws(TagFlowError) -> TagCollectionUpdate {
        try insertAdmitted(tags.map { (TagField.text(of: $0), $0) })
    }

    /// Admits `pieces` and inserts the accepted ones after the focused tag (else at the end).
    private mutating func insertAdmitted(_ pieces: [(text: String, template: TextTag?)]) throws(TagFlowError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, sink) throws(TagFlowError) in
            try controller.cancelGesture(sink: &sink)
            let start = controller.focusedIndex.map { $0 + 1 } ?? controller.count
            try controller.insertAdmitted(pieces, at: start, source: .pasted, sink: &sink)
        }
    }

    /// Admits `pieces` and inserts the accepted ones at `start`, in one change: a paste's and a
    /// drop's rule.
    mutating func insertAdmitted(
        _ pieces: [(text: String, template: TextTag?)], at start: Int, source: TagCollectionCallback.Source, sink: inout CallbackSink
    ) throws(TagFlowError) {
        let admission = admit(pieces, source: source)
        if !admission.accepted.isEmpty {
            var grown = collection
            try grown.insert(contentsOf: admission.accepted.map(\.tag), at: start)
            try commit(grown)
        }
        for callback in admission.callbacks(insertedAt: start) { sink.emit(callback) }
    }
}
