import TagFlow
import TagFlowPango

/// `tagflow gallery` as a library: the demos of `GalleryCatalog`, each turned into its files — a
/// PNG at 2×, an SVG and the input document(s) — and an `index.html` that shows them with
/// captions. It makes bytes, not files: the caller writes them (the icons first, since the
/// pictures read them from the output directory).
///
/// A demo of one document is drawn exactly as `tagflow render <name>.json -o <name>.png --scale 2`
/// draws it. A composed demo draws each of its documents (`<name>.jsonl`, one per line) the same
/// way and puts the scenes side by side in labelled panels (see `GalleryComposer`).
public struct Gallery: Sendable {
    /// One file of the gallery: its path relative to the output directory, and its bytes.
    public struct File: Hashable, Sendable {
        /// The path under the output directory, e.g. `icons/star.png` or `basics.svg`.
        public var path: String
        /// The file's contents.
        public var bytes: [UInt8]
    }

    /// What one demo produced: its files and the picture's size in points (for the page).
    public struct Output: Sendable {
        /// The PNG, the SVG and the document file.
        public var files: [File]
        /// The picture's size in points (the PNG is twice this in pixels).
        public var pictureSize: Size
    }

    /// The PNG scale of the gallery's pictures.
    public static let pngScale = 2.0

    /// Draws the demos; its images are read from the output directory.
    public let command: RenderCommand

    /// A gallery writing into `directory` (where the icons go, and where the pictures read them).
    public init(outputDirectory directory: String) throws(DocumentError) {
        command = try RenderCommand(imageDirectory: directory)
    }

    /// The demos, in order.
    public func demos() throws(DocumentError) -> [GalleryDemo] {
        try GalleryCatalog.demos(using: command)
    }

    /// The icon files the demos use (`icons/*.png`): write them before rendering.
    public static func iconFiles() -> [File] {
        GalleryIcons.all().map { icon in
            File(
                path: icon.source,
                bytes: PNGEncoder.encode(width: GalleryIcons.pixelSize, height: GalleryIcons.pixelSize, rgba: icon.rgba))
        }
    }

    /// Draws `demo`: its PNG (2×), its SVG and its document(s).
    /// - Throws: `DocumentError` prefixed with nothing: the demo's documents are built in code, so
    ///   an error here is a bug (or a missing icon, which the gallery refuses to draw around).
    public func output(for demo: GalleryDemo) throws(DocumentError) -> Output {
        let scene: RenderScene
        let documentText: String
        switch demo.picture {
        case .document(let document):
            scene = try command.scene(json: JSONWriter.writeForGallery(document))
            do {
                documentText = try JSONWriter.prettyPrinted(document)
            } catch {
                throw DocumentError(path: error.path, message: "internal error: \(error)")
            }
        case .panels(let panels, let columns):
            var panelCommand = command
            panelCommand.backgroundColor = nil
            var composed: [(label: String, scene: RenderScene)] = []
            var lines: [String] = []
            for panel in panels {
                let text = try JSONWriter.writeForGallery(panel.document)
                lines.append(text)
                composed.append((try label(panel.label, document: text), try panelCommand.scene(json: text)))
            }
            scene = try GalleryComposer(renderer: command.renderer).compose(composed, columns: columns)
            documentText = lines.joined(separator: "\n") + "\n"
        case .list(let rows):
            (scene, documentText) = try list(rows)
        }
        var files: [File] = []
        for format in [RenderFormat.png(scale: Self.pngScale), .svg] {
            let picture = try command.render(scene, format: format)
            if let issue = picture.issues.first {
                throw DocumentError(path: .root, message: "\(demo.name): \(issue)")
            }
            files.append(File(path: demo.name + "." + format.fileExtension, bytes: picture.bytes))
        }
        files.append(File(path: demo.documentFileName, bytes: Array(documentText.utf8)))
        let canvas = (try? command.renderer.canvasRect(for: scene, format: .png(scale: Self.pngScale))) ?? Rect(origin: .zero, size: scene.size)
        return Output(files: files, pictureSize: canvas.size)
    }

    /// `label` with `{lines}` and `{proof}` filled in from the layout of `document`.
    private func label(_ label: String, document: String) throws(DocumentError) -> String {
        guard label.contains("{") else { return label }
        let result = try JSONParser.parse(command.layoutCommand.run(document))
        var count = 0
        if case .number(let lines)? = result["lineCount"] { count = Int(lines) }
        let proven = result["provenOptimal"] == .bool(true)
        return label
            .replacing("{lines}", with: count == 1 ? "1 line" : "\(count) lines")
            .replacing("{proof}", with: proven ? ", proven optimal" : "")
    }

    /// The list demo: the rows' heights from `ContentSizeCalculator.contentSizes`, checked
    /// against the height each row's own layout reports, then the rows stacked at those heights.
    private func list(_ rows: [JSONValue]) throws(DocumentError) -> (RenderScene, String) {
        var texts: [String] = []
        var tagRows: [[Tag]] = []
        var scenes: [RenderScene] = []
        var configuration = LayoutConfiguration()
        var width = 0.0
        for row in rows {
            let text = try JSONWriter.writeForGallery(row)
            let document = try LayoutDocument(json: text)
            guard case .tags(let entries) = document.content else {
                throw DocumentError(path: .root, message: "internal error: a list row must have tags")
            }
            texts.append(text)
            tagRows.append(entries.map(\.tag))
            configuration = document.configuration
            width = document.container.width
            var rowCommand = command
            rowCommand.backgroundColor = nil
            scenes.append(try rowCommand.scene(document))
        }
        let heights: [Double]
        do {
            heights = try ContentSizeCalculator.contentSizes(
                ofRows: tagRows, width: width, configuration: configuration, sizer: command.renderer.sizer()
            ).map(\.height)
        } catch {
            throw DocumentError(error, at: .root)
        }
        for (i, scene) in scenes.enumerated() where scene.size.height != heights[i] {
            throw DocumentError(
                path: .root,
                message: "internal error: row \(i) is \(scene.size.height) pt tall drawn, \(heights[i]) pt precomputed")
        }
        let scene = try GalleryComposer(renderer: command.renderer).stack(rows: scenes, heights: heights)
        return (scene, texts.joined(separator: "\n") + "\n")
    }
}
