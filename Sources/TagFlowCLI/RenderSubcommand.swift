import ArgumentParser
import Foundation
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango
import TagFlowRendering

/// `tagflow render [FILE|-] -o OUT.(png|svg|pdf) [--scale N] [--background COLOR|none]`: draws a
/// layout document.
struct RenderSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draws a layout document as a PNG, SVG or PDF picture.",
        discussion: """
            Takes any document "tagflow layout" takes and draws what it lays out: tags in their \
            styles (selected tags in their selected style), "items" as plain grey boxes, and the \
            "+N" chip where the layout placed "overflowIndicator". A document with "component" \
            and "events" has its events played first: selections show, deleted tags are gone, \
            and when the events end mid-drag the lifted tag and the delete zone are drawn. A \
            document with "field" is drawn as the field after its events: the tags, the entry \
            with the draft (or the dimmed placeholder) and the caret while it has focus, and \
            the open suggestion list under the entry, the picture grown to hold it.

            The format comes from the output's extension: .png, .svg (px units) or .pdf (points); \
            any other extension is a usage error. The picture is the container's size or the \
            content's, whichever is larger; it grows past that only where a shadow, the lifted \
            tag or the delete zone reaches out (the bleed), and "canvas" in the output says where \
            the picture lies in layout coordinates. Relative image paths (tags[].image.source) are \
            read from the document's directory (the working directory for standard input). The \
            same document gives the same bytes on every run.

            Output (one line): {"output":"OUT.png","format":"png","scale":2,\
            "pixelSize":{"width","height"},"canvas":{"x","y","width","height"},"issues":[…]} \
            ("scale" and "pixelSize" for PNG only). An image that cannot be read is drawn as a \
            placeholder, and characters no font has are drawn as boxes; both are listed in \
            "issues" with the tag's path (and warned about on standard error).
            """
    )

    @Argument(help: "The document: a file path, or - for standard input.")
    var file: String = "-"

    @Option(name: .shortAndLong, help: "The picture to write: a path ending in .png, .svg or .pdf.")
    var output: String

    @Option(
        help: ArgumentHelp(
            "Device pixels per point, PNG only (finite, ≥ 0.125, ≤ 8; default 1).",
            discussion: "SVG and PDF are drawn in points; giving --scale for them is a usage error."))
    var scale: Double?

    @Option(help: "The colour behind the tags: #RRGGBB, #RRGGBBAA, or none for a transparent picture.")
    var background: String = "#FFFFFF"

    @OptionGroup var fonts: FontOptions

    /// The format the output's extension names, or `nil`.
    private var format: RenderFormat? { RenderFormat(path: output, scale: scale ?? 1) }

    func validate() throws {
        guard let format else {
            let name = output.split(separator: "/").last.map(String.init) ?? output
            throw ValidationError(
                "-o/--output must end in .png, .svg or .pdf (the format comes from the extension); got \(quoted(name))")
        }
        if let scale {
            guard case .png = format else {
                throw ValidationError(
                    "--scale applies to PNG output only; \(format.fileExtension.uppercased()) is drawn in points")
            }
            guard scale.isFinite, scale >= RenderFormat.minimumScale, scale <= RenderFormat.maximumScale else {
                throw ValidationError(
                    "--scale must be finite, ≥ \(JSONWriter.format(RenderFormat.minimumScale)) and "
                        + "≤ \(JSONWriter.format(RenderFormat.maximumScale)); got \(JSONWriter.format(scale))")
            }
        }
        _ = try backgroundColor()
    }

    /// The `--background` colour, `nil` for `none`.
    private func backgroundColor() throws -> TagColor? {
        if background == "none" { return nil }
        do {
            return try TagColor(hex: background)
        } catch {
            throw ValidationError("--background must be #RRGGBB, #RRGGBBAA or none; got \(quoted(background))")
        }
    }

    func run() throws {
        guard let format else { throw ValidationError("-o/--output must end in .png, .svg or .pdf") }
        let input = InputSource.open(file).document()
        let imageDirectory = file == "-" ? nil : URL(fileURLWithPath: file).deletingLastPathComponent().path
        let renderer: CairoRenderer
        let document: LayoutDocument
        let scene: RenderScene
        let picture: RenderOutput
        do throws(TagFlowError) {
            let measurer: PangoTextMeasurer
            do {
                measurer = try PangoTextMeasurer(library: fonts.library())
            } catch {
                throw TagFlowError(TagFlowError.DocumentReason.invalidDocument("cannot start the text engine: \(error)"))
            }
            renderer = CairoRenderer(measurer: measurer, options: RenderOptions(imageDirectory: imageDirectory))
            var appearance = SceneAppearance()
            appearance.backgroundColor = try? backgroundColor()
            let command = RenderCommand(
                layoutCommand: LayoutCommand(measurers: TextMeasurerProvider(measurer: measurer)), renderer: renderer,
                appearance: appearance)
            document = try LayoutDocument(document: JSONReader(parsing: input))
            scene = try command.scene(document)
            picture = try command.render(scene, of: document, format: format)
        } catch {
            StandardStreams.writeError("error: \(error.documentDescription)\n")
            throw ExitCode(ToolExitStatus.badInput)
        }
        if let problem = FileOutput.problem(writing: picture.bytes, to: output) {
            StandardStreams.writeError("error: \(shownFileName(output)): cannot write it (\(problem))\n")
            throw ExitCode(ToolExitStatus.badInput)
        }
        let command = RenderCommand(
            layoutCommand: LayoutCommand(measurers: TextMeasurerProvider(measurer: renderer.measurer)), renderer: renderer)
        let issues = picture.issues.map { command.documentIssue($0, in: scene, of: document) }
        for issue in issues { StandardStreams.writeError("warning: \(issue)\n") }
        let canvas = (try? renderer.canvasRect(for: scene, format: format)) ?? Rect(origin: .zero, size: scene.size)
        StandardStreams.writeOutput(Self.summary(output: output, format: format, canvas: canvas, issues: issues) + "\n")
    }

    /// The line printed on standard output.
    static func summary(output: String, format: RenderFormat, canvas: Rect, issues: [String]) -> String {
        var members: [JSONValue.Member] = [.init("output", .string(output)), .init("format", .string(format.fileExtension))]
        if case .png(let scale) = format {
            members.append(.init("scale", .number(scale)))
            members.append(
                .init(
                    "pixelSize",
                    ["width": .number((canvas.width * scale).rounded()), "height": .number((canvas.height * scale).rounded())]))
        }
        members.append(
            .init(
                "canvas",
                ["x": .number(canvas.x), "y": .number(canvas.y), "width": .number(canvas.width), "height": .number(canvas.height)]))
        members.append(.init("issues", .array(issues.map { .string($0) })))
        return (try? JSONWriter.write(.object(members))) ?? "{}"
    }
}
