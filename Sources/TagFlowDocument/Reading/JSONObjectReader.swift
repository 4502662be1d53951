import TagFlow
import TagFlowJSON

/// The members of an object whose keys have been checked, read by name.
public struct JSONObjectReader: Sendable {
    /// The object's members, in document order.
    public let members: [JSONValue.Member]
    /// Where the object is in its document.
    public let path: ValuePath

    /// Whether the object has member `key` (even if its value is `null`).
    public func contains(_ key: String) -> Bool {
        members.contains { $0.key == key }
    }

    /// A reader for member `key`, or `nil` when the object has no such member.
    public func member(_ key: String) -> JSONReader? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        return JSONReader(member.value, path: path.appending(key: key))
    }

    /// A reader for member `key`, or `nil` when the object has no such member or its value is
    /// `null` (for keys whose default is "none").
    public func nonNullMember(_ key: String) -> JSONReader? {
        guard let reader = member(key), !reader.isNull else { return nil }
        return reader
    }

    /// A reader for member `key`, which must be present.
    public func requiredMember(_ key: String) throws(TagFlowError) -> JSONReader {
        guard let reader = member(key) else {
            throw TagFlowError.document(at: path, "missing required key \(JSONWriter.quoted(key))")
        }
        return reader
    }
}
