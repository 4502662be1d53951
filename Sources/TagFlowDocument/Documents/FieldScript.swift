import TagFlow
import TagFlowJSON

/// The tag-field part of a layout document: the `field` object (the field's settings, a simple
/// validation rule and its suggestions) and the `events` to play through a `TagField` before the
/// output is written.
///
/// ```json
/// { "container": { "width": 300 }, "tags": [],
///   "field": { "delimiters": ["comma", "return"], "suggestions": ["Swift", "SwiftUI"] },
///   "events": [ { "type": "focus" }, { "type": "text", "text": "swift, sw" } ] }
/// ```
package struct FieldScript: Hashable, Sendable {
    /// The field's settings (`field.delimiters`, `duplicates`, `maximumCount`, …): the field's
    /// properties of these options are the document's; the rest are the component's.
    package var options: TagCollectionOptions
    /// The most characters a tag may have (`field.maximumLength`), or `nil` for no rule: the
    /// one validator a document can name, as JSON cannot hold a closure.
    package var maximumLength: Int?
    /// The suggestion list in its groups (`field.suggestions`), or `nil` for none.
    package var suggestions: [TagSuggestionGroup]?
    /// Whether suggestions are answered later, by `suggestions` events
    /// (`field.asynchronousSuggestions`).
    package var answersSuggestionsLater: Bool
    /// The events, in document order.
    package var events: [FieldScriptEvent]

    /// Creates a script.
    package init(
        options: TagCollectionOptions = TagCollectionOptions(), maximumLength: Int? = nil, suggestions: [TagSuggestionGroup]? = nil,
        answersSuggestionsLater: Bool = false, events: [FieldScriptEvent] = []
    ) {
        self.options = options
        self.maximumLength = maximumLength
        self.suggestions = suggestions
        self.answersSuggestionsLater = answersSuggestionsLater
        self.events = events
    }

    /// The validator `maximumLength` makes: a longer piece is invalid, with the limit as its reason.
    package var validate: (@Sendable (String) -> String?)? {
        guard let maximumLength else { return nil }
        return { text in text.count > maximumLength ? "longer than \(maximumLength) characters" : nil }
    }

    /// The field's suggestion source: the list, one that answers later, or none.
    package var suggestionSource: TagSuggestionSource? {
        if answersSuggestionsLater { return .answeredLater }
        return suggestions.map { TagSuggestionSource(groups: $0) }
    }

    /// `options` with the field's settings of this script in place.
    package func fieldSettings(over options: TagCollectionOptions) -> TagCollectionOptions {
        var merged = options
        merged.delimiters = self.options.delimiters
        merged.commitsOnBlur = self.options.commitsOnBlur
        merged.duplicates = self.options.duplicates
        merged.maximumCount = self.options.maximumCount
        merged.addsInvalidTags = self.options.addsInvalidTags
        merged.invalidStyle = self.options.invalidStyle
        merged.tagStyle = self.options.tagStyle
        merged.onlyKnownTags = self.options.onlyKnownTags
        merged.maximumSuggestions = self.options.maximumSuggestions
        merged.marksAddedSuggestions = self.options.marksAddedSuggestions
        merged.placeholder = self.options.placeholder
        merged.entryMinimumWidth = self.options.entryMinimumWidth
        return merged
    }
}

/// One entry of a field document's `events`: an event for the field itself, or a pointer event
/// (`down`, `tap`, …) handed to the field's tags.
package enum FieldScriptEvent: Hashable, Sendable {
    /// `text`, `key`, `paste`, `focus`, `blur`, `moveCaret`, `deleteText`, `pickSuggestion` or
    /// `suggestions` (an asynchronous answer).
    case field(InputEvent)
    /// `down`, `move`, `up`, `cancel`, `tap`, `tick` or `secondaryClick`, as a component script
    /// spells them.
    case pointer(ScriptEvent)

    /// The events to hand to the field, in order (two for a tap).
    package var fieldEvents: [InputEvent] {
        switch self {
        case .field(let event): [event]
        case .pointer(let event): event.inputEvents
        }
    }

    /// The characters of text the event carries (typed or pasted), which bound the tags it can add.
    var textLength: Int {
        switch self {
        case .field(.text(let text)), .field(.paste(let text)): text.utf8.count
        default: 0
        }
    }

    /// The suggestions the event answers with, which each later keystroke may rank.
    var answerCount: Int {
        if case .field(.suggestions(let groups, _)) = self { return groups.reduce(0) { $0 + $1.candidates.count } }
        return 0
    }
}
