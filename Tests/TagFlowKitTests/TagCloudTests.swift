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

    @Test func zeroMeansNoLimitAsInTheJSONDocuments() {
        let cloud = TagCloud()
        cloud.numberOfLines = 0
        cloud.selectionLimit = 0
        #expect(cloud.numberOfLines == nil)
        #expect(cloud.selectionLimit == nil)
        cloud.numberOfLines = 3
        #expect(cloud.configuration.numberOfLines == 3)
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

    @Test func aSecondTagWithTheSameTextIsRefusedByName() throws {
        let cloud = TagCloud(["Swift"])
        let error = #expect(throws: TagFlowError.self) { try cloud.append("Swift") }
        #expect(error?.description.contains("Swift") == true)
        #expect(cloud.tags.count == 1)
    }

    @Test func aBadSettingIsNamedAtTheNextCall() {
        let cloud = TagCloud(Self.texts)
        cloud.horizontalSpacing = -1
        let error = #expect(throws: TagFlowError.self) { try cloud.height(forWidth: 240) }
        #expect(error?.description.contains("horizontalSpacing") == true)
    }

    @Test func theHeightIsTheLayeredTypesHeight() throws {
        let cloud = TagCloud(Self.texts)
        cloud.alignment = .center
        let sizer = TagSizer(measurer: try PangoTextMeasurer())
        let expected = try ContentSizeCalculator.contentSize(
            for: cloud.tags, width: 200, configuration: cloud.configuration, sizer: sizer)
        #expect(try cloud.height(forWidth: 200) == expected.height)
        #expect(try cloud.height(forWidth: 200) > cloud.height(forWidth: 600))
    }

    @Test func aPictureIsAsTallAsItsTags() throws {
        let cloud = TagCloud(Self.texts)
        let height = try cloud.height(forWidth: 240)
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
        #expect(try cloud.height(forWidth: 200) == scene.size.height)
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
