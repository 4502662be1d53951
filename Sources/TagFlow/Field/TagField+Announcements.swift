/// What a screen reader should hear about what the field just did that no state shows by itself:
/// a piece refused and why (it stays in the draft, so nothing else changes), the mark that the
/// next Backspace removes a tag, an edit begun, committed or reverted, and the highlighted
/// suggestion with its group. Additions and removals are the tags' own
/// (`TagCollectionController.announcement(for:)`).
extension TagField {
    /// The sentence for `update`, or `nil` when it says nothing of the kind:
    /// "“swift” not added: Swift is already there." — "Backspace again removes Pango."
    public func announcement(for update: TagCollectionUpdate) -> String? {
        let sentences = update.callbacks.compactMap { sentence(for: $0) }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    private func sentence(for callback: TagCollectionCallback) -> String? {
        switch callback {
        case let .didRefuse(text, reason, _):
            return "“\(text)” not added: " + Self.explanation(of: reason, in: controller) + "."
        case .didMark(let id?):
            return "Backspace again removes \(tagText(id) ?? "the last tag")."
        case let .didEdit(_, _, old, new):
            return "“\(old)” changed to “\(new)”."
        case .didChangeEditing(let id, true):
            return "Editing \(tagText(id) ?? "a tag"); Return keeps it, Escape reverts."
        case let .didChangeSuggestions(_, shown, highlighted?, _) where highlighted < suggestions.count:
            let row = suggestions[highlighted]
            return "\(row.text)\(row.group.map { ", \($0)" } ?? ""), \(highlighted + 1) of \(shown)."
        case .didChangeSuggestions(_, _, nil, true):
            return "Loading suggestions."
        default:
            return nil
        }
    }

    /// Why a piece was refused, in words: "Swift is already there", "at most 5 tags", "only
    /// suggested tags can be added", or the validator's own reason.
    static func explanation(of reason: TagCollectionCallback.Refusal, in controller: TagCollectionController) -> String {
        switch reason {
        case .duplicate(let id):
            let text = controller.tag(withID: id).map(Self.text(of:)) ?? "it"
            return "\(text) is already there"
        case .limit(let limit):
            return "at most \(limit) tag\(limit == 1 ? "" : "s")"
        case .invalid(let reason):
            return reason
        case .unknown:
            return "only suggested tags can be added"
        }
    }

    private func tagText(_ id: TagID) -> String? {
        controller.tag(withID: id).map(Self.text(of:))
    }
}
