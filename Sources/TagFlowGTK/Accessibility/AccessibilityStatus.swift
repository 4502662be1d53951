#if canImport(Glibc)
import Glibc
#endif
import CGtk

/// Whether an assistive technology listens, decided as Chromium and Firefox decide it on Linux:
/// `ACCESSIBILITY_ENABLED` or `GNOME_ACCESSIBILITY` set to 1 in the environment means yes,
/// `GTK_A11Y=none` means no; otherwise the accessibility bus says, through `IsEnabled` of
/// `org.a11y.Status` on `org.a11y.Bus` (set by a screen reader when it starts), followed live.
///
/// The widgets build their accessible children only while it is on (`AccessibilityMirror`): GTK
/// 4.8 puts every app on the bus whatever happens, and a child widget per tag in view costs
/// time and memory nobody uses without a screen reader.
///
/// One status per process, confined to the main actor, where GTK and GDBus's callbacks run:
/// the proxy is made by the first widget that asks, and each widget is told of a change through
/// its registration (held weakly).
@MainActor
final class AccessibilityStatus {
    /// The process's status.
    static let shared = AccessibilityStatus()

    /// Whether an assistive technology listens now.
    private(set) var isEnabled: Bool
    /// What the environment decided (`nil`: the bus decides).
    private let forced: Bool?
    private var proxy: UnsafeMutablePointer<GDBusProxy>?
    private var isWatching = false
    private var listeners: [ObjectIdentifier: Listener] = [:]

    private final class Listener {
        weak var widget: TagCollectionWidget?
        init(_ widget: TagCollectionWidget) { self.widget = widget }
    }

    private init() {
        forced = Self.decision(environment: { name in getenv(name).map { String(cString: $0) } })
        isEnabled = forced ?? false
    }

    /// What the environment says, as Chromium reads it: `nil` when it leaves it to the bus.
    nonisolated static func decision(environment: (String) -> String?) -> Bool? {
        if environment("GTK_A11Y") == "none" { return false }
        if environment("ACCESSIBILITY_ENABLED") == "1" || environment("GNOME_ACCESSIBILITY") == "1" { return true }
        return nil
    }

    /// Tells `widget` of every change from now on (`accessibilityStatusChanged()`), and starts
    /// watching the bus if nothing does yet.
    func register(_ widget: TagCollectionWidget) {
        listeners[ObjectIdentifier(widget)] = Listener(widget)
        guard forced == nil, !isWatching else { return }
        isWatching = true
        g_dbus_proxy_new_for_bus(
            G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_NONE, nil, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Status", nil,
            onStatusProxyReady, nil)
    }

    /// Stops telling `widget` (it is going away).
    func unregister(_ widget: TagCollectionWidget) {
        listeners[ObjectIdentifier(widget)] = nil
    }

    /// The proxy arrived (or could not be made: no session bus, no accessibility bus; then
    /// nobody listens).
    fileprivate func proxyReady(_ proxy: UnsafeMutablePointer<GDBusProxy>?) {
        guard let proxy else { return }
        self.proxy = proxy
        g_signal_connect_data(
            UnsafeMutableRawPointer(proxy), "g-properties-changed", unsafeBitCast(onStatusChanged, to: GCallback.self), nil, nil,
            GConnectFlags(0))
        readStatus()
    }

    /// Reads `IsEnabled` from the proxy's cache and tells the widgets when it changed.
    fileprivate func readStatus() {
        guard let proxy else { return }
        var enabled = false
        if let value = g_dbus_proxy_get_cached_property(proxy, "IsEnabled") {
            if g_variant_is_of_type(value, g_variant_type_checked_("b")) != 0 { enabled = g_variant_get_boolean(value) != 0 }
            g_variant_unref(value)
        }
        guard enabled != isEnabled else { return }
        isEnabled = enabled
        listeners = listeners.filter { $0.value.widget != nil }
        for listener in listeners.values { listener.widget?.accessibilityStatusChanged() }
    }
}

private let onStatusProxyReady: GAsyncReadyCallback = { _, result, _ in
    onMainActor(result) { result in
        var error: UnsafeMutablePointer<GError>? = nil
        let proxy = g_dbus_proxy_new_for_bus_finish(result, &error)
        if let error { g_error_free(error) }
        AccessibilityStatus.shared.proxyReady(proxy)
    }
}

private let onStatusChanged: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<UnsafePointer<CChar>?>?, UnsafeMutableRawPointer?) -> Void = {
    _, _, _, _ in
    MainActor.assumeIsolated { AccessibilityStatus.shared.readStatus() }
}
