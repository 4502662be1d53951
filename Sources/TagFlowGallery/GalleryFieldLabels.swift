import TagFlowJSON

/// A field panel's label filled from what `tagflow layout` answered for it, so the words under
/// the picture are the field's own: `{refused}` becomes its first refusal (from the didRefuse
/// callback), `{invalid}` its first invalid tag with the reason.
enum GalleryFieldLabels {
    /// `label` with `{refused}` and `{invalid}` replaced from `result`, a field's layout output.
    static func filled(_ label: String, from result: JSONValue) -> String {
        var label = label
        if label.contains("{refused}") { label = label.replacing("{refused}", with: refusal(in: result) ?? "nothing refused") }
        if label.contains("{invalid}") { label = label.replacing("{invalid}", with: invalidTag(in: result) ?? "no invalid tag") }
        return label
    }

    /// The first didRefuse callback in words: the text and why, a duplicate named by its text.
    private static func refusal(in result: JSONValue) -> String? {
        guard case .array(let callbacks)? = result["callbacks"],
            let refused = callbacks.first(where: { $0["name"] == "didRefuse" })?["arguments"],
            case .string(let text)? = refused["text"], let reason = refused["reason"]
        else { return nil }
        switch reason["kind"] {
        case "duplicate"?:
            let original = tagText(id: reason["of"], in: result) ?? "a tag"
            return "“\(text)” refused (duplicate of “\(original)”)"
        case "limit"?:
            return "“\(text)” refused at the limit"
        default:
            if case .string(let why)? = reason["reason"] { return "“\(text)” refused: \(why)" }
            return "“\(text)” refused"
        }
    }

    /// The first tag with an invalid reason, and the reason.
    private static func invalidTag(in result: JSONValue) -> String? {
        guard case .array(let tags)? = result["tags"] else { return nil }
        for tag in tags {
            if case .string(let text)? = tag["text"], case .string(let reason)? = tag["invalidReason"] {
                return "“\(text)” invalid: \(reason)"
            }
        }
        return nil
    }

    /// The text of the tag whose id is `id`.
    private static func tagText(id: JSONValue?, in result: JSONValue) -> String? {
        guard case .array(let tags)? = result["tags"], let tag = tags.first(where: { $0["id"] == id }),
            case .string(let text)? = tag["text"]
        else { return nil }
        return text
    }
}
