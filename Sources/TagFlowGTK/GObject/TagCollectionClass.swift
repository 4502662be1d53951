import CGtk
import CGtkShim

extension TagCollectionWidget: GObjectOwner {
    /// The GObject type of `widget`, `TagFlowTagCollection` (CSS name `tagcollection`, a
    /// `GtkScrollable`), registered on first use. A `GtkBuilder` finds it by name once it is
    /// registered: call `g_type_ensure(TagCollectionWidget.gType)` before reading a `.ui` file
    /// that names it. Registering it also serves Swift's main queue in GLib's main context.
    public static let gType: GType = {
        // A once-only static: a GObject type is registered once per process and never unregistered.
        typealias Owner = TagCollectionWidget
        // GTK calls each hook on the main thread with the instance: it goes to its Swift side.
        var object = TfsObjectHooks(
            dispose: { Owner.instanceDisposed($0) },
            set_property: { Owner.setProperty($0, row: $1, from: $2) },
            get_property: { Owner.getProperty($0, row: $1, into: $2) })
        var hooks = TfsTagCollectionHooks(
            request_mode: { Owner.withOwner(of: $0, else: GTK_SIZE_REQUEST_CONSTANT_SIZE) { $0.requestMode } },
            measure: { instance, orientation, forSize, minimum, natural in
                let size = Owner.withOwner(of: instance, else: (minimum: 0, natural: 0)) { $0.measureWidget(orientation, forSize: forSize) }
                minimum?.pointee = size.minimum
                natural?.pointee = size.natural
            },
            size_allocate: { instance, width, height in Owner.withOwner(of: instance) { $0.allocateWidget(width: width, height: height) } },
            css_changed: { Owner.withOwner(of: $0) { $0.styleChanged() } },
            system_setting_changed: { instance, setting in Owner.withOwner(of: instance) { $0.systemSettingChanged(setting) } },
            scrolling_changed: { Owner.withOwner(of: $0) { $0.applyScrollingMode() } },
            grab_focus: { Owner.withOwner(of: $0, else: false) { $0.grabFocus() } ? 1 : 0 },
            focus_entering: { instance, direction in
                Owner.withOwner(of: instance) { $0.focusEntering(backwards: direction == GTK_DIR_TAB_BACKWARD) }
            },
            action: { instance, name, parameter in
                guard let action = name.flatMap({ CollectionAction(rawValue: String(cString: $0)) }) else { return }
                let argument = parameter.map { String(cString: $0) }
                Owner.withOwner(of: instance) { $0.perform(action, argument: argument) }
            })
        let type = MainActor.assumeIsolated { properties.withSpecs { tfs_tag_collection_register(&object, &hooks, $0, $1) } }
        CollectionSignal.install(on: type)
        MainActor.assumeIsolated { GLibMainContext.serveSwiftMainQueue() }
        return type
    }()

    static let cannotDrawKey = "tagflow-cannot-draw"
}
