import TagFlow

/// A field over text tags named by their texts, in a 400 pt viewport measured by the fake
/// measurer (7 pt a character).
func tagField(
    _ texts: [String] = [], options: TagFieldOptions = TagFieldOptions(), policy: TagFieldPolicy = .acceptingEverything,
    suggestions: [String]? = nil, direction: LayoutConfiguration.LayoutDirection = .leftToRight,
    numberOfLines: Int? = nil, width: Double = 400
) throws -> TagField {
    let controller = try TagCollectionController(
        tags: texts.map { TextTag($0, id: TagID($0)) },
        configuration: LayoutConfiguration(layoutDirection: direction, horizontalSpacing: 8, verticalSpacing: 8, numberOfLines: numberOfLines),
        viewport: Viewport(width: width), sizer: componentSizer())
    var field = try TagField(controller: controller, options: options, policy: policy, suggestions: suggestions.map(TagSuggestionSource.init))
    try field.handle(.focus)
    return field
}

extension TagField {
    /// The tags' texts, in order.
    var texts: [String] { tags.map { $0.content.text?.string ?? "" } }

    /// Applies events in order and collects every callback.
    @discardableResult
    mutating func run(_ events: [TagFieldEvent]) throws -> [TagFieldCallback] {
        var all: [TagFieldCallback] = []
        for event in events { all += try handle(event).callbacks }
        return all
    }

    /// Presses `key` at time `t`.
    @discardableResult
    mutating func press(_ key: TagFieldKey, _ modifiers: KeyModifiers = [], repeat isRepeat: Bool = false, at t: Double = 0) throws -> TagFieldUpdate {
        try handle(.key(key, modifiers: modifiers, isRepeat: isRepeat, time: t))
    }
}

extension Array where Element == TagFieldCallback {
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
            }
        }
    }
}
