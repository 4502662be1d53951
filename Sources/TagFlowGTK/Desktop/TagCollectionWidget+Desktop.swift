import CGtk
import CGtkShim
import TagFlow

/// Following the desktop: the theme (as a style change), the text size (as a system setting
/// and a `GtkSettings` property), animations, the monitor's scale and the reading direction.
extension TagCollectionWidget {
    /// Reads the desktop's settings again and follows them.
    func desktopChanged() {
        let fontName = desktop.fontName
        desktop = DesktopSettings.read(for: area)
        if !desktop.animationsEnabled { animator.stop() }
        conformToDesktop()
        if desktop.fontName != fontName { followDesktopFont() }
        queueDraw()
    }

    /// The widget's style changed (a new theme or variant, dark or not, a state such as
    /// insensitive): the palette is read again and the tags drawn in it; the accessible
    /// children follow the widget's sensitivity.
    func styleChanged() {
        guard isAlive else { return }
        palette = ThemePalette.read(from: widget)
        chipStyles.invalidate()
        mirror.setEnabled(gtk_widget_is_sensitive(widget) != 0)
        queueDraw()
    }

    /// A desktop-wide setting changed: the text scale (DPI) and the interface font are followed;
    /// a change of the machine's fonts measures every tag afresh (a new measurement cache) and
    /// resizes the widget.
    func systemSettingChanged(_ setting: GtkSystemSetting) {
        guard isAlive else { return }
        switch setting {
        case GTK_SYSTEM_SETTING_DPI, GTK_SYSTEM_SETTING_FONT_NAME:
            desktopChanged()
        case GTK_SYSTEM_SETTING_FONT_CONFIG:
            // Every widget hears it: the first starts the engines afresh, the rest share its new one.
            if let engine = textEngine, SharedTextEngine.isCurrent(engine) { SharedTextEngine.fontsChanged() }
            textEngine = nil
            followDesktopFont()
        default:
            break
        }
    }

    /// Brings the controller in line with the desktop: device pixels for snapping, the reading
    /// direction and the text size (where followed), and the scrolling for the direction.
    func conformToDesktop() {
        guard isAlive else { return }
        var configuration = controller.configuration
        configuration.displayScale = Double(desktop.scaleFactor)
        if followsTextDirection { configuration.layoutDirection = desktop.isRightToLeft ? .rightToLeft : .leftToRight }
        do {
            if configuration != controller.configuration {
                apply(try controller.setConfiguration(configuration), animated: false, dragBefore: nil)
            }
            if followsDesktopTextSize, controller.sizer.textSizeCategory != desktop.textSizeCategory {
                apply(try controller.setTextSizeCategory(desktop.textSizeCategory), animated: false, dragBefore: nil)
            }
        } catch {
            report(error)
        }
        applyScrollingMode()
        notifyChangedProperties(changes: [])
    }

    /// The drawing area is in a window now: watch its display's settings and the window's
    /// focus-visible (the focus ring shows only after keyboard use).
    func realized() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        if let settings = gtk_widget_get_settings(area) {
            watchedSettings = settings
            settingsHandlers = DesktopSettings.watchedProperties.map {
                connectSignal(untyped(settings), "notify::" + $0, onDesktopNotify, me)
            }
        }
        if let root = gtk_widget_get_root(area) {
            watchedRoot = root
            rootHandler = connectSignal(untyped(root), "notify::focus-visible", onFocusVisibleChanged, me)
        }
        styleChanged()
        desktopChanged()
        ensureTicking()
    }

    func unrealized() {
        if let settings = watchedSettings {
            for handler in settingsHandlers { g_signal_handler_disconnect(untyped(settings), handler) }
        }
        watchedSettings = nil
        settingsHandlers = []
        if let root = watchedRoot, rootHandler != 0 { g_signal_handler_disconnect(untyped(root), rootHandler) }
        watchedRoot = nil
        rootHandler = 0
        if tickCallbackID != 0 { gtk_widget_remove_tick_callback(area, tickCallbackID) }
        tickCallbackID = 0
        lastFrameTime = nil
    }

    func areaDestroyed() {
        unrealized()
        for source in [focusSyncSourceID, relayoutSourceID] where source != 0 { g_source_remove(source) }
        focusSyncSourceID = 0
        relayoutSourceID = 0
        mirror.removeAll()
    }
}
