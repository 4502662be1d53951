import CGtk
import TagFlow

/// The app's models the widget keeps in step: the `GListModel` its tags show
/// (`bind(model:textProperty:)`) and the tags as a `GtkSelectionModel` (`selectionModel`), made
/// on first use. The widget holds them until GTK disposes of it.
@MainActor struct ModelHost {
    /// The bound model, while one is.
    private(set) var binding: ModelBinding?
    /// The selection model, once an app asked for it.
    private var selection: SelectionModelHost?

    /// Binds `binding` in place of the model bound before (which is let go), or none.
    mutating func bind(_ binding: ModelBinding?) {
        self.binding?.unbind()
        self.binding = binding
    }

    /// The selection model of `collection`, made now (showing `tags`) if it was not yet.
    mutating func selectionModel(of collection: UnsafeMutablePointer<GtkWidget>, tags: TagCollection) -> OpaquePointer {
        if let selection { return selection.model }
        let made = SelectionModelHost(collection: collection, tags: tags)
        selection = made
        return made.model
    }

    /// The selection model's host, once made: the items its users know.
    var selectionHost: SelectionModelHost? { selection }

    /// The widget is disposed of: the bound model is let go, and the selection model (an app
    /// may keep it: it is empty from then on).
    mutating func dispose() {
        bind(nil)
        if let selection { g_object_unref(UnsafeMutableRawPointer(selection.model)) }
        selection = nil
    }
}
