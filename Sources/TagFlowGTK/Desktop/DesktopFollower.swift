import CGtk
import CGtkShim
import TagFlow

/// What the widget follows of the desktop, and the handlers that hear it change: the settings
/// (text size, font, motion, scale, direction), the theme's colours, what an app's style sheet
/// gives the chips, and the process's text engine for the interface font. It watches the
/// display's `GtkSettings` and the window's focus-visible while the widget is realized; the
/// widget decides what each change means for its tags.
@MainActor
final class DesktopFollower {
    /// The desktop's settings as last read.
    private(set) var settings: DesktopSettings
    /// The theme's colours, read whenever the widget's style changes.
    private(set) var palette = ThemePalette.fallback
    /// The `tag` CSS node and what an app's style sheet gives it (a child of the drawing area:
    /// as the widget's own child it took Tab out of the widget's focus chain).
    var chipStyles: ChipStyleSheet
    /// The process's text engine the widget measures with (`SharedTextEngine`), once it follows
    /// the desktop's font or the bundled fonts.
    var textEngine: SharedTextEngine?
    /// The GtkSettings watched while realized, and the handlers on it and on the window.
    private var watchedSettings: OpaquePointer?
    private var settingsHandlers: [gulong] = []
    private var watchedRoot: OpaquePointer?
    private var rootHandler: gulong = 0

    /// Follows the desktop of `area` (the drawing area), reading its settings from the start so
    /// that the first size GTK asks for is measured in the desktop's font.
    init(area: UnsafeMutablePointer<GtkWidget>) {
        settings = DesktopSettings.read(for: area)
        chipStyles = ChipStyleSheet(parent: area)
    }

    /// Reads the settings of `area` again; whether the interface font changed.
    func readSettings(of area: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let fontName = settings.fontName
        settings = DesktopSettings.read(for: area)
        return settings.fontName != fontName
    }

    /// Reads the theme's colours from `widget`'s style and forgets what the sheet gave the chips.
    func readStyle(of widget: UnsafeMutablePointer<GtkWidget>) {
        palette = ThemePalette.read(from: widget)
        chipStyles.invalidate()
    }

    /// `area` is in a window: `settingsChanged` hears its display's settings change, and
    /// `focusVisibleChanged` its window's focus-visible (the focus ring shows only after keyboard
    /// use), both with `data`.
    func watch(
        _ area: UnsafeMutablePointer<GtkWidget>, settingsChanged: NotifySignalHandler, focusVisibleChanged: NotifySignalHandler,
        data: UnsafeMutableRawPointer
    ) {
        if let gtkSettings = gtk_widget_get_settings(area) {
            watchedSettings = gtkSettings
            settingsHandlers = DesktopSettings.watchedProperties.map {
                connectSignal(untyped(gtkSettings), "notify::" + $0, settingsChanged, data)
            }
        }
        if let root = gtk_widget_get_root(area) {
            watchedRoot = root
            rootHandler = connectSignal(untyped(root), "notify::focus-visible", focusVisibleChanged, data)
        }
    }

    /// The widget left its window: the handlers on objects that outlive it go.
    func unwatch() {
        if let gtkSettings = watchedSettings {
            for handler in settingsHandlers { g_signal_handler_disconnect(untyped(gtkSettings), handler) }
        }
        watchedSettings = nil
        settingsHandlers = []
        if let root = watchedRoot, rootHandler != 0 { g_signal_handler_disconnect(untyped(root), rootHandler) }
        watchedRoot = nil
        rootHandler = 0
    }
}
