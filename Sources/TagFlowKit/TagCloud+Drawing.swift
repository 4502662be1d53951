/// Sizes and pictures for a width, each in one call: the tags as they show now (selected ones in
/// their selected style), the "+N" chip where a line limit hides some.
extension TagCloud {
    /// The size the tags take in a container `width` wide: the width is the container's
    /// (or the content's, if wider along a horizontal row), the height the content's, insets
    /// included — a list row's height.
    /// - Throws: `TagFlowError` naming a bad width or setting, or a measurement failure.
    public func size(forWidth width: Double) throws(TagFlowError) -> Size {
        let component = try ready()
        return try TagLayout(configuration: configuration, sizer: component.sizer, overflowChip: options.overflowChip).size(of: component.tags, width: width)
    }

    /// The sizes of many rows at `width`, in order: each the size a cloud with these settings
    /// holding that row's texts answers (``size(forWidth:)``), all measured and laid out in one
    /// call — a list's row heights, where TTG asked `contentSize(for:…)` once a cell.
    /// - Throws: `TagFlowError` naming a bad width or setting, its path under the row
    ///   (`rows[4].tags[2]…`), or a measurement failure.
    public func sizes(ofRows rows: [[String]], forWidth width: Double) throws(TagFlowError) -> [Size] {
        let component = try ready()
        let tagRows = rows.map { adopt($0.map { TextTag($0) }, after: []) }
        return try TagLayout(configuration: configuration, sizer: component.sizer, overflowChip: options.overflowChip).sizes(ofRows: tagRows, width: width)
    }

    /// What a picture of the tags `width` wide shows: as tall as the tags, as wide as `width`.
    public func scene(width: Double) throws(TagFlowError) -> RenderScene {
        let component = try ready()
        return try TagLayout(configuration: configuration, sizer: component.sizer, overflowChip: options.overflowChip).scene(of: component.tags, width: width, appearance: appearance)
    }

    /// The tags as a PNG `width` points wide and as tall as they are, `scale` pixels a point.
    public func png(width: Double, scale: Double = 2) throws(TagFlowError) -> [UInt8] {
        try render(width: width, format: .png(scale: scale))
    }

    /// The tags as an SVG document `width` points wide and as tall as they are.
    public func svg(width: Double) throws(TagFlowError) -> [UInt8] {
        try render(width: width, format: .svg)
    }

    /// The tags as a one-page PDF `width` points wide and as tall as they are.
    public func pdf(width: Double) throws(TagFlowError) -> [UInt8] {
        try render(width: width, format: .pdf)
    }

    /// Draws the tags into the file at `path` (replacing it), in the format its extension names:
    /// `.png` (at `scale` pixels a point), `.svg` or `.pdf`.
    /// - Throws: `TagFlowError` when the extension names no format or the file cannot be written.
    public func write(toFile path: String, width: Double, scale: Double = 2) throws(TagFlowError) {
        let scene = try scene(width: width)
        // A path without a known extension gets no format here: the renderer says what is allowed.
        try CairoRenderer(measurer: try engine.get()).write(scene, to: path, format: RenderFormat(path: path, scale: scale))
    }

    /// The bytes of the picture in `format`.
    func render(width: Double, format: RenderFormat) throws(TagFlowError) -> [UInt8] {
        let scene = try scene(width: width)
        return try CairoRenderer(measurer: try engine.get()).render(scene, format: format).bytes
    }
}

/// The names before every size at a width was called a size.
extension TagCloud {
    @available(*, unavailable, message: "size(forWidth:).height")
    public func height(forWidth width: Double) throws(TagFlowError) -> Double { 0 }

    @available(*, unavailable, message: "sizes(ofRows:forWidth:).map(\\.height)")
    public func heights(ofRows rows: [[String]], forWidth width: Double) throws(TagFlowError) -> [Double] { [] }
}
