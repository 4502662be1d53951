import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango
import TagFlowRendering

/// `tagflow gallery` as a library: the demos of `GalleryCatalog`, each turned into its files — a
/// PNG at 2×, an SVG and the input document(s) — and an `index.html` that shows them with
/// captions. It makes bytes, not files: the caller writes them (the icons first, since the
/// pictures read them from the output directory).
///
/// A demo of one document is drawn exactly as `tagflow render <name>.json -o <name>.png --scale 2`
/// draws it. A composed demo draws each of its documents (`<name>.jsonl`, one per line) the same
/// way and puts the scenes side by side in labelled panels (see `GalleryComposer`).
package struct Gallery: Sendable {
    /// One file of the gallery: its path relative to the output directory, and its bytes.
    package struct File: Hashable, Sendable {
        /// The path under the output directory, e.g. `icons/star.png` or `basics.svg`.
        package var path: String
        /// The file's contents.
        package var bytes: [UInt8]
    }

    /// What one demo produced: its files and the picture's size in points (for the page).
    package struct Output: Sendable {
        /// The PNG, the SVG and the document file.
        package var files: [File]
        /// The picture's size in points (the PNG is twice this in pixels).
        package var pictureSize: Size
    }

    /// The PNG scale of the gallery's pictures.
    package static let pngScale = 2.0

    /// Draws the demos; its images are read from the output directory.
    package let command: RenderCommand

    /// Draws the pictures (and the icons).
    package let renderer: CairoRenderer

    /// A gallery writing into `directory` (where the icons go, and where the pictures read them).
    /// - Throws: `TagFlowError` when the text engine cannot start.
    package init(outputDirectory directory: String) throws(TagFlowError) {
        let measurer = try PangoTextMeasurer()
        renderer = CairoRenderer(measurer: measurer, options: RenderOptions(imageDirectory: directory))
        command = RenderCommand(
            layoutCommand: LayoutCommand(measurers: TextMeasurerProvider(measurer: measurer)), renderer: renderer)
    }

    /// The demos, in order.
    package func demos() throws(TagFlowError) -> [GalleryDemo] {
        try GalleryCatalog.demos(using: command)
    }

    /// The icon files the demos use (`icons/*.png`), drawn by cairo: write them before rendering.
    package static func iconFiles() throws(TagFlowError) -> [File] {
        var files: [File] = []
        for icon in GalleryIcons.all {
            files.append(File(path: icon.source, bytes: try CairoRenderer.png(of: icon.icon, pixelSize: GalleryIcons.pixelSize)))
        }
        return files
    }

    /// Draws `demo`: its PNG (2×), its SVG and its document(s).
    /// - Throws: `DocumentError` prefixed with nothing: the demo's documents are built in code, so
    ///   an error here is a bug (or a missing icon, which the gallery refuses to draw around).
    package func output(for demo: GalleryDemo) throws(TagFlowError) -> Output {
        let scene: RenderScene
        let documentText: String
        switch demo.picture {
        case .document(let document):
            scene = try command.scene(json: JSONWriter.writeForGallery(document))
            do {
                documentText = try JSONWriter.prettyPrinted(document)
            } catch {
                throw TagFlowError(TagFlowError.DocumentReason.invalidDocument("internal error: \(error)"))
            }
        case .panels(let panels, let columns):
            var composed: [(label: String, scene: RenderScene, isDark: Bool)] = []
            var lines: [String] = []
            for panel in panels {
                var panelCommand = command
                if panel.isDark { panelCommand.appearance = .dark }
                panelCommand.appearance.backgroundColor = nil
                let text = try JSONWriter.writeForGallery(panel.document)
                lines.append(text)
                composed.append((try label(panel.label, document: text), try panelCommand.scene(json: text), panel.isDark))
            }
            scene = try composer.compose(composed, columns: columns)
            documentText = lines.joined(separator: "\n") + "\n"
        case .list(let rows):
            (scene, documentText) = try list(rows)
        }
        var files: [File] = []
        for format in [RenderFormat.png(scale: Self.pngScale), .svg] {
            let picture = try command.render(scene, format: format)
            if let issue = picture.issues.first {
                throw TagFlowError(TagFlowError.DocumentReason.invalidDocument("\(demo.name): \(issue)"))
            }
            files.append(File(path: demo.name + "." + format.fileExtension, bytes: picture.bytes))
        }
        files.append(File(path: demo.documentFileName, bytes: Array(documentText.utf8)))
        let canvas = (try? renderer.canvasRect(for: scene, format: .png(scale: Self.pngScale))) ?? Rect(origin: .zero, size: scene.size)
        return Output(files: files, pictureSize: canvas.size)
    }

    /// Puts several scenes into one picture.
    private var composer: GalleryComposer { GalleryComposer(command: command) }

    /// `label` with `{lines}` and `{proof}` filled in from the layout of `document`.
    private func label(_ label: String, document: String) throws(TagFlowError) -> String {
        guard label.contains("{") else { return label }
        let result = try JSONReader(parsing: Array(try command.layoutCommand.run(document).utf8)).value
        var count = 0
        if case .number(let lines)? = result["lineCount"] { count = Int(lines) }
        let proven = result["provenOptimal"] == .bool(true)
        return GalleryFieldLabels.filled(label, from: result)
            .replacing("{lines}", with: count == 1 ? "1 line" : "\(count) lines")
            .replacing("{proof}", with: proven ? ", proven optimal" : "")
    }

    /// The list demo: the rows' heights from `TagLayout.sizes(ofRows:width:)`, checked
    /// against the height each row's own layout reports, then the rows stacked at those heights.
    private func list(_ rows: [JSONValue]) throws(TagFlowError) -> (RenderScene, String) {
        var texts: [String] = []
        var tagRows: [[TextTag]] = []
        var scenes: [RenderScene] = []
        var configuration = LayoutConfiguration()
        var width = 0.0
        for row in rows {
            let text = try JSONWriter.writeForGallery(row)
            let document = try LayoutDocument(json: text)
            guard case .tags = document.content else {
                throw TagFlowError(TagFlowError.DocumentReason.invalidDocument("internal error: a list row must have tags"))
            }
            texts.append(text)
            tagRows.append(document.tags)
            configuration = document.configuration
            width = document.container.width
            var rowCommand = command
            rowCommand.appearance.backgroundColor = nil
            scenes.append(try rowCommand.scene(document))
        }
        let heights: [Double]
        do {
            heights = try TagLayout(configuration: configuration, sizer: try composer.sizer()).sizes(ofRows: tagRows, width: width).map(\.height)
        } catch {
            throw TagFlowError(TagFlowError.DocumentReason.invalidDocument("internal error: \(error)"))
        }
        for (i, scene) in scenes.enumerated() where scene.size.height != heights[i] {
            throw TagFlowError(
                TagFlowError.DocumentReason.invalidDocument("internal error: row \(i) is \(scene.size.height) pt tall drawn, \(heights[i]) pt precomputed"))
        }
        let scene = try composer.stack(rows: scenes, heights: heights)
        return (scene, texts.joined(separator: "\n") + "\n")
    }
}
