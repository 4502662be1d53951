import CGtk
import CGtkShim

extension TagCollectionWidget: GObjectOwner {
    /// The GObject type of `widget`, `TagFlowTagCollection` (CSS name `tagcollection`, a
    /// `GtkScrollable`), registered on first use. A `GtkBuilder` finds it by name once it is
    /// registered: call `g_type_ensure(TagCollectionWidget.gType)` before reading a `.ui` file
    /// that names it. Registering it also serves Swift's main queue in GLib's main context.
    public static let gType: GType = {
        // A once-only static: a GObject type is registered once per process and never unregistered.
        var hooks = TfsTagCollectionHooks(
            dispose: { TagCollectionWidget.instanceDisposed($0) },
            set_property: { TagCollectionWidget.setProperty($0, row: $1, from: $2) },
            get_property: { TagCollectionWidget.getProperty($0, row: $1, into: $2) },
            request_mode: hookRequestMode, measure: hookMeasure, size_allocate: hookSizeAllocate,
            css_changed: hookStyleChanged, system_setting_changed: hookSystemSettingChanged,
            scrolling_changed: hookScrollingChanged, grab_focus: hookGrabFocus, focus_entering: hookFocusEntering,
            action: hookAction)
        let type = MainActor.assumeIsolated { properties.withSpecs { tfs_tag_collection_register(&hooks, $0, $1) } }
        CollectionSignal.install(on: type)
        MainActor.assumeIsolated { GLibMainContext.serveSwiftMainQueue() }
        return type
    }()

    static let cannotDrawKey = "tagflow-cannot-draw"
}

// The class's hooks: GTK calls them on the main thread with the instance.

private let hookRequestMode: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> GtkSizeRequestMode = { instance in
    onMainActor(instance) { TagCollectionWidget.owner(ofInstance: $0)?.requestMode ?? GTK_SIZE_REQUEST_CONSTANT_SIZE }
}

private let hookMeasure: @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void = { instance, orientation, forSize, minimum, natural in
    onMainActor(instance, minimum, natural) { instance, minimum, natural in
        let size = TagCollectionWidget.owner(ofInstance: instance)?.measureWidget(orientation, forSize: forSize) ?? (minimum: 0, natural: 0)
        minimum?.pointee = size.minimum
        natural?.pointee = size.natural
    }
}

private let hookSizeAllocate: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32) -> Void = { instance, width, height in
    onMainActor(instance) { TagCollectionWidget.owner(ofInstance: $0)?.allocateWidget(width: width, height: height) }
}

private let hookStyleChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { instance in
    onMainActor(instance) { TagCollectionWidget.owner(ofInstance: $0)?.styleChanged() }
}

private let hookSystemSettingChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkSystemSetting) -> Void = {
    instance, setting in
    onMainActor(instance) { TagCollectionWidget.owner(ofInstance: $0)?.systemSettingChanged(setting) }
}

private let hookScrollingChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { instance in
    onMainActor(instance) { TagCollectionWidget.owner(ofInstance: $0)?.applyScrollingMode() }
}

private let hookGrabFocus: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> gboolean = { instance in
    onMainActor(instance) { TagCollectionWidget.owner(ofInstance: $0)?.grabFocus() == true ? 1 : 0 }
}

private let hookFocusEntering: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType) -> Void = { instance, direction in
    onMainActor(instance) { TagCollectionWidget.owner(ofInstance: $0)?.focusEntering(backwards: direction == GTK_DIR_TAB_BACKWARD) }
}

private let hookAction: @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Void = {
    instance, name, parameter in
    guard let action = name.flatMap({ CollectionAction(rawValue: String(cString: $0)) }) else { return }
    let argument = parameter.map { String(cString: $0) }
    onMainActor(instance) { TagCollectionWidget.owner(ofInstance: $0)?.perform(action, argument: argument) }
}
