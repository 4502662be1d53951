/// What a field adds passes `TagCollectionController`'s one admission policy (its
/// `+Admission`); a field adds the suggestions it knows (`onlyKnownTags`) and keeps the invalid
/// reasons of what it added. The accepted pieces go into the collection in one change (one
/// layout, however long the paste).
extension TagField {
    /// Offers `pieces`, inserting the accepted ones at `index` (`nil`: the end); returns the
    /// refused pieces as they were given.
    mutating func offer(
        _ pieces: [String], source: TagCollectionCallback.Source, at index: Int? = nil, _ out: inout FieldSink
    ) throws(TagFlowError) -> [String] {
        guard !pieces.isEmpty else { return [] }
        let admission = controller.admit(pieces.map { ($0, nil) }, source: source, known: knownTag)
        let start = min(index ?? controller.count, controller.count)
        if !admission.accepted.isEmpty {
            try runController(&out) { (c) throws(TagFlowError) in try c.insert(contentsOf: admission.accepted.map(\.tag), at: start) }
        }
        for (tag, reason) in admission.accepted { if let reason { invalidReasons[tag.id] = reason } }
        for callback in admission.callbacks(insertedAt: start) { out.emit(callback) }
        return admission.refused
    }

    /// The suggestion `text` is, folded alike, as the source writes it; `nil` when the source
    /// has none such (a closure is asked; an asynchronous source knows what it has answered).
    func knownTag(_ text: String) -> String? {
        let folded = TextFolding.fold(text)
        switch suggestionSource?.storage {
        case .list(let index)?: return index.candidate(folded: folded)
        case .provider(let provider)?: return provider(text).first { TextFolding.fold($0) == folded }
        case .answeredLater?: return answeredTexts[folded]
        case nil: return nil
        }
    }
}
