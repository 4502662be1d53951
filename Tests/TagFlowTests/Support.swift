@_exported import TagFlowTestSupport
import TagFlow

/// A style with round numbers for sizing tests: 16 pt text (8 pt per character, 20 pt lines),
/// padding 10 × 6, no size limits, as many lines as needed.
func plainStyle() -> TextTagStyle {
    var style = TextTagStyle()
    style.font = TagFont(size: 16)
    style.padding = Size(width: 10, height: 6)
    style.numberOfLines = nil
    style.lineBreakMode = .wordWrap
    return style
}
