import Testing
import TagFlow
import TagFlowTestSupport

/// Suggestions: ranking with accents and case, added tags, the highlighted row and its keys.
@Suite(.tags(.component)) struct TagFieldSuggestionTests {
    static let words = ["Objective-C", "Swift UI", "Café Müller", "swift", "Taylor Swift", "Über", "Cafeteria", "Uber Eats"]

    @Test func prefixesComeFirstThenWordPrefixesThenSubstringsAccentsAndCaseIgnored() throws {
        var field = try tagField(suggestions: Self.words)
        let update = try field.run([.text("SWI")])
        #expect(field.suggestions.map(\.text) == ["Swift UI", "swift", "Taylor Swift"])
        #expect(field.suggestions.map(\.kind) == [.prefix, .prefix, .wordPrefix])
        #expect(field.suggestions.map(\.matchRange) == [0..<3, 0..<3, 7..<10])
        #expect(update.contains(.didChangeSuggestions(matchCount: 3, shown: 3, highlighted: nil)))
        try field.run([.text("f"), .key(.backspace, time: 0), .key(.backspace, time: 1), .key(.backspace, time: 2)])
        try field.run([.key(.backspace, time: 3), .text("ube")])
        #expect(field.suggestions.map(\.text) == ["Über", "Uber Eats"])
        try field.run([.key(.backspace, time: 4), .key(.backspace, time: 5), .key(.backspace, time: 6), .text("caf\u{E9}")])
        #expect(field.suggestions.map(\.text) == ["Café Müller", "Cafeteria"])
        try field.run([.key(.backspace, time: 7), .key(.backspace, time: 8), .key(.backspace, time: 9), .key(.backspace, time: 10)])
        try field.run([.text("ULLE")])
        #expect(field.suggestions.map(\.text) == ["Café Müller"] && field.suggestions[0].kind == .substring)
        #expect(field.suggestions[0].matchRange == 6..<10)  // "ülle" in characters
    }

    @Test func addedTagsAreLeftOutOrMarkedAndTheRowsAreCapped() throws {
        var field = try tagField(["SWIFT"], suggestions: Self.words)
        try field.run([.text("swi")])
        #expect(field.suggestions.map(\.text) == ["Swift UI", "Taylor Swift"])
        var marking = try tagField(["SWIFT"], options: fieldOptions(maximumSuggestions: 2, marksAddedSuggestions: true), suggestions: Self.words)
        try marking.run([.text("swi")])
        #expect(marking.suggestions.map(\.text) == ["Swift UI", "swift"])
        #expect(marking.suggestions.map(\.isAdded) == [false, true])
        #expect(marking.suggestionMatchCount == 3)
    }

    @Test func arrowsMoveTheHighlightReturnAcceptsEscapeCloses() throws {
        var field = try tagField(suggestions: Self.words)
        try field.run([.text("swi")])
        #expect(try field.press(.down).callbacks == [.didChangeSuggestions(matchCount: 3, shown: 3, highlighted: 0)])
        try field.run([.key(.down, time: 1), .key(.down, time: 2), .key(.down, time: 3), .key(.up, time: 4)])
        #expect(field.highlightedSuggestion == 1)
        let accept = try field.press(.return, at: 5)
        #expect(accept.callbacks.added == ["swift picked"])
        #expect(field.draft.isEmpty && field.suggestions.isEmpty)
        try field.run([.text("ca")])
        #expect(!field.suggestions.isEmpty)
        #expect(try field.press(.escape, at: 6).callbacks == [.didChangeSuggestions(matchCount: 0, shown: 0, highlighted: nil)])
        #expect(try field.press(.escape, at: 7).isHandled == false)
        #expect(try field.press(.up, at: 8).isHandled == false)  // closed: ↑ is not the list's
        try field.run([.text("f")])
        try field.run([.key(.down, time: 9), .key(.tab, time: 10)])
        #expect(field.texts == ["swift", "Café Müller"])
    }

    @Test func aClickOnARowAcceptsItAndARowNotShownIsAnError() throws {
        var field = try tagField(suggestions: Self.words)
        try field.run([.text("über")])
        #expect(try field.run([.pickSuggestion(1)]).added == ["Uber Eats picked"])
        let error = thrownError { () throws(TagFlowError) in try field.handle(.pickSuggestion(0)) }
        #expect(error?.path.description == "event.index")
    }

    @Test func aClosureSourceIsAskedWithTheQuery() throws {
        let controller = try TagCollectionController(tags: [], viewport: Viewport(width: 300), sizer: componentSizer())
        var field = try TagField(controller: controller, suggestions: TagSuggestionSource { query in ["\(query)-1", "x \(query)"] })
        try field.run([.focus, .text("ab")])
        #expect(field.suggestions.map(\.text) == ["ab-1", "x ab"])
        #expect(field.suggestions.map(\.kind) == [.prefix, .wordPrefix])
    }
}
