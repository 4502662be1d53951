import TagFlow

extension DocumentError {
    /// The document error for an engine error, at the JSON path of the offending value:
    /// an item's size at `itemsPath[i]` (`$.items[3]`), `container.*` at `$.container.*`, and
    /// every configuration value at `$.layout.*` (`$.layout.contentInset.left`).
    ///
    /// - Parameter itemsPath: the array the items came from (`$.items`, or `$.tags` when the
    ///   items are measured tags).
    public init(_ error: LayoutError, itemsPath: JSONPath = JSONPath([.key("items")])) {
        switch error {
        case let .invalidItemSize(index, width, height):
            self.init(
                path: itemsPath.appending(index: index),
                message: "size \(JSONWriter.format(width)) × \(JSONWriter.format(height)) is not allowed; "
                    + "widths and heights must be finite and ≥ 0")
        case let .invalidValue(name, value, allowed):
            let keys = name.split(separator: ".").map { JSONPath.Component.key(String($0)) }
            let inContainer = keys.first == .key("container")
            self.init(
                path: JSONPath((inContainer ? [] : [.key("layout")]) + keys),
                message: "\(JSONWriter.format(value)) is not allowed; it must be \(allowed)")
        case let .negativeNumberOfLines(value):
            self.init(
                path: JSONPath([.key("layout"), .key("numberOfLines")]),
                message: "\(value) is not ≥ 0 (0 means no limit)")
        }
    }
}
