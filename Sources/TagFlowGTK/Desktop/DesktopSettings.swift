import CGtk
import CGtkShim
import TagFlow

/// What the desktop asks of the widget besides its theme's colours (`ThemePalette`): the text
/// size, the interface font, motion, the monitor's scale and the reading direction — read from
/// the widget's `GtkSettings` and the widget itself.
struct DesktopSettings: Hashable, Sendable {
    /// The text scaling factor: `gtk-xft-dpi` over 96 dpi (GNOME's "Large Text" is 1.25).
    var textScale = 1.0
    /// Whether animations are on (`gtk-enable-animations`).
    var animationsEnabled = true
    /// Device pixels per point on the widget's monitor.
    var scaleFactor = 1
    /// Whether the widget's text direction is right to left (from the locale, or set on it).
    var isRightToLeft = false

    /// The GtkSettings properties the widget watches (the theme reaches it as a style change,
    /// the DPI also as a system setting).
    static let watchedProperties = ["gtk-xft-dpi", "gtk-enable-animations"]

    /// The desktop's interface font (`gtk-font-name`, "Cantarell 11"), or `nil` when unset.
    var fontName: String?

    /// The content-size category the text scale asks for.
    var textSizeCategory: TextSizeCategory { TextSizeCategory.nearest(toScale: textScale) }

    /// The text scaling factor of a `gtk-xft-dpi` value (1024 × dots per inch; 0 or less when
    /// unset, which GTK treats as 96 dpi).
    static func textScale(xftDPI: Int32) -> Double {
        xftDPI > 0 ? Double(xftDPI) / 1024 / 96 : 1
    }

    /// Reads the settings that apply to `widget` (its display's GtkSettings once it is realized).
    @MainActor
    static func read(for widget: UnsafeMutablePointer<GtkWidget>) -> DesktopSettings {
        var settings = read(from: gtk_widget_get_settings(widget))
        settings.scaleFactor = Int(max(1, gtk_widget_get_scale_factor(widget)))
        settings.isRightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        return settings
    }

    /// Reads the default display's settings (no widget yet; `nil` before GTK has a display).
    @MainActor
    static func readDefault() -> DesktopSettings { read(from: gtk_settings_get_default()) }

    @MainActor
    private static func read(from gtkSettings: OpaquePointer?) -> DesktopSettings {
        var settings = DesktopSettings()
        guard let gtkSettings else { return settings }
        let object = untyped(gtkSettings)
        settings.textScale = textScale(xftDPI: tfs_object_get_int(object, "gtk-xft-dpi"))
        settings.animationsEnabled = tfs_object_get_bool(object, "gtk-enable-animations") != 0
        if let name = tfs_object_dup_string(object, "gtk-font-name") {
            settings.fontName = String(cString: name)
            g_free(name)
        }
        return settings
    }
}
