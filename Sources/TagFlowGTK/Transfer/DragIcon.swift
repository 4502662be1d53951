#if canImport(Glibc)
import Glibc
#endif
import CGtk
import TagFlow
import TagFlowPango
import TagFlowRendering

/// What GDK's drag shows under the pointer while it carries a tag: the lifted tag as its widget
/// draws it (theme, style sheet, pixel scale), in a drawing area of the tag's size. Where the
/// display composites nothing (X11 without a compositor), the icon's surface has no alpha: what
/// the tag's rounded corners leave would show black, so the window's background fills it.
@MainActor
final class DragIcon {
    private let scene: RenderScene
    private let renderer: CairoRenderer
    private let images: CairoRenderer.ImageCache
    private let pixelScale: Double

    private init(scene: RenderScene, renderer: CairoRenderer, images: CairoRenderer.ImageCache, pixelScale: Double) {
        (self.scene, self.renderer, self.images, self.pixelScale) = (scene, renderer, images, pixelScale)
    }

    /// A floating drawing area showing the lifted tag of `drag`; `nil`, the error reported, when
    /// its scene cannot be built.
    static func widget(for drag: DragState, of owner: TagCollectionWidget) -> UnsafeMutablePointer<GtkWidget>? {
        let scene: RenderScene
        do {
            scene = try owner.drawnScene(of: drag.liftedFrame, at: monotonicSeconds())
        } catch {
            owner.report(error)
            return nil
        }
        guard let lifted = scene.liftedTag else { return nil }
        var item = scene.items[lifted.index]
        item.frame = Rect(origin: .zero, size: drag.liftedFrame.size)
        var iconScene = RenderScene(size: item.frame.size, items: [item])
        if gdk_display_is_composited(gtk_widget_get_display(owner.widget)) == 0 {
            iconScene.backgroundColor = owner.desktop.palette.windowBackground
        }
        let icon = DragIcon(
            scene: iconScene, renderer: owner.renderer, images: owner.images,
            pixelScale: Double(owner.desktop.settings.scaleFactor))
        let area = gtk_drawing_area_new()!
        let drawing = UnsafeMutablePointer<GtkDrawingArea>(OpaquePointer(area))
        gtk_drawing_area_set_content_width(drawing, Int32(ceil(item.frame.width)))
        gtk_drawing_area_set_content_height(drawing, Int32(ceil(item.frame.height)))
        gtk_drawing_area_set_draw_func(drawing, drawIcon, Unmanaged.passRetained(icon).toOpaque(), releaseIcon)
        return area
    }

    fileprivate func draw(on cr: OpaquePointer) {
        do {
            try renderer.draw(scene, in: cr, visibleRect: Rect(origin: .zero, size: scene.size), pixelScale: pixelScale, images: images)
        } catch {
            // The same tag was just drawn in its widget: nothing new can fail here, and an icon
            // left blank is all that would be lost.
            return
        }
    }
}

private let drawIcon: GtkDrawingAreaDrawFunc = { _, cr, _, _, data in
    onMainActor(cr, data) { cr, data in
        guard let cr, let data else { return }
        Unmanaged<DragIcon>.fromOpaque(data).takeUnretainedValue().draw(on: cr)
    }
}

private let releaseIcon: GDestroyNotify = { data in
    onMainActor(data) { data in
        guard let data else { return }
        Unmanaged<DragIcon>.fromOpaque(data).release()
    }
}
