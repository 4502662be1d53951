/// How the widget scrolls — chosen from its settings and its parent, never by default.
enum ScrollingMode: Hashable, Sendable {
    /// Not at all: the widget is as high as its tags at its width (wrapping lines, no viewport
    /// height), and the viewport holding the tags sits directly in it.
    case none
    /// Inside a `GtkScrolledWindow` of its own: within `viewportHeight` (`vertical`), or sideways
    /// along horizontal rows.
    case own(vertical: Bool)
    /// In an app's `GtkScrolledWindow`, which handed the widget its adjustments (`GtkScrollable`):
    /// the viewport scrolls with them.
    case outer

    /// The mode for a widget whose lines wrap (`vertical`) or not, with or without a viewport
    /// height, given adjustments by a scrolled window or not: the app's scrolled window wins,
    /// then rows scroll sideways and a viewport height scrolls within; else nothing scrolls.
    static func choose(vertical: Bool, viewportHeight: Int?, hasOuterAdjustments: Bool) -> ScrollingMode {
        if hasOuterAdjustments { return .outer }
        if !vertical { return .own(vertical: false) }
        return viewportHeight == nil ? .none : .own(vertical: true)
    }
}
