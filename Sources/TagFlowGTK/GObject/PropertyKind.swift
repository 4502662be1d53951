import CGtk
import CGtkShim

// The kinds of the classes' GObject properties, each with the Swift type its table row reads
// and writes: `.bool()`, `.uint(0...1_000_000)`, `.enumeration(tfs_alignment_get_type(), default: "leading")`…

extension PropertyKind where Value == Bool {
    static func bool(default value: Bool = false) -> Self {
        Self(declaration: PropertyDeclaration(kind: TFS_PROPERTY_BOOL, defaultNumber: value ? 1 : 0), wrap: { .bool($0) }) {
            if case .bool(let flag) = $0 { flag } else { nil }
        }
    }
}

extension PropertyKind where Value == Int {
    /// A `gint` in `range`.
    static func int(_ range: ClosedRange<Int>, default value: Int) -> Self {
        Self(declaration: .number(TFS_PROPERTY_INT, range, value), wrap: { .int($0) }) {
            if case .int(let number) = $0 { number } else { nil }
        }
    }

    /// A `guint` in `range` (by default every `gint` from 0).
    static func uint(_ range: ClosedRange<Int> = 0...Int(Int32.max), default value: Int = 0) -> Self {
        Self(declaration: .number(TFS_PROPERTY_UINT, range, value), wrap: { .uint($0) }) {
            if case .uint(let number) = $0 { number } else { nil }
        }
    }
}

extension PropertyKind where Value == Double {
    static func double(_ range: ClosedRange<Double>, default value: Double) -> Self {
        let declaration = PropertyDeclaration(kind: TFS_PROPERTY_DOUBLE, range: range, defaultNumber: value)
        return Self(declaration: declaration, wrap: { .double($0) }) {
            if case .double(let number) = $0 { number } else { nil }
        }
    }
}

extension PropertyKind where Value == String {
    static func string(default value: String = "") -> Self {
        Self(declaration: PropertyDeclaration(kind: TFS_PROPERTY_STRING, defaultString: value), wrap: { .string($0) }) {
            if case .string(let text) = $0 { text } else { nil }
        }
    }

    /// A value of the GEnum `type`, read and written as its Swift case's name (`GEnumNicks`).
    static func enumeration(_ type: GType, default name: String) -> Self {
        let declaration = PropertyDeclaration(
            kind: TFS_PROPERTY_ENUM, valueType: type, defaultNumber: Double(GEnumNicks.value(of: name, in: type)))
        return Self(declaration: declaration, wrap: { .enumeration(GEnumNicks.value(of: $0, in: type)) }) {
            if case .enumeration(let number) = $0 { GEnumNicks.name(of: number, in: type) } else { nil }
        }
    }
}

extension PropertyKind where Value == UInt32 {
    /// Bits of the GFlags `type`.
    static func flags(_ type: GType, default bits: UInt32) -> Self {
        Self(declaration: PropertyDeclaration(kind: TFS_PROPERTY_FLAGS, valueType: type, defaultNumber: Double(bits)), wrap: { .flags($0) }) {
            if case .flags(let bits) = $0 { bits } else { nil }
        }
    }
}

extension PropertyKind where Value == [String] {
    /// A `GStrv`.
    static var strings: Self {
        Self(declaration: PropertyDeclaration(kind: TFS_PROPERTY_STRV), wrap: { .strings($0) }) {
            if case .strings(let strings) = $0 { strings } else { nil }
        }
    }
}

extension PropertyKind where Value == UnsafeMutableRawPointer? {
    /// An instance of `type`, read only (GObject takes a reference of its own).
    static func object(_ type: GType) -> Self {
        Self(declaration: PropertyDeclaration(kind: TFS_PROPERTY_OBJECT, valueType: type), wrap: { .object(UInt(bitPattern: $0)) }) { _ in
            nil  // read only: never written
        }
    }
}

extension PropertyDeclaration {
    static func number(_ kind: TfsPropertyKind, _ range: ClosedRange<Int>, _ value: Int) -> Self {
        PropertyDeclaration(kind: kind, range: Double(range.lowerBound)...Double(range.upperBound), defaultNumber: Double(value))
    }
}
