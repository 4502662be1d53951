import CGtk
import CGtkShim

extension TagFieldWidget {
    /// The GObject type of `widget`, `TagFlowTagField` (CSS name `tagfield`), registered on first
    /// use with `TagCollectionWidget.gType`. Call `g_type_ensure(TagFieldWidget.gType)` before
    /// reading a `.ui` file that names it.
    public static let gType: GType = {
        // A once-only static: a GObject type is registered once per process and never unregistered.
        var hooks = TfsTagFieldHooks(
            dispose: hookDispose, set_property: hookSetProperty, get_property: hookGetProperty, rooted: hookRooted,
            collection_type: MainActor.assumeIsolated { TagCollectionWidget.gType })
        return tfs_tag_field_register(&hooks)
    }()

    /// The `TagFieldWidget` of a `TagFlowTagField` — one a `.ui` file built, say — or `nil`
    /// when `object` is none.
    public static func from(_ object: UnsafeMutableRawPointer?) -> TagFieldWidget? {
        guard let object, g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), gType) != 0 else {
            return nil
        }
        return owner(ofInstance: object.assumingMemoryBound(to: GtkWidget.self))
    }

    /// The Swift side of `instance`: the object that made it, or, for an instance made by
    /// GObject alone (a `.ui` file, Python), one made for it now; `nil` when none can be made.
    static func owner(ofInstance instance: UnsafeMutablePointer<GtkWidget>?) -> TagFieldWidget? {
        guard let instance else { return nil }
        if let existing = existingOwner(ofInstance: instance) { return existing }
        guard g_object_get_data(gobject(instance), Self.cannotDrawKey) == nil else { return nil }
        guard let adopted = adopting(instance) else {
            // Said once: the instance stays empty.
            g_object_set_data(gobject(instance), Self.cannotDrawKey, UnsafeMutableRawPointer(bitPattern: 1))
            return nil
        }
        return adopted
    }

    /// The Swift side of `instance` if it has one already.
    static func existingOwner(ofInstance instance: UnsafeMutablePointer<GtkWidget>?) -> TagFieldWidget? {
        g_object_get_data(gobject(instance), Self.ownerKey).map { Unmanaged<TagFieldWidget>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Marks an instance whose Swift side could not be made.
    private static let cannotDrawKey = "tagflow-field-cannot-draw"
}

// The class's hooks: GTK calls them on the main thread with the instance.

private let hookDispose: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { instance in
    onMainActor(instance) { TagFieldWidget.existingOwner(ofInstance: $0)?.disposed() }
}

private let hookSetProperty: @convention(c) (UnsafeMutablePointer<GtkWidget>?, guint, UnsafePointer<GValue>?) -> Void = {
    instance, property, value in
    onMainActor(instance, value) { instance, value in
        guard let value else { return }
        TagFieldWidget.owner(ofInstance: instance)?.setProperty(TfsFieldProperty(property), from: value)
    }
}

private let hookGetProperty: @convention(c) (UnsafeMutablePointer<GtkWidget>?, guint, UnsafeMutablePointer<GValue>?) -> Void = {
    instance, property, value in
    onMainActor(instance, value) { instance, value in
        guard let value, let owner = TagFieldWidget.owner(ofInstance: instance) else { return }
        owner.propertyValue(TfsFieldProperty(property)).write(to: value)
    }
}

private let hookRooted: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { instance in
    onMainActor(instance) { _ = TagFieldWidget.owner(ofInstance: $0) }
}
