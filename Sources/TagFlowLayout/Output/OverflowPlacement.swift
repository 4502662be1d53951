/// Where the overflow indicator ("+N" chip) went and how many items it stands for.
public struct OverflowPlacement: Hashable, Sendable {
    /// How many items are hidden: those on lines past the limit and those moved off the last
    /// visible line to make room for the indicator.
    public var hiddenCount: Int
    /// The indicator's frame, at the end of the last visible line.
    public var frame: Rect

    /// Creates an overflow placement.
    package init(hiddenCount: Int, frame: Rect) {
        self.hiddenCount = hiddenCount
        self.frame = frame
    }
}
