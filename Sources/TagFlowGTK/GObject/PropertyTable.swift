#if canImport(Glibc)
import Glibc
#endif
import CGtk
import CGtkShim

/// The GObject properties of `Owner`'s class, each declared once: row n is property id n + 1 in
/// the C shim, which installs the `GParamSpec`s from `withSpecs` and asks for row n's value.
struct PropertyTable<Owner: AnyObject> {
    let rows: [GObjectProperty<Owner>]

    init(_ rows: [GObjectProperty<Owner>]) {
        self.rows = rows
    }

    /// The row of the property `name`; a name not in the table is a programming error.
    func row(named name: String) -> Int {
        guard let row = rows.firstIndex(where: { $0.name == name }) else { preconditionFailure("no GObject property \(name)") }
        return row
    }

    /// The table as the C shim reads it, valid while `body` runs (the shim copies what it keeps).
    func withSpecs<Result>(_ body: (UnsafePointer<TfsPropertySpec>, guint) -> Result) -> Result {
        var strings: [UnsafeMutablePointer<CChar>] = []
        defer { strings.forEach { free($0) } }
        func copy(_ string: String) -> UnsafePointer<CChar> {
            strings.append(strdup(string)!)
            return UnsafePointer(strings[strings.count - 1])
        }
        let specs = rows.map { row in
            TfsPropertySpec(
                name: copy(row.name), nick: copy(row.nick), blurb: copy(row.blurb), kind: row.declaration.kind,
                value_type: row.declaration.valueType, minimum: row.declaration.range.lowerBound,
                maximum: row.declaration.range.upperBound, default_number: row.declaration.defaultNumber,
                default_string: row.declaration.defaultString.map(copy), writable: row.write == nil ? 0 : 1,
                explicit_notify: row.notification == .never ? 0 : 1)
        }
        return specs.withUnsafeBufferPointer { body($0.baseAddress!, guint($0.count)) }
    }
}
