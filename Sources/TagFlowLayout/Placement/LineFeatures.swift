/// Whether a layout's lines may need what plain lines never do — items that grow, or places
/// across the line other than a fixed part of its height (first baselines, stretching) — as a
/// compile-time choice, so that `LineGeometry.writeLine` writes plain lines without asking on
/// every item. The general path chooses per layout (`LinePlacer`); the fast path's lines are
/// always plain.
protocol LineFeatures {
    static var plain: Bool { get }
}

/// Lines of items that do not grow, placed across at a fixed part of their height.
enum PlainLines: LineFeatures {
    static var plain: Bool { true }
}

/// Lines that may grow their items or align them by baseline or stretch them.
enum FlexibleLines: LineFeatures {
    static var plain: Bool { false }
}
