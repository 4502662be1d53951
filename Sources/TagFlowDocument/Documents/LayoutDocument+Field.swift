import TagFlow
import TagFlowJSON

extension LayoutDocument {
    /// Reads `field` and its `events` (and `component`, the tags' settings, without events),
    /// within the work a script may have: its events times the tags it can reach (the document's
    /// plus one a byte of typed or pasted text, up to `maximumCount`), its suggestions and the
    /// longest draft its text can make (`EventCost.draftUnitsPerCharacter` a character).
    mutating func readField(
        _ value: JSONReader, _ root: JSONObjectReader, textSizeCategory: TextSizeCategory, budget: inout TextBudget
    ) throws(TagFlowError) {
        guard case .tags = content else {
            throw value.error("only allowed with \"tags\" (a field makes text tags); give \"tags\": [] for an empty field")
        }
        let events = root.member("events")
        let script = try FieldScript(
            field: value, events: events, fonts: &fieldFonts, textSizeCategory: textSizeCategory, budget: &budget)
        if root.contains("component") {
            let settings = try ComponentScript(component: root.member("component"), events: nil, container: container)
            if settings.filter != nil || settings.sort != nil {
                let key = settings.filter != nil ? "filter" : "sort"
                throw TagFlowError.document(at: ["component", .key(key)], "not allowed with \"field\": a tag field shows every tag in its order")
            }
            component = settings
            try checkComponentScript()
        }
        field = script
        guard let events else { return }
        let typed = script.events.reduce(0) { $0 + $1.textLength }
        let reachable = min(itemCount + typed, itemCount + (script.options.maximumCount ?? Self.maximumTagCount))
        // Each keystroke may rank the list, or the largest answer an asynchronous source gave, and
        // walks the draft (its caret, its limits, its edit for the output).
        let listed = script.suggestions?.reduce(0) { $0 + $1.candidates.count } ?? script.events.map(\.answerCount).max() ?? 0
        let draft = min(typed, TagField.maximumDraftLength) * EventCost.draftUnitsPerCharacter
        let work = script.events.count * max(1, reachable + listed + draft)
        if work > Self.maximumEventWork {
            throw events.error(
                "holds \(script.events.count) events for up to \(reachable) tags, \(listed) "
                    + "suggestions and a draft of up to \(min(typed, TagField.maximumDraftLength)) characters; the events times "
                    + "the tags, the suggestions and \(EventCost.draftUnitsPerCharacter) a character of the draft may be at most "
                    + "\(Self.maximumEventWork), as each event may lay every tag out again, rank every suggestion and walk the draft")
        }
    }
}
