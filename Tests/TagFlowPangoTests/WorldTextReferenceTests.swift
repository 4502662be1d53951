import Foundation
import Testing
import TagFlow
import TagFlowPango

/// The sizes (px = pt at 72 dpi) and weights every corpus string is measured at.
let worldSizes: [Double] = [12, 14, 17, 20]

/// World text against a browser: Chromium's canvas `measureText` with exactly the measurer's
/// fonts (the bundled DejaVu files and the fallback list, nothing else), every corpus string at
/// four sizes, regular and bold, must agree within a browser's layout unit (1/64 px).
/// Runs only where Chromium is installed (`apt-get install chromium`), and needs the fallback
/// fonts (`make deps`).
@Suite(.enabled(if: chromiumPath != nil, noChromiumReason))
struct WorldTextReferenceTests {
    @Test func canvasMeasureTextAgreesForEveryScript() throws {
        let library = try FontLibrary.standard()
        try #require(
            library.missingFallbackFonts.isEmpty,
            "fallback fonts missing: \(library.missingFallbackFonts.map(\.path)); run make deps (installs \(FallbackFont.packages(of: FallbackFont.standard).joined(separator: " ")))")
        let texts = worldCorpus.flatMap { entry in entry.texts.map { (entry.script, $0) } }
        var cases: [(text: Int, size: Double, bold: Bool)] = []
        for i in texts.indices {
            for size in worldSizes {
                for bold in [false, true] { cases.append((i, size, bold)) }
            }
        }
        let browser = try chromiumWidths(texts: texts.map(\.1), cases: cases, library: library)
        try #require(browser.count == cases.count, "Chromium measured \(browser.count) of \(cases.count)")

        var worst: [String: (difference: Double, count: Int)] = [:]
        for (k, c) in cases.enumerated() {
            let (script, text) = texts[c.text]
            let font = TagFont(size: c.size, weight: c.bold ? .bold : .regular)
            let measured = try sharedMeasurer.measure(TextMeasurementRequest(text: .plain(text), font: font)).width
            let difference = abs(measured - browser[k])
            let entry = worst[script, default: (0, 0)]
            worst[script] = (max(entry.difference, difference), entry.count + 1)
            #expect(difference <= layoutUnit, "\(script) \"\(text)\" \(c.size) px\(c.bold ? " bold" : ""): Pango \(measured), Chromium \(browser[k])")
        }
        // The figures, for the record (swift test prints them).
        let table = worldCorpus.map { entry in
            let w = worst[entry.script]!
            return "\(entry.script) \(w.count) max \(String(format: "%.4f", w.difference))"
        }
        print("World text vs Chromium: \(texts.count) strings, \(cases.count) measurements; largest difference per script (px): \(table.joined(separator: "; "))")
    }
}

/// Chromium's widths for `cases` (text index, size, bold) in `DejaVu Sans`, with a private
/// fontconfig setup holding exactly the library's files: a directory of links to the bundled
/// DejaVu files and the fallback files, only face 0 of the CJK collection, and the rendering
/// settings Debian gives Chromium (slight hinting, antialiasing: without them Chromium rounds
/// advances to whole pixels). Fallback is Chromium's own: fontconfig's sort per character.
func chromiumWidths(texts: [String], cases: [(text: Int, size: Double, bold: Bool)], library: FontLibrary) throws -> [Double] {
    let manager = FileManager.default
    let directory = manager.temporaryDirectory.appendingPathComponent("tagflow-fonts-\(UUID().uuidString)")
    let fonts = directory.appendingPathComponent("fonts")
    try manager.createDirectory(at: fonts, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: directory) }
    let bundled = try #require(FontLibrary.bundledFontDirectory)
    let files = try manager.contentsOfDirectory(atPath: bundled).filter { $0.hasSuffix(".ttf") }.map { "\(bundled)/\($0)" }
        + library.fallbackFonts.map(\.path)
    for file in files {
        try manager.createSymbolicLink(
            atPath: fonts.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent).path, withDestinationPath: file)
    }
    // The collection's other faces (Korean, Chinese, mono), left out as the measurer leaves them out.
    let otherCJKFaces = ["KR", "SC", "TC", "HK"].map { "Noto Sans CJK \($0)" }
        + ["JP", "KR", "SC", "TC", "HK"].map { "Noto Sans Mono CJK \($0)" }
    let rejected = otherCJKFaces.map { "<pattern><patelt name=\"family\"><string>\($0)</string></patelt></pattern>" }
    let configuration = directory.appendingPathComponent("fonts.conf")
    try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>\(fonts.path)</dir>
          <cachedir>\(directory.path)/cache</cachedir>
          <selectfont><rejectfont>\(rejected.joined())</rejectfont></selectfont>
          <match target="pattern"><edit mode="append" name="hintstyle"><const>hintslight</const></edit></match>
          <match target="pattern"><edit mode="append" name="antialias"><bool>true</bool></edit></match>
        </fontconfig>
        """.write(to: configuration, atomically: true, encoding: .utf8)
    let textList = texts.map(javaScriptString).joined(separator: ",")
    let caseList = cases.map { "[\($0.text),\($0.size),\($0.bold ? 1 : 0)]" }.joined(separator: ",")
    let script = """
        const texts = [\(textList)];
        const c = document.createElement('canvas').getContext('2d');
        report([\(caseList)].map(([i, size, bold]) => {
          c.font = (bold ? 'bold ' : '') + size + 'px "DejaVu Sans"';
          return c.measureText(texts[i]).width;
        }));
        """
    return try chromiumMeasurements(script: script, environment: ["FONTCONFIG_FILE": configuration.path])
}
