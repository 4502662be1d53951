import CGtk
import CGtkShim
import TagFlow

/// Scrolling: the mode the widget's settings and parent choose (the `Scroller` places the
/// viewport for it), and the controller's viewport following the scroll bars and back.
extension TagCollectionWidget {
    /// Has the scroller place the viewport where the scrolling mode wants it now.
    func applyScrollingMode() {
        guard isAlive else { return }
        let mode = ScrollingMode.choose(
            vertical: controller.configuration.scrollDirection == .vertical, viewportHeight: viewportHeight,
            hasOuterAdjustments: tfs_tag_collection_get_adjustment(widget, GTK_ORIENTATION_HORIZONTAL) != nil
                || tfs_tag_collection_get_adjustment(widget, GTK_ORIENTATION_VERTICAL) != nil)
        if scroller.apply(mode, in: widget) { queueResize() }
    }

    /// Watches the adjustments the viewport has now.
    func watchAdjustments() {
        scroller.watchAdjustments(onScrolled, data: Unmanaged.passUnretained(self).toOpaque())
    }

    func scrolled() {
        if !scroller.isMovingScrollBars {
            // The user scrolled (wheel, touchpad, scroll bar): the controller's viewport follows.
            do { try controller.setContentOffset(scroller.offset) } catch { report(error) }
        }
        // The accessible children follow the view once it leaves the part they mirror.
        if sizing.hasLaidOut, !mirror.covers(controller.visibleRect) {
            mirror.sync(with: controller)
            queueAllocate()
        }
        queueDraw()  // newly exposed tags
    }

    /// The visible part of the content.
    var visibleRect: Rect { scroller.visibleRect(of: area) }
}
