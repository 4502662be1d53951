import TagFlow
import TagFlowJSON

extension FieldScriptEvent {
    /// A field event type as a document names it, with the keys it takes.
    private enum EventType: String, CaseIterable {
        case text, paste, key, focus, blur, moveCaret, deleteText, pickSuggestion, suggestions

        /// The keys, in the order messages list them (all required but a key's `modifiers` and
        /// `repeat`).
        var keys: [String] {
            switch self {
            case .text, .paste: ["type", "text"]
            case .key: ["type", "key", "modifiers", "repeat", "time"]
            case .focus, .blur: ["type"]
            case .moveCaret: ["type", "offset"]
            case .deleteText: ["type", "from", "to"]
            case .pickSuggestion: ["type", "index"]
            case .suggestions: ["type", "query", "suggestions"]
            }
        }
    }

    /// The component script's types a field takes: the pointer events its tags answer.
    private static let pointerTypes: Set<String> = ["down", "move", "up", "cancel", "tap", "tick", "secondaryClick"]

    /// Reads one entry of a field document's `events`:
    ///
    /// - `text`, `paste`: `text` (a string, within the document's text limits), typed or pasted
    ///   at the caret;
    /// - `key`: `key` (an `InputEvent.Key` name: `left`, `right`, `up`, `down`, `home`, `end`,
    ///   `pageUp`, `pageDown`, `return`, `tab`, `escape`, `backspace`, `delete`, `space`, `a`,
    ///   `z`, `contextMenu`), optional `modifiers`
    ///   (as a component key's), optional `repeat` (a boolean, default `false`: the key's
    ///   auto-repeat) and `time`;
    /// - `focus`, `blur`: no other key;
    /// - `moveCaret`: `offset`, an integer ≥ 0 (in characters; past the draft's end is its end);
    /// - `deleteText`: `from` and `to`, integers with 0 ≤ `from` ≤ `to` (characters; cut at the
    ///   draft's end): the text entry's own deletion of a selection or a word;
    /// - `pickSuggestion`: `index`, an integer ≥ 0, a row of the shown suggestions;
    /// - `suggestions`: `query` (a string) and `suggestions` (as `field.suggestions`): an
    ///   asynchronous source's answer for the query;
    /// - `down`, `move`, `up`, `cancel`, `tap`, `tick`, `secondaryClick`: as in a component
    ///   script (`ScriptEvent.init(document:)`), handed to the tags.
    ///
    /// A component's `filter` and `sort` are refused: a field shows every tag in its order.
    init(document reader: JSONReader, budget: inout TextBudget) throws(TagFlowError) {
        guard case .object(let members) = reader.value else { throw reader.typeMismatch(expected: "an object") }
        let typeReader = try JSONObjectReader(members: members, path: reader.path).requiredMember("type")
        if case .string(let name) = typeReader.value, Self.pointerTypes.contains(name) {
            self = .pointer(try ScriptEvent(document: reader))
            return
        }
        if case .string(let name) = typeReader.value, name == "filter" || name == "sort" {
            throw typeReader.error(
                "\(JSONWriter.quotedExcerpt(name)) is a component's event; a tag field shows every tag in its order")
        }
        let type = try typeReader.choice(EventType.self)
        let event = try reader.object(allowedKeys: type.keys)
        switch type {
        case .text, .paste:
            let text = try event.requiredMember("text")
            let string = try text.string()
            try budget.spend(.plain(string), at: text.path)
            self = .field(type == .text ? .text(string) : .paste(string))
        case .key:
            self = .field(try Self.key(event))
        case .focus:
            self = .field(.focus)
        case .blur:
            self = .field(.blur)
        case .moveCaret:
            self = .field(.moveCaret(to: try event.requiredMember("offset").nonNegativeInteger()))
        case .deleteText:
            let from = try event.requiredMember("from").nonNegativeInteger()
            let toReader = try event.requiredMember("to")
            let to = try toReader.nonNegativeInteger()
            guard to >= from else { throw toReader.error("\(to) is less than \"from\", \(from)") }
            self = .field(.deleteText(from..<to))
        case .pickSuggestion:
            self = .field(.pickSuggestion(try event.requiredMember("index").nonNegativeInteger()))
        case .suggestions:
            let query = try event.requiredMember("query")
            let text = try query.string()
            try budget.spend(.plain(text), at: query.path)
            self = .field(.suggestions(try FieldScript.suggestionGroups(try event.requiredMember("suggestions")), query: text))
        }
    }

    /// A `key` event's members, read in the order they are listed.
    private static func key(_ event: JSONObjectReader) throws(TagFlowError) -> InputEvent {
        let key = try event.requiredMember("key").choice(InputEvent.Key.self)
        let modifiers = try event.member("modifiers").map { (value) throws(TagFlowError) in try ScriptEvent.modifiers(value) } ?? []
        let isRepeat = try event.member("repeat")?.bool() ?? false
        let time = try event.requiredMember("time").number()
        return .key(key, modifiers: modifiers, isRepeat: isRepeat, time: time)
    }
}
