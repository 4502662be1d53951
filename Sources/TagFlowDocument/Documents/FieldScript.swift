import TagFlow
import TagFlowJSON

/// The tag-field part of a layout document: the `field` object (the field's options, a simple
/// validation rule and a suggestion list) and the `events` to play through a `TagField` before
/// the output is written.
///
/// ```json
/// { "container": { "width": 300 }, "tags": [],
///   "field": { "delimiters": ["comma", "return"], "suggestions": ["Swift", "SwiftUI"] },
///   "events": [ { "type": "focus" }, { "type": "text", "text": "swift, sw" } ] }
/// ```
public struct FieldScript: Hashable, Sendable {
    /// The field's options (`field.delimiters`, `duplicates`, `maximumCount`, …).
    public var options: TagFieldOptions
    /// The most characters a tag may have (`field.maximumLength`), or `nil` for no rule: the
    /// one validator a document can name, as JSON cannot hold a closure.
    public var maximumLength: Int?
    /// The suggestion list (`field.suggestions`), or `nil` for none.
    public var suggestions: [String]?
    /// The events, in document order.
    public var events: [FieldScriptEvent]

    /// Creates a script.
    public init(
        options: TagFieldOptions = TagFieldOptions(), maximumLength: Int? = nil, suggestions: [String]? = nil,
        events: [FieldScriptEvent] = []
    ) {
        self.options = options
        self.maximumLength = maximumLength
        self.suggestions = suggestions
        self.events = events
    }

    /// The policy `maximumLength` makes: a longer piece is invalid, with the limit as its reason.
    public var policy: TagFieldPolicy {
        guard let maximumLength else { return .acceptingEverything }
        return TagFieldPolicy(validate: { text in
            text.count > maximumLength ? "longer than \(maximumLength) characters" : nil
        })
    }
}

/// One entry of a field document's `events`: an event for the field itself, or a pointer event
/// (`down`, `tap`, …) handed to the field's tags.
public enum FieldScriptEvent: Hashable, Sendable {
    /// `text`, `key`, `paste`, `focus`, `blur`, `moveCaret`, `deleteText` or `pickSuggestion`.
    case field(TagFieldEvent)
    /// `down`, `move`, `up`, `cancel`, `tap`, `tick` or `secondaryClick`, as a component script
    /// spells them.
    case pointer(ScriptEvent)

    /// The events to hand to the field, in order (two for a tap).
    public var fieldEvents: [TagFieldEvent] {
        switch self {
        case .field(let event): [event]
        case .pointer(let event): event.inputEvents.map { .pointer($0) }
        }
    }

    /// The characters of text the event carries (typed or pasted), which bound the tags it can add.
    var textLength: Int {
        switch self {
        case .field(.text(let text)), .field(.paste(let text)): text.utf8.count
        default: 0
        }
    }
}
