import ArgumentParser
import Foundation
import TagFlow
import TagFlowPango

/// `--font PATH` (repeatable): font files or directories added to the fonts text is measured and
/// drawn with. Their families may then be named in a document's `font.family`, and they serve as
/// fallback for characters that neither the tag's font nor the standard fallback fonts have.
struct FontOptions: ParsableArguments {
    @Option(
        name: .customLong("font"),
        help: ArgumentHelp(
            "A font file (.ttf, .otf, .ttc, .otc) or a directory of them to add; repeat for more.",
            discussion: "Added fonts may be named as font.family; they also cover characters no other font has.",
            valueName: "path"))
    var paths: [String] = []

    func validate() throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("--font \(shownFileName(path)): no such file or directory")
        }
    }

    /// The fonts to measure with: the standard library (shared by the whole process), plus the
    /// added files and directories when there are any. Warns on standard error when fallback
    /// font packages are missing (characters only their fonts cover will be boxes, reported as
    /// missing glyphs), naming them.
    func library() throws(TagFlowError) -> FontLibrary {
        let library = try makeLibrary()
        let missing = library.missingFallbackPackages
        if !missing.isEmpty {
            StandardStreams.writeError(
                "warning: the fallback font packages \(missing.joined(separator: ", ")) are not installed; characters only "
                    + "their fonts cover are drawn as boxes and reported as missing glyphs. Install them with: apt-get install "
                    + "\(missing.joined(separator: " "))\n")
        }
        return library
    }

    private func makeLibrary() throws(TagFlowError) -> FontLibrary {
        guard !paths.isEmpty else { return try FontLibrary.standard() }
        var files: [String] = []
        var directories: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                directories.append(path)
            } else {
                files.append(path)
            }
        }
        return try FontLibrary(fontDirectories: directories, fontFiles: files)
    }
}
