import CGtk
import CGtkShim
import TagFlow

/// The tags as a `GtkSelectionModel` (`TagCollectionWidget.selectionModel`), made on first use
/// and kept in step: every update that inserts, removes or moves tags says `items-changed`, every
/// one that changes the selection `selection-changed` — over the whole list, which the model's
/// contract allows ("may have changed").
@MainActor struct SelectionModelHost {
    /// The `TfsTagSelection`: a `GListModel` and a `GtkSelectionModel`.
    let model: OpaquePointer
    /// The number of items the model's users last heard of.
    private var count: Int

    init(collection: UnsafeMutablePointer<GtkWidget>, count: Int) {
        var hooks = TfsTagSelectionHooks(
            n_items: selectionItemCount, item_id: selectionItemID, is_selected: selectionIsSelected,
            set_selected: selectionSetSelected, set_all: selectionSetAll)
        model = tfs_tag_selection_new(collection, &hooks)
        self.count = count
    }

    /// Tells the model's users what `changes` did; `newCount` is the number of tags now.
    mutating func announce(_ changes: [TagCollectionChange], newCount: Int) {
        let structural = changes.contains { if case .selectionChanged = $0 { false } else { true } }
        let selection = changes.contains { if case .selectionChanged = $0 { true } else { false } }
        if structural {
            tfs_tag_selection_items_changed(model, 0, guint(count), guint(newCount))
            count = newCount
        }
        if selection, newCount > 0 { tfs_tag_selection_selection_changed(model, 0, guint(newCount)) }
    }
}

extension TagCollectionWidget {
    /// The tags as a `GtkSelectionModel` (a `GListModel` of `GtkStringObject`s, each a tag's id),
    /// for GTK's list widgets and an app's code: `gtk_selection_model_select_item` and the rest
    /// set the selection as `selected-tags` does (no limit; none selects nothing in selection mode
    /// none, one in single), and it says `items-changed` and `selection-changed` as the tags
    /// change. The widget keeps it; the model does not keep the widget.
    public var selectionModel: OpaquePointer {
        models.selectionModel(of: widget, count: controller.count)
    }

    /// What the selection model's users hear of an update.
    func announceToSelectionModel(_ update: TagCollectionUpdate) {
        guard !update.changes.isEmpty else { return }
        models.announce(update.changes, newCount: controller.count)
    }

    /// A request of the selection model: select (alone, with `unselectingRest`) or deselect the
    /// tag at `position`; whether it was taken.
    fileprivate func selectionRequest(_ position: Int, selected: Bool, unselectingRest: Bool) -> Bool {
        guard controller.collection.indices.contains(position), !controller.collection[position].isDisabled else { return false }
        let id = controller.collection[position].id
        let mode = controller.options.selectionMode
        if selected, !mode.allowsSelection { return false }
        let alone: Bool
        if case .single = mode { alone = true } else { alone = unselectingRest }
        do {
            try update { (c) throws(TagFlowError) in
                selected && alone ? try c.setSelection([id]) : try c.setSelected(selected, forID: id)
            }
        } catch {
            report(error)
            return false
        }
        return true
    }

    /// Selects every enabled tag (multiple selection) or none; whether it was taken.
    fileprivate func selectionRequestAll(_ selected: Bool) -> Bool {
        if selected, case .multiple = controller.options.selectionMode {} else if selected { return false }
        let ids = selected ? controller.collection.filter { !$0.isDisabled }.map(\.id) : []
        do {
            try update { (c) throws(TagFlowError) in try c.setSelection(ids) }
        } catch {
            report(error)
            return false
        }
        return true
    }
}

private let selectionItemCount: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> guint = { collection in
    onMainActor(collection) { guint(TagCollectionWidget.existingOwner(ofInstance: $0)?.controller.count ?? 0) }
}

private let selectionItemID: @convention(c) (UnsafeMutablePointer<GtkWidget>?, guint) -> UnsafeMutablePointer<CChar>? = {
    collection, position in
    onMainActor(collection) { (collection) -> String? in
        guard let tags = TagCollectionWidget.existingOwner(ofInstance: collection)?.controller.collection,
            Int(position) < tags.count
        else { return nil }
        return tags[Int(position)].id.rawValue
    }.map { g_strdup($0) }
}

private let selectionIsSelected: @convention(c) (UnsafeMutablePointer<GtkWidget>?, guint) -> gboolean = { collection, position in
    onMainActor(collection) { (collection) -> gboolean in
        guard let tags = TagCollectionWidget.existingOwner(ofInstance: collection)?.controller.collection, Int(position) < tags.count
        else { return 0 }
        return tags[Int(position)].isSelected ? 1 : 0
    }
}

private let selectionSetSelected: @convention(c) (UnsafeMutablePointer<GtkWidget>?, guint, gboolean, gboolean) -> gboolean = {
    collection, position, selected, unselectRest in
    onMainActor(collection) { (collection) -> gboolean in
        let taken = TagCollectionWidget.existingOwner(ofInstance: collection)?.selectionRequest(
            Int(position), selected: selected != 0, unselectingRest: unselectRest != 0)
        return taken == true ? 1 : 0
    }
}

private let selectionSetAll: @convention(c) (UnsafeMutablePointer<GtkWidget>?, gboolean) -> gboolean = { collection, selected in
    onMainActor(collection) { (collection) -> gboolean in
        TagCollectionWidget.existingOwner(ofInstance: collection)?.selectionRequestAll(selected != 0) == true ? 1 : 0
    }
}
