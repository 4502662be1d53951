import CGtk
import CGtkShim
import TagFlow
import TagFlowPango

/// The desktop's interface font: tags in the default family measured and drawn in it, through
/// one Pango measurer (the controller's sizer's and the renderer's), so what is drawn is what
/// was measured.
extension TagCollectionWidget {
    /// Brings the measurer in line with the desktop's interface font (`followsDesktopFont` and
    /// `gtk-font-name`): when the font to use changed, a measurer on a library with it (the
    /// controller's library otherwise unchanged) measures every tag again, the renderer draws
    /// with it, and the widget is resized. A font fontconfig cannot find keeps the one in use.
    func followDesktopFont() {
        guard isAlive, let current = controller.sizer.measurer as? PangoTextMeasurer else { return }
        var wanted: InterfaceFont? = nil
        if followsDesktopFont, let name = desktop.fontName {
            do {
                wanted = try InterfaceFont.find(description: name)
            } catch {
                report(error)
                return
            }
        }
        guard wanted != current.library.interfaceFont else { return }
        do {
            let measurer = try PangoTextMeasurer(
                library: current.library.withInterfaceFont(wanted), maximumIdleEngines: current.maximumIdleEngines)
            let update = try controller.setSizer(TagSizer(measurer: measurer, textSizeCategory: controller.sizer.textSizeCategory))
            renderer = CairoRenderer(measurer: measurer, options: renderer.options)
            images = renderer.makeImageCache()
            apply(update, animated: false, dragBefore: nil, syncingAccessibility: true)
            queueResize()
        } catch {
            report(error)
        }
    }
}
