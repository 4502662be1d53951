import Foundation
import Testing
import TagFlow
import TagFlowPango
@testable import TagFlowGTK

/// The pieces that keep the widget right in real apps, tested without a window: the size GTK
/// knows, whether someone listens for accessibility, the shared text engine, the focus stops.
@Suite struct SizeNegotiationTests {
    @Test func anAllocationFromAStaleMeasurementAsksForOneMoreLayout() {
        var sizing = SizeNegotiation()
        #expect(!sizing.needsLayoutAgain(allocated: 61, wanted: 27))  // GTK measured it as it is
        sizing.contentChanged()
        #expect(sizing.needsLayoutAgain(allocated: 61, wanted: 27))  // a recycled row's old height
        #expect(!sizing.needsLayoutAgain(allocated: 27, wanted: 27))
        sizing.measured()
        #expect(!sizing.needsLayoutAgain(allocated: 61, wanted: 27))  // a container stretching it: left alone
    }
}

@Suite struct AccessibilityStatusTests {
    @Test func theEnvironmentDecidesFirstAsChromiumReadsIt() {
        func decide(_ variables: [String: String]) -> Bool? { AccessibilityStatus.decision { variables[$0] } }
        #expect(decide([:]) == nil)  // the bus decides
        #expect(decide(["GTK_A11Y": "none"]) == false)
        #expect(decide(["GTK_A11Y": "none", "ACCESSIBILITY_ENABLED": "1"]) == false)
        #expect(decide(["ACCESSIBILITY_ENABLED": "1"]) == true)
        #expect(decide(["GNOME_ACCESSIBILITY": "1"]) == true)
        #expect(decide(["GNOME_ACCESSIBILITY": "0"]) == nil)
    }
}

@MainActor @Suite struct SharedTextEngineTests {
    @Test func widgetsFollowingTheSameDesktopFontShareOneMeasurerAndCache() throws {
        let library = try SharedTextEngine.library(following: "Noto Serif 12", from: nil)
        #expect(library.usesSystemFonts && library.interfaceFont?.family == "Noto Serif")
        let a = try SharedTextEngine.engine(for: library)
        let b = try SharedTextEngine.engine(for: library)
        #expect(a.measurer === b.measurer && a.cache === b.cache)
        #expect(a.isUsed(by: b.sizer()) && !a.isUsed(by: TagSizer(measurer: a.measurer)))
        let other = try SharedTextEngine.engine(for: SharedTextEngine.library(following: "Noto Sans 11", from: nil))
        #expect(other.measurer !== a.measurer)
    }

    @Test func anAppsOwnFontsStayAndNoDesktopFontMeansTheBundledFonts() throws {
        let added = try FontLibrary(fontFiles: ["/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf"])
        let following = try SharedTextEngine.library(following: "Noto Sans 11", from: added)
        #expect(!following.usesSystemFonts && following.fontFiles == added.fontFiles && following.interfaceFont?.family == "Noto Sans")
        #expect(try SharedTextEngine.library(following: nil, from: FontLibrary.system()) == FontLibrary.standard())
        #expect(try SharedTextEngine.library(following: nil, from: nil) == FontLibrary.standard())
    }
}

@Suite struct FocusStopTests {
    @Test func theControllersFocusedElementIsATagOrTheChip() {
        #expect(FocusStop(.tag(index: 2, id: "Swift")) == .tag("Swift"))
        #expect(FocusStop(.overflowIndicator(hiddenCount: 4)) == .chip)
        #expect(FocusStop(.collapseIndicator) == .chip)
        #expect(FocusStop(nil) == nil)
        #expect(FocusStop.tag("Swift").tagID == "Swift" && FocusStop.chip.tagID == nil)
    }
}

@Suite struct CollectionActionTests {
    @Test func anActionIsEnabledOnlyWhileItCanDoSomething() {
        func enabled(_ options: TagCollectionOptions, _ count: Int, canCopy: Bool = false, isField: Bool = false) -> Set<CollectionAction> {
            CollectionAction.enabled(options: options, tagCount: count, canCopy: canCopy, isField: isField)
        }
        var options = TagCollectionOptions()
        #expect(enabled(options, 3) == [.activate, .selectAll, .unselectAll])
        #expect(enabled(options, 0).isEmpty)
        options.removeButton = .init()
        #expect(enabled(options, 3) == Set(CollectionAction.allCases).subtracting([.copy, .cut, .paste]))
        #expect(enabled(options, 0) == [.remove])  // a stale menu's id is reported
        #expect(enabled(options, 3, canCopy: true).isSuperset(of: [.copy, .cut]) && !enabled(options, 3, canCopy: true).contains(.paste))
        options.removeButton = nil
        options.allowsDragToDelete = true
        options.selectionMode = .single
        #expect(enabled(options, 1) == [.activate, .remove, .clear])
        options.selectionMode = .none
        options.allowsDragToDelete = false
        #expect(enabled(options, 1) == [.activate])
        #expect(enabled(options, 1, canCopy: true) == [.activate, .copy])  // nothing removes tags: no cut
        #expect(enabled(options, 1, canCopy: true, isField: true) == [.activate, .copy, .cut, .paste])  // a field's Backspace removes
        options.allowsPasting = true
        #expect(enabled(options, 0).contains(.paste))
    }

    @Test func theActionNamesAreTheOnesTheDocsAndTheClassDeclare() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let declared = try String(contentsOf: root.appending(path: "Sources/CGtkShim/TagCollectionClass.c"), encoding: .utf8)
        let documented = try String(contentsOf: root.appending(path: "docs/gtk.md"), encoding: .utf8)
        for action in CollectionAction.allCases {
            #expect(declared.contains("\"\(action.rawValue)\""), "\(action.rawValue) is installed by the class")
            #expect(documented.contains("| `\(action.rawValue)` |"), "\(action.rawValue) is in docs/gtk.md's table")
        }
    }
}
