import Testing
import TagFlow
import TagFlowTestSupport

/// Suggestions that answer later (a server, a database), and a field that takes only its
/// suggestions.
@Suite(.tags(.component)) struct TagFieldSourceTests {
    @Test func anAsynchronousSourceIsAskedShowsALoadingRowAndTakesItsAnswer() throws {
        var field = try tagField(source: .answeredLater)
        let typed = try field.run([.text("sw")])
        #expect(typed.contains(.didRequestSuggestions(query: "sw")))
        #expect(field.isLoadingSuggestions && field.suggestions.isEmpty)
        #expect(typed.contains(.didChangeSuggestions(matchCount: 0, shown: 0, highlighted: nil, isLoading: true)))
        let answer = try field.handle(.suggestions([TagSuggestionGroup(["Swift", "Server-side Swift"], title: "Languages")], query: "sw"))
        #expect(answer.isHandled)
        #expect(!field.isLoadingSuggestions)
        // The answer in its own order, its matches marked.
        #expect(field.suggestions.map(\.text) == ["Swift", "Server-side Swift"])
        #expect(field.suggestions.map(\.matchRange) == [0..<2, 12..<14])
        #expect(field.suggestions.first?.group == "Languages")
    }

    @Test func aStaleAnswerIsDroppedAndANewQueryReplacesTheRequest() throws {
        var field = try tagField(source: .answeredLater)
        try field.run([.text("s")])
        let more = try field.run([.text("w")])
        #expect(more.contains(.didRequestSuggestions(query: "sw")))
        let stale = try field.handle(.suggestions([TagSuggestionGroup(["Scala"])], query: "s"))
        #expect(!stale.isHandled && stale.callbacks.isEmpty)
        #expect(field.isLoadingSuggestions && field.suggestions.isEmpty)
        try field.handle(.suggestions([TagSuggestionGroup(["Swift"])], query: "sw"))
        #expect(field.suggestions.map(\.text) == ["Swift"])
        // The same answer again is no answer to a question asked.
        #expect(!(try field.handle(.suggestions([TagSuggestionGroup(["Swift"])], query: "sw")).isHandled))
    }

    @Test func escapeAndBlurCancelTheRequest() throws {
        var field = try tagField(source: .answeredLater)
        try field.run([.text("sw")])
        let escape = try field.press(.escape)
        #expect(escape.callbacks.contains(.didRequestSuggestions(query: nil)))
        #expect(!field.isLoadingSuggestions)
        #expect(!(try field.handle(.suggestions([TagSuggestionGroup(["Swift"])], query: "sw")).isHandled))
        try field.press(.down, at: 1)
        #expect(field.isLoadingSuggestions)
        let blur = try field.run([.blur])
        #expect(blur.contains(.didRequestSuggestions(query: nil)))
    }

    @Test func onlyKnownTagsRefusesFreeTextAndTakesTheSuggestionsSpelling() throws {
        var field = try tagField(options: fieldOptions(onlyKnownTags: true), suggestions: ["Swift", "Linux", "Rust"])
        let callbacks = try field.run([.paste("swift\nHaskell\nＲＵＳＴ")])
        #expect(field.texts == ["Swift", "Rust"])
        #expect(callbacks.refused == ["Haskell: unknown"])
        #expect(field.draft == "Haskell")
        let update = try field.press(.return)
        #expect(field.announcement(for: update) == "“Haskell” not added: only suggested tags can be added.")
    }

    @Test func onlyKnownTagsWithAnAsynchronousSourceKnowsWhatItAnswered() throws {
        var field = try tagField(options: fieldOptions(onlyKnownTags: true), source: .answeredLater)
        try field.run([.text("li")])
        try field.handle(.suggestions([TagSuggestionGroup(["Linux", "Lisp"])], query: "li"))
        let callbacks = try field.run([.text("nux,")])
        #expect(field.texts == ["Linux"])
        try field.run([.paste("lisp\nlua")])
        #expect(field.texts == ["Linux", "Lisp"] && field.draft == "lua")
        #expect(callbacks.refused.isEmpty)
    }
}
