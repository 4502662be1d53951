import TagFlow
import TagFlowJSON

/// Tags as they travel between processes on the clipboard and in drags, beside their text: the
/// MIME type `application/x-tagflow-tags+json`, a UTF-8 JSON object `{"tags": [ … ]}` whose
/// `tags` are entries of a layout document's `tags` (`TagEntry`), so any program that writes
/// `tagflow` documents writes them, and what a paste reads is held to a document's limits.
package enum TagTransfer {
    /// The MIME type the tags are offered and read as.
    package static let mimeType = "application/x-tagflow-tags+json"

    /// `tags` as the MIME type's UTF-8 JSON.
    package static func encode(_ tags: [TextTag]) -> [UInt8] {
        let document: JSONValue = ["tags": .array(tags.map(TagEntry.document(of:)))]
        // Every number a tag holds is finite (styles are validated), so writing cannot fail.
        let text = (try? JSONWriter.write(document)) ?? #"{"tags":[]}"#
        return Array(text.utf8)
    }

    /// The tags in `bytes`, the MIME type's JSON from another process, under the ids of their
    /// indices.
    /// - Throws: `TagFlowError` for bytes that are not JSON, not of this shape, or past a
    ///   document's limits (size, text, fonts), at the value that is wrong.
    package static func decode(_ bytes: [UInt8]) throws(TagFlowError) -> [TextTag] {
        let reader = try JSONReader(parsing: bytes)
        let entries = try reader.object(allowedKeys: ["tags"]).requiredMember("tags").array()
        var tags: [TextTag] = []
        for (index, entry) in entries.enumerated() {
            let tag = try TagEntry(document: entry, index: index).tag
            do { try tag.validate() } catch { throw error.prefixed(with: entry.path) }
            tags.append(tag)
        }
        return tags
    }
}
