import TagFlow

extension DocumentError {
    /// The document error for a component error raised while playing `events[eventIndex]`, at the
    /// path of the offending value: times that go backwards and non-finite times at
    /// `$.events[3].time`, non-finite coordinates at `$.events[3].x` / `.y`, anything else (a
    /// measuring failure after a selection changed a tag's style) at `$.events[3]`.
    public init(_ error: ComponentError, eventIndex: Int) {
        let event = JSONPath([.key("events"), .index(eventIndex)])
        switch error {
        case let .timeWentBackwards(_, time, previous):
            self.init(
                path: event.appending(key: "time"),
                message: "\(JSONWriter.format(time)) is earlier than the previous event's time "
                    + "\(JSONWriter.format(previous)); event times must not decrease")
        case let .invalidValue(name, value, allowed) where name.hasPrefix("event."):
            let key = switch name {
            case "event.location.x": "x"
            case "event.location.y": "y"
            default: "time"
            }
            self.init(
                path: event.appending(key: key),
                message: "\(JSONWriter.format(value)) is not allowed; it must be \(allowed)")
        default:
            self.init(path: event, message: "the event failed: \(error)")
        }
    }

    /// The document error for a component error raised while setting the component up: a bad
    /// option or viewport value (only possible for documents built in code) at the document key
    /// it came from (`options.longPressDuration` → `$.component.longPressDuration`,
    /// `options.selectionMode.limit` → `$.component.selection.limit`,
    /// `options.deleteZone.frame.width` → `$.component.deleteZone.width`,
    /// `viewport.contentOffset.x` → `$.component.viewport.offsetX`, `viewport.size.width` →
    /// `$.container.width`); anything else at `contentPath` (`$.items` or `$.tags`) or the entry
    /// it names (`tags[2]…` → `$.items[2]`), with the component's description as the message.
    /// Layout errors map as `init(_:itemsPath:)` does.
    public init(_ error: ComponentError, contentPath: JSONPath) {
        switch error {
        case .tagFlow(.layout(let layoutError)):
            self.init(layoutError, itemsPath: contentPath)
            return
        case let .invalidValue(name, value, allowed):
            if let path = Self.documentPath(ofSetting: name) {
                self.init(path: path, message: "\(JSONWriter.format(value)) is not allowed; it must be \(allowed)")
                return
            }
        case let .invalidCount(name, value, allowed):
            if let path = Self.documentPath(ofSetting: name) {
                self.init(path: path, message: "\(value) is not allowed; it must be \(allowed)")
                return
            }
        default:
            break
        }
        var path = contentPath
        let description = error.description
        if description.hasPrefix("tags["), let close = description.firstIndex(of: "]"),
            let index = Int(description[description.index(description.startIndex, offsetBy: 5)..<close])
        {
            path = contentPath.appending(index: index)
        }
        self.init(path: path, message: description)
    }

    /// The document path of a component setting named as `ComponentError` names it, or `nil`
    /// when the name is not an option or viewport value.
    private static func documentPath(ofSetting name: String) -> JSONPath? {
        let component = JSONPath([.key("component")])
        let parts = name.split(separator: ".").map(String.init)
        switch parts.first {
        case "viewport":
            switch parts.dropFirst().joined(separator: ".") {
            case "contentOffset.x": return component.appending(key: "viewport").appending(key: "offsetX")
            case "contentOffset.y": return component.appending(key: "viewport").appending(key: "offsetY")
            case "size.width": return JSONPath([.key("container"), .key("width")])
            case "size.height": return JSONPath([.key("container"), .key("height")])
            default: return nil
            }
        case "options":
            var keys = Array(parts.dropFirst())
            if keys.first == "selectionMode" { keys[0] = "selection" }
            if keys.first == "deleteZone", keys.count > 1, keys[1] == "frame" { keys.remove(at: 1) }
            guard !keys.isEmpty else { return nil }
            return JSONPath([.key("component")] + keys.map { JSONPath.Component.key($0) })
        default:
            return nil
        }
    }
}
