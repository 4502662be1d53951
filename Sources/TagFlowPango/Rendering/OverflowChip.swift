import TagFlow

extension RenderScene {
    /// The "+N" chip a line limit puts at the end of the last visible line, standing for the tags it
    /// hides.
    public struct OverflowChip: Hashable, Sendable {
        /// Where the chip goes (`LayoutResult.overflow.frame`).
        public var frame: Rect
        /// How many tags it stands for (`LayoutResult.overflow.hiddenCount`).
        public var hiddenCount: Int
        /// How it looks; its text is centred and truncated to the frame whatever the style says.
        public var style: TagStyle
        /// The text shown; `nil` shows `"+N"`.
        public var label: String?

        /// Creates a chip.
        public init(frame: Rect, hiddenCount: Int, style: TagStyle = OverflowChip.defaultStyle, label: String? = nil) {
            self.frame = frame
            self.hiddenCount = hiddenCount
            self.style = style
            self.label = label
        }

        /// The text drawn: `label`, or `"+N"`.
        public var text: String { label ?? "+\(hiddenCount)" }

        /// The chip's look unless told otherwise: a quiet outlined chip in the default tag's shape,
        /// so it reads as "more of these" without competing with the tags: white, a 1 pt mid-grey
        /// border, semibold dark-grey text, 4 pt corners, the default padding.
        public static let defaultStyle: TagStyle = {
            var style = TagStyle(
                font: Font(weight: .semibold), textColor: Color(red: 0x3C, green: 0x3C, blue: 0x43),
                backgroundColor: .white)
            style.borderWidth = 1
            style.borderColor = Color(red: 0xC7, green: 0xC7, blue: 0xCC)
            style.numberOfLines = 1
            style.lineBreakMode = .truncateTail
            style.textAlignment = .center
            return style
        }()

        /// The style actually drawn: `style` forced to one centred, tail-truncated line, so a label
        /// longer than the frame the layout reserved never spills out.
        var drawingStyle: TagStyle {
            var style = self.style
            style.numberOfLines = 1
            style.lineBreakMode = .truncateTail
            style.textAlignment = .center
            return style
        }
    }
}
