import Foundation
import Testing
@testable import TagFlowPango
import TagFlow

/// Where fonts come from: added font files that must be regular files.
@Suite struct FontFileTests {
    /// A temporary directory, removed by the caller.
    static func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aFontFileMustBeARegularFileAndAFolderPassesOverTheRest() throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = try ReleasedFIFO(path: folder + "/evil.ttf")
        defer { fifo.remove() }
        try FileManager.default.createDirectory(atPath: folder + "/dir.otf", withIntermediateDirectories: true)
        let named = thrownError { () throws(TagFlowError) in try FontLibrary(fontFiles: [fifo.path], fallbackFonts: []) }
        #expect(named == TagFlowError(TagFlowError.MeasurementReason.fontLoadingFailed(file: fifo.path, problem: "it is a FIFO, not a regular file")))
        let device = thrownError { () throws(TagFlowError) in try FontLibrary(fontFiles: ["/dev/zero"], fallbackFonts: []) }
        #expect(device?.description == "cannot load fonts from /dev/zero: it is a device, not a regular file")
        // In a folder only the regular font files count: the FIFO and the directory are passed over.
        let serif = try #require(FontLibrary.bundledFontDirectory) + "/DejaVuSerif.ttf"
        try FileManager.default.copyItem(atPath: serif, toPath: folder + "/serif.ttf")
        let library = try FontLibrary(includeBundledFonts: false, fontDirectories: [folder], fallbackFonts: [])
        #expect(library.familyNames == ["DejaVu Serif"])
    }
}
