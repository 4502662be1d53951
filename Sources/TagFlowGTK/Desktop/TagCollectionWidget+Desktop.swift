import CGtk
import CGtkShim
import TagFlow

/// Following the desktop: the theme (as a style change), the text size (as a system setting
/// and a `GtkSettings` property), animations, the monitor's scale and the reading direction;
/// the `DesktopFollower` reads and watches them.
extension TagCollectionWidget {
    /// Reads the desktop's settings again and follows them.
    func desktopChanged() {
        let fontChanged = desktop.readSettings(of: area)
        if !desktop.settings.animationsEnabled { animator.stop() }
        conformToDesktop()
        if fontChanged { followDesktopFont() }
        queueDraw()
    }

    /// The widget's style changed (a new theme or variant, dark or not, a state such as
    /// insensitive): the palette is read again and the tags drawn in it; the accessible
    /// children follow the widget's sensitivity.
    func styleChanged() {
        guard isAlive else { return }
        desktop.readStyle(of: widget)
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
            if let engine = desktop.textEngine, SharedTextEngine.isCurrent(engine) { SharedTextEngine.fontsChanged() }
            desktop.textEngine = nil
            followDesktopFont()
        default:
            break
        }
    }

    /// Brings the controller in line with the desktop: device pixels for snapping, the reading
    /// direction and the text size (where followed), and the scrolling for the direction.
    func conformToDesktop() {
        guard isAlive else { return }
        let settings = desktop.settings
        var configuration = controller.configuration
        configuration.displayScale = Double(settings.scaleFactor)
        if followsTextDirection { configuration.layoutDirection = settings.isRightToLeft ? .rightToLeft : .leftToRight }
        do {
            if configuration != controller.configuration {
                apply(try controller.setConfiguration(configuration), animated: false, dragBefore: nil)
            }
            if followsDesktopTextSize, controller.sizer.textSizeCategory != settings.textSizeCategory {
                apply(try controller.setTextSizeCategory(settings.textSizeCategory), animated: false, dragBefore: nil)
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
        desktop.watch(
            area, settingsChanged: onDesktopNotify, focusVisibleChanged: onFocusVisibleChanged,
            data: Unmanaged.passUnretained(self).toOpaque())
        styleChanged()
        desktopChanged()
        ensureTicking()
    }

    func unrealized() {
        desktop.unwatch()
        frameClock.stop(on: area)
    }

    func areaDestroyed() {
        unrealized()
        for source in [focus.syncSourceID, sizing.relayoutSourceID] where source != 0 { g_source_remove(source) }
        focus.syncSourceID = 0
        sizing.relayoutSourceID = 0
        mirror.removeAll()
    }
}
