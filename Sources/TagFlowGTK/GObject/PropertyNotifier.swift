import CGtk
import CGtkShim

/// What GTK last heard of a collection widget's state — its properties' values as last notified
/// and the `tags.*` actions as last enabled — telling it only of what changed since: a `notify`
/// per property whose value changed, an enabled state per action that changed (a menu item or
/// button bound to one greys out).
@MainActor struct PropertyNotifier {
    /// The properties' values as last notified.
    private(set) var notified = PropertyValues()
    /// The actions enabled as last set (`nil`: not set yet).
    private var enabledActions: Set<CollectionAction>?

    /// Takes `values` as what GTK knows, notifying nothing (the widget was just made).
    init(_ values: PropertyValues = PropertyValues()) {
        notified = values
    }

    /// Notifies each property of `widget` whose value in `now` differs from the one notified.
    mutating func notify(_ now: PropertyValues, on widget: UnsafeMutablePointer<GtkWidget>) {
        for row in now.values.indices where now.values[row] != nil && now.values[row] != notified.value(at: row) {
            tfs_swift_widget_notify(widget, guint(row))
        }
        notified = now
    }

    /// Enables on `widget` the actions of `enabled` and disables the others, telling GTK of those
    /// that changed.
    mutating func enable(_ enabled: Set<CollectionAction>, on widget: UnsafeMutablePointer<GtkWidget>) {
        guard enabled != enabledActions else { return }
        for action in CollectionAction.allCases where enabledActions?.contains(action) != enabled.contains(action) {
            gtk_widget_action_set_enabled(widget, action.rawValue, enabled.contains(action) ? 1 : 0)
        }
        enabledActions = enabled
    }
}
