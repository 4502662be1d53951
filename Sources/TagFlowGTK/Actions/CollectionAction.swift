import TagFlow

/// The collection widget's GTK actions, the names an app's menus and shortcuts use (a
/// `GtkShortcut`'s `action(tags.clear)`, a menu item's `tags.remove` with a tag's id as target,
/// `gtk_widget_activate_action`). Each does what the same input does — the policy asked, the
/// callbacks and signals fired — and is enabled only while it can do something.
enum CollectionAction: String, CaseIterable, Hashable, Sendable {
    /// Activates the tag whose id is the parameter, as Return on it: `tag-activated`.
    case activate = "tags.activate"
    /// Removes the tag whose id is the parameter, as its remove button: `canDelete`, then
    /// `tag-removed`. Enabled with remove buttons or drag to delete.
    case remove = "tags.remove"
    /// Selects every tag shown, up to the selection limit, as Control+A. Enabled in multiple
    /// selection with tags.
    case selectAll = "tags.select-all"
    /// Deselects every tag shown, down to the selection minimum, as Control+Shift+A.
    case unselectAll = "tags.unselect-all"
    /// Removes every tag input may remove, each asking `canDelete`. Enabled with remove buttons or
    /// drag to delete, while there are tags.
    case clear = "tags.clear"
    /// Copies the selected tags, else the focused one, as Control+C (GTK's own name, which
    /// context menus use). Enabled while there is something to copy.
    case copy = "clipboard.copy"
    /// Cuts them, as Control+X. Enabled while there is something to copy and remove buttons, drag
    /// to delete or a tag field.
    case cut = "clipboard.cut"
    /// Pastes the clipboard, as Control+V. Enabled with `accepts-paste`, or in a tag field.
    case paste = "clipboard.paste"

    /// The actions that can do something for a collection with `options` and `tagCount` tags,
    /// `canCopy` when tags are selected or focused, `isField` for a tag field's tags (which take
    /// pastes and remove as Backspace does).
    static func enabled(options: TagCollectionOptions, tagCount: Int, canCopy: Bool, isField: Bool) -> Set<CollectionAction> {
        Set(allCases.filter { action in
            switch action {
            case .activate: tagCount > 0
            case .remove: options.allowsRemoving
            case .clear: options.allowsRemoving && tagCount > 0
            case .selectAll, .unselectAll:
                if case .multiple = options.selectionMode { tagCount > 0 } else { false }
            case .copy: canCopy
            case .cut: canCopy && (options.allowsRemoving || isField)
            case .paste: options.allowsPasting || isField
            }
        })
    }
}
