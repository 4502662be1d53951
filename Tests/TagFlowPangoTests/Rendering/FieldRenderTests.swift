import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering

/// A tag field drawn by Cairo: the caret where the draft's characters end, the placeholder, the
/// open suggestion list (its highlighted row, its bold matches, the canvas grown to hold it),
/// right to left and dark — each read back from the pixels or checked against an independent
/// measurement.
@Suite struct FieldRenderTests {
    /// The pixels per point of the pictures read back.
    static let scale = 2.0
    static let candidates = ["Swift", "SwiftUI", "Server-side Swift", "Rust"]

    /// A field over `tags` in a 300 pt viewport with 10 pt insets, after `events`.
    func field(
        _ tags: [String] = ["Linux", "Cairo"], events: [InputEvent], suggestions: [String]? = candidates,
        direction: LayoutConfiguration.LayoutDirection = .leftToRight, marksAdded: Bool = false
    ) throws -> TagField {
        var configuration = LayoutConfiguration(layoutDirection: direction, horizontalSpacing: 8, verticalSpacing: 8)
        configuration.contentInset = Insets(all: 10)
        var options = TagCollectionOptions()
        options.marksAddedSuggestions = marksAdded
        let controller = try TagCollectionController(
            tags: tags.map { TextTag($0) }, configuration: configuration, options: options, viewport: Viewport(width: 300),
            sizer: sharedSizer)
        var field = try TagField(controller: controller, suggestions: suggestions.map(TagSuggestionSource.init))
        for event in events { try field.handle(event) }
        return field
    }

    /// The picture of `scene`, pixel (x, y) at scene point (x, y) / scale.
    func picture(_ scene: RenderScene) throws -> RasterImage {
        try decode(try exactCanvasRenderer.bytes(scene, format: .png(scale: Self.scale)))
    }

    /// The pixel at scene point `point`.
    func pixel(_ image: RasterImage, _ x: Double, _ y: Double) -> TagColor? {
        image.pixel(x: Int(x * Self.scale), y: Int(y * Self.scale))
    }

    /// The width of `text` on one line in the default tag font, measured on its own.
    func width(_ text: String) throws -> Double {
        try sharedSizer.measure(TextMeasurementRequest(text: .plain(text), font: TextTagStyle().font)).width
    }

    @Test func theCaretIsDrawnWhereTheDraftsCharactersBeforeItEnd() throws {
        let padding = TextTagStyle().padding.width / 2
        for caret in [5, 2, 0] {
            let field = try self.field(events: [.focus, .text("Swift"), .moveCaret(to: caret)])
            let scene = try sharedBuilder.scene(of: field)
            let expected = field.entryFrame.minX + padding + (try width(String("Swift".prefix(caret))))
            let bar = try #require(scene.field?.caret)
            #expect(abs(bar.frame.midX - expected) < 0.01, "caret \(caret)")
            let image = try picture(scene)
            let look = SceneAppearance().field
            #expect(close(pixel(image, expected, field.entryFrame.midY), look.caretColor, tolerance: 40), "caret \(caret)")
            // A caret's width to the right (past the text at the end) is the entry, not the caret.
            if caret == 5 {
                #expect(close(pixel(image, expected + 3, field.entryFrame.midY), look.entryBackgroundColor, tolerance: 4))
            }
        }
    }

    @Test func noCaretWithoutFocus() throws {
        let field = try self.field(events: [.focus, .text("Swift"), .blur])
        let scene = try sharedBuilder.scene(of: field)
        #expect(scene.field?.caret == nil)
        #expect(scene.field?.entry.style.borderColor == SceneAppearance().field.entryBorderColor)
    }

    @Test func theEmptyDraftShowsThePlaceholderDimmed() throws {
        let field = try self.field(events: [])
        let scene = try sharedBuilder.scene(of: field)
        let text = try #require(scene.field?.text)
        #expect(text.content == .plain(field.options.placeholder))
        let look = SceneAppearance().field
        #expect(text.style.textColor == look.placeholderColor)
        let image = try picture(scene)
        let entry = field.entryFrame
        var found = false
        for x in stride(from: entry.minX, to: entry.minX + (try width(field.options.placeholder)) + 10, by: 0.5) {
            for y in stride(from: entry.minY, to: entry.maxY, by: 0.5) where close(pixel(image, x, y), look.placeholderColor, tolerance: 12) {
                found = true
            }
        }
        #expect(found, "no pixel in the placeholder's colour in the entry")
        // Typed text replaces it, in the draft's colour.
        let typed = try sharedBuilder.scene(of: try self.field(events: [.focus, .text("Go")]))
        #expect(typed.field?.text?.content == .plain("Go"))
        #expect(typed.field?.text?.style.textColor == look.draftColor)
    }

    @Test func theListIsDrawnUnderTheEntryWithItsHighlightedRowAndBoldMatches() throws {
        let field = try self.field(events: [.focus, .text("sw"), .key(.down, time: 0), .key(.down, time: 1)])
        #expect(field.highlightedSuggestion == 1)
        let scene = try sharedBuilder.scene(of: field)
        let list = try #require(scene.field?.suggestions)
        #expect(list.rows.count == field.suggestions.count)
        #expect(list.panel.frame.minY > field.entryFrame.maxY)
        // The matched characters are a bold run of their own.
        for (row, suggestion) in zip(list.rows, field.suggestions) {
            guard case .text(.runs(let runs), _) = row.content else { Issue.record("\(suggestion.text): not runs"); continue }
            let bold = runs.filter { $0.font?.weight == .bold }.map(\.text)
            let characters = Array(suggestion.text)
            #expect(bold == [String(characters[suggestion.matchRange])])
            #expect(runs.map(\.text).joined() == suggestion.text)
        }
        // The highlighted row is filled with the selection colour; the others show the panel.
        let look = SceneAppearance().field
        let image = try picture(scene)
        for (index, row) in list.rows.enumerated() {
            let colour = pixel(image, row.frame.maxX - 4, row.frame.midY)
            #expect(close(colour, index == 1 ? look.highlightedRowColor : look.listBackgroundColor, tolerance: 3), "row \(index)")
        }
    }

    @Test func theCanvasGrowsToHoldTheList() throws {
        let field = try self.field(events: [.focus, .text("s")])
        let scene = try sharedBuilder.scene(of: field)
        let panel = try #require(scene.field?.suggestions?.panel.frame)
        #expect(panel.maxY > field.controller.contentSize.height)
        #expect(scene.size.height >= panel.maxY)
        let image = try picture(scene)
        #expect(Double(image.height) >= panel.maxY * Self.scale)
        // Without suggestions the picture is the field's content.
        let closed = try sharedBuilder.scene(of: try self.field(events: [.focus, .text("s")], suggestions: nil))
        #expect(closed.size.height == field.controller.contentSize.height)
    }

    @Test func anAddedSuggestionIsDimmedBehindACheckMark() throws {
        let field = try self.field(["Swift"], events: [.focus, .text("sw")], marksAdded: true)
        let list = try #require(try sharedBuilder.scene(of: field).field?.suggestions)
        let look = SceneAppearance().field
        for (row, suggestion) in zip(list.rows, field.suggestions) {
            #expect(row.leadingIcon == (suggestion.isAdded ? look.addedMark : VectorPath([])), "\(suggestion.text)")
            #expect((row.style.textColor == look.addedRowTextColor) == suggestion.isAdded, "\(suggestion.text)")
        }
        #expect(field.suggestions.contains { $0.isAdded })
    }

    @Test func rightToLeftMirrorsTheEntryAndTheList() throws {
        let events: [InputEvent] = [.focus, .text("sw")]
        let ltr = try sharedBuilder.scene(of: try field(events: events))
        let rtl = try sharedBuilder.scene(of: try field(events: events, direction: .rightToLeft))
        let width = 300.0
        func mirrored(_ rect: Rect) -> Rect { Rect(x: width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) }
        let (a, b) = (try #require(ltr.field), try #require(rtl.field))
        #expect(b.entry.frame == mirrored(a.entry.frame))
        #expect(b.suggestions?.panel.frame == a.suggestions.map { mirrored($0.panel.frame) })
        #expect(b.suggestions?.rows.map(\.style.textAlignment).allSatisfy { $0 == .right } == true)
        // The Latin draft stands at the entry's right edge; the caret after it, at that edge.
        let padding = TextTagStyle().padding.width / 2
        #expect(abs((b.caret?.frame.midX ?? 0) - (b.entry.frame.maxX - padding)) < 0.01)
        // A Hebrew draft runs from that edge leftwards: the caret after it at its left end.
        let hebrew = try sharedBuilder.scene(of: try field(events: [.focus, .text("שלום")], suggestions: nil, direction: .rightToLeft))
        let entry = try #require(hebrew.field?.entry.frame)
        let expected = entry.maxX - padding - (try self.width("שלום"))
        #expect(abs((hebrew.field?.caret?.frame.midX ?? 0) - expected) < 0.01)
        let image = try picture(rtl)
        let row = try #require(b.suggestions?.rows.first)
        #expect(close(pixel(image, row.frame.minX + 4, row.frame.midY), SceneAppearance().field.highlightedRowColor, tolerance: 3) == false)
    }

    @Test func theDarkAppearanceDrawsADarkEntryAndList() throws {
        var appearance = SceneAppearance.dark
        appearance.backgroundColor = nil
        let builder = SceneBuilder(sizer: sharedSizer, appearance: appearance)
        let field = try self.field(events: [.focus, .text("sw")])
        let scene = try builder.scene(of: field)
        let image = try picture(scene)
        let look = FieldAppearance.dark
        let entry = field.entryFrame
        #expect(close(pixel(image, entry.maxX - 6, entry.midY), look.entryBackgroundColor, tolerance: 3))
        let panel = try #require(scene.field?.suggestions?.panel.frame)
        #expect(close(pixel(image, panel.midX, panel.maxY - 2.5), look.listBackgroundColor, tolerance: 3))
        #expect(scene.field?.text?.style.textColor == look.draftColor)
    }

    @Test func everyFormatDrawsAField() throws {
        let scene = try sharedBuilder.scene(of: try field(events: [.focus, .text("sw")]))
        for format in [RenderFormat.png(scale: 1), .svg, .pdf] {
            let output = try sharedRenderer.render(scene, format: format)
            #expect(output.bytes.count > 100, "\(format)")
            #expect(output.issues.isEmpty, "\(format)")
        }
    }
}
