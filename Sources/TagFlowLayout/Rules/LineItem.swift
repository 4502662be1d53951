/// What the line rules read of an item: a whole `LayoutItem`, or the `PlainItem` the fast path
/// reads of one (its size and traits alone), so that the rules compile for the fast path with
/// their flexible branches reduced to constants and nothing else of the item loaded.
protocol LineItem {
    var width: Double { get }
    var height: Double { get }
    var lineBreak: LayoutItem.LineBreak { get }
    /// Whether a flexible property differs from its default (`LayoutItem.isFlexible`).
    var isFlexible: Bool { get }
    var minWidth: Double { get }
    var maxWidth: Double { get }
    var grow: Double { get }
    /// The baseline the item is aligned by (`LayoutItem.effectiveBaseline`).
    var effectiveBaseline: Double { get }
    /// The whole item.
    var item: LayoutItem { get }
}

extension LayoutItem: LineItem {
    var item: LayoutItem { self }
}

/// The items of one layout call, as the rules read them: every item (`ItemList`), or — when none
/// is flexible — plain items (`PlainItems`), for which the rules compile without their flexible
/// branches. The general path is generic over it and chooses once per layout.
protocol ItemSource: RandomAccessCollection where Index == Int, Element: LineItem {}

/// The size and traits of an item, read in place (`PlainItems`): what the fast path reads of
/// every item. The fast path declines an item whose `hasFlexibleTraits` before
/// the rules see it, so to the rules a plain item is never flexible and its limits are the
/// defaults: constants, which take the flexible branches out of the compiled rules.
struct PlainItem: LineItem {
    let width: Double
    let height: Double
    let traits: UInt8

    @inline(__always)
    var lineBreak: LayoutItem.LineBreak { LayoutItem.LineBreak(rawValue: traits & 3) ?? .normal }

    /// Whether the item is flexible after all: the fast path then leaves the layout.
    @inline(__always)
    var hasFlexibleTraits: Bool { traits & LayoutItem.flexibleBit != 0 }

    var isFlexible: Bool { false }
    var minWidth: Double { 0 }
    var maxWidth: Double { .infinity }
    var grow: Double { 0 }
    var effectiveBaseline: Double { height }
    var item: LayoutItem { LayoutItem(width: width, height: height, lineBreak: lineBreak) }
}
