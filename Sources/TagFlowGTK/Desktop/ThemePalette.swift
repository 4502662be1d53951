#if canImport(Glibc)
import Glibc
#endif
import CGtk
import CGtkShim
import TagFlow
import TagFlowRendering

/// The theme's colours the widget draws with: its text colour (which says whether the theme is
/// dark), the selection colours and the insensitive text colour — read from the widget's
/// style whenever it changes, so a new theme, its dark variant (`GTK_THEME=Adwaita:dark`, the
/// prefer-dark setting) or any dark theme is followed at once.
struct ThemePalette: Hashable, Sendable {
    /// The widget's CSS text colour (inherited from the window).
    var foreground: TagColor
    /// `theme_selected_bg_color`: what GTK's lists fill a selected row with.
    var selectedBackground: TagColor
    /// `theme_selected_fg_color`: the text on it.
    var selectedForeground: TagColor
    /// `insensitive_fg_color`: the text of controls that cannot be used.
    var disabledForeground: TagColor
    /// `theme_bg_color`: the window's background.
    var windowBackground: TagColor

    /// GTK 4.8's default theme (Adwaita), light, for a theme that names none of these colours.
    static let fallback = ThemePalette(
        foreground: TagColor(rgb: 0x2E, 0x34, 0x36), selectedBackground: TagColor(rgb: 0x35, 0x84, 0xE4),
        selectedForeground: .white, disabledForeground: TagColor(rgb: 0x92, 0x95, 0x95),
        windowBackground: TagColor(rgb: 0xF6, 0xF5, 0xF4))

    /// Whether the theme is dark: its text is light (relative luminance over one half).
    var isDark: Bool { foreground.relativeLuminance > 0.5 }

    /// GTK's focus ring, as the default theme draws the focus of list items: the selection
    /// colour at half opacity on a light theme and at 70 % on a dark one, 2 points wide just
    /// inside the edge (so never cut off at the widget's edge) — times `scale`, the text's.
    func focusRing(scale: Double) -> FocusRingAppearance {
        var color = selectedBackground
        color.alpha = isDark ? 179 : 128
        return FocusRingAppearance(color: color, width: 2 * scale, offset: -2 * scale)
    }

    /// A selected tag's `style` where the tag has no selected style of its own: the selection
    /// colours on its shape (a gradient gives way to the flat colour).
    func selected(_ style: TextTagStyle) -> TextTagStyle {
        var selected = style
        selected.gradient = nil
        selected.backgroundColor = selectedBackground
        selected.textColor = selectedForeground
        return selected
    }

    /// The palette of `widget`'s style now.
    @MainActor
    static func read(from widget: UnsafeMutablePointer<GtkWidget>) -> ThemePalette {
        let context = gtk_widget_get_style_context(widget)
        func named(_ name: String, else fallback: TagColor) -> TagColor {
            var rgba = GdkRGBA()
            return gtk_style_context_lookup_color(context, name, &rgba) != 0 ? TagColor(rgba) : fallback
        }
        var text = GdkRGBA()
        gtk_style_context_get_color(context, &text)
        return ThemePalette(
            foreground: TagColor(text),
            selectedBackground: named("theme_selected_bg_color", else: fallback.selectedBackground),
            selectedForeground: named("theme_selected_fg_color", else: fallback.selectedForeground),
            disabledForeground: named("insensitive_fg_color", else: fallback.disabledForeground),
            windowBackground: named("theme_bg_color", else: fallback.windowBackground))
    }
}

extension TagColor {
    /// A GDK colour (components 0…1) as a `TagColor`.
    init(_ rgba: GdkRGBA) {
        self.init(
            red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }

    /// WCAG's relative luminance (0 black … 1 white).
    var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(redComponent) + 0.7152 * linear(greenComponent) + 0.0722 * linear(blueComponent)
    }
}

extension SceneAppearance {
    /// The widget's light look: the default appearance without a background of its own.
    public static var widgetLight: SceneAppearance {
        var appearance = SceneAppearance()
        appearance.backgroundColor = nil
        return appearance
    }

    /// The widget's dark look: `SceneAppearance.dark` without a background of its own.
    public static var widgetDark: SceneAppearance {
        var appearance = SceneAppearance.dark
        appearance.backgroundColor = nil
        return appearance
    }
}
