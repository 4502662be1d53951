import Testing
import TagFlow
import TagFlowTestSupport

/// Disabled tags: shown, but never tapped, selected, removed, dragged or focused by input; not
/// enabled for assistive technologies; sized in their disabled style.
@Suite(.tags(.component)) struct DisabledTagTests {
    func controller(options: TagCollectionOptions = TagCollectionOptions(), policy: PolicyRecorder? = nil) throws -> TagCollectionController {
        var tags = ["Swift", "Linux", "GTK", "Pango"].map { TextTag($0) }
        tags[1].isDisabled = true
        return try TagCollectionController(
            tags: tags, configuration: gridConfiguration(), options: options, policy: policy?.policy ?? .allowingEverything,
            viewport: Viewport(width: 400, height: 100), sizer: componentSizer())
    }

    @Test func noTapSwipeOrSelectionReachesADisabledTag() throws {
        let d = PolicyRecorder()
        var options = TagCollectionOptions(allowsSwipeSelection: true)
        options.activatesOnSingleClick = false
        var c = try controller(options: options, policy: d)
        let tap = try c.tap(at: c.center("Linux"), time: 0)
        #expect(tap.callbacks == [.didTapAnywhere(point: c.center("Linux"))])
        let swipe = try c.run([down(c.center("Swift"), 1), move(c.center("GTK"), 1.1), up(c.center("GTK"), 1.2)])
        #expect(swipe.map(\.name) == ["didSwipeSelect", "didSwipeSelect"])
        #expect(c.selectedIDs == ["Swift", "GTK"])
        #expect(!d.asked.contains { $0.contains("Linux") })  // nothing is even asked about it
        try c.selectAll()
        #expect(c.selectedIDs == ["Swift", "GTK", "Pango"])
        #expect(try c.activateAccessibilityElement(.tag(index: 1, id: "Linux")).callbacks.isEmpty)
    }

    @Test func aDisabledTagIsNeitherRemovedNorLiftedAndItsButtonTakesNoPress() throws {
        var c = try controller(options: TagCollectionOptions(allowsReordering: true, removeButton: .init()))
        let button = try #require(c.removeButtonFrame(at: 1))  // drawn, dimmed with the tag
        #expect(c.removeButtonIndex(at: button.center) == nil)
        #expect(try c.tap(at: button.center, time: 0).callbackNames == ["didTapAnywhere"])
        #expect(try c.performAccessibilityAction(.remove, onTagWithID: "Linux").callbacks.isEmpty)
        let press = try c.run([down(c.center("Linux"), 1), .tick(time: 1.4), move(pt(390, 10), 1.5), up(pt(390, 10), 1.6)])
        #expect(press == [.didRequestContextMenu(index: nil, id: nil, point: c.center("Linux"))])
        #expect(c.idOrder == ["Swift", "Linux", "GTK", "Pango"])
    }

    @Test func screenReadersSeeItNotEnabledWithNoHintOrActions() throws {
        let c = try controller(options: TagCollectionOptions(allowsReordering: true, removeButton: .init()))
        let element = try #require(c.accessibilityElement(at: 1))
        #expect(element.traits == [.button, .notEnabled])
        #expect(element.hint == nil)
        #expect(element.actions.isEmpty)
        #expect(element.value == "2 of 4")
        #expect(c.accessibilityElement(at: 2)?.traits == .button)
    }

    @Test func theDisabledStyleSizesAndShowsTheTag() throws {
        var c = try controller()
        let enabledWidth = try #require(c.frame(forID: "GTK")).width
        var gtk = try #require(c.tag(withID: "GTK"))
        var wide = gtk.style
        wide.padding = Size(width: 40, height: 8)
        gtk.disabledStyle = wide
        try c.replace(id: "GTK", with: gtk)
        #expect(c.frame(forID: "GTK")?.width == enabledWidth)  // enabled: its style
        let disabling = try c.setDisabled(true, forID: "GTK")
        #expect(c.frame(forID: "GTK")?.width == enabledWidth + 26)  // 14 pt of padding before, 40 now
        #expect(disabling.changes.map(\.description) == [#"replaced(index: 2, id: "GTK")"#])
        #expect(c.tag(withID: "GTK")?.rightfulStyle == wide)
        try c.setDisabled(false, at: 2)
        #expect(c.frame(forID: "GTK")?.width == enabledWidth)
    }

    @Test func aBadDisabledStyleIsNamedAsSuch() throws {
        var tag = TextTag("Swift")
        var style = TextTagStyle()
        style.cornerRadius = -1
        tag.disabledStyle = style
        #expect(thrownError { () throws(TagFlowError) in try tag.validate() }?.path.description == "disabledStyle.cornerRadius")
        tag.isDisabled = true
        var font = TextTagStyle()
        font.font.size = 0
        tag.disabledStyle = font
        let error = thrownError { () throws(TagFlowError) in
            try TagCollectionController(tags: [tag], viewport: Viewport(width: 200), sizer: componentSizer())
        }
        #expect(error?.path.description.hasPrefix("tags[0].disabledStyle.font.size") == true, "\(String(describing: error))")
    }
}
