import CGtk
import CGtkShim
import TagFlow
import TagFlowPango

/// The desktop's interface font: tags in the default family measured and drawn in it, through
/// the process's shared text engine for it (`SharedTextEngine`: the controller's sizer's
/// measurer and cache, and the renderer's measurer), so what is drawn is what was measured.
extension TagCollectionWidget {
    /// Brings the measurer in line with the desktop's interface font (`followsDesktopFont` and
    /// `gtk-font-name`): when the library to use changed, the controller's sizer takes the shared
    /// engine of the new one (every tag measured through its cache), the renderer draws with it,
    /// and the widget is resized. A font fontconfig cannot find keeps the one in use.
    func followDesktopFont() {
        guard isAlive, let current = controller.sizer.measurer as? PangoTextMeasurer else { return }
        // The usual case, answered without a look-up: the controller measures with the engine of
        // the desktop's font already (`SharedTextEngine.desktopSizer()`).
        if followsDesktopFont, let engine = SharedTextEngine.desktopEngine(forFontName: desktop.settings.fontName),
            engine.isUsed(by: controller.sizer)
        {
            desktop.textEngine = engine
            return
        }
        let wanted: FontLibrary
        do {
            wanted = try SharedTextEngine.library(following: followsDesktopFont ? desktop.settings.fontName : nil, from: current.library)
        } catch {
            report(error)
            return
        }
        guard wanted != current.library || desktop.textEngine == nil else { return }
        do {
            try adopt(SharedTextEngine.following(wanted, fontName: followsDesktopFont ? desktop.settings.fontName : nil))
        } catch {
            report(error)
        }
    }

    /// Measures and draws with `engine` from now on (its cache too, where the controller's sizer
    /// had one), unless the controller measures with it already.
    func adopt(_ engine: SharedTextEngine) throws(TagFlowError) {
        desktop.textEngine = engine
        let sizer = controller.sizer
        if engine.isUsed(by: sizer) { return }
        let update = try controller.setSizer(engine.sizer(textSizeCategory: sizer.textSizeCategory))
        renderer = CairoRenderer(measurer: engine.measurer, options: renderer.options)
        images = renderer.makeImageCache()
        apply(update, animated: false, dragBefore: nil, syncingAccessibility: true)
        queueResize()
    }
}
