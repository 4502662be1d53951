import CGtk
import CGtkShim
import TagFlow

/// The Swift class behind one of TagFlow's GObject classes: its property table, and its object
/// on each instance, found or made for it. The class's hooks call the static functions here
/// with the instance GTK passes, on the main thread.
@MainActor protocol GObjectOwner: AnyObject, Sendable {
    /// The class's GObject properties.
    static var properties: PropertyTable<Self> { get }
    /// The key of the Swift object on the instance.
    static var ownerKey: String { get }
    /// Marks an instance whose Swift side could not be made.
    static var cannotDrawKey: String { get }
    /// The Swift side of an instance GObject made alone (a `.ui` file, Python); `nil` when none
    /// can be made.
    static func adopting(_ instance: UnsafeMutablePointer<GtkWidget>) -> Self?
    /// False once GTK has disposed of the widget.
    var isAlive: Bool { get }
    /// GTK disposed of the widget.
    func disposed()
    /// Says why a property could not take the value it was set to.
    func report(_ error: TagFlowError)
}

extension GObjectOwner {
    /// The Swift side of `instance`: the object that made it, or, for an instance made by
    /// GObject alone, one made for it now; `nil` when none can be made.
    static func owner(ofInstance instance: UnsafeMutablePointer<GtkWidget>?) -> Self? {
        guard let instance else { return nil }
        if let existing = existingOwner(ofInstance: instance) { return existing }
        guard g_object_get_data(gobject(instance), cannotDrawKey) == nil else { return nil }
        guard let adopted = adopting(instance) else {
            // Said once: the instance stays empty.
            g_object_set_data(gobject(instance), cannotDrawKey, UnsafeMutableRawPointer(bitPattern: 1))
            return nil
        }
        return adopted
    }

    /// The Swift side of `instance` if it has one already.
    static func existingOwner(ofInstance instance: UnsafeMutablePointer<GtkWidget>?) -> Self? {
        g_object_get_data(gobject(instance), ownerKey).map { Unmanaged<Self>.fromOpaque($0).takeUnretainedValue() }
    }

    /// A hook's body: `body` with the Swift side of `instance`, on the main actor; `fallback`
    /// when it has none.
    nonisolated static func withOwner<Result: Sendable>(
        of instance: UnsafeMutablePointer<GtkWidget>?, else fallback: Result, _ body: @MainActor (Self) -> Result
    ) -> Result {
        onMainActor(instance) { owner(ofInstance: $0).map(body) ?? fallback }
    }

    /// A hook's body that answers nothing: `body` with the Swift side of `instance`, if it has one.
    nonisolated static func withOwner(of instance: UnsafeMutablePointer<GtkWidget>?, _ body: @MainActor (Self) -> Void) {
        withOwner(of: instance, else: (), body)
    }

    /// The `dispose` hook.
    nonisolated static func instanceDisposed(_ instance: UnsafeMutablePointer<GtkWidget>?) {
        onMainActor(instance) { existingOwner(ofInstance: $0)?.disposed() }
    }

    /// The `get_property` hook: row `row` of the table, read from the instance's Swift side.
    nonisolated static func getProperty(_ instance: UnsafeMutablePointer<GtkWidget>?, row: guint, into value: UnsafeMutablePointer<GValue>?) {
        onMainActor(instance, value) { instance, value in
            guard let value, let owner = owner(ofInstance: instance) else { return }
            properties.rows[Int(row)].read(owner).write(to: value)
        }
    }

    /// The `set_property` hook: row `row` of the table set from `value` (GObject has checked its
    /// type and range) when it differs from the value now; what the Swift side refuses goes to
    /// `report(_:)`.
    nonisolated static func setProperty(_ instance: UnsafeMutablePointer<GtkWidget>?, row: guint, from value: UnsafePointer<GValue>?) {
        onMainActor(instance, value) { instance, value in
            let property = properties.rows[Int(row)]
            guard let value, let owner = owner(ofInstance: instance), let write = property.write else { return }
            let current = property.read(owner)
            let new = current.reading(value)
            guard owner.isAlive, new != current else { return }
            do throws(TagFlowError) {
                try write(owner, new)
            } catch {
                owner.report(error)
            }
        }
    }
}
