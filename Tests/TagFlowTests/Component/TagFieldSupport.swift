@testable import TagFlow

/// A field over text tags named by their texts, in a 400 pt viewport measured by the fake
/// measurer (7 pt a character).
func tagField(
    _ texts: [String] = [], options: TagCollectionOptions = TagCollectionOptions(), policy: TagCollectionPolicy = .allowingEverything,
    suggestions: [String]? = nil, source: TagSuggestionSource? = nil, direction: LayoutConfiguration.LayoutDirection = .leftToRight,
    numberOfLines: Int? = nil, width: Double = 400
) throws -> TagField {
    let controller = try TagCollectionController(
        tags: texts.map { TextTag($0, id: TagID($0)) },
        configuration: LayoutConfiguration(layoutDirection: direction, horizontalSpacing: 8, verticalSpacing: 8, numberOfLines: numberOfLines),
        options: options, policy: policy, viewport: Viewport(width: width), sizer: componentSizer())
    var field = try TagField(controller: controller, suggestions: source ?? suggestions.map(TagSuggestionSource.init))
    try field.handle(.focus)
    return field
}

/// A field's settings among the collection's options, each with its default.
func fieldOptions(
    delimiters: TagFieldDelimiters = .standard, commitsOnBlur: Bool = false, duplicates: TagCollectionOptions.DuplicateRule = .folded,
    maximumCount: Int? = nil, addsInvalidTags: Bool = false, onlyKnownTags: Bool = false, maximumSuggestions: Int = 8,
    marksAddedSuggestions: Bool = false, entryMinimumWidth: Double? = nil
) -> TagCollectionOptions {
    var options = TagCollectionOptions()
    options.delimiters = delimiters
    options.commitsOnBlur = commitsOnBlur
    options.duplicates = duplicates
    options.maximumCount = maximumCount
    options.addsInvalidTags = addsInvalidTags
    options.onlyKnownTags = onlyKnownTags
    options.maximumSuggestions = maximumSuggestions
    options.marksAddedSuggestions = marksAddedSuggestions
    options.entryMinimumWidth = entryMinimumWidth
    return options
}

extension TagField {
    /// The tags' texts, in order.
    var texts: [String] { tags.map { $0.content.text?.string ?? "" } }

    /// Applies events in order and collects every callback.
    @discardableResult
    mutating func run(_ events: [InputEvent]) throws -> [TagCollectionCallback] {
        var all: [TagCollectionCallback] = []
        for event in events { all += try handle(event).callbacks }
        return all
    }

    /// Presses `key` at time `t`.
    @discardableResult
    mutating func press(
        _ key: InputEvent.Key, _ modifiers: KeyModifiers = [], repeat isRepeat: Bool = false, at t: Double = 0
    ) throws -> TagCollectionUpdate {
        try handle(.key(key, modifiers: modifiers, isRepeat: isRepeat, time: t))
    }

    /// The pieces committing the draft now would offer: what Return makes of it.
    var draftPieces: [String] { draftSegments(in: 0..<draft.count).flatMap(tokenized) }
}

extension Array where Element == TagCollectionCallback {
    /// The added texts with their sources.
    var added: [String] {
        compactMap { if case let .didAdd(_, _, text, source, _) = $0 { "\(text) \(source.rawValue)" } else { nil } }
    }

    /// The refusals, as "text: reason".
    var refused: [String] {
        compactMap {
            guard case let .didRefuse(text, reason, _) = $0 else { return nil }
            switch reason {
            case .duplicate(let id): return "\(text): duplicate of \(id)"
            case .limit(let n): return "\(text): limit \(n)"
            case .invalid(let why): return "\(text): \(why)"
            case .unknown: return "\(text): unknown"
            }
        }
    }
}
