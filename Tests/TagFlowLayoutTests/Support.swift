import TagFlowLayout
@_exported import TagFlowTestSupport

/// Items of height 10 and the given widths.
func items(_ widths: [Double], height: Double = 10) -> [LayoutItem] {
    widths.map { LayoutItem(width: $0, height: height) }
}

/// A configuration with 10 pt spacing, so pictures at a 10 pt unit show every gap.
func configuration(_ change: (inout LayoutConfiguration) -> Void = { _ in }) -> LayoutConfiguration {
    var configuration = LayoutConfiguration()
    configuration.horizontalSpacing = 10
    configuration.verticalSpacing = 10
    change(&configuration)
    return configuration
}

/// Lays out and draws in one step.
func draw(
    _ widths: [Double], width: Double, height: Double = 0, unit: Double = 10,
    _ change: (inout LayoutConfiguration) -> Void = { _ in }
) throws -> String {
    let result = try FlowLayout(configuration: configuration(change))
        .layout(items(widths), in: Size(width: width, height: height))
    return picture(result, width: width, unit: unit)
}
