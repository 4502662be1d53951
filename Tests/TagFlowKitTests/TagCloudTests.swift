import Foundation
import Testing
import TagFlowKit

/// The one object for the common case: settings in place, tags by the usual spellings, heights
/// and pictures in one call — each the same as the layered types give.
@Suite struct TagCloudTests {
    static let texts = ["Swift", "Linux", "Pango", "Cairo", "GTK", "Accessibility", "Wayland", "Fonts"]

    @Test func settingsAreOneLineEachAndLandInTheLayeredValues() throws {
        let cloud = TagCloud(Self.texts)
        cloud.alignment = .fillWidth
        cloud.horizontalSpacing = 6
        cloud.verticalSpacing = 10
        cloud.contentInset = Insets(top: 4, left: 4, bottom: 4, right: 4)
        cloud.numberOfLines = 2
        cloud.selectionLimit = 3
        cloud.allowsReordering = true
        #expect(cloud.configuration.alignment == .fillWidth)
        #expect(cloud.configuration.horizontalSpacing == 6 && cloud.configuration.verticalSpacing == 10)
        #expect(cloud.configuration.numberOfLines == 2)
        #expect(cloud.options.selectionLimit == 3 && cloud.options.allowsReordering)
        let controller = try cloud.controller
        #expect(controller.configuration == cloud.configuration)
        #expect(controller.options == cloud.options)
    }

    /// "No limit" is `nil` in Swift; TTG's and JSON's 0 is refused, saying to write `nil`.
    @Test func zeroIsRefusedWithTheWordsForNoLimit() {
        let lines = TagCloud(["Swift"])
        lines.numberOfLines = 0
        let linesError = #expect(throws: TagFlowError.self) { try lines.size(forWidth: 200) }
        #expect(linesError?.description.contains("numberOfLines") == true)
        #expect(linesError?.description.contains("nil for no limit") == true)
        let selection = TagCloud(["Swift"])
        selection.selectionLimit = 0
        let selectionError = #expect(throws: TagFlowError.self) { try selection.size(forWidth: 200) }
        #expect(selectionError?.description.contains("nil for no limit") == true)
        lines.numberOfLines = nil
        #expect(throws: Never.self) { try lines.size(forWidth: 200) }
    }

    @Test func tagsAreAddedMovedAndRemovedWithoutAReload() throws {
        let cloud = TagCloud(["Swift", "Linux"])
        try cloud.append("Pango")
        try cloud.insert("GTK", at: 0)
        #expect(cloud.tags.map(\.id) == ["GTK", "Swift", "Linux", "Pango"])
        let moved = try cloud.move(id: "GTK", to: 3)
        #expect(moved.changes == [.moved(id: "GTK", from: 0, to: 3)])
        try cloud.remove(id: "Linux")
        try cloud.setSelected(true, at: 0)
        #expect(cloud.tags.map(\.id) == ["Swift", "Pango", "GTK"])
        #expect(cloud.selectedTags.map(\.id) == ["Swift"])
        #expect(cloud.index(ofID: "GTK") == 2 && cloud.tag(at: 3) == nil)
        try cloud.removeAll()
        #expect(cloud.tags.isEmpty)
    }

    @Test func theSameTextShowsTwiceUnderNumberedIds() throws {
        let cloud = TagCloud(["Swift", "Swift", "Linux"])
        #expect(cloud.tags.map(\.id) == ["Swift", "Swift 2", "Linux"])
        try cloud.append("Swift")
        try cloud.append(TextTag("Linux"))
        try cloud.insert(contentsOf: [TextTag("Swift"), TextTag("Swift")], at: 0)
        #expect(cloud.tags.map(\.id) == ["Swift 4", "Swift 5", "Swift", "Swift 2", "Linux", "Swift 3", "Linux 2"])
        #expect(cloud.tags.map(\.content.string) == ["Swift", "Swift", "Swift", "Swift", "Linux", "Swift", "Linux"])
        try cloud.remove(id: "Swift 2")
        #expect(try cloud.controller.tags.count == 6)
    }

    @Test func anIdTheAppGaveIsKeptAndATakenOneRefusedByName() throws {
        let cloud = TagCloud(["Swift"])
        try cloud.append(TextTag("Swift", id: "language"))
        #expect(cloud.tags.map(\.id) == ["Swift", "language"])
        let error = #expect(throws: TagFlowError.self) { try cloud.append(TextTag("Rust", id: "language")) }
        #expect(error?.description.contains("language") == true)
        #expect(cloud.tags.count == 2)
    }

    @Test func aTagWithoutAStyleOfItsOwnWearsTheClouds() throws {
        let cloud = TagCloud()
        cloud.style.backgroundColor = TagColor(hex: 0x007AFF)
        var selected = TextTagStyle()
        selected.textColor = .white
        cloud.selectedStyle = selected
        var own = TextTagStyle()
        own.cornerRadius = 14
        try cloud.append(contentsOf: [TextTag("Plain"), TextTag("Styled", style: own, selectedStyle: own)])
        #expect(cloud.tags[0].style == cloud.style && cloud.tags[0].selectedStyle == selected)
        #expect(cloud.tags[1].style == own && cloud.tags[1].selectedStyle == own)
    }

    @Test func rowHeightsInOneCallAreEachRowsCloudHeight() throws {
        let rows = [["Swift", "Linux"], ["GTK", "Cairo", "Pango", "Accessibility", "Wayland", "Fonts"], [], ["Swift", "Swift"]]
        let cloud = TagCloud()
        cloud.contentInset = Insets(top: 2, left: 2, bottom: 2, right: 2)
        let heights = try cloud.sizes(ofRows: rows, forWidth: 200).map(\.height)
        let one = try rows.map { row in
            let single = TagCloud(row)
            single.contentInset = cloud.contentInset
            return try single.size(forWidth: 200).height
        }
        #expect(heights == one)
        #expect(heights[1] > heights[0])
        let error = #expect(throws: TagFlowError.self) { try cloud.sizes(ofRows: rows, forWidth: -1).map(\.height) }
        #expect(error?.description.contains("width") == true)
    }

    @Test func aSizeLimitOfZeroIsRefusedWithWordsForNil() throws {
        for key in ["maxWidth", "exactWidth", "maxHeight", "exactHeight"] {
            var style = TextTagStyle()
            switch key {
            case "maxWidth": style.maxWidth = 0
            case "exactWidth": style.exactWidth = 0
            case "maxHeight": style.maxHeight = 0
            default: style.exactHeight = 0
            }
            let error = #expect(throws: TagFlowError.self) { try style.validate() }
            #expect(error?.description.contains(key) == true, "\(key)")
            #expect(error?.description.contains("nil for no limit") == true, "\(key)")
            let cloud = TagCloud()
            cloud.style = style
            #expect(throws: TagFlowError.self) { try cloud.append("Swift") }
        }
        var style = TextTagStyle()
        style.minWidth = 0
        style.maxWidth = 0.5
        try style.validate()
    }

    @Test func aBadSettingIsNamedAtTheNextCall() {
        let cloud = TagCloud(Self.texts)
        cloud.horizontalSpacing = -1
        let error = #expect(throws: TagFlowError.self) { try cloud.size(forWidth: 240).height }
        #expect(error?.description.contains("horizontalSpacing") == true)
    }

    @Test func theHeightIsTheLayeredTypesHeight() throws {
        let cloud = TagCloud(Self.texts)
        cloud.alignment = .center
        let sizer = TagSizer(measurer: try PangoTextMeasurer())
        let expected = try TagLayout(configuration: cloud.configuration, sizer: sizer).size(of: cloud.tags, width: 200)
        #expect(try cloud.size(forWidth: 200).height == expected.height)
        #expect(try cloud.size(forWidth: 200).height > cloud.size(forWidth: 600).height)
    }

    @Test func aPictureIsAsTallAsItsTags() throws {
        let cloud = TagCloud(Self.texts)
        let height = try cloud.size(forWidth: 240).height
        let image = try RasterImage(png: try cloud.png(width: 240, scale: 2))
        #expect(image.width == 480)
        #expect(image.height == Int((height * 2).rounded(.up)))
        #expect(String(decoding: try cloud.svg(width: 240).prefix(5), as: UTF8.self) == "<?xml")
        #expect(String(decoding: try cloud.pdf(width: 240).prefix(5), as: UTF8.self) == "%PDF-")
    }

    @Test func theMoreChipReadsTheRealCount() throws {
        let cloud = TagCloud(Self.texts)
        cloud.numberOfLines = 1
        cloud.overflowChip = OverflowChip(format: "+{count} more")
        let scene = try cloud.scene(width: 200)
        let chip = try #require(scene.overflowChip)
        #expect(chip.content == .plain("+\(Self.texts.count - scene.items.count) more"))
        #expect(try cloud.size(forWidth: 200).height == scene.size.height)
    }

    @Test func aFileIsWrittenInTheFormatItsExtensionNames() throws {
        let cloud = TagCloud(Self.texts)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tagcloud-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tags.png").path
        try cloud.write(toFile: path, width: 240, scale: 1)
        let image = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image.width == 240)
        let refused = #expect(throws: TagFlowError.self) { try cloud.write(toFile: directory.appendingPathComponent("tags.gif").path, width: 240) }
        #expect(refused?.description.contains(".png, .svg or .pdf") == true)
    }
}
