import Testing
import TagFlow
import TagFlowTestSupport

/// Bad input: options no field can have are named at their path; huge pastes and suggestion
/// lists are linear and bounded.
@Suite(.tags(.component)) struct TagFieldBadInputTests {
    func optionsError(_ options: TagCollectionOptions) throws -> TagFlowError? {
        thrownError { () throws(TagFlowError) in
            try TagCollectionController(tags: [], options: options, viewport: Viewport(width: 300), sizer: componentSizer())
        }
    }

    @Test func emptyOrUnknownDelimitersAndNegativeOrAbsurdLimitsAreNamed() throws {
        let empty = try optionsError(fieldOptions(delimiters: []))
        #expect(empty?.path.description == "options.delimiters")
        #expect(empty?.reason.description.contains("at least one") == true)
        #expect(try optionsError(fieldOptions(delimiters: TagFieldDelimiters(rawValue: 0xFF)))?.path.description == "options.delimiters")
        let negative = try optionsError(fieldOptions(maximumCount: -1))
        #expect(negative?.path.description == "options.maximumCount")
        #expect(negative?.reason.description == "-1 is not allowed: the limit must be 0…1000000, or nil for no limit")
        #expect(try optionsError(fieldOptions(maximumCount: Int.max))?.path.description == "options.maximumCount")
        #expect(try optionsError(fieldOptions(maximumSuggestions: -3))?.path.description == "options.maximumSuggestions")
        #expect(try optionsError(fieldOptions(entryMinimumWidth: .nan))?.path.description == "options.entryMinimumWidth")
        #expect(try optionsError(fieldOptions(entryMinimumWidth: -1))?.path.description == "options.entryMinimumWidth")
        var field = try tagField(["a"])
        let change = thrownError { () throws(TagFlowError) in
            try field.updateController { (c) throws(TagFlowError) in try c.setOptions(fieldOptions(maximumCount: -5)) }
        }
        #expect(change?.path.description == "options.maximumCount")
        #expect(field.options.maximumCount == nil)  // a call that throws changes nothing
    }

    @Test func aKeyWithABadTimeIsNamedAndChangesNothing() throws {
        var field = try tagField(["a"])
        try field.run([.text("x")])
        #expect(thrownError { () throws(TagFlowError) in try field.handle(.key(.backspace, time: .infinity)) }?.path.description == "event.time")
        try field.run([.key(.left, time: 5), .key(.left, time: 6)])
        let backwards = thrownError { () throws(TagFlowError) in try field.handle(.key(.delete, time: 1)) }
        #expect(backwards?.path.description == "event.time")
        #expect(field.texts == ["a"] && field.draft == "x")
    }

    @Test func aOneMegabytePasteIsSplitInOnePassUnderALimit() throws {
        var field = try tagField(options: fieldOptions(maximumCount: 50))
        let word = "lorem ipsum dolor, "
        let text = String(repeating: word, count: 1_048_576 / word.utf8.count)
        let clock = ContinuousClock()
        let elapsed = try clock.measure { try field.run([.paste(text)]) }
        #expect(field.tags.count == 1)  // every piece is the same: one added, the rest duplicates
        // The refused pieces stay in the draft, as many as it holds.
        let kept = field.draft.unicodeScalars.count
        #expect(kept <= TagField.maximumDraftLength && kept > TagField.maximumDraftLength - word.count, "\(kept)")
        #expect(field.draft.hasPrefix("lorem ipsum dolor, lorem ipsum dolor"))
        #expect(elapsed < .seconds(20))
        var distinct = try tagField(options: fieldOptions(maximumCount: 50))
        let many = (0..<60_000).map { "t\($0)" }.joined(separator: ",")
        let callbacks = try distinct.run([.paste(many)])
        #expect(distinct.tags.count == 50 && callbacks.refused.count == 59_950)
        #expect(distinct.draft.hasPrefix("t50, t51"))
    }

    @Test func aMegabyteWithoutDelimitersIsRefusedWholeAndTheDraftKeepsWhatItHad() throws {
        var field = try tagField()
        try field.run([.text("ab")])
        let callbacks = try field.run([.paste(String(repeating: "x", count: 1_000_000))])
        #expect(field.draft == "ab" && field.caret == 2 && field.tags.isEmpty)
        let refusal = try #require(callbacks.refused.first)
        #expect(refusal.hasSuffix(": the draft cannot take it: it holds 1000002 characters; a text may hold at most 5000 characters (Unicode scalars)"))
        // Up to the limit it is typed.
        try field.run([.paste(String(repeating: "x", count: TagField.maximumDraftLength - 2))])
        #expect(field.draft.unicodeScalars.count == TagField.maximumDraftLength && field.caret == TagField.maximumDraftLength)
    }

    @Test func aHundredThousandSuggestionsRankLinearlyAndShowTheCap() throws {
        let candidates = (0..<100_000).map { "word \($0) é" }
        var field = try tagField(suggestions: candidates)
        let clock = ContinuousClock()
        let elapsed = try clock.measure { try field.run([.text("WORD 99")]) }
        #expect(field.suggestions.count == 8)
        #expect(field.suggestionMatchCount == 1_111)  // 99, 990…999, 9900…9999, 99000…99999
        #expect(field.suggestions.first?.text == "word 99 é")
        #expect(elapsed < .seconds(5))
    }
}
