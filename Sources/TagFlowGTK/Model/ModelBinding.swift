#if canImport(Glibc)
import Glibc
#endif
import CGtk
import CGtkShim
import TagFlow

/// An app's `GListModel` that a collection widget shows, one tag an item: it reads the items'
/// texts and writes the widget's changes back. A `GtkStringList` or a `GListStore` takes every
/// change (a store of other objects takes a new item when its type can be made and has the text
/// property); any other model is read only.
@MainActor final class ModelBinding {
    /// The model, referenced while bound.
    let model: OpaquePointer
    /// The items' string property that is a tag's text (a `GtkStringObject`'s own string is read
    /// whatever it is).
    let textProperty: String
    /// Set while the widget follows the model: the changes that makes are the model's already.
    var isReading = false
    /// Set while the binding writes the model: the `items-changed` that causes is not news.
    private var isWriting = false
    private var handler: gulong = 0

    /// Binds `model`; `itemsChanged` runs on every change the app (not the binding) makes to it.
    init(model: OpaquePointer, textProperty: String, itemsChanged: @escaping @MainActor () -> Void) {
        self.model = model
        self.textProperty = textProperty
        g_object_ref(UnsafeMutableRawPointer(model))
        handler = onSignal(model, "items-changed") { [weak self] in
            if self?.isWriting == false { itemsChanged() }
        }
    }

    /// Lets the model go.
    func unbind() {
        g_signal_handler_disconnect(UnsafeMutableRawPointer(model), handler)
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    /// The tags of `texts`, in order: a text's id is the text, a repeated text's the text with
    /// `#2`, `#3`… (`TagIDAllocator`, as a tag field names its pieces), so that every item is a
    /// tag; `existing` gives the tag an id has now (kept as it is: selected, styled).
    static func tags(for texts: [String], existing: (TagID) -> TextTag?) -> [TextTag] {
        var ids = TagIDAllocator(reserving: texts.count)
        return texts.map { text in
            let id = ids.id(for: text)
            return existing(id) ?? TextTag(text, id: id)
        }
    }

    /// The items' texts, in order.
    /// - Throws: `TagFlowError` at `model[i]` for an item with no readable string `textProperty`.
    func texts() throws(TagFlowError) -> [String] {
        let count = g_list_model_get_n_items(model)
        var texts: [String] = []
        texts.reserveCapacity(Int(count))
        for position in 0..<count { texts.append(try text(at: position)) }
        return texts
    }

    private func text(at position: guint) throws(TagFlowError) -> String {
        if kind == .strings { return String(cString: gtk_string_list_get_string(model, position)) }
        guard let item = g_list_model_get_item(model, position) else { return "" }
        defer { g_object_unref(item) }
        if let string = Self.stringObject(item) { return String(cString: gtk_string_object_get_string(string)) }
        guard tfs_object_has_string_property(item, textProperty, 0) != 0 else {
            throw TagFlowError(
                .invalidText(Self.typeName(of: item), problem: "has no readable string property \"\(textProperty)\" for the tag's text"),
                at: ["model", .index(Int(position))])
        }
        let value = tfs_object_dup_string(item, textProperty)
        defer { g_free(value) }
        return value.map { String(cString: $0) } ?? ""
    }

    /// Applies the changes of one update to the model, in their order (`TagCollectionChange`'s
    /// steps); selection is the widget's own.
    /// - Throws: `TagFlowError` at `model` when the model cannot take a change (read only, or a
    ///   store whose items cannot be made or given a text); the steps before it are applied.
    func write(_ changes: [TagCollectionChange]) throws(TagFlowError) {
        isWriting = true
        defer { isWriting = false }
        for change in changes {
            switch change {
            case .removed(let index, _): try remove(at: guint(index))
            case .moved(_, let from, let to): try move(from: guint(from), to: guint(to))
            case .inserted(let index, let tag): try insert(tag.content.string, at: guint(index))
            case .replaced(let index, let old, let new) where old.content.string != new.content.string:
                try replace(at: guint(index), with: new.content.string)
            case .replaced, .selectionChanged: break
            }
        }
    }

    private func remove(at position: guint) throws(TagFlowError) {
        switch kind {
        case .strings: gtk_string_list_remove(model, position)
        case .store: g_list_store_remove(model, position)
        case .readOnly: throw readOnly()
        }
    }

    /// One splice over the items between `from` and `to`, rotated: the app hears one change.
    private func move(from: guint, to: guint) throws(TagFlowError) {
        guard from != to else { return }
        let low = min(from, to), count = max(from, to) - low + 1
        switch kind {
        case .strings:
            var texts = (low..<low + count).map { String(cString: gtk_string_list_get_string(model, $0)) }
            Self.rotate(&texts, movingFirst: from < to)
            splice(at: low, removing: count, texts)
        case .store:
            var items = (low..<low + count).map { g_list_model_get_item(model, $0) }
            defer { items.forEach { g_object_unref($0) } }
            Self.rotate(&items, movingFirst: from < to)
            g_list_store_splice(model, low, count, &items, count)
        case .readOnly: throw readOnly()
        }
    }

    /// The first element moved to the end (a move later), or the last to the front.
    private static func rotate<Element>(_ elements: inout [Element], movingFirst: Bool) {
        if movingFirst { elements.append(elements.removeFirst()) } else { elements.insert(elements.removeLast(), at: 0) }
    }

    private func insert(_ text: String, at position: guint) throws(TagFlowError) {
        switch kind {
        case .strings: splice(at: position, removing: 0, [text])
        case .store:
            let item = try newItem(text)
            defer { g_object_unref(item) }
            g_list_store_insert(model, position, item)
        case .readOnly: throw readOnly()
        }
    }

    private func replace(at position: guint, with text: String) throws(TagFlowError) {
        switch kind {
        case .strings: splice(at: position, removing: 1, [text])
        case .store:
            guard let item = g_list_model_get_item(model, position) else { return }
            defer { g_object_unref(item) }
            if Self.stringObject(item) == nil, tfs_object_has_string_property(item, textProperty, 1) != 0 {
                tfs_object_set_string(item, textProperty, text)
            } else {
                let replacement = try newItem(text)
                defer { g_object_unref(replacement) }
                var additions: [gpointer?] = [replacement]
                g_list_store_splice(model, position, 1, &additions, 1)
            }
        case .readOnly: throw readOnly()
        }
    }

    private func splice(at position: guint, removing count: guint, _ texts: [String]) {
        let copies = texts.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var additions = copies.map { UnsafePointer($0) } + [nil]
        gtk_string_list_splice(model, position, count, &additions)
    }

    /// A new item of the store's type showing `text` (a reference the caller releases).
    private func newItem(_ text: String) throws(TagFlowError) -> gpointer {
        let type = g_list_model_get_item_type(model)
        if g_type_is_a(type, gtk_string_object_get_type()) != 0 { return UnsafeMutableRawPointer(gtk_string_object_new(text)) }
        guard g_type_test_flags(type, guint(G_TYPE_FLAG_ABSTRACT.rawValue)) == 0, g_type_is_a(type, g_object_get_type()) != 0,
            let item = g_object_new_with_properties(type, 0, nil, nil)
        else { throw TagFlowError(.invalidText(String(cString: g_type_name(type)), problem: "cannot be made for a new tag"), at: ["model"]) }
        guard tfs_object_has_string_property(item, textProperty, 1) != 0 else {
            g_object_unref(item)
            throw TagFlowError(
                .invalidText(String(cString: g_type_name(type)), problem: "has no writable string property \"\(textProperty)\" for a new tag"),
                at: ["model"])
        }
        tfs_object_set_string(item, textProperty, text)
        return UnsafeMutableRawPointer(item)
    }

    private func readOnly() -> TagFlowError {
        TagFlowError(
            .invalidText(Self.typeName(of: UnsafeMutableRawPointer(model)), problem: "is read only: bind a GtkStringList or a GListStore for the tags to change it"),
            at: ["model"])
    }

    /// What the model takes.
    private enum Kind { case strings, store, readOnly }

    private var kind: Kind {
        let instance = UnsafeMutablePointer<GTypeInstance>(model)
        if g_type_check_instance_is_a(instance, gtk_string_list_get_type()) != 0 { return .strings }
        if g_type_check_instance_is_a(instance, g_list_store_get_type()) != 0 { return .store }
        return .readOnly
    }

    private static func stringObject(_ item: gpointer) -> OpaquePointer? {
        g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), gtk_string_object_get_type()) != 0
            ? OpaquePointer(item) : nil
    }

    private static func typeName(of object: gpointer) -> String {
        String(cString: g_type_name_from_instance(object.assumingMemoryBound(to: GTypeInstance.self)))
    }
}
