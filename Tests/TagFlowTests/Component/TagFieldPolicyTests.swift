import Testing
import TagFlow
import TagFlowTestSupport

/// Duplicates, the limit, the validator, invalid tags and the transform.
@Suite(.tags(.component)) struct TagFieldPolicyTests {
    @Test func duplicatesAreRefusedFoldedByDefaultAndStayInTheDraft() throws {
        var field = try tagField(["Café"])
        let callbacks = try field.run([.text("CAFE\u{301}, cafe,")])
        #expect(field.texts == ["Café"])
        #expect(callbacks.refused == ["CAFÉ: duplicate of Café", "cafe: duplicate of Café"])
        #expect(field.draft == "CAFE\u{301}, cafe")
        var exact = try tagField(["Café"], options: fieldOptions(duplicates: .exact))
        let exactCallbacks = try exact.run([.text("Cafe\u{301}, cafe,")])  // canonically equal, then a new tag
        #expect(exactCallbacks.refused == ["Café: duplicate of Café"])
        #expect(exact.texts == ["Café", "cafe"])
        var allowed = try tagField(["a"], options: fieldOptions(duplicates: .allowed))
        try allowed.run([.paste("a,a,A")])
        #expect(allowed.texts == ["a", "a", "a", "A"])
        #expect(allowed.tags.map(\.id.rawValue) == ["a", "a#2", "a#3", "A"])
    }

    @Test(arguments: [("Straße", "STRASSE"), ("ﬁle", "FILE"), ("ΟΔΟΣ", "οδος"), ("Ǆemal", "ǅemal"), ("İstanbul", "istanbul")])
    func foldingIgnoresCaseAsUnicodeFoldsIt(tag: String, typed: String) throws {
        #expect(TextFolding.fold(tag) == TextFolding.fold(typed))
        var field = try tagField([tag])
        let callbacks = try field.run([.text(typed + ",")])
        #expect(callbacks.refused == ["\(typed): duplicate of \(tag)"])
    }

    @Test func aPasteWithDuplicatesAmongItsOwnPiecesAddsTheFirst() throws {
        var field = try tagField()
        let callbacks = try field.run([.paste("Linux\nlinux\nLÍNUX\nswift")])
        #expect(field.texts == ["Linux", "swift"])
        #expect(callbacks.refused == ["linux: duplicate of Linux", "LÍNUX: duplicate of Linux"])
        #expect(field.draft == "linux, LÍNUX")
    }

    @Test func theLimitHoldsForAPasteTheFirstThatFitAreAdded() throws {
        var field = try tagField(["a"], options: fieldOptions(maximumCount: 3))
        let callbacks = try field.run([.paste("b, c, d, e")])
        #expect(field.texts == ["a", "b", "c"])
        #expect(callbacks.added == ["b pasted", "c pasted"])
        #expect(callbacks.refused == ["d: limit 3", "e: limit 3"])
        #expect(field.draft == "d, e")
        #expect(try field.run([.text("x")]).refused.isEmpty)  // letters wait for a delimiter
        #expect(try field.run([.text(",")]).refused == ["d: limit 3", "ex: limit 3"])
        var none = try tagField(options: fieldOptions(maximumCount: 0))
        #expect(try none.run([.text("x,")]).refused == ["x: limit 0"])
    }

    @Test func theValidatorsReasonRefusesOrWithTheOptionMakesAnInvalidTag() throws {
        let policy = TagCollectionPolicy(validate: { $0.count > 5 ? "at most 5 characters" : nil })
        var field = try tagField(policy: policy)
        let callbacks = try field.run([.text("toolong, ok,")])
        #expect(callbacks.refused == ["toolong: at most 5 characters"])
        #expect(field.texts == ["ok"] && field.draft == "toolong")
        var lenient = try tagField(options: fieldOptions(addsInvalidTags: true), policy: policy)
        let added = try lenient.run([.text("toolong,")])
        #expect(added.contains(.didAdd(index: 0, id: "toolong", text: "toolong", source: .typed, invalidReason: "at most 5 characters")))
        let tag = try #require(lenient.tags.first)
        #expect(lenient.invalidReasons["toolong"] == "at most 5 characters")
        #expect(tag.accessibility.hint == "at most 5 characters")
        #expect(tag.style.borderColor == TagColor(hex: 0xC01C28) && tag.style.borderWidth == 1)
    }

    @Test func theTransformRunsBeforeEveryCheck() throws {
        let policy = TagCollectionPolicy(transform: { String($0.drop(while: { $0 == "#" })).lowercased() })
        var field = try tagField(["swift"], policy: policy)
        let callbacks = try field.run([.paste("#Swift\n##GTK\n#")])
        #expect(field.texts == ["swift", "gtk"])
        #expect(callbacks.refused == ["swift: duplicate of swift", "#: the transform left no text"])
    }
}
