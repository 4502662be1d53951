/// One item to be placed: its size, how it takes part in line breaking, and — as a CSS flex item
/// — how it grows to share its line, the least and the most it may be, and where its baseline is.
///
/// ```swift
/// var field = LayoutItem(width: 120, height: 28)
/// field.grow = 1            // takes the rest of its line
/// field.minWidth = 120      // and wraps to a new line when less is left
/// ```
public struct LayoutItem: Hashable, Sendable {
    /// How an item takes part in line breaking. Applies to vertical (wrapping) layouts;
    /// horizontal layouts share items out by `LayoutConfiguration.HorizontalDistribution` alone.
    public enum LineBreak: UInt8, CaseIterable, Hashable, Sendable {
        /// The item flows like any other.
        case normal
        /// The item always starts a new line (unless it is the first item).
        case startsNewLine
        /// The item takes a whole line to itself and is stretched to the line's width.
        case fillsLine
    }

    /// The item's natural width, in points (CSS's flex basis).
    public var width: Double
    /// The item's height, in points.
    public var height: Double
    /// The line break (bits 0–1) and whether a flexible property differs from its default
    /// (`flexibleBit`): one byte, so the fast path tells a plain item by one test.
    @usableFromInline private(set) var traits: UInt8
    @usableFromInline var storedGrow = 0.0
    @usableFromInline var storedMinWidth = 0.0
    @usableFromInline var storedMaxWidth = Double.infinity
    @usableFromInline var storedBaseline: Double? = nil

    /// Set in `traits` while a flexible property (grow, min or max width, baseline) differs from
    /// its default.
    @usableFromInline static var flexibleBit: UInt8 { 4 }

    /// How the item takes part in line breaking.
    public var lineBreak: LineBreak {
        get { LineBreak(rawValue: traits & 3) ?? .normal }
        set { traits = traits & ~3 | newValue.rawValue }
    }

    /// How much of its line's free space the item takes, against the other items of the line
    /// (CSS `flex-grow`): finite, ≥ 0; 0, the default, keeps its width.
    public var grow: Double {
        get { storedGrow }
        set {
            storedGrow = newValue
            updateFlexibility()
        }
    }

    /// The least width the item takes, in points (CSS `min-width`): finite, ≥ 0; default 0. It
    /// raises the natural width, and an item wider than its line shrinks to the line but not
    /// below it.
    public var minWidth: Double {
        get { storedMinWidth }
        set {
            storedMinWidth = newValue
            updateFlexibility()
        }
    }

    /// The most width the item takes, in points (CSS `max-width`): ≥ `minWidth`, `.infinity` (the
    /// default) for none. It lowers the natural width and caps growth.
    public var maxWidth: Double {
        get { storedMaxWidth }
        set {
            storedMaxWidth = newValue
            updateFlexibility()
        }
    }

    /// The distance from the item's top to its first baseline, in points (0 … `height`), for
    /// `LayoutConfiguration.LineAlignment.firstBaseline`; `nil` (the default) for the bottom,
    /// as CSS synthesises a baseline for a box without one.
    public var baseline: Double? {
        get { storedBaseline }
        set {
            storedBaseline = newValue
            updateFlexibility()
        }
    }

    /// Sets `flexibleBit` exactly when a flexible property differs from its default (a NaN does).
    @inlinable
    mutating func updateFlexibility() {
        let flexible = storedGrow != 0 || storedMinWidth != 0 || storedMaxWidth != .infinity || storedBaseline != nil
        traits = flexible ? traits | Self.flexibleBit : traits & ~Self.flexibleBit
    }

    /// Whether a flexible property has been set: the fast path leaves such items to the general
    /// path, which checks and applies them.
    var isFlexible: Bool { traits & Self.flexibleBit != 0 }

    /// Creates an item: as a CSS flex item, it grows by `grow` against the other items of its
    /// line, is never narrower than `minWidth` nor wider than `maxWidth`, and has its first
    /// baseline `baseline` from its top (`nil`: its bottom).
    @inlinable
    public init(
        width: Double, height: Double, lineBreak: LineBreak = .normal, grow: Double = 0, minWidth: Double = 0,
        maxWidth: Double = .infinity, baseline: Double? = nil
    ) {
        self.width = width
        self.height = height
        traits = lineBreak.rawValue
        storedGrow = grow
        storedMinWidth = minWidth
        storedMaxWidth = maxWidth
        storedBaseline = baseline
        updateFlexibility()
    }

    /// Creates an item of a given size.
    @inlinable
    public init(size: Size, lineBreak: LineBreak = .normal) {
        self.init(width: size.width, height: size.height, lineBreak: lineBreak)
    }

    /// The item's natural size.
    @inlinable
    public var size: Size { Size(width: width, height: height) }

    /// The baseline the item is aligned by: its own, or its height.
    var effectiveBaseline: Double { storedBaseline ?? height }
}
