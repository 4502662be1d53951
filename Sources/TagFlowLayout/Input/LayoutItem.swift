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
    /// The flexible properties, out of line: `nil` while all of them are their defaults (nearly
    /// every item), so an item takes 32 bytes where inline it took 56, and a layout of many
    /// items reads half as much memory.
    @usableFromInline private(set) var flexibility: Flexibility?
    /// The line break (bits 0–1) and whether a flexible property differs from its default
    /// (`flexibleBit`): one byte, so the fast path tells a plain item by one test.
    @usableFromInline private(set) var traits: UInt8

    /// Set in `traits` while a flexible property (grow, min or max width, baseline) differs from
    /// its default.
    @usableFromInline static var flexibleBit: UInt8 { 4 }

    /// The flexible properties of an item, shared by its copies (never changed: a change makes a
    /// new one).
    @usableFromInline
    final class Flexibility: Hashable, Sendable {
        @usableFromInline let grow: Double
        @usableFromInline let minWidth: Double
        @usableFromInline let maxWidth: Double
        @usableFromInline let baseline: Double?

        @inlinable
        init(grow: Double, minWidth: Double, maxWidth: Double, baseline: Double?) {
            self.grow = grow
            self.minWidth = minWidth
            self.maxWidth = maxWidth
            self.baseline = baseline
        }

        @usableFromInline
        static func == (a: Flexibility, b: Flexibility) -> Bool {
            a.grow == b.grow && a.minWidth == b.minWidth && a.maxWidth == b.maxWidth && a.baseline == b.baseline
        }

        @usableFromInline
        func hash(into hasher: inout Hasher) {
            hasher.combine(grow)
            hasher.combine(minWidth)
            hasher.combine(maxWidth)
            hasher.combine(baseline)
        }
    }

    /// How the item takes part in line breaking.
    public var lineBreak: LineBreak {
        get { LineBreak(rawValue: traits & 3) ?? .normal }
        set { traits = traits & ~3 | newValue.rawValue }
    }

    /// How much of its line's free space the item takes, against the other items of the line
    /// (CSS `flex-grow`): finite, ≥ 0; 0, the default, keeps its width.
    public var grow: Double {
        get { flexibility?.grow ?? 0 }
        set { setFlexibility(grow: newValue, minWidth: minWidth, maxWidth: maxWidth, baseline: baseline) }
    }

    /// The least width the item takes, in points (CSS `min-width`): finite, ≥ 0; default 0. It
    /// raises the natural width, and an item wider than its line shrinks to the line but not
    /// below it.
    public var minWidth: Double {
        get { flexibility?.minWidth ?? 0 }
        set { setFlexibility(grow: grow, minWidth: newValue, maxWidth: maxWidth, baseline: baseline) }
    }

    /// The most width the item takes, in points (CSS `max-width`): ≥ `minWidth`, `.infinity` (the
    /// default) for none. It lowers the natural width and caps growth.
    public var maxWidth: Double {
        get { flexibility?.maxWidth ?? .infinity }
        set { setFlexibility(grow: grow, minWidth: minWidth, maxWidth: newValue, baseline: baseline) }
    }

    /// The distance from the item's top to its first baseline, in points (0 … `height`), for
    /// `LayoutConfiguration.LineAlignment.firstBaseline`; `nil` (the default) for the bottom,
    /// as CSS synthesises a baseline for a box without one.
    public var baseline: Double? {
        get { flexibility?.baseline }
        set { setFlexibility(grow: grow, minWidth: minWidth, maxWidth: maxWidth, baseline: newValue) }
    }

    /// Keeps the flexible properties out of line exactly when one differs from its default (a
    /// NaN does), with `flexibleBit` to match.
    @inlinable
    mutating func setFlexibility(grow: Double, minWidth: Double, maxWidth: Double, baseline: Double?) {
        let flexible = grow != 0 || minWidth != 0 || maxWidth != .infinity || baseline != nil
        flexibility = flexible ? Flexibility(grow: grow, minWidth: minWidth, maxWidth: maxWidth, baseline: baseline) : nil
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
        flexibility = nil
        setFlexibility(grow: grow, minWidth: minWidth, maxWidth: maxWidth, baseline: baseline)
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
    var effectiveBaseline: Double { flexibility?.baseline ?? height }
}
