/// What a screen reader should hear about a change that focus alone does not convey: tags added,
/// removed or moved, dragged out or where a drop would go, the selection changing (by a range, select all, the program), what the limit
/// or the minimum refused, the "+N" chip expanding or collapsing, and how many tags a filter shows.
///
/// A tag toggled by a tap, space or a screen reader's toggle is not announced: its checked state
/// changes where focus is, and screen readers say so. The sentences are short and name tags by
/// their accessibility labels: "Removed Swift.",
/// "Selected 3 tags.", "Swift not selected: at most 2 tags can be selected.", "Showing all 12
/// tags.". A front end hands them to the platform's announcement call (GTK ≥ 4.14's
/// `gtk_accessible_announce`, `UIAccessibility.post(notification: .announcement, …)`).
extension TagCollectionController {
    /// The sentences for `update`, which this controller has just applied, joined by spaces, or
    /// `nil` when there is nothing to say.
    public func announcement(for update: TagCollectionUpdate) -> String? {
        var parts: [String] = []
        var removed: [String] = [], added: [String] = [], selected: [String] = [], deselected: [String] = []
        // A tag toggled by a tap, space or a screen reader's toggle says so itself (its state).
        let toggled = Set(update.callbacks.compactMap { if case .didTap(_, let id, _) = $0 { id } else { nil } })
        for change in update.changes {
            switch change {
            case .removed(_, let tag): removed.append(Self.name(of: tag))
            case .inserted(_, let tag): added.append(Self.name(of: tag))
            case let .selectionChanged(_, id, isSelected):
                guard !toggled.contains(id), let tag = tag(withID: id) else { continue }
                if isSelected { selected.append(Self.name(of: tag)) } else { deselected.append(Self.name(of: tag)) }
            case .moved, .replaced: break
            }
        }
        for (verb, names) in [("Removed", removed), ("Added", added), ("Selected", selected), ("Deselected", deselected)] {
            if let list = Self.list(names) { parts.append("\(verb) \(list).") }
        }
        for callback in update.callbacks {
            if let sentence = sentence(for: callback) { parts.append(sentence) }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// How many tags show, for a filter just set: "4 of 12 tags shown.", "All 12 tags shown.",
    /// "No tags shown.".
    public var viewAnnouncement: String {
        let shown = layout.viewCount
        if shown == count { return "All \(Self.tags(count)) shown." }
        return shown == 0 ? "No tags shown." : "\(shown) of \(Self.tags(count)) shown."
    }

    /// The sentence for a callback that says what the changes do not.
    private func sentence(for callback: TagCollectionCallback) -> String? {
        func name(_ id: TagID) -> String { tag(withID: id).map(Self.name(of:)) ?? id.rawValue }
        switch callback {
        case let .didRefuseTapForLimit(_, id, limit):
            return "\(name(id)) not selected: at most \(Self.tags(limit)) can be selected."
        case let .didRefuseSelectForLimit(ids, limit):
            return "\(Self.list(ids.map(name)) ?? "") not selected: at most \(Self.tags(limit)) can be selected."
        case let .didRefuseDeselectForMinimum(_, minimum):
            return "At least \(Self.tags(minimum)) must stay selected."
        case let .didMove(id, _, to):
            guard let position = accessibilityElement(at: to)?.position else { return "Moved \(name(id))." }
            return "Moved \(name(id)) to position \(position)."
        case let .didDragOut(_, id, carried):
            return carried.count > 1 ? "Dragging \(Self.tags(carried.count)) out." : "Dragging \(name(id)) out."
        case .didChangeDropTarget(let index?):
            guard index < count, let position = accessibilityElement(at: index)?.position else { return "Drop at the end." }
            return "Drop before \(Self.name(of: collection[index])), position \(position)."
        case .didExpand:
            return "Showing all \(Self.tags(layout.viewCount))."
        case .didCollapse:
            return "Showing \(layout.viewCount - layout.hiddenCount) of \(Self.tags(layout.viewCount))."
        default:
            return nil
        }
    }

    /// A tag's name as read out: its accessibility label, else its words.
    private static func name(of tag: TextTag) -> String {
        tag.accessibility.label ?? tag.rightfulContent.string
    }

    /// "Swift", "Swift and Linux", or "3 tags"; `nil` for none.
    private static func list(_ names: [String]) -> String? {
        switch names.count {
        case 0: nil
        case 1: names[0]
        case 2: "\(names[0]) and \(names[1])"
        default: tags(names.count)
        }
    }

    /// "1 tag", "3 tags".
    private static func tags(_ n: Int) -> String { n == 1 ? "1 tag" : "\(n) tags" }
}
