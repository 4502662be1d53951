/// The choices a configuration is made of, nested in the type they configure.
extension LayoutConfiguration {
    /// The axis along which a collection scrolls, which decides how lines are formed.
    public enum ScrollDirection: String, CaseIterable, Hashable, Sendable {
        /// Lines are rows that wrap at the container width; the content grows downwards.
        case vertical
        /// A fixed number of rows, as wide as their content; the content scrolls sideways.
        case horizontal
    }

    /// Where the items of a line go along the line (the main axis).
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        /// Packed against the edge where reading starts (left in left-to-right, right in right-to-left).
        case leading
        /// Packed against the edge where reading ends.
        case trailing
        /// Packed against the physical left edge; the order within the line still follows the
        /// layout direction.
        case left
        /// Packed against the physical right edge; the order within the line still follows the
        /// layout direction.
        case right
        /// Centred.
        case center
        /// The free space goes evenly into the gaps between items; a line with one item stays at
        /// the leading edge.
        case spaceBetween
        /// Every item gets the same free space on both of its sides (CSS `space-around`).
        case spaceAround
        /// The free space is split evenly between the gaps and the two ends (CSS `space-evenly`).
        case spaceEvenly
        /// Every item of the line grows by the same amount until the line is full.
        case fillWidth
        /// As `fillWidth`, except that the last of all lines keeps natural widths (unless it is the
        /// only line). When a line limit hides lines, every visible line fills.
        case fillWidthExceptLastLine
    }

    /// Where an item sits across its line when it is shorter than the line.
    public enum LineAlignment: String, CaseIterable, Hashable, Sendable {
        /// At the top of the line.
        case top
        /// Centred in the line.
        case center
        /// At the bottom of the line.
        case bottom
        /// The items' first baselines (`LayoutItem.baseline`) on one line, the line as tall as
        /// that needs (CSS `align-items: baseline`).
        case firstBaseline
        /// Every item as tall as its line (CSS `align-items: stretch`).
        case stretch
    }

    /// Where the block of lines sits when the container is taller than the content.
    public enum ContentVerticalAlignment: String, CaseIterable, Hashable, Sendable {
        /// At the top; the content keeps its natural height.
        case top
        /// Centred; the content height becomes the container height.
        case center
        /// At the bottom; the content height becomes the container height.
        case bottom
    }

    /// The direction in which a line is read.
    public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
        /// The first item of a line is on its left.
        case leftToRight
        /// The first item of a line is on its right; the layout is the mirror image of the
        /// left-to-right one.
        case rightToLeft
    }

    /// How items are shared out between the fixed number of lines of horizontal scrolling.
    public enum HorizontalDistribution: String, CaseIterable, Hashable, Sendable {
        /// Consecutive items, `ceil(n / lines)` to a line; the last line takes the rest.
        case rowMajor
        /// Item `i` goes to line `i % lines` (round robin).
        case columnMajor
        /// Consecutive items, split so that the widest line is as narrow as possible.
        case balanced
    }

    /// How wrapping (vertical) layouts choose their line breaks.
    public enum LineBreaking: String, CaseIterable, Hashable, Sendable {
        /// Each line takes as many items as fit: the fewest lines for the given order.
        case greedy
        /// The order and greedy's line count are kept; the breaks make the lines as even as possible
        /// (the least sum of squared free space over all lines, the last included).
        case balanced
        /// Items may be reordered so that they take as few lines as possible (bin packing).
        case fewestRows
    }
}
