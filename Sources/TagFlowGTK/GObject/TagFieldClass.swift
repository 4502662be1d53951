import CGtk
import CGtkShim

extension TagFieldWidget: GObjectOwner {
    /// The GObject type of `widget`, `TagFlowTagField` (CSS name `tagfield`), registered on first
    /// use with `TagCollectionWidget.gType`. Call `g_type_ensure(TagFieldWidget.gType)` before
    /// reading a `.ui` file that names it.
    public static let gType: GType = {
        // A once-only static: a GObject type is registered once per process and never unregistered.
        var object = TfsObjectHooks(
            dispose: { TagFieldWidget.instanceDisposed($0) },
            set_property: { TagFieldWidget.setProperty($0, row: $1, from: $2) },
            get_property: { TagFieldWidget.getProperty($0, row: $1, into: $2) })
        var hooks = TfsTagFieldHooks(
            // Finding the Swift side makes it, and the child with it, for an instance made alone.
            rooted: { TagFieldWidget.withOwner(of: $0) { _ in } })
        let type = MainActor.assumeIsolated { properties.withSpecs { tfs_tag_field_register(&object, &hooks, $0, $1) } }
        FieldSignal.install(on: type)
        return type
    }()

    /// The `TagFieldWidget` of a `TagFlowTagField` — one a `.ui` file built, say — or `nil`
    /// when `object` is none.
    public static func from(_ object: UnsafeMutableRawPointer?) -> TagFieldWidget? {
        guard let object, g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), gType) != 0 else {
            return nil
        }
        return owner(ofInstance: object.assumingMemoryBound(to: GtkWidget.self))
    }

    static let cannotDrawKey = "tagflow-field-cannot-draw"
}
