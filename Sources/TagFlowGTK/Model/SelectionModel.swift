import CGtk
import CGtkShim
import TagFlow

/// The tags as a `GtkSelectionModel` (`TagCollectionWidget.selectionModel`), made on first use
/// and kept in step by each update's changes, step by step: a removal, insertion or move says
/// `items-changed` over that one place, with the model answering as the list stands after that
/// step (`items`), so a `GtkListView` keeps the rows it shows; selection changes say
/// `selection-changed` over the range they span. Where the steps do not lead to the tags as they
/// are, or are too many for a list to gain from them (a new set of tags), one change over the
/// whole list says it, which the model's contract allows ("may have changed").
@MainActor final class SelectionModelHost {
    /// The `TfsTagSelection`: a `GListModel` and a `GtkSelectionModel`.
    let model: OpaquePointer
    /// The tags as the model's users know them now: what its `n_items`, `get_item` and
    /// `is_selected` answer.
    private(set) var items: [(id: TagID, isSelected: Bool)]
    /// Past this many steps an update is said as one change over the list: a list view rebuilds
    /// its rows either way.
    static let maximumSteps = 32

    init(collection: UnsafeMutablePointer<GtkWidget>, tags: TagCollection) {
        var hooks = TfsTagSelectionHooks(
            n_items: selectionItemCount, item_id: selectionItemID, is_selected: selectionIsSelected,
            set_selected: selectionSetSelected, set_all: selectionSetAll)
        items = Self.items(of: tags)
        model = tfs_tag_selection_new(collection, &hooks)
    }

    private static func items(of tags: TagCollection) -> [(id: TagID, isSelected: Bool)] {
        tags.map { ($0.id, $0.isSelected) }
    }

    /// Tells the model's users what `changes` did to the tags, which are `tags` now.
    func announce(_ changes: [TagCollectionChange], now tags: TagCollection) {
        let steps = SelectionModelSteps(changes, from: items)
        guard let steps, steps.listSteps.count <= Self.maximumSteps,
            steps.items.elementsEqual(tags, by: { $0.id == $1.id && $0.isSelected == $1.isSelected })
        else {
            announceWholeList(changes, now: tags)
            return
        }
        for step in steps.listSteps {
            if let item = step.inserted { items.insert(item, at: step.position) } else { items.remove(at: step.position) }
            tfs_tag_selection_items_changed(model, guint(step.position), step.inserted == nil ? 1 : 0, step.inserted == nil ? 0 : 1)
        }
        items = steps.items
        if let first = steps.selectionChanges.min(), let last = steps.selectionChanges.max() {
            tfs_tag_selection_selection_changed(model, guint(first), guint(last - first + 1))
        }
    }

    /// The plain way: one change over the whole list, and the selection over all of it.
    private func announceWholeList(_ changes: [TagCollectionChange], now tags: TagCollection) {
        let structural = changes.contains { if case .selectionChanged = $0 { false } else { true } }
        let selection = changes.contains { if case .selectionChanged = $0 { true } else { false } }
        let before = items.count
        items = Self.items(of: tags)
        if structural { tfs_tag_selection_items_changed(model, 0, guint(before), guint(items.count)) }
        if selection, !items.isEmpty { tfs_tag_selection_selection_changed(model, 0, guint(items.count)) }
    }
}

/// An update's changes as steps of a `GListModel`: one item removed or inserted at a position
/// (a move is both), from the items the model's users knew; `nil` when a step does not fit them.
struct SelectionModelSteps {
    typealias Item = (id: TagID, isSelected: Bool)

    /// A step: the item inserted at `position`, or (`nil`) the one there removed.
    struct ListStep {
        var position: Int
        var inserted: Item?
    }

    private(set) var listSteps: [ListStep] = []
    /// The items after the steps.
    private(set) var items: [Item]
    /// The positions (after the update) whose selection changed.
    private(set) var selectionChanges: [Int] = []

    init?(_ changes: [TagCollectionChange], from known: [Item]) {
        items = known
        for change in changes {
            switch change {
            case let .removed(index, _):
                guard items.indices.contains(index) else { return nil }
                items.remove(at: index)
                listSteps.append(ListStep(position: index))
            case let .moved(id, from, to):
                guard items.indices.contains(from), items[from].id == id, to >= 0, to < items.count else { return nil }
                // The item as the list knew it, selection and all, lands at `to`.
                let item = items.remove(at: from)
                items.insert(item, at: to)
                listSteps += [ListStep(position: from), ListStep(position: to, inserted: item)]
            case let .inserted(index, tag):
                guard index >= 0, index <= items.count else { return nil }
                items.insert((tag.id, tag.isSelected), at: index)
                listSteps.append(ListStep(position: index, inserted: (tag.id, tag.isSelected)))
            case let .replaced(index, _, new):
                guard items.indices.contains(index), items[index].id == new.id else { return nil }
            case let .selectionChanged(index, id, selected):
                guard items.indices.contains(index), items[index].id == id else { return nil }
                items[index].isSelected = selected
                selectionChanges.append(index)
            }
        }
    }
}

extension TagCollectionWidget {
    /// The tags as a `GtkSelectionModel` (a `GListModel` of `GtkStringObject`s, each a tag's id),
    /// for GTK's list widgets and an app's code: `gtk_selection_model_select_item` and the rest
    /// set the selection as `selected-tags` does (no limit; none selects nothing in selection mode
    /// none, one in single), and it says `items-changed` and `selection-changed` as the tags
    /// change. The widget keeps it; the model does not keep the widget.
    public var selectionModel: OpaquePointer {
        models.selectionModel(of: widget, tags: controller.collection)
    }

    /// What the selection model's users hear of an update.
    func announceToSelectionModel(_ update: TagCollectionUpdate) {
        guard !update.changes.isEmpty else { return }
        // The model's users call back while it speaks: the host is a reference, read, not modified.
        models.selectionHost?.announce(update.changes, now: controller.collection)
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
    onMainActor(collection) { guint(TagCollectionWidget.existingOwner(ofInstance: $0)?.models.selectionHost?.items.count ?? 0) }
}

private let selectionItemID: @convention(c) (UnsafeMutablePointer<GtkWidget>?, guint) -> UnsafeMutablePointer<CChar>? = {
    collection, position in
    onMainActor(collection) { (collection) -> String? in
        guard let items = TagCollectionWidget.existingOwner(ofInstance: collection)?.models.selectionHost?.items,
            Int(position) < items.count
        else { return nil }
        return items[Int(position)].id.rawValue
    }.map { g_strdup($0) }
}

private let selectionIsSelected: @convention(c) (UnsafeMutablePointer<GtkWidget>?, guint) -> gboolean = { collection, position in
    onMainActor(collection) { (collection) -> gboolean in
        guard let items = TagCollectionWidget.existingOwner(ofInstance: collection)?.models.selectionHost?.items,
            Int(position) < items.count
        else { return 0 }
        return items[Int(position)].isSelected ? 1 : 0
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
