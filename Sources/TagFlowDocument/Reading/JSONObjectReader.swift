import TagFlow
import TagFlowJSON

/// The members of an object whose keys have been checked, read by name.
package struct JSONObjectReader: Sendable {
    /// The object's members, in document order.
    package let members: [JSONValue.Member]
    /// Where the object is in its document.
    package let path: ValuePath

    /// Whether the object has member `key` (even if its value is `null`).
    package func contains(_ key: String) -> Bool {
        members.contains { $0.key == key }
    }

    /// A reader for member `key`, or `nil` when the object has no such member.
    package func member(_ key: String) -> JSONReader? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        return JSONReader(member.value, path: path.appending(key: key))
    }

    /// A reader for member `key`, or `nil` when the object has no such member or its value is
    /// `null` (for keys whose default is "none").
    package func nonNullMember(_ key: String) -> JSONReader? {
        guard let reader = member(key), !reader.isNull else { return nil }
        return reader
    }

    /// A reader for member `key`, which must be present.
    package func requiredMember(_ key: String) throws(TagFlowError) -> JSONReader {
        guard let reader = member(key) else {
            throw TagFlowError.document(at: path, "missing required key \(JSONWriter.quoted(key))")
        }
        return reader
    }
}
