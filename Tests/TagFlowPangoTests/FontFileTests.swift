import Foundation
import Testing
@testable import TagFlowPango
import TagFlow

/// Where fonts come from: the bundled fonts found beside the program (or through
/// `TAGFLOW_FONTS`), added font files that must be regular files, and engines that give their
/// fonts back once they have set up too many.
@Suite struct FontFileTests {
    /// A temporary directory, removed by the caller.
    static func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func theBundledFontsAreFoundBesideTheProgramOrWhereTheVariablePoints() throws {
        let bundled = try #require(FontLibrary.bundledFontDirectory)
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // An installed layout: PREFIX/bin/tool and PREFIX/share/tagflow/fonts.
        try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/share/tagflow", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: bundled, toPath: root + "/share/tagflow/fonts")
        #expect(try BundledFonts.find(executable: root + "/bin/tagflow", environment: [:]).get() == root + "/share/tagflow/fonts")
        // The variable wins, and only it is looked at.
        #expect(try BundledFonts.find(executable: "/nowhere/bin/tagflow", environment: ["TAGFLOW_FONTS": bundled]).get() == bundled)
        let wrong = BundledFonts.find(executable: root + "/bin/tagflow", environment: ["TAGFLOW_FONTS": root])
        #expect(thrownError { () throws(TagFlowError) in try wrong.get() }?.description
            == "text measurement failed: the bundled DejaVu fonts are not in \(root), where TAGFLOW_FONTS points (it holds no DejaVuSans.ttf)")
        // Nowhere: one line naming the places looked at, never a trap.
        let missing = BundledFonts.find(executable: "/nowhere/bin/tagflow", environment: [:])
        #expect(thrownError { () throws(TagFlowError) in try missing.get() }?.description
            == "text measurement failed: the bundled DejaVu fonts are missing: looked in /nowhere/bin/TagFlow_TagFlowPango.resources/Fonts "
            + "and /nowhere/share/tagflow/fonts; install tagflow with `make install`, or set TAGFLOW_FONTS to the directory of DejaVuSans.ttf")
    }

    @Test func aFontFileMustBeARegularFileAndAFolderPassesOverTheRest() throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = try ReleasedFIFO(path: folder + "/evil.ttf")
        defer { fifo.remove() }
        try FileManager.default.createDirectory(atPath: folder + "/dir.otf", withIntermediateDirectories: true)
        let named = thrownError { () throws(TagFlowError) in try FontLibrary(fontFiles: [fifo.path], fallback: .none) }
        #expect(named == TagFlowError(TagFlowError.MeasurementReason.fontLoadingFailed(file: fifo.path, problem: "it is a FIFO, not a regular file")))
        let device = thrownError { () throws(TagFlowError) in try FontLibrary(fontFiles: ["/dev/zero"], fallback: .none) }
        #expect(device?.description == "cannot load fonts from /dev/zero: it is a device, not a regular file")
        // In a folder only the regular font files count: the FIFO and the directory are passed over.
        let serif = try #require(FontLibrary.bundledFontDirectory) + "/DejaVuSerif.ttf"
        try FileManager.default.copyItem(atPath: serif, toPath: folder + "/serif.ttf")
        let library = try FontLibrary(includeBundledFonts: false, fontDirectories: [folder], fallback: .none)
        #expect(library.familyNames == ["DejaVu Serif"])
    }

    @Test func anEngineThatSetUpTooManyFontsIsRetiredAndAnswersStayTheSame() throws {
        let measurer = try PangoTextMeasurer(maximumIdleEngines: 1)
        let sizes = (0..<(PangoTextMeasurer.maximumFontsPerEngine + 20)).map { 10 + Double($0) / 16 }
        for size in sizes { _ = try measurer.measure(request("Swift", TagFont(size: size))) }
        // The engine that set them up went with its fonts; the next call made a fresh one.
        #expect(measurer.idleEngineFontCounts.allSatisfy { $0 <= PangoTextMeasurer.maximumFontsPerEngine })
        let fresh = try PangoTextMeasurer()
        for size in sizes.suffix(5) + sizes.prefix(5) {
            #expect(try measurer.measure(request("Swift", TagFont(size: size))) == (try fresh.measure(request("Swift", TagFont(size: size)))))
        }
    }
}
