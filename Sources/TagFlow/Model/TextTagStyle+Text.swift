extension TextTagStyle {
    /// How text breaks into lines and what happens to text that does not fit.
    public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
        /// Lines break between words; a word longer than a line breaks between characters. Lines
        /// past the line limit are not shown.
        case wordWrap
        /// Lines break between any two characters. Lines past the line limit are not shown.
        case charWrap
        /// No wrapping: each paragraph is one line, cut off at the available width (the reported
        /// width is the smaller of the text's width and the available width).
        case clip
        /// Lines break between words; the last line allowed by the limit starts with an ellipsis
        /// when text is left out.
        case truncateHead
        /// As `truncateHead`, with the ellipsis in the middle of the last line.
        case truncateMiddle
        /// As `truncateHead`, with the ellipsis at the end of the last line.
        case truncateTail

        /// Whether text that does not fit is replaced by an ellipsis.
        public var truncates: Bool {
            switch self {
            case .truncateHead, .truncateMiddle, .truncateTail: true
            case .wordWrap, .charWrap, .clip: false
            }
        }
    }

    /// Where lines of text sit within the text's box.
    public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
        /// Against the left edge.
        case left
        /// Centred.
        case center
        /// Against the right edge.
        case right
        /// Against the edge where the text's writing direction starts (left for Latin, right for
        /// Arabic or Hebrew).
        case natural
    }
}
