import CGtk
import CGtkShim

// GLib's C API as Swift sees it, and the few helpers it needs.
//
// `g_signal_connect` is a macro; `connectSignal` is what it expands to. A C callback cannot
// capture, so each handler is a `@convention(c)` closure literal with exactly its signal's
// signature (one typealias per signature below: a wrong one compiles and fails only at run
// time) and gets the object it serves through `user_data`.

/// Connects `handler` to `signal` of the GObject `instance`, with `data` as its user data.
@discardableResult
func connectSignal<Handler>(
    _ instance: UnsafeMutableRawPointer?, _ signal: String, _ handler: Handler, _ data: UnsafeMutableRawPointer?
) -> gulong {
    precondition(MemoryLayout<Handler>.size == MemoryLayout<GCallback>.size, "a signal handler must be a @convention(c) function")
    return g_signal_connect_data(instance, signal, unsafeBitCast(handler, to: GCallback.self), data, nil, GConnectFlags(0))
}

/// A typed GObject pointer as the untyped `gpointer` GLib takes.
@inline(__always) func untyped<T>(_ pointer: UnsafeMutablePointer<T>?) -> UnsafeMutableRawPointer? { UnsafeMutableRawPointer(pointer) }
/// An opaque GObject pointer (final types, interfaces) as the untyped `gpointer` GLib takes.
@inline(__always) func untyped(_ pointer: OpaquePointer?) -> UnsafeMutableRawPointer? { UnsafeMutableRawPointer(pointer) }

/// Signals with no arguments: GtkWidget `realize`/`unrealize`/`destroy`, GtkAdjustment
/// `value-changed`/`changed`, GtkEventControllerMotion and GtkDropTarget `leave`, GtkButton
/// `clicked`, GdkDrag `dnd-finished`.
typealias VoidSignalHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
/// GtkGestureDrag `drag-begin` (start x, y), `drag-update`/`drag-end` (offset x, y);
/// GtkEventControllerMotion `enter`/`motion` (x, y).
typealias PointSignalHandler = @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void
/// GtkGestureClick `pressed`: (gesture, the number of presses, x, y).
typealias ClickSignalHandler = @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void
/// GtkWidget `query-tooltip`: (widget, x, y, keyboard mode, GtkTooltip*) → show it.
typealias TooltipSignalHandler = @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, Int32, Int32, gboolean, OpaquePointer?, UnsafeMutableRawPointer?
) -> gboolean
/// GtkGesture `cancel`: (gesture, GdkEventSequence*).
typealias SequenceSignalHandler = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void
/// GtkEventControllerKey `key-pressed`: (controller, keyval, keycode, modifiers) → handled.
typealias KeySignalHandler = @convention(c) (OpaquePointer?, UInt32, UInt32, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean
/// GObject `notify::<property>`: (object, GParamSpec*).
typealias NotifySignalHandler = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void
/// GtkWidget `direction-changed`: (widget, the previous direction).
typealias DirectionSignalHandler = @convention(c) (OpaquePointer?, GtkTextDirection, UnsafeMutableRawPointer?) -> Void
/// GSimpleAction `activate`: (action, GVariant* parameter).
typealias ActionSignalHandler = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void
/// GdkDrag `cancel`: (drag, the reason).
typealias DragCancelSignalHandler = @convention(c) (OpaquePointer?, GdkDragCancelReason, UnsafeMutableRawPointer?) -> Void
/// GtkDropTarget `accept`: (target, GdkDrop*) → the drop may happen here.
typealias DropAcceptSignalHandler = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean
/// GtkDropTarget `enter`/`motion`: (target, x, y) → the action a drop would take.
typealias DropMotionSignalHandler = @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> GdkDragAction
/// GtkDropTarget `drop`: (target, the GValue dropped, x, y) → taken.
typealias DropSignalHandler = @convention(c) (OpaquePointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?) -> gboolean
/// GtkWindow `close-request`: (window) → stop the close.
typealias CloseRequestSignalHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean

/// Seconds on GLib's monotonic clock — the clock of `gdk_frame_clock_get_frame_time`, and (on X11)
/// of event times.
func monotonicSeconds() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

/// Connects `handler` with `object` as its user data, retained for as long as the connection
/// lives: GLib releases it when the handler is disconnected or the emitting object finalized, so
/// the handler can never see freed memory.
@discardableResult
func connectSignal<Handler>(_ instance: UnsafeMutableRawPointer?, _ signal: String, _ handler: Handler, retained object: AnyObject) -> gulong {
    precondition(MemoryLayout<Handler>.size == MemoryLayout<GCallback>.size, "a signal handler must be a @convention(c) function")
    let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }
    return g_signal_connect_data(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), Unmanaged.passRetained(object).toOpaque(), release,
        GConnectFlags(0))
}
