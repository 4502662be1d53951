import TagFlow
import TagFlowRendering

/// The `tagflow` tool's commands in process: a JSON document in, the answer the tool prints out.
///
/// The contract is the JSON (every key, default, output member and error in the repository's
/// `docs/cli.md`), so this is the module's one public door: the documents' Swift types are the
/// tool's own. An answer is the same compact line `tagflow` prints (without its newline), and a
/// refusal the same `TagFlowError`, with the JSON path of the bad value
/// (`$.layout.alignment: "middle" is not one of leading, trailing, …`).
///
/// ```swift
/// let tool = TagFlowTool(measurer: try PangoTextMeasurer(), renderer: CairoRenderer())
/// let answer = try tool.layout(json: #"{"container": {"width": 320}, "tags": [{"text": "Swift"}]}"#)
/// ```
public struct TagFlowTool: Sendable {
    private let layoutCommand: LayoutCommand
    private let renderer: (any SceneRendering)?

    /// A tool that measures with `measurer` (through `cache`) and draws with `renderer`, if given.
    public init(measurer: any TextMeasuring, cache: MeasurementCache = MeasurementCache(), renderer: (any SceneRendering)? = nil) {
        layoutCommand = LayoutCommand(measurers: TextMeasurerProvider(measurer: measurer), cache: cache)
        self.renderer = renderer
    }

    /// `tagflow layout`: the frames, lines and sizes of a layout document.
    public func layout(json document: String) throws(TagFlowError) -> String {
        try layoutCommand.run(document)
    }

    /// `tagflow measure`: the sizes of texts in a font.
    public func measure(json document: String) throws(TagFlowError) -> String {
        try MeasureCommand(measurers: layoutCommand.measurers, cache: layoutCommand.cache).run(document)
    }

    /// `tagflow render`: a layout document drawn as PNG, SVG or PDF.
    /// - Throws: `TagFlowError` for a bad document, or when the tool was made without a renderer.
    public func render(json document: String, format: RenderFormat) throws(TagFlowError) -> RenderOutput {
        guard let renderer else {
            throw TagFlowError.document(at: .root, "cannot draw it: this TagFlowTool was made without a renderer")
        }
        return try RenderCommand(layoutCommand: layoutCommand, renderer: renderer).render(utf8: Array(document.utf8), format: format)
    }
}
