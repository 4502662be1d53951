/// Which lines the fused pass writes once, as a compile-time choice: the pass is specialised for
/// each, so the common configuration pays for no test it does not need.
protocol LinePolicy {
    /// Every line is final as written (items packed from the left, at the top of their line).
    static var keepsEveryLine: Bool { get }
    /// A line whose items share a height is final as written (items packed from the left).
    static var keepsLinesOfOneHeight: Bool { get }
    /// Every item is as high as `FusedPass.sharedHeight`, so is every line, and the pass stops at
    /// an item that is not.
    static var heightsShared: Bool { get }
}

/// Leading or left alignment, left to right, every item as high as the first so far (the pass
/// checks each): every line is final as written, whatever the items' place in their line.
enum KeepsLinesOfSharedHeight: LinePolicy {
    static var keepsEveryLine: Bool { true }
    static var keepsLinesOfOneHeight: Bool { true }
    static var heightsShared: Bool { true }
}

/// Leading or left alignment, left to right, items at the top of their line.
enum KeepsEveryLine: LinePolicy {
    static var keepsEveryLine: Bool { true }
    static var keepsLinesOfOneHeight: Bool { true }
    static var heightsShared: Bool { false }
}

/// Leading or left alignment, left to right, items centred or at the bottom of their line.
enum KeepsLinesOfOneHeight: LinePolicy {
    static var keepsEveryLine: Bool { false }
    static var keepsLinesOfOneHeight: Bool { true }
    static var heightsShared: Bool { false }
}

/// Any other alignment, or right to left: every line is written again once complete.
enum RewritesEveryLine: LinePolicy {
    static var keepsEveryLine: Bool { false }
    static var keepsLinesOfOneHeight: Bool { false }
    static var heightsShared: Bool { false }
}
