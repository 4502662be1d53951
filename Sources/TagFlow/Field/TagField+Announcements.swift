/// What a screen reader should hear about what the field just did that no state shows by itself:
/// a piece refused and why (it stays in the draft, so nothing else changes), the mark that the
/// next Backspace removes a tag, and an edit committed or reverted. Additions and removals are
/// the tags' own (`TagCollectionController.announcement(for:)`).
extension TagField {
    /// The sentence for `update`, or `nil` when it says nothing of the kind:
    /// "“swift” not added: Swift is already there." — "Backspace again removes Pango."
    public func announcement(for update: TagFieldUpdate) -> String? {
        let sentences = update.callbacks.compactMap { sentence(for: $0) }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    private func sentence(for callback: TagFieldCallback) -> String? {
        switch callback {
        case let .didRefuse(text, reason, _):
            return "“\(text)” not added: " + Self.explanation(of: reason, in: controller) + "."
        case .didMark(let id?):
            return "Backspace again removes \(tagText(id) ?? "the last tag")."
        case let .didEdit(_, _, old, new):
            return "“\(old)” changed to “\(new)”."
        case .didChangeEditing(let id, true):
            return "Editing \(tagText(id) ?? "a tag"); Return keeps it, Escape reverts."
        default:
            return nil
        }
    }

    /// Why a piece was refused, in words: "Swift is already there", "at most 5 tags", or the
    /// validator's own reason.
    static func explanation(of reason: TagFieldCallback.Refusal, in controller: TagCollectionController) -> String {
        switch reason {
        case .duplicate(let id):
            let text = controller.tag(withID: id).map(Self.text(of:)) ?? "it"
            return "\(text) is already there"
        case .limit(let limit):
            return "at most \(limit) tag\(limit == 1 ? "" : "s")"
        case .invalid(let reason):
            return reason
        }
    }

    private func tagText(_ id: TagID) -> String? {
        controller.tag(withID: id).map(Self.text(of:))
    }
}
