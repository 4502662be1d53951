#if canImport(Glibc)
import Glibc
#endif
import CGtk
import CGtkShim

/// A GObject property's value as the widget reads and writes it: one case per kind of
/// `GParamSpec` the class installs.
enum PropertyValue: Hashable, Sendable {
    case bool(Bool)
    case int(Int)
    case uint(Int)
    case double(Double)
    /// An enumeration's value, as GObject numbers it (`GEnumNicks`).
    case enumeration(Int32)
    /// A flags value's bits (`GFlags`).
    case flags(UInt32)
    case string(String)
    case strings([String])
    /// An object's address, read only (GObject takes a reference of its own).
    case object(UInt)

    /// The value of `value`, read as the same kind as `self` (the property's current value).
    func reading(_ value: UnsafePointer<GValue>) -> PropertyValue {
        switch self {
        case .bool: .bool(g_value_get_boolean(value) != 0)
        case .int: .int(Int(g_value_get_int(value)))
        case .uint: .uint(Int(g_value_get_uint(value)))
        case .double: .double(g_value_get_double(value))
        case .enumeration: .enumeration(g_value_get_enum(value))
        case .flags: .flags(g_value_get_flags(value))
        case .string: .string(g_value_get_string(value).map { String(cString: $0) } ?? "")
        case .strings: .strings(Self.strings(of: g_value_get_boxed(value)))
        case .object: self
        }
    }

    /// Writes the value into `value`, which GObject has set up for the property's type.
    func write(to value: UnsafeMutablePointer<GValue>) {
        switch self {
        case .bool(let flag): g_value_set_boolean(value, flag ? 1 : 0)
        case .int(let number): g_value_set_int(value, Int32(clamping: number))
        case .uint(let number): g_value_set_uint(value, UInt32(clamping: number))
        case .double(let number): g_value_set_double(value, number)
        case .enumeration(let number): g_value_set_enum(value, number)
        case .flags(let bits): g_value_set_flags(value, bits)
        case .string(let string): g_value_set_string(value, string)  // GLib copies it
        case .strings(let strings):
            var pointers = strings.map { strdup($0) } + [nil]
            defer { pointers.forEach { free($0) } }
            pointers.withUnsafeMutableBufferPointer { g_value_set_boxed(value, $0.baseAddress) }  // GLib copies them
        case .object(let address): g_value_set_object(value, UnsafeMutableRawPointer(bitPattern: address))
        }
    }

    /// The strings of a NULL-terminated `char **` (none for NULL).
    static func strings(of strv: UnsafeMutableRawPointer?) -> [String] {
        guard var entry = strv?.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self) else { return [] }
        var strings: [String] = []
        while let string = entry.pointee {
            strings.append(String(cString: string))
            entry += 1
        }
        return strings
    }
}

/// Swift enumerations as the GEnum types of the class: each case is the value whose nick is the
/// case's name in kebab case (`spaceBetween` is `space-between`).
enum GEnumNicks {
    /// The GObject number of the case named `name` in `type`, or 0 when the type has none.
    static func value(of name: String, in type: GType) -> Int32 {
        let enumClass = g_type_class_ref(type).assumingMemoryBound(to: GEnumClass.self)
        defer { g_type_class_unref(enumClass) }
        return g_enum_get_value_by_nick(enumClass, kebab(name))?.pointee.value ?? 0
    }

    /// The name of the case numbered `value` in `type` (camel case), or `nil` when there is none.
    static func name(of value: Int32, in type: GType) -> String? {
        let enumClass = g_type_class_ref(type).assumingMemoryBound(to: GEnumClass.self)
        defer { g_type_class_unref(enumClass) }
        guard let nick = g_enum_get_value(enumClass, value)?.pointee.value_nick else { return nil }
        return camel(String(cString: nick))
    }

    /// `spaceBetween` → `space-between`.
    static func kebab(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
        }
    }

    /// `space-between` → `spaceBetween`.
    static func camel(_ nick: String) -> String {
        let words = nick.split(separator: "-")
        return words.prefix(1).joined() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
