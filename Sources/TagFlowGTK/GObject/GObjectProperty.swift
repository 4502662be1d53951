import CGtk
import CGtkShim
import TagFlow

/// One GObject property of `Owner`'s class, declared once: what its `GParamSpec` says (the C
/// shim installs it from `spec`) and how the Swift side reads and writes it (`read`, `write`).
/// A class's properties are a `PropertyTable`, whose rows are the GObject property ids.
struct GObjectProperty<Owner: AnyObject> {
    /// When the owner notifies the property.
    enum Notification {
        /// After any update or setting change, when its value differs from the one last notified.
        case whenChanged
        /// As `whenChanged`, but only after an update that changed tags: reading it walks every tag.
        case whenTagsChanged
        /// Where the owner knows it changed (a tag list, from an update's changes).
        case byOwner
        /// Never: it stays the same for the instance's life (no explicit notify).
        case never
    }

    let name: String
    let blurb: String
    let notification: Notification
    /// The kind's part of the `GParamSpec`: kind, type, range, defaults.
    let declaration: PropertyDeclaration
    /// The value now.
    let read: @MainActor (Owner) -> PropertyValue
    /// Sets a new value, of the kind `read` gives; `nil` for a read-only property.
    let write: (@MainActor (Owner, PropertyValue) throws(TagFlowError) -> Void)?

    /// The property `name`, whose value Swift reads as a `Value` with `get` and writes with
    /// `set` (none: read only).
    @MainActor
    init<Value>(
        _ name: String, _ blurb: String, _ kind: PropertyKind<Value>, notify: Notification = .whenChanged,
        get: @escaping @MainActor (Owner) -> Value, set: (@MainActor (Owner, Value) throws(TagFlowError) -> Void)? = nil
    ) {
        self.name = name
        self.blurb = blurb
        self.notification = notify
        declaration = kind.declaration
        read = { kind.wrap(get($0)) }
        guard let set else {
            write = nil
            return
        }
        write = { @MainActor (owner: Owner, value: PropertyValue) throws(TagFlowError) in
            // A value of another kind cannot come: it is read as `read`'s (`PropertyValue.reading`).
            if let value = kind.unwrap(value) { try set(owner, value) }
        }
    }

    /// GObject's nick: the name as words (`line-limit` → `Line limit`).
    var nick: String {
        let words = String(name.map { $0 == "-" ? " " : $0 })
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

/// The kind of a property's `GParamSpec` beyond its name: kind, type, range and default.
struct PropertyDeclaration {
    var kind: TfsPropertyKind
    var valueType: GType = 0
    var range: ClosedRange<Double> = 0...0
    var defaultNumber: Double = 0
    var defaultString: String?
}

/// A kind of GObject property whose Swift value is a `Value`: its declaration, and how a value
/// goes into a `PropertyValue` and back.
struct PropertyKind<Value> {
    let declaration: PropertyDeclaration
    let wrap: (Value) -> PropertyValue
    let unwrap: (PropertyValue) -> Value?
}
