import CGtk

/// The GObject signals of one of TagFlow's classes, each declared once, as a case: its name (the
/// case's in kebab case: `tagActivated` is `tag-activated`) and its arguments' types. Each runs
/// last and returns nothing; `install(on:)` creates them with the type, `emit(on:_:)` emits one.
protocol GObjectSignal: CaseIterable {
    /// The GType names of the arguments after the instance, in order ("gint", "gchararray",
    /// "gboolean", "gdouble").
    var parameters: [String] { get }
}

extension GObjectSignal {
    /// The signal's name.
    var name: String { GEnumNicks.kebab("\(self)") }

    /// Creates every signal on `type`, once, when the type is registered.
    static func install(on type: GType) {
        for signal in allCases {
            var types = signal.parameters.map { g_type_from_name($0) }
            g_signal_newv(signal.name, type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil, g_type_from_name("void"), guint(types.count), &types)
        }
    }

    /// Emits the signal on `instance` with `arguments`, one of each parameter's type in order
    /// (another count or kind is a programming error).
    func emit(on instance: UnsafeMutablePointer<GtkWidget>?, _ arguments: SignalValue...) {
        precondition(arguments.count == parameters.count, "\(name) takes \(parameters.count) arguments")
        var values = [GValue](repeating: GValue(), count: arguments.count + 1)
        g_value_init(&values[0], g_object_get_type())
        g_value_set_object(&values[0], UnsafeMutableRawPointer(instance))
        for (index, argument) in arguments.enumerated() {
            g_value_init(&values[index + 1], g_type_from_name(parameters[index]))
            argument.write(to: &values[index + 1])
        }
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        g_signal_emitv(values, g_signal_lookup(name, instanceType(instance)), 0, nil)
    }
}

/// The type of a GObject instance.
private func instanceType(_ instance: UnsafeMutablePointer<GtkWidget>?) -> GType {
    UnsafeMutableRawPointer(instance)!.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
}

extension SignalValue {
    /// Writes the value into `value`, set up for its parameter's type: an integer into a `gint`,
    /// a double, a boolean, a string (NULL for `nil`).
    func write(to value: UnsafeMutablePointer<GValue>) {
        switch self {
        case .integer(let number): g_value_set_int(value, Int32(clamping: number))
        case .double(let number): g_value_set_double(value, number)
        case .bool(let flag): g_value_set_boolean(value, flag ? 1 : 0)
        case .string(.some(let text)): g_value_set_string(value, text)  // GLib copies it
        case .string(.none): g_value_set_string(value, nil)
        case .other(let typeName): preconditionFailure("a signal is not emitted with a \(typeName)")
        }
    }
}
