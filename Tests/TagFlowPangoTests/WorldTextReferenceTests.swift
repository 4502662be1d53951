import Foundation
import Testing
import TagFlow
import TagFlowPango

/// The sizes (px = pt at 72 dpi) and weights every corpus string is measured at.
let worldSizes: [Double] = [12, 14, 17, 20]

/// World text against a browser: Chromium's canvas `measureText` with exactly the measurer's
/// fonts (the bundled DejaVu files and the fallback packages' files, nothing else) and the
/// platform's fontconfig rules, must agree within a browser's layout unit (1/64 px): every
/// corpus string at four sizes, regular and bold, and strings of every script `fonts-noto-core`
/// covers at two sizes, regular and bold. Runs only where Chromium is installed
/// (`apt-get install chromium`), and needs the fallback fonts (`make deps`).
@Suite(.enabled(if: chromiumPath != nil, noChromiumReason))
struct WorldTextReferenceTests {
    @Test func canvasMeasureTextAgreesForEveryScript() throws {
        let texts = worldCorpus.flatMap { entry in entry.texts.map { (entry.script, $0) } }
        try compareWithChromium(texts, sizes: worldSizes, label: "World text")
    }

    @Test func canvasMeasureTextAgreesForEveryScriptOfTheNotoCorePackage() throws {
        let samples = ScriptSample.all
        try #require(samples.count > 100, "fonts-noto-core covers \(samples.count) scripts here; run make deps")
        let texts = samples.flatMap { sample in sample.texts.map { (sample.script, $0) } }
        try compareWithChromium(texts, sizes: [14, 20], label: "Every script of fonts-noto-core")
    }

    /// Measures `texts` (script, text) at `sizes`, regular and bold, here and in Chromium, and
    /// expects every width within 1/64 px; prints the largest difference per script.
    private func compareWithChromium(_ texts: [(String, String)], sizes: [Double], label: String) throws {
        let library = try FontLibrary.standard()
        try #require(
            library.missingFallbackPackages.isEmpty,
            "fallback font packages missing: run make deps (apt-get install \(library.missingFallbackPackages.joined(separator: " ")))")
        var cases: [(text: Int, size: Double, bold: Bool)] = []
        for i in texts.indices {
            for size in sizes {
                for bold in [false, true] { cases.append((i, size, bold)) }
            }
        }
        let browser = try chromiumWidths(texts: texts.map(\.1), cases: cases, library: library)
        try #require(browser.count == cases.count, "Chromium measured \(browser.count) of \(cases.count)")

        // Where the font a cluster's first character falls back to lacks the rest of it, the
        // browser draws .notdef boxes (docs/world-text.md); TagFlow draws the cluster whole.
        let model = FallbackCharsets(library: library)
        let boxedInBrowser = texts.map { !clusters(of: $0.1).allSatisfy(model.browserDrawsWhole) }
        var worst: [String: (difference: Double, count: Int, off: Int, boxed: Int)] = [:]
        var scripts: [String] = []
        for (k, c) in cases.enumerated() {
            let (script, text) = texts[c.text]
            let font = TagFont(size: c.size, weight: c.bold ? .bold : .regular)
            let measurement = try sharedMeasurer.measure(TextMeasurementRequest(text: .plain(text), font: font))
            let difference = abs(measurement.width - browser[k])
            if worst[script] == nil { scripts.append(script) }
            var entry = worst[script, default: (0, 0, 0, 0)]
            entry.count += 1
            if boxedInBrowser[c.text] {
                entry.boxed += 1
                #expect(measurement.missingCharacters.isEmpty, "\(script) \"\(text)\"")
            } else {
                entry.difference = max(entry.difference, difference)
                if difference > layoutUnit { entry.off += 1 }
                #expect(difference <= layoutUnit, "\(script) \"\(text)\" \(c.size) px\(c.bold ? " bold" : ""): Pango \(measurement.width), Chromium \(browser[k])")
            }
            worst[script] = entry
        }
        // The figures, for the record (swift test prints them).
        let table = scripts.map { script in
            let w = worst[script]!
            let boxed = w.boxed > 0 ? " (+\(w.boxed) boxed in the browser)" : ""
            return "\(script) \(w.count - w.off - w.boxed)/\(w.count - w.boxed)\(boxed) max \(String(format: "%.4f", w.difference))"
        }
        print("\(label) vs Chromium: \(texts.count) strings, \(cases.count) measurements; within 1/64 px per script, largest difference (px): \(table.joined(separator: "; "))")
    }

    /// The clusters of `text` as fallback treats them: a character and the combining marks
    /// after it.
    private func clusters(of text: String) -> [[Unicode.Scalar]] {
        var result: [[Unicode.Scalar]] = []
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark where !result.isEmpty: result[result.count - 1].append(scalar)
            default: result.append([scalar])
            }
        }
        return result
    }
}

/// Chromium's widths for `cases` (text index, size, bold) in `DejaVu Sans`, with a private
/// fontconfig setup holding exactly the library's fonts — a directory of links to the bundled
/// DejaVu files and the fallback packages' files — and the platform's rules (`conf.d` less the
/// user's and the administrator's files, as the measurer reads them), plus the rendering
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
        + library.fallbackFontFiles
    for file in files {
        try manager.createSymbolicLink(
            atPath: fonts.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent).path, withDestinationPath: file)
    }
    let rules = (try? manager.contentsOfDirectory(atPath: "/etc/fonts/conf.d")) ?? []
    let includes = rules.sorted().filter { $0.hasSuffix(".conf") && !["50-user.conf", "51-local.conf"].contains($0) }
        .map { "<include ignore_missing=\"yes\">/etc/fonts/conf.d/\($0)</include>" }
    let configuration = directory.appendingPathComponent("fonts.conf")
    try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>\(fonts.path)</dir>
          <cachedir>\(directory.path)/cache</cachedir>
          \(includes.joined(separator: "\n  "))
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
