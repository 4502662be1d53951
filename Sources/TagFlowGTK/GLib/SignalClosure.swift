import CGtk
import CGtkShim

/// One argument a GObject signal was emitted with, as a Swift value.
public enum SignalValue: Hashable, Sendable {
    /// An `int`, `uint`, `long`, `ulong`, `int64`, `uint64` or `enum` (its value).
    case integer(Int)
    /// A `float` or `double`.
    case double(Double)
    /// A `boolean`.
    case bool(Bool)
    /// A string, or `nil` for NULL.
    case string(String?)
    /// Anything else (objects, boxed values), not converted.
    case other(typeName: String)

    /// The value of `value`, copied out of GLib's storage.
    init(_ value: UnsafePointer<GValue>) {
        let fundamental = String(cString: g_type_name(g_type_fundamental(value.pointee.g_type)))
        switch fundamental {
        case "gint": self = .integer(Int(g_value_get_int(value)))
        case "guint": self = .integer(Int(g_value_get_uint(value)))
        case "glong": self = .integer(g_value_get_long(value))
        case "gulong": self = .integer(Int(truncatingIfNeeded: g_value_get_ulong(value)))
        case "gint64": self = .integer(Int(g_value_get_int64(value)))
        case "guint64": self = .integer(Int(truncatingIfNeeded: g_value_get_uint64(value)))
        case "GEnum": self = .integer(Int(g_value_get_enum(value)))
        case "gfloat": self = .double(Double(g_value_get_float(value)))
        case "gdouble": self = .double(g_value_get_double(value))
        case "gboolean": self = .bool(g_value_get_boolean(value) != 0)
        case "gchararray": self = .string(g_value_get_string(value).map { String(cString: $0) })
        default: self = .other(typeName: String(cString: g_type_name(value.pointee.g_type)))
        }
    }
}

/// The arguments a signal was emitted with, after the emitting instance: "tag-removed" gives
/// `[.integer(2), .string("Swift"), .string("Swift")]`; an object argument (a list factory's
/// `GtkListItem`) is `.other` there and its pointer is `object(_:)`.
public struct SignalArguments: Hashable, Sendable {
    /// The arguments, in order.
    public var values: [SignalValue]
    /// The addresses of the object arguments, by position (valid while the handler runs).
    private var objects: [Int: UInt] = [:]

    /// Creates arguments.
    public init(_ values: [SignalValue]) {
        self.values = values
    }

    /// The arguments of a signal emission: `count` GValues.
    init(_ values: UnsafePointer<GValue>, count: Int) {
        self.values = (0..<count).map { SignalValue(values + $0) }
        for index in 0..<count where g_type_check_value_holds(values + index, g_object_get_type()) != 0 {
            objects[index] = UInt(bitPattern: g_value_get_object(values + index))
        }
    }

    /// The object at `index` — a `GtkListItem`, a `GtkWidget` — for the length of the handler
    /// (take a reference to keep it longer), or `nil` when the argument there is not an object.
    ///
    /// ```swift
    /// onSignal(UnsafeMutableRawPointer(factory), "bind") { arguments in
    ///     let item = arguments.object(0)   // the GtkListItem to fill
    /// }
    /// ```
    public func object(_ index: Int) -> OpaquePointer? { objects[index].flatMap { OpaquePointer(bitPattern: $0) } }

    /// The integer at `index`, or `nil` when there is none there.
    public func integer(_ index: Int) -> Int? {
        guard values.indices.contains(index), case .integer(let value) = values[index] else { return nil }
        return value
    }

    /// The string at `index`, or `nil` when there is none there (or it is NULL).
    public func string(_ index: Int) -> String? {
        guard values.indices.contains(index), case .string(let value) = values[index] else { return nil }
        return value
    }
}

/// Calls `body` with the arguments whenever the GObject `instance` emits `signal` (a detailed
/// name works too: `"notify::selected-tags"`), for as long as `instance` lives or until the
/// returned handler id is disconnected (`g_signal_handler_disconnect`); the closure is released
/// then. GTK emits on the main thread, where `body` runs.
///
/// ```swift
/// onSignal(tags.widget, "tag-removed") { arguments in print("removed", arguments.string(1) ?? "") }
/// onSignal(button, "clicked") { try? tags.performBatchUpdates { try $0.deselectAll() } }
/// ```
@MainActor @discardableResult
public func onSignal(
    _ instance: UnsafeMutableRawPointer?, _ signal: String, _ body: @escaping @MainActor (SignalArguments) -> Void
) -> gulong {
    let data = Unmanaged.passRetained(SignalBody(body)).toOpaque()
    let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), data)
    g_closure_add_finalize_notifier(closure, data) { data, _ in
        if let data { Unmanaged<SignalBody>.fromOpaque(data).release() }
    }
    g_closure_set_marshal(closure, marshalSignal)
    return g_signal_connect_closure(instance, signal, closure, 0)
}

/// `onSignal(_:_:_:)` for a handler that needs no arguments.
@MainActor @discardableResult
public func onSignal(_ instance: UnsafeMutableRawPointer?, _ signal: String, _ body: @escaping @MainActor () -> Void) -> gulong {
    onSignal(instance, signal) { (_: SignalArguments) in body() }
}

/// `onSignal(_:_:_:)` on a typed GObject pointer (`GtkApplication`, `GtkWidget`, …).
@MainActor @discardableResult
public func onSignal<Object>(
    _ instance: UnsafeMutablePointer<Object>?, _ signal: String, _ body: @escaping @MainActor (SignalArguments) -> Void
) -> gulong {
    onSignal(UnsafeMutableRawPointer(instance), signal, body)
}

/// `onSignal(_:_:_:)` on a typed GObject pointer, for a handler that needs no arguments.
@MainActor @discardableResult
public func onSignal<Object>(_ instance: UnsafeMutablePointer<Object>?, _ signal: String, _ body: @escaping @MainActor () -> Void) -> gulong {
    onSignal(UnsafeMutableRawPointer(instance), signal, body)
}

/// `onSignal(_:_:_:)` on an opaque GObject pointer (final GTK types: `GtkEntry`'s, say).
@MainActor @discardableResult
public func onSignal(_ instance: OpaquePointer?, _ signal: String, _ body: @escaping @MainActor () -> Void) -> gulong {
    onSignal(UnsafeMutableRawPointer(instance), signal, body)
}

/// The Swift closure a GClosure calls.
private final class SignalBody {
    let body: @MainActor (SignalArguments) -> Void
    init(_ body: @escaping @MainActor (SignalArguments) -> Void) { self.body = body }
}

/// Hands a signal's arguments (after the instance, `parameters[0]`) to the closure's body.
private let marshalSignal: GClosureMarshal = { closure, _, count, parameters, _, _ in
    let arguments = count > 1 ? SignalArguments(parameters! + 1, count: Int(count) - 1) : SignalArguments([])
    onMainActor(closure) { Unmanaged<SignalBody>.fromOpaque($0!.pointee.data).takeUnretainedValue().body(arguments) }
}
